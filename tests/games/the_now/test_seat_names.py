"""Seats read by their colours (``GameInfo.seat_names``, the shell's ``seat_titles`` and
``seat_names``); a game without the hook keeps its role names."""

from __future__ import annotations

from game.core.match import Match
from game.core.registry import get_game
from game.core.state import Outcome
from game.ui.game_scene import outcome_text, seat_names, seat_titles


def test_the_seats_form_names_the_colours_perfect_balance_deals():
    """Perfect Balance (the default): Orange, Yellow, Blue, then Purple and Turquoise."""
    info = get_game("the_now")
    assert seat_titles(info, 3) == ["Orange", "Yellow", "Blue"]
    assert seat_titles(info, 5) == ["Orange", "Yellow", "Blue", "Purple", "Turquoise"]
    assert seat_titles(info, 4, {"colours": "random", "replacement": "on"}) == [
        "Player 1", "Player 2", "Player 3", "Player 4"]  # not dealt yet


def test_a_match_names_its_seats_by_the_colours_dealt_and_the_summary_says_them():
    """Random colours: the table, its log's status line and the summary say the colours the
    seed dealt."""
    match = Match.create("the_now", {"colours": "random"}, 4, ["bot"] * 4)
    names = seat_names(match)
    assert names == [p["name"] for p in match.state.view(-1)["players"]]
    assert set(names) <= {"Orange", "Yellow", "Blue", "Purple", "Turquoise"}
    assert names != ["Orange", "Yellow", "Blue", "Purple"]  # this seed deals another order
    outcome = Outcome((1,), "the most points", (0.0,) * 4)
    assert outcome_text(outcome, names) == f"{names[1]} wins: the most points"


def test_games_without_names_yet_keep_their_role_names():
    """The default (no hook, or a hook with no names before the game): role names,
    numbered where several seats share one."""
    assert seat_titles(get_game("paradox_island"), 3) == ["OP", "Captive 1", "Captive 2"]
    assert get_game("loop").seat_names is None
