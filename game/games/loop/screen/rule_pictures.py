"""Loop's rulebook pictures, drawn by the table's own sheet and panel code.

``draw(name, box, palette)`` (named in the game's registration) returns the
picture within ``box``: one hex of the tower as the sheet prints it, a small part of
the tower with its paths and a placed die, the whole Level 1 sheet, a die, or the
placement tracker. Each is cut from what ``Tower`` and ``StatusPanel`` draw for a
view made for the picture, so the rulebook shows exactly what the table shows.
"""

from __future__ import annotations

import copy
import math
from typing import Any

import pygame

from game.games.loop.rules.state import LoopState
from game.games.loop.screen.board import Tower, mini_die
from game.games.loop.screen.panel import SQUARE, SQUARE_GAP, StatusPanel, tracker_rects
from game.ui.palette import Palette

SQ3 = math.sqrt(3.0)
ASIDE = 240  # room beside a cut-out for the sheet's margins (the # Dice scale, Roll Map)
#: One-hex pictures: name -> (level of the board it is taken from, symbol, gray, blank).
HEXES = {
    "start_hex": (1, "start", False, False), "plus_hex": (1, "+", False, False),
    "minus_hex": (1, "-", False, False), "equals_hex": (1, "=", False, False),
    "plain_hex": (1, "", False, False), "blast_hex": (1, "blast", False, False),
    "blast2_hex": (1, "blast2", False, False), "bridge_hex": (1, "bridge", True, False),
    "portal_hex": (1, "portal", True, False), "blank_hex": (3, "", False, True),
}


def _view(level: int = 1) -> dict[str, Any]:
    options = {"level": level, "death": 0}
    return LoopState.new(options, 1, 1).view(0)


def _cell(view: dict[str, Any], symbol: str, gray: bool, blank: bool) -> dict[str, Any]:
    return next(c for c in view["hexes"] if c["symbol"] == symbol and c["gray"] == gray
                and c["blank"] == blank)


def _cut(view: dict[str, Any], box: tuple[int, int], p: Palette) -> pygame.Surface:
    """The sheet's tiles of ``view`` (depths from 0) drawn as large as fits ``box``."""
    cells = view["hexes"]
    qs = [c["hex"][0] for c in cells]
    columns, depth = max(qs) - min(qs), max(c["depth"] for c in cells)
    across, down = 1.5 * columns + 2, SQ3 / 2 * depth + SQ3
    size = math.floor(min((box[0] - 8) / across, (box[1] - 8) / down))
    inner = (math.ceil(across * size), math.ceil(down * size))
    rect = pygame.Rect(0, 0, inner[0] + 80 + 2 * ASIDE, inner[1] + 33)
    tower = Tower(rect, view)
    tower.build_ink(p, view, ("", ""), set())
    assert tower.ink is not None
    cut = pygame.Rect(0, 0, min(box[0], inner[0] + 8), min(box[1], inner[1] + 8))
    cut.center = rect.center
    return tower.ink.subsurface(cut).copy()


def _one_hex(name: str, box: tuple[int, int], p: Palette) -> pygame.Surface:
    level, symbol, gray, blank = HEXES[name]
    view = _view(level)
    cell = copy.deepcopy(_cell(view, symbol, gray, blank))
    cell.update(hex=[0, 0], depth=0, paths={}, crossed=False)
    view.update(hexes=[cell], placements=[], portals_reached=[])
    return _cut(view, box, p)


def _top(box: tuple[int, int], p: Palette, value: int | None,
         filled: tuple[str, ...], crossed: bool = False) -> pygame.Surface:
    """The top hex and the three hexes below it; ``value`` placed on the top hex, its
    paths ``filled``."""
    view = _view()
    top = copy.deepcopy(view["hexes"][0])
    below = [copy.deepcopy(c) for c in view["hexes"][1:] if c["depth"] <= 2 and
             c["hex"] in ([-1, 1], [0, 1], [1, 0])]
    for c in below:
        c["paths"] = {}
    top["paths"] = {d: "filled" if d in filled else "empty" for d in top["paths"]}
    top["crossed"] = crossed
    view["hexes"] = [top, *below]
    if value is not None:
        view["dice"] = [{"index": 0, "value": value, "held": False, "used": True,
                         "three": value == 3}]
        view["placements"] = [{"hex": [0, 0], "dice": [0], "op": "single", "value": value}]
    return _cut(view, box, p)


def _tracker(box: tuple[int, int], p: Palette) -> pygame.Surface:
    view = _view()
    panel = StatusPanel(pygame.Rect(0, 0, 14 * 2 + 6 * SQUARE + 5 * SQUARE_GAP, 520))
    image = panel.render(p, view, 0)
    squares = tracker_rects(panel.rect, len(view["tracker"]["squares"]))
    area = squares[0].unionall(squares).inflate(12, 12)
    area.union_ip(area.move(0, -26))  # and the tracker's title above
    picture = image.subsurface(area.clip(image.get_rect())).copy()
    return _fit(picture, box)


def _fit(image: pygame.Surface, box: tuple[int, int]) -> pygame.Surface:
    scale = min(1.0, box[0] / image.get_width(), box[1] / image.get_height())
    if scale == 1.0:
        return image
    size = (int(image.get_width() * scale), int(image.get_height() * scale))
    return pygame.transform.smoothscale(image, size)


def _sheet(box: tuple[int, int], p: Palette, level: int) -> pygame.Surface:
    view = _view(level)
    rect = pygame.Rect(0, 0, box[0], box[1])
    tower = Tower(rect, view)
    tower.build_ink(p, view, ("LOOP", f"Level {level}"), set())
    assert tower.ink is not None
    return tower.ink


def draw(name: str, box: tuple[int, int], p: Palette) -> pygame.Surface:
    """Loop's rulebook picture ``name`` within ``box`` (``KeyError`` if unknown)."""
    if name in HEXES:
        return _one_hex(name, box, p)
    if name.startswith("die_") and name[4:].isdigit() and 1 <= int(name[4:]) <= 6:
        side = min(box) - 4
        return mini_die(int(name[4:]), side, p)
    pictures = {
        "crossed_hex": lambda: _top(box, p, None, (), crossed=True),
        "paths_empty": lambda: _top(box, p, None, ()),
        "placed_four": lambda: _top(box, p, 4, ("left", "right")),
        "placed_six": lambda: _top(box, p, 6, ("left", "middle", "right")),
        "tracker": lambda: _tracker(box, p),
        "sheet": lambda: _sheet(box, p, 1),
        "sheet_level3": lambda: _sheet(box, p, 3),
    }
    return pictures[name]()
