"""The volcano on screen: its cached art composed at rest or turning, and where
what rides the rings is drawn now.

**The volcano** (``art``, ``tiers``): the sea ring on its shore, the piers and
the water are one cached background; every level's ring is its own cached
surface turning on its level's tier of rock (a cached sprite with a shaded
wall and its level's number), lifted, lighter and warmer the higher it
stands, with the terrace below showing in the gaps between rings; the crater
with the Axis Mundi in the middle. What stands on
it is drawn on top (``pieces``) where it is now.

**The rotation.** A ``Rotated`` event starts ``Turning``: Level 1 and above
turn 60° counter-clockwise (eased, 0.9 s), then Level 2 and above, and so on.
Only what moves is drawn each frame: the levels below the turning ones come
from a layer cached per step; each turning level blits its tier (which never
turns) and its face rotated from the original with
``pygame.transform.rotate``; every token riding a ring moves along its arc
(from a snapshot of where things were when the round ended, the riders).
While it turns the scene is busy, so bots wait; afterwards everything is
drawn from the view again, where the rules put it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.core.hexgrid import ORIGIN, Hex
from game.games.axis_mundi.rules.board import level_of, rotated
from game.games.axis_mundi.screen.art import RingArt, Volcano, blit_ring, ring_art, sea_layer
from game.ui.tween import Tween, ease_in_out

if TYPE_CHECKING:
    from game.ui.table import TableContext

STEP_SECONDS = 0.9
PAUSE_SECONDS = 0.12


@dataclass
class Turning:
    """The round-end rotation in progress: ``step`` k turns Level k and above."""

    start: list[int]  # each level's turn count when the round ended
    top: int
    riders: dict[str, list[tuple[Any, Hex]]]  # what rides the rings, by home hex
    step: int = 1
    tween: Tween = field(default_factory=lambda: Tween(0.0, 1.0, STEP_SECONDS, ease_in_out))
    rest: float = 0.0

    def degrees(self, level: int) -> float:
        """How far Level ``level`` has turned, counter-clockwise, from its home."""
        if level <= 0 or level > self.top:
            return 0.0
        done = min(level, self.step - 1)
        moving = self.tween.value if level >= self.step else 0.0
        return 60.0 * (self.start[level] + done + moving)

    def update(self, dt: float) -> bool:
        """Advance; True when a new step starts."""
        if self.rest > 0:
            self.rest -= dt
            return False
        self.tween.update(dt)
        if self.tween.done and self.step <= self.top:
            self.step += 1
            self.rest = PAUSE_SECONDS
            if self.step <= self.top:
                self.tween = Tween(0.0, 1.0, STEP_SECONDS, ease_in_out)
                return True
        return False

    @property
    def done(self) -> bool:
        return self.step > self.top and self.rest <= 0


class VolcanoView:
    """The volcano's cached layers and its riders (mixed into ``AxisMundiScene``)."""

    ctx: TableContext
    view: dict[str, Any]
    volcano_rect: pygame.Rect
    volcano: Volcano | None
    rings: dict[int, RingArt]
    sea: pygame.Surface | None
    _art_key: tuple[Any, ...]
    _rest: tuple[tuple[Any, ...], pygame.Surface] | None
    _below: tuple[tuple[Any, ...], pygame.Surface] | None
    turning: Turning | None

    # The composed volcano.

    def _build_art(self) -> None:
        board = self.view.get("board")
        if not board:
            return
        colours = [p["colour"] for p in self.view["players"]]
        key = (board["setup"], tuple(board["rings"]), self.view["player_count"],
               tuple(colours), tuple(p["destroyed"] for p in board["places"]))
        if key == self._art_key:
            return
        self._art_key = key
        top = board["top_level"]
        sea = len(board["rings"]) - 1
        if self.volcano is None or self.volcano.top != top or self.volcano.sea != sea:
            self.volcano = Volcano(self.volcano_rect, top, sea)
        v = self.volcano
        label = self.ctx.font(max(10, round(v.lift * 0.95)), True)
        self.rings = {radius: ring_art(v, radius, board["rings"][radius], board["letters"],
                                       label) for radius in range(sea)}
        self.sea = sea_layer(v, self.volcano_rect.size, self.volcano_rect.topleft,
                             board["rings"][sea], board["letters"], board["places"],
                             [Hex.from_json(h) for h in board["power_hexes"]], colours,
                             self.ctx.font(round(v.size * 0.7), True))
        self._rest = self._below = None

    def _layer(self, turns: list[float], below: int) -> pygame.Surface:
        """The sea and the rings of Levels 1 to ``below - 1`` turned ``turns`` (degrees)."""
        v = self.volcano
        assert v is not None and self.sea is not None
        layer = self.sea.copy()
        origin = self.volcano_rect.topleft
        for level in range(1, below):
            art = self.rings[v.top + 1 - level]
            turned = turns[level] / 60
            face = art.at_rest(round(turned)) if turned.is_integer() else art.turning(
                turns[level])
            blit_ring(layer, v, level, art, face, origin)
        if below > v.top:
            self._crater(layer, origin)
        return layer

    def _crater(self, surface: pygame.Surface, origin: tuple[int, int]) -> None:
        """The Axis Mundi hex, sunk in the top ring (it never turns)."""
        v = self.volcano
        assert v is not None
        face = self.rings[0].face
        cx, cy = v.ring_centre(v.top - 1)
        surface.blit(face, (round(cx - origin[0] - face.get_width() / 2),
                            round(cy - origin[1] - face.get_height() / 2)))

    def _rest_surface(self) -> pygame.Surface:
        """The whole volcano at rest, composed once per turn count."""
        v = self.volcano
        assert v is not None
        turns = self.view["board"]["turns"]
        key = (self._art_key, tuple(turns))
        if self._rest is None or self._rest[0] != key:
            self._rest = (key, self._layer([60.0 * t for t in turns], v.top + 1))
        return self._rest[1]

    def _draw_turning(self, surface: pygame.Surface, turning: Turning) -> None:
        """The levels at rest from a layer cached per step; the turning cone on top."""
        v = self.volcano
        assert v is not None
        step = min(turning.step, v.top)
        key = (self._art_key, tuple(turning.start), step)
        if self._below is None or self._below[0] != key:
            self._below = (key, self._layer([turning.degrees(k) for k in range(v.top + 1)],
                                            step))
        surface.blit(self._below[1], self.volcano_rect.topleft)
        for level in range(step, v.top + 1):
            art = self.rings[v.top + 1 - level]
            degrees = turning.degrees(level)
            blit_ring(surface, v, level, art, art.turning(degrees))
        self._crater(surface, (0, 0))

    # What rides the rings.

    def _riders(self) -> dict[str, list[tuple[Any, Hex]]]:
        """Things on the board by home hex (characters by seat), from the current view."""
        board = self.view["board"]
        turns, top = board["turns"], board["top_level"]

        def home(world: Hex) -> Hex:
            return rotated(world, -turns[level_of(top, world)]) if world.length() < len(
                board["rings"]) else world

        out: dict[str, list[tuple[Any, Hex]]] = {"characters": [], "tokens": []}
        for p in self.view["players"]:
            if p["pos"] is not None:
                out["characters"].append((p["seat"], home(Hex.from_json(p["pos"]))))
            if p["token"] is not None:
                out["tokens"].append((p["seat"], home(Hex.from_json(p["token"]))))
        for kind in ("treasures", "harvested", "infected"):
            out[kind] = [(kind, Hex.from_json(h)) for h in board[kind]]
        return out

    def _place(self, home: Hex) -> tuple[float, float]:
        """Where a thing at home hex ``home`` is drawn now (turning or at rest)."""
        v = self.volcano
        assert v is not None
        level = v.level(home)
        if home.length() > v.sea or level == 0 or home == ORIGIN:
            return v.pixel(home)
        if self.turning is not None:
            return v.turned(home, self.turning.degrees(level))
        return v.pixel(rotated(home, self.view["board"]["turns"][level]))

    def _characters(self) -> list[tuple[int, tuple[float, float]]]:
        if self.turning is not None:
            return [(seat, self._place(h)) for seat, h in self.turning.riders["characters"]]
        assert self.volcano is not None
        return [(p["seat"], self.volcano.pixel(Hex.from_json(p["pos"])))
                for p in self.view.get("players", []) if p["pos"] is not None]
