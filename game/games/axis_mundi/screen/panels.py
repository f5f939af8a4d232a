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
from game.games.axis_mundi.screen.words import Words, card_name, treasure_name
from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import text, wrap

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
            name += " ★"
        if heavenly:
            name = f"{MATS[player['form']].name}: {name}"
        surface.blit(text(name, 14, p.text, bold=True), (rect.x + 12, rect.y + 3))
        y = rect.y + (23 if rect.height >= 58 else 19)
        hp, top = player["hp"], player["max_hp"]
        bar = pygame.Rect(rect.x + 12, y + 3, 96, 10)
        _bar(surface, bar, (hp or 0) / max(top, 1), (92, 196, 120) if hp is None or hp > 3
             else p.bad, mix(p.panel, p.background, 0.6))
        surface.blit(text(f"{'?' if hp is None else hp}/{top} HP", 13, p.text),
                     (bar.right + 6, y - 1))
        x = bar.right + 70
        wounds = player["wounds"]
        for k in range(min(wounds or 0, 8)):
            pygame.draw.circle(surface, (200, 60, 60), (x + 4 + k * 9, y + 8), 4)
        label = "wounds ?" if wounds is None else ("" if wounds else "no wounds")
        if label:
            surface.blit(text(label, 12, p.text_dim), (x, y))
        y += 18 if rect.height >= 58 else 14
        x = rect.x + 12
        for section in player["energy"]:
            for k in range(3 if len(player["energy"]) == 1 else 2):
                on = k < section
                pygame.draw.circle(surface, (250, 210, 80) if on else mix(p.panel, p.text, 0.2),
                                   (x + 5, y + 7), 5 if on else 4)
                x += 12
            x += 6
        x += 6
        tags = [f"{player['hand_size']} cards", f"{player['treasures']} treasure"]
        if player["immobilized"]:
            tags.append("pinned")
        if player["invisible"]:
            tags.append("invisible")
        if player["god_mode"]:
            tags.append("God-Mode")
        if player["mischief"]:
            tags.append(f"mischief {player['mischief']}")
        if player["scrounge"]:
            tags.append(f"scrounge {player['scrounge']}")
        if player["deaths"]:
            tags.append(f"died {player['deaths']}x")
        surface.blit(text(" · ".join(tags), 12, p.text_dim), (x, y))
        if rect.height >= 58 and player["slots"]:
            active = ", ".join(card_name(c) for c in player["slots"])
            surface.blit(text(f"Active: {active}", 12, p.accent), (rect.x + 12, y + 18))
        elif player["slots"]:
            active = text(f"{len(player['slots'])} active", 12, p.accent)
            surface.blit(active, (rect.right - active.get_width() - 8, rect.y + 4))


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
    y = 24
    for line in wrap(kind.name, CARD_W - 8, 12)[:4]:
        words = text(line, 12, (30, 28, 34), bold=True)
        face.blit(words, words.get_rect(midtop=(CARD_W // 2, y)))
        y += 15
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


def hand_layout(area: pygame.Rect, hand: list[str], treasures: list[str]) -> tuple[
        list[tuple[str, pygame.Rect]], list[tuple[str, pygame.Rect]]]:
    """Rects of the hand's cards (overlapping when many) and of the held treasures."""
    room = area.width - (92 if treasures else 0)
    step = min(CARD_W + 6, (room - CARD_W) // max(len(hand) - 1, 1)) if hand else 0
    cards = [(c, pygame.Rect(area.x + k * step, area.bottom - CARD_H - 2, CARD_W, CARD_H))
             for k, c in enumerate(hand)]
    chips = [(t, pygame.Rect(area.right - 88, area.y + 22 + 24 * k, 88, 20))
             for k, t in enumerate(treasures)]
    return cards, chips


def draw_hand(surface: pygame.Surface, area: pygame.Rect, view: dict[str, Any], selected: str,
              picked: list[str], hover: str, p: Palette, prompt: str) -> None:
    """The viewer's hand of cards (the selected one raised) and held treasures."""
    you = view.get("you")
    surface.blit(text(prompt, 15, p.accent if prompt else p.text_dim), (area.x, area.y))
    if not you:
        return
    cards, chips = hand_layout(area, you["hand"], you["treasures"])
    for card, rect in cards:
        lifted = rect.move(0, -12 if card == selected else (-5 if card == hover else 0))
        surface.blit(card_face(card, card in picked), lifted)
        if card == selected:
            pygame.draw.rect(surface, p.accent, lifted.inflate(4, 4), 2, border_radius=8)
    if you["hand"] == [] and not chips:
        surface.blit(text("No cards in hand", 14, p.text_dim), (area.x, area.bottom - 40))
    for treasure, rect in chips:
        pygame.draw.rect(surface, (120, 92, 40), rect, border_radius=5)
        words = text(treasure_name(treasure), 11, (255, 240, 200))
        surface.blit(words, words.get_rect(center=rect.center))
