"""The points the second audit decided with the book quoted (see "Designer's choices"
in the rules doc): Phil's lakes under a push, Granddead's spotted Wave in a lake, the
Flood's Wave once the token expires, the Bush under Lithophytes, Seaweed's crossing,
Wave moves, and the order of setup steps 6 and 8."""

from __future__ import annotations

from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules import events as E
from game.games.paradox_island.rules.island import DIRECTION_NAMES, SPACES, far_end, step
from game.games.paradox_island.rules.state import ParadoxIslandState
from tests.games.paradox_island.helpers import find, hex_of, kinds, neighbour_from, put, ready


def _op_turn(state, token=None):
    state.token = token
    state.turn = {"seat": 0, "over": False, "op_actions": 3, "open": None, "wave_hit": [],
                  "trail": {}}


def _push_into_lake(characters=("phil", "hempel")):
    """A captive on land next to a lake, the Rock behind it: the push direction and the
    lake space it lands on."""
    for seed in range(1, 200):
        state = ready(characters, seed=seed)
        for lake in state.island.lakes:
            for s in lake:
                for d in range(6):
                    before = step(s, (d + 3) % 6)
                    rock = before is not None and step(before, (d + 3) % 6)
                    if rock and all(state.island.lake_of[x] < 0 for x in (before, rock)):
                        put(state, [1, 0], before)
                        state.rock = rock
                        _op_turn(state)
                        return state, DIRECTION_NAMES[d], s
    raise AssertionError("no island with such a spot")


def test_phil_may_refuse_a_lake_op_activates_after_a_push_p26():
    """p. 26: "After visiting a lake, Phil can choose not to activate it, even if the
    movement was unsafe"; his ability is "always in effect" (p. 9), so it holds when
    OP's push puts him in a lake and OP activates it (p. 17: "Its activation is left to
    OP's choice")."""
    state, d, lake_space = _push_into_lake()
    state.apply(0, A.Push("rock", 1, 0, d))
    assert state.pending["kind"] == "op_activate"
    state.apply(0, A.Activate(True))
    assert state.pending["kind"] == "activate" and state.to_move() == [1]
    events = state.apply(1, A.Activate(False))
    piece = state.piece([1, 0])
    assert piece["at"] == lake_space and not piece["lying"] and "on_side" not in kinds(events)


def test_anyone_but_phil_lies_down_when_op_activates_the_lake_p17():
    state, d, _ = _push_into_lake(("hempel", "phil"))
    state.apply(0, A.Push("rock", 1, 0, d))
    state.apply(0, A.Activate(True))
    assert state.piece([1, 0])["lying"] and state.pending is None


def test_granddead_spots_a_flooded_wave_on_its_lake_never_the_ocean_p8_p21():
    """p. 8: "OP cannot lie to the captives"; the Wave standing in a lake (Flood) is
    marked on that lake, named as the lake."""
    state = ready(("granddead", "phil"))
    state.board(1)["fruits"]["orange"] = "circled"
    state.wave, state.wave_lake = None, 1
    lake = state.island.lakes[1]
    events = state.apply(1, A.UseBonus("orange", 0, "wave"))
    spotted = next(e for e in events if e.kind == "piece_spotted").for_seat(1)
    assert spotted.label == state.label(lake[0]) and spotted.label.startswith("lake:")
    assert set(spotted.lake_spaces) == {SPACES[s] for s in lake} and spotted.part == -1
    other = next(e for e in events if e.kind == "piece_spotted").for_seat(2)
    assert other.label == "" and other.lake_spaces == ()
    mark = state.view(1)["marks"][-1]
    assert mark["what"] == "wave" and len(mark["lake_spaces"]) == 3


def test_granddead_spots_the_wave_in_its_ocean_part_p21():
    state = ready(("granddead", "phil"))
    state.board(1)["fruits"]["orange"] = "circled"
    state.wave = 4
    events = state.apply(1, A.UseBonus("orange", 0, "wave"))
    spotted = next(e for e in events if e.kind == "piece_spotted")
    assert (spotted.label, spotted.part) == ("ocean", 4)


def _flood_lake_with_neighbour(state):
    """A lake and a land space next to it."""
    for n, lake in enumerate(state.island.lakes):
        for s in lake:
            for d in range(6):
                nxt = step(s, d)
                if nxt is not None and state.island.lake_of[nxt] < 0:
                    return n, nxt
    raise AssertionError("no lake shore")


def test_flood_wave_attacks_next_to_its_lake_only_while_the_token_holds_p20():
    """p. 20: "While the Wave is in a lake, it can, as part of its action, attack a
    captive on any space adjacent to that lake ... After the token expires, the Wave
    remains in the lake until OP moves it" -- it stays, and no longer attacks from
    there (a power token is in effect "until the start of OP's next turn", p. 15)."""
    state = ready(("phil", "hempel"))
    lake, shore = _flood_lake_with_neighbour(state)
    put(state, [1, 0], shore)
    state.wave, state.wave_lake = None, lake
    _op_turn(state, "flood")
    assert A.WaveAttack(1, 0) in state.legal_actions(0)
    _op_turn(state, "gale")
    state.legal_cache = None
    legal = state.legal_actions(0)
    assert A.WaveAttack(1, 0) not in legal
    assert {a.part for a in legal if isinstance(a, A.WaveMove)} == set(range(6))


def test_flood_wave_attacks_a_captive_next_to_the_lake_not_one_in_it_p20():
    """"attack a captive on any space adjacent to that lake": a captive in the lake met
    the Wave when either came (the encounter rules)."""
    state = ready(("phil", "hempel"))
    lake, _ = _flood_lake_with_neighbour(state)
    put(state, [1, 0], state.island.lakes[lake][0])
    state.wave, state.wave_lake = None, lake
    _op_turn(state, "flood")
    assert A.WaveAttack(1, 0) not in state.legal_actions(0)


def test_flood_wave_left_in_a_lake_still_meets_captives_who_come_in_p20():
    """"Subsequently, if captives move into the lake with the Wave, standard encounter
    or scare-off rules apply" -- after the token too."""
    state = ready(("phil", "hempel"))
    lake, shore = _flood_lake_with_neighbour(state)
    state.wave, state.wave_lake, state.token = None, lake, None
    entry = next(s for s in state.island.lakes[lake] for d in range(6) if step(s, d) == shore)
    d = next(d for d in range(6) if step(shore, d) == entry)
    put(state, [1, 0], shore)
    state.board(1)["fruits"].update({f: "" for f in state.board(1)["fruits"]})
    events = state.apply(1, A.Move(0, DIRECTION_NAMES[d], False, False))
    assert any(e.kind == "attacked" and e.by == "wave" for e in events)


def _bush_beside(state, token):
    """The Bush on a land space next to captive 1 (on a camp)."""
    target = find(state, "camp", "A")
    put(state, [1, 0], target)
    for d in DIRECTION_NAMES:
        origin = neighbour_from(target, d)
        if origin is not None and state.island.lake_of[origin] < 0:
            state.bush = origin
            _op_turn(state, token)
            state.turn["trail"] = {"bush": [state.place_key(origin)]}
            return origin, d
    raise AssertionError("no land beside the camp")


def test_lithophytes_bush_keeps_its_attack_and_gains_the_push_p20():
    """p. 20, Lithophytes: "The Bush's pushes work the same as the Rock's pushes, and the
    Rock attacks and moves according to the rules of the Bush" -- the Rock takes on the
    Bush's rules; nothing there takes the Bush's own attack away."""
    state = ready(("phil", "hempel"))
    origin, d = _bush_beside(state, "lithophytes")
    assert any(isinstance(a, A.Push) and a.by == "bush" for a in state.legal_actions(0))
    assert not any(isinstance(a, A.Push) and a.by == "rock" for a in state.legal_actions(0))
    events = state.apply(0, A.PieceMove("bush", hex_of(origin), d))
    hit = [e for e in events if isinstance(e, E.Attacked)]
    assert [(e.by, e.health, e.energy) for e in hit] == [("bush", 1, 1)]


def test_lithophytes_rock_never_revisits_like_the_bush_p16_p20():
    state = ready(("phil", "hempel"))
    state.rock = find(state, "camp", "B")
    _op_turn(state, "lithophytes")
    state.turn["trail"] = {"rock": [state.place_key(state.rock)]}
    start = state.rock
    move = next(a for a in state.legal_actions(0) if isinstance(a, A.PieceMove)
                and a.piece == "rock" and step(start, DIRECTION_NAMES.index(a.direction)))
    state.apply(0, move)
    back = (DIRECTION_NAMES.index(move.direction) + 3) % 6
    assert all(a.direction != DIRECTION_NAMES[back] for a in state.legal_actions(0)
               if isinstance(a, A.PieceMove) and a.piece == "rock")


def _seaweed_shore(state):
    """A land space on the rim whose step out and far end are free land, not visited."""
    for s in range(37):
        for d in range(6):
            if step(s, d) is None and state.island.lake_of[s] < 0:
                far = far_end(s, (d + 3) % 6)
                if far != s and state.island.lake_of[far] < 0 \
                        and state.island.spaces[far].kind in ("fruit", "camp", "oracle"):
                    return s, d, far
    raise AssertionError("no rim space")


def test_seaweed_crossing_is_announced_as_a_crossing_p8_p20():
    """p. 20, Seaweed: "The Bush's movement is similar to Phil's when using his
    ability": it comes ashore on the far side of the island; OP says so rather than
    naming the far space as if one step away (p. 8: "clear and honest feedback")."""
    state = ready(("phil", "hempel"))
    shore, d, far = _seaweed_shore(state)
    state.bush = shore
    _op_turn(state, "seaweed")
    state.turn["trail"] = {"bush": [state.place_key(shore)]}
    events = state.apply(0, A.PieceMove("bush", hex_of(shore), DIRECTION_NAMES[d]))
    moved = next(e for e in events if isinstance(e, E.OpMoved))
    assert (moved.how, moved.direction, moved.label) == ("crossing", DIRECTION_NAMES[d],
                                                         state.label(far))
    assert state.bush == far
    told = moved.for_seat(1)
    assert told.how == "crossing" and told.space is None


def test_seaweed_crossing_back_to_a_visited_space_is_not_offered_p16_p20():
    """The Bush "cannot visit the same space twice in one turn", across the sea too."""
    state = ready(("phil", "hempel"))
    shore, d, far = _seaweed_shore(state)
    state.bush = shore
    _op_turn(state, "seaweed")
    state.turn["trail"] = {"bush": [state.place_key(shore), state.place_key(far)]}
    assert A.PieceMove("bush", hex_of(shore), DIRECTION_NAMES[d]) not in state.legal_actions(0)


def test_wave_moves_are_announced_without_the_part_p8_p16():
    """p. 8: OP "can, but is not obliged to, disclose the location of their own pieces
    ... unless the rules require them to do so"; the Wave's action (p. 16) requires
    naming nothing, unlike the Bush's and the Rock's ("OP announces the direction").
    The captives hear that the Wave moved (OP spent an action), not where."""
    state = ready(("phil", "hempel"))
    state.wave = 0
    _op_turn(state)
    events = state.apply(0, A.WaveMove(3, None))
    moved = next(e for e in events if isinstance(e, E.WaveMoved))
    assert moved.for_seat(0).part == 3
    assert moved.for_seat(1).part == -1 and moved.for_seat(2).part == -1


def test_setup_step_6_characters_from_ops_right_then_clockwise_p5():
    """Step 6: "Starting with the captive sitting to the right of OP and continuing
    clockwise" -- OP chooses no board, so the round goes on past OP to the captive on
    OP's left. Step 8 (starting fruits): "Starting with the captive to the right of OP
    and going counter clockwise". Seats 1-3 sit clockwise from OP's left (p. 9)."""
    state = ParadoxIslandState.new({"island": "random", "round_limit": 100}, 3, 4)
    state.apply(0, A.PlaceWave(0))
    state.apply(0, state.legal_actions(0)[0])
    state.apply(0, state.legal_actions(0)[0])
    order = []
    for character in ("phil", "hempel", "theseus"):
        seat = state.to_move()[0]
        order.append(seat)
        state.apply(seat, A.ChooseCharacter(character))
    assert order == [3, 1, 2]
    order = []
    while state.phase == "start_fruits":
        seat = state.to_move()[0]
        order.append(seat)
        state.apply(seat, state.legal_actions(seat)[0])
    assert order == [3, 2, 1]


def test_two_player_second_piece_drawn_at_random_is_announced_p19():
    """p. 19: "the other piece can be chosen at random": the draw is announced with the
    board (the pieces are on the table), not only seen in the boards afterwards."""
    state = ParadoxIslandState.new({"island": "random", "round_limit": 100}, 3, 2)
    state.apply(0, A.PlaceWave(0))
    state.apply(0, state.legal_actions(0)[0])
    state.apply(0, state.legal_actions(0)[0])
    events = state.apply(1, A.ChooseCharacter("schrodie"))
    chosen = next(e for e in events if isinstance(e, E.CharacterChosen))
    names = [p["name"] for p in state.board(1)["pieces"]]
    assert chosen.pieces == tuple(names) and names[0] == "schrodie" and names[1] != "schrodie"


def test_granddead_meet_bonus_when_the_flood_wave_comes_to_a_captive_p18_p21():
    """"when two other pieces meet on the island": the Wave coming into a lake where a
    captive stands is an encounter (p. 20: "the Wave attacks that captive according to
    the encounter rules")."""
    state = ready(("granddead", "phil"))
    state.board(1)["fruits"].update({f: "" for f in state.board(1)["fruits"]})
    state.board(1)["fruits"]["grapes"] = "circled"
    lake = state.island.lakes[0]
    put(state, [2, 0], lake[0])
    state.wave = 0
    _op_turn(state, "flood")
    state.apply(0, A.WaveMove(-1, SPACES[lake[0]]))
    assert state.pending["kind"] == "bonus" and state.pending["bonus"] == "meet_boost"
    assert state.pending["who"] == [1, 0]
