"""The Apocalypse's table drawn: one cached layer, and what moves or follows the mouse.

A mixin of ``ApocalypseScene``. Everything but the dice, the pawns (they glide when
they travel) and what follows the mouse is drawn into one cached layer over a base
(the felt, the static map, the controls' panel, drawn once per palette); the layer is
rebuilt only when the view, the controls' page or picks, or the palette change, so
at rest nothing moves and the shell lets the app sleep. Over it each frame: the
pawns, the dice poker of a check or the cards a decision is about, the hovered
button, place and card, and a card that just acted on the viewer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.values import Action
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.screen import areas, controls
from game.games.apocalypse.screen.controls import Button
from game.games.apocalypse.screen.map_sheet import PLAN_GOLD, MapGeometry
from game.games.apocalypse.screen.track import draw_track
from game.games.apocalypse.screen.world_map import MapPainter, plan_visits
from game.ui.palette import Palette
from game.ui.theme import felt
from game.ui.widgets import panel

if TYPE_CHECKING:
    from game.games.apocalypse.screen.card_reader import CardReader
    from game.games.apocalypse.screen.dice_poker import DicePoker
    from game.games.apocalypse.screen.on_show import CardOnShow
    from game.ui.game_scene import TableContext
    from game.ui.tween import Tween

CANVAS = (1280, 720)


class Drawing:
    """The table's layers and each frame's drawing (mixed into the scene)."""

    ctx: TableContext
    view: dict[str, Any]
    legal: list[Action]
    palette: Palette
    mouse: tuple[int, int]
    page: int
    version: int
    picked: list[str]
    poker: DicePoker
    reader: CardReader
    on_show: CardOnShow
    geom: MapGeometry
    painter: MapPainter
    glides: dict[int, tuple[tuple[float, float], Tween]]
    map_rect: pygame.Rect
    hand_box: pygame.Rect
    track_rect: pygame.Rect
    controls_rect: pygame.Rect
    controls_panel: pygame.Rect
    _layer: tuple[Any, pygame.Surface] | None
    _base: tuple[Any, pygame.Surface] | None
    _canvas: pygame.Surface
    _marks: MapPainter
    _buttons: tuple[Any, list[Button], tuple[str, str]] | None

    if TYPE_CHECKING:  # provided by the scene
        def decision(self) -> dict[str, Any] | None: ...
        def areas_rect(self) -> pygame.Rect: ...
        def buttons(self) -> list[Button]: ...
        def targets(self) -> dict[str, Action]: ...
        def plan_places(self) -> dict[str, list[str]]: ...
        def reading(self, pos: tuple[int, int]) -> bool: ...

    def _base_layer(self) -> pygame.Surface:
        """The felt, the static map and the controls' panel: drawn once per palette."""
        key = self.palette.name
        if self._base is None or self._base[0] != key:
            br = self.ctx.board_rect
            base = felt(self.palette, CANVAS).subsurface(br).copy()
            off = (-br.x, -br.y)
            base.blit(self.painter.static(), self.map_rect.move(off))
            panel(base, self.controls_panel.move(off), self.palette, alpha=235, radius=12)
            if pygame.display.get_surface() is not None:
                base = base.convert()
            self._base = (key, base)
            self._canvas = base.copy()  # the layer is redrawn into this one surface
            self._marks = MapPainter(self.geom, self.palette)
            self._marks.geom = _Shifted(self.geom, off)
            self._marks.labels = {k: b.move(off) for k, b in self.painter.labels.items()}
        return self._base[1]

    def _board_layer(self) -> pygame.Surface:
        key = (self.version, self.page, self.palette.name, tuple(self.picked))
        if self._layer is None or self._layer[0] != key:
            br = self.ctx.board_rect
            base = self._base_layer()
            layer = self._canvas
            layer.blit(base, (0, 0))
            off = (-br.x, -br.y)
            view, p = self.view, self.palette
            draw_track(layer, self.track_rect.move(off), view, p)
            self._marks.draw_marks(layer, view, set(self.targets()), self.plan_places())
            areas.draw_areas(layer, self.areas_rect().move(off), view, p)
            areas.draw_area_chips(layer, self.areas_rect().move(off), view, p)
            playable = {a.card for a in self.legal if isinstance(a, A.PlayCard | A.Discard)}
            playable |= {a.skill for a in self.legal if isinstance(a, A.PlaceSkillToken)}
            areas.draw_hand(layer, self.hand_box.move(off), view.get("you"), p, playable,
                            set(self.picked))
            buttons = self.buttons()
            assert self._buttons is not None
            controls.draw_heading(layer, self.controls_rect.move(off), self._buttons[2], p)
            if view.get("check") and (not buttons or controls.is_check_decision(
                    self.decision())):
                moved = [Button(b.name, b.rect.move(off), b.label) for b in buttons]
                controls.draw_stakes(layer, self.controls_rect.move(off), view,
                                     self._buttons[2], moved, p)
            for b in buttons:
                Button(b.name, b.rect.move(off), b.label, b.action, b.tip, b.style,
                       b.toggle).draw(layer, p, False)
            self._layer = (key, layer)
        return self._layer[1]

    def draw(self, surface: pygame.Surface) -> None:
        if not self.view.get("players"):
            return
        surface.blit(self._board_layer(), self.ctx.board_rect.topleft)
        p = self.palette
        spots = self.painter.pawn_spots(self.view)
        for seat, (start, tween) in self.glides.items():
            if seat in spots:
                end = spots[seat]
                spots[seat] = (start[0] + (end[0] - start[0]) * tween.value,
                               start[1] + (end[1] - start[1]) * tween.value)
        self.painter.draw_pawns(surface, spots, self.view.get("active", -1))
        stood = {q["place"] for q in self.view["players"] if q["seat"] in spots}
        self.painter.draw_visited(surface, self.view, stood)  # never hidden under a pawn
        self._draw_plan_hover(surface)
        poker_up = self.poker.visible(self.view)
        if poker_up:
            self.poker.draw(surface, self.view, self.legal, self.mouse)
        elif self.reader.open(self.view):
            self.reader.draw(surface, p, self.mouse)
        elif self.reader.has_cards():
            self.reader.draw_tab(surface, p, self.mouse)
        for b in self.buttons():
            if b.rect.collidepoint(self.mouse):
                b.draw(surface, p, True)
        place = None if poker_up or self.reading(self.mouse) else self.geom.place_at(self.mouse)
        if place is not None:
            x, y = self.geom.centre(place)
            if place in self.targets():  # only what a click can choose is lit (playtest 5)
                pygame.draw.circle(surface, p.good, (x, y), round(self.geom.radius * 1.35), 3)
        for _, rect in areas.hand_spots(self.hand_box, self.view.get("you")):
            if rect.collidepoint(self.mouse):
                pygame.draw.rect(surface, p.accent, rect.inflate(2, 2), 1, border_radius=4)
        if self.on_show.waiting(self.view.get("seat", -1)) or self.on_show.noticing():
            self.on_show.draw(surface, p, self.mouse)

    def _draw_plan_hover(self, surface: pygame.Surface) -> None:
        """While the mouse is on a Plan in hand, the places it asks for are ringed."""
        if self.poker.visible(self.view):
            return
        for (_, card, deck), rect in areas.hand_spots(self.hand_box, self.view.get("you")):
            if deck == "plan" and rect.collidepoint(self.mouse):
                for place in plan_visits(card):
                    x, y = self.geom.centre(place)
                    pygame.draw.circle(surface, PLAN_GOLD, (x, y), round(self.geom.radius * 1.6), 2)


class _Shifted(MapGeometry):
    """The map's geometry moved by ``off`` (for drawing into the board's layer)."""

    def __init__(self, geom: MapGeometry, off: tuple[int, int]) -> None:
        self.rect = geom.rect.move(off)
        self.layout = geom.layout
        self.size, self.radius = geom.size, geom.radius
        self.centres = {k: (x + off[0], y + off[1]) for k, (x, y) in geom.centres.items()}
