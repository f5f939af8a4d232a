"""The rulebook's worked examples as positions (pp. 9-18, and Phil's on p. 26)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.island import (
    DIRECTION_NAMES,
    HEX_INDEX,
    SIDES,
    far_end,
    line,
    step,
)
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


# Spots found by searching islands: a ``*_spot`` helper returns a spot or None, and
# ``_island_with`` fails (it never skips) when none of the first seeds has one.


def _island_with(characters, spot_of):
    """The first island (seeds 1, 2, ...) on which ``spot_of(state)`` finds a spot."""
    for seed in range(1, 300):
        state = ready(characters, seed=seed)
        spot = spot_of(state)
        if spot:
            return state, spot
    pytest.fail("no island of the first 300 seeds has such a spot")


def _taken(state):
    """Spaces holding a piece (the captive's unused second piece included)."""
    return {state.piece(r)["at"] for r in state.on_map()} | {state.rock, state.bush}


def _land(state, space):
    """An island space outside every lake."""
    return space is not None and state.island.lake_of[space] < 0


def _free_land(state, space):
    return _land(state, space) and space not in _taken(state)


def _across(state, space, d):
    """The spaces of ``space``'s lake from it on in direction ``d``, and the space past
    them (None: the ocean): where a push "in a straight line across the entire lake"
    ends."""
    lake = state.island.lake_of[space]
    run, nxt = [space], step(space, d)
    while nxt is not None and state.island.lake_of[nxt] == lake:
        run.append(nxt)
        nxt = step(nxt, d)
    return run, nxt


def _around(lake):
    """The spaces next to a lake, outside it."""
    return {s for x in lake for d in range(6) if (s := step(x, d)) is not None} - set(lake)


def _op_turn():
    return {"seat": 0, "over": False, "op_actions": 3, "open": None, "wave_hit": [],
            "trail": {}}


def _pushes(state, ref):
    """OP's legal pushes of captive piece ``ref`` now."""
    state.legal_cache = None
    return [a for a in state.legal_actions(0)
            if isinstance(a, A.Push) and [a.seat, a.piece] == ref]


def _standing_push_spot(state):
    """A captive's lake space, a push direction across 2+ lake spaces onto free land,
    the Rock's space next to the captive, and a space next to the lake but not to it."""
    for lake in state.island.lakes:
        for captive in set(lake) - _taken(state):
            aside = sorted(s for s in _around(lake) if _free_land(state, s)
                           and all(step(s, k) != captive for k in range(6)))
            for d in range(6):
                rock = step(captive, (d + 3) % 6)
                run, landing = _across(state, captive, d)
                if aside and _free_land(state, rock) and len(run) >= 2 \
                        and _free_land(state, landing):
                    return captive, d, rock, landing, aside[0]
    return None


def test_pushing_a_captive_standing_in_a_lake_crosses_the_whole_lake_p17():
    """p. 17, Pushing: "if the captive's piece is on a lake space, it can be pushed
    strictly from an adjacent space and only to the next space in a straight line
    across the entire lake"."""
    state, (captive, d, rock, landing, aside) = _island_with(("theseus",), _standing_push_spot)
    put(state, [1, 0], captive)
    state.turn = _op_turn()
    state.rock = aside  # next to the lake, not to the captive's space
    assert _pushes(state, [1, 0]) == []
    state.rock = rock
    push = A.Push("rock", 1, 0, DIRECTION_NAMES[d])
    assert _pushes(state, [1, 0]) == [push]  # only away from the Rock
    events = state.apply(0, push)
    assert "pushed" in kinds(events)
    piece = state.piece([1, 0])
    assert piece["at"] == landing and state.island.lake_of[step(captive, d)] >= 0
    assert not piece["lying"] and state.pending["kind"] == "op_activate"


def _lying_push_spot(state, into_ocean):
    """A lying captive's lake space, a space next to the lake but not next to that space
    for the Rock, and a push direction across the lake (2+ spaces if possible) to free
    land or, with ``into_ocean``, off the island."""
    found = []
    for lake in state.island.lakes:
        for at in set(lake) - _taken(state):
            for entry in lake:
                for d in range(6):
                    rock = step(entry, (d + 3) % 6)
                    if not _free_land(state, rock) or any(step(rock, k) == at for k in range(6)):
                        continue
                    run, landing = _across(state, entry, d)
                    if (landing is None) == into_ocean and (into_ocean
                                                             or _free_land(state, landing)):
                        found.append((len(run), at, rock, d, landing))
    return max(found, default=None)


@pytest.mark.parametrize("into_ocean", [False, True], ids=["to_land", "into_the_ocean"])
def test_pushing_a_captive_lying_in_a_lake_from_any_space_next_to_it_p17(into_ocean):
    """p. 17, Pushing: "if the captive's piece is laying on its side in the lake, it can
    be pushed from any space adjacent to the lake and only to the next space in a
    straight line across the entire lake" (p. 17: "The Rock can push Schrodie and she
    will end up in the ocean"; p. 14: from the ocean back to the starting fruit)."""
    state, (_, at, rock, d, landing) = _island_with(
        ("theseus",), lambda s: _lying_push_spot(s, into_ocean))
    put(state, [1, 0], at, lying=True)
    state.turn = _op_turn()
    state.rock = rock
    push = A.Push("rock", 1, 0, DIRECTION_NAMES[d])
    assert push in _pushes(state, [1, 0])
    put(state, [1, 0], at)  # standing, the piece is out of the Rock's reach
    assert _pushes(state, [1, 0]) == []
    put(state, [1, 0], at, lying=True)
    state.legal_cache = None
    events = state.apply(0, push)
    piece = state.piece([1, 0])
    assert not piece["lying"]
    if into_ocean:
        assert "in_ocean" in kinds(events)
        assert piece["at"] == state.island.fruit_space(piece["start"])
    else:
        assert piece["at"] == landing and state.pending["kind"] == "op_activate"


def test_the_rock_cannot_push_a_captive_in_its_own_lake_p17():
    """p. 17: "If both the Rock and the captive piece are in the same lake, the Rock
    can't push the captive piece, because to the Rock ... the lake is considered one
    big space"."""
    state = ready(("theseus",))
    lake = next(lk for lk in state.island.lakes if not set(lk) & _taken(state))
    a, b = lake[0], next(s for s in lake[1:] if any(step(lake[0], k) == s for k in range(6)))
    state.turn = _op_turn()
    state.rock = a  # the captive's space is next to the Rock's
    for lying in (False, True):
        put(state, [1, 0], b, lying=lying)
        assert _pushes(state, [1, 0]) == []
    outside = next(s for k in range(6) if _free_land(state, s := step(b, k)))
    state.rock = outside  # from next to the lake the same captive can be pushed
    assert _pushes(state, [1, 0])


def _push_into_lake_spot(state):
    """A free land space with a lake space to its southwest and free land to its
    northeast (the Rock's)."""
    sw, ne = DIRECTION_NAMES.index("SW"), DIRECTION_NAMES.index("NE")
    for space in range(37):
        lake_space, rock = step(space, sw), step(space, ne)
        if (_free_land(state, space) and lake_space is not None and lake_space not in
                _taken(state) and state.island.lake_of[lake_space] >= 0
                and _free_land(state, rock)):
            return space, lake_space, rock
    return None


@pytest.mark.parametrize("lay_down", [True, False])
def test_rock_pushes_schrodie_into_a_lake_op_chooses_to_lay_her_down_p17(lay_down):
    """p. 17: "the Rock can push Schrodie southwest, and she will end up in the lake,
    with OP putting her piece on its side if they wish" ("Its activation is left to
    OP's choice")."""
    state, (space, lake_space, rock) = _island_with(("schrodie",), _push_into_lake_spot)
    put(state, [1, 0], space)
    state.turn = _op_turn()
    state.rock = rock
    state.apply(0, A.Push("rock", 1, 0, "SW"))
    piece = state.piece([1, 0])
    assert piece["at"] == lake_space and not piece["lying"]
    assert state.pending["kind"] == "op_activate" and state.to_move() == [0]
    assert state.legal_actions(0) == [A.Activate(True), A.Activate(False)]
    events = state.apply(0, A.Activate(lay_down))
    assert piece["at"] == lake_space and piece["lying"] == lay_down
    assert ("on_side" in kinds(events)) == lay_down


def _phil_exit_spot(state, kind):
    """A free land rim space, a direction from it into the ocean, and the opposite
    space of the island in line with it, a free ``kind`` space."""
    for shore in range(37):
        for d in range(6):
            if step(shore, d) is not None or not _free_land(state, shore):
                continue
            far = far_end(shore, (d + 3) % 6)
            if state.island.spaces[far].kind == kind and far not in _taken(state) and (
                    kind != "portal" or state.island.twin_portal(far) not in _taken(state)):
                return shore, d, far
    return None


def _phil_into_the_ocean(kind, safe=False):
    """Phil steps into the ocean, fruits unused (no bonus window opens), and OP asks
    whether he leaves the ocean; the state and the opposite space."""
    state, (shore, d, far) = _island_with(("phil",), lambda s: _phil_exit_spot(s, kind))
    fruits = state.board(1)["fruits"]
    fruits.update(dict.fromkeys(fruits, ""))
    put(state, [1, 0], shore)
    events = state.apply(1, A.Move(0, DIRECTION_NAMES[d], False, safe))
    assert "in_ocean" in kinds(events)
    assert state.pending["kind"] == "phil_exit" and state.to_move() == [1]
    assert line(far, d)[-1] == shore  # the far end of the line he left the island by
    return state, far


def test_phil_leave_the_ocean_onto_a_portal_it_activates_p26():
    """p. 26, Phil: "if Phil moves east, he moves to the space with Portal 1 and the
    portal is activated" (board: "When moving into the ocean, you can unsafely move
    to an opposite space of the island")."""
    state, far = _phil_into_the_ocean("portal")
    events = state.apply(1, A.Activate(True))
    arrivals = [e for e in events if e.kind == "arrived"]
    assert [a.label for a in arrivals] == [state.label(far), state.label(far)]
    assert [a.how for a in arrivals] == ["opposite", "portal"]
    assert state.piece([1, 0])["at"] == state.island.twin_portal(far)


def test_phil_leave_the_ocean_onto_an_anomaly_it_activates_p26():
    """p. 26, Phil: "if Phil moves southeast, he moves to the space with the anomaly and
    it activates" (and it counts for his mission, "Visit 5 anomalies")."""
    state, far = _phil_into_the_ocean("anomaly")
    events = state.apply(1, A.Activate(True))
    assert state.piece([1, 0])["at"] == far
    assert "anomaly_works" in kinds(events)
    assert any(e.kind == "activation" and e.active for e in events)
    assert state.board(1)["marks"] == [f"space{far}"]


@pytest.mark.parametrize("lie_down", [True, False])
def test_phil_leave_the_ocean_into_a_lake_lies_down_unless_he_declines_p26(lie_down):
    """p. 26, Phil: "if he moves southwest, he moves into a lake and his piece is laid
    on its side, unless Phil uses his ability" ("You are allowed to not activate lakes
    if you like")."""
    state, far = _phil_into_the_ocean("lake")
    state.apply(1, A.Activate(True))
    assert state.piece([1, 0])["at"] == far
    assert state.pending["kind"] == "activate" and state.to_move() == [1]
    state.apply(1, A.Activate(lie_down))
    assert state.piece([1, 0])["at"] == far and state.piece([1, 0])["lying"] == lie_down


def test_phil_declining_to_leave_the_ocean_returns_to_his_starting_fruit_p26():
    """p. 26, Phil "can choose not to return to his starting fruit": if he does not use
    the ability, the ocean's rule applies (p. 14)."""
    state, far = _phil_into_the_ocean("portal")
    events = state.apply(1, A.Activate(False))
    piece = state.piece([1, 0])
    assert piece["at"] == state.island.fruit_space(piece["start"]) != far
    assert [e.how for e in events if e.kind == "arrived"] == ["ocean_return"]


def test_phil_leaves_the_ocean_unsafely_even_after_a_safe_step_p26():
    """p. 26, Phil's board: "you can unsafely move to an opposite space of the island":
    the Bush there attacks him and the space activates without asking him."""
    state, far = _phil_into_the_ocean("fruit", safe=True)
    state.bush = far
    events = state.apply(1, A.Activate(True))
    piece = state.piece([1, 0])
    assert "attacked" in kinds(events) and (piece["health"], piece["energy"]) == (3, 2)
    assert state.board(1)["fruits"][state.island.spaces[far].name] == "circled"
    assert state.pending is None


def _one_over_spot(state):
    """A free lake and a direction in which a move a space over from its spaces reaches
    two or more island spaces outside it: each such space and the lake space it is
    reached from."""
    for lake in state.island.lakes:
        if set(lake) & _taken(state):
            continue
        for d in range(6):
            ends = {}
            for s in lake:
                mid = step(s, d)
                end = None if mid is None else step(mid, d)
                if end is not None and end not in lake:
                    ends.setdefault(end, s)
            if len(ends) >= 2 and not set(ends) & _taken(state):
                return lake, d, ends
    return None


def test_lake_example_one_over_while_lying_op_chooses_among_every_lake_space_p13():
    """p. 13, Lake: "If Theseus were to move in the same direction but a space over, OP
    would have a choice between Camp A and the anomaly with the Bush"."""
    state, (lake, d, ends) = _island_with(("theseus",), _one_over_spot)
    put(state, [1, 0], lake[0], lying=True)
    state.apply(1, A.Move(0, DIRECTION_NAMES[d], True, False))
    assert state.pending["kind"] == "lake_exit" and state.to_move() == [0]
    options = state.legal_actions(0)
    offered = [step(step(HEX_INDEX[o.space], d), d) for o in options]
    assert sorted(offered) == sorted(ends)
    events = state.apply(0, options[-1])
    assert next(e for e in events if e.kind == "arrived").space == hex_of(offered[-1])


def _safe_crossing_spot(state):
    """A land space next to a lake space, and a direction from that lake space across
    another space of the lake to free land."""
    for lake in state.island.lakes:
        for entry in set(lake) - _taken(state):
            for d in range(6):
                mid = step(entry, d)
                end = None if mid is None else step(mid, d)
                if mid not in lake or not _free_land(state, end):
                    continue
                for k in range(6):
                    origin = neighbour_from(entry, DIRECTION_NAMES[k])
                    if _free_land(state, origin) and origin != end:
                        return origin, k, entry, d, end
    return None


def test_lake_example_safe_entry_stands_then_one_over_safely_across_the_lake_p13():
    """p. 13: "Theseus moves from portal 2 to a lake space safely — his piece stands,
    the lake is not activated. Theseus declares a second action, "Moving northwest a
    space over safely". OP moves his piece across the lake space and says, "You're on
    an anomaly with health loss, would you like to activate it?"."""
    state, (origin, k, entry, d, end) = _island_with(("theseus",), _safe_crossing_spot)
    put(state, [1, 0], origin)
    state.apply(1, A.Move(0, DIRECTION_NAMES[k], False, True))
    assert state.pending["kind"] == "activate" and state.to_move() == [1]
    state.apply(1, A.Activate(False))
    piece = state.piece([1, 0])
    assert piece["at"] == entry and not piece["lying"]
    state.apply(1, A.Move(0, DIRECTION_NAMES[d], True, True))  # no lake_exit: he stands
    assert piece["at"] == end and state.island.lake_of[step(entry, d)] >= 0
    assert state.pending["kind"] == "activate" and state.to_move() == [1]
    assert piece["energy"] == 4 - 1 - 2


def _lake_pair(state):
    """Two neighbouring spaces of a free lake and the direction from the first."""
    for lake in state.island.lakes:
        if not set(lake) & _taken(state):
            for a in lake:
                for d in range(6):
                    if step(a, d) in lake:
                        return a, d, step(a, d)
    return None


def test_lake_standing_piece_moves_safely_within_the_lake_unsafely_it_lies_down_p13():
    """p. 13: "As long as a piece stands in the lake and as long as the captive moves
    safely, they can visit different spaces of the lake. However, if the captive moves
    unsafely from one space of the lake and to another, OP puts their piece on its side
    and the usual lake activation rules apply"."""
    state, (a, d, b) = _island_with(("theseus",), _lake_pair)
    put(state, [1, 0], a)
    state.apply(1, A.Move(0, DIRECTION_NAMES[d], False, True))
    state.apply(1, A.Activate(False))
    piece = state.piece([1, 0])
    assert piece["at"] == b and not piece["lying"]
    events = state.apply(1, A.Move(0, DIRECTION_NAMES[(d + 3) % 6], False, False))
    assert piece["at"] == a and piece["lying"] and "on_side" in kinds(events)


def test_lake_lying_piece_never_moves_to_another_space_of_its_lake_p13():
    """p. 13: "they cannot move a captive from one space of a lake to another space of
    the same lake if the piece is laying on its side" (nor into the ocean while an
    island space is offered)."""
    state, (a, d, b) = _island_with(("theseus",), _lake_pair)
    lake = state.island.lake_spaces(a)
    put(state, [1, 0], a, lying=True)
    events = state.apply(1, A.Move(0, DIRECTION_NAMES[d], False, False))  # a's neighbour is b
    choices = [None]
    if state.pending and state.pending["kind"] == "lake_exit":
        choices = state.legal_actions(0)
        landings = [step(HEX_INDEX[o.space], d) for o in choices]
        assert b not in landings and not set(landings) & set(lake)
    only_ocean = all(step(s, d) is None or step(s, d) in lake for s in lake)
    for choice in choices:
        after = state.clone()
        told = kinds(events) + (kinds(after.apply(0, choice)) if choice else [])
        assert after.piece([1, 0])["at"] not in lake
        assert ("in_ocean" in told) == only_ocean
