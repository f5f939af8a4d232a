"""Paradox Island's panels: captives' boards, OP's status, the heard log, the tile card.

Pure drawing from a view: each function renders into a surface and changes
nothing, so the scene can cache what it returns until the view changes.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.hexgrid import POINTY, Hex, Layout
from game.games.paradox_island.catalog import characters
from game.games.paradox_island.island import FRUITS, tile_specs
from game.games.paradox_island.scene_art import FRUIT_COLOURS, LAKE, SAND, SEAT_COLOURS, symbol
from game.games.paradox_island.scene_words import character_name, token_name
from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import panel, text, wrap

MISSION_WORDS = {
    "anomalies": "anomalies visited", "corners": "corners left to the ocean",
    "scares": "OP pieces scared off", "fruits": "new fruits visited",
    "portals_oracles": "portal pairs and oracles", "mirages_knots": "mirages and knots",
}


def fruit_rects(rect: pygame.Rect) -> dict[str, pygame.Rect]:
    """Where a board's seven fruit chips sit (one row at the top of ``rect``)."""
    return {f: pygame.Rect(rect.x + 8 + k * 52, rect.y, 46, 46) for k, f in enumerate(FRUITS)}


def pips(surface: pygame.Surface, x: int, y: int, have: int, most: int, colour: tuple[int, ...],
         p: Palette) -> None:
    for k in range(max(most, have)):
        box = pygame.Rect(x + k * 14, y, 11, 11)
        pygame.draw.rect(surface, colour if k < have else mix(p.panel, p.text_dim, 0.2), box,
                         border_radius=3)


def captive_board(surface: pygame.Surface, rect: pygame.Rect, board: dict[str, Any],
                  p: Palette, detail: bool) -> int:
    """One captive's board; ``detail`` adds fruit chips and bonus texts. Returns its bottom."""
    x, y = rect.x + 10, rect.y + 6
    colour = SEAT_COLOURS[(board["seat"] - 1) % len(SEAT_COLOURS)]
    char = board["character"]
    name = character_name(char) if char else f"Captive {board['seat']} (choosing)"
    surface.blit(text(name, "body" if not detail else "heading", colour, bold=True), (x, y))
    y += 24 if not detail else 34
    mission = board["mission"]
    if mission:
        words = f"Mission {mission['done']}/{mission['count']}: " \
                f"{MISSION_WORDS.get(mission['kind'], mission['kind'])}"
        surface.blit(text(words, "small", p.text), (x, y))
        y += 20
    for piece in board["pieces"]:
        if not piece["name"]:
            continue
        state = " \u2020" if piece["perished"] else " (lying)" if piece["lying"] else ""
        surface.blit(text(character_name(piece["name"]) + state, "small", p.text_dim), (x, y))
        pips(surface, x + 110, y + 3, piece["health"], piece["max_health"], (222, 84, 76), p)
        if piece["max_energy"]:
            pips(surface, x + 110, y + 17, piece["energy"], piece["max_energy"], (92, 170, 230), p)
        y += 32 if piece["max_energy"] else 20
    if not detail:
        fruits = [f for f, s in board["fruits"].items() if s == "circled"]
        if fruits:
            surface.blit(text("Fruits: " + ", ".join(fruits), "small", p.text_dim), (x, y))
            y += 18
        return y
    chips = fruit_rects(pygame.Rect(rect.x + 2, y + 4, rect.width, 46))
    for fruit, chip in chips.items():
        fruit_chip(surface, chip, fruit, board["fruits"].get(fruit, ""), p)
    y += 58
    info = characters().get(char) if char else None
    for bonus in info.bonuses if info else ():
        head = "+".join(bonus.fruits) if bonus.fruits else f"{bonus.boxes} palm boxes"
        lines = wrap(f"{head}: {bonus.text}", rect.width - 24, 13)
        for line in lines[:2]:
            surface.blit(text(line, 13, p.text_dim), (x, y))
            y += 16
        y += 2
    return y


def fruit_chip(surface: pygame.Surface, rect: pygame.Rect, fruit: str, state: str,
               p: Palette) -> None:
    """A fruit on a captive's board: plain, circled (held) or crossed out (used)."""
    pygame.draw.rect(surface, mix(p.panel, SAND, 0.15), rect, border_radius=8)
    surface.blit(symbol(f"fruit:{fruit}", 34), (rect.x + 6, rect.y + 6))
    if state == "circled":
        pygame.draw.circle(surface, FRUIT_COLOURS[fruit], rect.center, 22, 3)
    elif state == "crossed":
        pygame.draw.line(surface, p.bad, rect.topleft, rect.bottomright, 3)
        pygame.draw.line(surface, p.bad, rect.bottomleft, rect.topright, 3)


def op_status(surface: pygame.Surface, rect: pygame.Rect, view: dict[str, Any],
              p: Palette) -> None:
    """Under OP's island: round, perishes, the kept token and the drawn pair."""
    panel(surface, rect, p)
    x, y = rect.x + 12, rect.y + 8
    perish = f"Perished {view['perishes']}/{view['target']}"
    surface.blit(text(f"Round {view['round']}", "body", p.text, bold=True), (x, y))
    surface.blit(text(perish, "body", p.bad, bold=True), (x + 110, y))
    kept = token_name(view["token"]) if view.get("token") else "none"
    surface.blit(text(f"Power token kept: {kept}", "small", p.accent), (x, y + 26))
    drawn = view.get("drawn") or []
    if drawn:
        words = "Drawn: " + " / ".join(token_name(t) for t in drawn)
        surface.blit(text(words, "small", p.text), (x + 260, y + 26))
    boxes = pygame.Rect(rect.right - 20 - 22 * view["target"], y + 2, 18, 18)
    for k in range(view["target"]):
        box = boxes.move(22 * k, 0)
        pygame.draw.rect(surface, p.bad if k < view["perishes"] else p.panel_edge, box,
                         0 if k < view["perishes"] else 2, border_radius=4)


def heard_log(lines: list[str], rect: pygame.Rect, p: Palette, scroll: int) -> pygame.Surface:
    """The announcements a captive heard, newest at the bottom, as one surface."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    wrapped: list[str] = []
    for line in lines:
        wrapped += wrap(line, rect.width - 16, 13)
    room = (rect.height - 32) // 16
    shown = wrapped[max(0, len(wrapped) - room - scroll):len(wrapped) - scroll]
    y = 24
    for k, line in enumerate(shown):
        colour = p.text if k == len(shown) - 1 and not scroll else p.text_dim
        layer.blit(text(line, 13, colour), (8, y))
        y += 16
    layer.blit(text("Heard", "small", p.accent, bold=True), (8, 4))
    return layer


def tile_card(rect: pygame.Rect, p: Palette) -> pygame.Surface:
    """The tile reference card: all 17 tiles with their printed spaces."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*mix(p.panel, (0, 0, 0), 0.15), 245), layer.get_rect(),
                     border_radius=12)
    layer.blit(text("The 17 tiles", "body", p.accent, bold=True), (12, 8))
    size = 13
    for k, spec in enumerate(sorted(tile_specs().values(), key=lambda t: (not t.lake, t.id))):
        col, row = k % 4, k // 4
        origin = (36 + col * (rect.width - 20) / 4, 62 + row * 68)
        layout = Layout(POINTY, (size, size), origin)
        for cell, info in zip(spec.cells, spec.spaces, strict=True):
            pts = layout.corners(Hex(cell.q, cell.r))
            fill = LAKE if info.kind == "lake" else SAND
            pygame.draw.polygon(layer, fill, pts)
            pygame.draw.aalines(layer, p.hex_edge, True, pts)
            icon = symbol(info.label if info.kind != "anomaly" else "anomaly", 18)
            layer.blit(icon, icon.get_rect(center=layout.to_pixel(cell)))
    return layer
