"""Every byte the host sends a client is scanned for what that client must not see.

Generic checks (every game): each message has only its schema's fields; each
view and legal list equals what the rules give that seat at some step; the
event log equals the seat's redacted log; no byte carries the seed, a state
hash, another seat's token, or a long string or big number of the hidden
state that the seat's own stream does not legitimately hold. A game adds
its own probe to ``SECRET_PROBES`` (a captive's island layout, other hands,
an invisible position): ``probe(match, seat, messages, raw_bytes)``.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from game.core.match import Match, replay_states
from game.core.values import SPECTATOR
from tests.net.helpers import (
    NET_GAMES,
    Recorder,
    bot_player,
    close_all,
    join,
    run,
    seated_table,
)

SEED = 987_654_321_987
ALLOWED = {
    "welcome": {"type", "version", "game", "table"},
    "lobby": {"type", "table"},
    "seated": {"type", "seat", "token"},
    "sync": {"type", "seat", "seq", "view", "legal", "events", "outcome"},
    "update": {"type", "seat", "seq", "view", "legal", "events", "outcome"},
    "error": {"type", "code", "message", "reply_to"},
    "pong": {"type", "id"},
    "closing": {"type", "reason"},
}


def toy_probe(match: Match, seat: int, messages: list[dict[str, Any]], raw: bytes) -> None:
    """The toy's hidden die: a seat sees only its own rolls; others' show as 0."""
    own = 0 if seat >= 0 else None
    for message in messages:
        if message["type"] not in ("sync", "update"):
            continue
        for event in message["events"]:
            if event["kind"] == "peeked" and event["seat"] == seat:
                own = event["value"]
            elif event["kind"] == "peeked":
                assert event["value"] == 0, f"seat {seat} saw seat {event['seat']}'s die"
        assert message["view"]["secret"] == own


SECRET_PROBES = {"toy": toy_probe}


def random_legal(view: dict[str, Any], legal: list[Any], rng: Any) -> Any:
    return rng.choice(legal)


def leaves(data: Any) -> list[Any]:
    if isinstance(data, dict):
        return [leaf for value in data.values() for leaf in leaves(value)]
    if isinstance(data, list):
        return [leaf for value in data for leaf in leaves(value)]
    return [data]


def hidden_tokens(states: list[Any]) -> set[bytes]:
    """Big numbers and long strings anywhere in the true state, as JSON bytes."""
    found = set()
    for state in states:
        for leaf in leaves(state.to_json()):
            if isinstance(leaf, int) and not isinstance(leaf, bool) and abs(leaf) >= 2**31:
                found.add(str(leaf).encode())
            elif isinstance(leaf, str) and len(leaf) >= 8:
                found.add(json.dumps(leaf).encode())
    return found


def expected_stream(states: list[Any], match: Match, seat: int) -> tuple[list, list, bytes]:
    views = [s.view(seat) for s in states]
    legal = [[a.to_json() for a in s.legal_actions(seat)] if seat >= 0 else [] for s in states]
    events = [e.to_json() for e in match.events_for(seat)]
    return views, legal, json.dumps([views, legal, events]).encode()


def check_stream(match: Match, seat: int, raw: bytes, tokens: list[str]) -> None:
    save = match.to_json()
    states = replay_states(save)
    views, legal, legit = expected_stream(states, match, seat)
    messages = [json.loads(line) for line in raw.splitlines()]
    events: list[Any] = []
    for message in messages:
        assert set(message) <= ALLOWED[message["type"]], message
        if message["type"] in ("sync", "update"):
            assert message["seat"] == seat
            assert message["view"] in views
            assert message["legal"] in legal
            events = message["events"] if message["type"] == "sync" else events + message["events"]
    assert events == [e.to_json() for e in match.events_for(seat)]
    forbidden = {str(SEED).encode(), save["start_hash"].encode()}
    forbidden |= {step["hash"].encode() for step in save["steps"]}
    forbidden |= {t.encode() for n, t in enumerate(tokens) if n != seat}
    forbidden |= {t for t in hidden_tokens(states) if t not in legit}
    for secret in forbidden:
        assert secret not in raw, f"seat {seat} was sent {secret[:40]!r}"
    probe = SECRET_PROBES.get(match.info.id)
    if probe is not None:
        probe(match, seat, messages, raw)


@pytest.mark.parametrize("game_id", NET_GAMES)
def test_no_byte_reveals_another_seats_secrets(game_id):
    async def scenario():
        recorders: list[Recorder] = []

        async def through_recorder(port: int) -> int:
            recorders.append(Recorder(port))
            return await recorders[0].open()

        host, clients = await seated_table(game_id, port_of=through_recorder, seed=SEED)
        recorder = recorders[0]
        watcher = await join(await recorder.open(), None, "watcher")
        await watcher.wait_for("sync")
        info = host.table.info
        bot = random_legal if game_id == "toy" else None
        await asyncio.gather(*(bot_player(c, info, n, bot) for n, c in enumerate(clients)))
        while watcher.outcome is None:
            await watcher.wait_for("update")
        await close_all(host, [*clients, watcher])
        await recorder.close()
        tokens = [s.token for s in host.table.seats]
        match = host.table.match
        for seat, raw in zip([*range(len(clients)), SPECTATOR], recorder.received, strict=True):
            check_stream(match, seat, bytes(raw), tokens)
        assert any(b'"peeked"' in raw for raw in recorder.received) or game_id != "toy"

    run(scenario())
