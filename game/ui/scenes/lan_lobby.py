"""The LAN lobby: who sits where, who is ready; the host starts the game.

``LanLobby`` is the seats screen (``LanSeats``) before the game: a joiner
toggles Ready and may move to another open LAN seat; the host's Start stays
disabled, saying why, until every seat is seated and ready, and the host can
hand a LAN seat to a bot and back. Leave closes the session (on the hosting
machine, the table, after asking). When the game starts every lobby turns into a
``RemoteTable``. The lobby shows the host's own LAN address for players who
type ``host:port``.
"""

from __future__ import annotations

from functools import partial

from game.ui.lan_link import Link
from game.ui.palette import RGB
from game.ui.remote_table import RemoteTable
from game.ui.scenes.confirm import Confirm
from game.ui.scenes.lan_seats import LanSeats, missing


class LanLobby(LanSeats):
    """Seats, names and ready flags; Start for the host."""

    heading = "LAN lobby"

    def build_buttons(self, cx: int, top: int) -> None:
        seats = self.session.lobby.get("seats", [])
        mine = self.session.mine()
        count = 1 + bool(mine and not self.is_host) + self.is_host
        x = cx - (240 * count - 40) // 2
        self.button((x, top, 200, 48), "Leave", self.leave_table)
        if mine and not self.is_host:
            ready = any(s["ready"] for s in seats if s["seat"] in mine)
            self.button((x + 240, top, 200, 48), "Not ready" if ready else "Ready",
                        partial(self.set_ready, not ready), object_id="#primary")
        if self.is_host:
            self.start_button = self.button((x + 240, top, 200, 48), "Start", self.start,
                                            object_id="#primary")
            if not seats or missing(self.session):
                self.start_button.disable()

    # What the buttons do.

    def _mine(self) -> Link | None:
        return next((k for k in self.session.links if k.seat is not None), None)

    def set_ready(self, ready: bool) -> None:
        link = self._mine()
        if link is not None:
            link.connection.ready(ready)

    def start(self) -> None:
        self._host_call(lambda host: host.start())

    def leave_table(self) -> None:
        """Leave (on the hosting machine, close the table: asked first)."""
        question = self.session.leave_question()
        if question is None:
            self._leave()
        else:
            self.app.push(Confirm(self.app, question, "Close table", self._leave))

    def _leave(self) -> None:
        self.session.close()
        self.app.home()

    def back(self) -> bool:
        self.leave_table()
        return True

    # Frames.

    def moved_on(self) -> bool:
        """Once the game has started, the lobby turns into the table."""
        if not self.session.started:
            return False
        self.app.replace(RemoteTable(self.app, self.session))
        return True

    def footer_note(self) -> tuple[str, RGB]:
        p = self.app.palette
        if missing(self.session):
            return f"Waiting for {'; '.join(missing(self.session))}", p.text_dim
        words = "Everyone is ready: start the game." if self.is_host else \
            "Everyone is ready: waiting for the host to start."
        return words, p.good
