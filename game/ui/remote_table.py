"""The table of a networked game: the game's own scene, fed by the host.

``RemoteTable`` is the networked twin of ``TableScene``: the same game scene
(``GameInfo.load_scene()``), log, hint (worked out locally from the seat's own
view), toasts and end screen, but every ``submit`` goes to the host as an
action (through a ``Link``, ``game.ui.lan_link``) and the host's refusals come
back as toasts. There is no undo over the LAN. The host's own human seats play
through loopback links, one per seat; with several of them the hot-seat
curtain goes up between them as in local play. Frames are shown one at a
time, waiting while the game scene animates, so moves the host's bots make at
once still play out one by one. The host's "Seats" button opens ``LanSeats``
over the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.rng import GameRng
from game.core.values import SPECTATOR, Action
from game.ui.game_scene import BOARD_RECT, SIDE_RECT, GameScene, TableContext
from game.ui.lan_link import Frame, Link
from game.ui.lan_session import LanSession
from game.ui.recap import OTHERS, Recap
from game.ui.scenes.base import Scene
from game.ui.scenes.confirm import Confirm
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.end import EndScene
from game.ui.scenes.lan_seats import LanSeats, elide
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.recap import RecapOffer
from game.ui.scenes.rules import RulesScene
from game.ui.widgets import Toast, draw_tooltip, panel, text, with_toast
from game.ui.widgets_log import LogPanel

if TYPE_CHECKING:
    from game.ui.app import App


class RemoteTable(Scene):
    """Plays a LAN game: the game scene for our seat(s), fed and answered by the host."""

    def __init__(self, app: App, session: LanSession) -> None:
        super().__init__(app)
        self.session = session
        self.info = session.info
        self.links = [link for link in session.links if link.seat is not None] or session.links
        self.viewer = next((k for k in self.links if k.latest and k.latest.legal), self.links[0])
        self.names = session.names()
        scene_class = self.info.load_scene()
        self.curtain = scene_class.needs_curtain and len(self.links) > 1
        self.ctx = TableContext(
            app.palette, app.sound, BOARD_RECT, self._seat_of(self.viewer), self.names,
            self.submit, self.request_hint, lambda: False, lambda: False, self.toast)
        self.game: GameScene = scene_class(self.ctx)
        # Since your last turn, per seat played here: every picture the host sent since
        # the seat's own action; a rejoin's sync brings the host's record of them (after a
        # restart of this app, the only one), else what its log adds.
        self.recap = Recap([], lambda seat: {}) if len(self.names) > 1 else None
        self.heard: dict[int, int] = {}  # per seat: events of the log seen so far
        self.acted: set[int] = set()  # seats whose own action's picture is still to come
        below = 230 if self.recap else 182  # room for the recap's button
        self.log_panel = LogPanel(pygame.Rect(SIDE_RECT.x + 12, SIDE_RECT.y + 118,
                                              SIDE_RECT.width - 24, SIDE_RECT.height - below))
        self.toasts: list[Toast] = []
        self.hover_time = 0.0
        self.ended = False
        self.final_drawn = False
        self.status_shown = ""  # the status line as last drawn

    @staticmethod
    def _seat_of(link: Link) -> int:
        return SPECTATOR if link.seat is None else link.seat

    # The verbs the game scene calls.

    def submit(self, action: Action) -> bool:
        """Send ``action`` to the host for the seat on screen (it answers with an update)."""
        link = self.viewer
        if link.seat is None or link.awaiting or link.frames or not link.connected:
            if not link.connected:
                self.toast("Not connected to the host; reconnecting…", bad=True)
            return False
        link.act(action)  # an illegal action too: the host's refusal says which rule
        if action in self.game.legal:
            self.acted.add(link.seat)
        return action in self.game.legal

    def request_hint(self) -> None:
        frame = self.viewer.latest
        if frame is None or not frame.legal:
            self.toast("Nothing to decide right now.")
            return
        rng = GameRng(len(self.viewer.log) * 31 + self.ctx.seat)
        if self.info.hint is not None:
            action, reason = self.info.hint(frame.view, frame.legal, rng)
        else:
            level = "normal" if "normal" in self.info.bots else next(iter(self.info.bots))
            action, reason = self.info.bot(level)(frame.view, frame.legal, rng), ""
        self.game.show_hint(action, reason)

    def toast(self, message: str, bad: bool = False) -> None:
        colour = self.app.palette.bad if bad else self.app.palette.accent
        self.toasts = with_toast(self.toasts, Toast(message, colour, refusal=bad))

    # Scene.

    def build_ui(self) -> None:
        x, y = SIDE_RECT.x + 12, SIDE_RECT.bottom - 52
        self.hint_button = self.button((x, y, 96, 40), "Hint", self.request_hint,
                                       tooltip="Ask the bot what it would do")
        if self.session.host is not None:
            self.button((x + 104, y, 96, 40), "Seats", self.seats,
                        tooltip="Who is connected; hand a dropped seat to a bot")
        self.button((x + 208, y, 96, 40), "Menu", self.pause, tooltip="Pause (Esc)")
        self.recap_offer = None if self.recap is None else RecapOffer(
            self, (x, y - 48, 304, 40), self.info, self.names, self.recap)

    def enter(self) -> None:
        super().enter()
        self.session.wake_on_news(self.app.wake)

    def resume(self) -> None:
        super().resume()
        self.ctx.palette = self.app.palette
        self.session.wake_on_news(self.app.wake)  # a seats screen over it may have listened

    def wake_in(self) -> float | None:
        """Frames while anything moves or waits: the game's animation, toasts, frames from
        the host still to show, a seat to switch to, a link waiting on time, the end
        screen to come; none while everyone thinks (news from the host wakes it)."""
        if self.game.busy() or self.toasts or not self.session.resting():
            return 0.0
        if any(link.frames for link in self.links):
            return 0.0
        frame = self.viewer.latest
        if frame is not None and frame.outcome is not None and not self.ended:
            return 0.0
        movers = [k for k in self.links if k.latest is not None and k.latest.legal]
        return 0.0 if movers and self.viewer not in movers else None

    def seats(self) -> None:
        self.app.push(LanSeats(self.app, self.session))

    def pause(self) -> None:
        self.app.push(RemotePause(self.app, self))

    def back(self) -> bool:
        self.pause()
        return True

    def leave_table(self) -> None:
        """Leave (on the hosting machine, close the table: asked first while it plays)."""
        question = self.session.leave_question()
        if question is None:
            self._leave()
        else:
            self.app.push(Confirm(self.app, question, "Close table", self._leave))

    def _leave(self) -> None:
        self.session.close()
        self.app.home()

    def leave_question(self) -> str | None:
        return self.session.leave_question()

    def handle(self, event: pygame.event.Event) -> bool:
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover_time = 0.0
        if self.log_panel.handle(event, self.app.mouse_pos):
            return True
        return self.game.handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.game.update(dt)
        self.hover_time += dt
        for t in self.toasts:
            t.update(dt)
        self.toasts = [t for t in self.toasts if not t.done]
        self.session.pump(dt)
        self.names[:] = self.session.names()
        for link in self.links:
            while link.errors:
                self.toast(link.errors.pop(0), bad=True)
                self.app.sound.play("error")
            while link.notices:
                self.toast(link.notices.pop(0), bad=True)
        self._advance()
        self.hint_button.enable() if self.game.legal else self.hint_button.disable()
        if self.recap_offer is not None:
            self.recap_offer.show_for(self._recap_seat())
        frame = self.viewer.latest
        if frame and frame.outcome and self.final_drawn and not self.ended:
            self.ended = True
            self.app.push(RemoteEnd(self.app, self, frame.outcome))

    def _advance(self) -> None:
        """Show the next frame of the seat on screen, or switch to a local seat that must act."""
        for link in self.links:
            if link is not self.viewer:
                for frame in link.frames:
                    self._note(link, frame)
                link.frames.clear()  # off screen: only the latest picture matters
        if self.game.busy():
            return
        if not self.viewer.frames:
            movers = [k for k in self.links if k.latest is not None and k.latest.legal]
            if movers and self.viewer not in movers:
                self._switch(movers[0])
            return
        frame = self.viewer.frames.popleft()
        self._note(self.viewer, frame)
        if frame.sync:  # its events are the whole log up to this frame, not the link's log
            self.game.show(frame.view, frame.legal)
            self.log_panel.set_entries([self.game.describe(e) for e in frame.events])
            return
        self.game.on_events(frame.events)
        for event in frame.events:
            self.log_panel.add(self.game.describe(event))
        self.game.show(frame.view, frame.legal)
        self.app.sound.play("place")

    def _switch(self, link: Link) -> None:
        if self.curtain:
            self.app.push(CurtainScene(self.app, self.names[self._seat_of(link)]))
        self.viewer, self.ctx.seat = link, self._seat_of(link)
        for frame in link.frames:
            self._note(link, frame)
        link.frames.clear()
        assert link.latest is not None
        self.game.show(link.latest.view, link.latest.legal)
        self.log_panel.set_entries([self.game.describe(e) for e in link.log])

    # Since your last turn.

    def _note(self, link: Link, frame: Frame) -> None:
        """Keep ``frame`` for the recap of ``link``'s seat: a sync brings the host's record
        (``Frame.since``) or, from a host without one (resumed from its save), what its
        log adds to what we heard."""
        seat = link.seat
        if self.recap is None or seat is None:
            return
        known = seat in self.recap.start
        if frame.since is not None:  # the host's record: the whole story since we acted
            self._recap_from(seat, frame)
        elif frame.sync:  # a start or a rejoin: the whole log so far
            missed = frame.events[self.heard[seat]:] if seat in self.heard else []
            if known and missed:
                self.recap.saw(seat, OTHERS, frame.seq, missed, frame.view)
            elif not known:
                self.recap.begin(seat, frame.view)
        elif seat in self.acted or not known:  # the picture of the seat's own action
            if seat in self.acted:
                self.acted.discard(seat)
                self.recap.acted.add(seat)  # its title: since your last turn
            self.recap.begin(seat, frame.view)
        else:
            self.recap.saw(seat, OTHERS, frame.seq, frame.events, frame.view)
        self.heard[seat] = len(frame.events) + (0 if frame.sync else self.heard.get(seat, 0))

    def _recap_from(self, seat: int, frame: Frame) -> None:
        """The seat's recap as the host kept it (``game.net.since``): its start, and
        each picture since with the events it came with."""
        assert self.recap is not None and frame.since is not None
        record = frame.since
        self.acted.discard(seat)  # the host has seen our action, if we made one
        if record.acted:
            self.recap.acted.add(seat)
        self.recap.begin(seat, record.start)
        first = frame.seq - len(record.frames)
        for number, (events, view) in enumerate(record.frames, start=1):
            self.recap.saw(seat, OTHERS, first + number, events, view)

    def _recap_seat(self) -> int | None:
        """The seat whose recap to offer: ours, to play, with no picture still to show."""
        if self.recap is None or not self.game.legal or self.viewer.frames:
            return None
        return self.ctx.seat

    def status(self) -> str:
        link = self.viewer
        if link.closed is not None:
            return f"Closed: {link.closed}"
        if link.failure:
            return "Could not rejoin the table"
        if not link.connected:
            return "Reconnecting…"
        frame = link.latest
        if frame is None:
            return "Waiting for the host…"
        if frame.outcome is not None:
            return "Game over"
        if self.game.legal or self.game.waits_on_viewer():  # a verdict or card to read
            return f"Your move, {self.names[self.ctx.seat]}"
        return "Waiting for the other players…"

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        panel(surface, SIDE_RECT, p)
        surface.blit(text(self.info.title, "heading", p.text, bold=True),
                     (SIDE_RECT.x + 16, SIDE_RECT.y + 14))
        bad = not self.viewer.connected
        link_news = bad or self.viewer.closed is not None or self.viewer.failure
        if link_news or not self.game.busy() or not self.status_shown \
                or self.game.waits_on_viewer():  # the game's news
            self.status_shown = self.status()  # waits, as the log does, for the board
        surface.blit(text(elide(self.status_shown, SIDE_RECT.width - 32), "body",
                          p.bad if bad else p.accent), (SIDE_RECT.x + 16, SIDE_RECT.y + 52))
        surface.blit(text(f"LAN table · {self._who()}", "small", p.text_dim),
                     (SIDE_RECT.x + 16, SIDE_RECT.y + 84))
        self.log_panel.draw(surface, p)
        clip = surface.get_clip()
        surface.set_clip(BOARD_RECT)
        self.game.draw(surface)
        surface.set_clip(clip)
        frame = self.viewer.latest
        self.final_drawn = bool(frame and frame.outcome and not self.viewer.frames
                                and not self.game.busy())
        if bad:
            self._draw_banner(surface)
        anchor = self.game.toast_anchor()  # the game says where toasts cover nothing needed
        top = anchor.y
        for t in self.toasts:
            top += t.draw(surface, anchor.centerx, top, p, anchor.width) + 8
        if self.hover_time > 0.4 and BOARD_RECT.collidepoint(self.app.mouse_pos) \
                and self.app.top is self:  # never under a dialog
            tip = self.game.tooltip_at(self.app.mouse_pos)
            if tip:
                draw_tooltip(surface, tip, self.app.mouse_pos, p)

    def _who(self) -> str:
        if self.viewer.seat is None:
            return "you are watching"
        seats = self.session.lobby.get("seats", [])
        role = self.session.role_note(seats[self.ctx.seat]) if self.ctx.seat < len(seats) else ""
        return f"you play seat {self.ctx.seat + 1}{role}"

    def _draw_banner(self, surface: pygame.Surface) -> None:
        p, link = self.app.palette, self.viewer
        if link.closed is not None:
            words = f"The host closed the table: {link.closed}"
        elif link.failure:
            words = f"Could not rejoin: {link.failure}"
        else:
            words = "Connection lost — reconnecting to your seat…"
        image = text(words, "heading", p.text, bold=True)
        box = image.get_rect(center=BOARD_RECT.center).inflate(48, 28)
        veil = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (*p.panel, 235), veil.get_rect(), border_radius=12)
        pygame.draw.rect(veil, (*p.bad, 255), veil.get_rect(), width=2, border_radius=12)
        surface.blit(veil, box)
        surface.blit(image, image.get_rect(center=box.center))


class RemoteEnd(EndScene):
    """The end screen of a LAN game: the outcome; look at the board or leave."""

    def build_ui(self) -> None:
        y, cx = self.rect.bottom - 72, self.rect.centerx
        table: Any = self.table
        self.button((cx - 190, y, 180, 48), "See the table", self.app.pop)
        self.button((cx + 10, y, 180, 48), "Leave", table.leave_table, object_id="#primary")


class RemotePause(PauseScene):
    """Esc on a LAN table: the game goes on meanwhile; no saving (the host keeps the game)."""

    def build_ui(self) -> None:
        x, y = self.rect.x + 40, self.rect.y + 80
        table: Any = self.table
        entries = [("Resume", self.app.pop), ("Rules", self.rules),
                   ("Settings", self.settings), ("Leave table", table.leave_table)]
        for label, command in entries:
            self.button((x, y, 260, 46), label, command,
                        object_id="#primary" if label == "Resume" else "#menu")
            y += 62

    def rules(self) -> None:
        table: Any = self.table
        self.app.push(RulesScene(self.app, table.info))
