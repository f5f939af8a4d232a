"""No round limit where a person plays: the book ("The turns are repeated until the game
ends, which happens if a player ... faces the 3rd Unknown card of his current visit and
survives it") ends only in a win. A limit is kept only as a safety stop for tables with
no person (the option's ``unattended`` default), or when a table chooses it."""

from __future__ import annotations

import game.games.apocalypse  # noqa: F401  (registers the game)
from game.core.match import Match, position_from_json, position_to_json
from game.games.apocalypse.rules.table import ROUND_LIMIT
from tests.games.apocalypse.helpers import inject, ready


def test_a_table_with_a_person_has_no_round_limit_unless_chosen_game_turn():
    people = Match.create("apocalypse", seed=3, seats=["human", "bot:normal"])
    assert people.options["round_limit"] == "none"
    assert people.state.table.round_limit is None
    assert people.state.view(0)["round_limit"] is None
    bots = Match.create("apocalypse", seed=3, seats=["bot:normal", "bot:normal"])
    assert bots.state.table.round_limit == ROUND_LIMIT
    chosen = Match.create("apocalypse", {"round_limit": "40"}, 3, ["human", "bot:normal"])
    assert chosen.state.table.round_limit == 40


def test_without_a_limit_the_turns_go_on_past_the_safety_stop_game_turn():
    s = ready(2, seed=4, options={"round_limit": "none"})
    s.table.round = ROUND_LIMIT + 5
    inject(s, {"t": "end_round"})
    assert s.outcome() is None and s.table.round == ROUND_LIMIT + 6


def test_a_chosen_limit_ends_the_game_with_no_winner_game_turn():
    s = ready(2, seed=4, options={"round_limit": 40})
    s.table.round = 40
    inject(s, {"t": "end_round"})
    outcome = s.outcome()
    assert outcome is not None and outcome.winners == ()
    assert "40 turns" in outcome.reason


def test_the_limit_travels_with_a_position_game_turn():
    s = ready(2, seed=4, options={"round_limit": "none"})
    again = position_from_json(position_to_json(s))
    assert again.table.round_limit is None
