"""The Apocalypse's seeded games for ``tests/seeded.py`` (the soak): 2, 3 and 4 players in
turn, the two-player option of four Unknown cards on every fourth two-player seed, normal
and easy bots side by side; after every step the invariants of ``invariants.py`` (every
card accounted for, Health, XP and tokens in bounds, Visited tokens, hand limits, the
Location markers, the Starting Player token's side)."""

from __future__ import annotations

from game.core.registry import get_game
from game.core.state import GameState
from game.core.values import Event
from game.games.apocalypse.rules.state import ApocalypseState
from tests.games.apocalypse.invariants import invariants
from tests.seeded import Deal, Invariants, Title


def deal(seed: int) -> Deal:
    players = 2 + seed % 3
    options: dict[str, str | int] = {"unknown_cards": 4 if players == 2 and seed % 4 == 0
                                     else 3}
    info = get_game("apocalypse")
    bots = [info.bot("easy" if (seat + seed) % 3 == 2 else "normal") for seat in range(players)]
    return Deal(options, bots)


class ApocalypseInvariants(Invariants):
    def step(self, state: GameState, events: list[Event]) -> None:
        assert isinstance(state, ApocalypseState)
        invariants(state)

    def end(self, state: GameState) -> None:
        assert isinstance(state, ApocalypseState)
        assert state.outcome() is not None


TITLE = Title(deal=deal, invariants=ApocalypseInvariants)
