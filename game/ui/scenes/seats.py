"""Seat setup: who sits where (human here, or a bot by level), game options, seed."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.core.errors import HexfoldError
from game.core.match import Match
from game.core.registry import GameInfo
from game.core.seats import BOT_LEVELS, SeatSpec
from game.ui.scenes.base import Scene
from game.ui.widgets import panel, text

if TYPE_CHECKING:
    from game.ui.app import App

HUMAN = "Human here"


def bot_label(level: str) -> str:
    return f"Bot · {level}"


def _selected(menu: pygame_gui.elements.UIDropDownMenu) -> str:
    choice = menu.selected_option
    return choice[0] if isinstance(choice, tuple) else str(choice)


class SeatSetup(Scene):
    """Fill the seats, pick options, start the table."""

    def __init__(self, app: App, info: GameInfo) -> None:
        super().__init__(app)
        self.info = info
        self.count = info.seat_counts[0]
        self.kinds: dict[int, str] = {}
        # A person sits in the solo seat at first; options the player has not set follow
        # who sits (``_follow_seating``): no round limit while a person plays, say.
        self.values: dict[str, str] = {
            o.name: o.label_of(o.default_for(people=True)) for o in info.options}
        self.touched: set[str] = set()
        self.rect = pygame.Rect(app.canvas_size[0] // 2 - 340, 130, 680, 490)
        self.error = ""

    def seat_choices(self) -> list[str]:
        return [HUMAN, *(bot_label(level) for level in BOT_LEVELS if level in self.info.bots)]

    def build_ui(self) -> None:
        x, y = self.rect.x + 28, self.rect.y + 64
        self.seat_menus: list[pygame_gui.elements.UIDropDownMenu] = []
        self.option_menus: dict[str, pygame_gui.elements.UIDropDownMenu] = {}
        if len(self.info.seat_counts) > 1:
            self.label((x, y, 200, 36), "Players")
            counts = [str(n) for n in self.info.seat_counts]
            self.count_menu = pygame_gui.elements.UIDropDownMenu(
                counts, str(self.count), pygame.Rect(x + 210, y, 120, 36), self.ui)
            y += 48
        roles = self.info.seat_roles(self.count)
        for seat in range(self.count):
            role = roles[seat] if seat < len(roles) else ""
            name = role.capitalize() if role else f"Player {seat + 1}"
            self.label((x, y, 200, 36), f"Seat {seat + 1} · {name}")
            default = HUMAN if seat == self.info.solo_seat else bot_label("normal")
            chosen = self.kinds.get(seat, default)
            self.seat_menus.append(pygame_gui.elements.UIDropDownMenu(
                self.seat_choices(), chosen, pygame.Rect(x + 210, y, 220, 36), self.ui))
            y += 46
        y += 14
        for option in self.info.options:
            self.label((x, y, 200, 36), option.name.replace("_", " ").capitalize())
            menu = pygame_gui.elements.UIDropDownMenu(
                [option.label_of(c) for c in option.choices], self.values[option.name],
                pygame.Rect(x + 210, y, 240, 36), self.ui)
            if option.help:
                self.label((x + 460, y, 190, 36), option.help, dim=True)
            self.option_menus[option.name] = menu
            y += 46
        self.label((x, y, 200, 36), "Seed (optional)")
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(x + 210, y, 220, 36), self.ui, placeholder_text="random")
        self.seed_entry.set_allowed_characters("numbers")
        self.rect.height = y + 36 + 56 - self.rect.y  # fit the rows, leave room for an error
        bottom = self.rect.bottom + 24
        cx = self.app.canvas_size[0] // 2
        self.button((cx - 210, bottom, 200, 48), "Back", self.app.pop)
        self.button((cx + 10, bottom, 200, 48), "Start", self.start, object_id="#primary")

    def handle(self, event: pygame.event.Event) -> bool:
        consumed = super().handle(event)
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self._remember()
            self.touched |= {n for n, m in self.option_menus.items() if event.ui_element is m}
            if len(self.info.seat_counts) > 1 and event.ui_element is self.count_menu:
                self.count = int(_selected(self.count_menu))
                self._rebuild()
            if self._follow_seating():
                self._rebuild()
            return True
        return consumed

    def _remember(self) -> None:
        for seat, menu in enumerate(self.seat_menus):
            self.kinds[seat] = _selected(menu)
        for name, menu in self.option_menus.items():
            self.values[name] = _selected(menu)

    def _follow_seating(self) -> bool:
        """Set each option the player has not chosen to its default for who sits now
        (``OptionSpec.unattended`` when only bots do); True if a menu must change."""
        people = any(spec.kind != "bot" for spec in self.seat_specs())
        changed = False
        for option in self.info.options:
            label = option.label_of(option.default_for(people))
            if option.name not in self.touched and self.values[option.name] != label:
                self.values[option.name], changed = label, True
        return changed

    def back(self) -> bool:
        self.app.pop()
        return True

    def seat_specs(self) -> list[SeatSpec]:
        self._remember()
        specs = []
        roles = self.info.seat_roles(self.count)
        for seat in range(self.count):
            choice = self.kinds[seat]
            role = roles[seat] if seat < len(roles) else ""
            if choice == HUMAN:
                specs.append(SeatSpec("human", role=role))
            else:
                specs.append(SeatSpec("bot", choice.rsplit(" ", 1)[-1], role))
        return specs

    def chosen_options(self) -> dict[str, int | str]:
        """The option values picked in the menus (the LAN host screen reuses this)."""
        self._remember()
        chosen = {}
        for option in self.info.options:
            labels = [option.label_of(c) for c in option.choices]
            chosen[option.name] = option.choices[labels.index(self.values[option.name])]
        return chosen

    def heading(self) -> str:
        return f"{self.info.title}: who is playing?"

    def start(self) -> None:
        from game.ui.table import TableScene

        specs = self.seat_specs()
        seed_text = self.seed_entry.get_text().strip()
        seed = int(seed_text) if seed_text else random.randrange(1, 2**31)
        try:
            match = Match(self.info, self.info.resolve_options(self.chosen_options()), seed,
                          [s.label() for s in specs])
        except HexfoldError as exc:
            self.error = str(exc)[:1].upper() + str(exc)[1:]
            self.app.sound.play("error")
            return
        self.app.home()
        self.app.push(TableScene(self.app, match, specs))

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        self.title(surface, self.heading())
        panel(surface, self.rect, p)
        surface.blit(text("Seats", "heading", p.text, bold=True),
                     (self.rect.x + 28, self.rect.y + 20))
        if self.error:
            surface.blit(text(self.error, "small", p.bad),
                         (self.rect.x + 28, self.rect.bottom - 40))
