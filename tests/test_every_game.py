"""The contract every registered game keeps, checked over seeded games.

Every registered title plays ``SEEDED_GAMES`` seeded games as its hook deals them
(``tests/games/<id>/seeded.py``; normal bots and default options without one)
through ``tests/seeded.py``: the contract and the title's invariants after every
step, the save replayed hash by hash, positions round-tripped, and for every
``LEAK_EVERY``-th seed every byte each seat and an onlooker were sent checked for
what they may not know. Random players then try each value of the title's first
option. ``python3 tools/dev.py soak`` plays the same seeded games by the thousand,
every one with the leak checks.
"""

from __future__ import annotations

import pytest

from game.core.errors import HexfoldError
from game.core.registry import GameInfo, all_games, get_game
from game.core.rng import GameRng
from game.core.seats import bot_rng
from tests.seeded import (
    Deal,
    check_leaks,
    check_replay,
    play,
    random_player,
    rng_state,
    title_of,
)

GAMES = [info.id for info in all_games()]
#: Seeded games per title in CI, in ``CHUNKS`` tests so the workers share them out.
SEEDED_GAMES = 32
CHUNKS = 4
#: The leak checks cost about ten times the game, so CI runs them on the first seed of
#: each chunk (the soak on every game; ``tests/net`` has its own leak games), but not on
#: a seed whose kind of game the title's own tests leak-check (the hook's
#: ``leaks_checked_elsewhere``).
LEAK_EVERY = SEEDED_GAMES // CHUNKS
#: Random-player games per title and value of its first option, its seat counts in turn.
RANDOM_GAMES = 3


def first_option_values(game_id: str) -> list[dict[str, str | int]]:
    """No options, then each other value of the title's first option."""
    info = get_game(game_id)
    return [{}] + [{o.name: c} for o in info.options[:1] for c in o.choices[1:]]


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("game_id", GAMES)
def test_seeded_games_keep_the_contract_invariants_replays_and_secrets(game_id, chunk):
    size = SEEDED_GAMES // CHUNKS
    elsewhere = title_of(game_id).leaks_checked_elsewhere
    for seed in range(chunk * size, (chunk + 1) * size):
        played = play(game_id, seed, record=seed % LEAK_EVERY == 0 and seed not in elsewhere)
        check_replay(played)
        if played.sent:
            check_leaks(played)


def fits(info: GameInfo, options: dict[str, str | int], seats: int) -> bool:
    """Is this option value for a table of ``seats`` (The Apocalypse's two-player rule)?"""
    try:
        info.check_seats(info.resolve_options(options), seats)
    except HexfoldError:
        return False
    return True


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "options"),
                         [(g, o) for g in GAMES for o in first_option_values(g)])
def test_random_players_keep_the_contract(game_id, options):
    info = get_game(game_id)
    counts = [n for n in info.seat_counts if fits(info, options, n)]
    for seed in range(RANDOM_GAMES):
        seats = counts[seed % len(counts)]
        check_replay(play(game_id, seed, Deal(options, [random_player] * seats), record=False))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_contract_reads_the_rng_state_the_state_json_holds(game_id):
    """``check_contract`` looks for the RNG's state in every view by ``rng_state``, which
    reads the state's (or its table's) RNG instead of building the whole JSON: the same
    number, after setup and over a random player's first steps."""
    info = get_game(game_id)
    state = info.state_class.new(info.resolve_options({}), 1, info.seat_counts[0])
    rng = GameRng(1)
    for _ in range(100):
        assert rng_state(state) == state.to_json()["rng"]
        if state.is_over():
            break
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))


@pytest.mark.parametrize("game_id", GAMES)
def test_bot_rngs_are_private_per_seat(game_id):
    assert bot_rng(1, 0).state != bot_rng(1, 1).state
