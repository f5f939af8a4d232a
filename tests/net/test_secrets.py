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
import re
from dataclasses import dataclass, field
from typing import Any

import pytest

from game.core.match import Match
from game.core.values import SPECTATOR
from tests.net.helpers import (
    NET_GAMES,
    Recorder,
    axis_vanisher,
    bot_player,
    close_all,
    join,
    run,
    seated_table,
    vanishing_seed,
)
from tests.net.probes import axis_invisible_stretches, axis_probe, expand, paradox_probe

SEED = 987_654_321_987
ALLOWED = {
    "welcome": {"type", "version", "game", "table"},
    "lobby": {"type", "table"},
    "seated": {"type", "seat", "token"},
    "unseated": {"type", "seat", "reason"},
    "sync": {"type", "seat", "seq", "view", "legal", "events", "outcome"},
    "update": {"type", "seat", "seq", "patch", "events", "outcome", "forms"},
    "error": {"type", "code", "message", "reply_to", "id"},
    "notice": {"type", "text"},
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


SECRET_PROBES = {"toy": toy_probe, "paradox_island": paradox_probe,
                 "axis_mundi": axis_probe}


def random_legal(view: dict[str, Any], legal: list[Any], rng: Any) -> Any:
    return rng.choice(legal)


#: Big numbers (RNG states, seeds) and long string values (not keys), as JSON text.
TOKEN = re.compile(rb'-?\d{10,}|"[^"\\]{8,}"(?!\s*:)')


def tokens_of(data: bytes) -> set[bytes]:
    return set(TOKEN.findall(data))


def holds_token(text: bytes, token: bytes) -> bool:
    """Is ``token`` one of ``tokens_of(text)``? Looked for where it occurs rather than by
    scanning all of ``text`` (a recipient's pictures of a long game run to megabytes)."""
    at = text.find(token)
    while at >= 0:
        found = TOKEN.match(text, at)
        before = text[at - 1:at]
        if found and found.group() == token and not (before.isdigit() or before == b"-"):
            return True
        at = text.find(token, at + 1)
    return False


def canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True)


@dataclass
class Allowed:
    """Everything one recipient may be sent: its views, legal lists and events."""

    views: set[str] = field(default_factory=set)
    legal: set[str] = field(default_factory=set)
    text: list[str] = field(default_factory=list)


def replay_allowed(match: Match, recipients: list[int]) -> tuple[dict[int, Allowed], set[bytes]]:
    """Re-play the save on a fresh state, noting each recipient's pictures at every step,
    and every big number or long string of the true state (the hidden tokens)."""
    state = match.info.state_class.new(match.options, match.seed, len(match.seats))
    allowed = {r: Allowed() for r in recipients}
    hidden: set[bytes] = set()

    def note() -> None:
        hidden.update(tokens_of(json.dumps(state.to_json()).encode()))
        for recipient, seen in allowed.items():
            view = canonical(state.view(recipient))
            legal = canonical([a.to_json() for a in state.legal_actions(recipient)]
                              if recipient >= 0 else [])
            seen.views.add(view)
            seen.legal.add(legal)
            seen.text += [view, legal]

    note()
    for step in match.steps:
        state.apply(step.seat, step.action)
        note()
    for recipient, seen in allowed.items():
        seen.text.append(json.dumps([e.to_json() for e in match.events_for(recipient)]))
    return allowed, hidden


def check_stream(match: Match, allowed: Allowed, hidden: set[bytes], seat: int, raw: bytes,
                 tokens: list[str]) -> None:
    sent = [json.loads(line) for line in raw.splitlines()]
    for message in sent:
        assert set(message) <= ALLOWED[message["type"]], message
    messages = expand(sent)
    events: list[Any] = []
    for message in messages:
        if message["type"] in ("sync", "update"):
            assert message["seat"] == seat
            assert canonical(message["view"]) in allowed.views
            assert canonical(message["legal"]) in allowed.legal
            events = message["events"] if message["type"] == "sync" else events + message["events"]
    assert events == [e.to_json() for e in match.events_for(seat)]
    save = match.to_json()
    forbidden = {str(SEED).encode(), save["start_hash"].encode()}
    forbidden |= {step["hash"].encode() for step in save["steps"]}
    forbidden |= {t.encode() for n, t in enumerate(tokens) if n != seat}
    for secret in forbidden:
        assert secret not in raw, f"seat {seat} was sent {secret[:40]!r}"
    suspects = (tokens_of(raw) & hidden) - tokens_of(json.dumps(match.options).encode())
    seen = "".join(allowed.text).encode() if suspects else b""  # the lobby shows the options
    leaked = {token for token in suspects if not holds_token(seen, token)}
    assert not leaked, f"seat {seat} was sent hidden state: {sorted(leaked)[:3]}"
    probe = SECRET_PROBES.get(match.info.id)
    if probe is not None:
        probe(match, seat, messages, raw)


async def recorded_game(game_id: str, seed: int, bot: Any = None,
                        ) -> tuple[Match, list[bytes], list[str]]:
    """A whole game over loopback, each seat played by ``bot`` (the game's own if None)
    through one recording proxy, plus a spectator: the match, every recipient's bytes
    (seats in order, then the spectator) and the seat tokens."""
    recorders: list[Recorder] = []

    async def through_recorder(port: int) -> int:
        recorders.append(Recorder(port))
        return await recorders[0].open()

    host, clients = await seated_table(game_id, port_of=through_recorder, seed=seed,
                                        rate=500.0, burst=500.0)
    recorder = recorders[0]
    watcher = await join(await recorder.open(), None, "watcher")
    await watcher.wait_for("sync")
    info = host.table.info
    await asyncio.gather(*(bot_player(c, info, n, bot) for n, c in enumerate(clients)))
    while watcher.outcome is None:
        await watcher.wait_for("update")
    await close_all(host, [*clients, watcher])
    await recorder.close()
    assert host.table.match is not None
    tokens = [s.token or "" for s in host.table.seats]
    return host.table.match, [bytes(r) for r in recorder.received], tokens


def check_all(match: Match, received: list[bytes], tokens: list[str]) -> list[int]:
    recipients = [*range(len(match.seats)), SPECTATOR]
    allowed, hidden = replay_allowed(match, recipients)
    for seat, raw in zip(recipients, received, strict=True):
        check_stream(match, allowed[seat], hidden, seat, raw, tokens)
    return recipients


@pytest.mark.parametrize("game_id", NET_GAMES)
def test_no_byte_reveals_another_seats_secrets(game_id):
    async def scenario():
        bot = random_legal if game_id == "toy" else None
        match, received, tokens = await recorded_game(game_id, SEED, bot)
        check_all(match, received, tokens)
        assert any(b'"peeked"' in raw for raw in received) or game_id != "toy"

    run(scenario())


@pytest.mark.skipif("axis_mundi" not in NET_GAMES, reason="Axis Mundi is not installed")
def test_no_byte_tells_where_an_invisible_character_walks():
    """Axis Mundi seats that play "You Have Only this Empty Vessel of Yourself" as soon as
    they can and then walk unseen off their token (a seed is searched for, bounded): every
    byte each other client and the spectator got is checked by the generic checks and
    ``axis_probe`` - no view gives the invisible one's hex, hit points or wounds, no event
    names a hex it stood on or went to, and nothing sent depends on them."""
    chooser = axis_vanisher()
    seed = vanishing_seed(chooser)

    async def scenario():
        match, received, tokens = await recorded_game("axis_mundi", seed, chooser)
        recipients = check_all(match, received, tokens)
        stretches = [s for s in axis_invisible_stretches([(t.seat, t.events) for t in match.steps])
                     if s["foe_steps"] and s["entered"] and s["entered"][-1] != s["token"]]
        assert stretches, "nobody walked unseen off their token (the scenario misfired)"
        for stretch in stretches:
            walker = stretch["seat"]
            for recipient, raw in zip(recipients, received, strict=True):
                if recipient == walker:
                    continue
                messages = expand([json.loads(line) for line in raw.splitlines()])
                players = [m["view"]["players"][walker] for m in messages
                           if m["type"] in ("sync", "update")]
                unseen = [p for p in players if p["invisible"]]
                assert unseen and all(p["pos"] is None and p["hp"] is None and p["wounds"] is None
                                      and p["token"] == list(stretch["token"]) for p in unseen)
                heard = [e for m in messages if m["type"] in ("sync", "update")
                         for e in m["events"] if e.get("seat") == walker]
                assert {"kind": "vanished", "seat": walker, "token": list(stretch["token"])} \
                    in heard

    run(scenario())


def test_a_token_is_found_where_it_occurs_as_the_scan_would_find_it():
    text = json.dumps({"seed": 12345678901, "neg": -2233445566, "name": "Granddead's map",
                       "a long key name": 1}).encode()
    for token in tokens_of(text):
        assert holds_token(text, token)
    assert not holds_token(text, b"2345678901")  # inside a longer number
    assert not holds_token(text, b"2233445566")  # the scan takes the minus sign too
    assert not holds_token(text, b'"a long key name"')  # a key is not a token
