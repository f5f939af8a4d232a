"""Player mats, the hand of cards and held treasures, drawn from the view.

Mats show every seat's public state: hit points (a bar; "?" while
invisible), wounds, energy per section, cards in hand, treasures, the active
Permanent cards, and the Angel/Demon or upgraded mat when transformed. Only
the viewing seat's own hand is drawn as cards (the view holds no one else's).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from game.games.axis_mundi.rules.catalog import CARDS, MATS, card_type
from game.games.axis_mundi.screen.art import SEAT_COLOURS
from game.games.axis_mundi.screen.mat_counts import count_words, draw_counts
from game.games.axis_mundi.screen.words import Words, card_name, plural, treasure_name
from game.ui.fonts import font
from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import fit_lines, text, wrap

CARD_W, CARD_H = 72, 98
DECK_COLOURS = {"one_time": (236, 222, 190), "permanent": (176, 198, 224)}


def mat_rects(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    height = min(84, area.height // max(count, 1))
    return [pygame.Rect(area.x, area.y + k * height, area.width, height - 4) for k in range(count)]


def _bar(surface: pygame.Surface, rect: pygame.Rect, value: float, colour: tuple[int, int, int],
         back: tuple[int, int, int]) -> None:
    pygame.draw.rect(surface, back, rect, border_radius=3)
    filled = rect.copy()
    filled.width = round(rect.width * max(0.0, min(1.0, value)))
    if filled.width:
        pygame.draw.rect(surface, colour, filled, border_radius=3)


def draw_mats(surface: pygame.Surface, area: pygame.Rect, view: dict[str, Any], words: Words,
              p: Palette) -> None:
    """One mat per seat; the seat on turn is outlined, the viewer marked "you"."""
    players = view.get("players", [])
    for player, rect in zip(players, mat_rects(area, len(players)), strict=True):
        seat = player["seat"]
        colour = SEAT_COLOURS.get(player["colour"], (200, 200, 200))
        heavenly = player["form"] in ("angel", "demon")
        fill = mix(p.panel, colour, 0.12)
        if heavenly:
            fill = mix(p.panel, (255, 236, 170) if player["form"] == "angel" else (150, 30, 30),
                       0.3)
        pygame.draw.rect(surface, fill, rect, border_radius=6)
        edge = p.accent if seat == view.get("current") else mix(p.panel_edge, colour, 0.4)
        pygame.draw.rect(surface, edge, rect, 2 if seat == view.get("current") else 1,
                         border_radius=6)
        pygame.draw.rect(surface, colour, (rect.x, rect.y, 6, rect.height),
                         border_top_left_radius=6, border_bottom_left_radius=6)
        name = words.who(seat)
        if seat == view.get("seat"):
            name += " (you)"
        if player["form"] == "upgraded":
            name += ", upgraded"
        if heavenly:
            name = f"{MATS[player['form']].name}: {name}"
        surface.blit(text(name, 14, p.text, bold=True), (rect.x + 12, rect.y + 3))
        small = 11 if rect.height < 58 else 12  # six mats: smaller type, rows closer
        y = rect.y + (23 if rect.height >= 58 else 19)
        hp, top = player["hp"], player["max_hp"]
        bar = pygame.Rect(rect.x + 12, y + 3, 96, 10)
        _bar(surface, bar, (hp or 0) / max(top, 1), (92, 196, 120) if hp is None or hp > 3
             else p.bad, mix(p.panel, p.background, 0.6))
        surface.blit(text(f"{'?' if hp is None else hp}/{top} HP", 13, p.text),
                     (bar.right + 6, y - 1))
        x = bar.right + 70
        wounds = player["wounds"]
        if wounds is None:
            surface.blit(text("wounds ?", small, p.text_dim), (x, y))
        else:
            label = text(f"{plural(wounds, 'wound')}" if wounds else "no wounds", small,
                         (236, 120, 110) if wounds else p.text_dim)
            surface.blit(label, (x, y))
            for k in range(min(wounds, 8)):  # the tokens; the 4th costs a hit point
                pygame.draw.circle(surface, (200, 60, 60),
                                   (x + label.get_width() + 8 + k * 9, y + 8), 4)
        y += 18 if rect.height >= 58 else 13
        x = rect.x + 12
        energy = text("energy", small, p.text_dim)
        surface.blit(energy, (x, y))
        x += energy.get_width() + 4
        for section in player["energy"]:
            for k in range(3 if len(player["energy"]) == 1 else 2):
                on = k < section
                pygame.draw.circle(surface, (250, 210, 80) if on else mix(p.panel, p.text, 0.2),
                                   (x + 5, y + 7), 5 if on else 4)
                x += 12
            x += 6
        x += 4
        tags = " · ".join([plural(player["hand_size"], "card"),
                           plural(player["treasures"], "treasure"),
                           *count_words(player)[2:-1 if player["slots"] else None]])
        if rect.height >= 58 and font(small - 1).size(tags)[0] <= rect.right - 6 - x:
            _fitted(surface, [tags], x, y, rect.right - 6 - x, p.text_dim, small)
        else:  # no room for words (six mats): the counts as pictures (the tooltip says them)
            draw_counts(surface, player, x, y, small, p)
        if rect.height >= 58 and player["slots"]:
            active = [f"Active: {', '.join(card_name(c) for c in player['slots'])}"]
            _fitted(surface, active, rect.x + 12, y + 18, rect.width - 18, p.accent, small)


def _fitted(surface: pygame.Surface, parts: list[str], x: int, y: int, width: int,
            colour: tuple[int, int, int], size: int) -> None:
    """Parts joined by " · " in ``size`` point (or a point less); those that do not fit end
    in "…" (the mat's tooltip tells them all)."""
    for points in (size, size - 1):
        if font(points).size(" · ".join(parts))[0] <= width:
            surface.blit(text(" · ".join(parts), points, colour), (x, y))
            return
    line = fit_lines(" · ".join(parts), width, size - 1, 1)[0]
    surface.blit(text(line, size - 1, colour), (x, y))


@lru_cache(maxsize=64)
def _prompt_line(prompt: str, width: int, bold: bool) -> tuple[int, str]:
    """The prompt's type size (15 down to 12) and its line, cut with "…" only if it must."""
    size = next((k for k in (15, 14, 13, 12) if font(k, bold).size(prompt)[0] <= width), 12)
    return size, fit_lines(prompt, width, size, 1, bold=bold)[0]


def title_lines(name: str, width: int) -> tuple[int, list[str]]:
    """A card title's type size and lines: the largest size (12 down to 10) at which it
    wraps into at most 4 lines, each no wider than ``width``; a word too long for the
    card at any of them is broken with a hyphen ("Unstop-" "pable") rather than
    shrunk to a size nobody reads."""
    for hyphens in (False, True):
        for size in (12, 11, 10):
            words = name.split()
            if hyphens:
                words = [part for word in words for part in _hyphenated(word, width, size)]
            lines = _packed(words, width, size)
            if len(lines) <= 4 and all(_fits(line, size, width) for line in lines):
                return size, lines
    return 9, wrap(name, width, 9, bold=True)


def _fits(line: str, size: int, width: int) -> bool:
    return text(line, size, bold=True).get_width() <= width


def _hyphenated(word: str, width: int, size: int) -> list[str]:
    """``word`` whole if it fits, else cut into pieces that do, each but the last
    ending in a hyphen: at its own hyphens first ("Rock-" "Climber"), then where the
    card's edge falls (no piece shorter than 3 letters)."""
    if "-" in word[1:-1] and not _fits(word, size, width):
        head, tail = word.split("-", 1)
        return [head + "-", *_hyphenated(tail, width, size)]
    parts: list[str] = []
    while not _fits(word, size, width) and len(word) > 5:
        cut = max((k for k in range(3, len(word) - 2) if _fits(word[:k] + "-", size, width)),
                  default=3)
        parts.append(word[:cut] + "-")
        word = word[cut:]
    return [*parts, word]


def _packed(words: list[str], width: int, size: int) -> list[str]:
    """Words into lines no wider than ``width``, greedily; a line ending in a hyphen
    (a word broken) ends there."""
    lines: list[str] = []
    for word in words:
        if lines and not lines[-1].endswith("-") and _fits(f"{lines[-1]} {word}", size, width):
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


@lru_cache(maxsize=128)
def card_face(card: str, picked: bool) -> pygame.Surface:
    """A hand card: its deck's colour, its name, its timing."""
    kind = CARDS[card_type(card)]
    face = pygame.Surface((CARD_W, CARD_H), pygame.SRCALPHA)
    paper = DECK_COLOURS[kind.deck]
    pygame.draw.rect(face, paper, face.get_rect(), border_radius=7)
    pygame.draw.rect(face, mix(paper, (0, 0, 0), 0.5), face.get_rect(), 2, border_radius=7)
    band = mix(paper, (90, 60, 30) if kind.deck == "one_time" else (30, 60, 110), 0.6)
    pygame.draw.rect(face, band, (4, 4, CARD_W - 8, 16), border_radius=4)
    tag = "1-TIME" if kind.deck == "one_time" else "PERMANENT"
    words = text(tag, 10, (250, 248, 240), bold=True)
    face.blit(words, words.get_rect(center=(CARD_W // 2, 12)))
    size, lines = title_lines(kind.name, CARD_W - 8)
    y = 24
    for line in lines:
        words = text(line, size, (30, 28, 34), bold=True)
        face.blit(words, words.get_rect(midtop=(CARD_W // 2, y)))
        y += size + 3
    timing = {"free": "free", "reaction": "reaction", "with_melee": "with melee",
              "with_harvest": "with harvest", "turn_start": "turn start"}.get(kind.timing, "")
    if timing:
        words = text(timing, 10, (90, 80, 70))
        face.blit(words, words.get_rect(midbottom=(CARD_W // 2, CARD_H - 4)))
    if picked:
        pygame.draw.circle(face, (60, 170, 90), (CARD_W - 12, CARD_H - 14), 9)
        words = text("✓", 13, (255, 255, 255), bold=True)
        face.blit(words, words.get_rect(center=(CARD_W - 12, CARD_H - 14)))
    return face


#: What the empty hand panel says, by the decision owed ("" for none).
EMPTY_HAND_NOTES = {
    "starting_hand": "You draw 5 cards. 1-Time cards are played once, for a strong effect; "
                     "Permanent cards are powers you activate on your mat and keep. "
                     "Choose with the buttons under the mats how many 1-Time cards to "
                     "take.",
    "": "No cards in hand. An action draws one (the buttons under the mats); harvests and "
        "warehouse crates give cards too.",
}
PROMPT_H = 22  # the prompt line above the cards; a raised card stays below it
LIFT = 10  # how far the selected card rises (the hovered one half as far)


def hand_layout(area: pygame.Rect, hand: list[str], treasures: list[str]) -> tuple[
        list[tuple[str, pygame.Rect]], list[tuple[str, pygame.Rect]]]:
    """Rects of the hand's cards (overlapping when many) and of the held treasures.

    The cards sit low enough that the selected one, raised, stays clear of the prompt.
    """
    room = area.width - (92 if treasures else 0)
    step = min(CARD_W + 6, (room - CARD_W) // max(len(hand) - 1, 1)) if hand else 0
    top = max(area.y + PROMPT_H + LIFT, area.bottom - CARD_H)
    cards = [(c, pygame.Rect(area.x + k * step, top, CARD_W, CARD_H)) for k, c in enumerate(hand)]
    chips = [(t, pygame.Rect(area.right - 88, area.y + PROMPT_H + 8 + 24 * k, 88, 20))
             for k, t in enumerate(treasures)]
    return cards, chips


def draw_hand(surface: pygame.Surface, area: pygame.Rect, view: dict[str, Any], selected: str,
              picked: list[str], hover: str, p: Palette, prompt: str, says: bool = False) -> None:
    """The prompt (or, ``says``, what a click on the hovered hex does), the viewer's hand of
    cards (the selected one raised, the hovered one raised and on top) and held treasures."""
    you = view.get("you")
    size, line = _prompt_line(prompt, area.width, says)
    surface.blit(text(line, size, p.text if says else p.accent, bold=says), (area.x, area.y))
    if not you:
        return
    cards, chips = hand_layout(area, you["hand"], you["treasures"])
    on_top = [c for c in cards if c[0] == hover] + [c for c in cards if c[0] == selected]
    for card, rect in [c for c in cards if c not in on_top] + on_top:
        lifted = rect.move(0, -LIFT if card == selected else (-LIFT // 2 if card == hover else 0))
        surface.blit(card_face(card, card in picked), lifted)
        if card == selected:
            pygame.draw.rect(surface, p.accent, lifted.inflate(4, 4), 2, border_radius=8)
    if you["hand"] == []:
        decision = (you.get("decision") or {}).get("kind")
        note = EMPTY_HAND_NOTES.get(decision or "", EMPTY_HAND_NOTES[""])
        lines = wrap(note, area.width - (100 if chips else 16), 14)
        y = area.y + PROMPT_H + (area.height - PROMPT_H - 18 * len(lines)) // 2
        for line in lines:
            surface.blit(text(line, 14, p.text_dim), (area.x + 4, y))
            y += 18
    for treasure, rect in chips:
        pygame.draw.rect(surface, (120, 92, 40), rect, border_radius=5)
        words = text(treasure_name(treasure), 11, (255, 240, 200))
        surface.blit(words, words.get_rect(center=rect.center))
