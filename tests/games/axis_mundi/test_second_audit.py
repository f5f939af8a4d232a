"""The second reading of the book against the rules: each test names the book's section.

3-player board: seat 0 (the Beastmaster) stands on Level 1 hex (1, 2), seat 1 (the
Cultivator) beside it on the cave mouth (2, 1), seat 2 (the Malignant) on its pier.
(2, 0) is sheltered terrain on Level 2, next to (2, 1).
"""

from __future__ import annotations

import pytest

from game.core.errors import CorruptSave
from game.core.hexgrid import ORIGIN, Hex
from game.core.match import Match
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules import combat, harm, heaven
from game.games.axis_mundi.rules import events as E
from game.games.axis_mundi.rules.catalog import card_type
from tests.games.axis_mundi.setups import bare, give, park, place, play

SHELTER = Hex(2, 0)


@pytest.fixture
def state():
    s = bare(3)
    park(s, 2)
    place(s, 0, 1, 2)
    place(s, 1, 2, 1)
    return s


def mat(state, seat=0):
    return state.table.mats[seat]


def dice(state, *values):
    rolls = list(values)
    state.table.roll = lambda seat, purpose: rolls.pop(0)


def demon(state, seat, at):
    """``seat`` becomes the Demon (everyone else upgraded), standing on ``at``."""
    t = state.table
    heaven.become(t, seat, "demon")
    t.pending.clear()
    t.mats[seat].on_axis = False
    t.mats[seat].pos = at


def targets(state, seat=0):
    return {getattr(a, "to", None) or getattr(a, "target", None)
            for a in state.legal_actions(seat)}


# Types of Terrain: the pier; Blocking Tactics.


def test_pier_is_entered_only_from_its_warehouse(state):
    """Warehouse Hex: "a wood plank walkway that connects the pier to a ... Warehouse"; the
    sea path beside the pier does not lead onto it."""
    t = state.table
    pier, warehouse = t.pier(0), t.board.places[0].warehouse
    place(state, 0, 3, 1)  # the sea path beside the pier
    park(state, 1)
    assert pier in Hex(3, 1).neighbors() and A.Move(pier) not in state.legal_actions(0)
    for action in state.legal_actions(0):
        if getattr(action, "to", None) == pier:
            assert action == A.Run(warehouse, pier)  # along the walkway
    place(state, 0, warehouse.q, warehouse.r)
    assert A.Move(pier) in state.legal_actions(0)


def test_a_foe_on_the_warehouse_blocks_the_angel_from_its_pier(state):
    """Blocking Tactics: "Opponent Players can move to the Demon/Angel's Pier Hex and/or
    Warehouse Hex to block the Demon/Angel's entry"."""
    t = state.table
    demon(state, 0, Hex(3, 1))
    warehouse = t.board.places[0].warehouse
    place(state, 1, warehouse.q, warehouse.r)
    t.turn.actions = 3
    assert t.pier(0) not in targets(state)
    for action in state.legal_actions(0):
        assert getattr(action, "to", None) != t.pier(0)


# Characters and Their Variable Player Powers: upgrades read as replacements.


def test_upgraded_mischievous_has_no_pull_only_the_two_token_shove():
    """Upgraded Mischievous Power: Mischief Tokens "for another purpose": 2 tokens move the
    Angel/Demon 1 hex. The upgraded mat names no pull (an upgrade replaces the power)."""
    s = bare(6)
    t = s.table
    by = {m.character: i for i, m in enumerate(t.mats)}
    mis = by["mischievous"]
    other = (mis + 1) % 6
    for seat in range(6):
        park(s, seat)
    place(s, mis, 1, 3)
    t.current = mis
    assert any(isinstance(a, A.Pull) for a in s.legal_actions(mis)) is False  # no one near
    place(s, other, 2, 2)  # same level
    assert any(isinstance(a, A.Pull) for a in s.legal_actions(mis))
    angel = (mis + 2) % 6
    demon(s, angel, Hex(-1, 4))
    t.current = mis
    mat(s, mis).mischief = 1
    legal = s.legal_actions(mis)
    assert not any(isinstance(a, A.Pull | A.Shove) for a in legal)
    mat(s, mis).mischief = 2
    legal = s.legal_actions(mis)
    assert not any(isinstance(a, A.Pull) for a in legal)
    assert any(isinstance(a, A.Shove) for a in legal)


def test_upgraded_savant_demands_nothing(state):
    """Upgraded Savant Power names no demand (an upgrade replaces the power)."""
    t = state.table
    t.mats[0].character = "savant"
    give(state, 1, "salve")
    assert A.Demand(1) in state.legal_actions(0)
    demon(state, 2, Hex(-1, 4))
    assert A.Demand(1) not in state.legal_actions(0)


# Sheltered Terrain Hex: full protection.


def test_a_guess_cannot_hit_an_invisible_character_in_shelter(state):
    """Sheltered Terrain: "full protection from Attacks"; Special Attack rules when you are
    invisible: a guess at a sheltered hex is never offered, and could hit no one."""
    t = state.table
    place(state, 1, SHELTER.q, SHELTER.r)
    mat(state, 1).invisible, mat(state, 1).token = True, Hex(2, 1)
    assert A.Melee(SHELTER) not in state.legal_actions(0)
    assert combat.victim_at(t, 0, SHELTER) == (None, True)
    place(state, 0, 2, 1)  # beside the shelter, on the level below
    assert A.Melee(SHELTER) not in state.legal_actions(0)


def test_hafdasa_does_not_reveal_a_sheltered_invisible_character(state):
    """Hafdasa C-4 deals damage; shelter stops it ("all other health-reducing items"), and
    only damage reveals the invisible ("If it did, you immediately become Visible")."""
    place(state, 0, 2, 1)
    place(state, 1, SHELTER.q, SHELTER.r)
    mat(state, 1).invisible, mat(state, 1).token = True, SHELTER
    events = play(state, 0, A.PlayCard(give(state, 0, "hafdasa_c4")))
    assert mat(state, 1).invisible and mat(state, 1).hp == 10
    assert not any(isinstance(e, E.Reappeared) for e in events)


def test_no_seek_and_destroy_or_hafdasa_from_shelter(state):
    """Sheltered Terrain: "While in a Sheltered Terrain Hex, you cannot Attack other
    Characters"; Attack Actions are those "used to cause opponents to lose Hit Points"."""
    place(state, 0, SHELTER.q, SHELTER.r)
    give(state, 0, "hafdasa_c4")
    give(state, 0, "seek_and_destroy")
    kinds = {card_type(a.card) for a in state.legal_actions(0) if isinstance(a, A.PlayCard)}
    assert not kinds & {"hafdasa_c4", "seek_and_destroy"}
    place(state, 0, 1, 2)
    kinds = {card_type(a.card) for a in state.legal_actions(0) if isinstance(a, A.PlayCard)}
    assert {"hafdasa_c4", "seek_and_destroy"} <= kinds


def test_attacking_with_a_card_turns_the_invisible_visible(state):
    """Invisibility: "When invisible, you can Attack ..., but doing so will immediately turn
    you visible" (Seek and Destroy sends the familiar "to Attack")."""
    mat(state).invisible, mat(state).token = True, Hex(1, 2)
    play(state, 0, A.PlayCard(give(state, 0, "seek_and_destroy"), target=Hex(2, 1)))
    assert not mat(state).invisible and mat(state, 1).hp == 9


def test_upgraded_beastmaster_is_not_offered_a_pin_on_a_sheltered_angel(state):
    """Sheltered Terrain protects from "immobilization, and all other health-reducing items":
    the upgraded Beastmaster's familiar would do nothing to the Angel/Demon there."""
    demon(state, 1, SHELTER)
    state.table.turn.actions = 3
    assert A.SendFamiliar(SHELTER, "pin") not in state.legal_actions(0)
    demon_pos = Hex(1, 1)
    place(state, 1, demon_pos.q, demon_pos.r)
    assert A.SendFamiliar(demon_pos, "pin") in state.legal_actions(0)


# So, S., who are you, then?


def test_so_s_cannot_be_played_while_an_angel_or_demon_is_in_play(state):
    """So, S.: "This Card cannot be played when a Character is an Angel or a Demon"."""
    card = give(state, 0, "who_are_you")
    assert any(a.card == card for a in state.legal_actions(0) if isinstance(a, A.PlayCard))
    demon(state, 2, Hex(-1, 4))
    assert not any(a.card == card for a in state.legal_actions(0) if isinstance(a, A.PlayCard))


def test_so_s_borrowing_the_scrounger_allows_one_scrounge(state):
    """So, S.: "You can perform a Scrounge or Mischief if that is the chosen Character"."""
    t = state.table
    t.mats[1].character = "scrounger"
    t.discard.append(t.decks["one_time"].pop())
    state.apply(0, A.PlayCard(give(state, 0, "who_are_you"), option="scrounger"))
    scrounges = [a for a in state.legal_actions(0) if isinstance(a, A.Scrounge)]
    assert scrounges
    state.apply(0, scrounges[0])
    assert not any(isinstance(a, A.Scrounge) for a in state.legal_actions(0))
    assert mat(state, 1).scrounge == 0 and mat(state).scrounge == 0


def test_so_s_borrowing_the_malignant_brings_its_area_and_infection(state):
    """So, S.: switch "your Variable Player Powers" to the Malignant's: its "always on"
    area wounds a neighbour at once, and it places Infection Tokens on its hexes."""
    t = state.table
    state.apply(0, A.PlayCard(give(state, 0, "who_are_you"), option="malignant"))
    assert mat(state, 1).wounds == 1  # the Cultivator stands beside it
    assert t.infection.get(t.home(Hex(1, 2))) == 0
    state.apply(0, A.Move(Hex(0, 3)))
    assert t.infection.get(t.home(Hex(0, 3))) == 0
    for _ in range(3):
        state.apply(t.current, A.EndTurn())
    assert 0 not in t.infection.values()  # cleared at the start of its next turn


# The Savant.


def test_upgraded_savant_slots_two_different_cards(state):
    """Upgraded Savant Power: "(The 2 Permanent Power Cards must be different.)"."""
    t = state.table
    t.mats[0].character = "savant"
    first = give(state, 0, "shields_up")
    mat(state).hand.remove(first)
    mat(state).slots.append(first)
    give(state, 0, "shields_up")
    give(state, 0, "dexterity")
    heaven.become(t, 2, "demon")
    owed = [d for d in t.pending if d["seat"] == 0]
    assert owed and owed[0]["kind"] == "slots"
    t.pending = owed
    choices = state.legal_actions(0)
    assert choices and all(card_type(c) == "dexterity" for a in choices for c in a.cards)


def test_upgrading_savant_discards_down_to_five(state):
    """S. The Savant, To upgrade: "In the unlikely event that you have more than 5 Cards in
    your Hand, discard down to 5 Cards" (his limit is 7 afterwards)."""
    t = state.table
    t.mats[0].character = "savant"
    for kind in ("salve", "suture_kit", "inspiration", "options", "second_wind", "vermin"):
        give(state, 0, kind)
    heaven.become(t, 2, "demon")
    owed = [d for d in t.pending if d["seat"] == 0]
    assert owed == [{"seat": 0, "kind": "discard", "limit": 5}]
    assert t.hand_limit(0) == 7


def test_savant_downgrade_returns_the_card_the_player_chooses(state):
    """S. The Savant, To Downgrade: "choose 1 of them and add it to your Hand. Discard your
    Hand down to 5 Cards"."""
    t = state.table
    t.mats[0].character = "savant"
    demon(state, 2, Hex(-1, 4))
    a, b = give(state, 0, "shields_up"), give(state, 0, "dexterity")
    mat(state).hand.clear()
    mat(state).slots = [a, b]
    for kind in ("salve", "suture_kit", "inspiration", "options", "second_wind"):
        give(state, 0, kind)
    heaven.downgrade_all(t, 2)
    assert t.pending[0] == {"seat": 0, "kind": "unslot"}
    assert set(state.legal_actions(0)) == {A.Unslot(a), A.Unslot(b)}
    state.apply(0, A.Unslot(b))
    assert mat(state).slots == [a] and b in mat(state).hand
    assert t.pending[0]["kind"] == "discard" and t.pending[0]["limit"] == 5


def test_a_savant_who_dies_owing_the_downgrade_choice_keeps_the_game_going(state):
    """S. The Savant, To Downgrade, then Dying in the same fall (the Malignant's area
    wound): dying returns every slotted card to the hand, so the choice of which one
    returns is moot; it used to stay owed with no legal answer and the game froze (a bot
    game found it: 6 players, seed 3012, round 34)."""
    t = state.table
    t.mats[0].character = "savant"
    demon(state, 2, Hex(-1, 4))
    a, b = give(state, 0, "shields_up"), give(state, 0, "dexterity")
    mat(state).hand.clear()
    mat(state).slots = [a, b]
    heaven.downgrade_all(t, 2)
    assert {"seat": 0, "kind": "unslot"} in t.pending
    harm.die(t, 0)
    assert not any(d["seat"] == 0 and d["kind"] == "unslot" for d in t.pending)
    assert {a, b} <= set(mat(state).hand) and mat(state).slots == []
    for seat in {d["seat"] for d in t.pending}:
        assert state.legal_actions(seat), f"seat {seat} owes a decision with no answer"


# Demonic Melee Attack; Permanent Power Cards stack.


def test_demonic_melee_stacks_with_honed_blade_and_cornered_animal(state):
    """Permanent Power Cards: benefits "stack" ... "every benefit is added together"."""
    t = state.table
    demon(state, 0, Hex(1, 2))
    mat(state).slots = [give(state, 0, "honed_blade")]
    mat(state).hand.remove(mat(state).slots[0])
    assert combat.melee_damage(t, 0, (), demonic=True) == (2, 6)
    mat(state).slots = [give(state, 0, "cornered_animal")]
    mat(state).hp = 3
    assert combat.melee_damage(t, 0, (), demonic=True) == (2, 5)


# Axis Mundi Hex: the crater becomes accessible terrain.


def test_the_taken_crater_is_accessible_terrain_and_can_be_harvested(state):
    """Axis Mundi Hex: "changes to an Accessible Terrain Hex"; Harvest: Accessible Terrain."""
    t = state.table
    demon(state, 2, Hex(-1, 4))
    place(state, 0, 0, 0)
    assert t.terrain(ORIGIN) == "accessible"
    assert A.Harvest() in state.legal_actions(0)


# Now You See Me... on the top ring.


def test_now_you_see_me_on_the_top_ring_goes_round_past_its_own_hex(state):
    """Hidden Cave: "move 8, 7, 6, 5, or 4 spaces left or right on the same Level": the
    count goes round a short ring; ending on your own hex you go on to the next free one."""
    park(state, 1)
    place(state, 0, 1, 0)  # the top ring has 6 hexes
    dice(state, 1)
    play(state, 0, A.PlayCard(give(state, 0, "now_you_see_me_6")))
    assert mat(state).pos != Hex(1, 0) and mat(state).pos.length() == 1


def test_now_you_see_me_is_not_played_on_a_pier(state):
    """Hidden Cave moves along "the same Level": a pier is no ring to move along."""
    park(state, 0)
    card = give(state, 0, "now_you_see_me_4")
    assert not any(a.card == card for a in state.legal_actions(0) if isinstance(a, A.PlayCard))


# Area of Effect, wounds and invisibility.


def test_area_wounds_and_a_fourth_wound_do_not_reveal_the_invisible():
    """Invisibility: "If it did [hit], you immediately become Visible" speaks of Attacks; the
    Malignant's "always on" area and a fourth wound are no attack and reveal nothing."""
    s = bare(3, current=0)
    place(s, 0, 1, 2)
    place(s, 1, 2, 1)
    place(s, 2, 0, 3)
    mat(s, 0).invisible, mat(s, 0).token = True, Hex(1, 2)
    mat(s, 0).wounds = 3
    s.apply(0, A.EndTurn())
    s.apply(1, A.EndTurn())  # the Malignant's turn starts: its area wounds seat 0
    assert mat(s, 0).hp == 9 and mat(s, 0).invisible


# Dying.


def test_dying_between_two_power_hexes_rolls_left_or_right(state):
    """Dying: "If you are equidistance from 2 Power Hexes, roll a die: 1-3: move to the left
    Power Hex, 4-6: move to the right" (left: clockwise, seen facing the centre)."""
    t = state.table
    def nearest(h):
        best = min(p.distance(h) for p in t.board.power_hexes)
        return [p for p in t.board.power_hexes if p.distance(h) == best]

    spot = next(h for h in ORIGIN.ring(t.board.sea_radius) if len(nearest(h)) == 2)
    walk = spot
    while walk not in t.board.power_hexes:
        walk = t.board.ring_step(walk, True)  # going left
    for value, expected_left in ((1, True), (6, False)):
        s = bare(3)
        for seat in (1, 2):
            park(s, seat)
        place(s, 0, spot.q, spot.r)
        rolls: list[str] = []
        s.table.roll = lambda seat, purpose, v=value, seen=rolls: seen.append(purpose) or v
        s.table.mats[0].hp = 1
        harm.lose_hp(s.table, 0, 1, "test")
        assert (s.table.mats[0].pos == walk) == expected_left
        assert rolls == ["nearest power hex left or right"]


# Rules version.


def test_a_save_of_the_old_rules_is_refused_with_a_clear_message():
    """Saves of the rules before this reading can no longer replay: they are refused."""
    match = Match.create("axis_mundi", {}, 5, ["bot", "bot", "bot"])
    data = match.to_json()
    data["rules_version"] = 3
    with pytest.raises(CorruptSave, match="rules version 3, this build plays version"):
        Match.from_json(data)
