"""The rulebook's worked examples as positions (pp. 9-18)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.paradox_island import actions as A
from game.games.paradox_island.island import DIRECTION_NAMES, SIDES, step
from tests.games.paradox_island.helpers import find, hex_of, kinds, neighbour_from, put, ready


def _with_neighbour(state, kind, direction):
    """A space of ``kind`` and the space you reach it from moving ``direction``."""
    for space in state.island.find(kind):
        origin = neighbour_from(space, direction)
        if origin is not None and state.island.lake_of[origin] < 0:
            return space, origin
    pytest.skip("no such spot on this island")


def test_moving_around_the_island_example_a_phil_unsafe_onto_a_portal():
    state = ready(("phil",))
    portal, origin = _with_neighbour(state, "portal", "SW")
    put(state, [1, 0], origin)
    events = state.apply(1, A.Move(0, "SW", False, False))
    arrivals = [e for e in events if e.kind == "arrived"]
    assert arrivals[0].label == state.label(portal) and arrivals[1].how == "portal"
    assert state.piece([1, 0])["at"] == state.island.twin_portal(portal)
    assert state.piece([1, 0])["energy"] == 4


def test_moving_around_the_island_example_b_phil_one_over_safely_costs_2():
    state = ready(("phil",))
    for knot in state.island.find("knot"):
        mid = neighbour_from(knot, "NE")
        origin = mid is not None and neighbour_from(mid, "NE")
        if origin:
            break
    else:
        pytest.skip("no such spot")
    put(state, [1, 0], origin)
    state.apply(1, A.Move(0, "NE", True, True))
    assert state.piece([1, 0])["at"] == knot and state.piece([1, 0])["energy"] == 2
    assert state.pending["kind"] == "activate" and state.to_move() == [1]


def test_lakes_op_chooses_the_exit_and_its_limits():
    state = ready(("theseus",))
    for lake in state.island.lakes:
        for d in range(6):
            dests = {step(s, d) for s in lake} - set(lake)
            if len(dests - {None}) >= 2:
                break
        else:
            continue
        break
    put(state, [1, 0], lake[0], lying=True)
    state.apply(1, A.Move(0, DIRECTION_NAMES[d], False, False))
    assert state.pending["kind"] == "lake_exit" and state.to_move() == [0]
    options = state.legal_actions(0)
    assert len(options) == len(dests - {None})  # never the ocean while land is offered
    state.apply(0, options[-1])
    assert state.piece([1, 0])["at"] not in lake


def test_wave_action_example_move_then_attack_two_captives():
    state = ready(("hempel", "theseus", "schrodie"))
    state.wave = 1
    corner = next(iter(SIDES[0] & SIDES[1]))
    other = sorted(SIDES[0] - SIDES[1])[1]
    inland = find(state, "camp", "A") if find(state, "camp", "A") not in set().union(*SIDES) \
        else 18
    put(state, [1, 0], corner)
    put(state, [2, 0], other)
    put(state, [3, 0], inland)
    state.turn = {"seat": 0, "over": False, "op_actions": 3, "open": None, "wave_hit": [],
                  "trail": {}}
    targets = {(a.seat, a.piece) for a in state.legal_actions(0) if a.kind == "wave_attack"}
    assert targets == {(1, 0)}
    state.apply(0, A.WaveMove(0, None))
    targets = {(a.seat, a.piece) for a in state.legal_actions(0) if a.kind == "wave_attack"}
    assert targets == {(1, 0), (2, 0)}
    state.apply(0, A.WaveAttack(1, 0))
    assert A.WaveAttack(1, 0) not in state.legal_actions(0)  # not twice in a turn
    state.apply(0, A.WaveAttack(2, 0))
    assert state.piece([1, 0])["health"] == 3 and state.piece([2, 0])["health"] == 2


def test_rock_action_push_onto_a_mirage_then_op_decides_activation():
    state = ready(("theseus",))
    mirage, captive, rock = next(
        (m, c, r) for m in state.island.find("mirage")
        if (c := neighbour_from(m, "E")) is not None and state.island.lake_of[c] < 0
        and (r := neighbour_from(c, "E")) is not None)  # the Rock west of the captive
    state.rock = rock
    put(state, [1, 0], captive)
    state.turn = {"seat": 0, "over": False, "op_actions": 3, "open": None, "wave_hit": [],
                  "trail": {}}
    push = A.Push("rock", 1, 0, "E")
    assert push in state.legal_actions(0)
    events = state.apply(0, push)
    assert "pushed" in kinds(events) and state.piece([1, 0])["at"] == mirage
    assert state.pending["kind"] == "op_activate"
    state.apply(0, A.Activate(True))
    assert state.piece([1, 0])["health"] == 2
    # Move and push are one action: the Rock may still move without spending another.
    assert state.turn["op_actions"] == 2 and any(a.kind == "piece_move"
                                                 for a in state.legal_actions(0))


def test_rock_action_push_into_the_ocean_returns_the_captive_to_its_fruit():
    state = ready(("theseus",))
    edge = sorted(SIDES[4] - SIDES[3] - SIDES[5])[0]  # bottom side, not a corner
    rock = neighbour_from(edge, "SE")
    state.rock = rock
    put(state, [1, 0], edge)
    state.turn = {"seat": 0, "over": False, "op_actions": 3, "open": None, "wave_hit": [],
                  "trail": {}}
    events = state.apply(0, A.Push("rock", 1, 0, "SE"))
    assert "in_ocean" in kinds(events)
    start = state.island.fruit_space(state.piece([1, 0])["start"])
    assert state.piece([1, 0])["at"] == start


def test_example_of_a_captives_turn_schrodie_portal_then_banana_on_a_knot():
    state = ready(("schrodie",))
    portal, origin = _with_neighbour(state, "portal", "SE")
    put(state, [1, 0], origin)
    state.board(1)["fruits"]["banana"] = "circled"
    state.apply(1, A.Move(0, "SE", False, True))
    assert state.pending["kind"] == "activate"
    state.apply(1, A.Activate(True))
    assert state.piece([1, 0])["at"] == state.island.twin_portal(portal)
    knot, east = _with_neighbour(state, "knot", "W")
    put(state, [1, 0], east)
    state.apply(1, A.Move(0, "W", False, False))
    assert state.pending["kind"] == "bonus" and state.pending["bonus"] == "no_activation"
    state.apply(1, A.UseBonus("banana", 0, ""))
    assert state.piece([1, 0])["at"] == knot
    assert state.board(1)["fruits"]["banana"] == "crossed"


def test_theseus_mission_only_the_first_portal_of_a_pair_counts():
    state = ready(("theseus",))
    portal, origin = _with_neighbour(state, "portal", "E")
    put(state, [1, 0], origin)
    state.apply(1, A.Move(0, "E", False, False))
    assert state.board(1)["marks"] == [f"portal:{state.island.spaces[portal].name}"]
    assert state.piece([1, 0])["at"] == state.island.twin_portal(portal)
    assert len(state.board(1)["marks"]) == 1


def test_ocean_example_wave_attacks_then_back_to_the_starting_fruit():
    state = ready(("theseus",))
    edge = sorted(SIDES[3] - SIDES[2] - SIDES[4])[0]
    origin = neighbour_from(edge, "SW")
    state.wave = 3
    put(state, [1, 0], origin)
    events = state.apply(1, A.Move(0, "SW", True, False))
    ocean = next(e for e in events if e.kind == "in_ocean")
    assert ocean.wave
    assert state.piece([1, 0])["health"] == 2
    assert state.piece([1, 0])["at"] == state.island.fruit_space(state.piece([1, 0])["start"])


def test_illegal_move_names_the_rule_and_changes_nothing():
    state = ready(("phil",))
    put(state, [1, 0], 18)
    state.piece([1, 0])["energy"] = 1
    before = state.state_hash()
    with pytest.raises(IllegalAction) as err:
        state.apply(1, A.Move(0, "E", True, True))
    assert "Moving around the island" in str(err.value)
    assert state.state_hash() == before
    with pytest.raises(IllegalAction):
        state.apply(0, A.EndOpTurn())
    assert state.state_hash() == before


def test_known_legal_action_count_at_the_start_of_phils_turn():
    state = ready(("phil", "hempel"))
    put(state, [1, 0], 18)
    legal = state.legal_actions(1)
    moves = [a for a in legal if a.kind == "move"]
    assert len(moves) == 24  # 6 directions x (adjacent, over) x (unsafe, safe), 4 energy
    assert hex_of(18).q == 0 and len(legal) == 24 + len(
        [a for a in legal if a.kind == "use_bonus"]) + 1
