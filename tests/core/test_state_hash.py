"""The state hash: canonical text, the ``hash_parts`` hook and running log digests."""

import hashlib
import json

from game.core.match import Match
from game.core.seats import parse_seats, play_bots
from game.core.state import EMPTY_DIGEST, canonical_json, extend_digest, log_digest
from tests.core.toy import ToyState


def test_the_default_hash_is_the_whole_position_as_before():
    # Games that keep the default hook keep their saves' hashes.
    seats = parse_seats("bot,bot")
    match = Match.create("toy", {"pile": "9"}, 4, [s.label() for s in seats])
    play_bots(match, seats)
    text = json.dumps(match.state.to_json(), sort_keys=True, separators=(",", ":"))
    assert match.state.state_hash() == hashlib.sha256(text.encode()).hexdigest()


def test_a_game_may_hash_other_parts():
    class Digested(ToyState):
        def hash_parts(self):
            return {"pile": self.pile}

    state = Digested.new({"pile": 7}, 1, 2)
    assert state.state_hash() == hashlib.sha256(canonical_json({"pile": 7}).encode()).hexdigest()


def test_running_digests_fold_the_log_in_order():
    entries = [{"kind": "a", "n": 1}, {"n": 2, "kind": "b"}, {"kind": "a", "n": 1}]
    running = EMPTY_DIGEST
    for entry in entries:
        running = extend_digest(running, entry)
    assert running == log_digest(entries)
    assert log_digest([]) == EMPTY_DIGEST
    assert log_digest(entries[:2]) != running
    assert log_digest([entries[1], entries[0], entries[2]]) != running
    assert log_digest([*entries[:2], {"kind": "a", "n": 2}]) != running
    # Key order is not content: a loaded entry digests as the one that was written.
    assert log_digest([{"n": 1, "kind": "a"}]) == log_digest(entries[:1])
