"""One test (at least) per rule of the Loop rulebook; names cite its sections."""

from __future__ import annotations

import pytest

from game.core.errors import HexfoldError, IllegalAction
from game.core.match import Match
from game.core.rng import GameRng
from game.games.loop.rules import actions as A
from game.games.loop.rules.board import load_level
from game.games.loop.rules.state import LoopState
from tests.games.loop.helpers import L1, at, filled, hexj, placed, position

START = L1.start
AT_START = dict(  # the top hex holds a 4 with left and right paths filled
    used=[True, False, False, False],
    placements=[placed(START, [0], "single", 4)],
    occupied=[hexj(START)],
    filled=filled((START, "left"), (START, "right")),
)


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


def test_placement_tracker_starts_on_leftmost_square_and_moves_each_turn():
    """Placement Tracker: leftmost square on turn 1, one square right per turn."""
    s = LoopState.new({"level": 1}, 3, 1)
    assert (s.turn, s.square, s.level.tracker[0]) == (1, 0, "start")
    s = position(dice=[4, 5, 1, 2], **AT_START)
    s.apply(0, A.EndPlacement())
    while s.phase() == "cross_off":
        s.apply(0, s.legal_actions(0)[-1])
    if s.phase() == "hold":
        s.apply(0, A.Hold(()))
    assert (s.turn, s.square) == (2, 1)


@pytest.mark.parametrize(("symbol", "square", "owed"), [("blast", 4, 1), ("blast2", 10, 2)])
def test_tracker_blast_squares_owe_cross_offs_before_the_roll(symbol, square, owed):
    """Placement Tracker / Decoherence Rules: a blast square on the tracker."""
    assert L1.tracker[square + 1] == symbol
    s = position(dice=[4, 1, 1, 1], stage="hold", square=square, **AT_START)
    events = s.apply(0, A.Hold((0,)))
    assert s.phase() == "cross_off" and s.owed_cross == owed and s.stage == "tracker"
    assert "dice_rolled" not in kinds(events)
    for _ in range(owed):
        s.apply(0, s.legal_actions(0)[-1])
    assert s.stage == "placement" and s.dice[0] == 4 and s.held[0]


def test_tracker_infinity_square_ends_the_game():
    """Win / Lose Conditions: reaching the infinity symbol on the turn tracker."""
    s = position(dice=[4, 1, 1, 1], stage="hold", square=len(L1.tracker) - 2, **AT_START)
    s.apply(0, A.Hold(()))
    assert s.outcome().winners == () and "infinity" in s.outcome().reason


def test_tracker_bridge_square_owes_a_bridge():
    """Bridge Hexes / Bridge Tracking Squares: landing on the tracker bridge."""
    square = L1.tracker.index("bridge") - 1
    s = position(dice=[4, 1, 1, 1], stage="hold", square=square, **AT_START)
    s.apply(0, A.Hold(()))
    assert s.phase() == "bridge"
    assert s.legal_actions(0) == [A.FillBridge(START, "middle")]


def test_roll_dice_phase_rolls_only_unheld_dice():
    """Roll Dice Phase: roll all dice from the pool that are not held."""
    s = position(dice=[6, 2, 5, 1], stage="hold", used=[True, True, True, True],
                 placements=[placed(START, [0, 1], "diff", 4), placed(at(1, 1), [2], "single", 5),
                             placed(at(1, 3), [3], "single", 1)])
    s.apply(0, A.Hold((0, 2)))
    assert s.dice[:2] == [6, 5] and s.held == [True, True, False, False]


@pytest.mark.parametrize(("value", "dirs"), [
    (1, {"left", "middle", "right"}), (2, {"left", "middle"}), (4, {"left", "right"}),
    (5, {"middle", "right"}), (6, {"left", "middle", "right"}),
])
def test_roll_map_fills_paths_on_first_placement(value, dirs):
    """Placement Phase step 3 and the Roll Map: first placement fills paths."""
    s = position(dice=[value, 1, 1, 1])
    s.apply(0, A.Place((0,), "single", START))
    assert {d for h, d in s.filled if h == START} == dirs


def test_filled_paths_are_permanent_and_do_not_change():
    """Placement Phase step 4: filled paths stay; a new value changes nothing."""
    s = position(dice=[6, 1, 1, 1], occupied=[hexj(START)], filled=filled((START, "left")))
    events = s.apply(0, A.Place((0,), "single", START))
    assert s.filled == {(START, "left")} and "paths_filled" not in kinds(events)


def test_placement_rules_value_must_be_1_to_6():
    """Placement Rules: nothing lower than 1, nothing higher than 6."""
    s = position(dice=[4, 4, 5, 1])
    with pytest.raises(IllegalAction, match="1-6"):
        s.apply(0, A.Place((0, 1), "sum", START))
    with pytest.raises(IllegalAction, match="1-6"):
        s.apply(0, A.Place((0, 1), "diff", START))


def test_placement_rules_start_anywhere_then_follow_filled_paths():
    """Placement Rules: all placements move down along filled paths from the top hex."""
    s = position(dice=[4, 5, 6, 1])
    with pytest.raises(IllegalAction, match="filled paths"):
        s.apply(0, A.Place((0,), "single", at(1, 1)))
    s.apply(0, A.Place((0,), "single", START))  # fills left and right
    with pytest.raises(IllegalAction, match="filled paths"):
        s.apply(0, A.Place((1,), "single", at(0, 2)))  # middle path is empty
    s.apply(0, A.Place((1,), "single", at(1, 1)))
    assert [p["hex"] for p in s.placements] == [START, at(1, 1)]


def test_example_1_2_plus_minus_equal_relate_to_the_hex_moved_from():
    """Example 1.2 / Placement Rules: a 4 on the top hex; -, = and + below it."""
    s = position(dice=[4, 1, 2, 5, 6], pool=5, used=[True, False, False, False, False],
                 placements=[placed(START, [0], "single", 4)], occupied=[hexj(START)],
                 filled=filled((START, "left"), (START, "middle"), (START, "right")))
    assert [s.symbol(h) for h in (at(-1, 1), at(0, 2), at(1, 1))] == ["-", "=", "+"]
    values: dict = {}
    for a in s.legal_actions(0):
        if isinstance(a, A.Place):
            vals = [s.dice[i] for i in a.dice]
            v = vals[0] if a.op == "single" else sum(vals) if a.op == "sum" else abs(
                vals[0] - vals[1])
            values.setdefault(a.hex, set()).add(v)
    assert values == {at(-1, 1): {1, 2, 3}, at(0, 2): {4}, at(1, 1): {5, 6}}
    with pytest.raises(IllegalAction, match=r"\+ - ="):
        s.apply(0, A.Place((1,), "single", at(1, 1)))


def test_decoherence_value_three_crosses_the_hex_and_ends_placement():
    """Decoherence Rules: a value of 3 (here 1+2) crosses the hex and ends placement."""
    s = position(dice=[4, 1, 2, 6], **AT_START)
    events = s.apply(0, A.Place((1, 2), "sum", at(-1, 1)))
    assert at(-1, 1) in s.crossed and s.placement_over
    assert "placement_ended" in kinds(events)
    assert s.phase() == "cross_off" and s.owed_cross == 1  # the unused 6


def test_decoherence_a_used_die_showing_three_crosses_the_hex():
    """Decoherence Rules: a value made with a die showing 3 (3+2=5) decoheres."""
    s = position(dice=[4, 3, 2, 6], **AT_START)
    s.apply(0, A.Place((1, 2), "sum", at(1, 1)))
    assert at(1, 1) in s.crossed and s.placement_over


def test_decoherence_blast_hex_owes_a_cross_off_on_every_occupy():
    """Decoherence Rules: placing on a blast hex owes one cross-off."""
    blast = at(1, 3)
    assert L1.symbols[blast] == "blast"
    s = position(dice=[4, 5, 2, 2], used=[True, True, False, False],
                 placements=[placed(START, [0], "single", 4), placed(at(1, 1), [1], "single", 5)],
                 occupied=[hexj(START), hexj(at(1, 1))],
                 filled=filled((START, "right"), (at(1, 1), "middle")))
    s.apply(0, A.Place((2,), "single", blast))
    assert s.phase() == "cross_off" and s.owed_cross == 1 and not s.placement_over
    s.apply(0, A.CrossOff(at(-3, 3)))
    assert s.phase() == "placement" and at(-3, 3) in s.crossed


def test_decoherence_unused_dice_each_cost_a_cross_off():
    """Decoherence Rules / End Turn Phase: one cross-off per unplaced die."""
    s = position(dice=[4, 5, 1, 1], **AT_START)
    s.apply(0, A.EndPlacement())
    assert s.phase() == "cross_off" and s.owed_cross == 3 and s.owed_cause == "unused dice"


def test_decoherence_crossing_the_top_hex_loses():
    """Decoherence Rules note: crossing off the top hex ends the game."""
    s = position(dice=[4, 5, 1, 1], **AT_START)
    s.apply(0, A.EndPlacement())
    s.apply(0, A.CrossOff(START))
    assert s.outcome().winners == () and "top hex" in s.outcome().reason


def test_an_unplaced_three_loses_the_game():
    """Win / Lose Conditions: a rolled or held 3 that was not placed loses."""
    s = position(dice=[4, 3, 1, 1], **AT_START)
    s.apply(0, A.EndPlacement())
    assert s.outcome().winners == () and "3" in s.outcome().reason


def test_example_1_1_pool_grows_by_the_deepest_hex_and_never_shrinks():
    """Example 1.1 / Increasing the # of Dice: 5 dice, last a 4 on a 7-dice hex; the
    player takes the growth ("you may increase", see test_pool_growth.py)."""
    hexa = at(0, 8)
    assert L1.band(hexa).dice == 7 and L1.symbols[hexa] == "-"
    s = position(dice=[5, 4, 4, 4, 4], used=[True, False, False, False, False],
                 placements=[placed(at(0, 6), [0], "single", 5)],
                 occupied=[hexj(at(0, 6))], filled=filled((at(0, 6), "middle")))
    s.apply(0, A.Place((1,), "single", hexa))
    s.apply(0, A.EndPlacement())
    for h in (at(-3, 3), at(3, 3), at(-2, 2)):
        s.apply(0, A.CrossOff(h))
    assert s.phase() == "grow" and s.view(0)["grow_to"] == 7
    s.apply(0, A.GrowPool(True))
    assert s.pool == 7
    big = position(dice=[4, 1, 1, 1, 1, 1, 1, 1], pool=8, **{**AT_START, "used": [True] + [
        False] * 7})
    big.apply(0, A.EndPlacement())
    assert big.pool == 8


def test_example_1_0_held_dice_keep_their_values():
    """Example 1.0 / Dice Hold Rules: hold all but the 2; the 2 is re-rolled (a 6)."""
    seed = next(n for n in range(100) if GameRng(n).d6() == 6)
    s = position(dice=[1, 6, 2, 1, 1], pool=5, stage="hold", used=[True] * 5,
                 placements=[placed(START, [0], "single", 1), placed(at(1, 1), [1], "single", 6),
                             placed(at(0, 2), [2], "single", 2),
                             placed(at(-1, 3), [3], "single", 1),
                             placed(at(-2, 4), [4], "single", 1)],
                 rng=seed)
    s.apply(0, A.Hold((0, 1, 3, 4)))
    assert sorted(s.dice) == [1, 1, 1, 6, 6] and s.held == [True] * 4 + [False]


def test_dice_hold_rules_only_placed_dice():
    """Dice Hold Rules: only dice placed on a hex this turn may be held."""
    s = position(dice=[4, 1, 1, 1], stage="hold", **AT_START)
    with pytest.raises(IllegalAction, match="Dice Hold Rules"):
        s.apply(0, A.Hold((1,)))
    assert s.legal_actions(0) == [A.Hold(()), A.Hold((0,))]


def test_dice_hold_rules_a_turn_without_a_hold_step_holds_no_earlier_die():
    """Dice Hold Rules ("Any die that has been placed on a hex during the turn may be
    held"): seed 4 holds its 5 in turn 1 and places nothing in turn 2, which so has no
    hold step; turn 3 rolls every die, the 5 is not kept a second time. (Found with
    ``main.py --new-position --game loop --seed 4``, ``--list`` and ``--apply``.)"""
    s = LoopState.new({"level": 1}, 4, 1)
    assert s.dice == [5, 5, 4, 1]
    s.apply(0, A.Place((0,), "single", START))
    s.apply(0, A.EndPlacement())
    for h in (at(-1, 1), at(-3, 11), at(3, 11)):
        s.apply(0, A.CrossOff(h))
    assert s.legal_actions(0) == [A.Hold(()), A.Hold((0,))]
    events = s.apply(0, A.Hold((0,)))
    assert s.turn == 2 and s.held == [True, False, False, False] and s.dice[0] == 5
    assert kinds(events) == ["dice_held", "turn_started", "dice_rolled"]
    s.apply(0, A.EndPlacement())
    while s.phase() == "cross_off":
        s.apply(0, s.legal_actions(0)[-1])
    assert s.turn == 3 and s.held == [False] * 4


def test_portal_hexes_no_holds_drops_the_dice_held_before():
    """Portal Hexes ("You will not be able to hold any dice this turn"): a die held into
    the portal turn is rolled again in the next one."""
    s, portal = _before_portal(held=[True, False, False, False])
    s.apply(0, A.Place((1,), "single", portal))
    s.apply(0, A.CrossOff(at(-3, 3)))
    s.apply(0, A.GrowPool(False))
    assert s.stage == "placement" and not any(s.held)


def test_level_2_max_hold_table():
    """Level 2: # Max Hold (5 dice -> hold at most 4)."""
    s = position(level=2, dice=[1, 2, 4, 5, 6], pool=5, stage="hold", used=[True] * 5,
                 placements=[placed(START, [i], "single", v)
                             for i, v in enumerate([1, 2, 4, 5, 6])])
    assert s.max_hold() == 4 and len(s.legal_actions(0)) == 1 + 5 + 10 + 10 + 5
    with pytest.raises(IllegalAction, match="Max Hold"):
        s.apply(0, A.Hold((0, 1, 2, 3, 4)))


def test_level_2_board_loses_bridges_and_three_paths():
    """Level 2: no gray bridge hexes, no tracker bridge, three paths removed."""
    l2 = load_level(2)
    assert "bridge" not in l2.symbols.values() and "bridge" not in l2.tracker
    assert len(l2.removed) == 3 and l2.max_hold == {4: 3, 5: 4, 6: 4, 7: 5, 8: 5}
    count1 = sum(len(L1.paths(h)) for h in L1.symbols)
    count2 = sum(len(l2.paths(h)) for h in l2.symbols)
    assert count1 - count2 == 3 + 4  # three removed, four led to the bridge hexes


def test_bridge_hex_fills_one_path_of_an_occupied_hex_then_is_crossed():
    """Bridge Hexes: fill an unfilled path of a hex occupied before; the hex is crossed."""
    bridge, above = at(3, 11), at(3, 9)
    assert L1.symbols[bridge] == "bridge" and bridge in L1.gray
    s = position(dice=[2, 4, 4, 4], used=[True, False, False, False],
                 placements=[placed(above, [0], "single", 2)], occupied=[hexj(above)],
                 filled=filled((above, "middle")))
    s.apply(0, A.Place((1,), "single", bridge))
    assert bridge in s.crossed and s.placement_over and s.phase() == "bridge"
    assert s.legal_actions(0) == [A.FillBridge(above, "left")]
    with pytest.raises(IllegalAction, match="Bridge Hexes"):
        s.apply(0, A.FillBridge(START, "left"))
    s.apply(0, A.FillBridge(above, "left"))
    assert (above, "left") in s.filled and s.phase() == "cross_off"  # two unused dice


def test_bridge_with_no_path_available_is_skipped():
    """Bridge Hexes: fill a path 'if one is available'."""
    square = L1.tracker.index("bridge") - 1
    s = position(dice=[6, 1, 1, 1], stage="hold", square=square, used=[True, False, False, False],
                 placements=[placed(START, [0], "single", 6)], occupied=[hexj(START)],
                 filled=filled((START, "left"), (START, "middle"), (START, "right")))
    events = s.apply(0, A.Hold(()))
    assert "no_bridge" in kinds(events) and s.phase() == "placement"


def test_gray_bottom_hex_ends_the_placement_phase():
    """Placement Phase step 7: a bottom (gray) hex ends placement after its symbol."""
    s = position(dice=[2, 4, 6, 1], used=[True, False, False, False],
                 placements=[placed(at(3, 9), [0], "single", 2)], occupied=[hexj(at(3, 9))],
                 filled=filled((at(3, 9), "middle"), (at(3, 9), "left")))
    s.apply(0, A.Place((1,), "single", at(3, 11)))
    assert s.placement_over


def _before_portal(**more):
    parent, portal = at(1, 9), at(1, 11)
    return position(dice=[2, 3, 1, 5], used=[True, False, False, False],
                    placements=[placed(parent, [0], "single", 2)], occupied=[hexj(parent)],
                    filled=filled((parent, "middle")), **more), portal


def test_portal_needs_a_three():
    """Portal Hexes: the portal requires a placed value of 3."""
    s, portal = _before_portal()
    with pytest.raises(IllegalAction, match="Portal Hexes"):
        s.apply(0, A.Place((3,), "single", portal))


def test_first_portal_crosses_off_one_more_no_holds_no_penalty():
    """Portal Hexes: crossed off, one extra cross-off, no holds, no unused-dice penalty."""
    s, portal = _before_portal()
    events = s.apply(0, A.Place((1,), "single", portal))
    assert "portal_reached" in kinds(events) and portal in s.crossed
    assert s.phase() == "cross_off" and s.owed_cross == 1 and s.portal_turn
    turn = s.turn
    s.apply(0, A.CrossOff(at(-3, 3)))
    assert s.phase() == "grow"  # the portal's row offers 8 dice (Increasing the # of Dice)
    s.apply(0, A.GrowPool(True))
    assert s.turn == turn + 1 and not any(s.held)  # no hold phase, no penalty cross-offs
    assert s.portals_reached == [portal] and not s.is_over()


def test_second_portal_wins():
    """Win / Lose Conditions: a die placed on the second portal hex wins."""
    first = at(-1, 11)
    s, portal = _before_portal(portals_reached=[hexj(first)], crossed=[hexj(first)])
    s.apply(0, A.Place((1,), "single", portal))
    assert s.outcome().winners == (0,) and "second portal" in s.outcome().reason


def test_portals_are_never_crossed_off_by_choice():
    """Level 3 (Death mode) note, kept in every mode: portals go only by a 3."""
    s = position(dice=[4, 5, 1, 1], **AT_START)
    s.apply(0, A.EndPlacement())
    options = {a.hex for a in s.legal_actions(0)}
    assert not options & set(L1.portals) and START in options
    assert len(options) == len(L1.symbols) - 2
    with pytest.raises(IllegalAction, match="portal"):
        s.apply(0, A.CrossOff(L1.portals[0]))


def test_lose_when_the_last_portal_can_no_longer_be_reached():
    """Win / Lose Conditions: you can no longer navigate to the last portal."""
    portal = at(1, 11)
    s = position(dice=[4, 5, 1, 1], **AT_START,
                 crossed=[hexj(at(1, 9)), hexj(at(0, 10))], stage="placement")
    s.apply(0, A.EndPlacement())
    s.apply(0, A.CrossOff(at(2, 10)))
    assert s.outcome().winners == () and "no longer" in s.outcome().reason
    assert portal not in s.crossed


def test_player_may_end_the_placement_phase_early():
    """Placement Phase step 6: the player may end the placement phase early."""
    s = position(dice=[4, 5, 6, 6], **AT_START)
    events = s.apply(0, A.EndPlacement())
    assert "placement_ended" in kinds(events) and s.stage == "penalty"


def test_crossed_hexes_cannot_be_placed_on():
    """Decoherence Rules: a crossed hex is no longer available within the game."""
    s = position(dice=[4, 5, 6, 6], crossed=[hexj(at(1, 1))], **AT_START)
    with pytest.raises(IllegalAction):
        s.apply(0, A.Place((1,), "single", at(1, 1)))


def test_level_3_blank_hex_gets_a_rolled_symbol_when_a_path_reaches_it():
    """Level 3: a path to a hex without a symbol rolls 1-2 +, 3-4 =, 5-6 -."""
    l3 = load_level(3)
    assert l3.symbols[at(1, 1)] == "" and l3.symbol_roll == {
        1: "+", 2: "+", 3: "=", 4: "=", 5: "-", 6: "-"}
    s = position(level=3, dice=[4, 1, 1, 1])
    events = s.apply(0, A.Place((0,), "single", START))
    rolled = [e for e in events if isinstance(e, A.SymbolRolled)]
    assert [e.hex for e in rolled] == [at(1, 1)] and rolled[0].reveals
    assert s.symbol(at(1, 1)) == l3.symbol_roll[rolled[0].roll]


def test_death_mode_only_symbol_hexes_may_be_crossed():
    """Level 3 (Death mode): only hexes with a symbol may be crossed out."""
    s = position(level=3, death=True, dice=[4, 5, 1, 1], **AT_START)
    s.apply(0, A.EndPlacement())
    options = {a.hex for a in s.legal_actions(0)}
    assert all(s.symbol(h) not in ("", "portal") for h in options) and START in options
    blank = next(h for h in s.level.symbols if s.symbol(h) == "")
    with pytest.raises(IllegalAction, match="death mode"):
        s.apply(0, A.CrossOff(blank))


def test_death_mode_needs_level_3():
    """Level 3 (Death mode) is played on the Level 3 board only."""
    with pytest.raises(HexfoldError, match="Level 3"):
        Match.create("loop", {"level": 2, "death": 1}, 1)
    assert Match.create("loop", {"level": 3, "death": 1}, 1).state.death
