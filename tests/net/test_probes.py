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
from tests.net.helpers import NET_GAMES, axis_vanisher, vanishing_seed
from tests.net.probes import axis_invisible_stretches, expand, full_log
from tests.net.test_secrets import SECRET_PROBES

AXIS = "axis_mundi"


def table_streams(game_id: str, seats: int, seed: int, options: dict[str, Any],
                  bot: Any = None) -> tuple[Table, dict[int, list[dict[str, Any]]]]:
    """A whole game of bots (easy, or ``bot``) at a ``Table``, and the messages each
    recipient was sent."""
    info = get_game(game_id)
    bot = bot or info.bot("easy")
    table = Table(info, options, [SeatSpec("bot", "easy") for _ in range(seats)], seed)
    table.start()
    recipients = [*range(seats), SPECTATOR]
    sent = {r: [table.sync(r)] for r in recipients}
    while (turn := table.bot_turn()) is not None:
        number, view, legal, rng = turn
        events = table.play(number, bot(view, legal, rng))
        for recipient, message in table.updates(events, spectators=True).items():
            sent[recipient].append(message)
    return table, sent


def encoded(messages: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], bytes]:
    raw = b"".join(protocol.encode(m) for m in messages)
    return expand([json.loads(line) for line in raw.splitlines()]), raw


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
    match, probe = table.match, SECRET_PROBES["paradox_island"]
    captive, op = expand(sent[2]), expand(sent[0])  # whole pictures, to slip leaks into
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


@pytest.fixture(scope="module")
def vanished() -> tuple[Table, dict[int, list[dict[str, Any]]], dict[str, Any]]:
    """Three seats that turn invisible when they can; a stretch in which one walked unseen."""
    if AXIS not in NET_GAMES:
        pytest.skip(f"{AXIS} is not installed yet; its probe runs once it is")
    chooser = axis_vanisher()
    table, sent = table_streams(AXIS, 3, vanishing_seed(chooser, host_bots=True), {}, chooser)
    assert table.match is not None
    stretch = next(s for s in axis_invisible_stretches(
        [(t.seat, t.events) for t in table.match.steps])
        if s["foe_steps"] and s["entered"] and s["entered"][-1] != s["token"])
    return table, sent, stretch


def test_axis_mundi_probe_passes_an_invisible_walk(vanished):
    table, sent, _ = vanished
    probe_all(table, sent)


def test_axis_mundi_probe_catches_an_invisible_characters_hex(vanished):
    table, sent, stretch = vanished
    match, probe = table.match, SECRET_PROBES[AXIS]
    walker, foe = stretch["seat"], (stretch["seat"] + 1) % 3
    hidden = stretch["entered"][-1]
    stream = expand(sent[foe])
    # the first message (with events) after the walker's last unseen step
    index = next(i for i, m in enumerate(stream) if m["type"] == "update" and m["events"]
                 and m["view"]["players"][walker]["invisible"]
                 and any(e["kind"] == "turn_ended" and e["seat"] == walker for e in m["events"]))
    mat = match.state.to_json()["mats"][walker]  # any true numbers will do for hp/wounds
    message = stream[index]

    def seen(**changes: Any) -> list[dict[str, Any]]:
        view = dict(message["view"], players=[dict(p) for p in message["view"]["players"]])
        view["players"][walker] |= changes
        return slipped(stream, index, view=view, patch=None)

    def told(event: dict[str, Any]) -> list[dict[str, Any]]:
        return slipped(stream, index, events=[event, *message["events"][1:]])

    leaks = {
        "its hex in the view": seen(pos=list(hidden)),
        "its hit points in the view": seen(hp=mat["hp"]),
        "its wounds in the view": seen(wounds=mat["wounds"]),
        "its move, marked public": told({"kind": "moved", "seat": walker,
                                          "frm": list(stretch["token"]), "to": list(hidden),
                                          "how": "move", "hidden": False}),
        "an infection token on its hex": told({"kind": "infection", "at": list(hidden),
                                                "placed": True}),
        "a harvest on its hex": told({"kind": "harvested", "seat": walker, "at": list(hidden)}),
    }
    for what, leaked in leaks.items():
        with pytest.raises(AssertionError):
            probe(match, foe, *encoded(leaked))
            pytest.fail(f"the probe missed {what}")


def test_an_invisible_malignant_leaves_no_trail():
    """An invisible Malignant lays no infection (its trail would give its hex away)."""
    if AXIS not in NET_GAMES:
        pytest.skip(f"{AXIS} is not installed yet; its probe runs once it is")
    chooser = axis_vanisher(malignant=True)
    table, sent = table_streams(AXIS, 3, vanishing_seed(chooser, host_bots=True), {}, chooser)
    probe_all(table, sent)
