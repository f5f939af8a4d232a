"""The client side of a LAN table: an asyncio ``Client`` and a thread-safe wrapper.

``Client`` keeps a mirror of what the host sent it (lobby, seat, token, view,
legal actions, its redacted event log, the latest ``seq``). Tests and bots
use it directly::

    client = Client(name="Ann", password="pw")
    await client.connect("127.0.0.1", port)
    await client.claim(0); await client.ready(True)
    await client.wait_for("sync")
    await client.act(client.actions()[0])

The app uses ``ClientConnection``, which runs a ``Client`` on its own event
loop in a background thread; every call returns at once, and incoming
messages go to a ``queue.Queue`` and to an optional callback (which can post
them to the pygame event queue). To rejoin after a drop, connect again with
the same token: the host answers with the current ``sync``.

The host sends an update as a patch of the last picture (``game.net.delta``);
the client applies it and hands on the update with the whole ``view`` and
``legal`` list, so nothing above it sees patches. A patch that does not fit
(it never should) drops the connection, and rejoining brings a fresh
``sync``. An update's packed events (``game.net.packing``) are unpacked as
they were. While connected the client pings every ``KEEPALIVE`` seconds, as
the host cuts off connections it has not heard from for a minute.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import queue
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from game.core.registry import get_game
from game.core.values import Action, Event
from game.net import delta, packing, protocol
from game.net.protocol import KEEPALIVE

log = logging.getLogger(__name__)
T = TypeVar("T")
Listener = Callable[[dict[str, Any]], None]


class JoinRefused(ConnectionError):
    """The host refused the handshake (wrong password, version or game)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{message} ({code})")
        self.code = code


class Client:
    """One connection to a host and the latest picture it sent."""

    def __init__(
        self,
        name: str = "Player",
        password: str | None = None,
        token: str | None = None,
        game_id: str | None = None,
        on_message: Listener | None = None,
    ) -> None:
        self.name, self.password, self.token, self.game_id = name, password, token, game_id
        self.on_message = on_message
        self.messages: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.table: dict[str, Any] = {}
        self.seat: int | None = None
        self.seq = 0
        self.view: dict[str, Any] = {}
        self.legal: list[dict[str, Any]] = []
        self.events: list[dict[str, Any]] = []
        self.outcome: dict[str, Any] | None = None
        self.errors: list[dict[str, Any]] = []
        self.connected = False
        self.update_bytes = 0  # bytes of every update received (for the benchmark)
        self.updates = 0
        self._writer: asyncio.StreamWriter | None = None
        self._reader_task: asyncio.Task[None] | None = None
        self._keepalive: asyncio.Task[None] | None = None
        self._handshake: asyncio.Future[dict[str, Any]] | None = None
        self._action_ids = 0
        self._sent_at = 0.0

    async def connect(self, address: str, port: int, timeout: float = 10.0) -> dict[str, Any]:
        """Open the connection and shake hands; returns the ``welcome``."""
        reader, self._writer = await asyncio.wait_for(
            asyncio.open_connection(address, port), timeout)
        self.connected = True
        loop = asyncio.get_running_loop()
        self._handshake = loop.create_future()
        self._reader_task = loop.create_task(self._read(reader))
        hello = {"type": "hello", "version": protocol.PROTOCOL_VERSION, "name": self.name,
                 "game": self.game_id, "password": self.password, "token": self.token,
                 "seen": len(self.events) if self.token else None}
        await self.send(hello)
        first = await asyncio.wait_for(asyncio.shield(self._handshake), timeout)
        if first["type"] == "error":
            await self.close()
            raise JoinRefused(first["code"], first["message"])
        self._keepalive = loop.create_task(self._keep_alive())
        return first

    async def send(self, message: dict[str, Any]) -> None:
        if self._writer is None or self._writer.is_closing():
            raise ConnectionError("not connected to a host")
        self._writer.write(protocol.encode(message))
        self._sent_at = loop_time()
        await self._writer.drain()

    async def _keep_alive(self) -> None:
        """Ping whenever nothing was sent for ``KEEPALIVE`` seconds."""
        with contextlib.suppress(ConnectionError):
            while self.connected:
                await asyncio.sleep(max(0.0, self._sent_at + KEEPALIVE - loop_time()))
                if loop_time() >= self._sent_at + KEEPALIVE:
                    await self.send({"type": "ping"})

    # What a lobby or table screen does.

    async def claim(self, seat: int) -> None:
        await self.send({"type": "claim", "seat": seat})

    async def release(self) -> None:
        await self.send({"type": "release"})

    async def rename(self, name: str) -> None:
        self.name = name
        await self.send({"type": "rename", "name": name})

    async def ready(self, ready: bool = True) -> None:
        await self.send({"type": "ready", "ready": ready})

    async def act(self, action: Action) -> int:
        """Send an action for our seat, answering the latest update; returns its ``id``
        (a refusal of it carries the same ``id``)."""
        self._action_ids += 1
        await self.send({"type": "action", "action": action.to_json(), "seq": self.seq,
                         "id": self._action_ids})
        return self._action_ids

    def actions(self) -> list[Action]:
        """Our legal actions now, decoded with the game's codec."""
        codec = get_game(self.table["game"]).state_class.action_codec
        return [a for a in map(codec.decode, self.legal) if isinstance(a, Action)]

    def event_values(self) -> list[Event]:
        """Our redacted event log, decoded."""
        codec = get_game(self.table["game"]).state_class.event_codec
        return [e for e in map(codec.decode, self.events) if isinstance(e, Event)]

    async def wait_for(self, kinds: str | tuple[str, ...], timeout: float = 10.0,
                       ) -> dict[str, Any]:
        """Read messages until one of type ``kinds`` (``disconnected`` ends the wait)."""
        kinds = (kinds,) if isinstance(kinds, str) else kinds
        async with asyncio.timeout(timeout):
            while True:
                message = await self.messages.get()
                if message["type"] in kinds:
                    return message
                if message["type"] == "disconnected":
                    raise ConnectionError("the host closed the connection")

    async def close(self) -> None:
        """Close cleanly and wait for the reader to finish."""
        if self._keepalive is not None:
            self._keepalive.cancel()
        if self._writer is not None:
            self._writer.close()
            with contextlib.suppress(ConnectionError):
                await self._writer.wait_closed()
        if self._reader_task is not None:
            await asyncio.gather(self._reader_task, return_exceptions=True)

    def abort(self) -> None:
        """Drop the connection at once, as a crash or a pulled cable would."""
        if self._writer is not None:
            self._writer.transport.abort()

    # Incoming.

    async def _read(self, reader: asyncio.StreamReader) -> None:
        lines = protocol.LineReader(reader, protocol.MAX_HOST_LINE)
        try:
            while (line := await lines.next_line()) is not None:
                try:
                    if line is protocol.OVERSIZED:
                        raise protocol.ProtocolError("line too long", "too_large")
                    message = protocol.check_host_message(protocol.parse_line(line))
                except protocol.ProtocolError as exc:
                    log.warning("ignored a message from the host: %s", exc)
                    continue
                if message["type"] == "update":
                    self.update_bytes += len(line) + 1
                    self.updates += 1
                try:
                    message = self._mirror(message)
                except (delta.PatchError, packing.PackError) as exc:
                    log.warning("an update did not fit our picture (%s); reconnecting", exc)
                    break
                self._deliver(message)
        except ConnectionError as exc:
            log.info("connection lost: %s", exc)
        finally:
            self.connected = False
            if self._writer is not None:
                self._writer.transport.abort()
            if self._handshake is not None and not self._handshake.done():
                self._handshake.set_exception(ConnectionError("the host hung up"))
            self._deliver({"type": "disconnected"})

    def _mirror(self, message: dict[str, Any]) -> dict[str, Any]:
        """Keep the picture up to date; return the message as handed on (an update with
        its whole view and legal list)."""
        kind = message["type"]
        if kind in ("welcome", "error") and self._handshake and not self._handshake.done():
            self._handshake.set_result(message)
        if kind in ("welcome", "lobby"):
            self.table = message["table"]
        elif kind == "seated":
            self.seat, self.token = message["seat"], message["token"]
        elif kind == "unseated":
            self.seat = self.token = None
        elif kind == "sync":
            self.seq, self.view, self.legal = message["seq"], message["view"], message["legal"]
            self.outcome = message.get("outcome")
            self.events = list(message["events"])
        elif kind == "update":
            picture = {"view": self.view, "legal": self.legal}
            if message.get("patch") is not None:
                picture = delta.patch(picture, message["patch"])
            events = message["events"]
            if message.get("forms") is not None:
                events = packing.unpack(message["forms"], events)
            self.seq, self.view, self.legal = message["seq"], picture["view"], picture["legal"]
            self.outcome = message.get("outcome")
            self.events.extend(events)
            message = {k: v for k, v in message.items() if k not in ("patch", "forms")} \
                | picture | {"events": events}
        elif kind == "error":
            self.errors.append(message)
        return message

    def _deliver(self, message: dict[str, Any]) -> None:
        if self.on_message is not None:
            self.on_message(message)
        else:
            self.messages.put_nowait(message)


class LoopThread:
    """An asyncio event loop running in a daemon thread."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name=name, daemon=True)
        self.thread.start()

    def submit(self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def call(self, coro: Coroutine[Any, Any, T], timeout: float | None = 30.0) -> T:
        """Run ``coro`` on the loop and wait for its result."""
        return self.submit(coro).result(timeout)

    def stop(self, timeout: float = 10.0) -> None:
        """Cancel what still runs, stop the loop and join the thread."""
        if self.loop.is_closed():
            return
        with contextlib.suppress(concurrent.futures.TimeoutError, RuntimeError):
            self.call(_cancel_others(), timeout)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout)
        if not self.thread.is_alive():
            self.loop.close()


def loop_time() -> float:
    return asyncio.get_running_loop().time()


async def _cancel_others() -> None:
    others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
    for task in others:
        task.cancel()
    await asyncio.gather(*others, return_exceptions=True)


class ClientConnection:
    """A ``Client`` on a background thread, for the pygame app.

    >>> conn = ClientConnection("192.168.1.20", 47810, name="Ann")  # doctest: +SKIP
    >>> conn.connect(); conn.claim(1); conn.ready()                 # doctest: +SKIP
    >>> for message in conn.poll(): ...                             # doctest: +SKIP
    """

    def __init__(
        self,
        address: str,
        port: int,
        name: str = "Player",
        password: str | None = None,
        token: str | None = None,
        game_id: str | None = None,
        on_message: Listener | None = None,
    ) -> None:
        self.address, self.port = address, port
        self.incoming: queue.Queue[dict[str, Any]] = queue.Queue()
        self._listener = on_message
        self._runner = LoopThread(f"hexfold-client-{name}")
        self.client = Client(name, password, token, game_id, self._receive)

    def _receive(self, message: dict[str, Any]) -> None:
        self.incoming.put(message)
        if self._listener is not None:
            self._listener(message)

    def connect(self, timeout: float = 10.0) -> dict[str, Any]:
        """Connect (or reconnect with the seat token we hold); returns the welcome."""
        return self._runner.call(self.client.connect(self.address, self.port, timeout),
                                 timeout + 1.0)

    def listen(self, on_message: Listener | None) -> None:
        """Call ``on_message`` (on the connection's thread) with each message received."""
        self._listener = on_message

    def poll(self) -> list[dict[str, Any]]:
        """Every message received since the last poll, oldest first."""
        out = []
        while True:
            try:
                out.append(self.incoming.get_nowait())
            except queue.Empty:
                return out

    def claim(self, seat: int) -> concurrent.futures.Future[None]:
        return self._runner.submit(self.client.claim(seat))

    def release(self) -> concurrent.futures.Future[None]:
        return self._runner.submit(self.client.release())

    def rename(self, name: str) -> concurrent.futures.Future[None]:
        return self._runner.submit(self.client.rename(name))

    def ready(self, ready: bool = True) -> concurrent.futures.Future[None]:
        return self._runner.submit(self.client.ready(ready))

    def send_action(self, action: Action) -> concurrent.futures.Future[int]:
        """Send an action; the future gives its ``id`` (a refusal names it)."""
        return self._runner.submit(self.client.act(action))

    @property
    def token(self) -> str | None:
        """Our seat token: keep it to rejoin the seat after a drop or a host restart."""
        return self.client.token

    def close(self) -> None:
        """Close the connection and stop the background thread."""
        with contextlib.suppress(Exception):
            self._runner.call(self.client.close(), 5.0)
        self._runner.stop()
