"""Paradox Island's panels: captives' boards, OP's status, the heard log, the tile card.

Pure drawing from a view: each function renders into a surface and changes
nothing, so the scene can cache what it returns until the view changes.

A captive's own board (``captive_board``) reads like the printed one: name
and mission with its progress, the ability, health and energy, then the
three fruit bonuses, each a row of the fruits that feed it (circled: held,
crossed out: used, faint: not yet found), its timing (sun: your turn, half
sun: any turn) and its text. ``bonus_rects`` says where each fruit sits so a
click on it uses the bonus. ``compact_board`` is the short form OP reads.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from game.core.hexgrid import POINTY, Hex, Layout
from game.games.paradox_island.rules.catalog import characters, extra_boxes
from game.games.paradox_island.rules.island import FRUITS, tile_specs
from game.games.paradox_island.screen.art import LAKE, SAND, SEAT_COLOURS
from game.games.paradox_island.screen.icons import FRUIT_COLOURS, symbol
from game.games.paradox_island.screen.words import (
    ABILITIES,
    MISSION_TITLES,
    character_name,
    token_name,
    token_tip,
    wrapped,
)
from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import panel, text

#: Where a detailed board's bonus rows start, below name, mission, ability and points.
BONUS_TOP = 176
BONUS_ROW = 48
BONUS_LINE = 14  # a bonus text's line step (13 px type)
INSET = 20  # the board's margin inside its panel
FRUITS_X = INSET + 14  # a bonus row: its timing mark, then its fruits, then its text
FRUIT_SIZE = 30
#: Hempel's seven palm-tree boxes, by bonus: 3, 2, 2.
PALM_GROUPS = ((0, 1, 2), (3, 4), (5, 6))


def bonus_rows(board: dict[str, Any]) -> list[tuple[Any, list[tuple[str, int]]]]:
    """Each bonus of the board with its fruits (Hempel: the fruits drawn in its palms).

    A fruit is paired with its palm box, or -1 for a fixed bonus fruit; an empty
    palm is ``("", box)``.
    """
    info = characters().get(board["character"] or "")
    if info is None:
        return []
    rows = []
    for k, bonus in enumerate(info.bonuses):
        if bonus.fruits:
            rows.append((bonus, [(f, -1) for f in bonus.fruits]))
        else:
            group = PALM_GROUPS[k] if k < len(PALM_GROUPS) else ()
            rows.append((bonus, [(board["palms"][b] or "", b) for b in group]))
    return rows


def bonus_rects(rect: pygame.Rect, board: dict[str, Any]) -> dict[str, pygame.Rect]:
    """Where each bonus fruit of a detailed board sits."""
    return {f: spot for _, _, spots in bonus_row_rects(rect, board) for f, spot in spots.items()}


def bonus_row_rects(rect: pygame.Rect, board: dict[str, Any]
                    ) -> list[tuple[list[str], pygame.Rect, dict[str, pygame.Rect]]]:
    """Each bonus row of a detailed board: its fruits, the whole row (a click anywhere on
    it uses the bonus) and where each fruit sits."""
    out = []
    for k, (_, fruits) in enumerate(bonus_rows(board)):
        top = rect.y + BONUS_TOP + k * BONUS_ROW
        row = pygame.Rect(rect.x + INSET - 6, top, rect.width - 2 * INSET + 12, BONUS_ROW - 2)
        spots = {fruit: pygame.Rect(rect.x + FRUITS_X + j * (FRUIT_SIZE + 4),
                                    top + (row.height - FRUIT_SIZE) // 2, FRUIT_SIZE,
                                    FRUIT_SIZE) for j, (fruit, _) in enumerate(fruits) if fruit}
        out.append(([f for f, _ in fruits if f], row, spots))
    return out


def bonus_lines(words: str, width: int) -> tuple[str, ...]:
    """A bonus's text wrapped for its row (three lines of 13 px type fit it)."""
    return wrapped(words, width, 13)


def pips(surface: pygame.Surface, x: int, y: int, have: int, most: int, colour: tuple[int, ...],
         p: Palette, size: int = 11) -> int:
    """A row of point boxes, filled up to ``have``; returns the x after the row."""
    for k in range(max(most, have)):
        box = pygame.Rect(x + k * (size + 3), y, size, size)
        pygame.draw.rect(surface, colour if k < have else mix(p.panel, p.text_dim, 0.2), box,
                         border_radius=3)
    return x + max(most, have) * (size + 3)


def _points(surface: pygame.Surface, x: int, y: int, piece: dict[str, Any], p: Palette,
            size: int) -> None:
    """Health (heart) and energy (bolt) of one piece, with numbers."""
    surface.blit(symbol("board:health", size + 4), (x, y - 2))
    end = pips(surface, x + size + 6, y, piece["health"], piece["max_health"], (222, 84, 76), p,
               size)
    if piece["max_energy"]:
        surface.blit(symbol("board:energy", size + 4), (end + 8, y - 2))
        pips(surface, end + size + 14, y, piece["energy"], piece["max_energy"], (92, 170, 230),
             p, size)


def _piece_state(piece: dict[str, Any]) -> str:
    return " \u2020 perished" if piece["perished"] else " (in the ocean)" \
        if piece["label"] == "ocean" else " (lying)" if piece["lying"] else ""


@lru_cache(maxsize=64)
def faint(label: str, size: int) -> pygame.Surface:
    """A symbol at half strength."""
    icon = symbol(label, size).copy()
    icon.set_alpha(120)
    return icon


def fruit_icon(surface: pygame.Surface, rect: pygame.Rect, fruit: str, state: str,
               p: Palette) -> None:
    """A fruit on a board: circled (held), crossed out (used) or faint (not found yet)."""
    icon = faint(f"fruit:{fruit}", rect.width - 6) if state == "" else \
        symbol(f"fruit:{fruit}", rect.width - 6)  # faint: not found yet
    surface.blit(icon, icon.get_rect(center=rect.center))
    if state == "circled":
        pygame.draw.circle(surface, FRUIT_COLOURS[fruit], rect.center, rect.width // 2 + 1, 2)
    elif state == "crossed":
        pygame.draw.line(surface, p.bad, rect.topleft, rect.bottomright, 3)
        pygame.draw.line(surface, p.bad, rect.bottomleft, rect.topright, 3)


def captive_board(surface: pygame.Surface, rect: pygame.Rect, board: dict[str, Any],
                  p: Palette, usable: frozenset[str] = frozenset()) -> None:
    """A captive's own board in full; ``usable`` lights the fruits a click would use."""
    x, y = rect.x + INSET, rect.y + 12
    colour = SEAT_COLOURS[(board["seat"] - 1) % len(SEAT_COLOURS)]
    char = board["character"]
    if not char:
        surface.blit(text("Choose your character", "heading", colour, bold=True), (x, y))
        return
    info = characters()[char]
    surface.blit(text(character_name(char), "heading", colour, bold=True), (x, y))
    m = board["mission"]
    done = text(f"Mission {m['done']}/{m['count']}", "body", p.accent, bold=True)
    surface.blit(done, done.get_rect(topright=(rect.right - INSET, y + 6)))
    y += 34
    mission = f"{MISSION_TITLES.get(char, '')} \u2014 {info.mission_text}"
    for line in wrapped(mission, rect.width - 2 * INSET, 13)[:2]:
        surface.blit(text(line, 13, p.text), (x, y))
        y += 16
    y = rect.y + 78
    for line in wrapped(ABILITIES.get(char, ""), rect.width - 2 * INSET, 13)[:3]:
        surface.blit(text(line, 13, p.text_dim), (x, y))
        y += 15
    y = rect.y + 128
    for piece in board["pieces"]:
        if not piece["name"]:
            continue
        surface.blit(text(character_name(piece["name"]) + _piece_state(piece), 13, p.text),
                     (x, y))
        _points(surface, x + 150 if len(board["pieces"]) > 1 else x, y + (0 if len(
            board["pieces"]) > 1 else 17), piece, p, 12)
        y += 24
    for (bonus, fruits), (_, box, spots) in zip(bonus_rows(board), bonus_row_rects(rect, board),
                                                strict=True):
        lit = any(f in usable for f, _ in fruits)
        pygame.draw.rect(surface, mix(p.panel, p.accent, 0.25) if lit else
                         mix(p.panel, (255, 255, 255), 0.04), box, border_radius=8)
        if lit:
            pygame.draw.rect(surface, p.accent, box, 1, border_radius=8)
        timing = symbol("board:sun" if bonus.timing == "own_turn" else "board:half_sun", 18)
        surface.blit(timing, timing.get_rect(midleft=(box.x + 1, box.centery)))
        for j, (fruit, palm) in enumerate(fruits):
            spot = spots.get(fruit) or pygame.Rect(rect.x + FRUITS_X + j * (FRUIT_SIZE + 4),
                                                   box.centery - FRUIT_SIZE // 2, FRUIT_SIZE,
                                                   FRUIT_SIZE)
            if fruit:
                fruit_icon(surface, spot, fruit, board["fruits"].get(fruit, ""), p)
            if palm >= 0:  # Hempel's palm box around it
                pygame.draw.rect(surface, (110, 150, 80), spot.inflate(2, 2), 1, border_radius=6)
        tx = rect.x + FRUITS_X + 3 * (FRUIT_SIZE + 4)
        lines = bonus_lines(bonus.text, rect.right - tx - INSET)
        y = box.centery - ((len(lines) - 1) * BONUS_LINE + text("Ag", 13, p.text).get_height()) \
            // 2
        for n, line in enumerate(lines):
            surface.blit(text(line, 13, p.text if lit else p.text_dim), (tx, y + BONUS_LINE * n))
    if char == "theseus":
        _extras(surface, pygame.Rect(x, rect.y + BONUS_TOP + 3 * BONUS_ROW, rect.width, 24),
                board, p)


def _extras(surface: pygame.Surface, rect: pygame.Rect, board: dict[str, Any],
            p: Palette) -> None:
    """Theseus' six additional bonuses: circled when earned, crossed out when used."""
    surface.blit(text("Extra:", 13, p.text_dim), (rect.x, rect.y + 4))
    for k, (kind, mark) in enumerate(zip(extra_boxes(), board["extras"], strict=False)):
        box = pygame.Rect(rect.x + 50 + k * 44, rect.y, 40, 22)
        pygame.draw.rect(surface, mix(p.panel, (255, 255, 255), 0.06), box, border_radius=5)
        label = {"energy": "board:energy", "health": "board:health"}.get(kind)
        if label:
            surface.blit(symbol(label, 16), (box.x + 12, box.y + 3))
        else:
            words = text("+1", 13, p.text, bold=True)
            surface.blit(words, words.get_rect(center=box.center))
        if mark == "circled":
            pygame.draw.ellipse(surface, p.accent, box, 2)
        elif mark == "crossed":
            pygame.draw.line(surface, p.bad, box.topleft, box.bottomright, 2)


def compact_board(surface: pygame.Surface, rect: pygame.Rect, board: dict[str, Any],
                  p: Palette, turn: bool) -> int:
    """A captive's board in short, as OP reads it; returns its bottom."""
    x, y = rect.x + 10, rect.y + 4
    colour = SEAT_COLOURS[(board["seat"] - 1) % len(SEAT_COLOURS)]
    char = board["character"]
    if turn:
        pieces = sum(1 for piece in board["pieces"] if piece["name"])
        height = 28 + 18 * pieces + (28 if char else 0)
        pygame.draw.rect(surface, mix(p.panel, colour, 0.18),
                         pygame.Rect(rect.x + 2, rect.y, rect.width - 4, height), border_radius=8)
    name = character_name(char) if char else f"Captive {board['seat']} (choosing)"
    surface.blit(text(name, "body", colour, bold=True), (x, y))  # playing: the tinted box
    m = board["mission"]
    if m:
        done = text(f"mission {m['done']}/{m['count']}", "small", p.accent, bold=True)
        surface.blit(done, done.get_rect(topright=(rect.right - 10, y + 2)))
    y += 24
    named = [piece for piece in board["pieces"] if piece["name"]]
    for piece in named:  # one piece: its points under the name, which says it already
        label = character_name(piece["name"])[:9] if len(named) > 1 else ""
        label += "\u2020" if piece["perished"] else ""
        surface.blit(text(label, 13, p.text_dim), (x, y))
        _points(surface, x + (72 if len(named) > 1 else 14 * bool(label)), y + 1, piece, p, 9)
        y += 18
    if char:
        for k, fruit in enumerate(FRUITS):
            fruit_icon(surface, pygame.Rect(x + k * 24, y + 2, 22, 22), fruit,
                       board["fruits"].get(fruit, ""), p)
        y += 28
    return y


def op_status(surface: pygame.Surface, rect: pygame.Rect, view: dict[str, Any],
              p: Palette) -> None:
    """Under OP's island: round, perishes, the kept token and the drawn pair."""
    panel(surface, rect, p)
    x, y = rect.x + 12, rect.y + 5
    perish = f"Perished {view['perishes']}/{view['target']}"
    surface.blit(text(f"Round {view['round']}", "body", p.text, bold=True), (x, y))
    surface.blit(text(perish, "body", p.bad, bold=True), (x + 110, y))
    gone = view.get("gone") or []
    if gone:  # scared off or in the ocean: back at the end of the turn
        words = "Off the island: " + ", ".join(g.capitalize() for g in gone)
        surface.blit(text(words, "small", p.text_dim), (x + 250, y + 3))
    drawn = view.get("drawn") or []
    if drawn:
        words = "Drawn: " + " or ".join(token_name(t) for t in drawn) + " \u2014 keep one"
    elif view.get("token"):
        words = f"Kept: {token_tip(view['token'])}"
    else:
        words = "No power token kept"
    for k, line in enumerate(wrapped(words, rect.width - 24, 13)[:2]):
        surface.blit(text(line, 13, p.accent if k == 0 else p.text_dim), (x, y + 27 + 15 * k))
    boxes = pygame.Rect(rect.right - 20 - 22 * view["target"], y + 2, 18, 18)
    for k in range(view["target"]):
        box = boxes.move(22 * k, 0)
        pygame.draw.rect(surface, p.bad if k < view["perishes"] else p.panel_edge, box,
                         0 if k < view["perishes"] else 2, border_radius=4)


def tile_card(rect: pygame.Rect, p: Palette) -> pygame.Surface:
    """The tile reference card: all 17 tiles with their printed spaces."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*mix(p.panel, (0, 0, 0), 0.15), 248), layer.get_rect(),
                     border_radius=12)
    layer.blit(text("The 17 tiles", "body", p.accent, bold=True), (12, 8))
    note = text("an anomaly's token is named when visited", 13, p.text_dim)
    layer.blit(note, note.get_rect(topright=(rect.width - 12, 12)))
    size = 17
    for k, spec in enumerate(sorted(tile_specs().values(), key=lambda t: (not t.lake, t.id))):
        col, row = k % 4, k // 4
        origin = (44 + col * (rect.width - 20) / 4, 76 + row * 76)
        layout = Layout(POINTY, (size, size), origin)
        for cell, info in zip(spec.cells, spec.spaces, strict=True):
            pts = layout.corners(Hex(cell.q, cell.r))
            fill = LAKE if info.kind == "lake" else SAND
            pygame.draw.polygon(layer, fill, pts)
            pygame.draw.aalines(layer, p.hex_edge, True, pts)
            icon = symbol(info.label if info.kind != "anomaly" else "anomaly", 24)
            layer.blit(icon, icon.get_rect(center=layout.to_pixel(cell)))
    return layer
