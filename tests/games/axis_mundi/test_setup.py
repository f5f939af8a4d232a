"""Game Setup: boards, decks, crates, treasure and starting hands."""

from __future__ import annotations

import pytest

import game.games.axis_mundi  # noqa: F401  (registers the game)
from game.core.match import Match
from game.games.axis_mundi.rules.board import load_board
from game.games.axis_mundi.rules.catalog import deck_list


@pytest.mark.parametrize("players", [3, 6])
def test_setting_up_the_board_has_a_place_per_player(players):
    board = load_board(players)
    assert len(board.places) == players
    assert len(board.power_hexes) == players
    assert len(board.treasure_spots) == 8
    assert len(board.caves) == board.top_level


@pytest.mark.parametrize("players", [3, 6])
def test_stocking_the_warehouse_crates_two_of_each_deck(players):
    state = Match.create("axis_mundi", {}, 3, ["bot"] * players).state
    for crate in state.table.crates:
        assert crate is not None and len(crate) == 4
    every = sorted(state.table.all_cards())
    assert every == sorted(deck_list("one_time", players) + deck_list("permanent", players))
