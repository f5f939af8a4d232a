"""A captive's fruit bonuses as controls: the whole bonus row is the button.

A mixin of ``ParadoxIslandScene``'s controls. A click anywhere on a lit bonus
row of the board (its timing mark, its fruits or its text) uses that bonus:
with the fruit clicked, or the row's first fruit that can pay for it. A bonus
with choices opens them as buttons -- one aimed in a direction (a run, a leap,
a scan, a peek) as a compass with a row per other choice (how far, safely,
whose neighbour); one without choices is used at once -- unless it
would change nothing now (points already full, a piece already safe from
that OP piece), which asks first: "Use it anyway" or "Keep the fruit". A row
that cannot be used now says why (p. 10).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.values import Action
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.island import DIRECTION_NAMES
from game.games.paradox_island.screen.panels import bonus_row_rects, bonus_rows
from game.games.paradox_island.screen.prompts import action_sentence, possessive
from game.games.paradox_island.screen.words import (
    ARTICLE,
    BONUS_DONE,
    Narrator,
    bonus_option_words,
    sentence,
)
from game.ui.words import and_list

Row = list[tuple[Any, ...]]


class BonusControls:
    """The bonus rows' clicks, the options of an opened bonus and the question before a
    bonus that would change nothing."""

    view: dict[str, Any]
    legal: list[Action]
    narrator: Narrator
    ctx: Any
    board_rect: pygame.Rect
    bonus_fruit: str
    bonus_choice: tuple[str, ...]
    piece: int
    confirm: tuple[Action, str] | None
    my_board: Callable[[], dict[str, Any] | None]
    bonus_options: Callable[[str], list[A.UseBonus]]
    changed: Callable[[], None]
    play: Callable[[Action], None]

    def bonus_id(self, fruit: str) -> str:
        """The bonus a fruit of the viewer's board feeds."""
        board = self.my_board()
        for bonus, fruits in bonus_rows(board) if board else ():
            if any(f == fruit for f, _ in fruits):
                return bonus.id
        return ""

    def changes_nothing(self, action: Action) -> str:
        """Why using this bonus now would change nothing ("" if it changes something)."""
        board = self.my_board()
        if not isinstance(action, A.UseBonus) or board is None \
                or action.piece >= len(board["pieces"]):
            return ""
        piece = board["pieces"][action.piece]
        who = self.narrator.piece(self.view.get("seat", 0), action.piece)
        health = piece["health"] >= piece["max_health"]
        energy = piece["energy"] >= piece["max_energy"]
        if board["character"] == "granddead":  # one pool of points: all of it is health
            energy = health
        bonus, option = self.bonus_id(action.fruit), action.option
        full = {"anomaly_boost": health and energy, "meet_boost": energy, "catnap": health,
                "refresh": health if option == "health" else energy}.get(bonus, False)
        if full:
            return f"{possessive(who)} points are full: this bonus would restore nothing."
        if bonus == "immunity" and piece.get("immune") == option:
            return f"{who} is already safe from the {option.capitalize()}."
        return ""

    def use_now(self, action: Action) -> Callable[[], None]:
        """Play ``action``, or first ask when it would change nothing."""
        def use() -> None:
            why = self.changes_nothing(action)
            if why:
                self.confirm = (action, why)
                self.changed()
            else:
                self.play(action)
        return use

    def click_fruit(self, pos: tuple[int, int]) -> bool:
        """A click on a bonus row of the viewer's board: its fruit, or the row anywhere."""
        board = self.my_board()
        if board is None:
            return False
        for fruits, rect, spots in bonus_row_rects(self.board_rect, board):
            if not rect.collidepoint(pos):
                continue
            clicked = next((f for f, spot in spots.items() if spot.collidepoint(pos)), None)
            usable = [f for f in fruits if self.bonus_options(f)]
            if not usable:  # a locked row: say why, for the row as a whole
                self.ctx.toast(self.why_no_bonus(fruits, board), bad=True)
                self.ctx.sound.play("error")
                return True
            self.use_fruit(clicked if clicked in usable else usable[0])
            return True
        return False

    def use_fruit(self, fruit: str) -> None:
        options = self.bonus_options(fruit)
        if len(options) == 1 and not options[0].option:
            self.use_now(options[0])()
        elif options:
            self.bonus_fruit = "" if self.bonus_fruit == fruit else fruit
            self.bonus_choice = ()
            self.confirm = None
            self.changed()

    def why_no_bonus(self, fruits: list[str], board: dict[str, Any]) -> str:
        """Why a bonus row cannot be used now, for the whole row: "This bonus needs a
        circled fruit: the orange is crossed out (used), and you have not circled a
        banana yet (visit its space)." (p. 10-11)."""
        if not fruits:
            return "No fruit feeds this bonus yet: draw a new fruit into its palm box."
        states = {f: board["fruits"].get(f, "") for f in fruits}
        circled = [f for f, state in states.items() if state == "circled"]
        if circled:
            if not self.legal:
                return "Not your turn: this bonus waits for your turn or its moment."
            return f"The {circled[0]} bonus has nothing to do now: its moment has not come."
        used = [f for f, state in states.items() if state == "crossed"]
        missing = [f for f, state in states.items() if state not in ("crossed", "circled")]
        parts = []
        if used:
            plural = len(used) > 1 or used[0] in ("grapes", "cherries")
            parts.append(f"{and_list([f'the {f}' for f in used])} "
                         f"{'are' if plural else 'is'} crossed out (used)")
        if missing:
            either = " or ".join(ARTICLE.get(f, f"a {f}") for f in missing)
            parts.append(f"you have not circled {either} yet: visit "
                         f"{'its space' if len(missing) == 1 else 'one of their spaces'}")
        return f"This bonus needs a circled fruit: {', and '.join(parts)}."

    def fruit_tip(self, fruit: str, board: dict[str, Any]) -> str:
        """A bonus fruit's tooltip: the fruit, whether it can pay now, and the bonus."""
        state = board["fruits"].get(fruit, "")
        name = sentence(ARTICLE.get(fruit, f"a {fruit}"))
        status = {"circled": "circled: it pays for this bonus once, then is crossed out",
                  "crossed": "crossed out: already used"}.get(
            state, "not circled yet: visit its space to circle it")
        return f"{name}, {status}."

    def bonus_tooltip(self, pos: tuple[int, int]) -> str | None:
        """Over a bonus row of the viewer's board: the fruit under the mouse, or how to
        use the row (or why it cannot be used now)."""
        board = self.my_board()
        if board is None:
            return None
        for fruits, rect, spots in bonus_row_rects(self.board_rect, board):
            if not rect.collidepoint(pos):
                continue
            fruit = next((f for f, spot in spots.items() if spot.collidepoint(pos)), None)
            if fruit is not None:
                return self.fruit_tip(fruit, board)
            if any(self.bonus_options(f) for f in fruits):
                return "Click the row to use this bonus."
            return self.why_no_bonus(fruits, board)
        return None

    def aimed_options(self) -> list[A.UseBonus]:
        """The opened bonus's options when every one names one direction (a run, a leap,
        a scan, a peek): those go on the compass."""
        options = self.bonus_options(self.bonus_fruit)
        if options and all(len([p for p in a.option.split(":") if p in DIRECTION_NAMES]) == 1
                           for a in options):
            return options
        return []

    @staticmethod
    def aimed_direction(action: A.UseBonus) -> str:
        """The direction an aimed option names."""
        return next(p for p in action.option.split(":") if p in DIRECTION_NAMES)

    @staticmethod
    def aimed_parts(action: A.UseBonus) -> tuple[str, ...]:
        """An aimed option's choices other than its direction: who uses it, then the rest."""
        return (f"piece:{action.piece}",
                *(p for p in action.option.split(":") if p not in DIRECTION_NAMES))

    def aim(self) -> dict[str, A.UseBonus]:
        """The compass of an aimed bonus: each direction's option with the choices made."""
        chosen = self.bonus_parts()
        return {self.aimed_direction(a): a for a in self.aimed_options()
                if self.aimed_parts(a) == chosen}

    def aimed_piece(self) -> int:
        """The piece an aimed bonus is used for."""
        return int(self.bonus_parts()[0][6:]) if self.aimed_options() else self.piece

    def bonus_parts(self) -> tuple[str, ...]:
        """The choices made so far (the piece that acts, else the first offered)."""
        chosen = list(self.bonus_choice)
        for k, values in enumerate(self._part_values()):
            preferred = f"piece:{self.piece}" if k == 0 and f"piece:{self.piece}" in values \
                else values[0]
            if k >= len(chosen):
                chosen.append(preferred)
            elif chosen[k] not in values:
                chosen[k] = preferred
        self.bonus_choice = tuple(chosen[:len(self._part_values())])
        return self.bonus_choice

    def _part_values(self) -> list[list[str]]:
        """For each choice of the aimed options, the values offered, in order."""
        values: list[list[str]] = []
        for a in self.aimed_options():
            for k, part in enumerate(self.aimed_parts(a)):
                if k >= len(values):
                    values.append([])
                if part not in values[k]:
                    values[k].append(part)
        return values

    def _part_words(self, part: str) -> str:
        if part.startswith("piece:"):
            return self.narrator.piece(self.view.get("seat", 0), int(part[6:]))
        if part in ("safe", "unsafe"):
            return "Safely" if part == "safe" else "Not safely"
        if part.isdigit():
            return f"Run {part}"
        if "." in part:
            seat, piece = part.split(".")
            return f"Next to {self.narrator.piece(int(seat), int(piece))}"
        return f"Next to the {part.capitalize()}"

    def _part_tip(self, bonus: str, k: int, value: str) -> str:
        """What a choice means, said by one of its options ("Run 3 E safely: 2 energy")."""
        example = next((a for a in self.aimed_options() if self.aimed_parts(a)[k] == value), None)
        return bonus_option_words(bonus, example.option, self.narrator) if example else ""

    def _choose_part(self, k: int, value: str) -> Callable[[], None]:
        def choose() -> None:
            chosen = list(self.bonus_parts())
            chosen[k] = value
            self.bonus_choice = tuple(chosen)
        return choose

    def aimed_rows(self) -> list[Row]:
        """An aimed bonus: a row per choice (how far, safely, whose neighbour), then the
        compass; closing it keeps the fruit."""
        chosen = self.bonus_parts()
        bonus = self.bonus_id(self.bonus_fruit)
        rows: list[Row] = []
        groups = [(k, values) for k, values in enumerate(self._part_values()) if len(values) > 1]
        # How far first (a row of its own), then the small choices sharing rows.
        for k, values in sorted(groups, key=lambda g: not all(v.isdigit() for v in g[1])):
            cells = [(f"part:{k}:{v}", self._part_words(v), self._choose_part(k, v),
                      "on" if chosen[k] == v else "normal", self._part_tip(bonus, k, v))
                     for v in values]
            per = 6 if all(v.isdigit() for v in values) else 3
            if rows and len(rows[-1]) + len(cells) <= 4 and len(cells) <= 2:
                rows[-1] = [*rows[-1], *cells]  # a small choice shares the row before
            else:
                rows += [cells[i:i + per] for i in range(0, len(cells), per)]
        return [*rows, [("bonus:close", "Not now", self._answer(None), "normal",
                         "Keep the fruit and close the bonus")]]

    def bonus_rows_controls(self) -> list[Row]:
        """The opened bonus's options as buttons (two a row), or its aimed choices."""
        if self.aimed_options():
            return self.aimed_rows()
        bonus = self.bonus_id(self.bonus_fruit)
        options = self.bonus_options(self.bonus_fruit)
        labels = [bonus_option_words(bonus, a.option, self.narrator) if a.option else
                  sentence(BONUS_DONE.get(bonus, "use it")) for a in options]
        # The two-player game offers each option for either piece: then say which.
        twice = {w for w in labels if labels.count(w) > 1}
        cells = [(f"bonus:{a.piece}:{a.option}", words + (
            f", for {self.narrator.piece(self.view['seat'], a.piece)}" if words in twice
            else ""), self.use_now(a), "on", action_sentence(a, self.view, self.narrator))
            for a, words in zip(options, labels, strict=True)]
        rows = [cells[i:i + 2] for i in range(0, len(cells), 2)]
        return [*rows, [("bonus:close", "Not now", self._answer(None), "normal",
                         "Keep the fruit and close the bonus")]]

    def confirm_rows(self) -> list[Row]:
        """The question before a bonus that would change nothing."""
        assert self.confirm is not None
        action, _ = self.confirm
        return [[("confirm:yes", "Use it anyway", self._answer(action), "normal",
                  action_sentence(action, self.view, self.narrator)),
                 ("confirm:no", "Keep the fruit", self._answer(None), "primary",
                  "Keep the fruit for a moment it helps")]]

    def _answer(self, action: Action | None) -> Callable[[], None]:
        def answer() -> None:
            self.confirm = None
            self.bonus_fruit = ""
            if action is not None:
                self.play(action)
        return answer
