"""The LAN lobby: who sits where, who is ready; the host starts the game.

A ``LanSession`` is everything one app holds for a LAN table: its links to
the host (one per local human seat, or one onlooker link for a host with no
human seat here; a joiner has one), and, on the hosting machine, the
``HostThread`` and the announcer. Every screen reads the table's picture from
the links, so the host's screen shows exactly what the joiners see.

The lobby shows the host's own LAN address for players who type ``host:port``.
A joiner's session remembers its seat token (per ``host:port``) as soon as it
is seated, so a restarted app can rejoin the same seat.

``LanLobby`` lists the seats (role, kind, name, claimed, connected, ready).
A joiner toggles Ready and may move to another open LAN seat; the host's
Start stays disabled, saying why, until every seat is seated and ready, and
the host can hand a LAN seat to a bot and back. When the game starts every
lobby turns into a ``RemoteTable``. During play the host opens the same
lobby over the table (``in_game``) to see who dropped and hand their seat to
a bot until they are back.
"""

from __future__ import annotations

import logging
import socket
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.core.errors import HexfoldError
from game.core.registry import GameInfo
from game.net.host import HostThread
from game.ui.remote_table import Link, RemoteTable
from game.ui.scenes.base import Scene
from game.ui.settings import remember_seat
from game.ui.widgets import panel, text

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)

ROW = 54


class LanSession:
    """The links to one LAN table, and the host when this app runs it."""

    def __init__(self, info: GameInfo, links: list[Link], address: str, port: int, *,
                 host: HostThread | None = None, stoppers: list[Callable[[], None]] | None = None,
                 password: bool = False, broadcast: str = "") -> None:
        self.info, self.links, self.address, self.port = info, links, address, port
        self.host, self.password, self.broadcast = host, password, broadcast
        self.stoppers = stoppers or []
        self.version = 0  # counts lobby pictures, so screens know when to rebuild
        self.closed = False
        self.token: str | None = None  # a joiner's seat token, once remembered
        self.addresses = local_addresses() if host is not None else []

    @property
    def lobby(self) -> dict[str, Any]:
        return self.links[0].lobby

    @property
    def started(self) -> bool:
        return any(link.started for link in self.links)

    def pump(self, dt: float) -> None:
        """Read every link (call once a frame from the top scene)."""
        for link in self.links:
            kinds = {m["type"] for m in link.pump(dt)}
            if kinds & {"welcome", "lobby"}:
                self.version += 1
        link = self.links[0]
        token = link.connection.token
        if self.host is None and link.seat is not None and token and token != self.token:
            remember_seat(self.address, self.port, self.info.id, token)
            self.token = token

    def names(self) -> list[str]:
        """Each seat's player name, or its role while nobody has named it."""
        return [seat["name"] or (seat["role"] or f"Player {seat['seat'] + 1}").capitalize()
                for seat in self.lobby.get("seats", [])]

    def mine(self) -> set[int]:
        return {link.seat for link in self.links if link.seat is not None}

    def close(self) -> None:
        """Leave the table; on the hosting machine, close it for everybody."""
        if self.closed:
            return
        self.closed = True
        for link in self.links:
            link.close()
        for stop in self.stoppers:
            stop()


def local_addresses() -> list[str]:
    """This machine's LAN address, for players who type ``host:port``.

    A UDP socket ``connect()`` only picks the route to a documentation address
    (192.0.2.1, TEST-NET-1): it sends nothing. No route gives an empty list.
    """
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))
            address = probe.getsockname()[0]
        except OSError:
            return []
    return [] if address.startswith(("127.", "0.")) else [address]


def missing(lobby: dict[str, Any]) -> list[str]:
    """Why the game cannot start yet (as ``Table.missing`` says it)."""
    out = []
    for seat in lobby.get("seats", []):
        if seat["bot"] is None and not (seat["connected"] and seat["ready"]):
            state = "not ready" if seat["connected"] else "nobody"
            out.append(f"seat {seat['seat'] + 1} ({seat['role'] or 'player'}): {state}")
    return out


def kind_text(seat: dict[str, Any]) -> str:
    if seat["kind"] == "bot":
        return f"Bot · {seat['bot']}"
    return "Human here" if seat["kind"] == "human" else "LAN player"


def state_text(seat: dict[str, Any]) -> tuple[str, str]:
    """A seat's state and its palette colour name."""
    if seat["bot"] is not None:
        return ("bot plays" if seat["kind"] != "bot" else "ready"), "good"
    if not seat["claimed"]:
        return "open", "text_dim"
    if not seat["connected"]:
        return "dropped", "bad"
    return ("ready", "good") if seat["ready"] else ("not ready", "accent")


class LanLobby(Scene):
    """Seats, names and ready flags; Start for the host."""

    def __init__(self, app: App, session: LanSession, in_game: bool = False) -> None:
        super().__init__(app)
        self.session, self.in_game = session, in_game
        self.rect = pygame.Rect(app.canvas_size[0] // 2 - 470, 150, 940, 0)
        self.error = ""
        self._built = -1

    @property
    def is_host(self) -> bool:
        return self.session.host is not None

    def build_ui(self) -> None:
        self._built = self.session.version
        seats = self.session.lobby.get("seats", [])
        self.rect.height = 70 + ROW * max(1, len(seats)) + 56
        started = self.session.lobby.get("started", False)
        mine = self.session.mine()
        for seat in seats:
            y = self.rect.y + 64 + ROW * seat["seat"]
            x = self.rect.right - 196
            number = seat["seat"]
            if self.is_host and seat["kind"] != "bot":
                if seat["bot"] is None:
                    self.button((x, y + 6, 86, 38), "Bot", partial(self.set_bot, number, "normal"),
                                tooltip="Let a normal bot play this seat")
                else:
                    self.button((x, y + 6, 86, 38), "Player", partial(self.set_bot, number, None),
                                tooltip="Give the seat back to its player")
                if seat["kind"] == "lan" and seat["claimed"] and not seat["connected"] \
                        and not started:
                    self.button((x + 94, y + 6, 86, 38), "Free", partial(self.free, number),
                                tooltip="Open the seat for someone else")
            elif (not self.is_host and not started and seat["kind"] == "lan"
                  and not seat["claimed"]):
                self.button((x, y + 6, 180, 38), "Sit here", partial(self.sit, number))
        cx, bottom = self.rect.centerx, self.rect.bottom + 28
        if self.in_game:
            self.button((cx - 110, bottom, 220, 48), "Back to the table", self.app.pop,
                        object_id="#primary")
            return
        count = 1 + bool(mine and not self.is_host) + self.is_host
        x = cx - (240 * count - 40) // 2
        self.button((x, bottom, 200, 48), "Leave", self.leave_table)
        if mine and not self.is_host:
            ready = any(s["ready"] for s in seats if s["seat"] in mine)
            self.button((x + 240, bottom, 200, 48), "Not ready" if ready else "Ready",
                        partial(self.set_ready, not ready), object_id="#primary")
        if self.is_host:
            self.start_button = self.button((x + 240, bottom, 200, 48), "Start", self.start,
                                            object_id="#primary")
            if not seats or missing(self.session.lobby):
                self.start_button.disable()

    # What the buttons do.

    def _mine(self) -> Link | None:
        return next((k for k in self.session.links if k.seat is not None), None)

    def set_ready(self, ready: bool) -> None:
        link = self._mine()
        if link is not None:
            link.connection.ready(ready)

    def sit(self, number: int) -> None:
        link = self.session.links[0]
        if link.seat is not None:
            link.connection.release()
            link.seat = None
        link.connection.claim(number)

    def set_bot(self, number: int, level: str | None) -> None:
        self._host_call(lambda host: host.set_bot(number, level))

    def free(self, number: int) -> None:
        self._host_call(lambda host: host.free_seat(number))

    def start(self) -> None:
        self._host_call(lambda host: host.start())

    def _host_call(self, call: Callable[[HostThread], None]) -> None:
        assert self.session.host is not None
        try:
            call(self.session.host)
            self.error = ""
        except (HexfoldError, TimeoutError) as exc:
            self.error = str(exc)
            self.app.sound.play("error")

    def leave_table(self) -> None:
        self.session.close()
        self.app.home()

    def back(self) -> bool:
        self.app.pop() if self.in_game else self.leave_table()
        return True

    # Frames.

    def update(self, dt: float) -> None:
        super().update(dt)
        self.session.pump(dt)
        for link in self.session.links:
            while link.errors:
                self.error = link.errors.pop(0)
        if not self.in_game and self.session.started:
            self.app.replace(RemoteTable(self.app, self.session))
            return
        if self._built != self.session.version:
            self._rebuild()
            assert self.ui is not None
            self.ui.update(0.0)  # lay the new widgets out before this frame draws them

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        lobby = self.session.lobby
        title = lobby.get("title", self.session.info.title)
        self.title(surface, f"{title} · {'seats' if self.in_game else 'LAN lobby'}", 50)
        surface.blit(self._where(), self._where().get_rect(midtop=(self.rect.centerx, 108)))
        panel(surface, self.rect, p)
        x, y = self.rect.x + 28, self.rect.y + 20
        for words, dx in (("Seat", 0), ("Kind", 240), ("Name", 420), ("State", 620)):
            surface.blit(text(words, "small", p.text_dim, bold=True), (x + dx, y))
        mine = self.session.mine()
        names = self.session.names()
        for seat in lobby.get("seats", []):
            y = self.rect.y + 64 + ROW * seat["seat"]
            if seat["seat"] in mine:
                pygame.draw.rect(surface, p.accent, (self.rect.x + 8, y + 4, 5, ROW - 8),
                                 border_radius=2)
            role = (seat["role"] or f"player {seat['seat'] + 1}").capitalize()
            surface.blit(text(f"{seat['seat'] + 1} · {role}", "body", p.text), (x, y + 14))
            surface.blit(text(kind_text(seat), "body", p.text_dim), (x + 240, y + 14))
            name = names[seat["seat"]] if seat["claimed"] or seat["kind"] == "bot" else "—"
            you = " (you)" if seat["seat"] in mine else ""
            surface.blit(text(name + you, "body", p.text, bold=bool(you)), (x + 420, y + 14))
            words, colour = state_text(seat)
            surface.blit(text(words, "body", getattr(p, colour), bold=True), (x + 620, y + 14))
        self._draw_footer(surface)

    def _where(self) -> pygame.Surface:
        return text(self._where_words(), "body", self.app.palette.text_dim)

    def _where_words(self) -> str:
        s = self.session
        if s.host is not None:
            lock = " · password set" if s.password else ""
            where = " or ".join(f"{a}:{s.port}" for a in s.addresses) or \
                f"this computer's address, port {s.port}"
            words = f"You host at {where}{lock} · announced to {s.broadcast}"
        else:
            words = f"Joined the table at {s.address}:{s.port}"
        return words

    def _draw_footer(self, surface: pygame.Surface) -> None:
        p, link = self.app.palette, self.session.links[0]
        x, y = self.rect.x + 28, self.rect.bottom - 44
        if link.closed is not None:
            words, colour = f"The host closed the table: {link.closed}", p.bad
        elif link.failure or link.reconnecting:
            words, colour = link.failure or "Connection lost — reconnecting…", p.bad
        elif self.error:
            words, colour = self.error, p.bad
        elif self.in_game:
            words, colour = "A dropped seat can go to a bot until its player rejoins.", p.text_dim
        elif missing(self.session.lobby):
            waiting = "; ".join(missing(self.session.lobby))
            words, colour = f"Waiting for {waiting}", p.text_dim
        else:
            words = "Everyone is ready: start the game." if self.is_host else \
                "Everyone is ready: waiting for the host to start."
            colour = p.good
        surface.blit(text(words[:110], "small", colour), (x, y + 10))
