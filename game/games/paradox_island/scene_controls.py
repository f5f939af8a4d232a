"""The player's side of the Paradox Island table: legal actions turned into controls.

A mixin of ``ParadoxIslandScene``. It keeps the choice in progress (the
captive's piece, the one-over and safe toggles, the oracle's directions, the
fruit whose bonus is open; OP's chosen piece or push, the tile being laid)
and lays out drawn ``Button``s: a compass of six directions, toggles with
the energy cost, answers to the pending question, and a generic button per
remaining legal action labelled in words. Spaces and ocean parts the map
can take are ``map_targets``. Only legal actions are offered.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from game.core.content import load_content
from game.core.hexgrid import Hex
from game.core.values import Action
from game.games.paradox_island import actions as A
from game.games.paradox_island.catalog import characters, power_tokens
from game.games.paradox_island.island import DIRECTION_NAMES, HEX_INDEX, placed_cells, tile_specs
from game.games.paradox_island.scene_words import Narrator, action_words, character_name
from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import text

if TYPE_CHECKING:
    from game.ui.table import TableContext

#: Kinds with a proper control; any other legal action gets a generic button.
SHAPED = frozenset({
    "move", "use_bonus", "ask_oracle", "lay_tile", "piece_move", "push", "activate", "end_turn",
    "end_op_turn", "restore", "place_wave", "place_rock", "place_bush", "pick_space",
    "pick_part", "wave_move", "choose_character", "choose_start_fruit", "keep_token",
})
#: One row of buttons: name, label, command (None: shown disabled), style, tooltip.
Row = list[tuple[str, str, "Callable[[], Any] | None", str, str]]
COMPASS_ANGLES = {d: 60 * k for k, d in enumerate(DIRECTION_NAMES)}


@dataclass
class Button:
    """A drawn button: ``name`` is what tests and clicks use."""

    name: str
    rect: pygame.Rect
    label: str
    command: Callable[[], Any] | None = None
    style: str = "normal"  # normal | primary | on
    tooltip: str = ""

    @property
    def enabled(self) -> bool:
        return self.command is not None

    def draw(self, surface: pygame.Surface, p: Palette, hover: bool) -> None:
        fill, ink = mix(p.panel, p.panel_edge, 0.35), p.text
        if self.style == "primary":
            fill, ink = p.accent, p.panel
        elif self.style == "on":
            fill = mix(p.panel, p.accent, 0.55)
        if not self.enabled:
            fill, ink = mix(p.panel, p.background, 0.5), p.text_dim
        elif hover:
            fill = mix(fill, p.text, 0.18)
        pygame.draw.rect(surface, fill, self.rect, border_radius=7)
        pygame.draw.rect(surface, p.accent if hover and self.enabled else p.panel_edge,
                         self.rect, 1, border_radius=7)
        size = 14 if len(self.label) > 14 or self.rect.height < 28 else 16
        words = text(self.label, size, ink, bold=self.style == "primary")
        if words.get_width() > self.rect.width - 8:
            words = text(self.label, 12, ink)
        surface.blit(words, words.get_rect(center=self.rect.center))


class Controls:
    """Choice state, controls and map targets (mixed into ``ParadoxIslandScene``)."""

    ctx: TableContext
    view: dict[str, Any]
    legal: list[Action]
    narrator: Narrator
    controls_rect: pygame.Rect

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

    def tile_options(self, tile: str) -> list[A.LayTile]:
        return [a for a in self.of_kind("lay_tile") if a.tile == tile]

    def move_cost(self) -> int:
        """Energy a move costs with the toggles as they are (Schrodie jumps free)."""
        board = self.my_board()
        jump_free = bool(board and board["character"] == "schrodie")
        return int(self.safe) + int(self.over and not jump_free)

    def my_board(self) -> dict[str, Any] | None:
        seat = self.view.get("seat")
        return next((b for b in self.view.get("captives", []) if b["seat"] == seat), None)

    def map_targets(self) -> dict[Hex | int, Callable[[], Any]]:
        """What a click on a space (a ``Hex``) or an ocean part (an ``int``) does now."""
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
                return True
        return False

    def compass_center(self) -> tuple[int, int]:
        r = self.controls_rect
        return r.x + 70, r.bottom - 70

    def _layout(self) -> list[Button]:
        out: list[Button] = []
        movable = sorted({a.piece for a in self.legal if isinstance(a, A.Move | A.Restore)})
        if movable and self.piece not in movable:
            self.piece = movable[0]
        shaped = self._compass(out)
        rows = self._rows(shaped)
        r = self.controls_rect
        room = max(2, (r.height - (146 if shaped else 0)) // 36)
        if len(rows) > room:  # page through long lists; the last row turns the pages
            per = room - 1
            pages = (len(rows) + per - 1) // per
            self.page %= pages
            rows = [*rows[self.page * per:(self.page + 1) * per], [
                ("page:prev", "\u25c0", self._turn_page(-1), "normal", ""),
                ("page", f"{self.page + 1}/{pages}", None, "normal", ""),
                ("page:next", "\u25b6", self._turn_page(1), "normal", "")]]
        for n, row in enumerate(rows):
            width = (r.width - 6 * (len(row) - 1)) // len(row)
            for k, (name, label, command, style, tip) in enumerate(row):
                rect = pygame.Rect(r.x + k * (width + 6), r.y + 36 * n, width, 30)
                out.append(Button(name, rect, label, command, style, tip))
        return out

    def _turn_page(self, step: int) -> Callable[[], None]:
        def turn() -> None:
            self.page += step
        return turn

    def _compass(self, out: list[Button]) -> bool:
        """Six direction buttons around the compass; True if the compass is shown."""
        directions: dict[str, Callable[[], Any] | None] = {}
        style: dict[str, str] = {}
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
            directions = {d: self._player(wanted[d]) if d in wanted else None
                          for d in DIRECTION_NAMES}
        elif self.op_choice:
            for a in self.legal:
                if (isinstance(a, A.PieceMove) and self.op_choice == ("piece", a.piece, a.start)) \
                        or (isinstance(a, A.Push) and self.op_choice == ("push", a.by, a.seat,
                                                                         a.piece)):
                    directions[a.direction] = self._player(a)
            directions = {d: directions.get(d) for d in DIRECTION_NAMES}
        if not directions:
            return False
        cx, cy = self.compass_center()
        for d in DIRECTION_NAMES:
            angle = math.radians(COMPASS_ANGLES[d])
            bx, by = cx + math.cos(angle) * 50, cy - math.sin(angle) * 50
            out.append(Button(f"dir:{d}", pygame.Rect(round(bx) - 22, round(by) - 15, 44, 30), d,
                              directions[d], style.get(d, "normal")))
        return True

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
                      "normal", _character_tip(a.character)) for a in self.of_kind(
                          "choose_character")]
            rows += [chars[i:i + 2] for i in range(0, len(chars), 2)]
        if "choose_start_fruit" in kinds:
            fruits = [(f"start:{a.fruit}", a.fruit.capitalize(), self._player(a), "normal", "")
                      for a in self.of_kind("choose_start_fruit")]
            rows += [fruits[i:i + 3] for i in range(0, len(fruits), 3)]
        if "keep_token" in kinds:
            rows += [[(f"token:{a.token}", action_words(a, self.narrator), self._player(a),
                       "normal", _token_tip(a.token))] for a in self.of_kind("keep_token")]
        if "lay_tile" in kinds:
            rows += self._tile_rows()
        if "move" in kinds and compass:
            rows += self._move_rows()
        if "ask_oracle" in kinds:
            ask = A.AskOracle(tuple(d for d in DIRECTION_NAMES if d in self.oracle))
            rows.append([("ask", f"Ask ({len(self.oracle)} directions)",
                          self._player(ask) if ask in legal else None, "primary", "")])
        if "activate" in kinds:
            rows.append([("yes", "Activate", self._player(A.Activate(True)), "primary", ""),
                         ("no", "Don't", self._player(A.Activate(False)), "normal", "")])
        if "piece_move" in kinds or "push" in kinds:
            rows += self._op_piece_rows()
        if self.bonus_fruit:
            options = [(f"bonus:{a.option}", a.option.replace(":", " ") or "use",
                        self._player(a), "on", action_words(a, self.narrator))
                       for a in self.bonus_options(self.bonus_fruit)]
            rows += [options[i:i + 3] for i in range(0, len(options), 3)]
        extra = [(f"act:{n}", action_words(a, self.narrator), self._player(a), "normal", "")
                 for n, a in enumerate(legal) if a.kind not in SHAPED]
        rows += [extra[i:i + 2] for i in range(0, len(extra), 2)]
        ending = []
        if "restore" in kinds:
            mine = [a for a in self.of_kind("restore") if a.piece == self.piece]
            ending.append(("restore", "Restore energy",
                           self._player(mine[0]) if mine else None, "normal",
                           "An action: restore up to 2 energy"))
        for kind in ("end_turn", "end_op_turn"):
            if kind in kinds:
                ending.append(("end", "End turn", self._player(self.of_kind(kind)[0]),
                               "primary", ""))
        if ending:
            rows.append(ending)
        return rows

    def _move_rows(self) -> list[Row]:
        pieces = sorted({a.piece for a in self.of_kind("move")})
        rows: list[Row] = []
        if len(pieces) > 1 or (pieces and pieces[0] != 0):
            rows.append([(f"piece:{n}", self.narrator.piece(self.view["seat"], n),
                          self._set_piece(n), "on" if n == self.piece else "normal", "")
                         for n in pieces])
        can_over = any(a.over for a in self.moves())
        can_safe = any(a.safe for a in self.moves())
        rows.append([
            ("over", "One over +1", self._flip("over") if can_over else None,
             "on" if self.over else "normal", "Jump one space over (1 energy)"),
            ("safe", "Safe +1", self._flip("safe") if can_safe else None,
             "on" if self.safe else "normal", "Move safely: you decide on activation (1 energy)"),
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

    def _op_piece_rows(self) -> list[Row]:
        row: Row = []
        starts: dict[str, Hex] = {}
        for a in self.of_kind("piece_move"):
            starts.setdefault(a.piece, a.start)
        for piece, start in starts.items():
            choice = ("piece", piece, start)
            on = self.op_choice[:2] == choice[:2]
            row.append((f"move:{piece}", f"Move {piece.capitalize()}", self._chooser(
                self.op_choice if on else choice), "on" if on else "normal",
                "Then a direction on the compass"))
        for a in self.of_kind("push"):
            choice = ("push", a.by, a.seat, a.piece)
            name = f"push:{a.by}:{a.seat}:{a.piece}"
            if any(b[0] == name for b in row):
                continue
            row.append((name, f"{a.by.capitalize()} pushes {self.narrator.piece(a.seat, a.piece)}",
                        self._chooser(choice), "on" if self.op_choice == choice else "normal",
                        "Then a direction on the compass"))
        return [row[i:i + 2] for i in range(0, len(row), 2)]

    def _tile_rows(self) -> list[Row]:
        tiles = sorted({a.tile for a in self.of_kind("lay_tile")})
        if self.tile not in tiles:
            self.tile, self.tile_turn = tiles[0], 0
        cells = [(f"tile:{t}", t.replace("orchard-", "").replace("lake-", "lake "),
                  self._pick_tile(t), "on" if t == self.tile else "normal", t) for t in tiles]
        rows: list[Row] = [cells[i:i + 3] for i in range(0, len(cells), 3)]
        options = self.tile_options(self.tile)
        chosen = options[self.tile_turn % len(options)]
        rows.append([("turn", f"Turn ({self.tile_turn % len(options) + 1}/{len(options)})",
                      self._next_turn() if len(options) > 1 else None, "normal", ""),
                     ("lay", "Lay tile", self._player(chosen), "primary", "")])
        return rows

    def _pick_tile(self, tile: str) -> Callable[[], None]:
        def pick() -> None:
            self.tile, self.tile_turn = tile, 0
        return pick

    def _next_turn(self) -> Callable[[], None]:
        def turn() -> None:
            self.tile_turn += 1
        return turn

    def tile_ghost(self) -> list[Hex]:
        """The cells the tile being laid would cover."""
        options = self.tile_options(self.tile)
        if not options:
            return []
        chosen = options[self.tile_turn % len(options)]
        return [h for h in placed_cells(tile_specs()[chosen.tile], chosen.anchor, chosen.turn)
                if h in HEX_INDEX]


def _character_tip(cid: str) -> str:
    info = characters()[cid]
    bonuses = "; ".join(f"{'+'.join(b.fruits) or 'palm'}: {b.text}" for b in info.bonuses)
    return f"{info.name} ({info.health} health, {info.energy} energy). Mission: " \
           f"{info.mission_text} Bonuses: {bonuses}"


@lru_cache(maxsize=16)
def _token_tip(tid: str) -> str:
    root = load_content("levels/paradox_island/power_tokens.json")
    for t in root.items("tokens"):
        if t.str("id") == tid:
            return f"{power_tokens()[tid]}: {t.str('text')}"
    return tid
