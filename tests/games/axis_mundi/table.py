"""The Axis Mundi table in the real app, headless, for the screen's UI tests.

``AxisTable`` seats seat 0 as a person with bots around it, plays the bots to the
person's first free choice of the action phase, and can set a position up (the
character on a hex, its actions and energy) before showing it again, as the
table would after a step. Clicks and hovers go through the app as posted events.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.hexgrid import Hex
from game.core.match import Match
from game.core.registry import get_game
from game.core.rng import GameRng
from game.core.seats import SeatSpec
from game.games.axis_mundi.bots import levels as bots
from game.games.axis_mundi.rules.board import ring_hexes
from game.games.axis_mundi.rules.table import Table
from game.games.axis_mundi.screen.scene import AxisMundiScene
from game.ui.table import TableScene
from tests.ui.harness import TableHarness


class AxisTable(TableHarness):
    """The app at an Axis Mundi table; ``scene`` is its game scene."""

    def __init__(self, players: int = 3, seed: int = 11) -> None:
        super().__init__()
        info = get_game("axis_mundi")
        seats = ["human"] + ["bot:normal"] * (players - 1)
        self.match = Match(info, info.resolve_options({}), seed, seats)
        specs = [SeatSpec("human")] + [SeatSpec("bot", "normal")] * (players - 1)
        self.app.push(TableScene(self.app, self.match, specs, autosave=False, instant_bots=True))
        self.step(2)

    @property
    def scene(self) -> AxisMundiScene:
        game = self.table.game
        assert isinstance(game, AxisMundiScene)
        return game

    @property
    def t(self) -> Table:
        return self.match.state.table  # type: ignore[attr-defined]

    def to_my_turn(self) -> None:
        """Play (seat 0 by the normal bot, through the table) to seat 0's action phase."""
        rng = GameRng(3)
        for _ in range(4000):
            self.step()
            scene = self.scene
            if scene.busy() or not scene.legal:
                continue
            if self.t.phase == "play" and not self.t.pending and self.t.current == 0:
                return
            self.table.submit(bots.normal_bot(scene.view, scene.legal, rng))
        raise AssertionError("seat 0 never got a turn")

    def reshow(self) -> None:
        """Show the changed position, as the table does after a step."""
        self.scene.settle()
        self.table._refresh()
        self.step(2)

    def place_where(self, wanted: Callable[[AxisMundiScene], bool]) -> Hex:
        """Put seat 0 on the first hex (3 actions, full energy) where ``wanted`` holds."""
        t = self.t
        for radius in range(1, t.board.sea_radius + 1):
            for h in ring_hexes(radius):
                if not t.is_free(h, 0):
                    continue
                t.mats[0].pos = h
                t.mats[0].energy = [3] * len(t.mats[0].energy)
                t.mats[0].immobilized = False
                t.turn.actions, t.turn.extra_moves = 3, 0
                self.reshow()
                if wanted(self.scene):
                    return h
        raise AssertionError("no hex gives the position wanted")

    def hover(self, pos: tuple[int, int]) -> None:
        self.move(pos)
        self.step(40)  # past the tooltip's delay

    def drawn(self) -> pygame.Surface:
        self.step()
        return self.app.canvas
