"""Every anomaly (book p. 12) and every power token (p. 15, explained p. 20)."""

from __future__ import annotations

import pytest

from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.island import DIRECTION_NAMES, SIDES, parts_of, step
from tests.games.paradox_island.helpers import find, hex_of, kinds, neighbour_from, put, ready


def _op_turn(state, token=None):
    state.token = token
    state.turn = {"seat": 0, "over": False, "op_actions": 4 if token == "tremor" else 3,
                  "open": None, "wave_hit": [], "trail": {}}


def _approach(state, *spaces):
    """The first of ``spaces`` with a plain neighbour (no lake, anomaly, knot or portal)
    to step in from: that space, the neighbour and the direction of the step."""
    for space in spaces:
        for d in DIRECTION_NAMES:
            origin = neighbour_from(space, d)
            if origin is not None and state.island.lake_of[origin] < 0 \
                    and state.island.spaces[origin].kind not in ("anomaly", "knot", "portal"):
                return space, origin, d
    raise AssertionError(f"no plain approach to any of {spaces} on this island")


def _visit_anomaly(token, characters=("phil", "hempel"), **pieces):
    state = ready(characters)
    inland_first = sorted(state.island.find("anomaly"), key=lambda s: len(parts_of(s)))
    space, origin, d = _approach(state, *inland_first)
    state.anomalies[space] = token
    for name, where in pieces.items():
        setattr(state, name, where)
    put(state, [1, 0], origin)
    fruits = state.board(1)["fruits"]
    fruits.update({f: "" for f in fruits} | {"lime": "circled"})  # no anomaly bonus to offer
    events = state.apply(1, A.Move(0, d, False, False))
    return state, space, events


def test_anomaly_wound_costs_1_health():
    state, _, events = _visit_anomaly("wound")
    assert state.piece([1, 0])["health"] == 3 and "anomaly_works" in kinds(events)


def test_anomaly_drain_costs_1_energy():
    state, _, _ = _visit_anomaly("drain")
    assert state.piece([1, 0])["energy"] == 3


def test_anomaly_blight_op_picks_a_circled_fruit():
    state, _, _ = _visit_anomaly("blight")
    assert state.pending["kind"] == "blight"
    fruit = state.legal_actions(0)[0].fruit
    state.apply(0, A.PickFruit(fruit))
    assert state.board(1)["fruits"][fruit] == "crossed"


@pytest.mark.parametrize("token,piece", [("rockfall", "rock"), ("thicket", "bush"),
                                         ("swell", "wave")])
def test_anomalies_that_give_op_an_action_out_of_turn(token, piece):
    where = 2 if piece == "wave" else find(ready(("phil", "hempel")), "camp", "A")
    state, _, _ = _visit_anomaly(token, **{piece: where})
    assert state.pending["kind"] == "anomaly_action" and state.to_move() == [0]
    legal = state.legal_actions(0)
    assert legal and all(getattr(a, "piece", getattr(a, "by", "wave")) == piece
                         or a.kind.startswith("wave") for a in legal)
    state.apply(0, legal[0])


@pytest.mark.parametrize("token,count", [("orchard", 7), ("sinkhole", 9)])
def test_anomalies_that_send_the_captive_to_a_fruit_or_a_lake(token, count):
    state, _, _ = _visit_anomaly(token)
    assert state.pending["kind"] == "anomaly_dest"
    legal = state.legal_actions(0)
    assert len(legal) == count
    events = state.apply(0, legal[0])
    arrived = [e for e in events if e.kind == "arrived"][-1]
    assert arrived.how == "anomaly" and state.pending["kind"] == "op_activate"


def test_anomaly_gust_names_the_direction():
    state, space, _ = _visit_anomaly("gust")
    legal = state.legal_actions(0)
    assert len(legal) == sum(1 for d in range(6) if step(space, d) is not None)
    events = state.apply(0, legal[0])
    assert [e for e in events if e.kind == "arrived"][-1].direction in DIRECTION_NAMES


def test_anomaly_fork_turns_the_captive_left_or_right_unnamed():
    state, space, _ = _visit_anomaly("fork")
    legal = state.legal_actions(0)
    assert 1 <= len(legal) <= 2
    events = state.apply(0, legal[0])
    assert [e for e in events if e.kind == "arrived"][-1].direction == ""


def _bush_next_to_captive(token):
    state = ready(("phil", "hempel"))
    target, origin, d = _approach(state, *state.island.find("camp"))
    state.bush = origin
    put(state, [1, 0], target)
    _op_turn(state, token)
    return state, origin, target, d


def test_power_token_seaweed_bush_attack_also_takes_a_fruit():
    state, origin, target, d = _bush_next_to_captive("seaweed")
    state.apply(0, A.PieceMove("bush", hex_of(origin), d))
    assert state.pending["kind"] == "seaweed"
    # any fruit not yet crossed out, or none: "OP can cross out" (p. 20)
    assert len(state.legal_actions(0)) == 8 - sum(
        1 for f in state.board(1)["fruits"].values() if f == "crossed")
    assert A.Pass() in state.legal_actions(0)


def test_power_token_seaweed_bush_crosses_the_ocean():
    state = ready(("phil", "hempel"))
    edge = sorted(SIDES[0] - SIDES[1] - SIDES[5])[0]
    state.bush = edge
    _op_turn(state, "seaweed")
    state.apply(0, A.PieceMove("bush", hex_of(edge), "E"))
    assert state.bush is not None and state.bush != edge


def test_power_token_lithophytes_rock_attacks_and_bush_pushes():
    state, origin, target, d = _bush_next_to_captive("lithophytes")
    assert any(a.kind == "push" and a.by == "bush" for a in state.legal_actions(0))
    state.bush, state.rock = None, origin
    state.legal_cache = None
    state.apply(0, A.PieceMove("rock", hex_of(origin), d))
    assert state.piece([1, 0])["health"] == 3


def test_power_token_flood_wave_enters_a_lake_and_attacks():
    state = ready(("phil", "hempel"))
    lake = state.island.lakes[0]
    put(state, [1, 0], lake[0])
    state.wave = 0
    _op_turn(state, "flood")
    moves = [a for a in state.legal_actions(0) if a.kind == "wave_move" and a.lake]
    assert len(moves) == 3
    state.apply(0, A.WaveMove(-1, hex_of(lake[0])))
    assert state.piece([1, 0])["health"] == 3 and state.wave_lake == 0


def test_power_token_ivy_anomalies_work_as_portals_with_a_free_step():
    state = ready(("phil", "hempel"))
    space, origin, d = _approach(state, *state.island.find("anomaly"))
    state.bush = origin
    _op_turn(state, "ivy")
    state.apply(0, A.PieceMove("bush", hex_of(origin), d))
    assert state.pending["kind"] == "op_piece_activate"
    state.apply(0, A.Activate(True))
    assert len(state.legal_actions(0)) == 4
    state.apply(0, state.legal_actions(0)[0])
    assert state.pending["kind"] == "free_step" and A.Pass() in state.legal_actions(0)


def test_power_token_hurricane_any_of_the_other_five_portals():
    state = ready(("phil", "hempel"))
    _, origin, d = _approach(state, *state.island.find("portal"))
    put(state, [1, 0], origin)
    state.token = "hurricane"
    state.apply(1, A.Move(0, d, False, False))
    assert state.pending["kind"] == "portal_exit" and len(state.legal_actions(0)) == 5


def test_power_token_gale_wave_may_attack_twice():
    state = ready(("phil", "hempel"))
    put(state, [1, 0], sorted(SIDES[0])[1])
    state.wave = 0
    _op_turn(state, "gale")
    state.apply(0, A.WaveAttack(1, 0))
    assert A.WaveAttack(1, 0) in state.legal_actions(0)


def test_power_token_bramble_bush_may_revisit():
    state = ready(("phil", "hempel"))
    state.bush = 18
    _op_turn(state, None)
    state.turn["trail"] = {"bush": [18]}
    state.apply(0, A.PieceMove("bush", hex_of(18), "E"))
    back = A.PieceMove("bush", hex_of(step(18, 0)), "W")
    assert back not in state.legal_actions(0)
    state.token = "bramble"
    state.legal_cache = None
    assert back in state.legal_actions(0)


def test_power_token_landslide_throws_two_spaces():
    state = ready(("phil", "hempel"))
    state.rock = 18
    put(state, [1, 0], step(18, 0))
    _op_turn(state, "landslide")
    state.apply(0, A.Push("rock", 1, 0, "E"))
    assert state.piece([1, 0])["at"] == step(step(step(18, 0), 0), 0)


def test_power_token_drought_camp_gives_one_point():
    state = ready(("phil", "hempel"))
    _, origin, d = _approach(state, *state.island.find("camp"))
    put(state, [1, 0], origin)
    state.token = "drought"
    state.apply(1, A.Move(0, d, False, False))
    assert state.pending["kind"] == "rest"
    assert {(a.health, a.energy) for a in state.legal_actions(1)} == {(0, 1), (1, 0)}


def test_power_token_nightmare_mirage_takes_two():
    state = ready(("phil", "hempel"))
    _, origin, d = _approach(state, *state.island.find("mirage"))
    put(state, [1, 0], origin)
    state.token = "nightmare"
    state.apply(1, A.Move(0, d, False, False))
    assert state.piece([1, 0])["health"] == 2


def test_power_token_riptide_ocean_costs_energy():
    state = ready(("phil", "hempel"))
    edge = sorted(SIDES[0] - SIDES[1] - SIDES[5])[0]
    put(state, [1, 0], edge)
    state.token = "riptide"
    state.apply(1, A.Move(0, "E", False, False))
    assert state.piece([1, 0])["energy"] == 3


def test_power_token_tremor_four_actions():
    state = ready(("phil", "hempel"))
    state.wave = 0
    _op_turn(state, "tremor")
    for part in (1, 2, 3):
        state.apply(0, A.WaveMove(part, None))
    assert state.turn["op_actions"] == 1 and state.to_move() == [0]


def test_bush_anomaly_actions_in_one_turn_never_revisit_a_space_p16():
    """Two Bush actions from anomalies in one captive's turn: "The Bush cannot visit the
    same space twice in one turn" (p. 16) holds across them, its start included."""
    state = ready(("phil", "hempel"))
    plain = [s for s in range(37) if state.island.lake_of[s] < 0
             and state.island.spaces[s].kind not in ("anomaly", "knot", "portal")]
    start, d = next((s, d) for s in plain for d in range(6) if step(s, d) in plain)
    state.bush = start
    state.task_anomaly_action({"t": "anomaly_action", "piece": "bush"})
    state.apply(0, A.PieceMove("bush", hex_of(start), DIRECTION_NAMES[d]))
    assert state.bush == step(start, d)
    state.task_anomaly_action({"t": "anomaly_action", "piece": "bush"})
    back = DIRECTION_NAMES[(d + 3) % 6]
    moves = [a for a in state.legal_actions(0) if isinstance(a, A.PieceMove)]
    assert moves and all(a.direction != back for a in moves)
