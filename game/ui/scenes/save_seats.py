"""Who plays a loaded game's seats that nobody holds here (a LAN table's save).

A save keeps who sat where: people here, bots, and players who were on the
LAN. Loaded on this screen alone, a LAN seat would wait for a move that never
comes, so before the table opens the player says who plays each seat: a
person at this screen or a bot. Seats played over the LAN start as a normal
bot; the others start as they were saved, and any of them may change.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.core.match import Match
from game.core.seats import BOT_LEVELS, SeatSpec
from game.ui.form import BOTTOM, Row, Section, layout
from game.ui.game_scene import seat_names
from game.ui.scenes.base import Scene
from game.ui.scenes.seats import HUMAN, bot_label
from game.ui.widgets import fit_lines, panel, text
from game.ui.words import and_list

if TYPE_CHECKING:
    from game.ui.app import App


def sit_down(app: App, match: Match, seats: list[SeatSpec], save_path: Path | None,
             kept: dict[str, Any] | None = None) -> None:
    """Over the main menu, the table of a loaded ``match`` with these ``seats``, going on
    with ``save_path`` (its own autosave) or a fresh autosave; ``kept`` is the loaded
    save's ``table`` block (the people's choices at the table)."""
    from game.ui.table import TableScene

    match.seats = [s.label() for s in seats]
    app.home()
    app.push(TableScene(app, match, seats, save_path=save_path, kept=kept))


class SaveSeats(Scene):
    """One drop-down per seat; Play sits down at the loaded table."""

    calm = True

    def __init__(self, app: App, match: Match, seats: list[SeatSpec]) -> None:
        super().__init__(app)
        self.match, self.seats = match, seats
        self.names = seat_names(match)
        self.rect = pygame.Rect(app.canvas_size[0] // 2 - 240, 196, 480, 440)
        self.menus: list[pygame_gui.elements.UIDropDownMenu] = []
        away = [self.names[n] for n, s in enumerate(seats) if s.kind not in ("human", "bot")]
        self.note = (f"{and_list(away)} {'was' if len(away) == 1 else 'were'} played over the LAN "
                     "and nobody holds them here: say who plays them now.")

    def choices(self) -> list[str]:
        return [HUMAN, *(bot_label(level) for level in BOT_LEVELS
                         if level in self.match.info.bots)]

    def _start_choice(self, spec: SeatSpec) -> str:
        if spec.kind == "human":
            return HUMAN
        level = spec.level if spec.kind == "bot" else "normal"
        return bot_label(level) if level in self.match.info.bots else self.choices()[-1]

    def build_ui(self) -> None:
        assert self.ui is not None
        choices = tuple(self.choices())
        rows = tuple(Row(f"seat{n}", name, choices) for n, name in enumerate(self.names))
        placed = layout(self.ui, [Section("Seats", rows)], self.rect)
        for rect, words in placed.headings:
            self.label(rect, words, size="heading")
        self.menus = []
        for spot, spec in zip(placed.rows, self.seats, strict=True):
            self.label(spot.label, spot.row.label)
            self.menus.append(pygame_gui.elements.UIDropDownMenu(
                list(choices), self._start_choice(spec), spot.control, self.ui))
        self.rect.height = placed.bottom + BOTTOM - self.rect.y
        bottom = self.rect.bottom + 20
        cx = self.app.canvas_size[0] // 2
        self.button((cx - 210, bottom, 200, 48), "Back", self.app.pop)
        self.button((cx + 10, bottom, 200, 48), "Play", self.play, object_id="#primary")

    def chosen(self) -> list[SeatSpec]:
        """The seats as the drop-downs say now (each keeps its role)."""
        specs = []
        for menu, old in zip(self.menus, self.seats, strict=True):
            choice = menu.selected_option
            label = choice[0] if isinstance(choice, tuple) else str(choice)
            if label == HUMAN:
                specs.append(SeatSpec("human", role=old.role))
            else:
                specs.append(SeatSpec("bot", label.rsplit(" ", 1)[-1], old.role))
        return specs

    def play(self) -> None:
        sit_down(self.app, self.match, self.chosen(), None)

    def back(self) -> bool:
        self.app.pop()
        return True

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        self.title(surface, f"{self.match.info.title}: who plays now?", y=44)
        for number, line in enumerate(fit_lines(self.note, 760, "body", 3)):
            image = text(line, "body", p.text_dim)
            surface.blit(image, image.get_rect(midtop=(self.rect.centerx, 112 + 24 * number)))
        panel(surface, self.rect, p)
