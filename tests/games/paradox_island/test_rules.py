"""Rule-by-rule checks of the book not covered by its worked examples (each test
names the book's section and page; see "Rule coverage" in the rules doc)."""

from __future__ import annotations

import copy

import pytest

from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.island import (
    CORNERS,
    DIRECTION_NAMES,
    HEX_INDEX,
    SIDES,
    SPACES,
    exit_parts,
    line,
    step,
)
from game.games.paradox_island.rules.state import ParadoxIslandState
from tests.games.paradox_island.helpers import find, hex_of, kinds, neighbour_from, put, ready

OP_TURN = {"seat": 0, "over": False, "op_actions": 3, "open": None, "wave_hit": [], "trail": {}}


def _op_turn(**changes):
    """A fresh OP turn with 3 actions (no list shared between tests)."""
    return {**copy.deepcopy(OP_TURN), **changes}


def _approach(state, space, direction="E"):
    """A non-lake space from which moving ``direction`` reaches ``space``."""
    for d in (direction, *DIRECTION_NAMES):
        origin = neighbour_from(space, d)
        if origin is not None and state.island.lake_of[origin] < 0 and origin != space:
            return origin, d
    pytest.skip("no way in")


def _arrive(state, space, safe=False, seat=1):
    origin, d = _approach(state, space)
    put(state, [seat, 0], origin)
    return state.apply(seat, A.Move(0, d, False, safe))


def test_fruit_activation_circles_the_fruit_p11():
    state = ready(("phil",))
    fruit = next(s for s in state.island.find("fruit") if s != state.piece([1, 0])["at"])
    name = state.island.spaces[fruit].name
    _arrive(state, fruit)
    assert state.board(1)["fruits"][name] == "circled"


def test_camp_restores_2_health_2_energy_or_one_each_p11():
    state = ready(("phil",))
    state.piece([1, 0]).update(health=2, energy=2)
    _arrive(state, find(state, "camp", "A"))
    assert set(state.legal_actions(1)) == {A.Rest(0, 2), A.Rest(1, 1), A.Rest(2, 0)}
    state.apply(1, A.Rest(1, 1))
    assert (state.piece([1, 0])["health"], state.piece([1, 0])["energy"]) == (3, 3)


def test_oracle_names_up_to_two_adjacent_spaces_p11():
    state = ready(("theseus",))
    oracle = find(state, "oracle")
    _arrive(state, oracle)
    assert A.AskOracle(()) in state.legal_actions(1)
    assert all(len(a.directions) <= 2 for a in state.legal_actions(1))
    events = state.apply(1, A.AskOracle(("NE", "W")))
    said = [e.label for e in events if e.kind == "oracle_answer"]
    want = [("ocean" if step(oracle, d) is None else state.label(step(oracle, d)))
            for d in (1, 3)]
    assert said == want


def test_mirage_costs_1_health_and_names_the_vision_p11():
    state = ready(("phil",))
    mirage = find(state, "mirage")
    events = _arrive(state, mirage)
    assert next(e for e in events if e.kind == "arrived").label.startswith("mirage:")
    assert state.piece([1, 0])["health"] == 3


def test_escher_knot_moves_the_piece_along_the_arrow_p11():
    state = ready(("phil",))
    knot = find(state, "knot")
    origin, d = _approach(state, knot)
    put(state, [1, 0], origin)
    events = state.apply(1, A.Move(0, d, False, False))
    out = state.island.knot_exit(knot, (DIRECTION_NAMES.index(d) + 3) % 6)
    after = step(knot, out)
    if after is None:
        assert "in_ocean" in kinds(events)
    else:
        assert [e.how for e in events if e.kind == "arrived"][1] == "knot"
        assert all(e.direction == "" for e in events if e.kind == "arrived")  # unnamed


def test_escher_knot_arrows_are_on_ops_screen_only_p11():
    state = ready(("phil",))
    rows = [r for r in state.view(0)["island"] if r["kind"] == "knot"]
    assert len(rows) == 3
    for row in rows:
        sides = sorted(s for pair in row["arrows"] for s in pair)
        assert len(row["arrows"]) == 3 and sides == sorted(DIRECTION_NAMES)
    assert "island" not in state.view(1) and "arrows" not in str(state.view(1))


def test_safe_visit_scares_the_bush_off_for_an_action_and_it_returns_p18():
    state = ready(("phil",))
    fruit = next(s for s in state.island.find("fruit") if s != state.piece([1, 0])["at"])
    state.bush = fruit
    events = _arrive(state, fruit, safe=True)
    assert "scared_off" in kinds(events) and state.bush is None
    assert state.turn["actions"][0] == 2  # one spent, one gained
    state.apply(1, A.Activate(False))
    state.apply(1, A.EndTurn())
    assert state.pending["kind"] == "return_piece" and state.pending["piece"] == "bush"


def test_unsafe_encounters_bush_attacks_rock_only_named_p18():
    state = ready(("phil",))
    fruit = next(s for s in state.island.find("fruit") if s != state.piece([1, 0])["at"])
    state.bush = fruit
    _arrive(state, fruit)
    assert (state.piece([1, 0])["health"], state.piece([1, 0])["energy"]) == (3, 3)
    state = ready(("theseus",))
    anomaly = next(s for s in state.island.find("anomaly")
                   if state.anomaly_effect(s) in ("rock", "bush", "wave", "energy"))
    state.rock = anomaly
    events = _arrive(state, anomaly)
    assert "met" in kinds(events) and "attacked" not in kinds(events)


def test_ocean_safe_with_the_wave_scares_it_off_p14():
    state = ready(("granddead",))
    edge = next(s for s in range(37) if any(step(s, d) is None for d in range(6))
                and state.island.lake_of[s] < 0)
    d = next(d for d in range(6) if step(edge, d) is None)
    put(state, [1, 0], edge)
    state.wave = exit_parts(edge, d)[0]
    events = state.apply(1, A.Move(0, DIRECTION_NAMES[d], False, True))
    assert "scared_off" in kinds(events) and state.wave is None
    assert state.board(1)["marks"] == ["scare0"]  # Granddead's mission (p. 22)


def test_perishing_on_own_turn_revives_at_once_in_a_camp_with_full_points_p18():
    state = ready(("phil",))
    state.piece([1, 0]).update(health=1, energy=1)
    _arrive(state, find(state, "mirage"))
    assert state.perishes == 1 and state.pending["kind"] == "revive"
    state.apply(1, A.Revive("B"))
    piece = state.piece([1, 0])
    assert piece["at"] == find(state, "camp", "B") and (piece["health"], piece["energy"]) == (4, 4)
    assert state.turn["actions"][0] == 1 and state.to_move() == [1]


def test_perishing_on_another_turn_revives_at_the_end_of_it_p18():
    state = ready(("phil",))
    state.piece([1, 0]).update(health=1)
    edge = next(s for s in SIDES[0] if state.island.lake_of[s] < 0)
    put(state, [1, 0], edge)
    state.wave = 0
    state.apply(1, A.EndTurn())
    state.apply(0, next(a for a in state.legal_actions(0) if a.token != "flood"))
    state.apply(0, A.WaveAttack(1, 0))
    assert state.perishes == 1 and state.pending is None and state.revive_queue == [[1, 0]]
    state.apply(0, A.EndOpTurn())
    assert state.pending["kind"] == "revive" and state.pending["seat"] == 1


def test_granddead_revives_with_one_point_less_down_to_4_p22():
    state = ready(("granddead",))
    maxima = []
    for _ in range(3):
        state.piece([1, 0])["health"] = 1
        state.hurt([1, 0], 1, 0, "test")
        state.settle()
        state.apply(1, A.Revive("A"))
        maxima.append(state.piece([1, 0])["health"])
    assert maxima == [5, 4, 4]


def test_granddead_last_point_is_health_only_p22():
    state = ready(("granddead",))
    state.piece([1, 0])["health"] = 1
    assert not any(a.kind == "move" and a.piece == 0 and (a.safe or a.over)
                   for a in state.legal_actions(1))
    state.hurt([1, 0], 0, 1, "drain")
    assert state.piece([1, 0])["health"] == 1 and state.perishes == 0


def test_achilles_second_wind_gives_two_actions_once_per_piece_p23():
    state = ready(("achilles",))
    fruit = next(s for s in state.island.find("fruit") if s != state.piece([1, 0])["at"])
    state.bush = fruit
    _arrive(state, fruit, safe=True)
    assert state.turn["actions"][0] == 3 and state.board(1)["second_wind"] == ["bush"]


def _lake_with_corner_exit():
    """A seed and a lake holding a corner whose spaces all leave into the ocean one way."""
    for seed in range(1, 80):
        state = ready(("achilles",), seed=seed)
        for lake in state.island.lakes:
            corners = [s for s in lake if s in CORNERS]
            for d in range(6):
                ends = [step(s, d) for s in lake]
                shores = [s for s, e in zip(lake, ends, strict=True) if e is None]
                if corners and all(e is None or e in lake for e in ends) and \
                        any(s not in CORNERS for s in shores):
                    return state, lake, d, next(s for s in shores if s not in CORNERS)
    pytest.skip("no such lake")


def test_achilles_leaving_a_lake_with_a_corner_while_lying_counts_p23():
    state, lake, d, shore = _lake_with_corner_exit()
    put(state, [1, 0], lake[0], lying=True)
    state.apply(1, A.Move(0, DIRECTION_NAMES[d], False, False))
    if state.pending and state.pending["kind"] == "lake_exit":
        state.apply(0, A.PickSpace(SPACES[shore]))
    corner = next(s for s in lake if s in CORNERS)
    assert f"corner{corner}" in state.board(1)["marks"]


def test_hempel_replenishes_a_used_palm_on_a_second_visit_p24():
    state = ready(("hempel",))
    start = state.piece([1, 0])["start"]
    box = state.board(1)["palms"].index(start)
    state.board(1)["palm_used"][box] = True
    events = _arrive(state, state.island.fruit_space(start))
    assert not state.board(1)["palm_used"][box] and "fruit_changed" in kinds(events)


def test_theseus_circles_the_leftmost_extra_when_meeting_a_piece_p25():
    state = ready(("theseus", "phil"))
    target = state.piece([2, 0])["at"]
    _arrive(state, target)
    assert state.board(1)["extras"][:2] == ["circled", ""]
    assert A.UseExtra(0, 0) in state.legal_actions(1) or state.pending


def _schrodie_two_over_spot(state):
    """A land space and a direction in which Schrodie's two-over move passes two mirages
    or knots and lands on a plain space (no knot, portal, lake or anomaly moves her on)."""
    taken = {state.piece(r)["at"] for r in state.on_map()}
    for origin in range(37):
        if state.island.lake_of[origin] >= 0 or origin in taken:
            continue
        for d in range(6):
            ahead = line(origin, d)[:3]
            if len(ahead) == 3 and ahead[2] not in taken and all(
                    state.island.spaces[s].kind in ("mirage", "knot") for s in ahead[:2]) \
                    and state.island.spaces[ahead[2]].kind in ("fruit", "camp", "oracle",
                                                               "mirage"):
                return origin, d, ahead
    return None


def test_schrodie_two_over_unsafely_is_free_and_only_the_last_space_counts_p27():
    """p. 27, Schrodie: her move over is two spaces over and free; "Visit 5 different
    mirages and Escher knots" counts only the space she ends on, not the two mirages or
    knots she passes over."""
    for seed in range(1, 300):
        state = ready(("schrodie",), seed=seed)
        spot = _schrodie_two_over_spot(state)
        if spot:
            break
    else:
        pytest.fail("no island of the first 300 seeds has two mirages or knots in a row")
    origin, d, (a, b, c) = spot
    put(state, [1, 0], origin)
    assert A.Move(0, DIRECTION_NAMES[d], True, False) in state.legal_actions(1)
    events = state.apply(1, A.Move(0, DIRECTION_NAMES[d], True, False))
    assert state.piece([1, 0])["energy"] == 3
    assert [e.label for e in events if e.kind == "arrived"] == [state.label(c)]
    marks = state.board(1)["marks"]
    assert f"space{a}" not in marks and f"space{b}" not in marks
    last = state.island.spaces[c].kind == "mirage"
    assert marks == ([f"space{c}"] if last else [])


def test_two_player_only_the_first_start_fruit_is_marked_p19():
    state = ready(("schrodie",))
    marks = state.view(1)["marks"]
    assert len(state.board(1)["pieces"]) == 2 and len(marks) == 1
    assert marks[0]["what"] == f"fruit:{state.piece([1, 0])['start']}"
    assert state.target == 4


def test_two_player_all_actions_of_one_piece_then_the_other_p19():
    state = ready(("phil",))
    assert state.turn["actions"] == [2, 2]
    state.piece([1, 0])["energy"] = state.piece([1, 1])["energy"] = 1
    state.apply(1, A.Restore(1))
    state.apply(1, A.Restore(0))  # piece 1 stops; piece 0 takes its actions now
    assert not any(getattr(a, "piece", None) == 1 and a.kind in ("move", "restore")
                   for a in state.legal_actions(1))


def test_power_tokens_draw_two_keep_one_the_other_under_the_stack_p15():
    state = ready(("phil",))
    top = list(state.stack[:2])
    state.wave = 0  # OP has a piece to act with, so the turn does not end at once
    state.apply(1, A.EndTurn())
    assert state.pending["kind"] == "keep_token" and state.drawn == top
    state.apply(0, A.KeepToken(top[1]))
    assert state.token == top[1] and state.stack[-1] == top[0]
    assert state.turn["op_actions"] == (4 if top[1] == "tremor" else 3)


def test_bush_cannot_visit_a_space_twice_in_a_turn_even_its_start_p16():
    state = ready(("phil",))
    state.bush = 18
    state.token = None
    state.turn = _op_turn(trail={"bush": [state.place_key(18)]})
    d = next((d for d in range(6) if step(18, d) is not None
              and state.island.lake_of[step(18, d)] < 0 and state.island.lake_of[18] < 0
              and state.island.spaces[step(18, d)].kind not in ("portal", "knot")), None)
    if d is None:
        pytest.skip("centre in a lake")
    state.apply(0, A.PieceMove("bush", SPACES[18], DIRECTION_NAMES[d]))
    back = A.PieceMove("bush", SPACES[step(18, d)], DIRECTION_NAMES[(d + 3) % 6])
    assert back not in state.legal_actions(0) and state.bush == step(18, d)


def test_a_completed_mission_ends_the_game_at_once_p18():
    state = ready(("phil",))
    state.board(1)["marks"] = ["a", "b", "c", "d"]
    anomaly = next(s for s in state.island.find("anomaly"))
    _arrive(state, anomaly, safe=True)
    assert state.outcome().winners == (1,)


def test_captive_can_ask_what_space_any_captive_is_on_p8():
    state = ready(("phil", "hempel"))
    other = state.view(1)["captives"][1]["pieces"][0]
    assert other["label"] == state.label(state.piece([2, 0])["at"])


def test_round_limit_designers_choice_op_wins_after_it():
    state = ready(("phil",), round_limit=40)
    state.round = 40
    state.apply(1, A.EndTurn())
    state.apply(0, state.legal_actions(0)[0])  # keep a token; OP has no piece on the map
    state.apply(0, A.EndOpTurn())  # OP ends its own turn (nothing hidden ends it early)
    assert state.outcome().winners == (0,) and "round limit" in state.outcome().reason


def test_setup_bush_fruit_is_announced_rock_and_wave_are_not_p5():
    state = ParadoxIslandState.new({"island": "random", "round_limit": 100}, 2, 3)
    state.apply(0, A.PlaceWave(2))
    state.apply(0, state.legal_actions(0)[0])
    events = state.apply(0, state.legal_actions(0)[0])
    shown = [e.for_seat(1) for e in events if e.kind == "op_piece_placed"]
    assert shown[0].label.startswith("fruit:") and shown[0].space is None
    assert state.notebooks[1][-2]["label"] == "" and state.notebooks[1][-3]["part"] == -1


def test_op_wins_when_captives_have_perished_5_times_p7():
    state = ready(("phil", "hempel"))
    state.perishes = 4
    state.piece([1, 0])["health"] = 1
    _arrive(state, find(state, "mirage"))
    assert state.outcome().winners == (0,)


def test_ocean_return_bush_on_the_starting_fruit_cannot_attack_p14():
    state = ready(("theseus", "phil"))
    start = state.island.fruit_space(state.piece([1, 0])["start"])
    state.bush = start
    edge = next(s for s in range(37) if any(step(s, d) is None for d in range(6))
                and state.island.lake_of[s] < 0 and s != start)
    put(state, [1, 0], edge)
    d = next(d for d in range(6) if step(edge, d) is None)
    events = state.apply(1, A.Move(0, DIRECTION_NAMES[d], False, False))
    assert state.piece([1, 0])["at"] == start and "attacked" not in kinds(events)


def test_phil_immunity_stops_the_named_piece_until_his_next_turn_p26():
    state = ready(("phil", "hempel"))
    state.board(1)["fruits"]["lime"] = "circled"
    state.apply(1, A.UseBonus("lime", 0, "bush"))
    fruit = next(s for s in state.island.find("fruit") if s != state.piece([1, 0])["at"])
    state.bush = fruit
    _arrive(state, fruit)
    assert state.piece([1, 0])["health"] == 4


def test_hempel_two_player_mission_skips_both_starting_fruits_p24():
    state = ready(("hempel",))
    starts = {p["start"] for p in state.board(1)["pieces"]}
    assert len(starts) == 2
    for fruit in starts:
        state.visit([1, 0], state.island.fruit_space(fruit))
    assert state.board(1)["marks"] == []
    other = next(f for f in ("orange", "banana", "grapes", "lime") if f not in starts)
    state.visit([1, 0], state.island.fruit_space(other))
    assert state.board(1)["marks"] == [f"fruit:{other}"]


def test_bush_through_a_portal_has_visited_the_exit_p16():
    state = ready(("phil",))
    portal = find(state, "portal")
    twin = state.island.twin_portal(portal)
    origin, d = _approach(state, portal)
    state.bush = origin
    state.token = None
    state.turn = _op_turn(trail={"bush": [state.place_key(origin)]})
    state.apply(0, A.PieceMove("bush", SPACES[origin], d))
    state.apply(0, A.Activate(True))
    assert state.bush == twin and state.place_key(twin) in state.turn["trail"]["bush"]


def _bush_onto(state, space, visited=(), token=None):
    """The Bush steps onto ``space`` in OP's turn, having visited ``visited`` already."""
    origin, d = _approach(state, space)
    state.bush = origin
    state.token = token
    trail = [state.place_key(origin), *(state.place_key(s) for s in visited)]
    state.turn = _op_turn(trail={"bush": trail})
    state.apply(0, A.PieceMove("bush", SPACES[origin], d))
    assert state.pending["kind"] == "op_piece_activate"


def test_bush_may_not_activate_a_portal_back_to_a_visited_space_p16():
    state = ready(("phil",))
    portal = find(state, "portal")
    twin = state.island.twin_portal(portal)
    _bush_onto(state, portal, visited=[twin])
    assert state.legal_actions(0) == [A.Activate(False)]
    state.apply(0, A.Activate(False))
    assert state.bush == portal  # designer's choice: it stays, unactivated


def test_bramble_lets_the_bush_activate_a_portal_back_to_a_visited_space_p16():
    state = ready(("phil",))
    portal = find(state, "portal")
    _bush_onto(state, portal, visited=[state.island.twin_portal(portal)], token="bramble")
    assert A.Activate(True) in state.legal_actions(0)


def test_bush_may_not_activate_a_knot_back_to_a_visited_space_p16():
    state = ready(("phil",))
    for knot in state.island.find("knot"):
        origin, d = _approach(state, knot)
        out = state.island.knot_exit(knot, (DIRECTION_NAMES.index(d) + 3) % 6)
        landing = step(knot, out)
        if landing is not None and landing != origin:
            break
    else:
        pytest.skip("no knot with an island exit")
    _bush_onto(state, knot, visited=[landing])
    assert state.legal_actions(0) == [A.Activate(False)]


def test_hurricane_bush_portal_choice_leaves_out_visited_portals_p16_p20():
    state = ready(("phil",))
    portals = state.island.find("portal")
    portal, seen = portals[0], portals[1]
    _bush_onto(state, portal, visited=[seen], token="hurricane")
    state.apply(0, A.Activate(True))
    offered = {a.space for a in state.legal_actions(0)}
    assert SPACES[seen] not in offered and offered == {
        SPACES[p] for p in portals if p not in (portal, seen)}


def test_hurricane_bush_with_every_other_portal_visited_cannot_activate_p16_p20():
    state = ready(("phil",))
    portals = state.island.find("portal")
    _bush_onto(state, portals[0], visited=portals[1:], token="hurricane")
    assert state.legal_actions(0) == [A.Activate(False)]


def test_ivy_free_step_does_not_take_the_bush_back_to_a_visited_space_p16_p20():
    state = ready(("phil",))
    anomalies = state.island.find("anomaly")
    exit_ = anomalies[1]
    back = next(s for d in range(6) if (s := step(exit_, d)) is not None
                and state.island.lake_of[s] < 0 and s != anomalies[0])
    _bush_onto(state, anomalies[0], visited=[back], token="ivy")
    state.apply(0, A.Activate(True))
    state.apply(0, A.PickSpace(SPACES[exit_]))
    assert state.pending["kind"] == "free_step"
    offered = {step(exit_, DIRECTION_NAMES.index(a.direction))
               for a in state.legal_actions(0) if isinstance(a, A.PieceMove)}
    assert back not in offered and offered


def test_turn_order_left_of_op_first_then_clockwise_op_last_p9():
    state = ready(("phil", "hempel", "theseus"))
    state.wave = 0  # OP has a piece to act with
    assert state.to_move() == [1]
    first = state.round
    for seat in (1, 2, 3):
        assert state.turn["seat"] == seat
        state.apply(seat, A.EndTurn())
    assert state.turn["seat"] == 0 and state.round == first
    state.apply(0, state.legal_actions(0)[0])  # keep a token
    state.apply(0, A.EndOpTurn())
    assert state.turn["seat"] == 1 and state.round == first + 1


def _edge(state, avoid=()):
    """A non-lake space on the rim and a direction from it into the ocean."""
    for s in range(37):
        if state.island.lake_of[s] < 0 and s not in avoid:
            for d in range(6):
                if step(s, d) is None:
                    return s, DIRECTION_NAMES[d]
    pytest.skip("no rim space")


@pytest.mark.parametrize("piece", ["bush", "rock"])
def test_bush_or_rock_in_the_ocean_ends_its_action_and_returns_unnamed_p15(piece):
    state = ready(("phil",))
    kind = "fruit" if piece == "bush" else "anomaly"
    taken = state.island.find(kind)[0]
    put(state, [1, 0], taken)
    edge, d = _edge(state, avoid=[taken])
    setattr(state, piece, edge)
    state.wave = 0  # OP still has a piece to act with
    state.token = None
    state.turn = _op_turn(trail={piece: [state.place_key(edge)]})
    events = state.apply(0, A.PieceMove(piece, SPACES[edge], d))
    assert getattr(state, piece) is None and "op_piece_gone" in kinds(events)
    assert state.turn["open"] is None and state.turn["op_actions"] == 2  # no push half left
    assert not any(getattr(a, "by", None) == piece or getattr(a, "piece", None) == piece
                   for a in state.legal_actions(0) if not isinstance(a, A.EndOpTurn))
    state.apply(0, A.EndOpTurn())
    assert state.pending["kind"] == "return_piece" and state.pending["piece"] == piece
    offered = {a.space for a in state.legal_actions(0)}
    occupied = {state.piece(r)["at"] for r in state.on_map()}
    assert taken in occupied
    assert offered == {SPACES[s] for s in state.island.find(kind) if s not in occupied}
    events = state.apply(0, A.PickSpace(sorted(offered)[0]))
    back = [e.for_seat(1) for e in events if e.kind == "op_piece_back"]
    assert back and back[0].space is None and getattr(state, piece) is not None


def _lake_and_part(state):
    """A lake with a space on ocean part k and another space off it."""
    for lake in state.island.lakes:
        for k in range(6):
            on = [s for s in lake if s in SIDES[k]]
            off = [s for s in lake if s not in SIDES[k]]
            if on and off:
                return lake, k, on[0], off[0]
    pytest.skip("no lake on the rim")


def test_op_pieces_treat_a_lake_as_one_space_p15():
    state = ready(("phil",))
    lake = state.island.lakes[0]
    state.rock = lake[0]
    state.token = None
    state.turn = _op_turn(trail={"rock": [state.place_key(lake[0])]})
    moves = [a for a in state.legal_actions(0) if isinstance(a, A.PieceMove) and a.piece == "rock"]
    reached = {step(HEX_INDEX[a.start], DIRECTION_NAMES.index(a.direction)) for a in moves}
    around = {step(s, d) for s in lake for d in range(6)} - set(lake)
    assert reached == around  # any space next to the lake, none inside it
    # The Bush entering a lake meets a captive on any of its spaces.
    put(state, [1, 0], lake[-1])
    origin, d = next((o, d) for s in lake[:-1] for d in DIRECTION_NAMES
                     if (o := neighbour_from(s, d)) is not None and o not in lake
                     and state.island.lake_of[o] < 0)
    state.bush = origin
    state.turn = _op_turn(trail={"bush": [state.place_key(origin)]})
    state.legal_cache = None
    events = state.apply(0, A.PieceMove("bush", SPACES[origin], d))
    assert "attacked" in kinds(events) and state.piece([1, 0])["health"] == 3


def test_wave_attacks_a_captive_in_a_lake_standing_or_lying_p16():
    state = ready(("phil",))
    lake, k, on, off = _lake_and_part(state)
    state.wave = k
    state.token = None
    state.turn = _op_turn()
    put(state, [1, 0], on)
    assert A.WaveAttack(1, 0) in state.legal_actions(0)
    put(state, [1, 0], off)
    state.legal_cache = None
    assert A.WaveAttack(1, 0) not in state.legal_actions(0)
    put(state, [1, 0], off, lying=True)
    state.legal_cache = None
    assert A.WaveAttack(1, 0) in state.legal_actions(0)
    state.apply(0, A.WaveAttack(1, 0))
    assert A.WaveAttack(1, 0) not in state.legal_actions(0)  # once per OP turn


def test_several_perished_off_turn_revive_in_turn_order_from_ops_left_p18():
    state = ready(("phil", "hempel"))
    rim = [s for s in SIDES[0] if state.island.lake_of[s] < 0]
    for seat, space in ((1, rim[0]), (2, rim[1])):
        put(state, [seat, 0], space)
        state.piece([seat, 0])["health"] = 1
    state.wave = 0
    state.token = None
    state.turn = _op_turn()
    state.apply(0, A.WaveAttack(2, 0))
    state.apply(0, A.WaveAttack(1, 0))
    assert state.perishes == 2
    state.apply(0, A.EndOpTurn())
    assert state.pending["kind"] == "revive" and state.pending["who"] == [1, 0]
    state.apply(1, A.Revive("A"))
    assert state.pending["kind"] == "revive" and state.pending["who"] == [2, 0]


def _arrive_with(state, ref, space, safe=False):
    """Captive piece ``ref`` steps onto ``space`` from a non-lake neighbour."""
    origin, d = _approach(state, space)
    put(state, ref, origin)
    return state.apply(ref[0], A.Move(ref[1], d, False, safe))


def test_two_player_both_pieces_have_the_boards_points_kept_apart_p19():
    state = ready(("schrodie",))
    pieces = state.board(1)["pieces"]
    assert [(p["health"], p["energy"]) for p in pieces] == [(4, 3), (4, 3)]
    _arrive_with(state, [1, 1], find(state, "mirage"))
    assert (pieces[1]["health"], pieces[0]["health"]) == (3, 4)
    assert pieces[1]["energy"] == 3 and pieces[0]["energy"] == 3


def test_two_player_a_bonus_serves_either_piece_but_only_once_p19():
    state = ready(("phil",))
    state.board(1)["fruits"]["lime"] = "circled"
    legal = state.legal_actions(1)
    assert A.UseBonus("lime", 0, "bush") in legal and A.UseBonus("lime", 1, "bush") in legal
    state.apply(1, A.UseBonus("lime", 1, "bush"))
    assert state.board(1)["fruits"]["lime"] == "crossed"
    assert not any(isinstance(a, A.UseBonus) and a.fruit == "lime" for a in state.legal_actions(1))


@pytest.mark.parametrize("other", ["rock", "captive"])
def test_granddead_restores_2_when_two_other_pieces_meet_p22(other):
    state = ready(("granddead", "phil"))
    board = state.board(1)
    board["fruits"]["grapes"] = "circled"
    state.piece([1, 0])["health"] = 3
    target = next(s for s in state.island.find("fruit") if s != state.piece([1, 0])["at"])
    if other == "rock":  # "When two OP pieces encounter each other, this bonus also works"
        state.rock = target
        put(state, [2, 0], find(state, "camp", "A"))
    else:
        put(state, [2, 0], target)
    origin, d = _approach(state, target)
    assert origin != state.piece([1, 0])["at"]
    state.bush = origin
    state.token = None
    state.turn = _op_turn(trail={"bush": [state.place_key(origin)]})
    state.apply(0, A.PieceMove("bush", SPACES[origin], d))
    assert state.pending["kind"] == "bonus" and state.pending["bonus"] == "meet_boost"
    assert state.pending["who"] == [1, 0]
    state.apply(1, A.UseBonus("grapes", 0, ""))
    assert state.piece([1, 0])["health"] == 5 and board["fruits"]["grapes"] == "crossed"


def test_granddead_spots_an_op_piece_for_himself_alone_p22():
    state = ready(("granddead", "phil"))
    state.board(1)["fruits"]["orange"] = "circled"
    state.bush = find(state, "fruit")
    events = state.apply(1, A.UseBonus("orange", 0, "bush"))
    spotted = next(e for e in events if e.kind == "piece_spotted")
    assert spotted.for_seat(1).space == SPACES[state.bush]
    assert spotted.for_seat(2).space is None and spotted.for_seat(2).label == ""


def test_granddead_spots_a_piece_that_is_off_the_island_p22():
    """Spotting the Rock while it is off the island, with the Wave in a lake, says "gone"."""
    state = ready(("granddead", "phil"))
    state.board(1)["fruits"]["orange"] = "circled"
    state.rock, state.wave_lake = None, 0
    events = state.apply(1, A.UseBonus("orange", 0, "rock"))
    spotted = next(e for e in events if e.kind == "piece_spotted")
    assert spotted.for_seat(1).label == "gone" and spotted.for_seat(1).space is None


def test_granddead_from_the_ocean_safely_back_to_the_space_he_left_p22():
    state = ready(("granddead", "phil"))
    state.board(1)["fruits"]["lime"] = "circled"
    edge, d = _edge(state)
    put(state, [1, 0], edge)
    state.apply(1, A.Move(0, d, False, False))
    assert state.pending["kind"] == "bonus" and state.pending["bonus"] == "ocean_back"
    state.apply(1, A.UseBonus("lime", 0, ""))
    assert state.piece([1, 0])["at"] == edge


def _straight(state, count, kinds_ok=("fruit", "camp", "mirage", "oracle")):
    """A non-lake start, a direction and the space ``count`` steps on, none of them a lake."""
    for s in range(37):
        for d in range(6):
            ahead = line(s, d)[:count]
            if (len(ahead) == count and all(state.island.lake_of[x] < 0 for x in [s, *ahead])
                    and state.island.spaces[ahead[-1]].kind in kinds_ok):
                return s, DIRECTION_NAMES[d], ahead[-1]
    pytest.skip("no straight run")


def test_achilles_sprint_moves_1_to_6_spaces_straight_for_one_action_p23():
    state = ready(("achilles", "phil"))
    state.board(1)["fruits"]["orange"] = "circled"
    start, d, landing = _straight(state, 3)
    put(state, [1, 0], start)
    options = {a.option for a in state.legal_actions(1)
               if isinstance(a, A.UseBonus) and a.fruit == "orange"}
    assert {f"{n}:{d}:unsafe" for n in range(1, 7)} <= options
    state.apply(1, A.UseBonus("orange", 0, f"3:{d}:unsafe"))
    piece = state.piece([1, 0])
    assert piece["at"] == landing and piece["energy"] == 4 and state.turn["actions"][0] == 1


def test_achilles_from_the_ocean_safely_to_a_captive_of_his_choice_p23():
    state = ready(("achilles", "phil"))
    state.board(1)["fruits"]["banana"] = "circled"
    edge, d = _edge(state)
    other = state.piece([2, 0])["at"]
    put(state, [1, 0], edge)
    state.apply(1, A.Move(0, d, False, False))
    assert state.pending["kind"] == "bonus" and state.pending["bonus"] == "ocean_to_captive"
    state.apply(1, A.UseBonus("banana", 0, "2.0"))
    assert state.piece([1, 0])["at"] == other


def test_achilles_third_bonus_gains_an_action_p23():
    state = ready(("achilles", "phil"))
    state.board(1)["fruits"]["apple"] = "circled"
    state.apply(1, A.UseBonus("apple", 0, ""))
    assert state.turn["actions"][0] == 3


def _hempel(box, fruit):
    state = ready(("hempel", "phil"))
    board = state.board(1)
    board["palms"][box] = fruit
    board["fruits"][fruit] = "circled"
    return state


def test_hempel_six_around_names_the_spaces_without_directions_p24():
    state = _hempel(0, "grapes")
    at = state.piece([1, 0])["at"]
    events = state.apply(1, A.UseBonus("grapes", 0, ""))
    named = next(e for e in events if e.kind == "spaces_named")
    around = ["ocean" if step(at, d) is None else state.label(step(at, d)) for d in range(6)]
    assert sorted(named.labels) == sorted(around) and named.direction == ""


def test_hempel_restores_1_health_or_2_energy_p24():
    state = _hempel(3, "apple")
    piece = state.piece([1, 0])
    piece.update(health=2, energy=1)
    state.apply(1, A.UseBonus("apple", 0, "energy"))
    assert (piece["health"], piece["energy"]) == (2, 3)


def test_hempel_free_leap_one_space_over_without_spending_p24():
    state = _hempel(5, "lime")
    start, d, landing = _straight(state, 2)
    put(state, [1, 0], start)
    state.apply(1, A.UseBonus("lime", 0, f"{d}:safe"))
    piece = state.piece([1, 0])
    assert piece["at"] == landing and piece["energy"] == 4 and state.turn["actions"][0] == 2


def test_theseus_safely_back_to_a_fruit_he_visited_p25():
    state = ready(("theseus", "phil"))
    board = state.board(1)
    board["fruits"]["banana"] = "circled"
    board["visited_fruits"] = ["apple"]
    options = [a.option for a in state.legal_actions(1)
               if isinstance(a, A.UseBonus) and a.fruit == "banana"]
    assert options == ["apple"]
    state.apply(1, A.UseBonus("banana", 0, "apple"))
    assert state.piece([1, 0])["at"] == state.island.fruit_space("apple")


def test_theseus_replenishes_a_crossed_fruit_of_another_bonus_p25():
    state = ready(("theseus", "phil"))
    fruits = state.board(1)["fruits"]
    fruits.update(orange="circled", banana="crossed", apple="crossed")
    options = {a.option for a in state.legal_actions(1)
               if isinstance(a, A.UseBonus) and a.fruit == "orange"}
    assert options == {"banana"}  # apple feeds the replenish bonus itself
    state.apply(1, A.UseBonus("orange", 0, "banana"))
    assert fruits["banana"] == "circled" and fruits["orange"] == "crossed"


def test_theseus_bonus_circles_the_leftmost_additional_bonus_p25():
    state = ready(("theseus", "phil"))
    board = state.board(1)
    board["fruits"]["strawberry"] = "circled"
    board["extras"][0] = "used"
    state.apply(1, A.UseBonus("strawberry", 0, ""))
    assert board["extras"][:3] == ["used", "circled", ""]


def _into_lake(state, ref):
    """Put ``ref`` on a non-lake space next to a lake; the direction into it."""
    for lake in state.island.lakes:
        for s in lake:
            for d in DIRECTION_NAMES:
                origin = neighbour_from(s, d)
                if origin is not None and state.island.lake_of[origin] < 0:
                    put(state, ref, origin)
                    return s, d
    pytest.skip("no lake")


def test_phil_may_leave_a_lake_unactivated_others_lie_down_p26():
    state = ready(("phil", "hempel"))
    entry, d = _into_lake(state, [1, 0])
    state.apply(1, A.Move(0, d, False, False))
    assert state.pending["kind"] == "activate" and state.pending["seat"] == 1
    state.apply(1, A.Activate(False))
    assert state.piece([1, 0])["at"] == entry and not state.piece([1, 0])["lying"]
    state.apply(1, A.EndTurn())
    entry, d = _into_lake(state, [2, 0])
    state.apply(2, A.Move(0, d, False, False))
    assert state.piece([2, 0])["lying"]  # anyone else: an unsafe lake always activates


def test_phil_restores_1_health_and_1_energy_when_visiting_an_anomaly_p26():
    state = ready(("phil", "hempel"))
    state.board(1)["fruits"]["orange"] = "circled"
    piece = state.piece([1, 0])
    piece.update(health=2, energy=3)
    _arrive(state, find(state, "anomaly"), safe=True)
    assert state.pending["kind"] == "bonus" and state.pending["bonus"] == "anomaly_boost"
    state.apply(1, A.UseBonus("orange", 0, ""))
    assert (piece["health"], piece["energy"]) == (3, 3)  # the safe move cost 1 energy


def test_phil_line_scan_names_every_space_that_way_in_random_order_p26():
    state = ready(("phil", "hempel"))
    state.board(1)["fruits"]["apple"] = "circled"
    at = state.piece([1, 0])["at"]
    d = next(d for d in range(6) if len(line(at, d)) >= 2)
    events = state.apply(1, A.UseBonus("apple", 0, DIRECTION_NAMES[d]))
    named = next(e for e in events if e.kind == "spaces_named")
    assert sorted(named.labels) == sorted(state.label(s) for s in line(at, d))


def test_schrodie_wins_on_5_different_mirages_and_knots_p27():
    state = ready(("schrodie", "phil"))
    spaces = state.island.find("mirage") + state.island.find("knot")
    for s in spaces[:4]:
        state.visit([1, 0], s)
    state.visit([1, 0], spaces[0])  # the same space again does not count
    state.visit([1, 0], find(state, "fruit"))
    assert len(state.board(1)["marks"]) == 4 and state.outcome() is None
    state.visit([1, 0], spaces[4])
    assert state.outcome().winners == (1,)


def test_schrodie_peek_names_the_space_next_to_any_piece_p27():
    state = ready(("schrodie", "phil"))
    state.board(1)["fruits"]["grapes"] = "circled"
    state.bush = find(state, "fruit")
    d = next(d for d in range(6) if step(state.bush, d) is not None)
    events = state.apply(1, A.UseBonus("grapes", 0, f"bush:{DIRECTION_NAMES[d]}"))
    named = next(e for e in events if e.kind == "spaces_named")
    assert named.labels == (state.label(step(state.bush, d)),)
    other = state.piece([2, 0])["at"]
    state.board(1)["fruits"]["apple"] = "circled"
    edge = next((d for d in range(6) if step(other, d) is None), 0)
    events = state.apply(1, A.UseBonus("apple", 0, f"2.0:{DIRECTION_NAMES[edge]}"))
    named = next(e for e in events if e.kind == "spaces_named")
    nxt = step(other, edge)
    assert named.labels == ("ocean" if nxt is None else state.label(nxt),)


def test_the_game_ends_at_the_scare_that_completes_the_mission_p18():
    """"The game ends immediately as soon as one player ... completes their mission"
    (p. 18): Granddead at 4/5 who safely reaches the Bush and the Rock together wins
    on the first scare-off; the second piece is not scared, nothing more is said."""
    state = ready(("granddead", "phil"))
    board = state.board(1)
    board["marks"] = [f"scare{n}" for n in range(4)]
    fruit = next(s for s in state.island.find("fruit")
                 if all(p["at"] != s for b in state.captives for p in b["pieces"]))
    state.bush = state.rock = fruit
    events = _arrive(state, fruit, safe=True)
    assert state.outcome() is not None and state.outcome().winners == (1,)
    assert len(board["marks"]) == 5
    assert kinds(events).count("scared_off") == 1 and kinds(events).count("game_won") == 1
    assert kinds(events)[-1] == "game_won" and state.rock == fruit


def test_a_flood_that_perishes_the_last_captive_ends_the_game_at_once_p18():
    """With the fifth perish OP has won at once (p. 7, 18): the Wave flooding a lake
    attacks no one after it (Flood, p. 20: "Wave attacks each captive")."""
    state = ready(("phil", "hempel"))
    lake = state.island.lakes[0]
    put(state, [1, 0], lake[0])
    put(state, [2, 0], lake[1])
    for seat in (1, 2):
        state.piece([seat, 0]).update(health=1)
    state.perishes = state.target - 1
    state.wave = 0
    state.token = "flood"
    state.turn = {"seat": 0, "over": False, "op_actions": 3, "open": None, "wave_hit": [],
                  "trail": {}}
    state.apply(0, A.WaveMove(-1, hex_of(lake[0])))
    assert state.outcome() is not None and state.outcome().winners == (0,)
    assert state.perishes == state.target
    assert state.piece([2, 0])["health"] == 1  # the second captive was not attacked
