"""A LAN table as this app holds it, and where LAN tables listen and announce.

``LanConfig`` carries the network settings of the host and Join screens; tests
bind to 127.0.0.1, port 0, and announce to 127.255.255.255 on a private port.

A ``LanSession`` is everything one app holds for a LAN table: its links to
the host (one per local human seat, or one onlooker link for a host with no
human seat here; a joiner has one), and, on the hosting machine, the
``HostThread`` and the announcer. Every screen reads the table's picture from
the links, so the host's screen shows exactly what the joiners see. A
joiner's session remembers its seat token (per ``host:port``) as soon as it
is seated, so a restarted app can rejoin the same seat. ``local_addresses``
gives the host's own LAN address for players who type ``host:port``.
"""

from __future__ import annotations

import socket
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

from game.core.registry import GameInfo
from game.net.discovery import BROADCAST, DISCOVERY_PORT
from game.net.host_thread import HostThread
from game.ui.lan_link import Link
from game.ui.settings import remember_seat

#: The TCP port a table listens on unless the host picks another (as ``main.py --host``).
DEFAULT_PORT = 47810


@dataclass(frozen=True)
class LanConfig:
    """Where a host listens and announces, and where the Join list listens."""

    bind: str = "0.0.0.0"
    port: int = DEFAULT_PORT
    broadcast: str = BROADCAST
    discovery_port: int = DISCOVERY_PORT


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

    def wake_on_news(self, wake: Callable[[], None] | None) -> None:
        """Have every link call ``wake`` (from its connection's thread) when the host says
        anything a screen shows: every message but the keep-alive's ``pong``; None stops."""
        for link in self.links:
            link.connection.listen(None if wake is None else partial(_news, wake))

    def resting(self) -> bool:
        """True when no link needs a frame until a message arrives (``Link.counting``)."""
        return not any(link.counting for link in self.links)

    def leave_question(self) -> str | None:
        """What to ask before leaving a table this app hosts (leaving closes it for
        everyone on it), or None: a joiner's table, or a game that has ended."""
        if self.host is None or self.closed or any(
                link.latest is not None and link.latest.outcome is not None
                for link in self.links):
            return None
        names = self.names()
        mine = self.mine()
        others = [names[s["seat"]] for s in self.lobby.get("seats", [])
                  if s["kind"] == "lan" and s["connected"] and s["seat"] not in mine]
        if not others:
            return "Close the table? Nobody will be able to join it."
        who = " and ".join(others) if len(others) <= 2 else f"{len(others)} players"
        return f"Close the table? {who} will be dropped and the game ends for everyone."

    def seat_title(self, seat: dict[str, Any]) -> str:
        """A lobby seat's role as the game writes it ("OP", "Captive"), or "Player 2"."""
        role = seat["role"]
        if not role:
            return f"Player {seat['seat'] + 1}"
        return self.info.role_titles.get(role, role.capitalize())

    def role_note(self, seat: dict[str, Any]) -> str:
        """" (OP)": a seat's role in brackets, where the table's seats differ by role."""
        roles = {s["role"] for s in self.lobby.get("seats", [])}
        return f" ({self.seat_title(seat)})" if seat["role"] and len(roles) > 1 else ""

    def names(self) -> list[str]:
        """Each seat's player name, or its role while nobody has named it; a name taken by an
        earlier seat gets its seat's number ("Player", "Player 2"), so no two seats share one."""
        names: list[str] = []
        for seat in self.lobby.get("seats", []):
            name = seat["name"] or self.seat_title(seat)
            if name.casefold() in (n.casefold() for n in names):
                name = f"{name} {seat['seat'] + 1}"
            names.append(name)
        return names

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


def _news(wake: Callable[[], None], message: dict[str, Any]) -> None:
    if message.get("type") != "pong":
        wake()


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
