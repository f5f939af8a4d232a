"""Watch a finished (or saved) match step by step with the game's own scene, read-only."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.match import Match, replay_states
from game.ui.game_scene import BOARD_RECT, SIDE_RECT, GameScene, TableContext, seat_names
from game.ui.scenes.base import Scene
from game.ui.widgets import panel, text
from game.ui.widgets_log import LogPanel

if TYPE_CHECKING:
    from game.ui.app import App


class ReplayScene(Scene):
    """Play / pause / step through the states of a match as ``seat`` saw them."""

    step_seconds = 0.8

    def __init__(self, app: App, match: Match, seat: int) -> None:
        super().__init__(app)
        self.match, self.seat = match, seat
        self.states = replay_states(match.to_json())
        names = seat_names(match)
        self.ctx = TableContext(
            app.palette, app.sound, BOARD_RECT, seat, names,
            submit=lambda action: False, request_hint=lambda: None, undo=lambda: False,
            can_undo=lambda: False, toast=lambda message: None, read_only=True)
        self.game: GameScene = match.info.load_scene()(self.ctx)
        self.log_panel = LogPanel(pygame.Rect(SIDE_RECT.x + 12, SIDE_RECT.y + 96,
                                              SIDE_RECT.width - 24, SIDE_RECT.height - 210))
        self.index = 0
        self.playing = False
        self.timer = 0.0
        self.go(0)

    def events_until(self, index: int) -> list[str]:
        lines = []
        for events in [self.match.opening, *(step.events for step in self.match.steps[:index])]:
            for event in events:
                shown = event.for_seat(self.seat)
                if shown is not None:
                    lines.append(self.game.describe(shown))
        return lines

    def go(self, index: int) -> None:
        """Show the state before step ``index`` (``len(steps)``: the end)."""
        index = max(0, min(len(self.states) - 1, index))
        if index == self.index + 1:
            step = self.match.steps[self.index]
            seen = [s for s in (e.for_seat(self.seat) for e in step.events) if s is not None]
            self.game.on_events(seen)
        self.index = index
        self.game.show(self.states[index].view(self.seat), [])
        self.log_panel.set_entries(self.events_until(index))

    def build_ui(self) -> None:
        x, y = SIDE_RECT.x + 12, SIDE_RECT.bottom - 104
        self.button((x, y, 70, 40), "|<", lambda: self.go(0), tooltip="First step")
        self.button((x + 78, y, 70, 40), "<", lambda: self.go(self.index - 1), tooltip="Back")
        self.play_button = self.button((x + 156, y, 70, 40), "Play", self.toggle)
        self.button((x + 234, y, 70, 40), ">", lambda: self.go(self.index + 1),
                    tooltip="Forward")
        self.button((x, y + 52, 304, 40), "Close replay", self.app.pop)

    def toggle(self) -> None:
        self.playing = not self.playing
        if self.playing and self.index == len(self.states) - 1:
            self.go(0)
        self.play_button.set_text("Pause" if self.playing else "Play")

    def back(self) -> bool:
        self.app.pop()
        return True

    def wake_in(self) -> float | None:
        return 0.0 if self.playing or self.game.busy() else None

    def update(self, dt: float) -> None:
        super().update(dt)
        self.game.update(dt)
        if not self.playing or self.game.busy():
            return
        self.timer += dt
        if self.timer >= self.step_seconds:
            self.timer = 0.0
            self.go(self.index + 1)
            if self.index == len(self.states) - 1:
                self.toggle()

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        panel(surface, SIDE_RECT, p)
        surface.blit(text(f"Replay: {self.match.info.title}", "heading", p.text, bold=True),
                     (SIDE_RECT.x + 16, SIDE_RECT.y + 14))
        where = f"Step {self.index} of {len(self.states) - 1}"
        surface.blit(text(where, "body", p.accent), (SIDE_RECT.x + 16, SIDE_RECT.y + 52))
        self.log_panel.draw(surface, p)
        clip = surface.get_clip()
        surface.set_clip(BOARD_RECT)
        self.game.draw(surface)
        surface.set_clip(clip)
