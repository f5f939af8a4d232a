"""The Now's rulebook pictures, drawn by the table's own field, card and icon code.

``draw(name, box, palette)`` (named in the game's registration) returns the
picture within ``box``:

- ``field``: the field of a new 3-player game, pawns on the centre;
- ``track``: the Now track with its phases and periods, at round 1;
- ``card_<card id>``: an event card as a tile, as the hand shows it;
- ``shape_<colour>``: a player's pawn shape in its colour;
- ``icon_<name>``: one of the table's icons (items, periods, the Now marker...);
- ``outcome_yes`` / ``outcome_no`` / ``outcome_empty``: a realized node's token.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.registry import get_game
from game.games.the_now.rules.catalog import CARDS
from game.games.the_now.rules.state import TheNowState
from game.games.the_now.rules.views import card_face
from game.games.the_now.screen.field import FieldPainter, pawn_places
from game.games.the_now.screen.geometry import FieldGeometry
from game.games.the_now.screen.look import (
    ICONS,
    SHAPES,
    icon,
    outcome_token,
    player_colour,
    shape_sprite,
)
from game.games.the_now.screen.tiles import tile_for_face
from game.games.the_now.screen.track import TrackLayout, draw_track
from game.ui.palette import Palette

FIELD_RECT = (540, 560)  # the field as the table lays it out, before fitting the box
FIELD_SIZE = 38
TRACK_RECT = (540, 58)


def _new_view() -> dict[str, Any]:
    options = get_game("the_now").resolve_options({})
    return TheNowState.new(options, 1, 3).view(0)


def _fit(image: pygame.Surface, box: tuple[int, int]) -> pygame.Surface:
    scale = min(1.0, box[0] / image.get_width(), box[1] / image.get_height())
    if scale == 1.0:
        return image
    return pygame.transform.smoothscale(
        image, (int(image.get_width() * scale), int(image.get_height() * scale)))


def _field(p: Palette, box: tuple[int, int]) -> pygame.Surface:
    view = _new_view()
    geom = FieldGeometry(pygame.Rect((0, 0), FIELD_RECT), FIELD_SIZE)
    painter = FieldPainter(geom, p)
    layer = painter.static().copy()
    painter.draw_events(layer, (0, 0), view["field"], view.get("cards", {}), 0, True, False)
    painter.draw_pawns(layer, list(pawn_places(geom, view["players"]).items()))
    return _fit(layer, box)


def _track(p: Palette, box: tuple[int, int]) -> pygame.Surface:
    view = _new_view()
    image = pygame.Surface(TRACK_RECT, pygame.SRCALPHA)
    draw_track(image, TrackLayout(image.get_rect(), 20), view, p)
    return _fit(image, box)


def draw(name: str, box: tuple[int, int], p: Palette) -> pygame.Surface:
    """The Now's rulebook picture ``name`` within ``box`` (``KeyError`` if unknown)."""
    kind, _, what = name.partition("_")
    side = min(box)
    if name == "field":
        return _field(p, box)
    if name == "track":
        return _track(p, box)
    if kind == "card" and what in CARDS:
        return _fit(tile_for_face(card_face(what), side // 2 - 4, p.name), box)
    if kind == "shape" and what in SHAPES:
        return shape_sprite(SHAPES[what], side // 2 - 4, player_colour(p, what), (16, 16, 20), 2.0)
    if kind == "icon" and what in ICONS:
        return icon(what, side, p.text)
    if kind == "outcome" and what in ("yes", "no", "empty"):
        return _fit(outcome_token(p, what, side // 2 - 2), box)
    raise KeyError(name)
