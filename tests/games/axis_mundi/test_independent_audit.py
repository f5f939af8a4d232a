"""The independent audit (2026-11-26): each test quotes the book's line it keeps to.

3-player board unless named: seat 0 the Beastmaster, seat 1 the Cultivator, seat 2 the
Malignant. The sea ring (Level 0, radius 4) does not turn, so the Malignant's examples
play there: (4, -1) path, (4, -2) accessible, (4, -3) path, (4, -4) accessible.
"""

from __future__ import annotations

import pytest

from game.core.hexgrid import ORIGIN, Hex
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules import events as E
from game.games.axis_mundi.rules import heaven
from game.games.axis_mundi.rules.board import load_board, rotated
from game.games.axis_mundi.rules.catalog import card_type
from tests.games.axis_mundi.setups import bare, give, park, place, play


@pytest.fixture
def state():
    s = bare(3)
    park(s, 1, 2)
    place(s, 0, 1, 2)
    return s


def area_wounds(events, seat):
    return sum(e.count for e in events if isinstance(e, E.Wounded) and e.seat == seat
               and e.cause == "the Malignant's area")


# Hidden cards: what is taken into a hand.


def taken_by_others(events, seat, n=3):
    return [e.for_seat(other) for e in events if isinstance(e, E.CardTaken)
            for other in range(n) if other != seat]


def test_second_times_the_charm_selection_is_hidden_from_the_others(state):
    """2nd Time's the Charm: "add any Card from the Discard Pile to your Hand. Do not show
    your selection to the other players." """
    t = state.table
    kit = give(state, 0, "suture_kit")
    t.mats[0].hand.remove(kit)
    t.discard.append(kit)
    events = state.apply(0, A.PlayCard(give(state, 0, "second_times_the_charm"), cards=(kit,)))
    mine = next(e for e in events if isinstance(e, E.CardTaken))
    assert mine.for_seat(0).card == kit and kit in t.mats[0].hand
    assert [e.card for e in taken_by_others(events, 0)] == ["", ""]


def test_mobilizing_forces_card_kept_is_hidden_from_the_others(state):
    """Mobilizing Forces: draw "keeping them hidden from the other players. Choose 1 of them
    to add to your Hand"; the Archer's Tales' card kept goes to the hidden hand too ("Your
    Hand of Cards ... is kept hidden from other players")."""
    state.apply(0, A.PlayCard(give(state, 0, "mobilizing_forces"), one_time=3))
    events = state.apply(0, state.legal_actions(0)[0])
    assert taken_by_others(events, 0) and all(e.card == "" for e in taken_by_others(events, 0))
    while state.table.pending:  # deal the others theirs
        state.apply(0, state.legal_actions(0)[0])
    state.apply(0, A.PlayCard(give(state, 0, "archers_tales"), option="permanent"))
    events = state.apply(0, state.legal_actions(0)[0])
    assert taken_by_others(events, 0) and all(e.card == "" for e in taken_by_others(events, 0))


def test_a_crate_card_taken_stays_face_up(state):
    """Stocking the Warehouse Crates: the crate's cards lie "face up": everyone sees which
    one is taken."""
    state.table.mats[0].pos = state.table.board.places[0].warehouse
    card = state.table.crates[0][0]
    events = state.apply(0, A.TakeFromCrate(card))
    taken = [e for e in taken_by_others(events, 0) if e.seat == 0]
    assert taken and all(e.card == card for e in taken)


# The hand limit after borrowed powers.


def test_a_borrowed_savant_hand_is_discarded_down_when_the_turn_ends():
    """So, S., who are you, then?: "Your original powers are no longer available during your
    turn" - the Savant's "You can hold up to 6 Cards" lasts the turn only; then "You can
    never have more than 5 Cards in your Hand" (Hand Limit)."""
    s = bare(6)
    t = s.table
    park(s, *range(1, 6))
    place(s, 0, 1, 2)
    who = give(s, 0, "who_are_you")
    for kind in ("suture_kit", "salve", "vermin", "options"):
        give(s, 0, kind)
    s.apply(0, A.PlayCard(who, option="savant"))
    s.apply(0, A.DrawCard("one_time"))
    s.apply(0, A.DrawCard("one_time"))
    assert len(t.mats[0].hand) == 6 and not t.pending  # a Savant's hand, this turn
    s.apply(0, A.EndTurn())
    assert t.pending[0] == {"seat": 0, "kind": "discard", "limit": 5} and t.current == 0
    s.apply(0, A.Discard(t.mats[0].hand[0]))
    assert len(t.mats[0].hand) == 5 and t.current == 1 and not t.pending


def test_the_savant_lending_his_powers_holds_five_that_turn():
    """So, S.: "switch your Variable Player Powers to any other Character"; the Savant's
    hand of 6 is his power, so with the Beastmaster's he holds 5 ("You can never have
    more than 5 Cards") and discards down at once."""
    s = bare(6, current=3)
    t = s.table
    park(s, 0, 1, 2, 4, 5)
    place(s, 3, 1, 2)
    for kind in ("suture_kit", "salve", "vermin", "options", "inspiration"):
        give(s, 3, kind)
    who = give(s, 3, "who_are_you")
    assert len(t.mats[3].hand) == 6 == t.hand_limit(3)
    give(s, 3, "crates")  # 7: one over his own limit once the card is played
    s.apply(3, A.PlayCard(who, option="beastmaster"))
    assert t.pending[0] == {"seat": 3, "kind": "discard", "limit": 5}


# The Malignant's AoE: the book's two examples.


def test_malignant_example_two_repeats_at_the_foes_own_turn_only(state):
    """The Malignant's AoE, Example 2: "On an Opponent Character's turn, they move inside
    The Malignant's AoE. The Opponent immediately receives (a) Wound(s). If, at the
    beginning of The Opponent's next turn, they are still within The Malignant's AoE, they
    again immediately receive (a) Wound(s)" - not also at the Malignant's turn."""
    place(state, 2, 4, -1)
    place(state, 0, 4, -3)
    assert area_wounds(state.apply(0, A.Move(Hex(4, -2))), 0) == 1
    assert area_wounds(state.apply(0, A.EndTurn()), 0) == 0
    assert area_wounds(state.apply(1, A.EndTurn()), 0) == 0  # the Malignant's turn begins
    assert state.table.current == 2
    assert area_wounds(state.apply(2, A.EndTurn()), 0) == 1  # seat 0's own turn begins
    assert state.table.current == 0


def test_malignant_example_one_repeats_at_the_malignants_turn_only():
    """The Malignant's AoE, Example 1: "The Malignant moves close enough to an Opponent ...
    The Opponent receives (a) Wound(s). If The Malignant ends their turn with the Opponent
    still inside their AoE, the Opponent must move away from the Malignant during their next
    turn, or else they will again suffer (a) Wound(s) at the start of The Malignant's next
    turn" - not at the start of the Opponent's own turn, when it can still move away."""
    s = bare(3, current=2)
    t = s.table
    park(s, 1)
    place(s, 2, 4, -1)
    place(s, 0, 4, -3)
    assert area_wounds(s.apply(2, A.Move(Hex(4, -2))), 0) == 1
    assert area_wounds(s.apply(2, A.EndTurn()), 0) == 0  # seat 0's turn begins: no wound
    assert t.current == 0
    s.apply(0, A.EndTurn())  # stays inside
    assert area_wounds(s.apply(1, A.EndTurn()), 0) == 1  # the Malignant's next turn
    s.apply(2, A.EndTurn())
    s.apply(0, A.Move(Hex(4, -4)))  # moves away during its turn
    s.apply(0, A.EndTurn())
    assert area_wounds(s.apply(1, A.EndTurn()), 0) == 0


# Invisibility: the view of the turn.


def test_an_invisible_players_turn_counters_are_its_own(state):
    """You Have Only this Empty Vessel of Yourself: the hex is written "on a piece of paper
    kept hidden from other players", and other cards played are placed "face down": the
    others are not shown its descents (its level) or the moves and actions those cards
    gave."""
    play(state, 0, A.PlayCard(give(state, 0, "empty_vessel")))
    play(state, 0, A.PlayCard(give(state, 0, "second_wind")))
    state.apply(0, A.Descend(Hex(1, 3)))
    mine = state.view(0)["turn"]
    assert mine["descents"] == 1 and mine["actions"] == 2
    for seat in (1, 2, -1):
        seen = state.view(seat)["turn"]
        assert all(seen[k] is None for k in ("actions", "extra_moves", "extra_attacks",
                                             "free_melee", "descents"))


# Levitation: every knocked-down character enters its hex.


def test_each_character_bumped_down_by_a_levitation_enters_its_hex():
    """Moving Characters When Character(s) are on a Lower Level: "the higher Character moves
    to the spot of the lower Character"; "Each time you Move into an Accessible Terrain Hex,
    add 1 Wound Token" - the first one bumped takes the wound like the last one does."""
    s = bare(6, current=5)
    t = s.table
    t.start = 0
    board = load_board(6)
    landing = Hex(1, 0)
    zone = board.sextants(landing)
    turns_after = [(t.turns[k] + k) % 6 for k in range(5)]  # Level k turns k times

    def terrain_after(h):
        return board.terrain[rotated(h, -turns_after[board.level_of(h)])]

    below = next(h for h in ORIGIN.ring(2) if board.in_zone(h, zone)
                 and terrain_after(h) == "accessible")
    park(s, 0, 2, 3, 4)  # the Malignant and the others far away on their piers
    t.mats[1].pos = rotated(landing, -t.level(landing))  # the struck one, under him after
    t.mats[3].pos = rotated(below, -t.level(below))  # one level lower, in the zone
    t.mats[5].pos = landing
    t.mats[5].mischief = 2
    s.apply(5, A.EndTurn())
    events = s.apply(5, A.Levitate(landing))
    assert t.mats[1].pos == below
    wound = [e for e in events if isinstance(e, E.Wounded) and e.seat == 1]
    assert wound and wound[0].cause == "entering accessible"


# Hail Anemoi and the upgraded Beastmaster's familiars.


def test_hail_anemoi_lengthens_the_upgraded_familiars_harvest_flight(state):
    """Hail Anemoi: "your Familiar's Flight Path limit is increased by 1 Hex. Combines with
    ... Variable Player Powers"; the upgraded familiars "can travel up to 3 spaces away
    ... to Harvest"."""
    t = state.table
    heaven.become(t, 2, "demon")
    t.pending.clear()
    here = t.mats[0].pos

    def reach():
        return max(here.distance(a.target) for a in state.legal_actions(0)
                   if isinstance(a, A.SendFamiliar) and a.purpose == "harvest")

    assert reach() == 3
    t.mats[0].slots.append(next(c for c in t.decks["permanent"]
                                if card_type(c) == "hail_anemoi"))
    assert reach() == 4


# Hits reveal the invisible, God-Mode or not.


def test_a_spray_that_hits_an_invisible_god_mode_character_reveals_it(state):
    """Special Attack rules when you are invisible: "You must inform the Attacker whether or
    not their Attack hit your location. If it did, you immediately become Visible and take
    damage from the Attack as normal" - God-Mode takes no damage, but was hit."""
    place(state, 1, 1, 1)
    m = state.table.mats[1]
    m.invisible, m.token, m.god_mode = True, Hex(1, 1), True
    events = play(state, 0, A.PlayCard(give(state, 0, "hafdasa_c4")))
    assert not m.invisible and m.hp == 10
    assert any(isinstance(e, E.Reappeared) and e.seat == 1 for e in events)


def test_the_demons_blast_reveals_an_invisible_god_mode_character(state):
    """Demonic AoE: every Opponent Character within 1-3 spaces is hit; God-Mode only stops
    the damage ("the invincibility of the God-Mode 1-Time Power Card")."""
    t = state.table
    heaven.become(t, 0, "demon")
    t.pending.clear()
    t.mats[0].on_axis = False
    place(state, 1, 2, 1)
    m = t.mats[1]
    m.invisible, m.token, m.god_mode = True, Hex(2, 1), True
    state.apply(0, A.DemonicBlast())
    assert not m.invisible and m.hp == 10

