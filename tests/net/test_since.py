"""Since your last turn, as the host keeps it (issue 14 item 18): a seat's sync carries
what the seat was sent since its player last acted, so an app restarted and rejoined
offers the recap; it holds only that seat's own pictures, and stays bounded."""

from __future__ import annotations

import json

import tests.core.toy  # noqa: F401  (registers the toy game)
from game.core.registry import get_game
from game.core.rng import GameRng
from game.core.seats import SeatSpec
from game.net import protocol, since
from game.net.table import Table
from tests.core.toy import Peek, Take


def seated_table(seed: int = 5) -> Table:
    """The toy game: seat 0 a LAN player, seat 1 a bot (played here by hand)."""
    table = Table(get_game("toy"), {"pile": 9}, [SeatSpec("lan"), SeatSpec("bot")], seed)
    table.claim(0, "Ann")
    table.seats[0].holder = 1
    table.set_ready(0, True)
    table.start()
    table.sync(0)  # the picture Ann was sent at the start
    return table


def play(table: Table, seat: int, action) -> None:
    table.updates(table.play(seat, action), spectators=True)


def plain(value):
    return json.loads(json.dumps(value))


def test_a_sync_carries_the_seats_pictures_since_its_player_acted():
    table = seated_table()
    assert "since" not in table.sync(0)  # nothing happened yet: the start sync as before
    play(table, 0, Take(1))
    after_mine = plain(table.match.state.view(0))
    views = []
    for action in (Peek(), Take(2)):
        play(table, 1, action)
        views.append(plain(table.match.state.view(0)))
    message = table.sync(0)
    record = since.read(message["view"], message["since"])
    assert record.acted and record.start == after_mine
    assert [view for _, view in record.frames] == views
    assert [[e["kind"] for e in told] for told, _ in record.frames] == [["peeked"], ["taken"]]
    assert record.frames[0][0][0]["value"] == 0  # the bot's die, as seat 0 is told it
    play(table, 0, Take(1))
    assert since.read(table.sync(0)["view"], table.sync(0)["since"]).frames == []


def test_twin_worlds_send_the_same_since_to_the_seat_that_may_not_tell_them_apart():
    """Two worlds that differ only in the dice to come (seat 1's roll): everything seat 0
    is sent about what it missed is the same, byte for byte; seat 1's own differs."""
    one, two = seated_table(), seated_table()
    two.match.state.rng = GameRng(1)  # rolls 6, 2 where one rolls 3, 5
    for table in (one, two):
        play(table, 0, Take(1))
        for action in (Peek(), Peek(), Take(1)):
            play(table, 1, action)
    assert one.match.state.secrets[1] != two.match.state.secrets[1]
    mine = [protocol.encode(t.sync(0)) for t in (one, two)]
    assert mine[0] == mine[1] and b'"since"' in mine[0]
    assert protocol.encode(one.sync(1)) != protocol.encode(two.sync(1))


def test_moves_a_bot_makes_for_an_absent_player_stay_in_their_recap():
    table = seated_table()
    play(table, 0, Take(1))
    play(table, 1, Take(1))
    table.set_bot(0, "normal", auto=True)  # the player dropped; a bot covers the seat
    play(table, 0, Take(1))
    table.set_bot(0, None)
    play(table, 1, Take(1))
    message = table.sync(0)
    assert len(message["since"]["frames"]) == 3


def test_the_record_is_bounded_in_pictures_and_in_bytes(monkeypatch):
    monkeypatch.setattr("game.net.since.MOST_FRAMES", 4)
    table = seated_table()
    play(table, 0, Take(1))
    for _ in range(10):
        play(table, 1, Peek())
    message = table.sync(0)
    frames = message["since"]["frames"]
    assert len(frames) == 4
    record = since.read(message["view"], message["since"])
    assert record.frames[-1][1] == message["view"]
    monkeypatch.setattr("game.net.since.MOST_BYTES", len(json.dumps(frames[0])) * 2 + 4)
    message = table.sync(0)
    assert len(message["since"]["frames"]) == 2
    assert since.read(message["view"], message["since"]).frames[-1][1] == message["view"]
