"""An option meant for other seat counts is refused before a LAN table or a headless game
starts, naming the option, as the seats form refuses it (issue 13, playtest 2: "Four
Unknown cards" is the book's two-player rule)."""

from __future__ import annotations

import argparse

import pytest

from game.cli import headless_game
from game.core.errors import HexfoldError
from game.core.registry import get_game
from game.core.seats import SeatSpec
from game.net.table import Table

FOUR = {"unknown_cards": "4"}


def test_a_lan_table_of_three_refuses_the_two_player_rule():
    with pytest.raises(HexfoldError, match="Four \\(two players only\\) is for 2 players, and 3"):
        Table(get_game("apocalypse"), FOUR, [SeatSpec("human", "normal")] * 3, 1)


def test_a_lan_table_of_two_takes_it():
    table = Table(get_game("apocalypse"), FOUR, [SeatSpec("human", "normal")] * 2, 1)
    assert table.options["unknown_cards"] == get_game("apocalypse").resolve_options(FOUR)[
        "unknown_cards"]


def test_a_headless_game_of_three_refuses_it():
    args = argparse.Namespace(game="apocalypse", seats="bot,bot,bot", seed=1, save=None,
                              option=["unknown_cards=4"])
    with pytest.raises(HexfoldError, match="3 are playing"):
        headless_game(args)
