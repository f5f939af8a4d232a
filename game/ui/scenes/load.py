"""Load a saved game: the saves (only saves), newest first, a page at a time.

Each row names the game, who sits, the round and the date (``game.ui.saves``);
a damaged file is listed as such with the reason. Opening a save sits down at
its table; a save with seats nobody holds here (a LAN table's) first asks who
plays them (``SaveSeats``). A save that cannot be loaded says why, wrapped to
fit under the list, and changes nothing. Delete asks first, then removes the
save (with the step log and seat tokens a LAN host keeps beside it).
"""

from __future__ import annotations

import logging
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.core.errors import HexfoldError
from game.core.seats import parse_seats
from game.net.autosave import steps_path
from game.net.table import sidecar_path
from game.ui.saves import AUTOSAVE_PREFIX, SaveEntry, list_saves, read_save, read_table
from game.ui.scenes.base import Scene
from game.ui.scenes.confirm import Confirm
from game.ui.scenes.save_seats import SaveSeats, sit_down
from game.ui.widgets import fit_lines, panel, text

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)
PER_PAGE = 6
ROW_HEIGHT = 62


def open_save(app: App, path: Path) -> None:
    """Load ``path`` and sit down at its table (asking first who plays the seats nobody
    holds here); ``HexfoldError`` if it is not a good save."""
    match = read_save(path)
    seats = parse_seats(",".join(match.seats))
    # A table resumed from its own autosave goes on writing it; any other save is left
    # as it is and the table autosaves to a fresh file.
    keep = path if path.name.startswith(AUTOSAVE_PREFIX) else None
    if any(s.kind not in ("human", "bot") for s in seats):
        app.push(SaveSeats(app, match, seats))
    else:
        sit_down(app, match, seats, keep, read_table(path))


class LoadScene(Scene):
    """The saves as rows with an Open button, a page at a time; a bad file says why."""

    calm = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.entries = list_saves()
        self.page = 0
        self.message = ""
        self.message_tone = "bad"
        self.rect = pygame.Rect(app.canvas_size[0] // 2 - 420, 118, 840, 86 + PER_PAGE * ROW_HEIGHT)

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.entries) // PER_PAGE))

    def shown(self) -> list[SaveEntry]:
        return self.entries[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]

    def build_ui(self) -> None:
        x, y = self.rect.x + 24, self.rect.y + 20
        for entry in self.shown():
            title = entry.title or "Damaged file"
            self.label((x, y, self.rect.width - 310, 26), title, size="bold",
                       tone="bad" if entry.problem else "")
            self.label((x, y + 26, self.rect.width - 310, 22), entry.details(), size="small",
                       dim=True)
            self.button((self.rect.right - 262, y + 6, 100, 40), "Delete",
                        partial(self.ask_delete, entry),
                        tooltip=f"Remove {entry.path.name} from the saves folder")
            self.button((self.rect.right - 152, y + 6, 128, 40), "Open",
                        partial(self.open, entry), object_id="#primary")
            y += ROW_HEIGHT
        if self.pages > 1:
            bottom = self.rect.bottom - 52
            self.newer = self.button((self.rect.x + 24, bottom, 150, 36), "Newer",
                                     partial(self.turn, -1))
            self.older = self.button((self.rect.right - 174, bottom, 150, 36), "Older",
                                     partial(self.turn, 1))
            self.newer.disable() if self.page == 0 else self.newer.enable()
            self.older.disable() if self.page == self.pages - 1 else self.older.enable()
        self.button((self.app.canvas_size[0] // 2 - 100, 664, 200, 44), "Back", self.app.pop)

    def turn(self, pages: int) -> None:
        self.page = min(self.pages - 1, max(0, self.page + pages))
        self.message = ""
        self._rebuild()

    def open(self, entry: SaveEntry) -> None:
        if entry.problem:
            self._refuse(entry, entry.problem)
            return
        try:
            open_save(self.app, entry.path)
        except (HexfoldError, ImportError, ValueError) as exc:
            log.warning("cannot load %s: %s", entry.path, exc)
            self._refuse(entry, str(exc))

    def _refuse(self, entry: SaveEntry, why: str) -> None:
        self.message = f"{entry.path.name} cannot be loaded: {why.rstrip('.')}."
        self.message_tone = "bad"
        self.app.sound.play("error")

    def ask_delete(self, entry: SaveEntry) -> None:
        what = entry.title or "this damaged file"
        when = f", saved {entry.when()}" if entry.title else ""
        self.app.push(Confirm(self.app, f"Delete the save of {what}{when}? It cannot be "
                              "undone.", "Delete", partial(self.delete, entry)))

    def delete(self, entry: SaveEntry) -> None:
        """Remove the save and what a LAN host keeps beside it; the list and its page follow."""
        try:
            for path in (entry.path, steps_path(entry.path), sidecar_path(entry.path)):
                path.unlink(missing_ok=True)
        except OSError as exc:
            log.warning("cannot delete %s: %s", entry.path, exc)
            self.message = f"{entry.path.name} cannot be deleted: {exc.strerror or exc}."
            self.message_tone = "bad"
            self.app.sound.play("error")
            return
        self.entries = list_saves()
        self.page = min(self.page, self.pages - 1)
        self.message, self.message_tone = f"Deleted {entry.path.name}.", "dim"
        self._rebuild()

    def back(self) -> bool:
        self.app.pop()
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.turn(1 if event.key == pygame.K_PAGEDOWN else -1)
            return True
        return super().handle(event)

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        self.title(surface, "Load a game", y=44)
        panel(surface, self.rect, p)
        cx = self.app.canvas_size[0] // 2
        if not self.entries:
            words = text("No saved games yet.", "heading", p.text_dim)
            surface.blit(words, words.get_rect(center=(cx, self.rect.centery)))
        for number in range(1, len(self.shown())):
            y = self.rect.y + 20 + ROW_HEIGHT * number - 8
            pygame.draw.line(surface, p.panel_edge, (self.rect.x + 20, y),
                             (self.rect.right - 20, y))
        if self.pages > 1:
            where = text(f"Page {self.page + 1} of {self.pages}", "small", p.text_dim)
            surface.blit(where, where.get_rect(center=(cx, self.rect.bottom - 34)))
        for number, line in enumerate(fit_lines(self.message, self.rect.width, "small", 3)):
            image = text(line, "small", p.bad if self.message_tone == "bad" else p.text_dim)
            surface.blit(image, image.get_rect(midtop=(cx, self.rect.bottom + 8 + 19 * number)))
