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
