"""The player's side of the Paradox Island table: legal actions turned into controls.

A mixin of ``ParadoxIslandScene``. It keeps the choice in progress (the
captive's piece, the one-over and safe toggles, the oracle's directions, the
fruit whose bonus is open; OP's chosen piece or push, the tile being laid,
see ``build``) and lays out drawn ``Button``s: a compass of six
directions, toggles that name their energy cost, answers to the pending
question, and a button per remaining legal action labelled in words. Spaces
and ocean parts the map can take are ``map_targets``. Only legal actions
are offered; a control shown but not allowed now says why when clicked.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.core.hexgrid import Hex
from game.core.values import Action
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.island import DIRECTION_NAMES
from game.games.paradox_island.screen.bonus_controls import BonusControls
from game.games.paradox_island.screen.build import BuildControls
from game.games.paradox_island.screen.buttons import COMPASS_REACH, HEADING_LINE, Button
from game.games.paradox_island.screen.move_controls import MoveControls
from game.games.paradox_island.screen.prompts import ANSWERS, activate_tip
from game.games.paradox_island.screen.words import (
    Narrator,
    action_words,
    character_name,
    character_tip,
    token_tip,
    wrapped,
)
from game.ui.palette import Palette

if TYPE_CHECKING:
    from game.ui.table import TableContext

#: Kinds with a proper control; any other legal action gets a generic button.
SHAPED = frozenset({
    "move", "use_bonus", "ask_oracle", "lay_tile", "piece_move", "push", "activate", "end_turn",
    "end_op_turn", "restore", "place_wave", "place_rock", "place_bush", "pick_space",
    "pick_part", "wave_move", "choose_character", "choose_start_fruit", "keep_token",
})
#: One row of buttons: name, label, command (None: not allowed now), style, tooltip, and
#: optionally an icon and what a click says while it is not allowed.
Row = list[tuple[Any, ...]]
COMPASS_ANGLES = {d: 60 * k for k, d in enumerate(DIRECTION_NAMES)}


class Controls(BuildControls, BonusControls, MoveControls):
    """Choice state, controls and map targets (mixed into ``ParadoxIslandScene``)."""

    ctx: TableContext
    view: dict[str, Any]
    legal: list[Action]
    narrator: Narrator
    controls_rect: pygame.Rect
    palette: Palette
    mouse: tuple[int, int]

    def reset_choices(self, keep_piece: bool = False) -> None:
        """Forget the choice in progress (a new view); ``keep_piece`` keeps the piece the
        player chose (the same seat's next view: the selection stays where it was put)."""
        if not keep_piece:
            self.piece = 0
        self.over = self.safe = False
        self.confirm: tuple[Action, str] | None = None
        self.bonus_choice: tuple[str, ...] = ()
        self.oracle: set[str] = set()
        self.bonus_fruit = ""
        self.op_choice: tuple[Any, ...] = ()  # ("piece", name, start) | ("push", by, seat, piece)
        self.tile = ""
        self.tile_turn = 0
        self.page = 0
        self._buttons: list[Button] | None = None
        self._targets: dict[Hex | int, Callable[[], Any]] | None = None

    def changed(self) -> None:
        self._buttons = None

    def play(self, action: Action) -> None:
        if self.ctx.submit(action):
            self.ctx.sound.play("click")

    # What the rules allow now.

    def of_kind(self, kind: str) -> list[Any]:
        return [a for a in self.legal if a.kind == kind]

    def moves(self) -> list[A.Move]:
        return [a for a in self.of_kind("move") if a.piece == self.piece]

    def bonus_options(self, fruit: str) -> list[A.UseBonus]:
        return [a for a in self.of_kind("use_bonus") if a.fruit == fruit]

    def my_board(self) -> dict[str, Any] | None:
        seat = self.view.get("seat")
        return next((b for b in self.view.get("captives", []) if b["seat"] == seat), None)

    def map_targets(self) -> dict[Hex | int, Callable[[], Any]]:
        """What a click on a space (a ``Hex``) or an ocean part (an ``int``) does now."""
        if self._targets is None:
            self._targets = self._find_targets()
        return self._targets

    def _find_targets(self) -> dict[Hex | int, Callable[[], Any]]:
        out: dict[Hex | int, Callable[[], Any]] = {}
        for a in self.legal:
            if isinstance(a, A.PlaceWave | A.PickPart):
                out[a.part] = self._player(a)
            elif isinstance(a, A.WaveMove):
                out[a.lake if a.lake is not None else a.part] = self._player(a)
            elif isinstance(a, A.PlaceRock | A.PlaceBush | A.PickSpace):
                out[a.space] = self._player(a)
            elif isinstance(a, A.PieceMove) and a.start not in out:
                out[a.start] = self._chooser(("piece", a.piece, a.start))
        return out

    def _player(self, action: Action) -> Callable[[], None]:
        return lambda: self.play(action)

    def _chooser(self, choice: tuple[Any, ...]) -> Callable[[], None]:
        def choose() -> None:
            self.op_choice = () if self.op_choice == choice else choice
            self.changed()
        return choose

    # Buttons.

    def buttons(self) -> list[Button]:
        if self.ctx.read_only or not self.legal:
            return []
        if self._buttons is None:
            self._buttons = self._layout()
        return self._buttons

    def button_named(self, name: str) -> Button | None:
        return next((b for b in self.buttons() if b.name == name), None)

    def click_buttons(self, pos: tuple[int, int]) -> bool:
        for b in self.buttons():
            if b.rect.collidepoint(pos):
                if b.command is not None:
                    b.command()
                    self.changed()
                elif b.why is not None:
                    b.why()
                return True
        return False

    def compass_center(self) -> tuple[int, int]:
        r = self.controls_rect
        return r.x + 76, r.bottom - 74

    def _layout(self) -> list[Button]:
        out: list[Button] = []
        movable = self.acting_pieces()
        if movable and self.piece not in movable:
            self.piece = movable[0]
        shaped = self._compass(out)
        rows = self._rows(shaped)
        r = self.controls_rect
        if shaped and self.view.get("role") == "captive" and rows \
                and any(c[0] in ("end", "restore", "bonus:close") for c in rows[-1]):
            # Beside the compass, so ending the turn never hides on another page.
            cx, _ = self.compass_center()
            x = cx + COMPASS_REACH + 44
            for k, (name, label, command, style, tip, *more) in enumerate(reversed(rows.pop())):
                rect = pygame.Rect(x, r.bottom - 30 - 36 * k, r.right - x, 30)
                out.append(Button(name, rect, label, command, style, tip, None,
                                  (*more, None, None)[1]))
        heading = self.controls_heading()
        top = r.y + HEADING_LINE * len(heading) + (6 if heading else 0)
        room = max(2, (r.bottom - top - (140 if shaped else 0)) // 36)
        if len(rows) > room:  # page through long lists; the last row turns the pages
            per = room - 1
            pages = (len(rows) + per - 1) // per
            self.page %= pages
            rows = [*rows[self.page * per:(self.page + 1) * per], [
                ("page:prev", "<", self._turn_page(-1), "normal", ""),
                ("page", f"{self.page + 1}/{pages}", None, "normal", ""),
                ("page:next", ">", self._turn_page(1), "normal", "")]]
        y = top
        for row in rows:
            height = 40 if any(len(c) > 5 and c[5] is not None for c in row) else 30
            width = (r.width - 6 * (len(row) - 1)) // len(row)
            for k, (name, label, command, style, tip, *more) in enumerate(row):
                rect = pygame.Rect(r.x + k * (width + 6), y, width, height)
                icon, why = (*more, None, None)[:2]
                out.append(Button(name, rect, label, command, style, tip, icon, why))
            y += height + 6
        return out

    def controls_heading(self) -> tuple[str, ...]:
        """Words over the buttons: an opened bonus, or the question before a bonus that
        would change nothing."""
        if self.confirm is not None:
            words = f"{self.confirm[1]} Use it anyway?"
        elif self.bonus_fruit:
            who = self.narrator.piece(self.view.get("seat", 0), self.aimed_piece())
            words = f"{self.bonus_fruit.capitalize()} bonus for {who}: then a direction." \
                if self.aimed_options() else \
                f"{self.bonus_fruit.capitalize()} bonus: pick how to use it."
        else:
            return ()
        return wrapped(words, self.controls_rect.width, "small", bold=True)[:3]

    def _turn_page(self, step: int) -> Callable[[], None]:
        def turn() -> None:
            self.page += step
        return turn

    def _compass(self, out: list[Button]) -> bool:
        """Six direction buttons around the compass; True if the compass is shown."""
        directions: dict[str, Callable[[], Any] | None] = {}
        style: dict[str, str] = {}
        why: dict[str, Callable[[], Any]] = {}
        pending = (self.view.get("pending") or {}).get("kind")
        if self.confirm:
            return False
        if self.bonus_fruit:
            aim = self.aim()
            if not self.aimed_options():
                return False
            for d in DIRECTION_NAMES:
                directions[d] = self.use_now(aim[d]) if d in aim else None
                why[d] = self._toast(f"The {self.bonus_fruit} bonus cannot aim {d} now.")
        elif self.of_kind("ask_oracle"):
            for d in DIRECTION_NAMES:
                directions[d] = self._toggle_oracle(d)
                style[d] = "on" if d in self.oracle else "normal"
        elif self.of_kind("move") and not pending:
            wanted = {a.direction: a for a in self.moves() if a.over == self.over
                      and a.safe == self.safe}
            for d in DIRECTION_NAMES:
                directions[d] = self._player(wanted[d]) if d in wanted else None
                why[d] = self._explain_move(d)
        elif self.op_choice:
            for a in self.legal:
                if (isinstance(a, A.PieceMove) and self.op_choice == ("piece", a.piece, a.start)) \
                        or (isinstance(a, A.Push) and self.op_choice == ("push", a.by, a.seat,
                                                                         a.piece)):
                    directions[a.direction] = self._player(a)
            directions = {d: directions.get(d) for d in DIRECTION_NAMES}
            mover = str(self.op_choice[1]).capitalize()
            for d in DIRECTION_NAMES:
                why[d] = self._toast(f"The {mover} cannot go {d} now (pp. 15-17).")
        if not directions:
            return False
        cx, cy = self.compass_center()
        for d in DIRECTION_NAMES:
            angle = math.radians(COMPASS_ANGLES[d])
            bx, by = cx + math.cos(angle) * COMPASS_REACH, cy - math.sin(angle) * COMPASS_REACH
            out.append(Button(f"dir:{d}", pygame.Rect(round(bx) - 23, round(by) - 15, 46, 30), d,
                              directions[d], style.get(d, "normal"), why=why.get(d)))
        return True

    def _toast(self, words: str) -> Callable[[], None]:
        def say() -> None:
            self.ctx.toast(words, bad=True)
            self.ctx.sound.play("error")
        return say

    def _toggle_oracle(self, d: str) -> Callable[[], None]:
        def toggle() -> None:
            self.oracle ^= {d}
        return toggle

    def _rows(self, compass: bool) -> list[Row]:
        if self.confirm is not None:
            return self.confirm_rows()
        rows: list[Row] = []
        legal = self.legal
        kinds = {a.kind for a in legal}
        if "choose_character" in kinds:
            chars = [(f"char:{a.character}", character_name(a.character), self._player(a),
                      "normal", character_tip(a.character)) for a in self.of_kind(
                          "choose_character")]
            rows += [chars[i:i + 2] for i in range(0, len(chars), 2)]
        if "choose_start_fruit" in kinds:
            fruits = [(f"start:{a.fruit}", a.fruit.capitalize(), self._player(a), "normal", "")
                      for a in self.of_kind("choose_start_fruit")]
            rows += [fruits[i:i + 3] for i in range(0, len(fruits), 3)]
        if "keep_token" in kinds:
            rows += [[(f"token:{a.token}", action_words(a, self.narrator), self._player(a),
                       "normal", token_tip(a.token))] for a in self.of_kind("keep_token")]
        if "lay_tile" in kinds:
            rows += self.tile_rows()
        if "move" in kinds and compass and not self.bonus_fruit:
            rows += self._move_rows()
        if "ask_oracle" in kinds:
            ask = A.AskOracle(tuple(d for d in DIRECTION_NAMES if d in self.oracle))
            why = "The oracle answers about 2 directions at most (p. 11)." if self.oracle \
                else "Pick one or two directions on the compass first (p. 11)."
            rows.append([("ask", f"Ask the oracle ({len(self.oracle)} of 2 directions)",
                          self._player(ask) if ask in legal and self.oracle else None,
                          "primary", "The oracle names up to two spaces next to you (p. 11)",
                          None, self._toast(why))])
            skip = A.AskOracle(())
            if skip in legal:
                rows.append([("oracle:skip", "Ask nothing", self._player(skip), "normal",
                              "Leave the oracle without an answer")])
        if "activate" in kinds:
            pending = (self.view.get("pending") or {}).get("kind", "")
            yes, no = ANSWERS.get(pending, ("Activate", "Leave it"))
            rows.append([("yes", yes, self._player(A.Activate(True)), "primary",
                          activate_tip(True, self.view, self.narrator)),
                         ("no", no, self._player(A.Activate(False)), "normal",
                          activate_tip(False, self.view, self.narrator))])
        if "piece_move" in kinds or "push" in kinds:
            rows += self.op_piece_rows()
        if self.bonus_fruit:
            rows += self.bonus_rows_controls()
        extra = [(f"act:{n}", action_words(a, self.narrator), self._player(a), "normal", "")
                 for n, a in enumerate(legal) if a.kind not in SHAPED]
        rows += [extra[i:i + 2] for i in range(0, len(extra), 2)]
        ending: Row = []
        if "restore" in kinds:
            mine = [a for a in self.of_kind("restore") if a.piece == self.piece]
            points = "points" if (self.my_board() or {}).get("character") == "granddead" \
                else "energy"
            ending.append(("restore", f"Restore +2 {points}",
                           self._player(mine[0]) if mine else None, "normal",
                           f"One action: restore up to 2 {points} (p. 9)", None,
                           self._toast(f"Nothing to restore: your {points} are full (p. 9).")))
        for kind in ("end_turn", "end_op_turn"):
            if kind in kinds:
                ending.append(("end", "End turn", self._player(self.of_kind(kind)[0]),
                               "primary", "Unused actions are lost"))
        if ending and not (self.bonus_fruit and compass):  # close the bonus first
            rows.append(ending)
        return rows
