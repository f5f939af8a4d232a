"""Axis Mundi's rulebook pictures, drawn by the table's own volcano and piece code.

``draw(name, box, palette)`` (named in the game's registration) returns the
picture within ``box``: a terrain hex as its ring draws it, a character's
miniature (as a character, upgraded, the Angel or the Demon), what lies on the
hexes (treasure, infection, a harvested mark, a time bomb), or the whole 3-player
volcano at the start of a game. The volcano is composed by the table's
``VolcanoView`` itself, on a view of a new game.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.hexgrid import Hex
from game.games.axis_mundi.rules.state import AxisMundiState
from game.games.axis_mundi.screen.art import SEAT_COLOURS, Volcano, ring_art
from game.games.axis_mundi.screen.pieces import draw_beam, draw_marks, draw_tokens
from game.games.axis_mundi.screen.volcano import VolcanoView
from game.ui.fonts import font
from game.ui.palette import Palette

TERRAIN = ("axis_mundi", "pier", "warehouse", "power", "path", "accessible", "cave",
           "sheltered", "inaccessible")
CHARACTERS = ("beastmaster", "cultivator", "malignant", "savant", "scrounger", "mischievous")
FORMS = ("character", "upgraded", "angel", "demon")
MARKS = ("treasure", "infection", "harvested", "time_bomb")


def _new_view(players: int = 3) -> dict[str, Any]:
    options = {"setup": "recommended", "characters": "recommended", "round_limit": "none"}
    return AxisMundiState.new(options, 1, players).view(0)


def _volcano(box: tuple[int, int], top: int = 2) -> Volcano:
    """A one-hex volcano (the crater only) sized so a hex fills ``box``."""
    v = Volcano(pygame.Rect(0, 0, box[0] * 3, box[1] * 3), top, 0)
    v.size = min(box[0] / 2.1, box[1] / 2.3)
    return v


def _terrain(kind: str, box: tuple[int, int]) -> pygame.Surface:
    art = ring_art(_volcano(box), 0, "t", {"t": kind}).face
    return _centred(art, box)


def _centred(image: pygame.Surface, box: tuple[int, int]) -> pygame.Surface:
    out = pygame.Surface(box, pygame.SRCALPHA)
    out.blit(image, image.get_rect(center=(box[0] // 2, box[1] // 2)))
    return out


def _on_tile(box: tuple[int, int], kind: str = "accessible") -> tuple[pygame.Surface, Volcano]:
    v = _volcano(box)
    v.centre = (box[0] / 2, box[1] / 2)
    return _terrain(kind, box), v


def _character(name: str, form: str, box: tuple[int, int]) -> pygame.Surface:
    image, v = _on_tile(box, "path")
    colour = list(SEAT_COLOURS)[CHARACTERS.index(name) % len(SEAT_COLOURS)]
    view = {"players": [{"colour": colour, "character": name, "form": form}],
            "current": None}
    draw_tokens(image, v, view, [], v.pixel, [(0, v.centre)])
    return image


def _mark(kind: str, box: tuple[int, int]) -> pygame.Surface:
    image, v = _on_tile(box, "warehouse" if kind == "time_bomb" else "accessible")
    spot = Hex(0, 0)
    riders: dict[str, list[tuple[Any, Hex]]] = {"harvested": [], "infected": [],
                                                "treasures": []}
    places = []
    if kind == "time_bomb":
        places = [{"warehouse": [0, 0], "destroyed": False, "time_bomb": True}]
    else:
        riders[{"treasure": "treasures", "infection": "infected",
                "harvested": "harvested"}[kind]] = [(kind, spot)]
    view = {"board": {"places": places}, "crates": []}
    draw_marks(image, v, view, riders, v.pixel)
    return image


class _Board(VolcanoView):
    """The table's volcano view, composed off screen for a picture."""

    def __init__(self, view: dict[str, Any], size: tuple[int, int]) -> None:
        self.view = view
        self.volcano_rect = pygame.Rect((0, 0), size)
        self.volcano = None
        self.rings = {}
        self.sea = None
        self._art_key = ()
        self._rest = self._below = None
        self.turning = None
        self.ctx = self  # type: ignore[assignment]  # the view asks its context for fonts

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        return font(size, bold)

    def picture(self) -> pygame.Surface:
        self._build_art()
        image = self._rest_surface().copy()
        assert self.volcano is not None
        draw_beam(image, self.volcano)
        draw_marks(image, self.volcano, self.view, self._riders(), self._place)
        draw_tokens(image, self.volcano, self.view, [], self._place, self._characters())
        return image


def draw(name: str, box: tuple[int, int], p: Palette) -> pygame.Surface:
    """Axis Mundi's rulebook picture ``name`` within ``box`` (``KeyError`` if unknown)."""
    if name in TERRAIN:
        return _terrain(name, box)
    if name in MARKS:
        return _mark(name, box)
    who, _, form = name.partition("_")
    if who in CHARACTERS and (form or "character") in FORMS:
        return _character(who, form or "character", box)
    if name in ("volcano_3", "volcano_6"):
        return _Board(_new_view(int(name[-1])), box).picture()
    raise KeyError(name)
