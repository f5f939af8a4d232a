"""Since your last turn after a restart (issue 14 item 18): a LAN player whose app quits
(or crashes) and who starts it again and rejoins the same seat with the remembered
token is offered the recap of what happened since their last turn, built from what
the host sent that seat (``game.net.since``), never another seat's view."""

from __future__ import annotations

import json
import threading

from game.core.seats import SeatSpec
from game.net.client import ClientConnection
from game.net.table import Table
from game.ui.remote_table import RemoteTable
from game.ui.scenes.lan_host import open_table
from game.ui.scenes.lan_lobby import LanLobby
from game.ui.scenes.recap import RecapScene
from game.ui.settings import remembered_seat
from tests.core.toy import Peek, Take, first_legal
from tests.ui.harness import Harness
from tests.ui.test_lan_screens import (
    LOOPBACK,
    join_screen,
    sessions,
    take_click,
    until,
)
from tests.ui.toy_scene import TOY_TABLE


def seated(h: Harness, port: int) -> None:
    """Gwen joins the table, sits and is ready."""
    join_screen(h, LOOPBACK, "Gwen").join("127.0.0.1", port)
    until(lambda: isinstance(h.top, LanLobby) and h.top.session.mine()
          and h.has_button("Ready"), h)
    h.click_button("Ready")


def quit_app(h: Harness) -> None:
    """The app goes away without a goodbye: its connections just drop."""
    for session in sessions(h):
        session.close()
    h.close()


def rejoined(port: int, size: tuple[int, int]) -> tuple[Harness, RemoteTable]:
    """A new app joins the table again: the remembered token lands it in its seat."""
    h = Harness(size=size)
    join_screen(h, LOOPBACK, "Gwen").join("127.0.0.1", port)
    until(lambda: isinstance(h.top, RemoteTable) and h.top.game.legal
          and not h.top.viewer.frames, h)
    table = h.top
    assert isinstance(table, RemoteTable)
    h.step(3)
    return h, table


def bea_at(port: int) -> ClientConnection:
    """Another player, Bea, at seat 2: a plain client playing by script."""
    bea = ClientConnection("127.0.0.1", port, "Bea")
    bea.connect()
    bea.claim(1).result(10)
    bea.ready().result(10)
    return bea


def bea_rolls_and_takes(bea: ClientConnection, table: Table) -> None:
    """Bea, on her turn after Gwen's first move, rolls her secret die, then takes: each
    once she has the update of the move before (her picture's count, ``seq``)."""
    for seen, action in ((1, Peek()), (2, Take(1))):
        until(lambda n=seen: bea.client.seq >= n)
        bea.send_action(action).result(10)
    until(lambda: table.steps() >= 3)


def test_a_restarted_app_rejoining_its_seat_is_offered_the_recap(monkeypatch):
    monkeypatch.setattr("game.ui.recap.LEAST_MOVES", 1)  # the toy game's turn: one move
    gone = threading.Event()  # the bot moves once Gwen's app is gone

    def bot_after_the_quit(view, legal, rng):
        assert gone.wait(30)
        return first_legal(view, legal, rng)

    monkeypatch.setitem(TOY_TABLE.bots, "normal", bot_after_the_quit)
    table = Table(TOY_TABLE, {"pile": 9}, [SeatSpec("lan"), SeatSpec("bot")], 5)
    session = open_table(table, "Ann", None, LOOPBACK)
    first = Harness(size=(1280, 725))
    again = None
    try:
        seated(first, session.port)
        until(lambda: not table.missing(), first)
        session.host.start()
        until(lambda: isinstance(first.top, RemoteTable) and first.top.game.legal, first)
        assert take_click(first, first.top)  # Gwen's move, then the app quits
        until(lambda: table.steps() >= 1, first)
        quit_app(first)
        assert table.steps() == 1
        gone.set()
        until(lambda: table.steps() >= 2 and table.match.state.to_move() == [0])  # the bot
        assert remembered_seat("127.0.0.1", session.port)[1] == table.seats[0].token

        again, playing = rejoined(session.port, (1280, 726))
        offer = playing.recap_offer
        assert offer.button.visible and offer.button.text == "Recap: 1 move"
        again.click(offer.button.rect.center)
        recap = again.top
        assert isinstance(recap, RecapScene)
        assert recap.heading == "Since your last turn"
        assert recap.summary == "1 move by the other players"
        assert table.match.steps[0].action == Take(1)
        assert recap.start == {"pile": 8, "turn": 1, "secret": 0}  # where Gwen left it
        (frame,) = recap.frames
        assert frame.view == json.loads(json.dumps(table.match.state.view(0)))
        assert [e.to_json() for e in frame.events] == \
            [e.for_seat(0).to_json() for e in table.match.steps[-1].events]
        again.screenshot("recap_after_restart")
        again.click_button("Back to the game")
        assert again.top is playing
    finally:
        gone.set()
        session.close()
        if again is not None:
            quit_app(again)


def recap_in_world(seed: int, sizes: tuple[int, int]) -> tuple[dict, list, int]:
    """Gwen moves and her app quits; Bea rolls her secret die and takes; Gwen's app starts
    again and rejoins: the recap it offers (start, events and views) and Bea's die."""
    table = Table(TOY_TABLE, {"pile": 9}, [SeatSpec("lan"), SeatSpec("lan")], seed)
    session = open_table(table, "Ann", None, LOOPBACK)
    first = Harness(size=(1280, sizes[0]))
    again = None
    try:
        seated(first, session.port)
        bea = bea_at(session.port)
        until(lambda: not table.missing(), first)
        session.host.start()
        until(lambda: isinstance(first.top, RemoteTable) and first.top.game.legal, first)
        assert take_click(first, first.top)
        until(lambda: table.steps() >= 1, first)
        quit_app(first)
        bea_rolls_and_takes(bea, table)
        again, playing = rejoined(session.port, (1280, sizes[1]))
        frames = playing.recap.offered(0)
        assert len(frames) == 2 and all(e == e.for_seat(0) for f in frames for e in f.events)
        bea.close()
        return (playing.recap.start[0], [(f.events, f.view) for f in frames],
                table.match.state.secrets[1])
    finally:
        session.close()
        if again is not None:
            quit_app(again)


def test_the_recap_after_a_restart_holds_only_the_seats_own_view(monkeypatch):
    """Twin worlds in the app: Bea's secret die differs between two tables (the rolls to
    come), and the recap a restarted Gwen is offered is the same in both, with Bea's roll
    hidden as Gwen's seat was told it."""
    (start_one, frames_one, die_one) = recap_in_world(5, (727, 728))  # Bea rolls a 3
    (start_two, frames_two, die_two) = recap_in_world(1, (729, 730))  # Bea rolls a 6
    assert die_one != die_two, "the worlds differ in Bea's die"
    assert (start_one, frames_one) == (start_two, frames_two)


def test_a_dropped_connection_gets_each_move_it_missed_in_its_recap():
    """Without a restart too: the app that loses its connection and rejoins by itself
    takes the host's record, one frame a move (it used to lump what it missed into one)."""
    table = Table(TOY_TABLE, {"pile": 9}, [SeatSpec("lan"), SeatSpec("lan")], 5)
    session = open_table(table, "Ann", None, LOOPBACK)
    guest = Harness(size=(1280, 731))
    try:
        seated(guest, session.port)
        bea = bea_at(session.port)
        until(lambda: not table.missing(), guest)
        session.host.start()
        until(lambda: isinstance(guest.top, RemoteTable) and guest.top.game.legal, guest)
        playing = guest.top
        assert take_click(guest, playing)
        until(lambda: table.steps() >= 1, guest)
        link = playing.viewer
        link.connection._runner.loop.call_soon_threadsafe(link.connection.client.abort)
        until(lambda: not link.connected, guest)
        bea_rolls_and_takes(bea, table)
        until(lambda: link.connected and playing.game.legal and not link.frames, guest)
        guest.step(3)
        assert [len(f.events) for f in playing.recap.offered(0)] == [1, 1]
        assert playing.recap_offer.button.text == "Recap: 2 moves"
        bea.close()
    finally:
        session.close()
        quit_app(guest)
