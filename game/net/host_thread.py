"""The host on a background thread, for the app: ``HostThread``.

The app's screens run on pygame's thread; the ``Host`` runs on an asyncio loop
of its own (a ``LoopThread``, as the clients use). Every call here hands its
work to that loop and waits for the answer, so none of it races the host.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.net.client import LoopThread
from game.net.host import Host
from game.net.table import Table


class HostThread:
    """A ``Host`` on a background thread, for the app: every call is thread-safe.

    ``on_change`` is called on the host's thread whenever the lobby changes
    (the app posts a pygame event from it and re-reads ``lobby()``).
    """

    def __init__(self, table: Table, password: str | None = None,
                 autosave: Path | None = None, address: str = "0.0.0.0", port: int = 0,
                 **options: Any) -> None:
        self._runner = LoopThread("hexfold-host")
        self.host = self._runner.call(self._open(table, password, autosave, address, port,
                                                 options))
        self.port = self.host.port

    @staticmethod
    async def _open(table: Table, password: str | None, autosave: Path | None,
                    address: str, port: int, options: dict[str, Any]) -> Host:
        host = Host(table, password, autosave, **options)
        await host.open(address, port)
        return host

    def lobby(self) -> dict[str, Any]:
        return self._runner.call(_value(self.host.lobby))

    def local_token(self, seat: int) -> str:
        return self._runner.call(_value(lambda: self.host.local_token(seat)))

    def start(self) -> None:
        self._runner.call(self.host.start())

    def set_bot(self, seat: int, level: str | None) -> None:
        self._runner.call(self.host.set_bot(seat, level))

    def free_seat(self, seat: int) -> None:
        self._runner.call(_value(lambda: self.host.free_seat(seat)))

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._runner.call(self.host.close(), 10.0)
        self._runner.stop()


async def _value(read: Callable[[], Any]) -> Any:
    """Run a plain call on the host's loop (so it never races the loop's own work)."""
    return read()
