"""Loop's status panel (turn, owed decision, warning, tracker, pool) and its buttons.

The panel beside the sheet is rendered once per view (``StatusPanel.render``)
and blitted every frame; the buttons under it are drawn live so they can
follow the mouse.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.games.loop.screen.board import symbol_image
from game.games.loop.screen.words import PHASE_TITLES, owed_line
from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import text, wrap

TRACKER_COLUMNS = 6
SQUARE = 44
SQUARE_GAP = 8
INFO_PAD, INFO_LINE = 5, 16  # the info box's margin and line height


@dataclass
class Button:
    """A drawn button: ``name`` is what tests and clicks use, ``style`` its look."""

    name: str
    rect: pygame.Rect
    label: str
    style: str = "normal"  # normal | primary | danger | on
    enabled: bool = True
    tooltip: str = ""

    def draw(self, surface: pygame.Surface, p: Palette, hover: bool) -> None:
        base = mix(p.panel, p.panel_edge, 0.35)
        fill, edge, ink = base, p.panel_edge, p.text
        if self.style == "primary":
            fill, edge, ink = p.accent, mix(p.accent, p.text, 0.3), p.panel
        elif self.style == "danger":
            fill, edge, ink = p.bad, mix(p.bad, p.text, 0.3), p.text
        elif self.style == "on":
            fill, edge = mix(base, p.accent, 0.45), p.accent
        if not self.enabled:
            fill, edge, ink = mix(p.panel, p.background, 0.5), mix(p.panel_edge, p.panel, 0.5), \
                p.text_dim
        elif hover:
            fill = mix(fill, p.text, 0.15)
            edge = p.accent if self.style != "primary" else p.text
        shadow = self.rect.move(0, 3)
        pygame.draw.rect(surface, mix(p.background, (0, 0, 0), 0.45), shadow, border_radius=9)
        pygame.draw.rect(surface, fill, self.rect, border_radius=9)
        pygame.draw.rect(surface, edge, self.rect, width=2 if hover else 1, border_radius=9)
        size = 19 if len(self.label) < 18 else 16
        words = text(self.label, size, ink, bold=True)
        surface.blit(words, words.get_rect(center=self.rect.center))


def tracker_rects(panel: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Screen rects of the tracker squares, six to a row, inside the panel."""
    x0, y0 = panel.x + 14, panel.y + 200
    out = []
    for k in range(count):
        row, col = divmod(k, TRACKER_COLUMNS)
        out.append(pygame.Rect(x0 + col * (SQUARE + SQUARE_GAP), y0 + row * (SQUARE + SQUARE_GAP),
                               SQUARE, SQUARE))
    return out


class StatusPanel:
    """The panel to the right of the sheet."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        top = 200 + 3 * (SQUARE + SQUARE_GAP) + 8 + 46  # under the pool and portal lines
        self.info_rect = pygame.Rect(self.rect.x + 14, self.rect.y + top,
                                     self.rect.width - 28, self.rect.height - top - 8)
        self._cache: pygame.Surface | None = None
        self._key: tuple[Any, ...] = ()

    def render(self, p: Palette, view: dict[str, Any], version: int) -> pygame.Surface:
        """The panel for ``view`` (cached per view ``version`` and palette)."""
        key = (p, version)
        if self._cache is not None and key == self._key:
            return self._cache
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        box = surf.get_rect()
        pygame.draw.rect(surf, (0, 0, 0, 70), box.move(0, 4), border_radius=12)
        pygame.draw.rect(surf, p.panel, box, border_radius=12)
        pygame.draw.rect(surf, p.panel_edge, box, width=1, border_radius=12)
        self._draw_head(surf, p, view)
        self._draw_tracker(surf, p, view)
        self._draw_stats(surf, p, view)
        self._cache, self._key = surf, key
        return surf

    def _draw_head(self, surf: pygame.Surface, p: Palette, view: dict[str, Any]) -> None:
        w = self.rect.width
        turn = text(f"Turn {view['turn']}", "heading", p.text, bold=True)
        surf.blit(turn, (14, 10))
        level = f"Level {view['level']}" + (" \u00b7 death" if view["death"] else "")
        tag = text(level, "small", p.text_dim)
        surf.blit(tag, tag.get_rect(topright=(w - 14, 18)))
        phase = view["phase"]
        colour = p.bad if phase == "cross_off" else p.accent
        surf.blit(text(PHASE_TITLES.get(phase, phase), "body", colour, bold=True), (14, 46))
        y = 70
        for line in wrap(owed_line(view), w - 28, "small")[:2]:
            surf.blit(text(line, "small", p.text), (14, y))
            y += 18
        if view["must_place_three"] and phase == "placement":
            warn = pygame.Rect(10, 110, w - 20, 50)
            pygame.draw.rect(surf, mix(p.panel, p.warn, 0.22), warn, border_radius=8)
            pygame.draw.rect(surf, p.warn, warn, width=2, border_radius=8)
            badge = pygame.Rect(warn.x + 8, warn.y + 9, 32, 32)
            pygame.draw.rect(surf, p.die_face, badge, border_radius=6)
            pygame.draw.rect(surf, p.warn, badge, width=2, border_radius=6)
            three = text("3", 20, p.die_pip, bold=True)
            surf.blit(three, three.get_rect(center=badge.center))
            surf.blit(text("You must place a die showing 3", "small", p.text, bold=True),
                      (warn.x + 50, warn.y + 7))
            surf.blit(text("this turn, or the game is lost.", "small", p.text),
                      (warn.x + 50, warn.y + 26))
            return
        route = " \u203a ".join(str(pl["value"]) for pl in view["placements"])
        free = " ".join(str(d["value"]) for d in view["dice"] if not d["used"])
        if view["stage"] in ("placement", "penalty", "grow", "hold"):
            surf.blit(text("This turn", "small", p.text_dim, bold=True), (14, 116))
            surf.blit(text(route or "nothing placed yet", "body", p.text), (100, 113))
            surf.blit(text("Free dice", "small", p.text_dim, bold=True), (14, 140))
            surf.blit(text(free or "none", "body", p.text), (100, 137))

    def _draw_tracker(self, surf: pygame.Surface, p: Palette, view: dict[str, Any]) -> None:
        squares = view["tracker"]["squares"]
        now = view["tracker"]["position"]
        surf.blit(text("Placement tracker", "small", p.text_dim, bold=True), (14, 176))
        for k, (rect, symbol) in enumerate(zip(tracker_rects(self.rect, len(squares)), squares,
                                               strict=True)):
            r = rect.move(-self.rect.x, -self.rect.y)
            past = k < now
            fill = mix(p.paper, p.panel, 0.55) if past else p.paper
            pygame.draw.rect(surf, fill, r, border_radius=6)
            edge = p.bad if symbol in ("blast", "blast2", "infinity") else p.hex_edge
            pygame.draw.rect(surf, edge, r, width=2 if symbol else 1, border_radius=6)
            if symbol:
                colour = p.bad if symbol in ("blast", "blast2", "infinity") else p.ink
                image = symbol_image(symbol, colour, 28)
                surf.blit(image, image.get_rect(center=r.center))
            else:
                number = text(str(k + 1), "small", mix(p.paper, p.ink, 0.45))
                surf.blit(number, number.get_rect(center=r.center))
            if past:
                a, b = r.inflate(-12, -12).topleft, r.inflate(-12, -12).bottomright
                pygame.draw.aaline(surf, mix(p.ink, p.paper, 0.3), a, b, 2)
            if k == now:
                pygame.draw.circle(surf, (0, 0, 0, 90), (r.right - 5, r.bottom - 3), 10)
                pygame.draw.circle(surf, p.accent, (r.right - 6, r.bottom - 6), 10)
                pygame.draw.circle(surf, p.panel, (r.right - 6, r.bottom - 6), 10, 2)

    def _draw_stats(self, surf: pygame.Surface, p: Palette, view: dict[str, Any]) -> None:
        y = 200 + 3 * (SQUARE + SQUARE_GAP) + 8
        hold = view["max_hold"]
        pool = f"Dice pool {view['pool']}" + (f" \u00b7 hold up to {hold}" if hold else
                                              " \u00b7 hold any placed")
        surf.blit(text(pool, "body", p.text), (14, y))
        crossed = sum(1 for c in view["hexes"] if c["crossed"])
        reached = len(view["portals_reached"])
        line = f"Portals {reached} of 2 \u00b7 crossed out {crossed} of {len(view['hexes'])}"
        surf.blit(text(line, "body", p.text_dim), (14, y + 24))

    def info_layout(self, lines: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """The info box's wrapped lines that fit it: whole entries only, dropping the last
        dim (background) ones first, so no sentence is ever cut off at the bottom."""
        room = (self.info_rect.height - 2 * INFO_PAD) // INFO_LINE
        entries = [[(line, role) for line in wrap(words, self.info_rect.width - 20, "small")]
                   for words, role in lines]
        while sum(map(len, entries)) > room and len(entries) > 1:
            dim = [k for k, e in enumerate(entries) if e and e[0][1] == "dim"]
            entries.pop(dim[-1] if dim else -1)
        return [line for entry in entries for line in entry][:room]

    def draw_info(self, surface: pygame.Surface, p: Palette, lines: list[tuple[str, str]]) -> None:
        """The live info box: (words, role) lines, role in text | dim | accent | bad."""
        if not lines:
            return
        box = self.info_rect
        pygame.draw.rect(surface, mix(p.panel, (0, 0, 0), 0.25), box, border_radius=8)
        y = box.y + INFO_PAD
        colours = {"text": p.text, "dim": p.text_dim, "accent": p.accent, "bad": p.bad}
        for line, role in self.info_layout(lines):
            surface.blit(text(line, "small", colours[role], bold=role == "accent"),
                         (box.x + 10, y))
            y += INFO_LINE
