"""Treasure, the Time Bomb, the six characters, the Angel and the Demon."""

from __future__ import annotations

import pytest

from game.core.hexgrid import ORIGIN, Hex
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules import heaven
from tests.games.axis_mundi.setups import bare, give, park, place, play


@pytest.fixture
def state():
    s = bare(3)
    s.table.mats[2].character = "savant"
    park(s, 2)
    place(s, 0, 1, 2)
    place(s, 1, 2, 1)
    return s


def mat(state, seat=0):
    return state.table.mats[seat]


# Treasure.


def test_pick_up_treasure_stays_face_down(state):
    state.table.treasures[Hex(1, 2)] = "grenade"
    events = state.apply(0, A.PickUpTreasure())
    taken = next(e for e in events if e.kind == "treasure_taken")
    assert taken.for_seat(1).treasure == "" and taken.for_seat(0).treasure == "grenade"
    assert mat(state).treasures == ["grenade"]


@pytest.mark.parametrize(("treasure", "check"), [
    ("extra_action", lambda s: s.table.turn.actions == 4),
    ("two_moves", lambda s: s.table.turn.extra_moves == 2),
    ("extra_attack", lambda s: s.table.turn.extra_attacks == 1),
    ("heal_four", lambda s: s.table.mats[0].hp == 9),
    ("two_energy", lambda s: s.table.mats[0].energy == [3]),
])
def test_treasure_benefits(state, treasure, check):
    mat(state).treasures.append(treasure)
    mat(state).hp = 5
    mat(state).energy = [1]
    state.apply(0, A.UseTreasure(treasure))
    assert check(state) and not mat(state).treasures


def test_treasure_draw_three_at_once(state):
    mat(state).treasures.append("draw_three")
    state.apply(0, A.UseTreasure("draw_three", one_time=2))
    assert len(mat(state).hand) == 3


def test_grenade_does_three_to_a_neighbour(state):
    mat(state).treasures.append("grenade")
    state.apply(0, A.ThrowGrenade(Hex(2, 1)))
    assert mat(state, 1).hp == 7 and mat(state, 1).pos == Hex(2, 1)
    assert not mat(state).treasures


def test_time_bomb_place_and_explode(state):
    t = state.table
    warehouse = t.board.places[0].warehouse
    place(state, 0, warehouse.q, warehouse.r)
    mat(state).treasures.append("time_bomb")
    state.apply(0, A.PlaceTimeBomb())
    assert t.turn.actions == 1 and t.bombs == {0: 0}
    crate = list(t.crates[0])
    for seat in (0, 1, 2):
        state.apply(seat, A.EndTurn())
    assert t.crates[0] is None and 0 in t.destroyed
    assert t.terrain(warehouse) == "accessible"
    assert all(c in t.discard for c in crate)
    assert mat(state).hp == 5  # still standing in the warehouse


def test_time_bomb_disarmed_by_an_opponent(state):
    t = state.table
    warehouse = t.board.places[0].warehouse
    place(state, 0, warehouse.q, warehouse.r)
    mat(state).treasures.append("time_bomb")
    state.apply(0, A.PlaceTimeBomb())
    assert A.DisarmTimeBomb() not in state.legal_actions(0)
    state.apply(0, A.Move(Hex(1, 3)))
    state.apply(0, A.EndTurn())
    place(state, 1, warehouse.q, warehouse.r)
    state.apply(1, A.DisarmTimeBomb())
    assert not t.bombs and mat(state, 1).treasures == ["time_bomb"]


# Characters.


def test_beastmaster_familiar_reaches_three_and_hurts(state):
    place(state, 1, 1, -1)
    mat(state, 1).energy = [0]
    play(state, 0, A.SendFamiliar(Hex(1, -1), "pin"))
    assert mat(state, 1).immobilized and mat(state, 1).hp == 9
    state.apply(0, A.EndTurn())
    assert not [a for a in state.legal_actions(1) if isinstance(a, A.Move | A.Run)]


def test_beastmaster_with_full_energy_cannot_be_pinned(state):
    state.table.current = 1
    place(state, 0, 2, 2)
    assert A.SendFamiliar(Hex(2, 2), "pin") not in state.legal_actions(1)
    mat(state).energy = [2]
    assert A.SendFamiliar(Hex(2, 2), "pin") in state.legal_actions(1)


def test_familiar_fetches_treasure_at_end_of_turn(state):
    state.table.treasures[Hex(1, 0)] = "heal_four"
    state.apply(0, A.SendFamiliar(Hex(1, 0), "fetch"))
    assert not mat(state).treasures
    state.apply(0, A.EndTurn())
    assert mat(state).treasures == ["heal_four"] and mat(state).energy == [0]


def test_cultivator_chooses_the_harvest(state):
    state.table.current = 1
    state.apply(1, A.Harvest("heal"))
    assert A.Harvest("heal") not in state.legal_actions(1)


def test_harvest_rolls_for_others(state):
    events = state.apply(0, A.Harvest())
    roll = next(e.value for e in events if e.kind == "die_rolled")
    assert len(mat(state).hand) == (0 if roll >= 5 else 1)


def test_malignant_infects_and_wounds_neighbours():
    s = bare(3, current=2)
    place(s, 2, 1, 2)
    place(s, 0, 1, 3)
    park(s, 1)
    s.apply(2, A.Move(Hex(2, 1)))
    t = s.table
    assert t.home(Hex(2, 1)) in t.infection
    s.apply(2, A.EndTurn())
    assert t.current == 0
    s.apply(0, A.Move(Hex(2, 2)))  # next to the Malignant: one area wound
    assert s.table.mats[0].wounds == 1


def test_entering_infection_costs_a_hit_point():
    s = bare(3, current=0)
    t = s.table
    place(s, 0, 1, 2)
    park(s, 1, 2)
    t.infection[Hex(2, 1)] = 2  # laid by the Malignant (seat 2)
    s.apply(0, A.Move(Hex(2, 1)))
    assert t.mats[0].hp == 9


def test_malignant_melee_adds_two_wounds():
    s = bare(3, current=2)
    place(s, 2, -1, 3)
    place(s, 0, 0, 3)
    park(s, 1)
    play(s, 2, A.Melee(Hex(0, 3)))
    assert s.table.mats[0].hp == 8 and s.table.mats[0].wounds >= 2


def test_savant_hand_of_six_free_activation_and_demand():
    s = bare(3, current=2)
    park(s, 0, 1)
    t = s.table
    t.mats[2].character = "savant"
    t.turn.free_activation = True
    for kind in ("suture_kit", "salve", "options", "vermin", "elusive", "short_bow"):
        give(s, 2, kind)
    assert s.table.hand_limit(2) == 6
    bow = t.mats[2].hand[-1]
    s.apply(2, A.Activate(bow))
    assert t.turn.actions == 3
    give(s, 0, "god_mode")
    s.apply(2, A.Demand(0))
    assert s.to_move() == [0]
    s.apply(0, A.GiveCard(t.mats[0].hand[0]))
    assert len(t.mats[2].hand) == 6 and not t.mats[2].hand.count(None)
    assert not [a for a in s.legal_actions(2) if isinstance(a, A.Demand)]


def test_scrounger_takes_four_crate_cards_for_one_action():
    s = bare(6, current=4)
    t = s.table
    warehouse = t.board.places[4].warehouse
    place(s, 4, warehouse.q, warehouse.r)
    for _ in range(4):
        card = next(a for a in s.legal_actions(4) if isinstance(a, A.TakeFromCrate)).card
        s.apply(4, A.TakeFromCrate(card))
    assert t.turn.actions == 2 and len(t.mats[4].hand) == 4


def test_scrounger_scrounges_with_three_tokens():
    s = bare(6, current=4)
    t = s.table
    t.mats[4].scrounge = 3
    kit = give(s, 4, "suture_kit")
    t.mats[4].hand.remove(kit)
    t.discard.append(kit)
    s.apply(4, A.Scrounge(kit))
    assert kit in t.mats[4].hand and t.mats[4].scrounge == 0


def test_mischievous_pulls_a_foe_on_the_level():
    s = bare(6, current=5)
    t = s.table
    place(s, 5, 0, 4)
    place(s, 1, -4, 4)
    spot = next(a for a in s.legal_actions(5) if isinstance(a, A.Pull) and a.seat == 1)
    s.apply(5, spot)
    assert t.mats[1].pos == spot.to and t.mats[1].pos.distance(Hex(0, 4)) == 1
    assert not [a for a in s.legal_actions(5) if isinstance(a, A.Pull)]


# Angel and Demon.


def test_becoming_the_demon_upgrades_everyone(state):
    heaven.become(state.table, 0, "demon")
    t = state.table
    assert t.holder == 0 and mat(state).hp == 25 and mat(state).on_axis
    assert [m.form for m in t.mats] == ["demon", "upgraded", "upgraded"]
    assert mat(state, 1).hp == 10


def test_angel_and_demon_move_restrictions(state):
    t = state.table
    heaven.become(t, 0, "angel")
    t.pending.clear()
    place(state, 0, 1, 2)
    mat(state).on_axis = False
    legal = state.legal_actions(0)
    assert not [a for a in legal if isinstance(a, A.Run)]
    t.turn.actions = 2
    assert not [a for a in state.legal_actions(0) if isinstance(a, A.Descend)]
    assert [a for a in state.legal_actions(0) if isinstance(a, A.Climb)]


def test_the_angel_wins_at_its_pier(state):
    t = state.table
    heaven.become(t, 0, "angel")
    t.pending.clear()
    mat(state).on_axis = False
    warehouse = t.board.places[0].warehouse
    place(state, 0, warehouse.q, warehouse.r)
    state.apply(0, A.Move(t.pier(0)))
    assert state.outcome().winners == (0,)


def test_killing_the_demon_reopens_the_gate(state):
    t = state.table
    heaven.become(t, 1, "demon")
    t.pending.clear()
    mat(state, 1).on_axis = False
    mat(state, 1).hp = 2
    play(state, 0, A.Melee(Hex(2, 1)))
    assert t.holder is None
    assert [m.form for m in t.mats] == ["character"] * 3
    assert mat(state, 1).pos in t.board.power_hexes and mat(state, 1).hp == 5
    assert t.terrain(ORIGIN) == "axis_mundi"


def test_demonic_attacks(state):
    t = state.table
    heaven.become(t, 0, "demon")
    t.pending.clear()
    mat(state).on_axis = False
    play(state, 0, A.DemonicMelee(Hex(2, 1)))
    assert (mat(state, 1).hp, mat(state, 1).wounds, mat(state).hp) == (8, 3, 25)
    place(state, 2, 0, 0)  # on the crater, three hexes away
    state.apply(0, A.DemonicBlast())
    assert mat(state, 1).hp == 7 and mat(state, 2).hp == 9


def test_impervious_on_the_axis_mundi_hex(state):
    t = state.table
    heaven.become(t, 1, "demon")
    t.pending.clear()
    place(state, 1, 0, 0)
    place(state, 0, 1, 0)
    assert A.Melee(ORIGIN) not in state.legal_actions(0)
