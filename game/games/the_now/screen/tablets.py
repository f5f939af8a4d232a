"""Each player's tablet, and the viewer's hand of event cards and artifacts.

A tablet shows the player's colour and shape, faction, points and energy
(``?`` while a Tangle's bets are secret), the cards in hand (event cards,
artifacts; "drew 4, keeps 1" beside the faction while choosing), the five
items of the items tablet (dim until bought, dots for the level), and the
artifacts cast on the table with what lies on them in words ("Needle: 3
pairs", "Hole: debt 6"). The viewer's own hand is drawn as hex tiles with
their whole names, artifacts as labelled chips.

``tablet_spots`` and ``hand_spots`` give the rectangles under the mouse for
tooltips and clicks: ``("item", seat, item)``, ``("cast", seat, copy)``,
``("tablet", seat, "")``, ``("card", card)``, ``("artifact", copy)``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from game.games.the_now.rules.catalog import ARTIFACTS, ITEMS, artifact_kind
from game.games.the_now.screen.look import (
    GOLD,
    GROUP_COLOURS,
    SHAPES,
    blit_centred,
    icon,
    player_colour,
    shape_sprite,
)
from game.games.the_now.screen.tiles import tile_for_face
from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import fit_lines, text, wrap

ROW_H = 58
#: An artifact's short name on a chip (its tooltip gives the whole card).
SHORT = {"collapse_generator": "Generator", "hole_in_the_box": "Hole", "lachesis_needle": "Needle",
         "symmetrical_stabilizer": "Stabilizer", "collector_module": "Collector",
         "tangle_of_fates": "Tangle"}
INITIALS = {"collapse_generator": "CG", "hole_in_the_box": "HB", "lachesis_needle": "LN",
            "symmetrical_stabilizer": "SS", "collector_module": "CM", "tangle_of_fates": "TF"}
TABLET_W = 332  # the tablets' width on the table (the side column)
HAND_TILE = 18
HAND_STEP = 64
CARD_W, CARD_H = 62, 80
NAME_TOP = 2 * HAND_TILE + 1  # the name starts under the tile
#: A card name's sizes, tried in turn: (size, line step, lines), each within the card.
NAME_SIZES = ((10, 11, 3), (9, 10, 4), (8, 9, 4))
CHIP_H, CHIP_GAP = 15, 3
Spot = tuple[Any, ...]


def tablet_rects(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    return [pygame.Rect(area.x, area.y + k * ROW_H, area.width, ROW_H - 4) for k in range(count)]


def cast_words(copy: str, tokens: dict[str, int], short: int = 0) -> str:
    """What lies on a cast artifact, in words: "Needle: 3 pairs", "Hole: debt 6"; where
    room is scarce ``short`` 1: "Needle 3", "Hole 6", 2: "LN 3", "HB 6" (the tooltip
    says it whole)."""
    kind = artifact_kind(copy)
    name = INITIALS[kind] if short == 2 else SHORT[kind]
    if kind == "tangle_of_fates":
        return name
    if kind == "hole_in_the_box":
        debt = tokens.get("anticharge", 0)
        return f"{name} {debt}" if short else f"{name}: debt {debt}"
    if kind == "lachesis_needle":
        n, unit = tokens.get("pairs", 0), "pair"
    else:
        n, unit = tokens.get("charges", 0), "charge"
    return f"{name} {n}" if short else f"{name}: {n} {unit}{'s' if n != 1 else ''}"


def chip_words(player: dict[str, Any], width: int = TABLET_W) -> list[tuple[str, str, int]]:
    """Each cast artifact's chip on line 3 of a tablet ``width`` wide: (copy, words, chip
    width), in words when they all fit beside the speed and shield, else shorter."""
    room = width - 20 - text(extra_words(player), 11, (0, 0, 0)).get_width() - 8
    for short in (0, 1, 2):
        chips = []
        for copy, tokens in dict(player["cast"]).items():
            words = cast_words(copy, dict(tokens), short)
            chips.append((copy, words, text(words, 11, (0, 0, 0), bold=True).get_width() + 12))
        if sum(w + CHIP_GAP for _, _, w in chips) <= room:
            break
    return chips


def _tablet_layout(rect: pygame.Rect, player: dict[str, Any]) -> list[tuple[Spot, pygame.Rect]]:
    spots: list[tuple[Spot, pygame.Rect]] = []
    x = rect.x + 118
    for item in ITEMS:
        spots.append((("item", player["seat"], item), pygame.Rect(x, rect.y + 22, 26, 16)))
        x += 28
    x = rect.x + 12
    for copy, _, width in chip_words(player, rect.width):
        spots.append((("cast", player["seat"], copy), pygame.Rect(x, rect.y + 38, width,
                                                                   CHIP_H)))
        x += width + CHIP_GAP
    return spots


def tablet_spots(area: pygame.Rect, view: dict[str, Any]) -> list[tuple[Spot, pygame.Rect]]:
    """Hover spots of every tablet (items and cast artifacts first, then the tablet)."""
    out: list[tuple[Spot, pygame.Rect]] = []
    players = view.get("players", [])
    for player, rect in zip(players, tablet_rects(area, len(players)), strict=True):
        out += _tablet_layout(rect, player)
        out.append((("tablet", player["seat"], ""), rect))
    return out


def draw_tablets(surface: pygame.Surface, area: pygame.Rect, view: dict[str, Any],
                 p: Palette) -> None:
    players = view.get("players", [])
    for player, rect in zip(players, tablet_rects(area, len(players)), strict=True):
        key = (rect.size, p.name, player["seat"] == view.get("seat"),
               player["seat"] == view.get("current"))
        surface.blit(_tablet(key, p, Frozen(player)), rect.topleft)


class Frozen:
    """A view's dict as a cache key: equal when its contents are."""

    def __init__(self, value: dict[str, Any]) -> None:
        self.value = value
        self.key = repr(sorted(value.items()))

    def __hash__(self) -> int:
        return hash(self.key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Frozen) and other.key == self.key


def extra_words(player: dict[str, Any]) -> str:
    """The end of a tablet's line 3: "speed 4 · shield 6"."""
    extra = [f"speed {player.get('speed', 2)}"]
    if player.get("defense"):
        extra.append(f"shield {player['defense']}")
    return " · ".join(extra)


@lru_cache(maxsize=64)
def _tablet(key: tuple[Any, ...], p: Palette, frozen: Frozen) -> pygame.Surface:
    size, _, mine, current = key
    player = frozen.value
    rect = pygame.Rect((0, 0), size)
    colour = player_colour(p, player["colour"])
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, mix(p.panel, colour, 0.1), rect, border_radius=8)
    pygame.draw.rect(layer, p.accent if current else mix(p.panel_edge, colour, 0.35), rect,
                     2 if current else 1, border_radius=8)
    pygame.draw.rect(layer, colour, (0, 0, 5, rect.height), border_top_left_radius=8,
                     border_bottom_left_radius=8)
    blit_centred(layer, shape_sprite(SHAPES[player["colour"]], 7, colour), (18, 13))
    name = text(player["name"], 15, p.text, bold=True)
    layer.blit(name, (30, 3))
    x = 30 + name.get_width() + 6
    tag = player["faction"] + (" (you)" if mine else "")
    if player["drawn"]:
        tag = f"drew {player['drawn']}, keeps 1"
    if player["out"]:
        tag = "out of energy" + (" (you)" if mine else "")
    layer.blit(text(tag, 12, p.accent if mine else p.text_dim), (x, 6))
    energy = "?" if player["energy"] is None else str(player["energy"])
    right = rect.right - 8
    words = text(energy, 15, p.text, bold=True)
    right -= words.get_width()
    layer.blit(words, (right, 3))
    right -= 15
    layer.blit(icon("bolt", 13, GOLD), (right, 5))
    words = text(str(player["points"]), 15, p.text, bold=True)
    right -= words.get_width() + 10
    layer.blit(words, (right, 3))
    layer.blit(icon("star", 13, GOLD), (right - 15, 5))
    # Line 2: hands and the items tablet.
    y = 23
    layer.blit(icon("card", 12, (226, 218, 196)), (10, y + 1))
    layer.blit(text(str(player["hand"]), 13, p.text), (25, y - 1))
    layer.blit(_artifact_mini(p), (62, y + 1))
    layer.blit(text(str(player["artifacts"]), 13, p.text), (76, y - 1))
    x = 118
    for item, info in ITEMS.items():
        level = player["items"].get(item, 0)
        tint = p.text if level else mix(p.text_dim, p.panel, 0.3)
        layer.blit(icon(item, 14, tint), (x, y + 1))
        for k in range(len(info.levels) if len(info.levels) > 1 else 0):
            on = k < level
            pygame.draw.circle(layer, p.accent if on else mix(p.panel, p.text_dim, 0.4),
                               (x + 19, y + 3 + k * 5), 2)
        if item == "kinetic_storage" and level:
            layer.blit(text(str(player["storage"]), 10, p.accent), (x + 15, y + 2))
        if item == "link_amplifier" and level:
            layer.blit(text(str(player["amplifier"]), 10, p.accent), (x + 15, y + 2))
        x += 28
    # Line 3: artifacts cast on the table.
    x = 12
    for copy, words, width in chip_words(player, rect.width):
        chip = pygame.Rect(x, 38, width, CHIP_H)
        group = GROUP_COLOURS[ARTIFACTS[artifact_kind(copy)].group]
        pygame.draw.rect(layer, mix(group, p.panel, 0.55), chip, border_radius=7)
        pygame.draw.rect(layer, group, chip, 1, border_radius=7)
        label = text(words, 11, p.text, bold=True)
        layer.blit(label, label.get_rect(center=chip.center))
        x += width + CHIP_GAP
    if not player["cast"]:
        layer.blit(text("no artifacts cast", 11, mix(p.text_dim, p.panel, 0.3)), (12, 39))
    words = text(extra_words(player), 11, p.text_dim)
    if x + words.get_width() < rect.right - 8:  # beside the artifacts when they leave room
        layer.blit(words, words.get_rect(topright=(rect.right - 8, 39)))
    return layer


@lru_cache(maxsize=4)
def _artifact_mini(p: Palette) -> pygame.Surface:
    chip = pygame.Surface((12, 12), pygame.SRCALPHA)
    pygame.draw.rect(chip, (170, 150, 210), chip.get_rect(), border_radius=3)
    pygame.draw.rect(chip, (90, 70, 130), chip.get_rect(), 1, border_radius=3)
    return chip


# The viewer's hand.

def hand_spots(area: pygame.Rect, you: dict[str, Any] | None) -> list[tuple[Spot, pygame.Rect]]:
    """Rectangles of the hand's event cards, then of its artifacts (chips in the title row)."""
    if not you:
        return []
    out: list[tuple[Spot, pygame.Rect]] = []
    cards = you["hand"]
    step = min(HAND_STEP, (area.width - CARD_W) // max(len(cards) - 1, 1)) if cards else 0
    for k, card in enumerate(cards):
        out.append((("card", card), pygame.Rect(area.x + k * step, area.y + 18, CARD_W,
                                                CARD_H)))
    x = area.x + 70
    for copy in you["artifacts"]:
        width = text(SHORT[artifact_kind(copy)], 11, (0, 0, 0), bold=True).get_width() + 14
        if x + width > area.right:
            break
        out.append((("artifact", copy), pygame.Rect(x, area.y - 1, width, 17)))
        x += width + 4
    return out


def draw_hand(surface: pygame.Surface, area: pygame.Rect, view: dict[str, Any], p: Palette,
              selected: str) -> None:
    you = view.get("you")
    title = "Your hand" if you else "Hands are hidden from spectators"
    surface.blit(text(title, 13, p.text_dim, bold=True), (area.x, area.y))
    if not you:
        return
    if not you["hand"] and not you["artifacts"]:
        surface.blit(text("no cards in hand", 13, p.text_dim), (area.x, area.y + 30))
    colour = view["players"][view["seat"]]["colour"]
    for spot, rect in hand_spots(area, you):
        lifted = rect.move(0, -4 if spot[0] == "card" and spot[1] == selected else 0)
        if spot[0] == "card":
            draw_card(surface, lifted, view["cards"][spot[1]], p, spot[1] == selected, colour)
        else:
            draw_artifact_chip(surface, lifted, spot[1], p, spot[1] == selected)


def draw_card(surface: pygame.Surface, rect: pygame.Rect, face: dict[str, Any], p: Palette,
              selected: bool, organizer: str | None = None) -> None:
    """A hand card: its tile and its name under it (two lines at most)."""
    pygame.draw.rect(surface, mix(p.panel, p.panel_edge, 0.25), rect, border_radius=8)
    if selected:
        pygame.draw.rect(surface, mix(p.accent, p.panel, 0.6), rect.inflate(2, 2),
                         border_radius=8)
        pygame.draw.rect(surface, p.accent, rect.inflate(2, 2), 2, border_radius=8)
    tile = tile_for_face(face, HAND_TILE, p.name)
    blit_centred(surface, tile, (rect.centerx, rect.y + HAND_TILE + 2))
    size, step, lines = card_name_lines(face["name"], rect.width - 2)
    for k, line in enumerate(lines):
        words = text(line, size, p.text)
        surface.blit(words, words.get_rect(midtop=(rect.centerx, rect.y + NAME_TOP + step * k)))


def card_name_lines(name: str, width: int) -> tuple[int, int, list[str]]:
    """A card's name under its tile, whole: (size, line step, lines), smaller if need be."""
    for size, step, most in NAME_SIZES:
        lines = wrap(name, width, size)
        if len(lines) <= most and all(text(w, size, (0, 0, 0)).get_width() <= width
                                      for w in lines):
            return size, step, lines
    size, step, most = NAME_SIZES[-1]
    return size, step, fit_lines(name, width, size, most)


def draw_artifact_chip(surface: pygame.Surface, rect: pygame.Rect, copy: str, p: Palette,
                       selected: bool) -> None:
    kind = artifact_kind(copy)
    group = GROUP_COLOURS[ARTIFACTS[kind].group]
    pygame.draw.rect(surface, mix(group, p.panel, 0.6), rect, border_radius=6)
    pygame.draw.rect(surface, p.accent if selected else group, rect, 2 if selected else 1,
                     border_radius=6)
    words = text(SHORT[kind], 11, p.text, bold=True)
    surface.blit(words, words.get_rect(center=rect.center))
