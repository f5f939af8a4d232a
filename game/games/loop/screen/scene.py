"""The Loop table: the tower sheet, the status panel, the dice tray and the controls.

Layout inside ``ctx.board_rect`` (880x672): the paper sheet with the tower on
the left, the status panel (turn, owed decision, the "place a 3" warning,
the Placement Tracker, pool) on the right, the pymunk dice tray along the
bottom left and the action buttons bottom right.

Playing: click one or two dice (two offer their sum and difference, only
totals with a legal hex), then a lit hex; with no dice selected, hovering a
die lights where it could go alone and clicking a lit hex offers every way to
place there. "End placement" ends the phase. A cross-off lights every hex
that may be crossed in the bad colour; a bridge shows clickable path stubs;
the hold phase toggles placed dice and "Roll next turn" submits them.
Illegal clicks go to the rules, whose reason shows as a toast.

Tests drive it with ``hex_center``, ``die_center``, ``path_center`` and
``button_rect`` (canvas coordinates). The choice in progress is kept in
``controls``, clicks are read in ``clicks``, the layers over the sheet drawn in
``overlays``.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.hexgrid import Hex
from game.core.state import Outcome
from game.core.values import Action, Event
from game.games.loop.rules import actions as A
from game.games.loop.screen.board import CROSS_SECONDS, INK_SECONDS, Stroke, Tower
from game.games.loop.screen.clicks import Clicks
from game.games.loop.screen.overlays import Overlays
from game.games.loop.screen.panel import StatusPanel, tracker_rects
from game.games.loop.screen.words import (
    TRACKER_MEANING,
    Narrator,
    action_words,
    hex_tooltip,
)
from game.ui.dice_tray import DiceTray, DieMark
from game.ui.table import GameScene, TableContext


class LoopScene(Overlays, Clicks, GameScene):
    """Draws a Loop game for the player and turns clicks into Loop actions."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        br = ctx.board_rect
        self.sheet_rect = pygame.Rect(br.x, br.y, 536, br.height - 156)
        self.panel = StatusPanel(pygame.Rect(br.x + 548, br.y, br.width - 548,
                                             br.height - 156))
        self.tray_rect = pygame.Rect(br.x, br.bottom - 144, 560, 144)
        self.controls_rect = pygame.Rect(br.x + 572, br.bottom - 144, br.width - 572, 144)
        self.palette = ctx.palette
        self.tray = DiceTray(self.tray_rect, ctx.palette)
        self.tower: Tower | None = None
        self.narrator = Narrator()
        self.strokes: list[Stroke] = []
        self.version = 0
        self.clock = 0.0
        self.mouse: tuple[int, int] = (-1, -1)
        self._thrown = False  # a dice_rolled event already threw the tray for this view
        self._ink_key: tuple[Any, ...] = ()
        self._lit: pygame.Surface | None = None
        self._lit_key: tuple[Any, ...] = ()
        self.reset_choices()

    # The table's calls.

    def show(self, view: dict[str, Any], legal: list[Action]) -> None:
        super().show(view, legal)
        self.version += 1
        if self.tower is None:
            self.tower = Tower(self.sheet_rect, view)
        else:
            self.tower.cells = {Hex(*c["hex"]): c for c in view["hexes"]}
        values = [d["value"] for d in view["dice"]]
        held = [d["held"] for d in view["dice"]]
        if not self._thrown and (values != self.tray.values or held != self.tray.held):
            if self.version == 1 and not self.ctx.read_only and not view["placements"] \
                    and view["phase"] == "placement":
                self._throw(values, held, view["turn"])
            else:
                self.tray.set_values(values, held, seed=view["turn"])
        self._thrown = False
        self.reset_choices()

    def on_events(self, events: list[Event]) -> None:
        start = max((s.delay + s.seconds for s in self.strokes), default=0.0)
        start = max(0.0, start - max((s.time for s in self.strokes), default=0.0))
        sounds = []
        for e in events:
            if isinstance(e, A.DiceRolled):
                turn = self.view.get("turn", 0) + 1
                self._throw(list(e.values), list(e.held), turn)
                self._thrown = True
            elif isinstance(e, A.PathsFilled):
                for d in e.directions:
                    self.strokes.append(Stroke("path", e.hex, d, start, INK_SECONDS))
                    start += INK_SECONDS * 0.6
                sounds.append("bridge" if e.cause == "bridge" else "pen")
            elif isinstance(e, A.HexCrossed):
                self.strokes.append(Stroke("cross", e.hex, "", start, CROSS_SECONDS))
                start += CROSS_SECONDS * 0.8
                sounds.append("cross")
            elif isinstance(e, A.PortalReached):
                sounds.append("portal")
            elif isinstance(e, A.GameOver):
                sounds.append("win" if e.won else "lose")
        for name in dict.fromkeys(sounds):
            self.ctx.sound.play(name)

    def _throw(self, values: list[int], held: list[bool], turn: int) -> None:
        seed = turn * 7919 + sum(v * 7**i for i, v in enumerate(values))
        self.tray.roll(values, held, seed)
        self.ctx.sound.play("dice_roll")

    def busy(self) -> bool:
        return self.tray.is_rolling or bool(self.strokes)

    def update(self, dt: float) -> None:
        if self.ctx.palette is not self.palette:
            self.palette = self.ctx.palette
            self.tray.set_palette(self.palette)
        self.clock += dt
        self.tray.update(dt)
        if self.tray.pop_impacts():
            self.ctx.sound.play("die_land")
        for s in self.strokes:
            s.time += dt
        self.strokes = [s for s in self.strokes if not s.done]
        self.tray.set_marks(self.dice_marks())
        if self.tower is not None and self.view:
            skip = {(s.kind, s.hex, s.direction) for s in self.strokes}
            key = (self.palette, self.version, frozenset(skip))
            if key != self._ink_key:
                self.tower.build_ink(self.palette, self.view, self.header(), skip)
                self._ink_key = key

    def header(self) -> tuple[str, str]:
        """Sheet title and subtitle."""
        level = self.view.get("level", 1)
        return "LOOP", f"Level {level}" + (" \u00b7 death mode" if self.view.get("death") else "")

    def describe(self, event: Event) -> str:
        return self.narrator.describe(event, self.view)

    def show_hint(self, action: Action, reason: str = "") -> None:
        self.reset_choices()
        if isinstance(action, A.Place):
            self.selected = list(action.dice)
            self.op = action.op if len(action.dice) == 2 else ""
        elif isinstance(action, A.Hold):
            self.holds = set(action.dice)
        self.hint = (action, reason)

    def summary_lines(self, outcome: Outcome) -> list[str]:
        v = self.view
        crossed = sum(1 for c in v["hexes"] if c["crossed"])
        return [
            f"Turns played: {v['turn']}",
            f"Portals reached: {len(v['portals_reached'])} of 2",
            f"Hexes crossed out: {crossed} of {len(v['hexes'])}",
            f"Dice pool: {v['pool']}",
        ]

    # Test and tool helpers (canvas coordinates).

    def hex_center(self, h: Hex) -> tuple[int, int]:
        """Where a hex is drawn."""
        assert self.tower is not None
        x, y = self.tower.center(h)
        return round(x), round(y)

    def die_center(self, index: int) -> tuple[int, int]:
        """Where a die rests now (raised if selected)."""
        x, y, _angle, _face = self.tray.poses()[index]
        if self.tray.marks[index] is DieMark.SELECTED:
            y -= self.tray.size * 0.14
        return round(x), round(y)

    def path_center(self, h: Hex, direction: str) -> tuple[int, int]:
        """Where to click a path stub (bridges)."""
        assert self.tower is not None
        x, y = self.tower.path_mid(h, direction)
        return round(x), round(y)

    def button_rect(self, name: str) -> pygame.Rect | None:
        """The rect of a control button by name (sum, diff, end, hold), if shown."""
        for b in self.buttons():
            if b.name == name:
                return b.rect
        return None

    def settle(self) -> None:
        """Finish every animation now (tests and screenshots)."""
        self.tray.settle_now()
        self.strokes = []

    # Tooltips.

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self.view or self.tower is None:
            return None
        for b in self.buttons():
            if b.rect.collidepoint(pos):
                return b.tooltip or None
        if self.tray_rect.collidepoint(pos):
            i = self.tray.die_at(pos)
            return None if i is None else self.die_tooltip(i)
        squares = self.view["tracker"]["squares"]
        for k, rect in enumerate(tracker_rects(self.panel.rect, len(squares))):
            if rect.collidepoint(pos):
                return f"Square {k + 1}: {TRACKER_MEANING.get(squares[k], squares[k])}"
        h = self.tower.hex_at(pos)
        return None if h is None else hex_tooltip(self.tower.cells[h])

    def die_tooltip(self, i: int) -> str:
        d = self.view["dice"][i]
        notes = [f"Die showing {d['value']}"]
        if d["held"]:
            notes.append("held from last turn")
        if d["used"]:
            notes.append("placed this turn")
        if d["three"]:
            notes.append("a 3: one die showing 3 must be placed this turn")
        return ", ".join(notes) + "."

    # Drawing.

    def draw(self, surface: pygame.Surface) -> None:
        if not self.view or self.tower is None or self.tower.ink is None:
            return
        p = self.palette
        surface.blit(self.tower.ink, self.sheet_rect)
        self._draw_strokes(surface)
        self._draw_lit(surface)
        self._draw_hover(surface)
        surface.blit(self.panel.render(p, self.view, self.version), self.panel.rect)
        self.panel.draw_info(surface, p, self.info_lines())
        self.tray.draw(surface)
        self._draw_hold_tags(surface)
        self._draw_hint_dice(surface)
        self.draw_controls(surface)
        self._draw_popup(surface)

    def info_lines(self) -> list[tuple[str, str]]:
        """The live info box: hint, selection, or what the mouse is over."""
        if self.hint:
            action, reason = self.hint
            lines = [("Hint: " + action_words(action, self.view), "accent")]
            return [*lines, (reason, "dim")] if reason else lines
        if self.ctx.read_only or not self.legal:
            outcome = self.view.get("outcome")
            if outcome:
                return [(outcome["reason"], "accent")]
            return [("Watching.", "dim")] if self.ctx.read_only else []
        return self.guidance()
