"""Settings: window size, fullscreen, volume, colour-blind-safe palette.

Changes apply when the player presses Done (and are saved then); Cancel and
Esc leave everything as it was.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.ui.scenes.base import Overlay
from game.ui.settings import Settings, window_sizes_offered
from game.ui.widgets import panel, text

if TYPE_CHECKING:
    from game.ui.app import App


def size_label(size: tuple[int, int]) -> str:
    return f"{size[0]} × {size[1]}"  # noqa: RUF001 (the proper sign)


class SettingsScene(Overlay):
    """The settings dialog (over whatever screen opened it)."""

    calm = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.rect = pygame.Rect(app.canvas_size[0] // 2 - 260, 120, 520, 440)

    def build_ui(self) -> None:
        s = self.app.settings
        x, y = self.rect.x + 36, self.rect.y + 90
        presets = window_sizes_offered(s.window_size)
        self.sizes = {size_label(size): size for size in presets}
        self.label((x, y, 180, 36), "Window size")
        self.size_menu = pygame_gui.elements.UIDropDownMenu(
            list(self.sizes), size_label(s.window_size), pygame.Rect(x + 200, y, 240, 36),
            self.ui)
        y += 60
        self.fullscreen_box = pygame_gui.elements.UICheckBox(
            pygame.Rect(x + 200, y + 8, 20, 20), "Fullscreen", self.ui,
            initial_state=s.fullscreen)
        self.label((x, y, 180, 36), "Display")
        y += 60
        self.label((x, y, 180, 36), "Volume")
        self.volume_slider = pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(x + 200, y + 4, 240, 28), round(s.volume * 100), (0, 100), self.ui)
        y += 60
        self.label((x, y, 180, 36), "Colours")
        self.colourblind_box = pygame_gui.elements.UICheckBox(
            pygame.Rect(x + 200, y + 8, 20, 20), "Colour-blind-safe palette", self.ui,
            initial_state=s.colourblind)
        bottom = self.rect.bottom - 70
        self.button((self.rect.centerx - 210, bottom, 200, 46), "Cancel", self.app.pop)
        self.button((self.rect.centerx + 10, bottom, 200, 46), "Done", self.done,
                    object_id="#primary")

    def chosen(self) -> Settings:
        """The settings as the dialog shows them now."""
        choice = self.size_menu.selected_option
        label = choice[0] if isinstance(choice, tuple) else str(choice)
        return replace(
            self.app.settings,
            window_size=self.sizes[label],
            fullscreen=bool(self.fullscreen_box.get_state()),
            volume=round(self.volume_slider.get_current_value()) / 100,
            colourblind=bool(self.colourblind_box.get_state()),
        )

    def done(self) -> None:
        self.app.apply_settings(self.chosen())  # first, so the screen below restyles
        self.app.pop()

    def back(self) -> bool:
        self.app.pop()
        return True

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        panel(surface, self.rect, p)
        words = text("Settings", "title", p.text, bold=True)
        surface.blit(words, words.get_rect(midtop=(self.rect.centerx, self.rect.y + 20)))
