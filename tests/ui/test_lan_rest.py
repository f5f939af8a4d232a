"""The LAN screens rest like the menu: no frame while nothing happens, a frame as soon as
the network has news (a player sits down, a table is announced).

``App.run`` is driven for real, for a given time, headless, loopback only.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from game.core.seats import SeatSpec
from game.net.client import ClientConnection
from game.net.table import Table
from game.ui.lan_session import LanConfig, LanSession
from game.ui.scenes.lan_host import open_table
from game.ui.scenes.lan_join import LanJoin
from game.ui.scenes.lan_lobby import LanLobby
from tests.ui.harness import Harness
from tests.ui.test_lan_screens import BROADCAST, LOOPBACK, quiet_udp_port
from tests.ui.test_rest import at_rest
from tests.ui.toy_scene import TOY_TABLE


def run_for(harness: Harness, seconds: float, *,
            during: tuple[tuple[float, Callable[[], object]], ...] = ()) -> tuple[int, float]:
    """``tests.ui.test_rest.run_for``, ended by time rather than a posted QUIT (which asks
    first while this app hosts a table)."""
    timers = [threading.Timer(at, call) for at, call in during]
    for timer in timers:
        timer.start()
    frames, cpu = harness.app.frames_drawn, time.process_time()
    try:
        harness.app.run(seconds)
    finally:
        for timer in timers:
            timer.cancel()
    return harness.app.frames_drawn - frames, time.process_time() - cpu


def toy_table(config: LanConfig = LOOPBACK) -> LanSession:
    table = Table(TOY_TABLE, {}, [SeatSpec("human"), SeatSpec("lan")], 5)
    return open_table(table, "Ann", None, config)


def test_a_hosted_lobby_rests_and_wakes_when_a_player_sits_down(harness):
    session = toy_table()
    guest = ClientConnection("127.0.0.1", session.port, "Bea")
    try:
        harness.app.push(LanLobby(harness.app, session))
        harness.step(3)
        at_rest(harness)
        frames, cpu = run_for(harness, 1.0)
        assert frames == 0 and cpu < 0.05, (frames, cpu)

        def sit() -> None:
            guest.connect()
            guest.claim(1)

        frames, _ = run_for(harness, 1.5, during=((0.2, sit),))
        assert frames > 0
        assert session.lobby["seats"][1]["claimed"], "the lobby read the news"
    finally:
        guest.close()
        session.close()


def test_a_joined_lobby_rests_through_keep_alives_and_wakes_on_the_hosts_news(harness):
    host = toy_table()
    joined = None
    try:
        join = LanJoin(harness.app, LanConfig("127.0.0.1", 0, BROADCAST, quiet_udp_port()))
        harness.app.push(join)
        harness.step()
        join.join("127.0.0.1", host.port, fresh=True)
        for _ in range(500):
            harness.step()
            if isinstance(harness.top, LanLobby):
                break
        assert isinstance(harness.top, LanLobby)
        joined = harness.top.session
        harness.step(3)
        at_rest(harness)
        frames, _ = run_for(harness, 1.0)
        assert frames == 0
        assert host.host is not None
        frames, _ = run_for(harness, 1.5, during=((0.2, lambda: host.host.free_seat(1)),))
        assert frames > 0 and not joined.lobby["seats"][1]["claimed"]
    finally:
        if joined is not None:
            joined.close()
        host.close()


def test_the_join_list_rests_and_wakes_when_a_table_is_announced(harness):
    config = LanConfig("127.0.0.1", 0, BROADCAST, quiet_udp_port())
    join = LanJoin(harness.app, config)
    harness.app.push(join)
    harness.step(3)  # the widgets' own events of the first frames
    at_rest(harness)
    frames, _ = run_for(harness, 1.0)
    assert frames == 0 and not join.rows
    opened: list[LanSession] = []
    opening = threading.Thread(target=lambda: opened.append(toy_table(config)))
    try:
        frames, _ = run_for(harness, 2.5, during=((0.2, opening.start),))
        assert frames > 0 and [ad["name"] for _, ad in join.rows] == ["Ann's table"]
        at_rest(harness)
        frames, _ = run_for(harness, 2.5)
        assert frames == 0, "the same announcement again changes nothing on screen"
    finally:
        opening.join(10)
        for session in opened:
            session.close()
        harness.app.pop()


def test_a_lan_table_rests_while_its_player_waits_and_wakes_on_the_next_move(monkeypatch):
    """Issue 14 item 13 on the LAN: a remote table draws nothing while nobody moves, and
    another player's move (news from the host) wakes it to show the move."""
    from tests.core.toy import Take
    from tests.ui.test_lan_screens import hosted, seated_guest, take_click, until

    monkeypatch.setattr("game.ui.recap.LEAST_MOVES", 1)  # the toy game's turn: one move
    guest = Harness(size=(1280, 723))
    session = hosted(["lan", "lan"])
    bea = ClientConnection("127.0.0.1", session.port, "Bea")
    try:
        seated_guest(guest, session.port)
        bea.connect()
        bea.claim(1).result(10)
        bea.ready().result(10)
        until(lambda: not session.host.host.table.missing(), guest)
        session.host.start()
        until(lambda: type(guest.top).__name__ == "RemoteTable" and guest.top.game.legal, guest)
        table = guest.top
        assert take_click(guest, table)
        until(lambda: not table.game.legal and not table.game.busy()
              and not any(link.frames for link in table.links), guest)
        guest.step(3)
        at_rest(guest)
        frames, cpu = run_for(guest, 1.0)
        assert frames == 0 and cpu < 0.05, (frames, cpu)
        frames, _ = run_for(guest, 1.5, during=((0.2, lambda: bea.send_action(Take(1))),))
        assert frames > 0 and table.game.legal, "the other player's move woke the table"
        guest.step(2)  # issue 14 item 18 on the LAN: the recap of the other player's move
        assert table.recap_offer.button.visible
        assert table.recap_offer.button.text == "Recap: 1 move"
        guest.click(table.recap_offer.button.rect.center)
        from game.ui.scenes.recap import RecapScene

        assert isinstance(guest.top, RecapScene)
        assert guest.top.summary == "1 move by the other players"
        guest.click_button("Back to the game")
    finally:
        bea.close()
        session.close()
        guest.close()
