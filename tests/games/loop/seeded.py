"""Loop's seeded games for ``tests/seeded.py``: the levels and death mode in turn, mostly
random players (they reach corners a bot avoids) and every fourth round the easy bot;
after every step the dice pool only grows within 4..8, crossed and filled hexes stay
crossed and filled, and the tracker marker stays on the tracker."""

from __future__ import annotations

from game.core.registry import get_game
from game.core.state import GameState
from game.core.values import Event
from game.games.loop.rules.state import LoopState
from tests.seeded import Deal, Invariants, Title, random_player

SETUPS: list[dict[str, str | int]] = [
    {"level": 1}, {"level": 2}, {"level": 3}, {"level": 3, "death": 1},
]


def deal(seed: int) -> Deal:
    """Seed ``n`` plays setup ``n % 4``; seeds 12..15 of every 16 have the easy bot."""
    easy = seed % 16 >= 12
    return Deal(SETUPS[seed % 4], [get_game("loop").bot("easy") if easy else random_player])


class LoopInvariants(Invariants):
    def start(self, state: GameState) -> None:
        self.crossed: set[object] = set()
        self.filled: set[object] = set()
        self.pool = 4

    def step(self, state: GameState, events: list[Event]) -> None:
        assert isinstance(state, LoopState)
        assert 4 <= state.pool <= 8 and state.pool >= self.pool, "the pool only grows, 4 to 8"
        assert self.crossed <= state.crossed, "a crossed hex came back"
        assert self.filled <= state.filled, "a filled hex emptied"
        assert state.square < len(state.level.tracker), "the marker left the tracker"
        self.crossed, self.filled, self.pool = set(state.crossed), set(state.filled), state.pool

    def end(self, state: GameState) -> None:
        outcome = state.outcome()
        assert outcome is not None and outcome.reason, "a finished game says why it ended"


TITLE = Title(deal=deal, invariants=LoopInvariants)
