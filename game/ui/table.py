"""The local table: plays a ``Match`` with the game's own scene.

The table owns the ``Match`` and the seat specs, lets bot seats play (one
move per ``bot_delay`` seconds of injected ``dt``, so players can follow),
keeps the log, autosaves after every action to a file of its own
(``save_path``: the autosave it was resumed from, else a fresh one from
``game.ui.saves``), shows illegal moves as a toast,
puts up the hot-seat curtain, offers each person at the screen a recap of what
happened since their last turn (``game.ui.recap``), passes the reaction windows of
others' turns for a person who chose so (``game.ui.stand_in``), and ends with the
end-of-game screen, whose "Play again" asks the table for a fresh one
(``play_again``).

The verbs a game scene calls (play, hint, undo, toast) are in ``game.ui.table_verbs``.
The interface a game's scene keeps (``GameScene``, ``TableContext``, how to
write one) lives in ``game.ui.game_scene``, below every table; the table uses
both, so a game's screen may import them from here as well.
"""

from __future__ import annotations

import logging
import random
from pathlib import Path
from typing import Any

import pygame

from game.core.match import Match
from game.core.seats import SeatSpec, bot_rng
from game.core.values import SPECTATOR, Event
from game.ui.game_scene import BOARD_RECT, SIDE_RECT, GameScene, TableContext, seat_names
from game.ui.handover import Handover
from game.ui.hint_ring import HintRing
from game.ui.recap import replayed
from game.ui.saves import new_autosave_path, read_table, write_save
from game.ui.scenes.base import Scene
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.end import EndScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.recap import RecapOffer
from game.ui.stand_in import StandIn
from game.ui.table_verbs import TableVerbs
from game.ui.widgets import REFUSAL_LINES, Toast, draw_tooltip, fit_lines, panel, text
from game.ui.widgets_log import LINE_HEIGHT, LogPanel
from game.ui.words import and_list, count

log = logging.getLogger(__name__)
LOG_KEPT = 4  # lines of the log always in sight, whatever toasts are up
STATUS_ROOM = SIDE_RECT.width - 32  # the status line's width, under the title


class TableScene(TableVerbs, Scene):
    """Plays a match: bots, humans' clicks through the game scene, log, toasts."""

    #: Open a hot-seat table behind the curtain (tests that sit at one turn it off).
    OPENING_CURTAIN = True

    def __init__(self, app: Any, match: Match, seats: list[SeatSpec], *,
                 curtain: bool | None = None, instant_bots: bool = False,
                 bot_delay: float = 0.35, autosave: bool = True,
                 save_path: Path | None = None, kept: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        self.match, self.seats = match, seats
        self.save_path = save_path  # this table's autosave (chosen at the first save)
        self.names = seat_names(match)
        self.instant_bots, self.bot_delay, self.autosave = instant_bots, bot_delay, autosave
        self.humans = [n for n, s in enumerate(seats) if s.kind == "human"]
        # Bots draw from the match's seed (a game started with a typed seed plays the
        # same again; the seats screen picks a random seed otherwise), mixed with the
        # steps already played so a resumed game does not repeat the bots' choices.
        self.bot_rngs = {n: bot_rng(match.seed + len(match.steps), n)
                         for n, s in enumerate(seats) if s.kind == "bot"}
        scene_class = match.info.load_scene()
        self.curtain = scene_class.needs_curtain if curtain is None else curtain
        self.ctx = TableContext(
            app.palette, app.sound, BOARD_RECT, self._pick_viewer(), self.names,
            self.submit, self.request_hint, self.undo, self.can_undo, self.toast)
        self.game: GameScene = scene_class(self.ctx)
        # What each person here saw while others played (none at a table of one; for
        # a game loaded under way: what each saw since their last act, played again).
        self.recap = replayed(match, self.humans) if len(seats) > 1 else None
        # Who lets the table pass the reaction windows of others' turns for them.
        self.stand_in = StandIn(match, self.humans, self.names)
        if kept is None and save_path is not None:  # resumed from its autosave
            kept = read_table(save_path)
        self.stand_in.restore(kept or {})  # the choices the loaded save kept
        self.handover = Handover(self)
        below = (208 if self.recap else 160) + (48 if self.stand_in.offered else 0)
        self.log_panel = LogPanel(pygame.Rect(SIDE_RECT.x + 12, SIDE_RECT.y + 96,
                                              SIDE_RECT.width - 24, SIDE_RECT.height - below))
        self.log_home = self.log_panel.rect.copy()  # its room when no toast is over it
        self.toasts: list[Toast] = []
        self.hint_ring: HintRing | None = None  # around the control a hint names
        # Log lines wait for the game's animation of their step to end, so the log never
        # tells what the board is still showing happen (a realization node by node).
        self.log_waiting: list[tuple[str, bool]] = []  # and whether the viewer played it
        self.bot_timer = 0.0
        self.hover_time = 0.0
        self.status_shown = ""  # the status line as last drawn
        self.ended = False
        self.final_drawn = False  # the end screen's still must show the final position
        self._refresh(rebuild_log=True)

    # Seats and views.

    def _pick_viewer(self) -> int:
        """The seat the screen shows: a local human who owes a move, else the last one."""
        if not self.humans:
            return SPECTATOR
        movers = [n for n in self.match.state.to_move() if n in self.humans]
        if movers:
            return movers[0]
        current = getattr(self, "ctx", None)
        return current.seat if current and current.seat in self.humans else self.humans[0]

    def _refresh(self, rebuild_log: bool = False) -> None:
        seat = self.ctx.seat
        state = self.match.state
        legal = state.legal_actions(seat) if seat in self.humans else []
        self.game.show(state.view(seat), legal)
        if rebuild_log:
            self.log_waiting = []
            self.log_panel.set_entries([self.game.describe(e)
                                        for e in self.match.events_for(seat)])

    def _after_play(self, mover: int, events: list[Event], passed: bool = False) -> None:
        self.hint_ring = None  # the hint was for the moment before this step
        self._seen(mover, events, passed)
        self.handover.after_step()

    def _seen(self, mover: int, events: list[Event], passed: bool) -> None:
        """``mover``'s step: into the recaps, the viewer's screen and its log."""
        self.names[:] = seat_names(self.match)  # a game may name seats once characters are in
        if self.recap is not None:
            self.recap.record(mover, len(self.match.steps), events, self.match.state.view,
                              passed, self.ctx.seat if self.curtain else None)
        seen = [s for s in (e.for_seat(self.ctx.seat) for e in events) if s is not None]
        self.game.on_events(seen)
        own = mover == self.ctx.seat and not passed  # the reader's own step: show it
        self.log_waiting.extend((self.game.describe(shown), own) for shown in seen)

    def switch_stand_in(self) -> None:
        """The viewer's choice: the table passes the reaction windows of others' turns for
        them, or not; any window of theirs open now is passed at once."""
        seat = self.ctx.seat
        if seat not in self.humans or not self.stand_in.offered:
            return
        on = self.stand_in.switch(seat)
        self.stand_in_button.set_text(self.stand_in.button_words(seat))
        self.toast(self.stand_in.told(seat, on))
        if self.stand_in.pending():
            self.handover.after_step()
        else:
            self._autosave()  # the save keeps the choice

    def _autosave(self) -> None:
        if not self.autosave:
            return
        if self.save_path is None:
            self.save_path = new_autosave_path(self.match.info.id)
        path = self.save_path
        try:
            if self.match.state.is_over():
                path.unlink(missing_ok=True)
            else:
                self.save_to(path)
        except OSError as exc:
            log.warning("autosave to %s failed: %s", path, exc)

    def _recap_seat(self) -> int | None:
        """The seat whose recap to offer: a person here starting to play after others."""
        seat = self.ctx.seat
        return seat if self.recap is not None and seat in self.humans and self.game.legal \
            else None

    def save_to(self, path: Path) -> None:
        write_save(self.match, path, self.stand_in.saved())

    def play_again(self) -> None:
        """Start the same game with the same seats and a new seed, over the main menu."""
        old = self.match
        match = Match(old.info, old.options, random.randrange(1, 2**31), old.seats)
        self.app.home()
        self.app.push(TableScene(self.app, match, self.seats))

    # Scene.

    def build_ui(self) -> None:
        x, y = SIDE_RECT.x + 12, SIDE_RECT.bottom - 52
        self.hint_button = self.button((x, y, 96, 40), "Hint", self.request_hint,
                                       tooltip="Ask the bot what it would do")
        self.undo_button = self.button((x + 104, y, 96, 40), "Undo", self.undo,
                                       tooltip="Take back your last move")
        self.button((x + 208, y, 96, 40), "Menu", self.pause, tooltip="Pause (Esc)")
        self.recap_offer = None if self.recap is None else RecapOffer(
            self, (x, y - 48, 304, 40), self.match.info, self.names, self.recap)
        if self.stand_in.offered:
            self.stand_in_button = self.button(
                (x, y - (96 if self.recap else 48), 304, 40),
                self.stand_in.button_words(self.ctx.seat), self.switch_stand_in,
                tooltip=StandIn.TOOLTIP)

    def enter(self) -> None:
        """A hot-seat game, new or loaded, opens behind the curtain too: whoever started
        it may not be the first player, and must not see that player's hand."""
        super().enter()
        if self.OPENING_CURTAIN and self.curtain and len(self.humans) > 1 \
                and self.ctx.seat in self.humans and not self.match.state.is_over():
            self.app.push(CurtainScene(self.app, self.names[self.ctx.seat]))

    def resume(self) -> None:
        super().resume()
        self.ctx.palette = self.app.palette  # the settings may have switched palettes

    def pause(self) -> None:
        self.app.push(PauseScene(self.app, self))

    def back(self) -> bool:
        self.pause()
        return True

    def wake_in(self) -> float | None:
        """Frames while anything moves or waits on time: the game's animation, toasts,
        the screen's handover to the next person, a bot to move, the end screen to come;
        none while a person thinks."""
        state = self.match.state
        if self.game.busy() or self.toasts or self.handover.pending or self.hint_ring:
            return 0.0
        if state.is_over():
            return None if self.ended else 0.0
        bots_to_move = any(n in self.bot_rngs for n in state.to_move())
        return 0.0 if bots_to_move else None

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
        self.handover.update(dt)
        self.hover_time += dt
        for t in self.toasts:
            t.update(dt)
        moment = self.game.moment()  # a toast said in a moment now over goes with it
        self.toasts = [t for t in self.toasts if not t.done and t.moment == moment]
        if self.hint_ring is not None:
            self.hint_ring.update(dt)
            self.hint_ring = None if self.hint_ring.done else self.hint_ring
        human_turn = bool(self.game.legal)
        self.hint_button.enable() if human_turn else self.hint_button.disable()
        self.undo_button.enable() if self.can_undo() else self.undo_button.disable()
        if self.recap_offer is not None:
            self.recap_offer.show_for(self._recap_seat())
        if self.stand_in.offered:
            words = self.stand_in.button_words(self.ctx.seat)
            if self.stand_in_button.text != words:
                self.stand_in_button.set_text(words)
        if self.game.busy():
            return
        for line, own in self.log_waiting:
            self.log_panel.add(line, jump=own)
        self.log_waiting = []
        if self.match.state.is_over():
            if self.final_drawn:
                self._end()
            return
        self._run_bots(dt)
        if not self.can_undo():  # a bot has just played: Undo is off from this frame on
            self.undo_button.disable()

    def _run_bots(self, dt: float) -> None:
        self.bot_timer += dt
        while self.instant_bots or self.bot_timer >= self.bot_delay:
            movers = [n for n in self.match.state.to_move() if n in self.bot_rngs]
            if not movers or self.match.state.is_over():
                return
            seat = movers[0]
            bot = self.match.info.bot(self.seats[seat].level)
            state = self.match.state
            action = bot(state.view(seat), state.legal_actions(seat), self.bot_rngs[seat])
            self.bot_timer = 0.0
            self._after_play(seat, self.match.play(seat, action))
            if self.game.busy() or self.app.top is not self:
                return

    def _end(self) -> None:
        if self.ended:
            return
        self.ended = True
        outcome = self.match.state.outcome()
        assert outcome is not None
        self.app.push(EndScene(self.app, self, outcome))

    def status(self) -> str:
        state = self.match.state
        if state.is_over():
            return "Game over"
        if self.handover.pending:  # the leaving person reads their step's outcome first
            return f"Next: {self.names[self._pick_viewer()]}"
        shown = self.game.movers()  # the board's own moment, if it says it (one source)
        movers = state.to_move() if shown is None else shown
        if self.ctx.seat in self.humans and self.game.waits_on_viewer():  # read, then go on
            return f"Your move, {self.names[self.ctx.seat]}"
        if any(m in self.humans for m in movers) and self.ctx.seat in movers:
            return f"Your move, {self.names[self.ctx.seat]}"
        verb = "is" if len(movers) == 1 else "are"
        named = f"{and_list([self.names[m] for m in movers])} {verb} thinking…"
        if len(movers) > 1 and (len(movers) > 2 or text(named, "small").get_width() > STATUS_ROOM):
            return f"{count(len(movers), 'player')} are thinking…"  # rather than cut a name
        return named

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        panel(surface, SIDE_RECT, p)
        surface.blit(text(self.match.info.title, "heading", p.text, bold=True),
                     (SIDE_RECT.x + 16, SIDE_RECT.y + 14))
        if not self.game.busy() or not self.status_shown or self.game.waits_on_viewer() \
                or self.game.movers() is not None:
            self.status_shown = self.status()  # it waits, as the log does, for the board
        size = "body" if text(self.status_shown, "body").get_width() <= STATUS_ROOM else "small"
        status = fit_lines(self.status_shown, STATUS_ROOM, size, most=1)[0]  # a long name: cut
        surface.blit(text(status, size, p.accent), (SIDE_RECT.x + 16, SIDE_RECT.y + 52))
        passing = self.stand_in.summary()  # everyone at the screen sees who lets it pass
        if passing:
            line = fit_lines(passing, SIDE_RECT.width - 32, "small", most=1)[0]
            surface.blit(text(line, "small", p.text_dim), (SIDE_RECT.x + 16, SIDE_RECT.y + 76))
        placed = self._place_toasts()
        self.log_panel.draw(surface, p)
        clip = surface.get_clip()
        surface.set_clip(BOARD_RECT)
        self.game.draw(surface)
        surface.set_clip(clip)
        self.final_drawn = self.match.state.is_over() and not self.game.busy()
        anchor = self.game.toast_anchor()  # the game says where toasts cover nothing needed
        for t, top in placed:
            t.draw(surface, anchor.centerx, top, p, anchor.width)

    def _place_toasts(self) -> list[tuple[Toast, int]]:
        """Each toast on show with its top, oldest first, stacked under the game's anchor.
        Toasts whose anchor is on the log never cover it (playtest: news toasts cut with
        "..." stacked over the log): they are read whole (up to ``REFUSAL_LINES`` lines),
        the log gives them its top (its newest lines stay where they were) and keeps at
        least ``LOG_KEPT`` lines; an older toast that finds no room is left out (its news
        is in the log) rather than pushed onto the buttons under the log."""
        anchor, home = self.game.toast_anchor(), self.log_home
        over_log = anchor.x < home.right and home.x < anchor.right \
            and home.y - 8 <= anchor.y < home.bottom
        toasts = list(self.toasts)
        if over_log:
            for t in toasts:
                t.most = max(t.most, REFUSAL_LINES)
            room = home.bottom - LINE_HEIGHT * LOG_KEPT - anchor.y
            while len(toasts) > 1 and sum(t.rect(0, 0, anchor.width).height + 8
                                          for t in toasts) > room:
                toasts.pop(0)
        placed, top = [], anchor.y
        for t in toasts:
            placed.append((t, top))
            top += t.rect(anchor.centerx, top, anchor.width).height + 8
        self.log_panel.rect = home.copy()
        if over_log and toasts:
            self.log_panel.rect.top = min(max(top, home.top), home.bottom - LINE_HEIGHT * LOG_KEPT)
            self.log_panel.rect.height = home.bottom - self.log_panel.rect.top
        return placed

    def draw(self, surface: pygame.Surface) -> None:
        """The table, its widgets, then a board tooltip above everything."""
        super().draw(surface)
        if self.hint_ring is not None:  # over the widgets too: it may ring a side button
            self.hint_ring.draw(surface, self.app.palette)
        if self.hover_time > 0.4 and BOARD_RECT.collidepoint(self.app.mouse_pos) \
                and self.app.top is self:  # never under a dialog
            tip = self.game.tooltip_at(self.app.mouse_pos)
            if tip:
                draw_tooltip(surface, tip, self.app.mouse_pos, self.app.palette)
