"""Every 1-Time and Permanent Power card (3-player board, round 1).

Seat 0 (the Beastmaster) stands on Level 1 hex (1, 2); seat 1 (the
Cultivator) beside it on (2, 1); seat 2 is made a Savant and parked.
"""

from __future__ import annotations

import pytest

from game.core.hexgrid import Hex
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules.catalog import card_type
from game.games.axis_mundi.rules.events import Peeked
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


@pytest.mark.parametrize(
    ("kind", "field", "value", "actions"),
    [
        ("second_wind", "extra_moves", 1, 3),
        ("inspiration", "actions", 4, 4),
        ("follow_the_monkey", "extra_attacks", 1, 3),
        ("phrygian_tumble", "tumble", True, 2),
    ],
)
def test_turn_boosting_cards(state, kind, field, value, actions):
    card = give(state, 0, kind)
    state.apply(0, A.PlayCard(card))
    assert getattr(state.table.turn, field) == value
    assert state.table.turn.actions == actions
    assert card in state.table.discard


def test_options_move_is_free_and_heal_costs_an_action(state):
    first, second = give(state, 0, "options"), give(state, 0, "options")
    mat(state).hp = 5
    state.apply(0, A.PlayCard(first, option="move"))
    assert (state.table.turn.extra_moves, state.table.turn.actions) == (1, 3)
    state.apply(0, A.PlayCard(second, option="heal"))
    assert (mat(state).hp, state.table.turn.actions) == (6, 2)


@pytest.mark.parametrize(("kind", "hp", "wounds", "after"), [
    ("suture_kit", 5, 0, (7, 0)),
    ("holistic_herbs", 5, 0, (6, 0)),
    ("salve", 5, 3, (5, 1)),
])
def test_healing_cards(state, kind, hp, wounds, after):
    mat(state).hp, mat(state).wounds = hp, wounds
    state.apply(0, A.PlayCard(give(state, 0, kind)))
    assert (mat(state).hp, mat(state).wounds) == after


def test_salve_with_holistic_herbs_and_double_double(state):
    mat(state).hp, mat(state).wounds = 4, 3
    salve, herbs = give(state, 0, "salve"), give(state, 0, "holistic_herbs")
    state.apply(0, A.PlayCard(salve, cards=(herbs,)))
    assert (mat(state).hp, mat(state).wounds, state.table.turn.actions) == (7, 0, 2)
    mat(state).hp, mat(state).wounds = 2, 3
    salve, herbs = give(state, 0, "salve"), give(state, 0, "holistic_herbs")
    double = give(state, 0, "double_double")
    state.apply(0, A.PlayCard(salve, cards=(herbs,), double=double))
    assert (mat(state).hp, mat(state).wounds) == (7, 0)


def test_double_double_copies_a_card(state):
    mat(state).hp = 3
    kit, double = give(state, 0, "suture_kit"), give(state, 0, "double_double")
    assert A.PlayCard(kit, double=double) in state.legal_actions(0)
    state.apply(0, A.PlayCard(kit, double=double))
    assert mat(state).hp == 7 and state.table.turn.actions == 2
    wound = give(state, 0, "god_mode")
    assert A.PlayCard(wound, double=give(state, 0, "double_double")) not in \
        state.legal_actions(0)


@pytest.mark.parametrize(("kind", "start", "after"), [("morsel_of_vermin", 1, 2),
                                                      ("vermin", 0, 2)])
def test_vermin_feed_the_familiar(state, kind, start, after):
    mat(state).energy = [start]
    state.apply(0, A.PlayCard(give(state, 0, kind)))
    assert mat(state).energy == [after]


def test_god_mode_stops_hit_points_and_wounds(state):
    state.apply(0, A.PlayCard(give(state, 0, "god_mode")))
    state.table.current = 1
    play(state, 1, A.Melee(Hex(1, 2)))
    assert mat(state).hp == 10 and mat(state).wounds == 0


def test_hafdasa_hits_the_six_hexes_around(state):
    state.apply(0, A.PlayCard(give(state, 0, "hafdasa_c4")))
    assert mat(state, 1).hp == 9 and mat(state, 2).hp == 10


def test_free_refills_and_hurry_change(state):
    state.apply(0, A.PlayCard(give(state, 0, "free_refills"), one_time=1))
    assert len(mat(state).hand) == 3
    hurry = give(state, 0, "hurry_change")
    two = tuple(mat(state).hand[:2])
    state.apply(0, A.PlayCard(hurry, cards=two, one_time=0))
    assert len(mat(state).hand) == 4
    assert all(c in state.table.discard for c in two)


def test_second_times_the_charm_takes_from_the_discard(state):
    kit = give(state, 0, "suture_kit")
    mat(state).hand.remove(kit)
    state.table.discard.append(kit)
    state.apply(0, A.PlayCard(give(state, 0, "second_times_the_charm"), cards=(kit,)))
    assert kit in mat(state).hand


def test_peek_a_boo_rearranges_the_tops(state):
    t = state.table
    top, second = t.decks["one_time"][-1], t.decks["one_time"][-2]
    events = state.apply(0, A.PlayCard(give(state, 0, "peek_a_boo")))
    seen = next(e for e in events if isinstance(e, Peeked))
    assert seen.for_seat(1).one_time == ()
    state.apply(0, A.Arrange(True, False))
    assert t.decks["one_time"][-1] == second and t.decks["one_time"][-2] == top


def test_who_are_you_borrows_powers(state):
    card = give(state, 0, "who_are_you")
    state.apply(0, A.PlayCard(card, option="cultivator"))
    assert state.table.character(0) == "cultivator"
    assert [a for a in state.legal_actions(0) if isinstance(a, A.Harvest)] == [
        A.Harvest("one_time"), A.Harvest("permanent"), A.Harvest("heal")]


def test_ethereal_drain(state):
    mat(state).energy = [0]
    mat(state, 1).energy = [2]
    state.apply(0, A.PlayCard(give(state, 0, "ethereal_drain")))
    assert mat(state).energy == [3] and mat(state, 1).energy == [1]


def test_crates_take_from_any_warehouse_and_refill(state):
    crate = state.table.crates[1]
    wanted = crate[0]
    state.apply(0, A.PlayCard(give(state, 0, "crates"), cards=(wanted,)))
    assert wanted in mat(state).hand and len(crate) == 4


def test_mobilizing_forces_keeps_one_and_deals_the_rest(state):
    """Mobilizing Forces: "Choose 1 of them to add to your Hand (your choice), and give 1 to
    every other player": the player also chooses which card each one gets."""
    state.apply(0, A.PlayCard(give(state, 0, "mobilizing_forces"), one_time=3))
    drawn = state.table.pending[0]["cards"]
    state.apply(0, A.KeepCard(drawn[1]))
    assert drawn[1] in mat(state).hand
    owed = state.table.pending[0]
    assert owed["kind"] == "deal" and owed["to"] == [1, 2]
    assert set(state.legal_actions(0)) == {A.DealCard(drawn[0]), A.DealCard(drawn[2])}
    state.apply(0, A.DealCard(drawn[2]))
    assert mat(state, 1).hand == [drawn[2]] and mat(state, 2).hand == [drawn[0]]


def test_archers_tales_keeps_one_of_six(state):
    before = len(state.table.discard)
    state.apply(0, A.PlayCard(give(state, 0, "archers_tales"), option="permanent"))
    drawn = state.table.pending[0]["cards"]
    assert len(drawn) == 6
    state.apply(0, A.KeepCard(drawn[0]))
    assert len(state.table.discard) == before + 1 + 5


def test_last_resort_heals_per_card(state):
    mat(state).hp = 3
    others = tuple(sorted((give(state, 0, "salve"), give(state, 0, "elusive"))))
    state.apply(0, A.PlayCard(give(state, 0, "last_resort"), cards=others))
    assert mat(state).hp == 6 and not mat(state).hand


def test_phrygian_tumble_makes_card_plays_free(state):
    state.apply(0, A.PlayCard(give(state, 0, "phrygian_tumble")))
    state.apply(0, A.PlayCard(give(state, 0, "suture_kit")))
    assert state.table.turn.actions == 2
    state.apply(0, A.DrawCard("one_time"))
    assert not state.table.turn.tumble


def test_desperate_measures_and_perfect_counter(state):
    mat(state).hp = 3
    desperate, counter = give(state, 0, "desperate_measures"), give(state, 0, "perfect_counter")
    play(state, 0, A.Melee(Hex(2, 1), (counter, desperate)))
    assert mat(state, 1).hp == 7 and mat(state).hp == 3


@pytest.mark.parametrize(("kind", "hp"), [("wooden_shield", 9), ("hickory_shield", 10)])
def test_shields_reduce_melee_damage(state, kind, hp):
    shield = give(state, 1, kind)
    state.apply(0, A.Melee(Hex(2, 1)))
    assert state.to_move() == [1]
    state.apply(1, A.Shield((shield,)))
    assert mat(state, 1).hp == hp


def test_elusive_evades_the_familiar(state):
    mat(state, 1).energy = [0]
    elusive = give(state, 1, "elusive")
    state.apply(0, A.SendFamiliar(Hex(2, 1), "pin"))
    state.apply(1, A.Evade(elusive))
    assert not mat(state, 1).immobilized and mat(state).energy == [0]


def test_seek_and_destroy(state):
    place(state, 1, 1, -1)  # three hexes away
    state.apply(0, A.PlayCard(give(state, 0, "seek_and_destroy"), target=Hex(1, -1)))
    assert mat(state, 1).hp == 9 and mat(state).energy == [0]


def test_godspeed_fetches_treasure_at_three(state):
    spot = Hex(1, -1)
    state.table.treasures[spot] = "heal_four"
    state.apply(0, A.PlayCard(give(state, 0, "godspeed"), target=spot, option="fetch"))
    state.apply(0, A.EndTurn())
    assert mat(state).treasures == ["heal_four"]


def test_now_you_see_me_slips_along_the_level(state):
    card = give(state, 0, "now_you_see_me_4")
    park(state, 1)
    events = state.apply(0, A.PlayCard(card))
    roll = next(e.value for e in events if e.kind == "die_rolled")
    board = state.table.board
    spot = Hex(1, 2)
    for _ in range(4):
        spot = board.ring_step(spot, roll <= 3)
    while not state.table.is_free(spot, 0):
        spot = board.ring_step(spot, roll <= 3)
    assert mat(state).pos == spot


def test_rock_climber_climbs_two_levels_and_ends_the_turn():
    s = bare(6)
    place(s, 0, 0, 4)  # Level 1 with 6 players
    card = give(s, 0, "rock_climber")
    target = next(a.target for a in s.legal_actions(0)
                  if isinstance(a, A.PlayCard) and a.card == card)
    s.apply(0, A.PlayCard(card, target=target))
    assert s.table.level(s.table.mats[0].pos) == 3
    assert s.table.current == 1


def test_rock_climber_is_not_in_the_three_player_deck(state):
    every = state.table.all_cards()
    assert not [c for c in every if card_type(c) == "rock_climber"]


def test_harvester_chooses_the_harvest(state):
    card = give(state, 0, "harvester")
    state.apply(0, A.Harvest("permanent", card))
    assert len(mat(state).hand) == 1 and card in state.table.discard
    assert A.Harvest() not in state.legal_actions(0)  # harvested once per game


# Permanent Power cards.


def activate(state, seat, kind):
    card = give(state, seat, kind)
    state.table.mats[seat].hand.remove(card)
    state.table.mats[seat].slots.append(card)


def test_activate_and_swap(state):
    bow, blade = give(state, 0, "short_bow"), give(state, 0, "honed_blade")
    state.apply(0, A.Activate(bow))
    state.apply(0, A.Activate(blade, bow))
    assert mat(state).slots == [blade] and bow in mat(state).hand


@pytest.mark.parametrize(("kind", "hp", "wounds"), [
    ("shields_up", 9, 0), ("honed_blade", 8, 3), (None, 8, 0),
])
def test_melee_permanents(state, kind, hp, wounds):
    place(state, 0, -1, 3)
    place(state, 1, 0, 3)  # pushed off the corner onto a path: no push wound
    if kind == "shields_up":
        activate(state, 1, kind)
    elif kind:
        activate(state, 0, kind)
    play(state, 0, A.Melee(Hex(0, 3)))
    assert (mat(state, 1).hp, mat(state, 1).wounds) == (hp, wounds)


@pytest.mark.parametrize("kind", ["perfect_execution", "cornered_animal"])
def test_melee_without_losing_a_hit_point(state, kind):
    activate(state, 0, kind)
    mat(state).hp = 3
    play(state, 0, A.Melee(Hex(2, 1)))
    assert mat(state).hp == 3


def test_cornered_animal_adds_wounds_and_a_move(state):
    place(state, 0, -1, 3)
    place(state, 1, 0, 3)
    activate(state, 0, "cornered_animal")
    mat(state).hp = 2
    play(state, 0, A.Melee(Hex(0, 3)))
    assert mat(state, 1).wounds == 2
    state.apply(0, A.EndTurn())
    state.apply(1, A.EndTurn())
    state.apply(2, A.EndTurn())
    assert state.table.current == 0 and state.table.turn.extra_moves == 1


def test_alpinist_gives_a_move_every_turn(state):
    activate(state, 1, "alpinist")
    state.apply(0, A.EndTurn())
    assert state.table.turn.extra_moves == 1


def test_hail_anemoi_and_unstoppable(state):
    place(state, 1, 1, -1)  # three hexes away
    mat(state, 1).energy = [0]
    assert A.SendFamiliar(Hex(1, -1), "pin") in state.legal_actions(0)  # Beastmaster: 3
    activate(state, 1, "unstoppable")
    assert A.SendFamiliar(Hex(1, -1), "pin") not in state.legal_actions(0)


@pytest.mark.parametrize(("kind", "distances"), [("short_bow", {1, 2}), ("long_bow", {2, 3})])
def test_bows_shoot_by_distance_at_any_level(state, kind, distances):
    activate(state, 0, kind)
    for d in (1, 2, 3):
        spot = Hex(1, 2) + Hex(0, -1).scale(d)
        place(state, 1, spot.q, spot.r)
        assert (A.Shoot(spot) in state.legal_actions(0)) == (d in distances)
    spot = Hex(1, 2) + Hex(0, -1).scale(min(distances))
    place(state, 1, spot.q, spot.r)
    state.apply(0, A.Shoot(spot))
    assert (mat(state, 1).hp, mat(state, 1).wounds, mat(state, 1).pos) == (9, 2, spot)
