"""Drawing The Now's table in two cached layers and a few touches a frame.

A mixin of ``TheNowScene``. The left column (the Now track over the field,
with the legal targets lit) and the right column (the tablets, the hand and
the controls with their buttons) are each one opaque surface laid over the
table's felt, rebuilt only when what they show changes: a new view, a step
of a realization, another choice in the controls, the palette. Each frame
then blits the two and adds what follows the mouse or the clock: the hovered
node, button or card, the ghost of a card being laid, the pawns (gliding
when they move), and while a ring is realized its sum.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.games.the_now.rules.field import V616
from game.games.the_now.rules.views import is_realized
from game.games.the_now.screen.buttons import Button
from game.games.the_now.screen.field import FieldPainter, pawn_places
from game.games.the_now.screen.geometry import FieldGeometry
from game.games.the_now.screen.look import blit_centred, tween_point
from game.games.the_now.screen.preview import TILE as PREVIEW_TILE
from game.games.the_now.screen.preview import LinkNote, draw_preview
from game.games.the_now.screen.realizing import Realization
from game.games.the_now.screen.sums import draw_bet_board, draw_sum, sum_marks
from game.games.the_now.screen.tablets import draw_card, draw_hand, draw_tablets, hand_spots
from game.games.the_now.screen.tiles import tile_for_face
from game.games.the_now.screen.track import TrackLayout, draw_track
from game.ui.palette import Palette
from game.ui.theme import felt, mix
from game.ui.tween import Tween
from game.ui.widgets import panel

if TYPE_CHECKING:
    from game.core.values import Action
    from game.ui.game_scene import TableContext

CANVAS = (1280, 720)  # the app's logical canvas, where the felt lies
TILE_SHRINK = 0.86


class Layers:
    """The two cached columns and the per-frame touches (mixed into the scene)."""

    ctx: TableContext
    palette: Palette
    view: dict[str, Any]
    mouse: tuple[int, int]
    version: int
    playback: Realization | None
    glides: dict[str, tuple[tuple[float, float], tuple[float, float], Tween]]
    geom: FieldGeometry
    painter: FieldPainter
    track: TrackLayout
    left: pygame.Rect
    side: pygame.Rect
    tablets_rect: pygame.Rect
    hand_rect: pygame.Rect
    controls_rect: pygame.Rect
    hint_node: int
    card: str
    artifact: str
    give: str
    kept: str
    take: str
    mode: str
    rotation: int
    token: str
    arcs: tuple[str, str]

    if TYPE_CHECKING:  # provided by the scene and its other mixins
        def buttons(self) -> list[Button]: ...
        def buttons_key(self) -> tuple[Any, ...]: ...
        def targets(self) -> dict[int, Action]: ...
        def my_pos(self) -> int: ...
        def shown_view(self) -> dict[str, Any]: ...
        def _my_colour(self) -> str: ...
        def planned_notes(self) -> list[LinkNote]: ...

    def forget_layers(self) -> None:
        self._left_layer: tuple[Any, pygame.Surface] | None = None
        self._right_layer: tuple[Any, pygame.Surface] | None = None

        self._canvases: dict[str, pygame.Surface] = {}
        self._bases: dict[str, tuple[Any, pygame.Surface]] = {}

    def _canvas(self, name: str, rect: pygame.Rect) -> pygame.Surface:
        """The surface a column is drawn on, kept from one rebuild to the next."""
        canvas = self._canvases.get(name)
        if canvas is None or canvas.get_size() != rect.size:
            canvas = felt(self.palette, CANVAS).subsurface(rect).copy()
            self._canvases[name] = canvas
        return canvas

    def _base(self, name: str, rect: pygame.Rect) -> pygame.Surface:
        """What never changes under a column: the felt, and the static field (left) or the
        controls' panel (right)."""
        key = (self.palette.name, rect.size, self.controls_rect.y)
        found = self._bases.get(name)
        if found is None or found[0] != key:
            base = felt(self.palette, CANVAS).subsurface(rect).copy()
            if name == "left":
                base.blit(self.painter.static(), self.geom.rect.move(-rect.x, -rect.y))
            else:
                panel(base, self.controls_rect.move(-rect.x, -rect.y), self.palette,
                      alpha=235, radius=12)
            found = (key, base)
            self._bases[name] = found
        return found[1]

    # The left column.

    def _left_surface(self, view: dict[str, Any]) -> pygame.Surface:
        playback = self.playback.key() if self.playback is not None else None
        key = (self.version, playback, self.palette.name, self.mode,
               tuple(sorted(self.targets())))
        if self._left_layer is None or self._left_layer[0] != key:
            layer = self._canvas("left", self.left)
            offset = (-self.left.x, -self.left.y)
            layer.blit(self._base("left", self.left), (0, 0))
            draw_track(layer, self.track_at(offset), view, self.palette)
            track = view["track"]
            realizing = view["stage"] == "realize" or self.playback is not None
            ring = -1 if realizing or view["stage"] == "over" else view["phase"]
            self.painter.draw_events(layer, self.left.topleft, view["field"],
                                     view.get("cards", {}), ring, True,
                                     bool(track["now"]["last_round"]))
            self.painter.draw_decks(layer, view["decks"])
            if self.playback is None:
                for node in self.targets():
                    self.painter.draw_target(layer, node, self.palette.good, False,
                                             self.left.topleft)
            self._left_layer = (key, layer)
        return self._left_layer[1]

    def track_at(self, offset: tuple[int, int]) -> TrackLayout:
        return TrackLayout(self.track.rect.move(offset), self.track.rounds)

    # The right column.

    def _right_surface(self, view: dict[str, Any]) -> pygame.Surface:
        key = (self.buttons_key(), self.palette.name)
        if self._right_layer is None or self._right_layer[0] != key:
            layer = self._canvas("right", self.side)
            offset = (-self.side.x, -self.side.y)
            p = self.palette
            layer.blit(self._base("right", self.side), (0, 0))
            draw_tablets(layer, self.tablets_rect.move(offset), view, p)
            draw_hand(layer, self.hand_rect.move(offset), view, p,
                      self.card or self.artifact or self.give)
            if self.playback is None:
                for b in self.buttons():
                    self._draw_button(layer, b, False, offset)
            self._right_layer = (key, layer)
        return self._right_layer[1]

    def _draw_button(self, surface: pygame.Surface, b: Button, hover: bool,
                     offset: tuple[int, int] = (0, 0)) -> None:
        moved = Button(b.name, b.rect.move(offset), b.label, b.command, b.style, b.disabled,
                       b.nodes, b.tip)
        moved.draw(surface, self.palette, hover)
        if b.style == "board":
            draw_bet_board(surface, moved.rect, moved.label, self.palette)
        if b.style == "preview":
            tile = self._planned_tile(PREVIEW_TILE)
            if tile is not None:
                draw_preview(surface, moved.rect, tile, self.planned_notes(), self.palette)
        if b.style == "card":
            chosen = b.label in (self.kept, self.take)
            draw_card(surface, moved.rect.move(0, -3 if chosen else 0),
                      self.view["cards"][b.label], self.palette, chosen)
            if hover:
                pygame.draw.rect(surface, self.palette.accent, moved.rect.inflate(2, 2), 1,
                                 border_radius=8)

    # A frame.

    def draw(self, surface: pygame.Surface) -> None:
        if not self.view.get("field"):
            return
        view = self.shown_view()
        surface.blit(self._left_surface(view), self.left.topleft)
        surface.blit(self._right_surface(view), self.side.topleft)
        self._draw_field_touches(surface, view)
        if self.playback is not None:
            draw_sum(surface, self.controls_rect.inflate(-16, -14), self.playback, view,
                     self.palette, self.mouse)
            return
        for b in self.buttons():
            if b.rect.collidepoint(self.mouse) and b.command is not None:
                self._draw_button(surface, b, True)
        for _, rect in hand_spots(self.hand_rect, view.get("you")):
            if rect.collidepoint(self.mouse) and not self.ctx.read_only:
                pygame.draw.rect(surface, self.palette.accent, rect.inflate(2, 2), 1,
                                 border_radius=8)
                break

    def _draw_field_touches(self, surface: pygame.Surface, view: dict[str, Any]) -> None:
        p, painter = self.palette, self.painter
        if self.playback is None:
            lit: set[int] = set()
            for b in self.buttons():
                if b.rect.collidepoint(self.mouse):
                    lit |= set(b.nodes)
            targets = self.targets()
            for node in lit:
                painter.draw_target(surface, node, p.good if node in targets else p.accent,
                                    True)
            if self.hint_node >= 0:
                painter.draw_target(surface, self.hint_node, p.accent, True)
            if self.geom.rect.collidepoint(self.mouse) and not self.ctx.read_only:
                hover = self.geom.node_at(self.mouse, view["field"]["v616"]["open"])
                if hover is not None:
                    strong = hover in targets
                    painter.draw_target(surface, hover, p.good if strong else
                                        mix(p.text, p.accent, 0.3), strong)
        else:
            for node, colour, at, words in sum_marks(self.geom, self.playback, p):
                painter.draw_target(surface, node, colour, True)
                if words is not None:
                    blit_centred(surface, words, at)
        pawns = []
        for colour, at in pawn_places(self.geom, view["players"]).items():
            if colour in self.glides:
                start, end, tween = self.glides[colour]
                at = tween_point(start, end, tween.value)
            pawns.append((colour, at))
        painter.draw_pawns(surface, pawns)
        ghost = self._planned_tile(round(self.geom.size * TILE_SHRINK), on_field=True)
        if ghost is not None and self.playback is None:  # above the pawns: nothing covers it
            painter.draw_ghost(surface, self.my_pos(), ghost)

    def _planned_tile(self, radius: int, on_field: bool = False) -> pygame.Surface | None:
        """The card being planned as it would lie (``on_field``: only where it can)."""
        pos = self.my_pos()
        if not self.card or pos < 0 or pos == V616:
            return None
        node = self.view["field"]["nodes"][pos]
        if on_field and (node["event"] is not None or is_realized(self.view["field"], pos)):
            return None
        face = self.view["cards"][self.card]
        arcs = self.arcs if face.get("flexible") in ("attacking", "supporting") else None
        return tile_for_face(face, radius, self.palette.name, self.rotation, self.token,
                             self._my_colour(), arcs)
