"""Forced Movements from Melee Attacks: every case of the text and its cheat sheet.

Positions on the 3-player recommended board in round 1 (no turns yet): ring 3
is Level 1, ring 4 the Sea Level. Seat 0 attacks seat 1; seat 2 (made a
Savant, so no Malignant area interferes) blocks where a case needs it.
"""

from __future__ import annotations

import pytest

from game.core.hexgrid import Hex
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules.board import ring_hexes
from game.games.axis_mundi.rules.combat import STAYS, STAYS_AT_SEA
from game.games.axis_mundi.rules.events import Announced, DieRolled
from game.games.axis_mundi.rules.movement import push_destination
from tests.games.axis_mundi.setups import bare, park, place, play


@pytest.fixture
def state():
    s = bare(3)
    s.table.mats[2].character = "savant"
    park(s, 2)
    return s


def melee(state, attacker, target):
    return play(state, 0, A.Melee(Hex(*target)))


def test_melee_attack_costs_one_and_deals_two(state):
    place(state, 0, 1, 2)
    place(state, 1, 2, 1)
    melee(state, 0, (2, 1))
    assert state.table.mats[0].hp == 9
    assert state.table.mats[1].hp == 8


def test_same_level_pushes_straight_back_and_wounds_on_rough(state):
    """Same Level: moved 1 space straight back; accessible terrain adds a wound."""
    place(state, 0, 1, 2)
    place(state, 1, 2, 1)
    melee(state, 0, (2, 1))
    assert state.table.mats[1].pos == Hex(3, 0)
    assert state.table.mats[1].wounds == 1


def test_same_level_blocked_drops_a_level(state):
    """Same Level, occupied hex behind: moved down a Level (away from the attacker)."""
    place(state, 0, 1, 2)
    place(state, 1, 2, 1)
    place(state, 2, 3, 0)
    melee(state, 0, (2, 1))
    assert state.table.mats[1].pos == Hex(3, 1)
    assert state.table.mats[1].wounds == 0  # a path hex


def test_same_level_corner_drops_a_level(state):
    """Same Level, the attacked on a corner: straight back drops them a Level."""
    place(state, 0, 2, 1)
    place(state, 1, 3, 0)
    melee(state, 0, (3, 0))
    assert state.table.mats[1].pos == Hex(4, -1)


def test_same_level_corner_blocked_goes_one_further(state):
    """Corner, usual hex occupied: down a Level and 1 Hex further from the attack."""
    place(state, 0, 2, 1)
    place(state, 1, 3, 0)
    place(state, 2, 4, -1)
    melee(state, 0, (3, 0))
    assert state.table.mats[1].pos == Hex(4, -2)
    assert state.table.mats[1].wounds == 1


def test_from_below_moves_sideways_away(state):
    """The attacked on the Level above: moved 1 Hex sideways, away from the attacker."""
    place(state, 0, 1, 3)
    place(state, 1, 1, 2)
    melee(state, 0, (1, 2))
    assert state.table.mats[1].pos == Hex(2, 1)


def test_from_below_blocked_drops_to_attacker_level(state):
    """Sideways hex occupied: pushed down to the attacker's Level."""
    place(state, 0, 1, 3)
    place(state, 1, 1, 2)
    place(state, 2, 2, 1)
    melee(state, 0, (1, 2))
    assert state.table.mats[1].pos == Hex(2, 2)


def test_corner_from_below_goes_to_other_side(state):
    """Corner attacked from one Level below: to the hex on the other side of the corner."""
    place(state, 0, 3, 1)
    place(state, 1, 3, 0)
    melee(state, 0, (3, 0))
    assert state.table.mats[1].pos == Hex(4, -1)


def test_corner_from_below_blocked_goes_one_further(state):
    place(state, 0, 3, 1)
    place(state, 1, 3, 0)
    place(state, 2, 4, -1)
    melee(state, 0, (3, 0))
    assert state.table.mats[1].pos == Hex(4, -2)


def test_corner_directly_above_rolls_left_or_right(state):
    """Corner directly above the attacker: 1-3 down to the left, 4-6 to the right."""
    place(state, 0, 4, 0)
    place(state, 1, 3, 0)
    events = melee(state, 0, (3, 0))
    roll = next(e for e in events if isinstance(e, DieRolled))
    expected = Hex(3, 1) if roll.value <= 3 else Hex(4, -1)
    assert state.table.mats[1].pos == expected


def test_corner_directly_above_one_side_blocked_needs_no_roll(state):
    place(state, 0, 4, 0)
    place(state, 1, 3, 0)
    place(state, 2, 3, 1)
    events = melee(state, 0, (3, 0))
    assert not [e for e in events if isinstance(e, DieRolled)]
    assert state.table.mats[1].pos == Hex(4, -1)


def test_no_melee_on_a_lower_level(state):
    """You cannot Melee Attack a Character that is on a lower Level than you."""
    place(state, 0, 2, 1)
    place(state, 1, 3, 1)
    assert A.Melee(Hex(3, 1)) not in state.legal_actions(0)
    place(state, 0, 3, 1)
    place(state, 1, 2, 1)
    assert A.Melee(Hex(2, 1)) in state.legal_actions(0)


def test_no_forced_movement_while_angel_or_demon_in_play(state):
    """Angel/Demon Melee Attack Rules: melee moves no one while they are in play."""
    place(state, 0, 1, 2)
    place(state, 1, 2, 1)
    state.table.mats[2].form = "demon"
    state.table.holder = 2
    melee(state, 0, (2, 1))
    assert state.table.mats[1].pos == Hex(2, 1)
    assert state.table.mats[1].hp == 8


def test_a_melee_with_no_free_hex_to_push_to_says_why_in_the_log(state):
    """Melee Attack, Forced Movement: the book names a hex for every case but none when
    that hex is taken and nothing lies below (Sea Level); the attacked stays (Designer's
    choices, "Forced movement, blocked everywhere"), and the log says why."""
    t = state.table
    found = _blocked_at_sea(state)
    assert found is not None, "a Sea Level melee with the hex behind taken"
    events = melee(state, 0, (found.q, found.r))
    assert t.mats[1].pos == found
    said = [e for e in events if isinstance(e, Announced) and e.seat == 1]
    assert said and said[0].text == STAYS_AT_SEA != STAYS


def _blocked_at_sea(state) -> Hex | None:
    """Places seat 0 beside seat 1 on Sea Level with seat 2 on the hex a push would take;
    returns seat 1's hex (None if this board has no such place)."""
    t = state.table
    sea = [h for h in ring_hexes(4) if t.terrain(h) not in ("inaccessible", "sheltered")]
    for victim in sea:
        near = [h for h in sea if h.distance(victim) == 1]
        for attacker in near:
            for blocker in (h for h in near if h != attacker):
                t.mats[0].pos, t.mats[1].pos, t.mats[2].pos = attacker, victim, blocker
                if A.Melee(victim) in state.legal_actions(0) and \
                        push_destination(t, attacker, 1)[0] is None:
                    return victim
    return None


def test_sheltered_characters_cannot_be_attacked_nor_attack(state):
    """Sheltered Terrain: full protection from attacks; no attacking from inside."""
    place(state, 0, 1, 1)
    place(state, 1, 2, 0)  # sheltered, ring 2
    assert A.Melee(Hex(2, 0)) not in state.legal_actions(0)
    place(state, 0, 2, 0)
    place(state, 1, 2, -1)
    assert not [a for a in state.legal_actions(0) if isinstance(a, A.Melee)]
