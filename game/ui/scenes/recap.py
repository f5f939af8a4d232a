"""The recap of what happened since a person's last turn: a short list, and the moves
replayed on the board (the game's own scene, read-only) at the speed the player picks.

Everything shown comes from the ``Recap`` frames: the seat's own views and the events
it was told, so the recap knows no more than the player at the table did.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.core.registry import GameInfo
from game.ui import motion
from game.ui.game_scene import BOARD_RECT, SIDE_RECT, GameScene, TableContext
from game.ui.recap import Frame, Recap
from game.ui.scenes.base import Scene
from game.ui.widgets import panel, text
from game.ui.widgets_log import LogPanel

if TYPE_CHECKING:
    from game.ui.app import App

#: Seconds each replayed move stays on the board, by the speed's name.
SPEEDS = {"Slow": 1.6, "Normal": 0.8, "Fast": 0.3}


class RecapScene(Scene):
    """"Since your last turn": the list, and a replay on the board from where you left it."""

    def __init__(self, app: App, info: GameInfo, seat: int, names: list[str],
                 start: dict[str, Any], frames: list[Frame], words: tuple[str, str, str],
                 speed: str = "Normal",
                 on_speed: Callable[[str], None] | None = None) -> None:
        """``words``: the title, the summary and its short form (for a narrow panel)."""
        super().__init__(app)
        self.start, self.frames = start, frames
        self.heading, summary, short = words
        width = SIDE_RECT.width - 32
        # Whole if it fits, in the small size if only that fits (a long seat name: "4 moves
        # by Player 2 (Dimitriy Martynov)"), else the short form ("4 moves by 1 player").
        self.summary, self.summary_size = next(
            ((words, size) for words, size in ((summary, "body"), (summary, "small"))
             if text(words, size).get_width() <= width), (short, "body"))
        self.speed = speed if speed in SPEEDS else "Normal"
        self.on_speed = on_speed
        self.ctx = TableContext(
            app.palette, app.sound, BOARD_RECT, seat, names,
            submit=lambda action: False, request_hint=lambda: None, undo=lambda: False,
            can_undo=lambda: False, toast=lambda message: None, read_only=True)
        self.game: GameScene = info.load_scene()(self.ctx)
        self.list_panel = LogPanel(pygame.Rect(SIDE_RECT.x + 12, SIDE_RECT.y + 96,
                                               SIDE_RECT.width - 24, SIDE_RECT.height - 262))
        self.shown = 0  # frames replayed on the board so far
        self.playing = False
        self.timer = 0.0
        self.game.show(frames[-1].view if frames else start, [])
        self._show_list()  # after the view: a game names its seats from what it shows

    def where(self) -> str:
        """"Move 2 of 5": counted as the summary counts, others' moves the seat saw (its
        own passes and steps it saw nothing of are replayed, not counted)."""
        moves = [f.mover != self.ctx.seat and bool(f.events) for f in self.frames]
        return f"Move {max(1, sum(moves[:self.shown]))} of {sum(moves)}"

    def lines(self, frames: list[Frame]) -> list[str]:
        return [self.game.describe(e) for f in frames for e in f.events]

    def _show_list(self) -> None:
        self.list_panel.set_entries(self.lines(self.frames) or ["Nothing you could see."])

    # Replay on the board.

    def replay(self) -> None:
        """Play the moves from where you left the table, or pause them."""
        if self.playing:
            self.playing = False
        else:
            if self.shown == 0 or self.shown >= len(self.frames):
                self.shown = 0  # from where you left the table, the list growing with it
                self.game.show(self.start, [])
                self.list_panel.set_entries([])
            self.playing = True
            self.timer = 0.0  # where you left the table shows for a beat first
        self._label()

    def _next(self) -> None:
        frame = self.frames[self.shown]
        self.game.on_events(frame.events)
        self.game.show(frame.view, [])
        for line in self.lines([frame]):
            self.list_panel.add(line)
        self.shown += 1
        if self.shown >= len(self.frames):
            self.playing = False
            self._label()

    def _speed_command(self, name: str) -> Callable[[], None]:
        return lambda: self.choose_speed(name)

    def choose_speed(self, name: str) -> None:
        self.speed = name
        if self.on_speed is not None:
            self.on_speed(name)
        self._rebuild()

    def _label(self) -> None:
        """The replay button's words; one more frame draws them (pygame_gui shows a new
        text from its next update, and the scene rests once the replay stops)."""
        motion.stir()
        if self.playing:
            words = "Pause"
        elif 0 < self.shown < len(self.frames):
            words = "Go on"
        else:
            words = "Replay on the board"
        self.play_button.set_text(words)

    # Scene.

    def build_ui(self) -> None:
        x, y, w = SIDE_RECT.x + 12, SIDE_RECT.bottom - 156, SIDE_RECT.width - 24
        self.label((x, y, w, 24), "Speed", dim=True, size="small")
        third = (w - 16) // 3
        for number, name in enumerate(SPEEDS):
            self.button((x + number * (third + 8), y + 26, third, 36), name,
                        self._speed_command(name),
                        object_id="#primary" if name == self.speed else None,
                        tooltip=f"{SPEEDS[name]:g} seconds a move")
        # No tooltip: under the pointer as the replay runs, it covered the Speed buttons.
        self.play_button = self.button((x, y + 70, w, 36), "Replay on the board", self.replay)
        self.button((x, y + 112, w, 36), "Back to the game", self.app.pop, tooltip="Esc")
        self._label()

    def back(self) -> bool:
        self.app.pop()
        return True

    def wake_in(self) -> float | None:
        return 0.0 if self.playing or self.game.busy() else None

    def handle(self, event: pygame.event.Event) -> bool:
        if super().handle(event):
            return True
        if self.list_panel.handle(event, self.app.mouse_pos):
            return True
        return self.game.handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.game.update(dt)
        if not self.playing or self.game.busy():
            return
        self.timer += dt
        if self.timer >= SPEEDS[self.speed]:
            self.timer = 0.0
            self._next()

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        panel(surface, SIDE_RECT, p)
        surface.blit(text(self.heading, "heading", p.text, bold=True),
                     (SIDE_RECT.x + 16, SIDE_RECT.y + 14))
        where, size = (self.where(), "body") if self.shown else (self.summary, self.summary_size)
        surface.blit(text(where, size, p.accent), (SIDE_RECT.x + 16, SIDE_RECT.y + 52))
        self.list_panel.draw(surface, p)
        clip = surface.get_clip()
        surface.set_clip(BOARD_RECT)
        self.game.draw(surface)
        surface.set_clip(clip)


class RecapOffer:
    """A table's recap button: shown while the viewer's seat has a recap to offer, it
    opens ``RecapScene`` at the speed last picked (kept by the ``Recap``)."""

    def __init__(self, scene: Scene, rect: tuple[int, int, int, int], info: GameInfo,
                 names: list[str], recap: Recap) -> None:
        self.scene, self.info, self.names, self.recap = scene, info, names, recap
        self.seat = -1
        self.words = ""
        self.button = scene.button(rect, "Recap", self.open, object_id="#primary",
                                   tooltip="Since your last turn: what others did, as you saw it")
        self.button.hide()

    def show_for(self, seat: int | None) -> None:
        """Offer the recap of ``seat`` (None: offer nothing now)."""
        words = None if seat is None else self.recap.button_words(seat)
        if words is None:
            self.button.hide()
            return
        self.seat = seat
        if words != self.words:
            self.button.set_text(words)
            self.words = words
        self.button.show()

    def open(self) -> None:
        recap, seat, names = self.recap, self.seat, self.names
        frames = recap.offered(seat)
        if not frames:
            return
        words = (recap.title(seat), recap.summary(seat, names),
                 recap.summary(seat, names, short=True))
        self.scene.app.push(RecapScene(self.scene.app, self.info, seat, names,
                                       recap.start[seat], frames, words, recap.speed,
                                       on_speed=self._remember))

    def _remember(self, speed: str) -> None:
        self.recap.speed = speed
