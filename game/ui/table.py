"""The generic table every game plugs into, and the interface a game's scene keeps.

The table owns the ``Match`` and the seat specs, lets bot seats play (one
move per ``bot_delay`` seconds of injected ``dt``, so players can follow),
keeps the log, autosaves after every action, shows illegal moves as a toast,
puts up the hot-seat curtain, and ends with the end-of-game screen.

Writing a game's scene (``GameInfo.scene = "game.games.loop.screen.scene:LoopScene"``)::

    class LoopScene(GameScene):
        needs_curtain = False            # True if two local humans must not see each other

        def __init__(self, ctx: TableContext) -> None:
            super().__init__(ctx)        # ctx.board_rect is where you draw

        def show(self, view, legal):     # a fresh view for ctx.seat, and its legal actions
            super().show(view, legal)    # (legal is [] for spectators and in replays)

        def on_events(self, events):     # new events as ctx.seat may see them: animate
            ...

        def handle(self, event) -> bool: # canvas-coordinate pygame events on the board
            ...  self.ctx.submit(action) # True if played; illegal → toast, nothing changes

        def update(self, dt): ...        # advance animations by the injected dt
        def draw(self, surface): ...     # draw into ctx.board_rect; change nothing
        def busy(self) -> bool: ...      # True while animating: bots and the end screen wait
        def tooltip_at(self, pos): ...   # tooltip text for a board position, or None
        def describe(self, event): ...   # one log line for an event (default: to_text())
        def show_hint(self, action, reason): ...  # highlight a hint (default: a toast)
        def summary_lines(self, outcome) -> list[str]: ...  # extra lines for the end screen

The scene never sees the true state: only ``view(seat)`` and the legal
actions, and events already redacted by ``Event.for_seat``. ``ctx.seat`` is
the seat it draws for (``SPECTATOR`` when every seat is a bot; it changes
between local humans in hot-seat, after the curtain). In a replay
``ctx.read_only`` is True and ``submit`` refuses everything.

The context also gives ``palette``, ``font(size, bold)``, ``sound.play(name)``,
``seat_names``, ``request_hint()``, ``undo()``, ``can_undo()`` and
``toast(message)``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

import pygame

from game.core.errors import IllegalAction
from game.core.match import Match
from game.core.rng import GameRng
from game.core.seats import SeatSpec, bot_rng
from game.core.state import Outcome
from game.core.values import SPECTATOR, Action, Event
from game.ui.fonts import font
from game.ui.palette import Palette
from game.ui.scenes.base import Scene
from game.ui.settings import autosave_path
from game.ui.sound import Sound
from game.ui.widgets import Toast, draw_tooltip, panel, text
from game.ui.widgets_log import LogPanel

log = logging.getLogger(__name__)

BOARD_RECT = pygame.Rect(24, 24, 880, 672)
SIDE_RECT = pygame.Rect(928, 24, 328, 672)


@dataclass
class TableContext:
    """What a game scene may use: look, sound, its seat, and the table's verbs."""

    palette: Palette
    sound: Sound
    board_rect: pygame.Rect
    seat: int
    seat_names: list[str]
    submit: Callable[[Action], bool]
    request_hint: Callable[[], None]
    undo: Callable[[], bool]
    can_undo: Callable[[], bool]
    toast: Callable[[str], None]
    read_only: bool = False
    font: Callable[..., pygame.font.Font] = field(default=font)


class GameScene:
    """Base of every game's scene: stores the view; override what you draw."""

    needs_curtain: ClassVar[bool] = False

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.view: dict[str, Any] = {}
        self.legal: list[Action] = []

    def show(self, view: dict[str, Any], legal: list[Action]) -> None:
        self.view, self.legal = view, legal

    def on_events(self, events: list[Event]) -> None:
        """New events as ``ctx.seat`` may see them (start animations here)."""

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        """Advance animations."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the board into ``ctx.board_rect``."""

    def busy(self) -> bool:
        return False

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return None

    def describe(self, event: Event) -> str:
        return event.to_text()

    def show_hint(self, action: Action, reason: str = "") -> None:
        self.ctx.toast(f"Hint: {reason or action.to_text()}")

    def summary_lines(self, outcome: Outcome) -> list[str]:
        return []


def seat_names(match: Match) -> list[str]:
    """Readable seat names: the game's role names, numbered where several seats share
    one ("OP", "Captive 1", "Captive 2"), else "Player n"."""
    roles = match.info.seat_roles(len(match.seats))
    names = []
    for number, _ in enumerate(match.seats):
        role = roles[number] if number < len(roles) else ""
        title = match.info.role_titles.get(role, role.capitalize())
        if not role:
            names.append(f"Player {number + 1}")
        elif roles.count(role) > 1:
            names.append(f"{title} {roles[:number + 1].count(role)}")
        else:
            names.append(title)
    return names


def outcome_text(outcome: Outcome, names: list[str]) -> str:
    """"First wins: took the last stone", or "You lose: ..." when playing alone."""
    if len(names) == 1:
        return f"{'You win' if outcome.winners else 'You lose'}: {outcome.reason}"
    if not outcome.winners:
        return f"No winner: {outcome.reason}"
    who = " and ".join(names[w] for w in outcome.winners)
    verb = "wins" if len(outcome.winners) == 1 else "win"
    return f"{who} {verb}: {outcome.reason}"


class TableScene(Scene):
    """Plays a match: bots, humans' clicks through the game scene, log, toasts."""

    def __init__(self, app: Any, match: Match, seats: list[SeatSpec], *,
                 curtain: bool | None = None, instant_bots: bool = False,
                 bot_delay: float = 0.35, autosave: bool = True) -> None:
        super().__init__(app)
        self.match, self.seats = match, seats
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
        self.log_panel = LogPanel(pygame.Rect(SIDE_RECT.x + 12, SIDE_RECT.y + 96,
                                              SIDE_RECT.width - 24, SIDE_RECT.height - 160))
        self.toasts: list[Toast] = []
        self.bot_timer = 0.0
        self.hover_time = 0.0
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
            self.log_panel.set_entries([self.game.describe(e)
                                        for e in self.match.events_for(seat)])

    def _after_play(self, events: list[Event]) -> None:
        seen = [s for s in (e.for_seat(self.ctx.seat) for e in events) if s is not None]
        self.game.on_events(seen)
        for shown in seen:
            self.log_panel.add(self.game.describe(shown))
        viewer = self._pick_viewer()
        if viewer != self.ctx.seat:
            if self.curtain and self.ctx.seat in self.humans and not self.match.state.is_over():
                from game.ui.scenes.curtain import CurtainScene

                self.app.push(CurtainScene(self.app, self.names[viewer]))
            self.ctx.seat = viewer
            self._refresh(rebuild_log=True)
        else:
            self._refresh()
        self._autosave()
        self.app.sound.play("place")

    def _autosave(self) -> None:
        if not self.autosave:
            return
        path = autosave_path()
        try:
            if self.match.state.is_over():
                path.unlink(missing_ok=True)
            else:
                self.match.save(path)
        except OSError as exc:
            log.warning("autosave to %s failed: %s", path, exc)

    # The verbs a game scene calls.

    def submit(self, action: Action) -> bool:
        """Play ``action`` for the viewing seat; an illegal one shows why and changes nothing."""
        seat = self.ctx.seat
        if seat not in self.humans:
            return False
        try:
            events = self.match.play(seat, action)
        except IllegalAction as exc:
            self.toast(f"{exc.message} ({exc.rule})", bad=True)
            self.app.sound.play("error")
            return False
        self._after_play(events)
        return True

    def request_hint(self) -> None:
        seat = self.ctx.seat
        legal = self.match.state.legal_actions(seat) if seat in self.humans else []
        if not legal:
            self.toast("Nothing to decide right now.")
            return
        info = self.match.info
        rng = GameRng(len(self.match.steps) * 31 + seat)
        view = self.match.state.view(seat)
        if info.hint is not None:
            action, reason = info.hint(view, legal, rng)
        else:
            bot = info.bot("normal" if "normal" in info.bots else next(iter(info.bots)))
            action, reason = bot(view, legal, rng), ""
        self.game.show_hint(action, reason)

    def can_undo(self) -> bool:
        return self.ctx.seat in self.humans and self.match.can_undo(self.ctx.seat)

    def undo(self) -> bool:
        if not self.can_undo():
            self.toast("Nothing to undo: a roll or reveal happened since.", bad=True)
            return False
        self.match.undo(self.ctx.seat)
        self._refresh(rebuild_log=True)
        self._autosave()
        return True

    def toast(self, message: str, bad: bool = False) -> None:
        colour = self.app.palette.bad if bad else self.app.palette.accent
        self.toasts = [*self.toasts[-2:], Toast(message, colour)]

    def save_to(self, path: Any) -> None:
        self.match.save(path)

    # Scene.

    def build_ui(self) -> None:
        x, y = SIDE_RECT.x + 12, SIDE_RECT.bottom - 52
        self.hint_button = self.button((x, y, 96, 40), "Hint", self.request_hint,
                                       tooltip="Ask the bot what it would do")
        self.undo_button = self.button((x + 104, y, 96, 40), "Undo", self.undo,
                                       tooltip="Take back your last move")
        self.button((x + 208, y, 96, 40), "Menu", self.pause, tooltip="Pause (Esc)")

    def resume(self) -> None:
        super().resume()
        self.ctx.palette = self.app.palette  # the settings may have switched palettes

    def pause(self) -> None:
        from game.ui.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self))

    def back(self) -> bool:
        self.pause()
        return True

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
        human_turn = bool(self.game.legal)
        self.hint_button.enable() if human_turn else self.hint_button.disable()
        self.undo_button.enable() if self.can_undo() else self.undo_button.disable()
        if self.game.busy():
            return
        if self.match.state.is_over():
            if self.final_drawn:
                self._end()
            return
        self._run_bots(dt)

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
            self._after_play(self.match.play(seat, action))
            if self.game.busy() or self.app.top is not self:
                return

    def _end(self) -> None:
        if self.ended:
            return
        self.ended = True
        from game.ui.scenes.end import EndScene

        outcome = self.match.state.outcome()
        assert outcome is not None
        self.app.push(EndScene(self.app, self, outcome))

    def status(self) -> str:
        state = self.match.state
        if state.is_over():
            return "Game over"
        movers = state.to_move()
        if any(m in self.humans for m in movers) and self.ctx.seat in movers:
            return f"Your move, {self.names[self.ctx.seat]}"
        return f"{' & '.join(self.names[m] for m in movers)} is thinking…"

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        panel(surface, SIDE_RECT, p)
        surface.blit(text(self.match.info.title, "heading", p.text, bold=True),
                     (SIDE_RECT.x + 16, SIDE_RECT.y + 14))
        surface.blit(text(self.status(), "body", p.accent),
                     (SIDE_RECT.x + 16, SIDE_RECT.y + 52))
        self.log_panel.draw(surface, p)
        clip = surface.get_clip()
        surface.set_clip(BOARD_RECT)
        self.game.draw(surface)
        surface.set_clip(clip)
        self.final_drawn = self.match.state.is_over() and not self.game.busy()
        for number, t in enumerate(self.toasts):
            t.draw(surface, BOARD_RECT.centerx, BOARD_RECT.y + 12 + 48 * number, p)
        if self.hover_time > 0.4 and BOARD_RECT.collidepoint(self.app.mouse_pos):
            tip = self.game.tooltip_at(self.app.mouse_pos)
            if tip:
                draw_tooltip(surface, tip, self.app.mouse_pos, p)
