"""Paradox Island's twin hook (``twins.py``) catches what the reviews found: each test
plays the hook's own twins for one finding, first on the rules as they are (no seat
can tell the worlds apart), then with the old behaviour put back for the test (the
engine reports the leak). The random twins of every kind run in ``tests/test_twins.py``
and, hundreds more, in the soak."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.core.registry import get_game
from game.core.rng import GameRng
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules import events as E
from game.games.paradox_island.rules.state import OP, ParadoxIslandState
from tests.games.paradox_island import twins as T
from tests.games.paradox_island.helpers import put, ready
from tests.twins import TwinLeak, Twins, run

INFO = get_game("paradox_island")
TRIES = 40


def _leaks(make: Callable[[int], tuple[Twins | None, int]]) -> int:
    """How many of ``TRIES`` twins (``make(n)``: the twins and the seat count) leak."""
    found = 0
    for n in range(TRIES):
        twins, seats = make(n)
        if twins is None:
            continue
        try:
            run(INFO, twins, seats, GameRng(n), steps=12)
        except TwinLeak:
            found += 1
    return found


def _lying(n: int) -> tuple[Twins | None, int]:
    state = ready(("phil", "theseus"), seed=1 + n % 7)
    return T.lying(state, 1 + n % 2, GameRng(n)), 3


def test_lake_exits_asked_whatever_the_lake_review_6a(monkeypatch):
    assert _leaks(_lying) == 0
    ask = ParadoxIslandState.ask

    def old(self, seat, kind, **context):
        """Before the fix: OP was asked only when the lake left several ways."""
        if kind == "lake_exit" and len(context["origins"]) == 1:
            self.push(self.landing(context["task"], context["origins"][0]))
            return
        ask(self, seat, kind, **context)

    monkeypatch.setattr(ParadoxIslandState, "ask", old)
    assert _leaks(_lying) > 0


def _rock_beside(n: int) -> tuple[Twins | None, int]:
    state = ready(("phil", "theseus", "hempel"), seed=1 + n % 7)
    put(state, [2, 0], state.island.find("oracle")[n % 2])
    put(state, [3, 0], state.island.find("knot")[n % 3])
    state.wave = 0  # OP has a piece to act with, so its turn goes on under either rule
    state.apply(1, A.EndTurn())
    state.apply(2, A.EndTurn())
    state.apply(3, A.EndTurn())
    state.apply(OP, state.legal_actions(OP)[0])  # keep a token
    return T.rock_beside(state, 1, GameRng(n)), 4


def _old_turn_end(self, seat):
    """Before the fix: OP's turn ended as soon as OP had nothing left to do."""
    if seat != OP:
        return bool(self.captive_options(seat))
    return bool(self.op_options())


def test_ops_turn_waits_whatever_stands_by_the_rock_review_6b(monkeypatch):
    assert _leaks(_rock_beside) == 0
    monkeypatch.setattr(ParadoxIslandState, "turn_goes_on", _old_turn_end)
    assert _leaks(_rock_beside) > 0


def _start_fruits(n: int) -> tuple[Twins | None, int]:
    state = ParadoxIslandState.new({"island": "random", "round_limit": 40}, 1 + n, 3)
    while state.phase != "start_fruits":
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    return T.fruits(state, state.to_move()[0], GameRng(n)), 3


def test_no_undo_after_the_starting_fruits_mark_review_5(monkeypatch):
    assert _leaks(_start_fruits) == 0
    monkeypatch.setattr(E.StartFruitChosen, "reveals", False)
    assert _leaks(_start_fruits) > 0


def _revival(n: int) -> tuple[Twins | None, int]:
    state = ready(("phil", "theseus"), seed=1 + n % 7)
    state.bush = state.island.find("fruit")[n % 7]
    return T.revival(state, 1, GameRng(n)), 3


def test_no_undo_after_a_revival_names_the_camps_pieces_review_5(monkeypatch):
    assert _leaks(_revival) == 0
    monkeypatch.setattr(E.Revived, "reveals", False)
    assert _leaks(_revival) > 0


@pytest.mark.parametrize("kind", [T.tiles, T.lake, T.fruits, T.knots, T.portals,
                                  T.anomalies, T.op_pieces, T.captive_space, T.stack, T.dice])
def test_every_kind_of_twin_is_made_and_keeps_what_the_watcher_knows(kind):
    """Each kind changes the world and keeps every captive's label and the marked fruit."""
    made = 0
    for n in range(12):
        state = ready(("phil", "theseus", "hempel"), seed=1 + n)
        state.bush, state.rock, state.wave = state.island.find("fruit")[0], \
            state.island.find("anomaly")[0], 2
        put(state, [2, 0], state.island.find("oracle")[n % 2])  # a label found twice
        twins = kind(state, 1 + n % 3, GameRng(n))
        if twins is None:
            continue
        made += 1
        assert twins.one.state_hash() != twins.two.state_hash()
        for ref in state.on_map():
            assert twins.one.label(twins.one.piece(ref)["at"]) == \
                twins.two.label(twins.two.piece(ref)["at"])
        seat = twins.seat
        assert twins.one.view(seat) == twins.two.view(seat)
    assert made >= 6
