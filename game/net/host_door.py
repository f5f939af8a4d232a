"""The host's door: its listening socket, and newcomers let in at a steady pace.

asyncio's own server takes every connection waiting at once (up to a hundred
per turn of the loop), so a flood of connections that say hello, are refused
and come straight back kept the host's loop from the players at the table.
``Door`` takes one connection at a time, at most ``Limits.accept_rate`` a
second on average (bursts of ``accept_burst``). The others wait in the
system's queue of pending connections; once that is full, the system drops
further attempts and their senders try again later, by themselves, less and
less often. Players already at the table never wait on the door, and a
player who drops and comes back waits at most a moment behind the flood.

Out of open files, ``accept()`` fails: that is said once per spell (the
connection cap keeps it from happening) and the door tries again shortly.
"""

from __future__ import annotations

import asyncio
import logging
import socket
from collections.abc import Awaitable, Callable

from game.net import protocol
from game.net.host_guard import Limits

log = logging.getLogger(__name__)

#: Pending connections the system keeps for the door.
BACKLOG = 128
#: Seconds before trying ``accept()`` again after it failed.
RETRY = 0.1

Serve = Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]


class Door:
    """Listens on one address and hands each connection let in to ``serve``."""

    def __init__(self, limits: Limits, serve: Serve) -> None:
        self.pace = protocol.TokenBucket(limits.accept_rate, limits.accept_burst)
        self.serve = serve
        self.socket: socket.socket | None = None
        self.failing = False
        self._task: asyncio.Task[None] | None = None
        self._opening: set[asyncio.Task[None]] = set()

    async def open(self, address: str, port: int) -> int:
        """Listen on ``address:port`` (0 picks a free port); returns the port."""
        family = socket.AF_INET6 if ":" in address else socket.AF_INET
        self.socket = socket.create_server((address, port), family=family, backlog=BACKLOG)
        self.socket.setblocking(False)
        self._task = asyncio.get_running_loop().create_task(self._let_in(self.socket))
        return int(self.socket.getsockname()[1])

    async def close(self) -> None:
        """Stop taking connections and free the port (connections let in stay open)."""
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None
        if self.socket is not None:
            self.socket.close()

    async def _let_in(self, listening: socket.socket) -> None:
        loop = asyncio.get_running_loop()
        while True:
            while not self.pace.take():
                await asyncio.sleep(1.0 / self.pace.rate)
            try:
                client, _ = await loop.sock_accept(listening)
            except OSError as exc:  # out of open files, and the like
                if not self.failing:
                    log.error("cannot take connections: %s", exc)
                self.failing = True
                await asyncio.sleep(RETRY)
                continue
            self.failing = False
            task = loop.create_task(self._open(client))
            self._opening.add(task)
            task.add_done_callback(self._opening.discard)

    async def _open(self, client: socket.socket) -> None:
        try:
            # asyncio sets this only on sockets made with IPPROTO_TCP named: without it,
            # small messages wait on the peer's delayed acknowledgement (40 ms)
            client.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            reader, writer = await asyncio.open_connection(sock=client)
        except OSError:
            client.close()
            return
        await self.serve(reader, writer)
