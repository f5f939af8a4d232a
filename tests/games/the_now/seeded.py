"""The Now's seeded games for ``tests/seeded.py`` (the soak): 3, 4 and 5 players in
turn, the card replacement off every third seed, random colours every fourth, normal
and easy bots side by side; after every step the invariants of ``invariants.Watch``
(61 nodes, the past never changes, energy never below 0, the points history one
entry per realized phase, no card or artifact lost or doubled, pawns where they may
stand), and at the end every node realized after round 20."""

from __future__ import annotations

from game.core.registry import get_game
from game.core.state import GameState
from game.core.values import Event
from game.games.the_now.rules.state import TheNowState
from tests.games.the_now.invariants import Watch
from tests.seeded import Deal, Invariants, Title


def deal(seed: int) -> Deal:
    players = 3 + seed % 3
    options: dict[str, str | int] = {"replacement": "off" if seed % 3 == 0 else "on",
                                     "colours": "random" if seed % 4 == 1 else "balanced"}
    info = get_game("the_now")
    bots = [info.bot("normal" if (seat + seed) % 2 else "easy") for seat in range(players)]
    return Deal(options, bots)


class NowInvariants(Invariants):
    def start(self, state: GameState) -> None:
        assert isinstance(state, TheNowState)
        self.watch = Watch(state)

    def step(self, state: GameState, events: list[Event]) -> None:
        assert isinstance(state, TheNowState)
        self.watch.check(state)

    def end(self, state: GameState) -> None:
        assert isinstance(state, TheNowState)
        self.watch.end(state)


TITLE = Title(deal=deal, invariants=NowInvariants)
