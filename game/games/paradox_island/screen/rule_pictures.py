"""Paradox Island's rulebook pictures, drawn by the table's own island, symbol and piece
code.

``draw(name, box, palette)`` (named in the game's registration) returns the
picture within ``box``:

- ``island``: a random island as OP sees it behind the screen (tiles outlined,
  the Escher knots' arrows shown); ``notebook_map``: the blank map a captive starts
  with;
- a space's symbol, named as OP announces it with ``_`` for ``:`` (``fruit_orange``,
  ``camp_A``, ``oracle``, ``mirage_snakes``, ``knot``, ``portal_2``, ``lake_straight``,
  ``anomaly_wound``, ``ocean``) and the board's marks (``board_health``...);
- OP's pieces (``wave``, ``rock``, ``bush``) and a captive's pawn (``captive``,
  ``captive_lying``).
"""

from __future__ import annotations

import pygame

from game.core.hexgrid import Hex
from game.core.registry import get_game
from game.games.paradox_island.rules.island import SPACES, placed_cells, tile_specs
from game.games.paradox_island.rules.state import ParadoxIslandState
from game.games.paradox_island.screen.art import (
    SEAT_COLOURS,
    IslandFrame,
    captive_token,
    island_layer,
    piece_image,
)
from game.games.paradox_island.screen.icons import FAMILIES, symbol
from game.ui.palette import Palette

ISLAND_RECT = (600, 590)  # the island as OP's screen lays it out, before fitting the box
ISLAND_SIZE = 33
TILE_EDGE = (50, 40, 30)
PENCIL_EDGE = (90, 80, 60)


def _fit(image: pygame.Surface, box: tuple[int, int]) -> pygame.Surface:
    scale = min(1.0, box[0] / image.get_width(), box[1] / image.get_height())
    if scale == 1.0:
        return image
    return pygame.transform.smoothscale(
        image, (int(image.get_width() * scale), int(image.get_height() * scale)))


def _island(box: tuple[int, int], notebook: bool) -> pygame.Surface:
    frame = IslandFrame(pygame.Rect((0, 0), ISLAND_RECT), ISLAND_SIZE)
    if notebook:
        return _fit(island_layer(frame, {h: "" for h in SPACES}, {}, PENCIL_EDGE, True), box)
    options = get_game("paradox_island").resolve_options({})
    view = ParadoxIslandState.new(options, 1, 2).view(0)  # seat 0 is OP, who sees it all
    spaces = {Hex(*row["hex"]): row["label"] for row in view["island"]}
    arrows = {Hex(*row["hex"]): row["arrows"] for row in view["island"] if row.get("arrows")}
    tiles: dict[Hex, str] = {}
    for tile, anchor, turn in view["placements"]:
        for h in placed_cells(tile_specs()[tile], Hex(*anchor), turn):
            tiles[h] = tile
    return _fit(island_layer(frame, spaces, tiles, TILE_EDGE, arrows=arrows), box)


def draw(name: str, box: tuple[int, int], p: Palette) -> pygame.Surface:
    """Paradox Island's rulebook picture ``name`` within ``box`` (``KeyError`` if unknown)."""
    side = min(box)
    if name in ("island", "notebook_map"):
        return _island(box, name == "notebook_map")
    if name in ("wave", "rock", "bush"):
        return piece_image(name, side)
    if name in ("captive", "captive_lying"):
        return captive_token("Ph", SEAT_COLOURS[0], side, name == "captive_lying")
    family, _, which = name.partition("_")
    if family in FAMILIES and family not in ("you",):
        return symbol(f"{family}:{which}" if which else family, side)
    raise KeyError(name)
