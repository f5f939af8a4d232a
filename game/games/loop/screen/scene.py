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
``controls``, clicks are read in ``clicks``.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.hexgrid import FLAT, Hex, Layout
from game.core.state import Outcome
from game.core.values import Action, Event
from game.games.loop.rules import actions as A
from game.games.loop.rules.logic import placement_value
from game.games.loop.screen.board import (
    CROSS_SECONDS,
    INK_SECONDS,
    Stroke,
    Tower,
    blit_hex,
    draw_cross,
    pen_line,
    placed_label,
    ring_sprite,
    symbol_image,
)
from game.games.loop.screen.clicks import Clicks
from game.games.loop.screen.panel import StatusPanel, tracker_rects
from game.games.loop.screen.words import (
    TRACKER_MEANING,
    Narrator,
    action_words,
    hex_tooltip,
)
from game.ui.dice_tray import DiceTray, DieMark
from game.ui.hexdraw import sprite_offset
from game.ui.table import GameScene, TableContext
from game.ui.theme import mix
from game.ui.widgets import panel, text


class LoopScene(Clicks, GameScene):
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

    def _layout(self) -> Layout:
        assert self.tower is not None
        return self.tower.layout

    def _draw_strokes(self, surface: pygame.Surface) -> None:
        assert self.tower is not None
        for s in self.strokes:
            if s.progress <= 0:
                continue
            if s.kind == "path":
                a, b = self.tower.segment(s.hex, s.direction)
                t = s.progress
                end = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
                pen_line(surface, self.palette.ink, a, end, max(3, self.tower.size // 10))
            else:
                draw_cross(surface, self._layout(), s.hex, self.palette, s.progress)

    def _draw_lit(self, surface: pygame.Surface) -> None:
        """Legal targets, cached as one layer per choice state."""
        key = (self.palette, self.version, self.lit_key())
        if key != self._lit_key:
            self._lit = self._render_lit()
            self._lit_key = key
        if self._lit is not None:
            surface.blit(self._lit, self.sheet_rect)

    def _render_lit(self) -> pygame.Surface | None:
        assert self.tower is not None
        hexes, tone = self.lit_hexes()
        stubs = self.bridge_options()
        if not hexes and not stubs:
            return None
        p = self.palette
        layer = pygame.Surface(self.sheet_rect.size, pygame.SRCALPHA)
        ox, oy = self.sheet_rect.topleft
        lay = Layout(FLAT, self._layout().size, (self._layout().origin[0] - ox,
                                                 self._layout().origin[1] - oy))
        size = self.tower.size
        image = {"good": ring_sprite(size, p.good, 0.88, 4.0, 90),
                 "faint": ring_sprite(size, p.good, 0.88, 2.0, 40),
                 "bad": ring_sprite(size, p.bad, 0.82, 0.0, 40)}[tone]
        for h in hexes:
            blit_hex(layer, image, lay.to_pixel(h))
        for h, d in stubs:
            a, b = self.tower.segment(h, d, 0.22, 0.78)
            a, b = (a[0] - ox, a[1] - oy), (b[0] - ox, b[1] - oy)
            pen_line(layer, p.accent, a, b, 5, dash=True)
            mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
            pygame.draw.circle(layer, p.accent, mid, 7, 2)
        return layer

    def _draw_hover(self, surface: pygame.Surface) -> None:
        """What would happen on a click: a preview on the hovered target."""
        assert self.tower is not None
        p = self.palette
        stub = self.hovered_stub()
        if stub is not None:
            a, b = self.tower.segment(*stub)
            pen_line(surface, p.ink, a, b, max(3, self.tower.size // 10))
            return
        h = self.tower.hex_at(self.mouse) if self.legal else None
        hinted = self.hint[0] if self.hint else None
        hint_hex = getattr(hinted, "hex", None)
        if hint_hex is not None:
            pulse = 0.5 + 0.5 * abs((self.clock * 1.6) % 2 - 1)
            ring = ring_sprite(self.tower.size, p.accent, 0.96, 4.0).copy()
            ring.set_alpha(round(120 + 135 * pulse))
            blit_hex(surface, ring, self.tower.center(hint_hex))
        if h is None:
            return
        phase = self.view["phase"]
        if phase == "cross_off" and h in self.cross_options():
            blit_hex(surface, ring_sprite(self.tower.size, p.bad, 0.88, 4.0, 60),
                     self.tower.center(h))
            image = symbol_image("cross", p.bad, round(self.tower.size * 1.05))
            image = image.copy()
            image.set_alpha(170)
            surface.blit(image, sprite_offset(image, self.tower.center(h)))
            return
        action = self.place_for(h)
        if action is None:
            return
        values = tuple(self.view["dice"][i]["value"] for i in action.dice)
        label = placed_label(values, action.op, placement_value(values, action.op))
        words = text(label, 16, p.panel, bold=True)
        x, y = self.tower.center(h)
        box = words.get_rect(center=(round(x), round(y + self.tower.size * 0.42))).inflate(12, 4)
        pygame.draw.rect(surface, p.good, box, border_radius=7)
        surface.blit(words, words.get_rect(center=box.center))
        cell = self.tower.cells[h]
        for d in self.view["roll_map"][str(placement_value(values, action.op))]:
            if cell["paths"].get(d) == "empty" and not cell["occupied"]:
                a, b = self.tower.segment(h, d)
                pen_line(surface, mix(p.ink, p.paper, 0.55), a, b, 3, dash=True)

    def _draw_hold_tags(self, surface: pygame.Surface) -> None:
        """Hold phase: a "HOLD" tag under each die chosen to keep."""
        if self.view["phase"] != "hold" or self.ctx.read_only:
            return
        p = self.palette
        words = text("HOLD", 11, p.panel, bold=True)
        for i in sorted(self.holds):
            x, y = self.die_center(i)
            tag = words.get_rect(midtop=(x, y + self.tray.size // 2 - 5)).inflate(8, 0)
            pygame.draw.rect(surface, p.accent, tag, border_radius=4)
            surface.blit(words, words.get_rect(center=tag.center))

    def _draw_hint_dice(self, surface: pygame.Surface) -> None:
        if not self.hint:
            return
        dice = getattr(self.hint[0], "dice", ())
        pulse = 0.5 + 0.5 * abs((self.clock * 1.6) % 2 - 1)
        for i in dice:
            x, y = self.die_center(i)
            half = self.tray.size // 2 + 7
            pygame.draw.rect(surface, mix(self.palette.accent, self.palette.text, pulse),
                             (x - half, y - half, 2 * half, 2 * half), 2, border_radius=9)

    def _draw_popup(self, surface: pygame.Surface) -> None:
        if not self.popup:
            return
        p = self.palette
        outer = self.popup[0][0].unionall([r for r, _ in self.popup]).inflate(16, 40)
        outer.y -= 12
        panel(surface, outer, p, radius=10)
        title = text("Place here:", "small", p.text_dim, bold=True)
        surface.blit(title, (outer.x + 8, outer.y + 6))
        for rect, action in self.popup:
            hover = rect.collidepoint(self.mouse)
            pygame.draw.rect(surface, mix(p.panel, p.accent, 0.4 if hover else 0.12), rect,
                             border_radius=6)
            values = tuple(self.view["dice"][i]["value"] for i in action.dice)
            label = placed_label(values, action.op, placement_value(values, action.op))
            surface.blit(text(label, "body", p.text, bold=True), (rect.x + 10, rect.y + 4))

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
