"""Join a LAN table: tables heard by UDP broadcast, or a typed ``host:port``.

The list refreshes by itself (a background thread listens for announcements;
a table not heard for ``FORGET_SECONDS`` drops off). Joining connects on a
background thread, so an unreachable address never freezes the screen, and
every refusal reads as a sentence: wrong password (a prompt asks for it),
another version of Hexfold, a game this copy lacks, a full or already started
table, nobody listening, no answer. "Host a table…" leads to the host setup;
"Resume hosted table" brings back this app's last hosted game from its autosave.

A seat's token is remembered per ``host:port`` (``settings.remember_seat``):
joining that table again, even after a restart of the app, sends the token
first and lands in the same seat; a token the host no longer knows is
forgotten and the join goes on as a fresh one.
"""

from __future__ import annotations

import concurrent.futures
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.core.errors import HexfoldError
from game.core.registry import get_game
from game.net.client import ClientConnection, JoinRefused
from game.net.discovery import TableListener
from game.net.names import clean_name
from game.ui.lan_link import Link, in_background
from game.ui.lan_session import DEFAULT_PORT, LanConfig, LanSession
from game.ui.scenes.base import Scene
from game.ui.scenes.lan_host import ChooseLanGame, resumable, resume_table
from game.ui.scenes.lan_lobby import LanLobby
from game.ui.scenes.lan_password import PasswordPrompt
from game.ui.settings import forget_seat, remembered_seat
from game.ui.widgets import panel, text, wrap

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)

FORGET_SECONDS = 5.0
MAX_ROWS = 6
#: Seconds to wait for the host to seat a remembered token.
REJOIN_SECONDS = 5.0


def parse_address(words: str) -> tuple[str, int]:
    """``"192.168.1.20:47810"`` → (address, port); the port defaults to ``DEFAULT_PORT``.

    >>> parse_address(" 10.0.0.5 "), parse_address("box:4000")
    (('10.0.0.5', 47810), ('box', 4000))
    """
    host, sep, port = words.strip().rpartition(":")
    if not sep:
        host, port = port, str(DEFAULT_PORT)
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError("Type the address as host:port, for example 192.168.1.20:47810")
    return host, int(port)


def refusal_text(exc: BaseException, where: str) -> str:
    """A failed join, in a sentence a player understands."""
    if isinstance(exc, JoinRefused):
        if exc.code == "version":
            return f"{where} runs another version of Hexfold ({exc})."
        return f"{where} refused to seat you: {exc}."
    if isinstance(exc, ConnectionRefusedError):
        return f"Nobody is hosting at {where} (connection refused)."
    if isinstance(exc, TimeoutError):
        return f"No answer from {where}."
    if isinstance(exc, OSError):
        return f"Cannot reach {where}: {exc.strerror or exc}."
    return f"Could not join {where}: {exc}"


class Scanner:
    """Listens for table announcements on a daemon thread until stopped.

    ``tables`` holds the tables heard in the last ``FORGET_SECONDS``, in the order
    the list shows them; ``on_change`` is called (on the thread) when that list
    changes, so the screen needs no frame while it stays the same.
    """

    def __init__(self, port: int, on_change: Callable[[], None] | None = None) -> None:
        self.listener = TableListener(port)
        self.tables: list[dict[str, Any]] = []
        self.on_change = on_change
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="hexfold-scan", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        shown: list[dict[str, Any]] = []
        while not self._stop.is_set():
            heard = self.listener.collect(0.25)
            fresh = [ad for ad in heard if ad["seen"] > time.monotonic() - FORGET_SECONDS]
            fresh.sort(key=lambda ad: (ad["started"], ad["title"], ad["name"], ad["port"]))
            self.tables = fresh
            now = [{k: v for k, v in ad.items() if k != "seen"} for ad in fresh]
            if now != shown:
                shown = now
                if self.on_change is not None:
                    self.on_change()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(2.0)
        self.listener.close()


class LanJoin(Scene):
    """The Join list, a typed address, the player's name, and Host a table."""

    def __init__(self, app: App, config: LanConfig | None = None) -> None:
        super().__init__(app)
        self.config = config or LanConfig()
        self.name = app.settings.player_name or "Player"
        self.address = ""
        self.message, self.bad = "", False
        self.scanner: Scanner | None = None
        self.pending: tuple[ClientConnection, concurrent.futures.Future[Any], str,
                            str | None] | None = None
        self.rejoining: tuple[Link, str, str | None, float] | None = None
        self.remembered: dict[str, bool] = {}  # host:port -> we hold a seat token there
        self.rows: list[tuple[pygame.Rect, dict[str, Any]]] = []
        self.list_rect = pygame.Rect(48, 140, 720, 500)
        self.side = pygame.Rect(800, 140, 432, 500)

    def enter(self) -> None:
        self.remembered.clear()
        try:
            self.scanner = Scanner(self.config.discovery_port, self.app.wake)
        except OSError as exc:
            self._say(f"Cannot listen for tables ({exc.strerror or exc}); type an address.", True)
        super().enter()

    def leave(self) -> None:
        if self.scanner is not None:
            self.scanner.stop()
            self.scanner = None
        if self.pending is not None:
            self.pending[0].close()
            self.pending = None
        if self.rejoining is not None:
            self.rejoining[0].close()
            self.rejoining = None
        super().leave()

    def build_ui(self) -> None:
        self.join_buttons = [
            self.button((self.list_rect.right - 128, self.list_rect.y + 64 + 70 * i + 12,
                         108, 44), "Join", partial(self.join_row, i), object_id="#primary")
            for i in range(MAX_ROWS)]
        x, y = self.side.x + 24, self.side.y + 60
        self.name_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(x, y + 28, 384, 40), self.ui, initial_text=self.name)
        self.name_entry.length_limit = 32
        self.address_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(x, y + 126, 268, 40), self.ui, initial_text=self.address,
            placeholder_text="192.168.1.20:47810")
        self.button((x + 276, y + 126, 108, 40), "Connect", self.join_typed)
        self.button((x, y + 236, 384, 48), "Host a table…", self.host, object_id="#primary")
        if resumable():
            self.button((x, y + 294, 384, 44), "Resume hosted table", self.resume_hosted,
                        tooltip="Host your last unfinished LAN game again; its players rejoin")
        self.button((self.app.canvas_size[0] // 2 - 100, 660, 200, 44), "Back", self.app.pop)

    def back(self) -> bool:
        self.app.pop()
        return True

    # Joining.

    def player_name(self) -> str:
        name = clean_name(self.name_entry.get_text(), "Player")
        if name != self.app.settings.player_name:
            self.app.apply_settings(replace(self.app.settings, player_name=name))
        return name

    def join_row(self, index: int) -> None:
        if index < len(self.rows):
            ad = self.rows[index][1]
            if ad["password"]:
                self._say("", False)
                self.app.push(PasswordPrompt(self.app, self, ad["name"], False,
                                             partial(self.join, ad["address"], ad["port"])))
            else:
                self.join(ad["address"], ad["port"])

    def join_typed(self) -> None:
        try:
            address, port = parse_address(self.address_entry.get_text())
        except ValueError as exc:
            self._say(str(exc), True)
            return
        self.join(address, port)

    def join(self, address: str, port: int, password: str | None = None,
             fresh: bool = False) -> None:
        """Connect in the background (with the seat token remembered for that table,
        unless ``fresh``); ``update`` picks up the answer."""
        if self.pending is not None or self.rejoining is not None:
            return
        saved = None if fresh else remembered_seat(address, port)
        connection = ClientConnection(address, port, self.player_name(), password,
                                      token=saved[1] if saved else None)
        where = f"{address}:{port}"
        self.pending = (connection, in_background(lambda: connection.connect(8.0)), where,
                        password)
        self._say(f"Connecting to {where}…", False)

    def _answered(self) -> None:
        assert self.pending is not None
        connection, future, where, password = self.pending
        self.pending = None
        try:
            welcome = future.result()
        except (JoinRefused, OSError, concurrent.futures.TimeoutError) as exc:
            connection.close()
            if isinstance(exc, JoinRefused) and exc.code == "bad_password":
                self._say("", False)
                address, port = where.rsplit(":", 1)
                self.app.push(PasswordPrompt(self.app, self, where, password is not None,
                                             partial(self.join, address, int(port))))
            else:
                self._say(refusal_text(exc, where), True)
            return
        if connection.token:
            link = Link(connection)
            self.rejoining = (link, where, password, time.monotonic() + REJOIN_SECONDS)
            self._say(f"Rejoining your seat at {where}…", False)
            return
        problem = self._seat_problem(welcome["table"])
        if problem:
            connection.close()
            self._say(problem, True)
            return
        free = next(s for s in welcome["table"]["seats"]
                    if s["kind"] == "lan" and not s["claimed"])
        connection.claim(free["seat"])
        self._open_lobby(Link(connection), where)

    def _rejoined(self) -> None:
        """The host's answer to a remembered token: our seat back, or a fresh join."""
        assert self.rejoining is not None
        link, where, password, deadline = self.rejoining
        refused = any(m["type"] == "error" and m.get("code") == "bad_token"
                      for m in link.pump(0.0))
        address, port = where.rsplit(":", 1)
        if link.seat is not None and link.info is not None:
            self.rejoining = None
            self._open_lobby(link, where)
        elif refused or link.closed is not None or not link.connected:
            self.rejoining = None
            link.close()
            forget_seat(address, int(port))
            log.info("the seat token for %s is stale; joining afresh", where)
            self.join(address, int(port), password, fresh=True)
        elif time.monotonic() > deadline:
            self.rejoining = None
            link.close()
            self._say(f"No answer from {where}.", True)

    @staticmethod
    def _seat_problem(table: dict[str, Any]) -> str:
        try:
            info = get_game(table["game"])
        except HexfoldError:
            return f"That table plays {table.get('title', table['game'])}, which this copy lacks."
        if not info.scene:
            return f"{info.title} cannot be played on screen yet."
        open_seat = any(s["kind"] == "lan" and not s["claimed"] for s in table["seats"])
        if table["started"] and not open_seat:
            return "That game has already started; only its players can rejoin."
        if not open_seat:
            return "The table is full: every LAN seat is taken."
        return ""

    def _open_lobby(self, link: Link, where: str) -> None:
        link.pump(0.0)  # the welcome is waiting: it names the game
        assert link.info is not None
        address, port = where.rsplit(":", 1)
        self._say("", False)
        self.app.push(LanLobby(self.app, LanSession(link.info, [link], address, int(port))))

    def resume_hosted(self) -> None:
        """Host the autosaved table again and go to it."""
        try:
            session = resume_table(self.player_name(), self.config)
        except (OSError, HexfoldError) as exc:
            self._say(f"Cannot resume the hosted table: {getattr(exc, 'strerror', None) or exc}",
                      True)
            return
        self.app.home()
        self.app.push(LanLobby(self.app, session))

    def host(self) -> None:
        self.player_name()
        self.app.push(ChooseLanGame(self.app, self.config))

    def _say(self, words: str, bad: bool) -> None:
        self.message, self.bad = words, bad

    # Frames.

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.pending is not None and self.pending[1].done():
            self._answered()
        if self.rejoining is not None:
            self._rejoined()
        self._refresh_rows()

    def wake_in(self) -> float | None:
        """Frames while connecting or rejoining (a few seconds at most); else none until
        input, or until the list of tables heard changes (the scanner wakes the app)."""
        return 0.0 if self.pending is not None or self.rejoining is not None else None

    def _refresh_rows(self) -> None:
        fresh = self.scanner.tables if self.scanner else []
        self.rows = [(pygame.Rect(self.list_rect.x + 16, self.list_rect.y + 64 + 70 * i,
                                  self.list_rect.width - 32, 64), ad)
                     for i, ad in enumerate(fresh[:MAX_ROWS])]
        for i, button in enumerate(self.join_buttons):
            ad = self.rows[i][1] if i < len(self.rows) else None
            can = ad is not None and (ad["open_seats"] > 0 or self._holds_seat(ad))
            button.show() if i < len(self.rows) else button.hide()
            button.enable() if can else button.disable()

    def _holds_seat(self, ad: dict[str, Any]) -> bool:
        where = f"{ad['address']}:{ad['port']}"
        if where not in self.remembered:
            self.remembered[where] = remembered_seat(ad["address"], ad["port"]) is not None
        return self.remembered[where]

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        self.title(surface, "Play on the LAN", 50)
        panel(surface, self.list_rect, p)
        panel(surface, self.side, p)
        x, y = self.list_rect.x + 24, self.list_rect.y + 20
        surface.blit(text("Tables on your network", "heading", p.text, bold=True), (x, y))
        for rect, ad in self.rows:
            pygame.draw.rect(surface, tuple(max(0, c - 10) for c in p.panel), rect,
                             border_radius=8)
            lock = "  · password" if ad["password"] else ""
            surface.blit(text(f"{ad['title']} · {ad['name']}{lock}", "body", p.text, bold=True),
                         (rect.x + 14, rect.y + 8))
            seats = "in play" if ad["started"] else (
                f"{ad['open_seats']} open seat{'s' * (ad['open_seats'] != 1)}"
                if ad["open_seats"] else "full")
            surface.blit(text(f"{ad['address']}:{ad['port']} · {seats}", "small", p.text_dim),
                         (rect.x + 14, rect.y + 36))
        if not self.rows:
            words = "Looking for tables… hosts on this network appear here by themselves."
            surface.blit(text(words, "body", p.text_dim), (x, y + 56))
        x, y = self.side.x + 24, self.side.y + 20
        surface.blit(text("You", "heading", p.text, bold=True), (x, y))
        surface.blit(text("Your name", "small", p.text_dim), (x, y + 46))
        surface.blit(text("Or type the host's address", "small", p.text_dim), (x, y + 144))
        surface.blit(text("Or open a table of your own:", "small", p.text_dim), (x, y + 254))
        if self.message:
            colour = p.bad if self.bad else p.accent
            for n, line in enumerate(wrap(self.message, self.side.width - 48, "small")[:4]):
                surface.blit(text(line, "small", colour), (x, y + 392 + 20 * n))
