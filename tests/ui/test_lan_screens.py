"""LAN play through the app's screens, two headless apps in one process, loopback only.

The host clicks through host setup and the lobby; the joiner finds the table
in the Join list (announced to 127.255.255.255 on a private port), joins,
readies up and plays the toy game to the end by clicking the game scene.
Every wait is bounded by a deadline.
"""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Callable

import pytest

from game.core.match import Step
from game.core.registry import all_games, get_game
from game.core.rng import GameRng
from game.core.seats import SeatSpec
from game.games.paradox_island.bots import levels as bots
from game.net import protocol
from game.net.autosave import load_autosave
from game.net.client import ClientConnection
from game.net.host_thread import HostThread
from game.net.table import Table
from game.ui.lan_link import Link
from game.ui.lan_session import LanConfig, LanSession
from game.ui.remote_table import RemoteEnd, RemoteTable
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.lan_host import LanHostSetup, open_table
from game.ui.scenes.lan_join import LanJoin, parse_address
from game.ui.scenes.lan_lobby import LanLobby
from game.ui.scenes.lan_password import PasswordPrompt
from game.ui.scenes.lan_seats import LanSeats
from game.ui.settings import lan_host_autosave, remember_seat, remembered_seat
from tests.core.toy import Take
from tests.net.probes import paradox_probe
from tests.ui.harness import Harness
from tests.ui.test_paradox_table import OP_ONLY, IslandHarness, click_action
from tests.ui.toy_scene import TOY_TABLE

BROADCAST = "127.255.255.255"


def quiet_udp_port() -> int:
    """A UDP port nobody listens on, for tables whose announcements no test reads."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


LOOPBACK = LanConfig("127.0.0.1", 0, BROADCAST, quiet_udp_port())


def until(condition: Callable[[], object], *apps: Harness, seconds: float = 30.0) -> None:
    """Step every app (a frame each) until ``condition()`` holds, or fail at the deadline."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out waiting"
        for app in apps:
            app.step()
        time.sleep(0.002)


def sessions(h: Harness) -> list[LanSession]:
    return [s.session for s in h.app.scenes if isinstance(s, LanLobby | RemoteTable)]


@pytest.fixture
def apps():
    """Two headless apps; odd window sizes give each its own canvas (the display is shared)."""
    made = [Harness(size=(1280, 721)), Harness(size=(1280, 722))]
    yield made
    for h in made:
        for session in sessions(h):
            session.close()
        h.close()


def shot(h: Harness, name: str) -> None:
    """A screenshot once fresh widgets have had a frame to settle."""
    h.step(3)
    h.screenshot(name)


def choose(h: Harness, current: str, wanted: str) -> None:
    h.click_button(current)
    h.click_button(wanted)


def join_screen(h: Harness, config: LanConfig, name: str) -> LanJoin:
    scene = LanJoin(h.app, config)
    h.app.push(scene)
    h.step()
    scene.name_entry.set_text(name)
    return scene


def take_click(h: Harness, table: RemoteTable) -> bool:
    """Click the first 'take' button the toy scene shows; False if there is none."""
    takes = [rect for rect, action in table.game.buttons if isinstance(action, Take)]
    if not takes:
        return False
    h.click(takes[0].center)
    return True


def test_host_find_join_ready_start_and_play_to_the_end(apps):
    host, guest = apps
    assert host.has_button("LAN play")
    finder = join_screen(guest, LanConfig(discovery_port=0), "Gwen")
    assert finder.scanner is not None
    config = LanConfig("127.0.0.1", 0, BROADCAST, finder.scanner.listener.port)
    join_screen(host, config, "Ann")
    host.click_button("Host a table…")
    host.click_button("Play")  # the toy table's card
    setup = host.top
    assert isinstance(setup, LanHostSetup)
    choose(host, "LAN player", "Bot · easy")  # seat 2
    choose(host, "Human here", "LAN player")  # seat 1
    shot(host, "lan_host_setup")
    host.click_button("Open table")
    lobby = host.top
    assert isinstance(lobby, LanLobby), setup.error
    assert [s.kind for s in lobby.session.host.host.table.seats] == ["lan", "bot"]

    until(lambda: finder.rows, guest, host)
    ad = finder.rows[0][1]
    assert (ad["title"], ad["name"], ad["open_seats"]) == ("Toy Table", "Ann's table", 1)
    shot(guest, "lan_join_list")
    guest.click_button("Join")
    until(lambda: isinstance(guest.top, LanLobby) and guest.top.session.mine(), guest, host)
    mine = guest.top
    assert isinstance(mine, LanLobby)
    until(lambda: lobby.session.lobby["seats"][0]["name"] == "Gwen", host, guest)
    assert not lobby.start_button.is_enabled
    guest.click_button("Ready")
    until(lambda: lobby.start_button.is_enabled, host, guest)
    assert lobby.session.lobby["seats"][0]["ready"]
    shot(host, "lan_lobby")
    shot(guest, "lan_lobby_guest")
    host.click_button("Start")
    until(lambda: isinstance(host.top, RemoteTable) and isinstance(guest.top, RemoteTable),
          host, guest)
    watching, playing = host.top, guest.top
    assert watching.viewer.seat is None and playing.viewer.seat == 0

    pictured = False
    deadline = time.monotonic() + 30
    while not isinstance(guest.top, RemoteEnd):
        assert time.monotonic() < deadline, "the game did not end"
        turn = guest.top is playing and playing.game.legal and not playing.viewer.awaiting
        if turn and take_click(guest, playing) and not pictured:
            until(lambda: playing.game.legal == [], guest, host)
            guest.step(20)
            guest.screenshot("lan_remote_table")
            pictured = True
        guest.step()
        host.step()
    until(lambda: isinstance(host.top, RemoteEnd), host, guest)
    assert host.top.headline == guest.top.headline
    assert "wins: took the last stone" in guest.top.headline
    shot(guest, "lan_end")
    guest.click_button("Leave")
    host.click_button("Leave")
    assert not sessions(host) and not sessions(guest)


def hosted(kinds: list[str], password: str | None = None) -> LanSession:
    table = Table(TOY_TABLE, {}, [SeatSpec(k) for k in kinds], 5)
    return open_table(table, "Ann", password, LOOPBACK)


def test_refusals_read_as_sentences(apps):
    guest, other = apps
    session = hosted(["lan", "bot"], password="pw")
    try:
        join = join_screen(guest, LanConfig(discovery_port=0), "Gwen")
        join.address_entry.set_text(f"127.0.0.1:{session.port}")
        guest.click_button("Connect")
        until(lambda: isinstance(guest.top, PasswordPrompt), guest)
        assert "needs a password" in guest.top.heading
        guest.top.entry.set_text("nope")
        guest.click_button("Join")
        until(lambda: isinstance(guest.top, PasswordPrompt), guest)
        assert guest.top.heading == "Wrong password; try again"
        shot(guest, "lan_password")
        guest.top.entry.set_text("pw")
        guest.click_button("Join")
        until(lambda: isinstance(guest.top, LanLobby) and guest.top.session.mine(), guest)

        third = join_screen(other, LanConfig(discovery_port=0), "Zed")
        third.join("127.0.0.1", session.port, "pw", fresh=True)  # not Gwen's remembered seat
        until(lambda: third.pending is None and third.message, other)
        assert third.message == "The table is full: every LAN seat is taken."
        with socket.socket() as closed:
            closed.bind(("127.0.0.1", 0))
            port = closed.getsockname()[1]
        third.address_entry.set_text(f"127.0.0.1:{port}")
        other.click_button("Connect")
        until(lambda: third.pending is None and "Nobody" in third.message, other)
        third.address_entry.set_text("no port:x")
        other.click_button("Connect")
        assert third.message.startswith("Type the address as host:port")
        shot(other, "lan_join_error")
    finally:
        session.close()
    assert parse_address("10.1.2.3") == ("10.1.2.3", 47810)


def at_the_table(guest: Harness, session: LanSession) -> RemoteTable:
    """Gwen joins ``session``'s table, is ready, the host starts: her table, her move."""
    join = join_screen(guest, LanConfig(discovery_port=0), "Gwen")
    join.join("127.0.0.1", session.port)
    until(lambda: isinstance(guest.top, LanLobby) and guest.top.session.mine(), guest)
    guest.click_button("Ready")
    until(lambda: not session.host.host.table.missing(), guest)
    session.host.start()
    until(lambda: isinstance(guest.top, RemoteTable) and guest.top.game.legal, guest)
    table = guest.top
    assert isinstance(table, RemoteTable)
    return table


def test_a_dropped_connection_rejoins_its_seat_with_the_same_view(apps):
    guest = apps[1]
    session = hosted(["lan", "bot"])
    try:
        table = at_the_table(guest, session)
        link = table.viewer
        before, token = dict(table.game.view), link.connection.token
        link.connection._runner.loop.call_soon_threadsafe(link.connection.client.abort)
        until(lambda: table.status() == "Reconnecting…", guest)
        shot(guest, "lan_reconnecting")
        until(lambda: link.connected and link.started and not link.frames, guest)
        guest.step(2)
        assert link.connection.token == token and table.status().startswith("Your move")
        assert table.game.view == before and table.game.legal
        assert take_click(guest, table)
        until(lambda: len(session.host.host.table.match.steps) >= 2, guest)  # the bot answered
    finally:
        session.close()


def test_the_lan_tables_status_waits_for_the_board_but_not_the_link(apps, monkeypatch):
    """As at a local table, the status line tells the game's news once the board has
    caught up; news of the link itself ("Reconnecting…") is told at once."""
    guest = apps[1]
    session = hosted(["lan", "bot"])
    try:
        table = at_the_table(guest, session)
        guest.step()
        mine = table.status_shown
        assert mine.startswith("Your move")
        monkeypatch.setattr(table.game, "busy", lambda: True)
        monkeypatch.setattr(table, "status", lambda: "Waiting for the other players…")
        guest.step()
        assert table.status_shown == mine
        monkeypatch.setattr(table.viewer, "connected", False)
        monkeypatch.setattr(table, "status", lambda: "Reconnecting…")
        guest.step()
        assert table.status_shown == "Reconnecting…"
    finally:
        session.close()


def test_the_hosts_own_seats_play_through_loopback_with_the_curtain_between_them(apps):
    host = apps[0]
    session = hosted(["human", "human"])
    host.app.push(LanLobby(host.app, session))
    until(lambda: host.top.start_button.is_enabled, host)
    assert session.names() == ["Ann", "Ann · seat 2"]
    host.click_button("Start")
    until(lambda: isinstance(host.top, RemoteTable) and host.top.game.legal, host)
    table = host.top
    assert table.curtain and table.ctx.seat == 0
    assert take_click(host, table)
    until(lambda: isinstance(host.top, CurtainScene), host)
    host.click((640, 360))
    until(lambda: host.top is table and table.ctx.seat == 1 and table.game.legal, host)
    assert table.game.view["turn"] == 1
    session.close()


def test_the_host_hands_a_dropped_seat_to_a_bot_and_back(apps):
    host, guest = apps
    session = hosted(["lan", "bot"])
    try:
        join_screen(guest, LanConfig(discovery_port=0), "Gwen").join("127.0.0.1", session.port)
        until(lambda: isinstance(guest.top, LanLobby) and guest.top.session.mine(), guest)
        guest.click_button("Ready")
        until(lambda: not session.host.host.table.missing(), guest)
        session.host.start()
        until(lambda: isinstance(guest.top, RemoteTable), guest)
        host.app.push(RemoteTable(host.app, session))  # the host watches: no seat here
        until(lambda: session.started, host)
        host.click_button("Seats")
        assert type(host.top) is LanSeats  # the seats over the table, not a lobby
        link = guest.top.viewer
        link.failure = "test: stay away"  # no rejoin, as if the player's machine were off
        link.connection._runner.loop.call_soon_threadsafe(link.connection.client.abort)
        until(lambda: session.lobby and not session.lobby["seats"][0]["connected"], host)
        shot(host, "lan_seats_dropped")
        host.click_button("Bot")
        # the bot played Gwen's seat out, and the seats screen has heard it plays there
        until(lambda: session.host.host.table.over and host.has_button("Player"), host)
        host.click_button("Player")
        until(lambda: session.lobby["seats"][0]["bot"] is None, host)
        host.click_button("Back to the table")
        assert isinstance(host.top, RemoteTable)
    finally:
        session.close()


def crash(session: LanSession) -> None:
    """Kill the hosting side without a goodbye: sockets reset, the port freed."""
    host = session.host

    async def die() -> None:
        await host.host.door.close()
        for conn in list(host.host.connections.values()):
            conn.writer.transport.abort()

    host._runner.call(die())
    host._runner.stop()
    session.closed = True
    session.stoppers[0]()  # the announcer
    for link in session.links:
        link.close()


def seated_guest(guest: Harness, port: int) -> RemoteTable:
    join_screen(guest, LanConfig(discovery_port=0), "Gwen").join("127.0.0.1", port)
    until(lambda: isinstance(guest.top, LanLobby) and guest.top.session.mine(), guest)
    guest.click_button("Ready")
    return guest.top


def test_a_crashed_app_host_resumes_from_its_autosave_and_the_guest_rejoins(apps):
    host, guest = apps
    table = Table(TOY_TABLE, {}, [SeatSpec("lan"), SeatSpec("bot")], 5)
    session = open_table(table, "Ann", None, LOOPBACK, lan_host_autosave())
    port = session.port
    seated_guest(guest, port)
    until(lambda: not table.missing(), guest)
    session.host.start()
    until(lambda: isinstance(guest.top, RemoteTable) and guest.top.game.legal, guest)
    playing = guest.top
    assert take_click(guest, playing)
    until(lambda: len(table.match.steps) >= 2 and playing.game.legal  # the bot answered
          and playing.game.view == table.match.state.view(0), guest)
    assert remembered_seat("127.0.0.1", port) == (TOY_TABLE.id, playing.viewer.connection.token)
    steps, view = len(table.match.steps), dict(playing.game.view)
    crash(session)
    until(lambda: playing.status() == "Reconnecting…", guest)
    assert len(load_autosave(lan_host_autosave()).match.steps) == steps  # with its step log

    join_screen(host, LOOPBACK, "Ann")
    host.click_button("Resume hosted table")
    until(lambda: isinstance(host.top, RemoteTable), host, guest)
    resumed = host.top.session
    try:
        assert resumed.port == port and resumed.host.host.table.steps() == steps
        until(lambda: playing.viewer.connected and playing.game.legal, guest, host)
        assert playing.game.view == view and playing.viewer.seat == 0
        assert take_click(guest, playing)
        until(lambda: resumed.host.host.table.steps() >= steps + 1, guest, host)
    finally:
        resumed.close()


def test_a_restarted_guest_app_rejoins_its_seat_with_the_remembered_token(apps):
    host, guest = apps
    session = hosted(["lan", "bot"])
    try:
        seated_guest(guest, session.port)
        until(lambda: not session.host.host.table.missing(), guest)
        session.host.start()
        until(lambda: isinstance(guest.top, RemoteTable) and guest.top.game.legal, guest)
        token = guest.top.viewer.connection.token
        for old in sessions(guest):  # the app quits: its connection just goes away
            old.close()
        guest.app.home()
        again = join_screen(guest, LanConfig(discovery_port=0), "Gwen")
        again.join("127.0.0.1", session.port)
        until(lambda: isinstance(guest.top, RemoteTable) and guest.top.game.legal, guest)
        link = guest.top.viewer
        assert link.seat == 0 and link.connection.token == token
        assert session.host.host.table.seats[0].holder is not None
    finally:
        session.close()


def test_a_stale_remembered_token_falls_back_to_a_fresh_seat(apps):
    guest = apps[1]
    session = hosted(["lan", "bot"])
    try:
        remember_seat("127.0.0.1", session.port, TOY_TABLE.id, "0" * 32)
        join_screen(guest, LanConfig(discovery_port=0), "Gwen").join("127.0.0.1", session.port)
        until(lambda: isinstance(guest.top, LanLobby) and guest.top.session.token, guest)
        token = session.host.host.table.seats[0].token
        assert remembered_seat("127.0.0.1", session.port) == (TOY_TABLE.id, token)
    finally:
        session.close()


def test_the_lobby_names_the_hosts_address_without_sending_anything(apps):
    host = apps[0]
    session = hosted(["lan", "bot"])
    try:
        host.app.push(LanLobby(host.app, session))
        host.step(2)
        assert all(not a.startswith("127.") for a in session.addresses)
        words = f"{session.addresses[0]}:{session.port}" if session.addresses else \
            "this computer's address"
        assert words in " ".join(map(str, [host.top._where_words()]))
    finally:
        session.close()


class RemoteIsland(IslandHarness):
    """An app with the installed games whose table is a LAN ``RemoteTable``."""

    def __init__(self) -> None:
        Harness.__init__(self, size=(1280, 723), games=all_games)

    @property
    def table(self) -> RemoteTable:  # type: ignore[override]
        assert isinstance(self.top, RemoteTable), type(self.top).__name__
        return self.top


def captive_steps(table: Table) -> list[Step]:
    return [s for s in table.match.steps if s.seat == 1]


def test_a_paradox_island_captive_plays_over_the_lan_and_never_sees_op_secrets():
    info = get_game("paradox_island")
    table = Table(info, {"round_limit": 40}, [SeatSpec("bot", "normal"), SeatSpec("lan")], 8)
    session = open_table(table, "Ann", None, LOOPBACK)
    guest = RemoteIsland()
    try:
        link = seated_guest(guest, session.port).session.links[0]
        received: list[dict] = []  # everything the captive's app is sent from the start
        apply = link._apply
        link._apply = lambda message: (received.append(message), apply(message))[1]
        until(lambda: not table.missing(), guest)
        session.host.start()
        until(lambda: isinstance(guest.top, RemoteTable), guest)
        playing = guest.table
        shown: list[dict] = []
        show = playing.game.show
        playing.game.show = lambda view, legal: (shown.append(view), show(view, legal))[1]
        rng, moves = GameRng(5), 0
        deadline = time.monotonic() + 40
        while moves < 4 and not table.over:
            assert time.monotonic() < deadline, "the captive's turns did not come"
            guest.step()
            ready = playing.game.legal and not link.frames and not link.awaiting
            if not ready or playing.game.busy():
                continue
            view = playing.game.view
            action = bots.normal_bot(view, playing.game.legal, rng)
            mine = len(captive_steps(table))
            click_action(guest, action)
            until(lambda n=mine: len(captive_steps(table)) > n, guest)
            assert captive_steps(table)[mine].action == action
            moves += view["phase"] == "play"
        assert moves == 4 and len(captive_steps(table)) > 4
        shot(guest, "lan_paradox_captive")
        logged = [playing.game.describe(e) for e in link.log]
        lines = playing.log_panel.lines  # each event once, though the sync came with others
        assert logged[0] == "OP set the Wave." and lines.count(logged[0]) == logged.count(logged[0])
        assert shown and all(v["role"] == "captive" and not OP_ONLY & set(v) for v in shown)
        messages = [m for m in received if m["type"] in ("sync", "update")]
        raw = b"".join(protocol.encode(m) for m in messages)
        paradox_probe(table.match, 1, [json.loads(line) for line in raw.splitlines()], raw)
    finally:
        session.close()
        guest.close()


def test_an_action_refused_for_coming_too_fast_is_sent_again_and_lands():
    """The host refuses a message over its rate limit by name and id; the player's link
    sends the action again a moment later instead of waiting for an answer forever."""
    table = Table(get_game("toy"), {}, [SeatSpec("lan"), SeatSpec("bot", "easy")], 5)
    host = HostThread(table, address="127.0.0.1", rate=1.0, burst=3.0)  # hello, claim, ready
    link = Link(ClientConnection("127.0.0.1", host.port, "Ann"))
    try:
        link.connection.connect()
        link.connection.claim(0).result(5)
        link.connection.ready(True).result(5)
        deadline = time.monotonic() + 30
        while table.missing() and time.monotonic() < deadline:
            link.pump(0.05)
            time.sleep(0.05)
        host.start()
        while link.latest is None or not link.latest.legal:
            assert time.monotonic() < deadline, "the game did not start"
            link.pump(0.05)
            time.sleep(0.05)
        seq = link.latest.seq
        link.act(next(a for a in link.latest.legal if isinstance(a, Take)))
        while link.latest.seq == seq:
            assert time.monotonic() < deadline, "the action never landed"
            link.pump(0.05)
            time.sleep(0.05)
        assert table.steps() >= 1 and not link.awaiting and not link.errors
    finally:
        link.close()
        host.close()
