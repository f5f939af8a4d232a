"""Seat setup: who sits where (human here, or a bot by level), game options, seed."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.core.errors import HexfoldError
from game.core.match import Match
from game.core.registry import GameInfo, OptionSpec
from game.core.seats import BOT_LEVELS, SeatSpec
from game.ui.form import BOTTOM, Row, Section, layout
from game.ui.game_scene import seat_titles
from game.ui.scenes.base import Scene
from game.ui.settings import remember_choices, remembered_choices
from game.ui.widgets import panel, text, wrap

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

    calm = True

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
        self._recall(remembered_choices(info.id))
        self.rect = pygame.Rect(app.canvas_size[0] // 2 - 520, 108, 1040, 524)
        self._room: pygame.Rect | None = None  # the most the form may take (``rect`` at first)
        self.error = ""

    def _recall(self, kept: dict[str, Any]) -> None:
        """Preselect the choices the last game of this title was started with; a value
        no longer offered (or a corrupt one) leaves its default."""
        count = kept.get("count")
        if isinstance(count, int) and count in self.info.seat_counts:
            self.count = count
        seats, choices = kept.get("seats"), self.seat_choices()
        if isinstance(seats, list):
            self.kinds = {n: c for n, c in enumerate(seats[:self.count])
                          if isinstance(c, str) and c in choices}
        options = kept.get("options")
        for option in self.info.options if isinstance(options, dict) else ():
            label = options.get(option.name)
            if label in [option.label_of(c) for c in option.choices]:
                self.values[option.name] = label
                self.touched.add(option.name)
        people = any(self._chosen(f"seat{n}") == HUMAN for n in range(self.count))
        for option in self.info.options:  # the others follow who sits
            if option.name not in self.touched:
                self.values[option.name] = option.label_of(option.default_for(people))
        self._keep_to_the_count()

    def offered(self, option: OptionSpec) -> list[int | str]:
        """The option's choices for a table of ``self.count`` players (a choice meant for
        other seat counts, ``OptionSpec.seat_counts``, is not offered)."""
        return [c for c in option.choices
                if self.count in option.seat_counts.get(c, (self.count,))]

    def _keep_to_the_count(self) -> None:
        """An option whose chosen value is not for this many players goes back to its default."""
        for option in self.info.options:
            if self.values[option.name] not in [option.label_of(c) for c in self.offered(option)]:
                self.values[option.name] = option.label_of(option.default)

    def seat_choices(self) -> list[str]:
        return [HUMAN, *(bot_label(level) for level in BOT_LEVELS if level in self.info.bots)]

    def form(self) -> list[Section]:
        """The form's sections: the seats (and how many), then the options and the seed."""
        seats: list[Row] = []
        if len(self.info.seat_counts) > 1:
            seats.append(Row("count", "Players", tuple(str(n) for n in self.info.seat_counts)))
        choices = tuple(self.seat_choices())
        # Room for the longest seat name at any count, so the drop-downs stay put when
        # the count changes ("OP", "Captive" -> "Captive 1", "Captive 2").
        room = max((name for count in self.info.seat_counts
                    for name in seat_titles(self.info, count, self.chosen_options())), key=len)
        for seat, name in enumerate(seat_titles(self.info, self.count, self.chosen_options())):
            seats.append(Row(f"seat{seat}", name, choices, room=room))
        options = [Row(f"option:{o.name}", o.name.replace("_", " ").capitalize(),
                       tuple(o.label_of(c) for c in self.offered(o)), o.help)
                   for o in self.info.options]
        options.append(Row("seed", "Seed (optional)"))
        return [Section("Seats", tuple(seats)), Section("Options", tuple(options))]

    def build_ui(self) -> None:
        assert self.ui is not None
        if self._room is None:
            self._room = self.rect.copy()
        self.rect = self._room.copy()  # laid out afresh, then fitted to its rows
        self.seat_menus: list[pygame_gui.elements.UIDropDownMenu] = []
        self.option_menus: dict[str, pygame_gui.elements.UIDropDownMenu] = {}
        placed = layout(self.ui, self.form(), self.rect)
        for rect, words in placed.headings:
            self.label(rect, words, size="heading")
        for spot in placed.rows:
            row = spot.row
            self.label(spot.label, row.label)
            for rect, line in spot.help:
                self.label(rect, line, size="small", dim=True)
            if row.key == "seed":
                self.seed_entry = pygame_gui.elements.UITextEntryLine(
                    spot.control, self.ui, placeholder_text="random")
                self.seed_entry.set_allowed_characters("numbers")
                continue
            chosen = self._chosen(row.key)
            menu = pygame_gui.elements.UIDropDownMenu(list(row.choices), chosen, spot.control,
                                                      self.ui)
            if row.key == "count":
                self.count_menu = menu
            elif row.key.startswith("seat"):
                self.seat_menus.append(menu)
            else:
                self.option_menus[row.key.partition(":")[2]] = menu
        self.rect.height = min(self.rect.height, placed.bottom + BOTTOM - self.rect.y)
        bottom = self.rect.bottom + 20
        cx = self.app.canvas_size[0] // 2
        self.button((cx - 210, bottom, 200, 48), "Back", self.app.pop)
        self.button((cx + 10, bottom, 200, 48), "Start", self.start, object_id="#primary")

    def _chosen(self, key: str) -> str:
        """What the drop-down ``key`` shows now."""
        if key == "count":
            return str(self.count)
        if key.startswith("option:"):
            return self.values[key.partition(":")[2]]
        seat = int(key.removeprefix("seat"))
        default = HUMAN if seat == self.info.solo_seat else bot_label("normal")
        return self.kinds.get(seat, default)

    def handle(self, event: pygame.event.Event) -> bool:
        consumed = super().handle(event)
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self._remember()
            self.touched |= {n for n, m in self.option_menus.items() if event.ui_element is m}
            if len(self.info.seat_counts) > 1 and event.ui_element is self.count_menu:
                self.count = int(_selected(self.count_menu))
                self._keep_to_the_count()
                self._rebuild()
            named = self.info.seat_names is not None  # the options may rename the seats
            if self._follow_seating() or (named and event.ui_element in self.option_menus.values()):
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
            options = self.info.resolve_options(self.chosen_options())
            self.info.check_seats(options, len(specs))
            match = Match(self.info, options, seed, [s.label() for s in specs])
        except HexfoldError as exc:
            self.error = str(exc)[:1].upper() + str(exc)[1:]
            self.app.sound.play("error")
            return
        remember_choices(self.info.id, {
            "count": self.count, "seats": [self.kinds[n] for n in range(self.count)],
            "options": {name: self.values[name] for name in sorted(self.touched)}})
        self.app.home()
        self.app.push(TableScene(self.app, match, specs))

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        self.title(surface, self.heading(), y=40)
        panel(surface, self.rect, p)
        lines = wrap(self.error, self.rect.width - 56, "small")[:2] if self.error else []
        for number, line in enumerate(lines):
            surface.blit(text(line, "small", p.bad),
                         (self.rect.x + 28, self.rect.bottom - 44 + 19 * number))
