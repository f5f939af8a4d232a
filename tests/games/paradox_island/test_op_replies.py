"""The normal OP at a table of several boards reckons the captives' likely replies
(issue 15, item 4): it values the end of its turn where its next turn starts, after
each captive piece's next turn towards its goals."""

from __future__ import annotations

from dataclasses import replace

from game.core.rng import GameRng
from game.games.paradox_island.bots.belief import DISTANCE
from game.games.paradox_island.bots.op import _best, _ended, value
from game.games.paradox_island.bots.op_model import Captive, Model
from game.games.paradox_island.bots.replies import replied, with_aims
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.island import (
    CORNERS,
    DIRECTION_NAMES,
    SPACES,
    step,
)

CENTRE = next(s for s in range(37) if max(DISTANCE[s]) == 3)


def _labels(mirage: int) -> tuple[str, ...]:
    return tuple("mirage:snakes" if s == mirage else "fruit:apple" for s in range(37))


def _view(captives: list[dict], notebook: list[dict]) -> dict:
    return {"captives": captives, "notebook": notebook}


def _board(seat: int, health: int = 4, max_health: int = 4) -> dict:
    return {"seat": seat, "pieces": [{"health": health, "max_health": max_health}],
            "mission": {"count": 5}}


def test_a_captive_reply_is_two_moves_towards_its_nearest_goal_p12():
    """A captive has two actions a turn, a move of one space each (p. 12): Schrodie four
    spaces from the only mirage is reckoned two spaces nearer it after her turn."""
    mirage = 0
    start = next(s for s in range(37) if DISTANCE[mirage][s] == 4)
    schrodie = Captive(1, 0, start, 4, "schrodie", "mirages_knots", None, False, ())
    model = Model(_labels(mirage), (-1,) * 37, (schrodie,), None, None, None, "")
    model = with_aims(model, _view([_board(1)], []))
    after = replied(model).captives[0]
    assert DISTANCE[start][after.at] == 2
    assert DISTANCE[mirage][after.at] == 2
    assert after.done == 0


def test_a_reply_that_reaches_a_goal_marks_the_mission_p27():
    """Schrodie's mission counts five mirages and knots she reaches (p. 27): a
    reply that reaches one brings her a fifth nearer finishing, which the Bush's choice
    of whom to hunt (those nearest to finishing) weighs."""
    mirage = 0
    start = next(s for s in range(37) if DISTANCE[mirage][s] == 2)
    schrodie = Captive(1, 0, start, 4, "schrodie", "mirages_knots", None, False, (), 0.5)
    model = Model(_labels(mirage), (-1,) * 37, (schrodie,), None, None, None, "")
    after = replied(with_aims(model, _view([_board(1)], []))).captives[0]
    assert after.at == mirage
    assert after.done == 0.5 + 1 / 5


def test_granddead_and_a_marked_goal_are_not_followed_p21_p23():
    """Granddead's goals are OP's own pieces (p. 21): he is left where he is. Achilles
    heads for a corner he has not done (p. 23): the notebook's arrival before a corner
    mark tells which corner is done."""
    granddead = Captive(2, 0, CENTRE, 4, "granddead", "scares", None, False, ())
    corner, other = sorted(CORNERS)[:2]
    near = next(s for s in range(37) if DISTANCE[s][corner] == 1 and DISTANCE[s][other] >= 3)
    achilles = Captive(1, 0, near, 4, "achilles", "corners", None, False, ())
    model = Model(_labels(-1), (-1,) * 37, (achilles, granddead), None, None, None, "")
    arrived = {"kind": "arrived", "seat": 1, "piece": 0, "space": list(SPACES[corner].to_json())}
    marked = {"kind": "mission_marked", "seat": 1, "label": "corner", "done": 1}
    fresh = replied(with_aims(model, _view([_board(1), _board(2)], [])))
    assert fresh.captives[0].at == corner
    done = replied(with_aims(model, _view([_board(1), _board(2)], [arrived, marked])))
    assert done.captives[0].at != corner
    assert DISTANCE[done.captives[0].at][corner] >= 1
    assert done.captives[1].at == CENTRE


def _ambush() -> tuple[int, int, int, int, int]:
    """A mirage, Schrodie two spaces from it, the Bush, and two steps of the Bush: one
    (``near``) three spaces from her and four or more from the mirage, the other
    (``ahead``) four from her and three or fewer from the mirage."""
    for mirage in range(37):
        for her in (s for s in range(37) if DISTANCE[mirage][s] == 2):
            for bush in range(37):
                ends = [e for d in range(6) if (e := step(bush, d)) is not None]
                near = [e for e in ends if DISTANCE[e][her] == 3 and DISTANCE[e][mirage] >= 4]
                ahead = [e for e in ends if DISTANCE[e][her] == 4 and DISTANCE[e][mirage] <= 3]
                if near and ahead:
                    return mirage, her, bush, near[0], ahead[0]
    raise AssertionError("the island has such a spot")


def test_op_ends_its_turn_with_the_bush_where_a_captive_is_going_p15():
    """The Bush moves a space an action and attacks where it lands (p. 15); a captive
    moves twice a turn (p. 12). At a table OP's last action takes the Bush where
    Schrodie's reply takes her (the mirage she wants), not nearer where she stands,
    which OP's value of the position as it leaves it would prefer."""
    mirage, her, bush, near, ahead = _ambush()
    schrodie = Captive(1, 0, her, 4, "schrodie", "mirages_knots", None, False, ())
    granddead = Captive(2, 0, bush, 4, "granddead", "scares", None, False, ())
    model = Model(_labels(mirage), (-1,) * 37, (schrodie, granddead), None, bush, None, "")
    model = with_aims(model, _view([_board(1), _board(2)], []))
    moves = {end: A.PieceMove("bush", SPACES[bush], DIRECTION_NAMES[d]) for d in range(6)
             if (end := step(bush, d)) in (near, ahead)}
    leaving = {end: value(replace(model, bush=end), 0) for end in moves}
    assert leaving[near] > leaving[ahead]
    assert _ended(replace(model, bush=ahead)) > _ended(replace(model, bush=near))
    for seed in range(4):
        assert _best(model, list(moves.values()), 1, GameRng(seed)) == moves[ahead]

