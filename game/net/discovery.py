"""Finding tables on the LAN: hosts broadcast a small UDP announcement.

A host's ``Announcer`` sends one JSON datagram every ``interval`` seconds to
``address:port`` (the LAN broadcast address by default; tests use
``127.255.255.255``). A ``TableListener`` collects announcements for the Join
list; the table's address is the datagram's sender. Anything that is not a
well-formed announcement is ignored. Typing ``host:port`` by hand needs none
of this.

>>> parse_announcement(b'{"hexfold": 2, "game": "toy", "title": "Toy", "name": "Ann",'
...                    b' "port": 47810, "open_seats": 1, "password": false,'
...                    b' "started": false}', ("10.0.0.5", 47811))["address"]
'10.0.0.5'
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import socket
import time
from collections.abc import Callable
from typing import Any

from game.net.protocol import MAX_TEXT, PROTOCOL_VERSION

log = logging.getLogger(__name__)

DISCOVERY_PORT = 47811
BROADCAST = "255.255.255.255"
MAX_DATAGRAM = 2048

_FIELDS: dict[str, type] = {
    "game": str, "title": str, "name": str, "port": int, "open_seats": int,
    "password": bool, "started": bool,
}


def announcement(lobby: dict[str, Any], name: str, port: int) -> dict[str, Any]:
    """The datagram a host sends, from its ``lobby()`` picture."""
    open_seats = sum(1 for s in lobby["seats"] if s["kind"] == "lan" and not s["claimed"])
    return {
        "hexfold": PROTOCOL_VERSION, "game": lobby["game"], "title": lobby["title"],
        "name": name[:MAX_TEXT], "port": port, "open_seats": open_seats,
        "password": bool(lobby.get("password")), "started": lobby["started"],
    }


def parse_announcement(data: bytes, sender: tuple[str, int]) -> dict[str, Any] | None:
    """A checked announcement with the sender's ``address``, or None if it is not one."""
    if len(data) > MAX_DATAGRAM:
        return None
    try:
        ad = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(ad, dict) or ad.get("hexfold") != PROTOCOL_VERSION:
        return None
    for name, kind in _FIELDS.items():
        value = ad.get(name)
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            return None
        if isinstance(value, str) and len(value) > MAX_TEXT:
            return None
    if not 0 < ad["port"] < 65536:
        return None
    return {name: ad[name] for name in _FIELDS} | {"address": sender[0]}


class Announcer:
    """Broadcasts a table's announcement until stopped."""

    def __init__(
        self,
        describe: Callable[[], dict[str, Any]],
        address: str = BROADCAST,
        port: int = DISCOVERY_PORT,
        interval: float = 1.0,
    ) -> None:
        self.describe = describe
        self.target = (address, port)
        self.interval = interval
        self._task: asyncio.Task[None] | None = None
        self._socket: socket.socket | None = None
        self._failing = False

    def start(self) -> None:
        """Begin announcing (call from the host's event loop)."""
        self._socket = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self._socket.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        self._socket.setblocking(False)
        self._task = asyncio.get_running_loop().create_task(self._run())

    def send_once(self) -> None:
        assert self._socket is not None
        data = json.dumps(self.describe(), separators=(",", ":")).encode()
        try:
            self._socket.sendto(data, self.target)
            self._failing = False
        except OSError as exc:  # no network, or broadcast refused: keep serving
            if not self._failing:
                log.warning("cannot announce to %s:%d: %s", *self.target, exc)
            self._failing = True

    async def _run(self) -> None:
        while True:
            self.send_once()
            await asyncio.sleep(self.interval)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        if self._socket is not None:
            self._socket.close()


class TableListener:
    """Collects announcements on ``port`` (0 picks a free one, for tests)."""

    def __init__(self, port: int = DISCOVERY_PORT, bind: str = "") -> None:
        self.socket = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if hasattr(socket, "SO_REUSEPORT"):
            self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        self.socket.bind((bind, port))
        self.port = self.socket.getsockname()[1]
        self.tables: dict[tuple[str, int], dict[str, Any]] = {}

    def collect(self, seconds: float) -> list[dict[str, Any]]:
        """Listen for ``seconds``; return every table heard so far, newest data first."""
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            self.socket.settimeout(left)
            try:
                data, sender = self.socket.recvfrom(MAX_DATAGRAM + 1)
            except TimeoutError:
                break
            ad = parse_announcement(data, sender)
            if ad is None:
                log.debug("ignored a datagram from %s", sender[0])
                continue
            self.tables[(ad["address"], ad["port"])] = ad | {"seen": time.monotonic()}
        return sorted(self.tables.values(), key=lambda ad: -ad["seen"])

    def close(self) -> None:
        self.socket.close()

    def __enter__(self) -> TableListener:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def find_tables(seconds: float = 1.5, port: int = DISCOVERY_PORT) -> list[dict[str, Any]]:
    """Every table announced on the LAN within ``seconds`` (for the Join list)."""
    with TableListener(port) as listener:
        return listener.collect(seconds)
