"""The random player of the bot tables (``tools/random_player.py``): a uniformly random
legal action with the seat's seeded bot RNG, given the seat's view only, never a level
a player can pick."""

from __future__ import annotations

import json
from typing import Any

import pytest

import tests.core.toy  # noqa: F401  (registers the toy game)
from game.core.errors import HexfoldError
from game.core.match import Match
from game.core.registry import INSTALLED_GAMES, get_game
from game.core.rng import GameRng
from game.core.seats import BOT_LEVELS, bot_rng, parse_seats
from tests.search_checks import blind_choice
from tools import bot_table
from tools.random_player import RANDOM, level_bot, random_player

#: Each game at its smallest table, played through by random players in the test.
TABLES = {"loop": 1, "paradox_island": 2, "axis_mundi": 3, "the_now": 3, "apocalypse": 2}


def random_game(game: str, seats: int, seed: int) -> list[str]:
    """A whole seeded game with the random player in every seat, fed as the bot table
    feeds it; checks every choice is one of the seat's legal actions. Returns the state
    hash after each step."""
    match = Match.create(game, {}, seed, ["bot"] * seats)
    rngs = {s: bot_rng(seed, s) for s in range(seats)}
    for _ in range(bot_table.MAX_STEPS):
        if match.state.is_over():
            break
        seat = match.state.to_move()[0]
        legal = match.state.legal_actions(seat)
        action = random_player(match.state.view(seat), legal, rngs[seat])
        assert action in legal
        match.play(seat, action)
    assert match.state.is_over(), f"{game}: a random game did not end"
    return [step.hash for step in match.steps]


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_random_game_replays_from_its_seed_with_legal_actions_only(game):
    first = random_game(game, TABLES[game], 7)
    assert random_game(game, TABLES[game], 7) == first
    assert random_game(game, TABLES[game], 8) != first


def test_each_seat_draws_from_its_own_seeded_rng():
    legal = [f"action {n}" for n in range(50)]
    picks = {seat: [random_player({}, legal, rng)  # type: ignore[arg-type]
                    for rng in (bot_rng(3, seat),) for _ in range(8)] for seat in range(3)}
    assert picks[0] != picks[1] != picks[2]
    again = bot_rng(3, 1)
    assert [random_player({}, legal, again) for _ in range(8)] == picks[1]  # type: ignore[arg-type]


def some_position(game: str, seats: int) -> tuple[Match, int]:
    """The first position after the first step of a seeded random game where the seat
    to move has a choice."""
    match = Match.create(game, {}, 11, ["bot"] * seats)
    rng = GameRng(11)
    for step in range(400):
        if match.state.is_over():
            break
        seat = match.state.to_move()[0]
        legal = match.state.legal_actions(seat)
        if step >= 1 and len(legal) > 1:
            return match, seat
        match.play(seat, random_player(match.state.view(seat), legal, rng))
    raise AssertionError(f"{game}: no choice after the first steps")


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_random_player_chooses_without_the_true_state(game):
    """From a JSON copy of the view and legal actions, once the true state is collected,
    it chooses what it chose with the state alive (``tests/search_checks.py``)."""
    match, seat = some_position(game, TABLES[game])
    blind_choice(match, seat, random_player)


def test_random_is_no_level_a_player_can_pick():
    assert RANDOM not in BOT_LEVELS
    for game in INSTALLED_GAMES:
        assert RANDOM not in get_game(game).bots
    with pytest.raises(HexfoldError):
        parse_seats("bot:random")
    assert level_bot(get_game("loop"), RANDOM) is random_player
    assert level_bot(get_game("loop"), "easy") is get_game("loop").bot("easy")


def test_the_table_seats_random_as_hero_or_field(capsys):
    assert bot_table.main(["--game", "toy", "--games", "6", "--hero", "easy", "--field",
                           RANDOM, "--option", "pile=7"]) == 0
    row: dict[str, Any] = json.loads(capsys.readouterr().out)
    assert row["hero"] == "easy" and row["field"] == RANDOM and row["games"] == 6
    assert sum(row["ends"]["hero"].values()) == sum(row["ends"]["field"].values()) == 6
    again = bot_table.table("toy", {"pile": "7"}, 2, -1, range(1, 7), "easy", RANDOM, 1)
    assert again["hero_wins"] == row["hero_wins"]
    assert again["field_wins_same_seats"] == row["field_wins_same_seats"]
    flipped = bot_table.table("toy", {"pile": "7"}, 2, -1, range(1, 7), RANDOM, "easy", 1)
    assert flipped["hero"] == RANDOM
