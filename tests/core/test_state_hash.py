"""The state hash: canonical text, the ``hash_parts`` hook and running list digests."""

import hashlib
import json

from game.core.match import Match
from game.core.seats import parse_seats, play_bots
from game.core.state import ListDigest, canonical_json
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


def sha(value):
    return hashlib.sha256(canonical_json(value).encode()).hexdigest()


def test_a_list_digest_is_the_hash_of_the_list_kept_up_as_it_grows():
    entries = [{"kind": "a", "n": 1}, {"n": 2, "kind": "b"}, {"kind": "a", "n": [1, 2]}]
    running = ListDigest()
    assert running.hexdigest() == sha([])
    for count, entry in enumerate(entries, start=1):
        running.append(entry)
        fresh = ListDigest(entries[:count]).hexdigest()
        assert running.hexdigest() == sha(entries[:count]) == fresh
    twin = running.copy()
    twin.append({"kind": "c"})
    assert running.hexdigest() == sha(entries) != twin.hexdigest()


def test_a_list_digest_changes_with_any_entry():
    entries = [{"kind": "a", "n": 1}, {"kind": "b", "n": 2}]
    base = ListDigest(entries).hexdigest()
    for other in ([entries[1], entries[0]], entries[:1], [*entries, {}],
                  [entries[0], {"kind": "b", "n": 3}], [{**entries[0], "m": 0}, entries[1]]):
        assert ListDigest(other).hexdigest() != base
    # Key order is not content: a loaded entry digests as the one that was written.
    assert ListDigest([{"n": 1, "kind": "a"}, entries[1]]).hexdigest() == base
