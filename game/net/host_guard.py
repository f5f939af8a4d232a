"""What keeps one table's host up under load: how many connections, for how long,
and how many password guesses.

- At most ``accept_rate`` new connections a second (bursts of ``accept_burst``):
  the rest wait at the door (``host_door``), so a flood costs the table a
  bounded share of the host's time.
- At most ``max_connections`` sockets at once (kept well under the process's
  file limit): when full, the oldest connection that has not said hello yet
  makes room, or else the newcomer is refused politely (``full``), and the
  refusals are logged once per spell of fullness, not once per socket.
- At most ``max_spectators`` welcomed connections without a seat; a player
  rejoining their seat with its token is always let in.
- A connection must say hello within ``hello_timeout`` seconds, finish a
  line within ``line_timeout`` seconds of its first byte, and send a valid
  message (a ``ping`` will do; clients send one every ``protocol.KEEPALIVE`` s)
  at least every ``idle_timeout`` seconds; otherwise it is cut off.
- After ``password_tries`` wrong passwords from one address, that address is
  locked out (``locked_out``), for ``lockout`` seconds, doubling with every
  further wrong guess; each wrong guess is also answered only after
  ``password_delay`` seconds.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable
from dataclasses import dataclass

from game.net.host_connection import Connection

log = logging.getLogger(__name__)

#: File descriptors the host leaves to everything but its connections.
SPARE_FILES = 64
#: The longest lockout, in seconds.
MAX_LOCKOUT = 600.0


def file_limit() -> int | None:
    """The process's soft limit on open files, where the system has one."""
    try:
        import resource
    except ImportError:  # Windows: no such limit to stay under
        return None
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    return None if soft == resource.RLIM_INFINITY else soft


@dataclass(frozen=True)
class Limits:
    """The numbers above; tests shrink them (``idle_timeout`` stays well over
    ``KEEPALIVE``, the clients' ping interval)."""

    max_connections: int = 128
    accept_rate: float = 100.0
    accept_burst: float = 100.0
    max_spectators: int = 32
    hello_timeout: float = 15.0
    line_timeout: float = 10.0
    idle_timeout: float = 60.0
    password_tries: int = 5
    lockout: float = 30.0
    password_delay: float = 0.25

    def connection_cap(self) -> int:
        """``max_connections``, lowered to stay under the open-file limit."""
        limit = file_limit()
        if limit is None:
            return self.max_connections
        return max(8, min(self.max_connections, limit - SPARE_FILES))


@dataclass
class Strikes:
    """Wrong passwords from one address."""

    count: int = 0
    until: float = 0.0  # locked out until then (time.monotonic)
    last: float = 0.0


class Guard:
    """Admission, timeouts and password lockouts for one host."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.cap = limits.connection_cap()
        self.strikes: dict[str, Strikes] = {}
        self.refused = 0  # newcomers refused in the current spell of fullness
        self.full_since: float | None = None

    # Admission.

    def make_room(self, open_: Iterable[Connection]) -> Connection | bool:
        """With ``open_`` connections, room for one more? True if so; a connection to
        evict (the oldest not yet welcomed) if that makes room; False if full."""
        conns = list(open_)
        if len(conns) < self.cap:
            if self.full_since is not None and len(conns) < self.cap * 0.9:
                log.warning("taking connections again (%d refused while full)", self.refused)
                self.full_since, self.refused = None, 0
            return True
        waiting = [c for c in conns if not c.welcomed]
        if waiting:
            return min(waiting, key=lambda c: c.opened)
        self.refused += 1
        if self.full_since is None:
            self.full_since = time.monotonic()
            log.warning("%d connections open, the most this host takes: refusing newcomers "
                        "until some leave", len(conns))
        return False

    def spectators_full(self, open_: Iterable[Connection]) -> bool:
        return sum(1 for c in open_ if c.spectator) >= self.limits.max_spectators

    # Timeouts.

    def overdue(self, conn: Connection, now: float) -> str:
        """Why ``conn`` should be cut off now, or ''."""
        limits = self.limits
        if not conn.welcomed and now - conn.opened > limits.hello_timeout:
            return f"no hello within {limits.hello_timeout:g} s"
        since = conn.lines.since if conn.lines is not None else None
        if since is not None and now - since > limits.line_timeout:
            return f"a line took more than {limits.line_timeout:g} s"
        if conn.welcomed and now - conn.heard > limits.idle_timeout:
            return f"no valid message for {limits.idle_timeout:g} s"
        return ""

    def tick(self) -> float:
        """Seconds between two looks at the timeouts."""
        limits = self.limits
        return max(0.05, min(limits.hello_timeout, limits.line_timeout,
                             limits.idle_timeout) / 4)

    # Passwords.

    def locked(self, address: str, now: float) -> float:
        """Seconds ``address`` stays locked out (0 if it may try)."""
        strikes = self.strikes.get(address)
        return max(0.0, strikes.until - now) if strikes else 0.0

    def wrong_password(self, address: str, now: float) -> None:
        strikes = self.strikes.setdefault(address, Strikes())
        strikes.count += 1
        strikes.last = now
        over = strikes.count - self.limits.password_tries
        if over >= 0:
            strikes.until = now + min(MAX_LOCKOUT, self.limits.lockout * 2 ** min(over, 16))
            log.warning("%s: %d wrong passwords; locked out for %.0f s", address,
                        strikes.count, strikes.until - now)

    def right_password(self, address: str) -> None:
        self.strikes.pop(address, None)

    def forget_old_strikes(self, now: float) -> None:
        """Drop the strikes of addresses quiet for longer than the longest lockout."""
        for address in [a for a, s in self.strikes.items()
                        if now - s.last > MAX_LOCKOUT and now > s.until]:
            del self.strikes[address]
