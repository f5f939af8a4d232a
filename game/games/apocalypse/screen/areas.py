"""Each player's play area as the book lays it out, and the viewer's hand by type.

A play area shows the character, its Level and XP, Health, the three
abilities (changed values marked), the two Personalities, Research and
Equipment tokens, the collection of Unknown cards, the Aspired Artifact with
its Location and Obstacle, the Skills learned and being learned (tokens on
them), the Rare Items and the Artifacts found; for the other players the
number of cards in hand by type. The hand shows the viewer's Good Luck, Bad
Luck, Skill and Plan cards in four columns.

``area_spots`` and ``hand_spots`` give every hoverable thing with its rect,
so drawing, tooltips and clicks agree.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.games.apocalypse.rules.catalog import CARDS, CHARACTERS, card_id
from game.games.apocalypse.rules.table import XP_PER_LEVEL
from game.games.apocalypse.rules.world import PLACES
from game.games.apocalypse.screen.look import chip, draw_shape, fit_width, health_marks, seat_colour
from game.games.apocalypse.screen.words import DECK_TITLES, card_name, personality_tip, place_name
from game.ui.palette import STANDARD, Palette
from game.ui.theme import mix
from game.ui.widgets import text

HAND_DECKS = ("good_luck", "bad_luck", "skill", "plan")
CHIP_H, CHIP_GAP = 16, 4
NAME, INFO, CHIP_TEXT = 14, 12, 11
HAND_ROW = 14
Spot = tuple[Any, ...]
TRAIT_GAP = " · "


def _chip_width(words: str) -> int:
    return min(240, text(words, CHIP_TEXT).get_width() + 22)


def player_line(q: dict[str, Any]) -> str:
    """Where a player stands (or why the pawn is off the board), and what binds them."""
    if q.get("dead"):
        where = f"dead: back on turn {q['back_round']}" if q.get("back_round") else "dead"
    elif not q["place"]:
        where = "not on the board yet"
    else:
        where = f"in {place_name(q['place'])}"
    if q.get("obligation"):
        where += f" · must travel to {place_name(q['obligation'])}"
    if q.get("locked"):
        where += " · no cards to or from the hand"
    if q.get("shield"):
        where += f" · {q['shield']} Health loss prevented"
    return where


def _chips(view: dict[str, Any], q: dict[str, Any]) -> list[tuple[Spot, str, str, dict[str, Any]]]:
    """What lies in front of a player, as (spot, words, deck, style) in the book's order."""
    seat = q["seat"]
    out: list[tuple[Spot, str, str, dict[str, Any]]] = []
    out.append((("tokens", seat), f"Research {q['research']} · Equipment {q['equipment']}",
                "token", {}))
    if q["collection"] or seat == view.get("seat"):
        out.append((("collection", seat), f"Unknown cards {q['collection']}", "unknown", {}))
    if seat != view.get("seat"):
        h = q["hand"]
        words = f"Hand G{h['good_luck']} B{h['bad_luck']} S{h['skill']} P{h['plan']}"
        out.append((("hand", seat), words, "token", {}))
    a = q.get("aspired")
    if a:
        out.append((("aspired", seat, a["artifact"]), card_name(a["artifact"]), "artifact",
                    {"dim": True}))
        if a["marker"]:
            out.append((("aspired", seat, a["artifact"]), f"@ {place_name(a['marker'])}",
                        "token", {}))
        if a["has_obstacle"]:
            words = card_name(a["obstacle"]) if a["face_up"] and a["obstacle"] else "Obstacle ?"
            out.append((("obstacle", seat, a["obstacle"] or ""), words, "obstacle", {}))
    used = set(q["used"])
    for card in q["skills"]:
        out.append((("card", card, seat), card_name(card), "skill", {"sideways": card in used}))
    for card, tokens in q["learning"].items():
        cost = CARDS[card_id(card)].cost
        out.append((("learning", card, seat), f"{card_name(card)} {tokens}/{cost}", "skill",
                    {"dim": True}))
    for card in q["items"]:
        out.append((("card", card, seat), card_name(card), "rare_item",
                    {"sideways": card in used}))
    for card in q["artifacts"]:
        out.append((("card", card, seat), card_name(card), "artifact",
                    {"sideways": card in used}))
    for card, from_collection in q["faced"]:
        out.append((("faced", card, seat), card_name(card), "unknown",
                    {"dim": not from_collection}))
    return out


def area_rects(rect: pygame.Rect, view: dict[str, Any]) -> list[tuple[int, pygame.Rect]]:
    """Each seat's play area: the viewer's first, then the others in seat order; four
    players sit two by two (each area narrower, with room for more chips)."""
    players = view.get("players", [])
    me = view.get("seat", -1)
    order = ([me] if 0 <= me < len(players) else []) + [q["seat"] for q in players
                                                          if q["seat"] != me]
    n = max(1, len(order))
    if n >= 4:
        w, h = (rect.width - 6) // 2, (rect.height - 4) // 2
        return [(seat, pygame.Rect(rect.x + (k % 2) * (w + 6), rect.y + (k // 2) * (h + 4), w, h))
                for k, seat in enumerate(order)]
    h = (rect.height - 4 * (n - 1)) // n
    return [(seat, pygame.Rect(rect.x, rect.y + k * (h + 4), rect.width, h))
            for k, seat in enumerate(order)]


def narrow(box: pygame.Rect) -> bool:
    """A half-width area: where it is and the Personalities get lines of their own."""
    return box.width < 400


def chips_top(box: pygame.Rect) -> int:
    return box.y + (63 if narrow(box) else 37)


Placed = tuple[Spot, pygame.Rect, str, dict[str, Any]]


def area_spots(rect: pygame.Rect, view: dict[str, Any]) -> list[Placed]:
    """Every hoverable thing of every play area: (spot, rect, words, style with deck)."""
    out = []
    for seat, box in area_rects(rect, view):
        q = view["players"][seat]
        name_box = pygame.Rect(box.x + 6, box.y + 3, min(300, box.width - 12), NAME + 4)
        out.append((("character", seat, q["character"]), name_box, "", {}))
        out += [(("personality", seat, trait), where, "", {})
                for trait, where in trait_spots(box, q, STANDARD)]
        x, y = box.x + 8, chips_top(box)
        bottom = box.bottom - 3
        chips = _chips(view, q)
        placed: list[Placed] = []
        for k, (spot, words, deck, style) in enumerate(chips):
            w = _chip_width(words)
            if x + w > box.right - 8:
                x, y = box.x + 8, y + CHIP_H + 2
            if y + CHIP_H > bottom:
                placed = _with_more(placed, chips[k:], seat, box.right - 8)
                break
            placed.append((spot, pygame.Rect(x, y, w, CHIP_H), words, {"deck": deck, **style}))
            x += w + CHIP_GAP
        out += placed
    return out


def _with_more(placed: list[Placed], rest: list[tuple[Spot, str, str, dict[str, Any]]],
               seat: int, right: int) -> list[Placed]:
    """The chips that fit, the last ones given up until a "+n more" chip fits after them."""
    hidden = [spot for spot, _, _, _ in rest]
    while placed:
        last = placed[-1][1]
        more = f"+{len(hidden)} more"
        if last.right + CHIP_GAP + _chip_width(more) <= right:
            box = pygame.Rect(last.right + CHIP_GAP, last.y, _chip_width(more), CHIP_H)
            return [*placed, (("more", seat, tuple(hidden)), box, more, {"deck": "token"})]
        hidden.insert(0, placed.pop()[0])
    return placed


def draw_areas(surface: pygame.Surface, rect: pygame.Rect, view: dict[str, Any],
               p: Palette) -> list[str]:
    """Draw every play area's lines; returns the words that had to be cut (none, we hope:
    the tests hold it to that)."""
    active = view.get("active", -1)
    cut: list[str] = []
    for seat, box in area_rects(rect, view):
        q = view["players"][seat]
        colour = seat_colour(p, seat)
        fill = mix(p.panel, colour, 0.10)
        pygame.draw.rect(surface, fill, box, border_radius=8)
        edge = colour if seat == active and view.get("phase") == "play" else p.panel_edge
        pygame.draw.rect(surface, edge, box, 2 if edge == colour else 1, border_radius=8)
        draw_shape(surface, seat, (box.x + 13, box.y + 12), 6, colour)
        ch = CHARACTERS.get(q["character"])
        who = f"Player {seat + 1}" + (" (you)" if seat == view.get("seat") else "")
        title = f"{who} · {ch.name}" if ch else f"{who} · choosing a character"
        place = player_line(q)
        if view.get("starting_player") == seat:
            place += " · Starting Player" + ("" if view.get("token_active", True) else
                                             " (blank side)")
        traits = TRAIT_GAP.join(trait_title(t) for t in q["personalities"])
        right = box.right - 8
        if narrow(box):
            cut += _line(surface, title, (box.x + 24, box.y + 3), right, NAME, p.text, True)
            cut += _line(surface, place, (box.x + 24, box.y + 33), right, INFO, p.text_dim)
            cut += _line(surface, traits, (box.x + 24, box.y + 46), right, INFO, p.text_dim)
        else:
            place_img = text(place, INFO, p.text_dim)
            surface.blit(place_img, (right - place_img.get_width(), box.y + 5))
            cut += _line(surface, title, (box.x + 24, box.y + 3),
                         right - place_img.get_width() - 12, NAME, p.text, True)
        if ch is None:
            continue
        x = _stats(surface, q, (box.x + 24, box.y + 19 if narrow(box) else box.y + 21), p,
                   right)
        if x > right:
            cut.append(f"the numbers of Player {seat + 1}")
        if not narrow(box) and traits:
            cut += _line(surface, traits, _traits_at(box, q, p), right, INFO, p.text_dim)
    return cut


def trait_title(trait: str) -> str:
    return trait.replace("_", " ").title()


def _traits_at(box: pygame.Rect, q: dict[str, Any], p: Palette) -> tuple[int, int]:
    """Where the Personalities' line starts: under the place on a narrow area, else after
    the numbers."""
    if narrow(box):
        return box.x + 24, box.y + 46
    return _stats(None, q, (box.x + 24, box.y + 21), p, box.right - 8) + 12, box.y + 21


def trait_spots(box: pygame.Rect, q: dict[str, Any], p: Palette) -> list[tuple[str, pygame.Rect]]:
    """Each Personality's words in its play area (for its tooltip), as ``_line`` sizes them."""
    if not q["personalities"] or q["character"] not in CHARACTERS:
        return []
    x, y = _traits_at(box, q, p)
    right = box.right - 8
    size = INFO
    line = TRAIT_GAP.join(trait_title(t) for t in q["personalities"])
    while size > 10 and text(line, size).get_width() > right - x:
        size -= 1
    out = []
    for trait in q["personalities"]:
        w, h = text(trait_title(trait), size).get_size()
        out.append((trait, pygame.Rect(x, y, min(w, max(0, right - x)), h)))
        x += w + text(TRAIT_GAP, size).get_width()
    return out


def _line(surface: pygame.Surface, words: str, at: tuple[int, int], right: int, size: int,
          colour: tuple[int, int, int], bold: bool = False) -> list[str]:
    """One line of words from ``at``, smaller if it must be, to end before ``right``;
    returns the words if even the smallest size had to be cut."""
    while size > 10 and text(words, size, bold=bold).get_width() > right - at[0]:
        size -= 1
    shown = fit_width(words, right - at[0], size)
    surface.blit(text(shown, size, colour, bold=bold), at)
    return [words] if shown != words else []


def xp_words(xp: int) -> str:
    """XP as the board counts it towards the next Level; from 5 on, a Level is being
    gained and 5 of them go for it (playtest 5 saw "Level 2 · XP 5/5", a count the game
    never keeps: the rules raise the Level, then discard the 5).

    >>> xp_words(3), xp_words(5)
    ('XP 3/5', 'XP 5 (5 go for a Level)')
    """
    if xp < XP_PER_LEVEL:
        return f"XP {xp}/{XP_PER_LEVEL}"
    return f"XP {xp} ({XP_PER_LEVEL} go for a Level)"


def _stats(surface: pygame.Surface | None, q: dict[str, Any], at: tuple[int, int], p: Palette,
           right: int) -> int:
    """Level and XP, Health (hearts, or in words where they do not fit), the three
    abilities (changed ones lit); returns where it ends (only that, with no surface)."""
    x, y = at
    level = text(f"Level {q['level']} · {xp_words(q['xp'])}", INFO, p.text)
    abilities = []
    for name, short in (("action", "A"), ("scholar", "S"), ("mystic", "M")):
        value = q["abilities"].get(name, 0)
        changed = value != q["printed_abilities"].get(name, value)
        abilities.append(text(f"{short}{value}", INFO, p.accent if changed else p.text,
                              bold=True))
    hearts = 11 * max(q["max_health"], q["health"])
    tail = sum(img.get_width() + 7 for img in abilities)
    put = surface.blit if surface is not None else lambda *_: None
    put(level, (x, y))
    x += level.get_width() + 9
    if x + hearts + 9 + tail <= right:
        if surface is not None:
            health_marks(surface, (x, y + 2), q["health"], q["max_health"], p)
        x += hearts + 9
    else:
        words = text(f"Health {q['health']}/{q['max_health']}", INFO, p.bad, bold=True)
        put(words, (x, y))
        x += words.get_width() + 9
    for img in abilities:
        put(img, (x, y))
        x += img.get_width() + 7
    return x - 7


def draw_area_chips(surface: pygame.Surface, rect: pygame.Rect, view: dict[str, Any],
                    p: Palette) -> None:
    for spot, box, words, style in area_spots(rect, view):
        if spot[0] in ("character", "personality"):  # drawn on the area's lines
            continue
        deck = style.get("deck", "token")
        if deck == "token":
            pygame.draw.rect(surface, mix(p.panel, p.panel_edge, 0.5), box, border_radius=4)
            img = text(fit_width(words, box.width - 8, CHIP_TEXT), CHIP_TEXT, p.text)
            surface.blit(img, img.get_rect(center=box.center))
            continue
        chip(surface, box, words, deck, p, dim=style.get("dim", False),
             sideways=style.get("sideways", False), size=CHIP_TEXT)


def _hand_columns(rect: pygame.Rect, you: dict[str, Any]) -> list[tuple[str, int, int]]:
    """(deck, x, width) of the four hand columns: each as wide as its longest name needs,
    the room left shared out evenly."""
    need = []
    for deck in HAND_DECKS:
        names = [text(card_name(c), CHIP_TEXT).get_width() + 20 for c in you["hand"].get(deck, [])]
        head = text(f"{DECK_TITLES[deck]} 6/6", 12, bold=True).get_width() + 4
        need.append(max([96, head, *names]))
    room = rect.width - 3 * 6
    spare = room - sum(need)
    widths = [n + spare // 4 for n in need] if spare >= 0 else \
        [n * room // sum(need) for n in need]
    out, x = [], rect.x
    for deck, w in zip(HAND_DECKS, widths, strict=True):
        out.append((deck, x, w))
        x += w + 6
    return out


def hand_spots(rect: pygame.Rect, you: dict[str, Any] | None) -> list[tuple[Spot, pygame.Rect]]:
    """The viewer's hand cards: four columns, one per type."""
    if not you:
        return []
    out = []
    for deck, x, width in _hand_columns(rect, you):
        cards = you["hand"].get(deck, [])
        room = rect.height - 16 - HAND_ROW  # a seventh card (before one goes) squeezes them
        step = min(HAND_ROW + 1, room // max(1, len(cards) - 1))
        for n, card in enumerate(cards):
            out.append((("hand_card", card, deck),
                        pygame.Rect(x, rect.y + 16 + n * step, width, min(HAND_ROW, step - 1))))
    return out


def draw_hand(surface: pygame.Surface, rect: pygame.Rect, you: dict[str, Any] | None,
              p: Palette, playable: set[str], picked: set[str] | None = None) -> None:
    if not you:
        return
    for deck, x, _ in _hand_columns(rect, you):
        cards = you["hand"].get(deck, [])
        head = text(f"{DECK_TITLES[deck]} {len(cards)}/6", 12, p.text_dim, bold=True)
        surface.blit(head, (x + 2, rect.y))
    for (_, card, deck), box in hand_spots(rect, you):
        chip(surface, box, card_name(card), deck, p, size=CHIP_TEXT)
        if card in (picked or ()):
            pygame.draw.rect(surface, p.accent, box.inflate(4, 4), 2, border_radius=5)
        elif card in playable:
            pygame.draw.rect(surface, p.good, box.inflate(2, 2), 1, border_radius=4)


def spot_tip(view: dict[str, Any], spot: Spot) -> str:
    """The tooltip of a play-area spot (cards get ``card_tip`` from the scene)."""
    kind = spot[0]
    q = view["players"][spot[1]] if kind in ("tokens", "collection", "hand", "more") else None
    if kind == "tokens" and q:
        return (f"Research {q['research']} (clues to your Aspired Artifact; each adds 1 to "
                f"Expedition rolls), Equipment {q['equipment']} (1 for each Expedition roll)")
    if kind == "collection" and q:
        words = (f"{q['collection']} Unknown cards in the collection, face down: a map of the "
                 "paths inside The Unknown")
        mine = (view.get("you") or {}).get("collection") if spot[1] == view.get("seat") else None
        return words + (". You know them: " + ", ".join(card_name(c) for c in mine)
                        if mine else "")
    if kind == "hand" and q:
        h = q["hand"]
        return (f"Cards in hand: {h['good_luck']} Good Luck, {h['bad_luck']} Bad Luck, "
                f"{h['skill']} Skill, {h['plan']} Plan")
    if kind == "personality":
        return personality_tip(spot[2])
    if kind == "more":
        return "Also: " + ", ".join(card_name(s[1]) if s[0] in ("card", "learning", "faced")
                                    else str(s[0]).title() for s in spot[2])
    return ""


def marker_words(marker: str) -> str:
    return f"Location: the Fields of {PLACES[marker].name}" if marker in PLACES else ""
