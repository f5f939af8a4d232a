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
from game.games.paradox_island.screen.build import BuildControls
from game.games.paradox_island.screen.buttons import COMPASS_REACH, Button
from game.games.paradox_island.screen.panels import bonus_rows
from game.games.paradox_island.screen.words import (
    Narrator,
    action_words,
    bonus_option_words,
    character_name,
    character_tip,
    token_tip,
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


class Controls(BuildControls):
    """Choice state, controls and map targets (mixed into ``ParadoxIslandScene``)."""

    ctx: TableContext
    view: dict[str, Any]
    legal: list[Action]
    narrator: Narrator
    controls_rect: pygame.Rect
    palette: Palette
    mouse: tuple[int, int]

    def reset_choices(self) -> None:
        """Forget the choice in progress (a new view)."""
        self.piece = 0
        self.over = self.safe = False
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

    def move_cost(self) -> int:
        """Energy a move costs with the toggles as they are (Schrodie jumps free)."""
        return int(self.safe) + int(self.over and not self._jumps_free())

    def _jumps_free(self) -> bool:
        board = self.my_board()
        return bool(board and board["character"] == "schrodie")

    def my_board(self) -> dict[str, Any] | None:
        seat = self.view.get("seat")
        return next((b for b in self.view.get("captives", []) if b["seat"] == seat), None)

    def spare_energy(self) -> int:
        """Energy the chosen piece may spend (Granddead's last point is health only)."""
        board = self.my_board()
        if board is None or self.piece >= len(board["pieces"]):
            return 0
        piece = board["pieces"][self.piece]
        return max(0, piece["health"] - 1) if board["character"] == "granddead" \
            else piece["energy"]

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
        movable = sorted({a.piece for a in self.legal if isinstance(a, A.Move | A.Restore)})
        if movable and self.piece not in movable:
            self.piece = movable[0]
        shaped = self._compass(out)
        rows = self._rows(shaped)
        r = self.controls_rect
        if shaped and self.view.get("role") == "captive" and rows \
                and any(c[0] in ("end", "restore") for c in rows[-1]):
            # Beside the compass, so ending the turn never hides on another page.
            cx, _ = self.compass_center()
            x = cx + COMPASS_REACH + 44
            for k, (name, label, command, style, tip, *more) in enumerate(reversed(rows.pop())):
                rect = pygame.Rect(x, r.bottom - 30 - 36 * k, r.right - x, 30)
                out.append(Button(name, rect, label, command, style, tip, None,
                                  (*more, None, None)[1]))
        room = max(2, (r.height - (140 if shaped else 0)) // 36)
        if len(rows) > room:  # page through long lists; the last row turns the pages
            per = room - 1
            pages = (len(rows) + per - 1) // per
            self.page %= pages
            rows = [*rows[self.page * per:(self.page + 1) * per], [
                ("page:prev", "<", self._turn_page(-1), "normal", ""),
                ("page", f"{self.page + 1}/{pages}", None, "normal", ""),
                ("page:next", ">", self._turn_page(1), "normal", "")]]
        y = r.y
        for row in rows:
            height = 40 if any(len(c) > 5 and c[5] is not None for c in row) else 30
            width = (r.width - 6 * (len(row) - 1)) // len(row)
            for k, (name, label, command, style, tip, *more) in enumerate(row):
                rect = pygame.Rect(r.x + k * (width + 6), y, width, height)
                icon, why = (*more, None, None)[:2]
                out.append(Button(name, rect, label, command, style, tip, icon, why))
            y += height + 6
        return out

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
        if self.bonus_fruit:
            return False
        if self.of_kind("ask_oracle"):
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

    def _explain_move(self, d: str) -> Callable[[], None]:
        """Why a move this way is not offered: energy, actions, or the other piece's turn."""
        def explain() -> None:
            cost, spare = self.move_cost(), self.spare_energy()
            left = self.view.get("actions_left")
            mine = left[self.piece] if isinstance(left, list) and self.piece < len(left) else 1
            if mine <= 0:
                words = "No actions left for this piece: end the turn (p. 9)."
            elif cost > spare:
                words = f"Moving {d} like this costs {cost} energy; you can spend {spare} (p. 9)."
            elif not self.moves():
                words = "Finish the other piece's actions first (p. 19)."
            else:
                words = f"You cannot move {d} now (p. 9)."
            self._toast(words)()
        return explain

    def _toggle_oracle(self, d: str) -> Callable[[], None]:
        def toggle() -> None:
            self.oracle ^= {d}
        return toggle

    def _rows(self, compass: bool) -> list[Row]:
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
        if "move" in kinds and compass:
            rows += self._move_rows()
        if "ask_oracle" in kinds:
            ask = A.AskOracle(tuple(d for d in DIRECTION_NAMES if d in self.oracle))
            rows.append([("ask", f"Ask the oracle ({len(self.oracle)} of 2 directions)",
                          self._player(ask) if ask in legal else None, "primary",
                          "The oracle names up to two spaces next to you (p. 11)", None,
                          self._toast("The oracle answers about 2 directions at most (p. 11).")
                          )])
        if "activate" in kinds:
            rows.append([("yes", "Activate", self._player(A.Activate(True)), "primary", ""),
                         ("no", "Don't", self._player(A.Activate(False)), "normal", "")])
        if "piece_move" in kinds or "push" in kinds:
            rows += self.op_piece_rows()
        if self.bonus_fruit:
            bonus = self._bonus_id(self.bonus_fruit)
            options = self.bonus_options(self.bonus_fruit)
            labels = [bonus_option_words(bonus, a.option, self.narrator) for a in options]
            # The two-player game offers each option for either piece: then say which.
            twice = {w for w in labels if labels.count(w) > 1}
            options = [(f"bonus:{a.piece}:{a.option}", words + (
                f", by {self.narrator.piece(self.view['seat'], a.piece)}" if words in twice
                else ""), self._player(a), "on", action_words(a, self.narrator))
                for a, words in zip(options, labels, strict=True)]
            rows += [options[i:i + 2] for i in range(0, len(options), 2)]
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
        if ending:
            rows.append(ending)
        return rows

    def _bonus_id(self, fruit: str) -> str:
        """The bonus a fruit of the viewer's board feeds."""
        board = self.my_board()
        for bonus, fruits in bonus_rows(board) if board else ():
            if any(f == fruit for f, _ in fruits):
                return bonus.id
        return ""

    def _move_rows(self) -> list[Row]:
        pieces = sorted({a.piece for a in self.of_kind("move")})
        rows: list[Row] = []
        if len(pieces) > 1 or (pieces and pieces[0] != 0):
            rows.append([(f"piece:{n}", self.narrator.piece(self.view["seat"], n),
                          self._set_piece(n), "on" if n == self.piece else "normal",
                          "The piece that acts") for n in pieces])
        can_over = any(a.over for a in self.moves())
        can_safe = any(a.safe for a in self.moves())
        free = self._jumps_free()
        over = "Two over: free" if free else "One over: +1 energy"
        short = self._toast(f"That costs 1 energy more; you can spend {self.spare_energy()} "
                            "(p. 9).")
        rows.append([
            ("over", over, self._flip("over") if can_over else None,
             "on" if self.over else "normal",
             "Jump two spaces over (no energy)" if free else "Jump one space over (1 energy)",
             None, short),
            ("safe", "Safe: +1 energy", self._flip("safe") if can_safe else None,
             "on" if self.safe else "normal",
             "Move safely: you decide on activation; OP pieces are scared off (1 energy)",
             None, short),
        ])
        return rows

    def _set_piece(self, n: int) -> Callable[[], None]:
        def choose() -> None:
            self.piece = n
            self.over = self.safe = False
        return choose

    def _flip(self, name: str) -> Callable[[], None]:
        def flip() -> None:
            setattr(self, name, not getattr(self, name))
        return flip
