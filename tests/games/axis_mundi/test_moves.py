"""Move Actions, wounds, power hexes, rotation, shelter, dying and the gate."""

from __future__ import annotations

import pytest

from game.core.hexgrid import ORIGIN, Hex
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules import flow
from game.games.axis_mundi.rules.board import load_board
from game.games.axis_mundi.rules.harm import power_heal_amount
from game.games.axis_mundi.rules.movement import entry_wounds
from tests.games.axis_mundi.setups import bare, give, park, place, play


@pytest.fixture
def state():
    s = bare(3)
    s.table.mats[2].character = "savant"
    park(s, 1, 2)
    return s


@pytest.mark.parametrize(
    ("how", "terrain", "downhill", "plain", "dexterity"),
    [
        ("move", "path", False, 0, 0),
        ("move", "sheltered", False, 0, 0),
        ("move", "accessible", False, 1, 0),
        ("move", "cave", False, 1, 0),
        ("run", "path", False, 1, 0),
        ("run", "accessible", False, 2, 1),
        ("run", "path", True, 2, 1),
        ("run", "accessible", True, 2, 1),
        ("cave", "cave", False, 2, 2),
        ("axis", "axis_mundi", False, 0, 0),
    ],
)
def test_wounds_taken_when_entering_a_hex(how, terrain, downhill, plain, dexterity):
    """The wound table, without and with Dexterity."""
    assert entry_wounds(how, terrain, False, downhill) == plain
    assert entry_wounds(how, terrain, True, downhill) == dexterity


def test_move_into_accessible_terrain_adds_a_wound(state):
    place(state, 0, 1, 2)
    state.apply(0, A.Move(Hex(2, 1)))
    assert state.table.mats[0].wounds == 1
    state.table.mats[0].slots.append(give(state, 0, "dexterity"))
    state.table.mats[0].hand.clear()
    state.apply(0, A.Move(Hex(3, 0)))
    assert state.table.mats[0].wounds == 1


def test_fourth_wound_costs_a_hit_point(state):
    """Wounds: the 4th Wound Token clears the mat and costs 1 Hit Point."""
    place(state, 0, 1, 2)
    state.table.mats[0].wounds = 3
    state.apply(0, A.Move(Hex(2, 1)))
    assert (state.table.mats[0].wounds, state.table.mats[0].hp) == (0, 9)


def test_run_same_level_and_down(state):
    """Run: 2 hexes; +1 wound per same-level hex, 2 per hex into a lower Level."""
    place(state, 0, 1, 2)
    state.apply(0, A.Run(Hex(2, 1), Hex(3, 0)))  # cave (2) then accessible (2)
    assert state.table.mats[0].wounds == 0 and state.table.mats[0].hp == 9
    place(state, 0, 0, 2)
    state.table.mats[0].wounds = 0
    state.apply(0, A.Run(Hex(0, 3), Hex(0, 4)))  # down twice: 2 + 2 wounds
    assert state.table.mats[0].wounds == 0 and state.table.mats[0].hp == 8


def test_climbing_a_level_uses_three_actions(state):
    place(state, 0, 1, 3)
    assert A.Climb(Hex(1, 2)) in state.legal_actions(0)
    state.apply(0, A.Climb(Hex(1, 2)))
    assert state.table.turn.actions == 0
    assert not [a for a in state.legal_actions(0) if isinstance(a, A.Climb)]


def test_third_descent_in_a_turn_costs_a_hit_point(state):
    """Move down 1 Level: if done 3 times in a turn, 1 Hit Point is lost."""
    place(state, 0, -1, 1)  # Level 3 path
    for to in (Hex(-2, 2), Hex(-3, 3), Hex(-4, 4)):
        state.apply(0, A.Descend(to))
    assert state.table.mats[0].pos == Hex(-4, 4)
    assert state.table.mats[0].hp == 9


def test_move_through_a_cave_to_the_opposite_mouth(state):
    place(state, 0, 2, 1)
    state.apply(0, A.ThroughCave())
    assert state.table.mats[0].pos == Hex(-2, -1)
    assert state.table.mats[0].wounds == 2


@pytest.mark.parametrize(("hp", "max_hp", "healed"), [(3, 10, 4), (8, 25, 9), (10, 10, 0),
                                                       (1, 50, 25)])
def test_power_hex_heals_half_the_lost_hit_points_rounded_up(hp, max_hp, healed):
    """Power Hex: 3 of 10 heals 4; a Demon at 8 of 25 heals 9."""
    assert power_heal_amount(hp, max_hp) == healed


def test_entering_a_power_hex_heals(state):
    place(state, 0, 3, 1)
    state.table.mats[0].hp = 3
    state.apply(0, A.Move(Hex(4, 0)))
    assert state.table.mats[0].hp == 7


def test_power_hex_heal_action_only_first_and_once(state):
    state.table.mats[0].hp = 4
    place(state, 0, 4, 0)
    state.table.turn.began_on_power = True
    assert A.PowerHeal() in state.legal_actions(0)
    state.apply(0, A.PowerHeal())
    assert state.table.mats[0].hp == 7
    assert A.PowerHeal() not in state.legal_actions(0)


@pytest.mark.parametrize("rounds", [1, 2, 3, 6, 7])
def test_positions_after_n_rotations(rounds):
    """The Rotation Mechanism: Level k turns k x 60 degrees counter-clockwise per round."""
    s = bare(3)
    t = s.table
    t.mats[0].pos = Hex(1, 0)  # Level 3
    t.mats[1].pos = Hex(0, 3)  # Level 1
    t.mats[2].pos = Hex(4, 0)  # Sea Level never turns
    start = [m.pos for m in t.mats]
    for _ in range(rounds):
        flow.rotate(t)
    assert t.mats[0].pos == start[0].rotate(3 * rounds)
    assert t.mats[1].pos == start[1].rotate(rounds)
    assert t.mats[2].pos == start[2]
    assert t.turns == [0, rounds % 6, (2 * rounds) % 6, (3 * rounds) % 6]
    board = load_board(3)
    for home, kind in board.terrain.items():
        assert t.terrain(t.world(home)) == kind


def test_round_end_rotates_the_rings(state):
    t = state.table
    place(state, 0, 1, 2)
    for _ in range(3):
        seat = t.current
        state.apply(seat, A.EndTurn())
    assert t.round == 2
    assert t.mats[0].pos == Hex(1, 2).rotate(1)


def test_sheltered_start_must_move_out(state):
    """Beginning a turn on Sheltered Terrain and staying: pushed left or right."""
    place(state, 0, 2, 0)
    state.table.turn.began_sheltered = True
    state.apply(0, A.EndTurn())
    assert state.table.mats[0].pos in (Hex(1, 1), Hex(2, -1))


def test_dying_falls_to_the_nearest_power_hex_with_half(state):
    place(state, 0, 3, 0)
    place(state, 1, 2, 1)
    state.table.mats[0].hp = 1
    state.table.current = 1
    play(state, 1, A.Melee(Hex(3, 0)))
    assert state.table.mats[0].pos == Hex(4, 0)
    assert state.table.mats[0].hp == 5


def test_entering_the_axis_mundi_from_the_top_ring(state):
    place(state, 0, 1, 0)
    events = state.apply(0, A.EnterAxisMundi())
    rolls = [e.value for e in events if e.kind == "die_rolled"]
    mat = state.table.mats[0]
    if rolls[0] == 1:
        assert mat.pos in load_board(3).power_hexes
    else:
        assert mat.pos == ORIGIN
        assert mat.form == ("angel" if rolls[1] <= 3 else "demon")
        assert mat.hp == 25 and mat.on_axis
        assert {m.form for m in state.table.mats[1:]} == {"upgraded"}
