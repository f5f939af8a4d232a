"""The seats of a LAN table: role, kind, name, claimed, connected, ready.

``LanSeats`` draws the table's seats from the session's lobby picture, with
the host's buttons to hand a seat to a bot and back (and, before the game, to
free a claimed seat whose player keeps it idle: a player who leaves the lobby
frees their seat by leaving) and a joiner's "Sit here" on an open LAN seat. During
play the host opens it over the table ("Seats") to see who dropped and hand
their seat to a bot until they are back; "Back to the table" returns. The
lobby before the game (``game.ui.scenes.lan_lobby.LanLobby``) is this screen
with Ready, Start and Leave.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game.core.errors import HexfoldError
from game.net.host_thread import HostThread
from game.ui.fonts import font
from game.ui.lan_session import LanSession
from game.ui.palette import RGB
from game.ui.scenes.base import Scene
from game.ui.widgets import panel, text

if TYPE_CHECKING:
    from game.ui.app import App

ROW = 54
#: The name column's width, up to the state column.
NAME_WIDTH = 190


def missing(session: LanSession) -> list[str]:
    """Why the game cannot start yet (as ``Table.missing`` says it)."""
    out = []
    for seat in session.lobby.get("seats", []):
        if seat["bot"] is None and not (seat["connected"] and seat["ready"]):
            state = "not ready" if seat["connected"] else "nobody"
            out.append(f"seat {seat['seat'] + 1}{session.role_note(seat)}: {state}")
    return out


def elide(words: str, width: int, size: str = "body", bold: bool = False) -> str:
    """``words`` cut to ``width`` pixels (in the font of ``size``) with "…" where longer."""
    f = font(size, bold)
    if f.size(words)[0] <= width:
        return words
    while words and f.size(words + "…")[0] > width:
        words = words[:-1]
    return words.rstrip() + "…"


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


class LanSeats(Scene):
    """Seats, names and states; the host hands seats to bots and back."""

    #: What the screen's title calls it, after the table's name.
    heading: ClassVar[str] = "seats"

    def __init__(self, app: App, session: LanSession) -> None:
        super().__init__(app)
        self.session = session
        self.rect = pygame.Rect(app.canvas_size[0] // 2 - 470, 150, 940, 0)
        self.error = ""
        self._built = -1

    @property
    def is_host(self) -> bool:
        return self.session.host is not None

    def enter(self) -> None:
        super().enter()
        self.session.wake_on_news(self.app.wake)

    def leave_question(self) -> str | None:
        return self.session.leave_question()

    def wake_in(self) -> float | None:
        """No frame until input or news from the host (``LanSession.wake_on_news``), except
        while a link waits on time (rejoining a dropped table)."""
        return None if self.session.resting() else 0.0

    def build_ui(self) -> None:
        self._built = self.session.version
        seats = self.session.lobby.get("seats", [])
        self.rect.height = 70 + ROW * max(1, len(seats)) + 56
        started = self.session.lobby.get("started", False)
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
                if seat["kind"] == "lan" and seat["claimed"] and not started:
                    self.button((x + 94, y + 6, 86, 38), "Free", partial(self.free, number),
                                tooltip="Open the seat for someone else (its player is told)")
            elif (not self.is_host and not started and seat["kind"] == "lan"
                  and not seat["claimed"]):
                self.button((x, y + 6, 180, 38), "Sit here", partial(self.sit, number))
        self.build_buttons(self.rect.centerx, self.rect.bottom + 28)

    def build_buttons(self, cx: int, top: int) -> None:
        """The buttons under the seats, centred on ``cx`` (override)."""
        self.button((cx - 110, top, 220, 48), "Back to the table", self.app.pop,
                    object_id="#primary")

    # What the buttons do.

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

    def _host_call(self, call: Callable[[HostThread], None]) -> None:
        assert self.session.host is not None
        try:
            call(self.session.host)
            self.error = ""
        except (HexfoldError, TimeoutError) as exc:
            self.error = str(exc)
            self.app.sound.play("error")

    def back(self) -> bool:
        self.app.pop()
        return True

    # Frames.

    def update(self, dt: float) -> None:
        super().update(dt)
        self.session.pump(dt)
        for link in self.session.links:
            while link.errors or link.notices:
                self.error = (link.errors or link.notices).pop(0)
        if self.moved_on():
            return
        if self._built != self.session.version:
            self._rebuild()
            assert self.ui is not None
            self.ui.update(0.0)  # lay the new widgets out before this frame draws them

    def moved_on(self) -> bool:
        """Leave for the next screen if it is time (override); True if this one left."""
        return False

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        lobby = self.session.lobby
        title = lobby.get("title", self.session.info.title)
        self.title(surface, f"{title} · {self.heading}", 50)
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
            role = self.session.seat_title(seat)
            surface.blit(text(f"{seat['seat'] + 1} · {role}", "body", p.text), (x, y + 14))
            surface.blit(text(kind_text(seat), "body", p.text_dim), (x + 240, y + 14))
            name = names[seat["seat"]] if seat["claimed"] or seat["kind"] == "bot" else "—"
            you = " (you)" if seat["seat"] in mine else ""
            words = elide(name, NAME_WIDTH - font("body", bool(you)).size(you)[0],
                          bold=bool(you))
            surface.blit(text(words + you, "body", p.text, bold=bool(you)), (x + 420, y + 14))
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
        else:
            words, colour = self.footer_note()
        surface.blit(text(elide(words, self.rect.width - 56, "small"), "small", colour),
                     (x, y + 10))

    def footer_note(self) -> tuple[str, RGB]:
        """The footer's words and colour while all is well (override)."""
        return "A dropped seat can go to a bot until its player rejoins.", self.app.palette.text_dim
