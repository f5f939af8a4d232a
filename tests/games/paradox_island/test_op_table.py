"""The normal OP at a table of several boards (issue 15, item 4): it plans its whole
turn (up to 3 actions, p. 15) and keeps Drought where three captives heal at camps;
alone against one board it plays as before (the two-player balance)."""

from __future__ import annotations

from game.core.rng import GameRng
from game.games.paradox_island.bots import op
from game.games.paradox_island.bots.belief import DISTANCE
from game.games.paradox_island.bots.op import _best, _plan, _token_value, value
from game.games.paradox_island.bots.op_model import Captive, Model
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.island import DIRECTION_NAMES, SPACES, step


def _model(captives: tuple[Captive, ...], bush: int | None) -> Model:
    return Model(("fruit:apple",) * 37, (-1,) * 37, captives, None, bush, None, "")


def _three_steps() -> tuple[int, int]:
    """A Bush's space and a captive's three steps away on a straight line."""
    for start in range(37):
        for d in range(6):
            a = step(start, d)
            b = step(a, d) if a is not None else None
            c = step(b, d) if b is not None else None
            if c is not None and DISTANCE[start][c] == 3:
                return start, c
    raise AssertionError("the island has a straight line of four spaces")


def test_op_at_a_table_plans_the_bushs_three_steps_onto_a_captive_p15():
    """The Bush moves a space an action and attacks where it lands (p. 15), a captive
    with no health left perishes (p. 18): with 3 actions at a table OP's plan reaches a
    captive on 1 health three steps away; with 2 it cannot."""
    bush, target = _three_steps()
    weak = Captive(1, 0, target, 1, "schrodie", "mirages_knots", None, False, ())
    other = Captive(2, 0, next(s for s in range(37) if DISTANCE[target][s] >= 4 and
                               DISTANCE[bush][s] >= 4), 5, "achilles", "corners", None,
                    False, ())
    model = _model((weak, other), bush)
    perish = 10 * (1 + 3)  # its last health point and the perish
    assert _plan(model, 3) >= perish - 10
    assert _plan(model, 2) < 0
    assert _plan(model, 3) > value(model, 3) + 20


def test_op_alone_against_one_board_values_an_action_without_a_plan_p15(monkeypatch):
    """Against one board (the two-player game) OP values each action by itself, as its
    measured balance was made: the plan is for a table of several boards."""
    bush, target = _three_steps()
    pieces = (Captive(1, 0, target, 1, "schrodie", "mirages_knots", None, False, ()),
              Captive(1, 1, target, 4, "schrodie", "mirages_knots", None, False, ()))
    model = _model(pieces, bush)
    d = next(d for d in range(6) if step(bush, d) is not None
             and DISTANCE[step(bush, d)][target] == 2)
    legal = [A.PieceMove("bush", SPACES[bush], DIRECTION_NAMES[d]), A.EndOpTurn()]
    planned: list[int] = []

    def plan(model: Model, left: int) -> float:
        planned.append(left)
        return _plan(model, left)

    monkeypatch.setattr(op, "_plan", plan)
    for seed in range(4):
        assert _best(model, legal, 3, GameRng(seed)) == legal[0]
    assert planned == [], "alone against one board OP plans nothing"
    at_table = _model((pieces[0], Captive(2, 0, target, 4, "achilles", "corners", None,
                                          False, ())), bush)
    _best(at_table, legal, 3, GameRng(0))
    assert planned, "at a table of several boards OP plans the rest of its turn"


def test_op_keeps_drought_at_a_table_and_gale_alone_p15():
    """OP draws two tokens and keeps one (p. 15). Drought makes a camp restore 1 point
    instead of 2: at a table of several captives healing at camps OP keeps it over Gale,
    alone against one board it keeps Gale as before."""
    a = Captive(1, 0, 18, 3, "achilles", "corners", None, False, ())
    b = Captive(2, 0, 18, 3, "schrodie", "mirages_knots", None, False, ())
    table, alone = _model((a, b), None), _model((a, Captive(1, 1, 18, 3, "achilles",
                                                             "corners", None, False, ())), None)
    assert _token_value(table, "drought") > _token_value(table, "gale")
    assert _token_value(alone, "drought") < _token_value(alone, "gale")
