"""The contract every registered game keeps, checked over seeded games.

For each game: random and bot players finish; every step's legal actions are
accepted; the seat that does not owe a move is refused and nothing changes;
views are JSON and never carry the RNG; positions round-trip; saves replay
to the same hash at every step.
"""

import json
import time

import pytest

from game.core.errors import IllegalAction
from game.core.match import Match, position_from_json, position_to_json
from game.core.registry import all_games
from game.core.rng import GameRng
from game.core.seats import bot_rng

GAMES = [info.id for info in all_games()]
GAMES_PER_VARIANT = 40
#: Each game's own suite plays its thousand-game runs; this contract check
#: stops adding seeds after this long so a slow game cannot stall CI.
SECONDS_PER_VARIANT = 20.0


def _scan_for_rng(value, rng_state, where="view"):
    if isinstance(value, dict):
        assert "rng" not in value, f"{where} carries an rng"
        for key, item in value.items():
            _scan_for_rng(item, rng_state, f"{where}.{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            _scan_for_rng(item, rng_state, f"{where}[{i}]")
    else:
        assert value != rng_state or isinstance(value, bool), f"{where} equals the rng state"


def play_checked(game_id, seed, options, chooser):
    info = next(i for i in all_games() if i.id == game_id)
    seats = ["bot"] * info.seat_counts[0]
    match = Match.create(game_id, options, seed, seats)
    rng = GameRng(seed)
    for _ in range(20_000):
        state = match.state
        if state.is_over():
            break
        movers = state.to_move()
        assert movers, "a game that is not over must owe someone a decision"
        seat = movers[0]
        legal = state.legal_actions(seat)
        assert legal, f"seat {seat} owes a decision but has no legal action"
        view = state.view(seat)
        json.dumps(view)
        _scan_for_rng(view, state.to_json().get("rng"))
        idle = [s for s in range(len(seats)) if s not in movers]
        if idle:
            before = state.state_hash()
            with pytest.raises(IllegalAction):
                state.apply(idle[0], legal[0])
            assert state.state_hash() == before
        match.play(seat, chooser(info, view, legal, rng, seat))
    assert match.state.is_over(), f"{game_id} seed {seed} did not end"
    return match


def random_player(info, view, legal, rng, seat):
    return rng.choice(legal)


def normal_bot(info, view, legal, rng, seat):
    return info.bot("normal")(view, legal, rng)


@pytest.mark.parametrize("game_id", GAMES)
def test_random_games_keep_the_contract(game_id):
    info = next(i for i in all_games() if i.id == game_id)
    variants = [{}] + [{o.name: str(c)} for o in info.options[:1] for c in o.choices[1:]]
    for options in variants:
        started = time.perf_counter()
        for seed in range(GAMES_PER_VARIANT):
            if seed >= 3 and time.perf_counter() - started > SECONDS_PER_VARIANT:
                break
            match = play_checked(game_id, seed, options, random_player)
            replayed = Match.from_json(json.loads(json.dumps(match.to_json())))
            assert replayed.state.state_hash() == match.state.state_hash()


@pytest.mark.parametrize("game_id", GAMES)
def test_bot_games_finish_and_positions_round_trip(game_id):
    for seed in range(10):
        match = play_checked(game_id, seed, {}, normal_bot)
        data = json.loads(json.dumps(position_to_json(match.state)))
        assert position_from_json(data).state_hash() == match.state.state_hash()
        assert match.state.outcome() is not None


@pytest.mark.parametrize("game_id", GAMES)
def test_bot_rngs_are_private_per_seat(game_id):
    assert bot_rng(1, 0).state != bot_rng(1, 1).state
