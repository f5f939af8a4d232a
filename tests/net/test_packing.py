"""An update's events packed for the wire (``game.net.packing``): every update of a bot
game of every title unpacks to the very events the host's table gave, is never longer
packed, and a packed event that fits no form is refused. (Whole games over loopback,
where the clients unpack what the host sends: ``tests/net/test_games.py``.)"""

from __future__ import annotations

import json

import pytest

from game.core.registry import all_games, get_game
from game.core.seats import SeatSpec
from game.core.values import SPECTATOR
from game.net import protocol
from game.net.client import Client
from game.net.packing import PackError, pack, unpack
from game.net.table import Table
from tests.net.helpers import quick_bot


@pytest.mark.parametrize("game_id", [g.id for g in all_games() if max(g.seat_counts) > 1])
def test_every_update_unpacks_to_its_events_and_is_never_longer(game_id):
    info = get_game(game_id)
    table = Table(info, {}, [SeatSpec("bot", "easy")] * min(info.seat_counts), 3)
    table.start()
    bot = quick_bot(info)
    packed_some = False
    while (turn := table.bot_turn()) is not None and table.steps() < 400:
        number, view, legal, rng = turn
        for message in table.updates(table.play(number, bot(view, legal, rng)),
                                     spectators=True).values():
            wire = json.loads(protocol.encode(pack(message)))  # as sent
            assert len(protocol.encode(pack(message))) <= len(protocol.encode(message))
            events = unpack(wire.get("forms") or [], wire["events"])
            assert events == json.loads(json.dumps(message["events"]))
            packed_some |= "forms" in wire
    assert packed_some, f"{game_id}: no update had two events of one form"


def test_a_client_unpacks_an_update_before_it_keeps_or_hands_on_its_events():
    client = Client()
    client._mirror({"type": "sync", "seq": 0, "view": {"round": 1}, "legal": [],
                    "events": [{"kind": "began"}], "seat": SPECTATOR})
    moved = [{"kind": "moved", "player": p, "to": n} for p, n in (("red", 4), ("blue", 5))]
    wire = json.loads(protocol.encode(pack({"type": "update", "seq": 1, "patch": None,
                                            "events": moved})))
    handed = client._mirror(protocol.check_host_message(wire))
    assert client.events == [{"kind": "began"}, *moved]
    assert handed["events"] == moved and "forms" not in handed


@pytest.mark.parametrize("forms, events", [
    ([["moved", "to"]], [[1, 4]]),  # no such form
    ([["moved", "to"]], [[0, 4, 5]]),  # too many values
    ([["moved", "to"]], [[]]),
    ([["moved", "to"]], [["0", 4]]),
    ([[]], [[0]]),  # a form without its kind
    ([["moved", 3]], [[0, 4]]),
])
def test_a_packed_event_that_fits_no_form_is_refused(forms, events):
    with pytest.raises(PackError):
        unpack(forms, events)
