"""Leaving a table this app hosts asks first: leaving closes it for everyone on it
(issue 14, "leaving a hosted table asks first"). Headless, loopback only."""

from __future__ import annotations

import time

import pygame

from game.core.seats import SeatSpec
from game.net.client import ClientConnection
from game.net.table import Table
from game.ui.lan_session import LanSession
from game.ui.remote_table import RemotePause, RemoteTable
from game.ui.scenes.confirm import Confirm
from game.ui.scenes.lan_host import open_table
from game.ui.scenes.lan_lobby import LanLobby
from game.ui.scenes.menu import MainMenu
from tests.ui.harness import Harness
from tests.ui.test_lan_screens import LOOPBACK
from tests.ui.toy_scene import TOY_TABLE


def hosting(harness: Harness, kinds: list[str]) -> LanSession:
    session = open_table(Table(TOY_TABLE, {}, [SeatSpec(k) for k in kinds], 5), "Ann", None,
                         LOOPBACK)
    harness.app.push(LanLobby(harness.app, session))
    harness.step(2)
    return session


def frames_until(harness: Harness, condition, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out waiting"
        harness.step()
        time.sleep(0.002)


def test_leaving_a_hosted_lobby_asks_before_dropping_its_players(harness):
    session = hosting(harness, ["human", "lan"])
    guest = ClientConnection("127.0.0.1", session.port, "Bea")
    try:
        guest.connect()
        guest.claim(1)
        frames_until(harness, lambda: session.lobby["seats"][1]["claimed"])
        harness.key(pygame.K_ESCAPE)
        assert isinstance(harness.top, Confirm)
        assert "Bea will be dropped" in harness.top.question
        harness.click_button("Stay")
        assert isinstance(harness.top, LanLobby) and not session.closed
        harness.click_button("Leave")
        assert isinstance(harness.top, Confirm)
        harness.click_button("Close table")
        assert session.closed and isinstance(harness.top, MainMenu)
    finally:
        guest.close()
        session.close()


def test_leaving_the_hosted_tables_pause_asks_first(harness):
    session = hosting(harness, ["human", "bot"])
    try:
        assert session.host is not None
        session.host.start()
        frames_until(harness, lambda: isinstance(harness.top, RemoteTable))
        harness.key(pygame.K_ESCAPE)
        assert isinstance(harness.top, RemotePause)
        harness.click_button("Leave table")
        assert isinstance(harness.top, Confirm)
        assert harness.top.question.startswith("Close the table?")
        harness.key(pygame.K_ESCAPE)  # Esc is Stay
        assert isinstance(harness.top, RemotePause) and not session.closed
        harness.click_button("Leave table")
        harness.click_button("Close table")
        assert session.closed and isinstance(harness.top, MainMenu)
    finally:
        session.close()
