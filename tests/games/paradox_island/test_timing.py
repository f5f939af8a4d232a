"""A captive's observation is a function of what it may know (architecture: "A decision
that depends on hidden facts is asked anyway (with a single option if need be)"). Every
place where OP is or is not asked, or a step is or is not taken, must turn on public
facts only: whether the piece lies in a lake (p. 13), whether an OP piece is on the map
(p. 12), whether OP has an action or half an action left (pp. 15-17)."""

from __future__ import annotations

import pytest

from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.island import (
    CORNERS,
    DIRECTION_NAMES,
    SPACES,
    parts_of,
    step,
)
from tests.games.paradox_island.helpers import find, hex_of, neighbour_from, put, ready


def _op_turn(state, actions=3, token=None):
    state.token = token
    state.turn = {"seat": 0, "over": False, "op_actions": actions, "open": None,
                  "wave_hit": [], "trail": {}}


def _one_way_out_of_a_lake():
    """A lake and a direction in which exactly one of its spaces leads onto the island
    (the others into the ocean or back into the lake): one exit for OP to choose."""
    for seed in range(1, 200):
        state = ready(("theseus", "phil"), seed=seed)
        for lake in state.island.lakes:
            for d in range(6):
                land = {step(s, d) for s in lake} - set(lake) - {None}
                if len(land) == 1:
                    return state, lake, d, land.pop()
    pytest.fail("no such lake")


def test_op_is_asked_the_lake_exit_even_when_the_lake_leaves_one_way_p13():
    """The review's case (a): with the piece on its side, OP "moves it in that direction
    from any space of that lake of OP's choice"; the captive sees OP asked whatever the
    hidden lake allows, so a pause never tells it the lake's shape or orientation."""
    state, lake, d, land = _one_way_out_of_a_lake()
    put(state, [1, 0], lake[0], lying=True)
    state.apply(1, A.Move(0, DIRECTION_NAMES[d], False, False))
    assert state.to_move() == [0] and state.pending["kind"] == "lake_exit"
    assert len(state.legal_actions(0)) == 1
    state.apply(0, state.legal_actions(0)[0])
    assert state.piece([1, 0])["at"] == land


def test_a_standing_piece_in_a_lake_moves_without_asking_op_p13():
    """Standing (not lying), the move starts from its own space: nothing for OP to pick,
    and the captive knows it is standing."""
    state, lake, d, _ = _one_way_out_of_a_lake()
    put(state, [1, 0], lake[0])
    state.apply(1, A.Move(0, DIRECTION_NAMES[d], False, True))
    assert state.pending is None or state.pending["kind"] != "lake_exit"


def _rock_moves_last(state, beside: bool):
    """OP's last action: the Rock steps next to captive 2 (``beside``) or away from
    everyone; returns the move's events."""
    camp = find(state, "camp", "A")
    put(state, [2, 0], camp)
    put(state, [1, 0], find(state, "camp", "B"))
    for d in range(6):
        for origin in [s for s in range(37) if state.island.lake_of[s] < 0]:
            dest = step(origin, d)
            if dest is None or state.island.lake_of[dest] >= 0 \
                    or state.island.spaces[dest].kind in ("portal", "knot"):
                continue
            near = any(step(dest, e) in (camp, find(state, "camp", "B")) for e in range(6))
            if near == beside and dest not in (camp, find(state, "camp", "B")):
                state.rock = origin
                _op_turn(state, actions=1)
                return state.apply(0, A.PieceMove("rock", hex_of(origin), DIRECTION_NAMES[d]))
    pytest.skip("no such Rock move")


@pytest.mark.parametrize("beside", [True, False], ids=["captive_beside", "nobody_beside"])
def test_ops_turn_waits_for_op_after_the_rocks_last_move_p17(beside):
    """The review's case (b): the Rock's action is "a move and a push in any order";
    after its move with OP's last action, OP may still push. Whether a captive stands
    next to the Rock is hidden, so the turn waits for OP either way (a push or End)."""
    state = ready(("phil", "theseus"))
    events = _rock_moves_last(state, beside)
    assert "turn_ended" not in [e.kind for e in events]
    assert state.to_move() == [0] and A.EndOpTurn() in state.legal_actions(0)
    assert any(isinstance(a, A.Push) for a in state.legal_actions(0)) == beside
    events = state.apply(0, A.EndOpTurn())
    assert "turn_ended" in [e.kind for e in events]


def test_ops_turn_ends_itself_only_when_nothing_is_left_p15():
    """Three actions spent and no half of the Rock's action open: a public fact."""
    state = ready(("phil", "theseus"))
    state.wave = 0
    _op_turn(state, actions=1)
    events = state.apply(0, A.WaveMove(3, None))
    assert "turn_ended" in [e.kind for e in events]


def test_ops_turn_with_nothing_to_do_still_waits_for_op_p15():
    """Every OP piece off the map (scared off, in the ocean) or hemmed in: OP ends its
    own turn rather than the game doing it at once."""
    state = ready(("phil", "theseus"))
    _op_turn(state)
    assert state.legal_actions(0) == [A.EndOpTurn()]
    state.apply(0, A.EndOpTurn())
    assert state.turn["seat"] == 1


def _anomaly_visit(state, token, **pieces):
    inland = sorted(state.island.find("anomaly"), key=lambda s: len(parts_of(s)))
    for space in inland:
        for d in DIRECTION_NAMES:
            origin = neighbour_from(space, d)
            if origin is not None and state.island.lake_of[origin] < 0 \
                    and state.island.spaces[origin].kind not in ("anomaly", "knot", "portal"):
                state.anomalies[space] = token
                for name, where in pieces.items():
                    setattr(state, name, where)
                put(state, [1, 0], origin)
                state.board(1)["fruits"].update({f: "" for f in state.board(1)["fruits"]})
                return space, state.apply(1, A.Move(0, d, False, False))
    pytest.skip("no plain approach to an anomaly")


def test_thicket_asks_op_even_when_the_bush_is_hemmed_in_p12_p16():
    """"OP immediately (out of turn) performs 1 action with the specified piece ... as
    long as it is on the map": the Bush is on the map, so OP is asked, even if its trail
    this turn leaves it nowhere to go (then it may only pass)."""
    state = ready(("phil", "theseus"))
    bush = find(state, "camp", "A")
    state.turn["trail"] = {"bush": [state.place_key(bush)]
                           + [state.place_key(s) for d in range(6)
                              if (s := step(bush, d)) is not None]}
    _anomaly_visit(state, "thicket", bush=bush)
    assert state.pending["kind"] == "anomaly_action" and state.to_move() == [0]
    legal = state.legal_actions(0)
    assert all(isinstance(a, A.Pass) or (isinstance(a, A.PieceMove)
                                         and step(bush, DIRECTION_NAMES.index(a.direction))
                                         is None) for a in legal)


def test_rockfall_asks_for_the_push_half_whether_or_not_a_captive_is_near_p12_p17():
    """After the Rock's move granted by the anomaly, OP is asked for the push half even
    when nobody stands next to the Rock (then it may only pass)."""
    state = ready(("phil", "theseus"))
    rock = find(state, "camp", "A")
    put(state, [2, 0], find(state, "camp", "B"))
    _anomaly_visit(state, "rockfall", rock=rock)
    assert state.pending["kind"] == "anomaly_action"
    move = next(a for a in state.legal_actions(0) if isinstance(a, A.PieceMove)
                and step(rock, DIRECTION_NAMES.index(a.direction)) is not None
                and state.island.spaces[step(rock, DIRECTION_NAMES.index(a.direction))].kind
                not in ("portal", "knot"))
    state.apply(0, move)
    assert state.pending["kind"] == "anomaly_action" and A.Pass() in state.legal_actions(0)


def _fork_on_a_corner():
    """An island whose fork anomaly may stand on a corner with plain land behind it."""
    for seed in range(1, 300):
        state = ready(("phil", "theseus"), seed=seed)
        for space in state.island.find("anomaly"):
            if space not in CORNERS:
                continue
            for d in range(6):
                ways = [(d + k) % 6 for k in (1, -1)]
                origin = step(space, (d + 3) % 6)
                if all(step(space, w) is None for w in ways) and origin is not None \
                        and state.island.lake_of[origin] < 0 \
                        and state.island.spaces[origin].kind not in ("anomaly", "knot",
                                                                     "portal"):
                    return state, space, origin, d
    pytest.skip("no fork on a corner")


def test_fork_on_the_shore_still_asks_op_before_the_ocean_p12():
    """Both ways out of the fork lead into the ocean: OP is asked all the same (which
    part), so whether the fork stands on the shore is not told by a missing pause."""
    state, space, origin, d = _fork_on_a_corner()
    state.anomalies[space] = "fork"
    put(state, [1, 0], origin)
    state.board(1)["fruits"].update({f: "" for f in state.board(1)["fruits"]})
    state.apply(1, A.Move(0, DIRECTION_NAMES[d], False, False))
    assert state.pending["kind"] == "anomaly_sea" and state.to_move() == [0]
    events = state.apply(0, state.legal_actions(0)[0])
    assert "in_ocean" in [e.kind for e in events]


def test_every_lake_exit_option_is_a_space_of_the_lake_p13():
    state, lake, d, _ = _one_way_out_of_a_lake()
    put(state, [1, 0], lake[1], lying=True)
    state.apply(1, A.Move(0, DIRECTION_NAMES[d], False, False))
    assert {a.space for a in state.legal_actions(0)} <= {SPACES[s] for s in lake}
