"""Captives read by their characters once chosen (``GameInfo.seat_names``); a character
is chosen in the open (setup step 6, book pp. 4-6), OP stays "OP"."""

from __future__ import annotations

from game.core.match import Match
from game.core.registry import get_game
from game.core.state import Outcome
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.screen.words import Narrator
from game.ui.game_scene import outcome_text, seat_names, seat_titles


def _to_characters(match: Match) -> None:
    """OP lays out the wave, the Rock and the Bush (the first legal choice each time)."""
    while match.state.phase != "characters":
        seat = match.state.to_move()[0]
        match.play(seat, match.state.legal_actions(seat)[0])


def test_setup_step_6_captives_read_as_their_characters_once_chosen():
    """Before a choice a captive is "Captive n"; after it, its character, as the log's
    lines name that player ("Round 1: Achilles plays.")."""
    info = get_game("paradox_island")
    assert seat_titles(info, 3) == ["OP", "Captive 1", "Captive 2"]
    match = Match.create("paradox_island", {}, 3, ["bot"] * 3)
    _to_characters(match)
    assert seat_names(match) == ["OP", "Captive 1", "Captive 2"]
    assert match.state.to_move() == [2]  # the captive on OP's right chooses first
    match.play(2, A.ChooseCharacter("phil"))
    assert seat_names(match) == ["OP", "Captive 1", "Phil"]
    match.play(1, A.ChooseCharacter("achilles"))
    names = seat_names(match)
    assert names == ["OP", "Achilles", "Phil"]
    narrator = Narrator()
    narrator.view = match.state.view(0)
    assert names == [narrator.seat_name(seat) for seat in range(3)]


def test_two_player_game_names_both_pieces_as_the_log_does():
    """Two players (p. 19): the captive plays two characters; its seat says both, joined
    as the log writes the pieces ("Captive 1 is Achilles (pieces: Achilles and ...)")."""
    match = Match.create("paradox_island", {}, 2, ["bot"] * 2)
    _to_characters(match)
    events = match.play(1, A.ChooseCharacter("achilles"))
    line = Narrator().describe(events[0])
    (name,) = seat_names(match)[1:]
    assert name.startswith("Achilles and ")
    assert line == f"Captive 1 is Achilles (pieces: {name})."


def test_a_two_piece_captive_wins_in_the_plural():
    """The end dialog's headline agrees with a two-piece captive's name ("Granddead and
    Theseus win: ...", never "... wins")."""
    names = ["OP", "Granddead and Theseus"]
    outcome = Outcome(winners=(1,), reason="Granddead completed the mission")
    expected = "Granddead and Theseus win: Granddead completed the mission"
    assert outcome_text(outcome, names) == expected
    assert outcome_text(Outcome(winners=(0,), reason="r"), names) == "OP wins: r"
