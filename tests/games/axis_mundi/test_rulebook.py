"""Rules from the audit against the book that had no test yet (3-player board).

Each test names the book's section it checks. Seat 0 (the Beastmaster)
stands on Level 1 hex (1, 2); seat 1 (the Cultivator) beside it on (2, 1);
seat 2 (the Malignant) is parked on its pier.
"""

from __future__ import annotations

import pytest

from game.core.hexgrid import ORIGIN, Hex
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules import flow, harm, heaven, movement
from game.games.axis_mundi.rules.catalog import CARDS, card_type
from tests.games.axis_mundi.setups import bare, give, park, place, play, started


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
    """Fix the next die rolls."""
    rolls = list(values)
    state.table.roll = lambda seat, purpose: rolls.pop(0)


def end_round(state):
    for _ in range(state.table.n):
        state.apply(state.table.current, A.EndTurn())


# Housekeeping Phase, Action Phase, General Actions.


def test_housekeeping_adds_one_energy_up_to_three(state):
    """Housekeeping Phase: add 1 Energy Token if there are less than 3."""
    mat(state, 1).energy = [1]
    state.apply(0, A.EndTurn())
    assert mat(state, 1).energy == [2]
    mat(state, 2).energy = [3]
    state.apply(1, A.EndTurn())
    assert mat(state, 2).energy == [3]


def test_housekeeping_tokens_of_the_mischievous_and_the_scrounger():
    """Housekeeping Phase: +1 Mischief Token (max 2), +1 Scrounge Token (max 3)."""
    s = bare(6)
    t = s.table
    by = {m.character: i for i, m in enumerate(t.mats)}
    t.mats[by["mischievous"]].mischief = 1
    t.mats[by["scrounger"]].scrounge = 2
    for _ in range(6):
        s.apply(t.current, A.EndTurn())
        while t.pending:
            s.apply(t.pending[0]["seat"], A.Levitate(None))
    assert t.mats[by["mischievous"]].mischief == 2 and t.mats[by["scrounger"]].scrounge == 3


def test_three_actions_then_only_free_ones(state):
    """Action Phase: 3 Actions; unused ones are lost."""
    for _ in range(3):
        state.apply(0, A.DrawCard("one_time"))
    assert not [a for a in state.legal_actions(0) if isinstance(a, A.DrawCard)]


def test_draw_five_uses_three_actions_and_keeps_the_hand_limit(state):
    """Draw 5 Cards: uses 3 Actions; over 5 cards, discard (not an Action)."""
    give(state, 0, "salve")
    state.apply(0, A.DrawFive(2))
    assert state.table.turn.actions == 0 and len(mat(state).hand) == 6
    assert state.table.pending[0]["kind"] == "discard"
    state.apply(0, A.Discard(mat(state).hand[0]))
    assert len(mat(state).hand) == 5 and not state.table.pending


def test_take_from_a_crate_once_a_turn_and_refill(state):
    """Take a Card from a Warehouse Crate: once per turn, on a Warehouse; refilled."""
    t = state.table
    place(state, 0, 2, 2)  # seat 0's warehouse
    card = t.crates[0][0]
    state.apply(0, A.TakeFromCrate(card))
    assert card in mat(state).hand and len(t.crates[0]) == 4
    assert not [a for a in state.legal_actions(0) if isinstance(a, A.TakeFromCrate)]


def test_familiar_pins_a_foe_for_its_next_turn(state):
    """Send Familiar to Immobilize: the foe cannot perform Move Actions on its next turn."""
    state.apply(0, A.SendFamiliar(Hex(2, 1), "pin"))
    state.apply(1, A.Evade(""))
    assert mat(state).energy == [0]
    state.apply(0, A.EndTurn())
    assert mat(state, 1).immobilized
    assert not [a for a in state.legal_actions(1) if isinstance(a, (A.Move, A.Run, A.Descend))]
    state.apply(1, A.EndTurn())
    assert not mat(state, 1).immobilized


def test_replenishing_decks_from_the_discard_pile(state):
    """Replenishing Decks: an exhausted deck is rebuilt from its discarded cards."""
    t = state.table
    t.discard += t.decks["one_time"]
    t.decks["one_time"] = []
    state.apply(0, A.DrawCard("one_time"))
    assert len(mat(state).hand) == 1 and t.decks["one_time"]
    assert all(CARDS[card_type(c)].deck != "one_time" for c in t.discard)


# Game Setup.


def test_pre_game_crate_card_for_all_but_the_first_player():
    """Pre-game Crate Action: every player except the first may take a crate card."""
    s = started(3)
    t = s.table
    assert all(len(m.hand) == 5 for m in t.mats)
    from game.games.axis_mundi.rules.state import new_table
    t = new_table({}, 1, 3)
    asked = [d["seat"] for d in t.pending if d["kind"] == "pre_crate"]
    assert sorted(asked) == sorted(set(range(3)) - {t.start})


# Permanent Power Cards: immediate benefits.


def test_alpinist_activated_mid_turn_gives_its_move_now(state):
    """Activating: "Activation makes the Permanent Power Card's benefits immediately available"."""
    card = give(state, 0, "alpinist")
    state.apply(0, A.Activate(card))
    assert state.table.turn.extra_moves == 1
    other = give(state, 0, "dexterity")
    state.apply(0, A.Activate(other, card))
    state.apply(0, A.Activate(card, other))
    assert state.table.turn.extra_moves == 1  # once a turn, however often it is swapped


def test_cornered_animal_move_when_hit_points_fall_to_three(state):
    """Cornered Animal: at 3 Hit Points or less, 1 extra Move Action."""
    card = give(state, 0, "cornered_animal")
    state.apply(0, A.Activate(card))
    assert state.table.turn.extra_moves == 0
    mat(state).hp = 4
    state.apply(0, A.DrawCard("one_time"))
    harm.lose_hp(state.table, 0, 1, "test")
    state.apply(0, A.DrawCard("one_time"))
    assert state.table.turn.extra_moves == 1


# Move into the Axis Mundi Hex; Angel and Demon.


@pytest.mark.parametrize(("roll", "number"), [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_thrown_out_of_the_gate_onto_the_rolled_power_hex(state, roll, number):
    """Move into the Axis Mundi Hex, 3-Player Game: 1-2 Power Hex 1, 3-4 Hex 2, 5-6 Hex 3."""
    place(state, 0, 1, 0)
    park(state, 1)
    dice(state, 1, roll)
    state.apply(0, A.EnterAxisMundi())
    assert mat(state).pos == state.table.board.power_hexes[number - 1]
    assert state.table.current == 1  # the turn is finished


def test_the_angel_draws_and_fills_three_slots_with_different_cards(state):
    """If you have entered Heaven (3 players): draw 2 Permanent cards, activate 3 different."""
    t = state.table
    for kind in ("dexterity", "alpinist", "alpinist"):
        give(state, 0, kind)
    place(state, 0, 1, 0)
    dice(state, 2, 1)
    state.apply(0, A.EnterAxisMundi())
    assert mat(state).form == "angel" and mat(state).hp == 25 and mat(state).energy == [3]
    assert len(mat(state).hand) == 5
    assert t.pending[0]["kind"] == "slots" and t.pending[0]["count"] == 3
    for a in state.legal_actions(0):
        assert len({card_type(c) for c in a.cards}) == len(a.cards)


def test_the_demon_keeps_its_slot_and_first_leaves_the_gate(state):
    """If you have entered Hell: the Activated card moves to the Demon's mat; leave first."""
    card = give(state, 0, "honed_blade")
    state.apply(0, A.Activate(card))
    place(state, 0, 1, 0)
    dice(state, 2, 6)
    state.apply(0, A.EnterAxisMundi())
    assert mat(state).form == "demon" and mat(state).slots == [card]
    while state.table.current != 0:
        state.apply(state.table.current, A.EndTurn())
    legal = state.legal_actions(0)
    assert legal and all(isinstance(a, A.Climb) for a in legal)


def test_the_demons_blast_reaches_shelter_and_reveals_the_invisible(state):
    """Sheltered Terrain: AoE still wounds; Special Attack rules when invisible."""
    t = state.table
    heaven.become(t, 0, "demon")
    t.pending.clear()
    mat(state).on_axis = False
    mat(state, 1).invisible = True
    mat(state, 1).token = mat(state, 1).pos
    state.apply(0, A.DemonicBlast())
    assert mat(state, 1).hp == 9 and not mat(state, 1).invisible


def test_the_beastmasters_familiar_hurts_but_cannot_pin_the_angel(state):
    """Upgraded Beastmaster: against a Demon or an Angel, 1 Hit Point but no immobilizing."""
    t = state.table
    heaven.become(t, 1, "angel")
    t.pending.clear()
    mat(state, 1).on_axis = False
    play(state, 0, A.SendFamiliar(Hex(2, 1), "pin"))
    assert mat(state, 1).hp == 24 and not mat(state, 1).immobilized


def test_dying_as_the_demon_downgrades_everyone(state):
    """Dying as The Angel or Demon: all revert; the Beastmaster keeps at most 3 energy."""
    t = state.table
    heaven.become(t, 1, "demon")
    t.pending.clear()
    mat(state, 1).on_axis = False
    assert mat(state).energy == [2, 2, 2]
    harm.lose_hp(t, 1, 25, "test")
    assert [m.form for m in t.mats] == ["character"] * 3 and mat(state).energy == [3]
    assert t.holder is None and mat(state, 1).hp == 5


def test_dying_returns_the_slotted_card_and_ends_ones_own_turn(state):
    """Dying: the Activated card returns to the Hand; on your own turn, the turn ends."""
    card = give(state, 0, "alpinist")
    state.apply(0, A.Activate(card))
    mat(state).hp = 1
    state.table.turn.descents = 2
    down = next(a for a in state.legal_actions(0) if isinstance(a, A.Descend))
    state.apply(0, down)  # the third descent costs the last hit point
    assert card in mat(state).hand and not mat(state).slots and mat(state).hp == 5
    assert state.table.current == 1


# Upgraded Variable Player Powers.


def test_upgraded_cultivator_free_harvest_of_two_and_paths(state):
    """Upgraded Cultivator: 1 Action-free Harvest yielding 2; Path Hexes may be harvested."""
    t = state.table
    heaven.become(t, 2, "demon")
    t.pending.clear()
    t.current = 1
    place(state, 1, -1, 1)  # a Level 3 path hex
    assert t.terrain(Hex(-1, 1)) == "path"
    state.apply(1, A.Harvest("one_time"))
    assert len(mat(state, 1).hand) == 2 and t.turn.actions == 3


def test_upgraded_malignant_melee_and_area(state):
    """Upgraded Malignant Power: "your Melee Attacks do 3 Hit Points of Damage" (the upgrade
    replaces the melee: no extra wounds); area 2 wounds at 1 hex, 1 at 2 (max 2 a turn)."""
    t = state.table
    heaven.become(t, 0, "demon")
    t.pending.clear()
    mat(state).on_axis = False
    place(state, 2, 0, 3)  # beside the Demon on (1, 2), two hexes from seat 1 on (2, 1)
    movement.update_area(t)
    assert mat(state, 0).wounds == 2 and mat(state, 1).wounds == 1
    t.current = 2
    t.turn.actions = 3
    play(state, 2, A.Melee(Hex(1, 2)))
    # 3 hit points and no melee wounds: the 2 area wounds stay
    assert (mat(state, 0).hp, mat(state, 0).wounds, mat(state, 2).hp) == (22, 2, 9)


def test_upgraded_savant_two_different_slots_and_a_hand_of_seven(state):
    """Upgraded Savant: a second slot (different cards), free swaps, hand of 7."""
    t = state.table
    mat(state, 1).character = "savant"
    heaven.become(t, 2, "demon")
    t.pending.clear()
    t.current = 1
    assert t.hand_limit(1) == 7 and t.slot_count(1) == 2
    a, b = give(state, 1, "alpinist"), give(state, 1, "alpinist")
    state.apply(1, A.Activate(a))
    assert A.Activate(b) not in state.legal_actions(1)
    c = give(state, 1, "dexterity")
    state.apply(1, A.Activate(c))
    assert t.turn.actions == 3 and len(mat(state, 1).slots) == 2


def test_upgraded_scrounger_three_moves_and_a_free_melee(state):
    """Upgraded Scrounger: 3 extra move Actions, 1 extra Melee that costs no Hit Point."""
    t = state.table
    mat(state, 1).character = "scrounger"
    heaven.become(t, 2, "demon")
    t.pending.clear()
    mat(state, 2).on_axis = False
    state.apply(0, A.EndTurn())
    assert t.turn.extra_moves == 3 and t.turn.free_melee == 1
    play(state, 1, A.Melee(Hex(1, 2)))
    assert mat(state, 1).hp == 10 and t.turn.actions == 3


def test_round_limit_ends_without_a_winner(state):
    """Designer's choice (Rounds): no winner after 40 rounds with 3 players."""
    state.table.round = 40
    end_round(state)
    assert state.outcome() is not None and state.outcome().winners == ()


def test_the_crater_is_accessible_terrain_once_the_angel_left(state):
    """Axis Mundi Hex: once left it is Accessible Terrain (one Level below the top)."""
    t = state.table
    heaven.become(t, 1, "angel")
    t.pending.clear()
    mat(state, 1).on_axis = False
    place(state, 0, 1, 0)
    assert t.terrain(ORIGIN) == "accessible"
    assert A.Descend(ORIGIN) in state.legal_actions(0)
    assert A.EnterAxisMundi() not in state.legal_actions(0)
    flow.end_turn(t)


def test_upgraded_beastmaster_familiars_harvest_for_two_energy(state):
    """Upgraded Beastmaster: 3 familiars of 2 energy; they Harvest up to 3 hexes away."""
    t = state.table
    heaven.become(t, 2, "demon")
    t.pending.clear()
    harvests = [a for a in state.legal_actions(0)
                if isinstance(a, A.SendFamiliar) and a.purpose == "harvest"]
    assert harvests and all(mat(state).pos.distance(a.target) <= 3 for a in harvests)
    state.apply(0, harvests[0])
    assert sorted(mat(state).energy) == [0, 2, 2] and t.home(harvests[0].target) in t.harvested


def test_malignant_area_wounds_at_most_two_a_turn(state):
    """The Malignant's AoE: a maximum of 2 Wounds per turn."""
    t = state.table
    heaven.become(t, 0, "demon")
    t.pending.clear()
    mat(state).on_axis = False
    place(state, 2, 0, 3)  # the upgraded Malignant beside the Demon: 2 wounds
    movement.update_area(t)
    assert mat(state).wounds == 2
    t.in_aoe.discard(0)  # comes inside again in the same turn
    movement.update_area(t)
    assert mat(state).wounds == 2


def test_upgraded_mischievous_walks_while_turning_and_shoves_the_demon():
    """Upgraded Mischievous: walk on his Level during the Rotation; 2 tokens shove the Demon."""
    s = bare(6)
    t = s.table
    heaven.become(t, 0, "demon")
    t.pending.clear()
    place(s, 0, 1, 0)
    t.mats[0].on_axis = False
    place(s, 5, -2, 2)  # Level 3
    place(s, 0, 0, 2)  # the Demon on Level 3 too, free hexes on either side
    t.current = 5
    t.turn.actions = 3
    shoves = [a for a in s.legal_actions(5) if isinstance(a, A.Shove)]
    assert shoves
    s.apply(5, shoves[0])
    assert t.mats[0].pos == shoves[0].to and t.mats[5].mischief == 0 and t.mats[0].wounds == 0
    s.apply(5, A.EndTurn())  # the last seat: the volcano turns
    assert t.pending and t.pending[0]["kind"] == "wander"
    walk = [a for a in s.legal_actions(5) if a.to is not None][-1]
    s.apply(5, walk)
    assert t.mats[5].pos == walk.to and t.round == 2


@pytest.mark.parametrize(("roll", "clockwise"), [(2, True), (5, False)])
def test_reappearing_on_a_visible_character_moves_left_or_right(state, roll, clockwise):
    """Invisibility: a visible player on the written-down hex: 1-3 to their left, 4-6 right."""
    t = state.table
    mat(state).invisible = True
    mat(state).token = mat(state).pos
    mat(state).pos = Hex(2, 1)  # where seat 1 stands, visible
    t.current = t.start = 2  # no rotation before seat 0's turn
    dice(state, roll)
    state.apply(2, A.EndTurn())  # seat 0's turn begins: visible again
    spot = t.board.ring_step(Hex(2, 1), clockwise)
    while not t.is_free(spot, 0):
        spot = t.board.ring_step(spot, clockwise)
    assert not mat(state).invisible and mat(state).pos == spot


# Types of Terrain: Power Hex; 1-Time Power Cards: Hidden Cave.


def test_power_hex_heals_only_once_a_turn(state):
    """Types of Terrain, Power Hex: "This power can only be activated once during your turn."

    Seat 0 walks onto Power Hex 2 (healed), then Now You See Me... 8 carries it
    eight hexes left along the sea ring onto Power Hex 3: no second heal.
    """
    t = state.table
    place(state, 0, 3, 1)  # a path hex beside Power Hex 2 at (4, 0)
    mat(state).hp = 3
    state.apply(0, A.Move(Hex(4, 0)))
    assert mat(state).hp == 7  # 10 - 3 = 7 lost, half rounded up is 4
    card = give(state, 0, "now_you_see_me_8")
    dice(state, 1)  # 1-3: left
    state.apply(0, A.PlayCard(card))
    assert mat(state).pos == t.board.power_hexes[0] == Hex(-4, 4)
    assert mat(state).hp == 7 and t.turn.power_healed


def test_now_you_see_me_goes_past_taken_hexes_to_the_first_free_one(state):
    """Hidden Cave, "Now You See Me...": the hex 4 spaces along is taken, so go on.

    The book only gives the distance; the reading (Designer's choices) is that
    the move continues in the rolled direction to the first free hex.
    """
    t = state.table
    place(state, 0, 4, -1)  # sea ring; 4 to the left is (1, 3)
    place(state, 1, 1, 3)
    place(state, 2, 0, 4)  # the next one is taken too
    card = give(state, 0, "now_you_see_me_4")
    dice(state, 2)  # 1-3: left
    state.apply(0, A.PlayCard(card))
    assert mat(state).pos == Hex(-1, 4)
    assert [m.pos for m in t.mats[1:]] == [Hex(1, 3), Hex(0, 4)]
