"""Loop's seeded games for ``tests/seeded.py``: the levels and death mode in turn (seed
``n`` plays setup ``n % 4``), each block of four seeds with its own player, so that every
action kind, symbol, tracker square, rule case and ending of the book meets the replay
and leak checks (``test_coverage`` counts them); after every step the dice pool only grows
within 4..8, crossed and filled hexes stay crossed and filled, and the tracker marker
stays on the tracker."""

from __future__ import annotations

from game.core.registry import get_game
from game.core.state import GameState
from game.core.values import Event
from game.games.loop.rules.state import LoopState
from tests.games.loop.coverage import Player, explorer, mixed, top_only
from tests.seeded import Deal, Invariants, Title, random_player

SETUPS: list[dict[str, str | int]] = [
    {"level": 1}, {"level": 2}, {"level": 3}, {"level": 3, "death": 1},
]


def players() -> list[Player]:
    """The player of each block of four seeds, in turn: random (throws the game away in
    every way), a scripted opening then an edge walker to the left, the easy bot, the
    normal bot (wins, portals), the easy bot with a random player mixed in, the scripted
    opening then an edge walker to the right, the easy bot again, the normal bot with a
    random player mixed in."""
    easy, normal = get_game("loop").bot("easy"), get_game("loop").bot("normal")
    return [random_player, top_only(explorer(-1)), easy, normal, mixed(easy, 4),
            top_only(explorer(1)), easy, mixed(normal, 5)]


def deal(seed: int) -> Deal:
    """Seed ``n`` plays setup ``n % 4`` with player ``n // 4`` (of eight, in turn)."""
    cast = players()
    return Deal(SETUPS[seed % 4], [cast[seed // 4 % len(cast)]])


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
