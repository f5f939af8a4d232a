"""What the events say and to whom: log lines that never change, an invisible character's
hex kept from everyone, the face-down discards, and the choices the book leaves to the
player (each test names the book's section)."""

from __future__ import annotations

import json
import re

import pytest

from game.core.hexgrid import Hex
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules import events as E
from game.games.axis_mundi.rules import heaven
from game.games.axis_mundi.rules.catalog import CARDS, card_type
from game.games.axis_mundi.rules.state import AxisMundiState
from game.games.axis_mundi.screen.words import Words
from tests.games.axis_mundi.coverage import Coverage, Stepper, hidden_hex_kept, mixed_players
from tests.games.axis_mundi.setups import bare, give, park, place, play

#: A hex written as coordinates ("(1, -2)", "(1,-2)"): never in a log line.
COORDINATES = re.compile(r"\(-?\d+, ?-?\d+\)")


@pytest.fixture
def state():
    s = bare(3)
    park(s, 2)
    place(s, 0, 1, 2)
    place(s, 1, 2, 1)
    return s


def mat(state, seat=0):
    return state.table.mats[seat]


# Send Familiar to Retrieve Treasure, with invisibility (the LAN's secret broadcast).


def test_fetched_treasure_is_announced_where_it_lay_not_where_its_owner_hides(state):
    """Send Familiar: "The Treasure is placed into your Play Area at the end of your turn";
    Invisibility: the hex is "kept hidden from other players". The end-of-turn treasure
    event names the treasure's spot (public: its token left the board), never the owner."""
    t = state.table
    spot = Hex(1, 0)
    t.treasures[spot] = "heal_four"
    state.apply(0, A.SendFamiliar(spot, "fetch"))
    play(state, 0, A.PlayCard(give(state, 0, "empty_vessel")))
    state.apply(0, A.Move(Hex(0, 3)))
    events = state.apply(0, A.EndTurn())
    taken = next(e for e in events if isinstance(e, E.TreasureTaken))
    assert taken.at == spot and mat(state).invisible and mat(state).pos == Hex(0, 3)
    for seat in (1, 2, -1):
        seen = taken.for_seat(seat)
        assert seen.at == spot and seen.treasure == ""
        assert Hex(0, 3) not in [v for v in vars(seen).values() if isinstance(v, Hex)]


def test_an_invisible_character_sends_no_familiar(state):
    """Invisibility: the hex is "kept hidden": a familiar's flight would show how far away
    it is (like the acts on its own hex, not offered while invisible)."""
    state.table.treasures[Hex(1, 0)] = "heal_four"
    assert A.SendFamiliar(Hex(1, 0), "fetch") in state.legal_actions(0)
    play(state, 0, A.PlayCard(give(state, 0, "empty_vessel")))
    legal = state.legal_actions(0)
    assert not any(isinstance(a, A.SendFamiliar) for a in legal)
    assert not any(isinstance(a, A.PlayCard) and card_type(a.card) == "godspeed" for a in legal)


def test_the_shelter_push_out_roll_of_an_invisible_character_is_its_own(state):
    """Sheltered Terrain: pushed out "left or right" by a die; for an invisible character
    only it sees the roll (the die would show where it hides)."""
    t = state.table
    place(state, 0, 2, 0)
    park(state, 1)
    t.turn.began_sheltered = True
    play(state, 0, A.PlayCard(give(state, 0, "empty_vessel")))
    events = state.apply(0, A.EndTurn())
    rolls = [e for e in events if isinstance(e, E.DieRolled) and e.seat == 0]
    assert rolls and all(e.for_seat(1) is None and e.for_seat(0) is e for e in rolls)


def test_no_event_of_a_seeded_game_shows_an_invisible_hex():
    """Invisibility, over whole games: checked step by step by ``coverage.hidden_hex_kept``
    in the seeded coverage games; here one more game with curious players at 6 seats."""
    state = AxisMundiState.new({"setup": "recommended", "characters": "recommended"}, 48, 6)
    vanished = []

    def check(state, events):
        hidden_hex_kept(state, events)
        vanished.extend(e for e in events if isinstance(e, E.Vanished))

    Stepper(state, Coverage.empty(), check).play(mixed_players(0, 6), 48)
    assert vanished


# Event text comes from the event.


def test_log_lines_never_change_after_rotations_the_gate_or_a_save():
    """Every event's line is made from the event alone: the same after the volcano turned,
    the gate was taken and lost, and the game was saved and loaded; no line shows
    coordinates. Seeded games with curious players bring every kind of event."""
    kinds = set()
    for seed in range(12):
        players = 3 if seed % 2 else 6
        state = AxisMundiState.new({"setup": "random", "characters": "random"}, seed, players)
        words = Words([f"P{s}" for s in range(players)])
        lines = []

        def check(state, events, words=words, lines=lines):
            words.view = state.view(-1)
            lines.extend((e, words.event(e)) for e in events)

        Stepper(state, Coverage.empty(), check).play(mixed_players(seed, players), seed)
        reloaded = AxisMundiState.from_json(json.loads(json.dumps(state.to_json())))
        words.view = reloaded.view(-1)
        for event, line in lines:
            assert words.event(event) == line, event
            assert not COORDINATES.search(line) and "=" not in line, line
        kinds |= {type(e) for e, _ in lines}
    assert not set(E.EVENTS) - kinds, set(E.EVENTS) - kinds


# Building Your Starting Hand: redraws go face down.


def test_redraw_discards_go_face_down_and_the_discard_pile_is_not_shown():
    """Building Your Starting Hand: "discard ... into the Discard Pile - face down"; so the
    pile is not public: a view gives its size only."""
    state = AxisMundiState.new({"setup": "recommended", "characters": "recommended"}, 3, 3)
    seat = state.to_move()[0]
    state.apply(seat, A.DrawStartingHand(3))
    card = state.table.mats[seat].hand[0]
    events = state.apply(seat, A.Redraw((card,), 1))
    gone = next(e for e in events if isinstance(e, E.CardDiscarded))
    assert gone.face_down and gone.for_seat(seat).card == card
    assert all(gone.for_seat(s).card == "" for s in range(3) if s != seat)
    assert state.view((seat + 1) % 3)["discard"] == 1


# Additional Rules: Replenishing Decks.


def test_an_exhausted_deck_sorts_the_whole_discard_pile_into_both_decks(state):
    """Replenishing Decks: "sort the discarded Cards into separate 1-Time and Permanent
    Power decks, and then shuffle them"."""
    t = state.table
    t.discard = t.decks["one_time"][:4] + t.decks["permanent"][:3]
    t.decks["one_time"] = []
    t.decks["permanent"] = t.decks["permanent"][3:]
    left = len(t.decks["permanent"])
    t.draw(0, "one_time")
    assert t.discard == [] and len(t.decks["one_time"]) == 3
    assert len(t.decks["permanent"]) == left + 3


# The choices the book gives the player.


def test_upgraded_beastmaster_chooses_the_familiar_fed():
    """Treasure, Gain 2 Energy Tokens: "if you are playing as the Upgraded Beastmaster, you
    can apply them to the Energy Section(s) of your choice"."""
    s = bare(3)
    park(s, 1, 2)
    heaven.become(s.table, 1, "demon")
    s.table.pending.clear()
    m = mat(s)
    m.energy = [0, 2, 1]
    m.treasures.append("two_energy")
    s.apply(0, A.UseTreasure("two_energy"))
    assert set(s.legal_actions(0)) == {A.FeedFamiliar(0), A.FeedFamiliar(2)}
    s.apply(0, A.FeedFamiliar(2))
    assert m.energy == [0, 2, 2] and s.legal_actions(0) == [A.FeedFamiliar(0)]
    s.apply(0, A.FeedFamiliar(0))
    assert m.energy == [1, 2, 2] and not s.table.pending


def test_every_card_kind_has_a_name_in_the_log():
    """The log names every card as the board shows it."""
    words = Words(["A", "B", "C"])
    words.view = bare(3).view(0)
    for kind in CARDS:
        line = words.event(E.CardPlayed(0, f"{kind}#1"))
        assert CARDS[kind].name in line
