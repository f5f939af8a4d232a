"""What Loop's table draws over the inked sheet and the dice tray (a mixin of
``LoopScene``): the pen strokes still being drawn, the lit targets of the
choice in progress (one cached layer per choice), the preview of a click on
the hovered hex or path stub, "HOLD" tags, the hinted move, and the pop-up of
the ways to place on a hex.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.hexgrid import FLAT, Layout
from game.games.loop.rules.logic import placement_value
from game.games.loop.screen.board import (
    blit_hex,
    draw_cross,
    pen_line,
    placed_label,
    ring_sprite,
    symbol_image,
)
from game.ui.hexdraw import sprite_offset
from game.ui.theme import mix
from game.ui.widgets import panel, text

if TYPE_CHECKING:
    from game.games.loop.screen.scene import LoopScene


class Overlays:
    """The layers drawn over the sheet and the tray (mixed into ``LoopScene``)."""

    def _layout(self: LoopScene) -> Layout:
        assert self.tower is not None
        return self.tower.layout

    def _draw_strokes(self: LoopScene, surface: pygame.Surface) -> None:
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

    def _draw_lit(self: LoopScene, surface: pygame.Surface) -> None:
        """Legal targets, cached as one layer per choice state."""
        key = (self.palette, self.version, self.lit_key())
        if key != self._lit_key:
            self._lit = self._render_lit()
            self._lit_key = key
        if self._lit is not None:
            surface.blit(self._lit, self.sheet_rect)

    def _render_lit(self: LoopScene) -> pygame.Surface | None:
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

    def _draw_hover(self: LoopScene, surface: pygame.Surface) -> None:
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

    def _draw_hold_tags(self: LoopScene, surface: pygame.Surface) -> None:
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

    def _draw_hint_dice(self: LoopScene, surface: pygame.Surface) -> None:
        if not self.hint:
            return
        dice = getattr(self.hint[0], "dice", ())
        pulse = 0.5 + 0.5 * abs((self.clock * 1.6) % 2 - 1)
        for i in dice:
            x, y = self.die_center(i)
            half = self.tray.size // 2 + 7
            pygame.draw.rect(surface, mix(self.palette.accent, self.palette.text, pulse),
                             (x - half, y - half, 2 * half, 2 * half), 2, border_radius=9)

    def _draw_popup(self: LoopScene, surface: pygame.Surface) -> None:
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
