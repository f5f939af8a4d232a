"""The state hash over long positions: notebooks are hashed by running digests.

Whatever makes hashing cheap must keep the contract: the hash covers the whole
position (notebooks included), a position hashes the same after a JSON round
trip, replays reproduce every hash, and the running digests always equal a
fresh computation from the notebooks.
"""

from __future__ import annotations

import hashlib
import json

import pytest

import game.games.paradox_island  # noqa: F401  (registers the game)
from game.core.errors import CorruptSave
from game.core.match import Match, replay_states
from game.core.seats import bot_rng, parse_seats, play_bots
from game.core.state import canonical_json
from game.games.paradox_island.rules.state import ParadoxIslandState


def bot_match(seed: int = 2, spec: str = "op=bot,bot,bot,bot") -> Match:
    seats = parse_seats(spec)
    match = Match.create("paradox_island", {"round_limit": "40"}, seed, [s.label() for s in seats])
    play_bots(match, seats)
    assert match.state.is_over()
    return match


def step(match: Match) -> None:
    """One decision by the normal bot of the seat that owes it."""
    seat = match.state.to_move()[0]
    rng = bot_rng(match.seed + len(match.steps), seat)
    action = match.info.bot("normal")(match.state.view(seat), match.state.legal_actions(seat), rng)
    match.play(seat, action)


def fresh_digests(state: ParadoxIslandState) -> list[str]:
    """Each notebook's hash, computed from scratch."""
    return [hashlib.sha256(canonical_json(book).encode()).hexdigest() for book in state.notebooks]


def running(state: ParadoxIslandState) -> list[str]:
    """The digests the state kept up as entries were written."""
    return [digest.hexdigest() for digest in state.notebook_digests]


def reloaded(state: ParadoxIslandState) -> ParadoxIslandState:
    return ParadoxIslandState.from_json(json.loads(json.dumps(state.to_json())))


@pytest.fixture(scope="module")
def match() -> Match:
    return bot_match()


def test_any_change_to_a_notebook_changes_the_hash(match):
    data = match.state.to_json()
    base = ParadoxIslandState.from_json(data).state_hash()
    assert base == match.state.state_hash()
    changes = [
        lambda d: d["notebooks"][2][5].update(seat=9),  # a field of an early entry
        lambda d: d["notebooks"][3].pop(),  # the last entry gone
        lambda d: d["notebooks"][1].append({"kind": "turn_ended", "seat": 1}),
        lambda d: d["notebooks"][0].insert(0, d["notebooks"][0].pop(1)),  # two swapped
        lambda d: d["notebooks"][3].append(d["notebooks"][2].pop()),  # moved to another seat
    ]
    for change in changes:
        copy = json.loads(json.dumps(data))
        change(copy)
        assert ParadoxIslandState.from_json(copy).state_hash() != base


def test_a_change_outside_the_notebooks_changes_the_hash(match):
    data = match.state.to_json()
    base = ParadoxIslandState.from_json(data).state_hash()
    for field, value in (("rng", data["rng"] + 1), ("perishes", data["perishes"] + 1),
                         ("round", data["round"] - 1)):
        assert ParadoxIslandState.from_json({**data, field: value}).state_hash() != base


def test_positions_round_trip_hash_and_view_the_same_all_game():
    match = Match.create("paradox_island", {"round_limit": "40"}, 3, ["bot"] * 4)
    checked = 0
    while not match.state.is_over():
        state = match.state
        if len(match.steps) % 25 == 0:
            again = reloaded(state)
            assert again.to_json() == state.to_json()
            assert again.state_hash() == state.state_hash()
            assert running(again) == running(state) == fresh_digests(state)
            for seat in range(-1, 4):
                assert again.view(seat) == state.view(seat)
            checked += 1
        step(match)
    assert checked > 4


def test_the_running_digests_equal_a_fresh_computation(match):
    # Bots read the notebook entries the views share with the state: none changed one.
    assert running(match.state) == fresh_digests(match.state)
    assert running(reloaded(match.state)) == fresh_digests(match.state)


def test_a_replay_reproduces_every_hash_and_every_position(match):
    data = json.loads(json.dumps(match.to_json()))
    states = replay_states(data)
    assert len(states) == len(match.steps) + 1
    hashes = [match.start_hash] + [step.hash for step in match.steps]
    for number, (state, expected) in enumerate(zip(states, hashes, strict=True)):
        assert state.state_hash() == expected, f"step {number}"
        if number % 40 == 0:
            assert reloaded(state).state_hash() == expected, f"step {number}"
            assert running(state) == fresh_digests(state)


def test_a_clone_is_equal_and_independent():
    half = Match.create("paradox_island", {}, 6, ["bot"] * 3)
    for _ in range(60):
        step(half)
    state = half.state
    before = state.to_json()
    copy = state.clone()
    assert copy.to_json() == before and copy.state_hash() == state.state_hash()
    seat = copy.to_move()[0]
    copy.apply(seat, copy.legal_actions(seat)[-1])
    assert state.to_json() == before and running(state) == fresh_digests(state)
    assert running(copy) == fresh_digests(copy)


@pytest.mark.parametrize("old", [1, 2, 3, 4])
def test_a_save_of_older_rules_is_refused_by_name(match, old):
    """Version 1 hashed notebooks whole; version 2 is before the second rules audit,
    version 3 before the audit of 2026-11-26, version 4 before Achilles' 5 health
    (their games replay differently): all are refused with the versions named."""
    data = json.loads(json.dumps(match.to_json()))
    data["rules_version"] = old
    with pytest.raises(CorruptSave, match=f"rules version {old}, this build plays version 5"):
        Match.from_json(data)
