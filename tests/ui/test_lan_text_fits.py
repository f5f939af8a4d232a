"""Every LAN screen's text fits at 1280x720 (``tests.ui.textfit``), for every game that
plays on screen, at its most seats: the hosted lobby with players of long names, the
seats screen, the question before closing the table, a joined lobby, the LAN table and
its pause menu. The join list, password prompt and host setup are walked in
``tests/ui/test_text_fits.py``."""

from __future__ import annotations

import time

import pytest

from game.core.registry import all_games
from game.core.seats import SeatSpec
from game.net.client import ClientConnection
from game.net.table import Table
from game.ui.lan_link import Link
from game.ui.lan_session import LanSession
from game.ui.remote_table import RemotePause, RemoteTable
from game.ui.scenes.confirm import Confirm
from game.ui.scenes.lan_host import open_table
from game.ui.scenes.lan_lobby import LanLobby
from game.ui.scenes.lan_seats import LanSeats
from tests.ui.harness import Harness
from tests.ui.test_lan_screens import LOOPBACK
from tests.ui.textfit import assert_text_fits

GAMES = [g for g in all_games() if max(g.seat_counts) > 1 and g.scene]
LONG = "Bartholomew Maximilian Q"


@pytest.fixture(scope="module")
def h():
    made = Harness(games=all_games)
    yield made
    made.close()


def look(h: Harness, where: str, frames: int = 3) -> None:
    h.step(frames)
    assert_text_fits(h.app, where)


def frames_until(h: Harness, condition, seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out waiting"
        h.step()
        time.sleep(0.002)


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_lobby_seats_question_and_joined_lobby(h, info):
    count = max(info.seat_counts)
    kinds = ["human"] + ["lan"] * (count - 1)
    session = open_table(Table(info, {}, [SeatSpec(k) for k in kinds], 3), LONG, None,
                         LOOPBACK)
    guests = [ClientConnection("127.0.0.1", session.port, f"{LONG} {n}") for n in (1, 2)]
    joined = None
    try:
        for n, guest in enumerate(guests, start=1):
            guest.connect()
            guest.claim(n)
        h.app.push(LanLobby(h.app, session))
        frames_until(h, lambda: [s["claimed"] for s in session.lobby.get("seats", [])][:3]
                     == [True] * 3)
        look(h, f"{info.title}: the hosted lobby, {count} seats")
        h.top.leave_table()
        assert isinstance(h.top, Confirm)
        look(h, f"{info.title}: the question before closing the table")
        h.app.pop()
        h.app.push(LanSeats(h.app, session))
        look(h, f"{info.title}: the seats")
        h.app.home()
        link = Link(ClientConnection("127.0.0.1", session.port, LONG))
        link.connection.connect()
        link.connection.claim(count - 1)
        joined = LanSession(info, [link], "127.0.0.1", session.port)
        h.app.push(LanLobby(h.app, joined))
        frames_until(h, lambda: link.seat is not None)
        look(h, f"{info.title}: a joined lobby")
    finally:
        h.app.home()
        for guest in guests:
            guest.close()
        if joined is not None:
            joined.close()
        session.close()


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_the_lan_table_and_its_pause(h, info):
    count = max(info.seat_counts)
    seat = info.solo_seat
    kinds = ["bot"] * count
    kinds[seat] = "human"
    table = Table(info, {}, [SeatSpec(k) for k in kinds], 3)
    session = open_table(table, LONG, None, LOOPBACK)
    try:
        assert session.host is not None
        h.app.push(LanLobby(h.app, session))
        h.step()
        session.host.start()
        frames_until(h, lambda: isinstance(h.top, RemoteTable))
        frames_until(h, lambda: h.top.viewer.latest is not None and h.top.game.legal)
        look(h, f"{info.title}: the LAN table", frames=30)
        h.top.pause()
        assert isinstance(h.top, RemotePause)
        look(h, f"{info.title}: the LAN table's pause")
    finally:
        h.app.home()
        session.close()
