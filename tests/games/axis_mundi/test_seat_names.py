"""Seats read by their characters as the log writes them (``GameInfo.seat_names``; the
characters are dealt face up at Game Setup, so every view already shows them)."""

from __future__ import annotations

import pytest

from game.core.match import Match
from game.core.registry import get_game
from game.core.state import Outcome
from game.games.axis_mundi.screen.words import Words
from game.ui.game_scene import outcome_text, seat_names, seat_titles
from tests.games.axis_mundi.table import AxisTable


def test_game_setup_the_seats_form_says_player_n_until_the_characters_are_dealt():
    """Game Setup deals the characters: before it the seats are "Player n"."""
    info = get_game("axis_mundi")
    assert seat_titles(info, 3) == ["Player 1", "Player 2", "Player 3"]
    assert seat_titles(info, 6, {"characters": "random"})[5] == "Player 6"
    match = Match.create("axis_mundi", {}, 3, ["bot"] * 3)
    assert seat_names(match) == ["The Beastmaster", "The Cultivator", "The Malignant"]


def test_game_setup_a_random_draw_names_the_seats_as_the_log_does():
    """Game Setup, random draw: the table, the status line and the end screen say the
    characters drawn, in the log's words ("The Beastmaster", never "S. The Beastmaster")."""
    match = Match.create("axis_mundi", {"characters": "random"}, 6, ["bot"] * 6)
    names = seat_names(match)
    words = Words(["Player 1", "Player 2", "Player 3", "Player 4", "Player 5", "Player 6"])
    words.view = match.state.view(0)
    assert names == [words.who(seat) for seat in range(6)]
    assert all(n.startswith("The ") for n in names)
    assert names[3:] != ["The Savant", "The Scrounger", "The Mischievous"]  # not recommended
    outcome = Outcome((2,), "reached their pier", (0.0,) * 6)
    assert outcome_text(outcome, names) == f"{names[2]} wins: reached their pier"


@pytest.fixture
def config_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXFOLD_CONFIG_DIR", str(tmp_path / "config"))


def test_the_table_says_your_move_by_character(config_dir):
    """At the table (headless), seat 0's status line names its character."""
    h = AxisTable()
    try:
        h.to_my_turn()
        assert h.table.names == ["The Beastmaster", "The Cultivator", "The Malignant"]
        assert h.table.status() == "Your move, The Beastmaster"
        h.screenshot("axis_mundi_seat_names")
    finally:
        h.close()
