"""The per-game secret probes, fed the host's own messages without sockets.

``table_streams`` runs a bot game through ``Table`` (the code that builds every
message the host sends) and keeps each recipient's encoded stream, so the
probes run quickly at every seat count, and a stream with one secret slipped
in shows that each probe would catch it.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.core.registry import get_game
from game.core.seats import SeatSpec
from game.core.values import SPECTATOR
from game.net import protocol
from game.net.table import Table
from tests.net.helpers import NET_GAMES
from tests.net.probes import full_log
from tests.net.test_secrets import SECRET_PROBES

AXIS = "axis_mundi"


def table_streams(game_id: str, seats: int, seed: int, options: dict[str, Any],
                  ) -> tuple[Table, dict[int, list[dict[str, Any]]]]:
    """A whole game of bots at a ``Table``, and the messages each recipient was sent."""
    info = get_game(game_id)
    table = Table(info, options, [SeatSpec("bot", "easy") for _ in range(seats)], seed)
    table.start()
    recipients = [*range(seats), SPECTATOR]
    sent = {r: [table.sync(r)] for r in recipients}
    while (turn := table.bot_turn()) is not None:
        number, view, legal, rng = turn
        events = table.play(number, info.bot("easy")(view, legal, rng))
        for recipient, message in table.updates(events, spectators=True).items():
            sent[recipient].append(message)
    return table, sent


def encoded(messages: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], bytes]:
    raw = b"".join(protocol.encode(m) for m in messages)
    return [json.loads(line) for line in raw.splitlines()], raw


def probe_all(table: Table, sent: dict[int, list[dict[str, Any]]]) -> None:
    probe = SECRET_PROBES[table.info.id]
    assert table.match is not None and table.over
    for recipient, messages in sent.items():
        probe(table.match, recipient, *encoded(messages))


@pytest.fixture(scope="module")
def island() -> tuple[Table, dict[int, list[dict[str, Any]]]]:
    """Three seats: OP and two captives, so a captive's private marks have a bystander."""
    return table_streams("paradox_island", 3, 43, {"round_limit": 40})


def test_paradox_probe_passes_the_hosts_messages(island):
    probe_all(*island)


def slipped(messages: list[dict[str, Any]], index: int, **changes: Any) -> list[dict[str, Any]]:
    out = [dict(m) for m in messages]
    out[index] |= changes
    return out


def first(messages: list[dict[str, Any]], kind: str) -> int:
    return next(i for i, m in enumerate(messages)
                if m["type"] == "update" and any(e["kind"] == kind for e in m["events"]))


def test_paradox_probe_catches_each_kind_of_leak(island):
    table, sent = island
    match, probe, captive, op = table.match, SECRET_PROBES["paradox_island"], sent[2], sent[0]
    truth = [e.to_json() for e in full_log(match)]
    arrived = next(e for e in truth if e["kind"] == "arrived" and e["seat"] == 1)
    drawn = next(e for e in truth if e["kind"] == "tokens_drawn" and e["tokens"])
    placed = next(e for e in truth if e["kind"] == "op_piece_placed" and e["piece"] == "rock")
    leaks = {
        "OP's picture": slipped(captive, 0, view=op[0]["view"]),
        "another captive's arrival hex": slipped(captive, 1, events=[arrived]),
        "drawn power tokens": slipped(captive, first(captive, "tokens_drawn"), events=[drawn]),
        "the rock's setup space": slipped(captive, 1, events=[placed]),
        "the RNG": slipped(captive, 0, outcome={"note": match.state.to_json()["rng"]}),
    }
    for what, stream in leaks.items():
        with pytest.raises(AssertionError):
            probe(match, 2, *encoded(stream))
            pytest.fail(f"the probe missed {what}")


def test_every_multiplayer_game_with_secrets_has_a_probe():
    for game_id in ("paradox_island", AXIS, "toy"):
        assert game_id in SECRET_PROBES
    if AXIS not in NET_GAMES:
        pytest.skip(f"{AXIS} is not installed yet; its probe runs once it is")


def test_axis_mundi_probe_passes_the_hosts_messages():
    if AXIS not in NET_GAMES:
        pytest.skip(f"{AXIS} is not installed yet; its probe runs once it is")
    table, sent = table_streams(AXIS, 3, 17, {})
    probe_all(table, sent)
