"""The Now track: 20 rounds in 5 coloured phases, the periods over it, the Now token.

Each round is a cell in its phase's colour (past rounds dimmed); under each
phase, the ring it realizes when the Now leaves it. Above the cells, the
periods: a shield bar over the safety rounds, a gear bar over the artifact
rounds, a broken gear over each pre-realization round. The purple pentagon
is the Now token on the current round.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from game.games.the_now.screen.look import NOW_PURPLE, blit_centred, icon, phase_colour
from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import text

LABEL_W = 98


class TrackLayout:
    """Cells of the track inside ``rect``."""

    def __init__(self, rect: pygame.Rect, rounds: int) -> None:
        self.rect = rect
        self.rounds = rounds
        self.cell_w = (rect.width - LABEL_W - 4) / rounds
        self.bars_y = rect.y + 4
        self.cells_y = rect.y + 19
        self.cell_h = 22

    def cell(self, round_: int) -> pygame.Rect:
        x = self.rect.x + LABEL_W + (round_ - 1) * self.cell_w
        return pygame.Rect(round(x) + 1, self.cells_y, round(self.cell_w) - 2, self.cell_h)

    def span(self, first: int, last: int, y: int, h: int) -> pygame.Rect:
        a, b = self.cell(first), self.cell(last)
        return pygame.Rect(a.x, y, b.right - a.x, h)

    def round_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos) or pos[0] < self.rect.x + LABEL_W:
            return None
        k = int((pos[0] - self.rect.x - LABEL_W) // self.cell_w) + 1
        return k if 1 <= k <= self.rounds else None


def draw_track(surface: pygame.Surface, layout: TrackLayout, view: dict[str, Any],
               p: Palette) -> None:
    """Blit the track for the view's round (cached per round and palette)."""
    track = view["track"]
    key = (layout.rect.size, p.name, view["round"], view["stage"] == "realize",
           tuple(tuple(ph) for ph in track["phases"]), tuple(track["safety"]),
           tuple(track["artifacts"]), tuple(track["pre_realization"]))
    surface.blit(_track_surface(key, p), layout.rect.topleft)


@lru_cache(maxsize=8)
def _track_surface(key: tuple[Any, ...], p: Palette) -> pygame.Surface:
    size, _, now, realizing, phases, safety, artifacts, pre = key
    layout = TrackLayout(pygame.Rect((0, 0), size), phases[-1][1])
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, mix(p.panel, p.background, 0.25), layer.get_rect(), border_radius=10)
    pygame.draw.rect(layer, p.panel_edge, layer.get_rect(), 1, border_radius=10)
    layer.blit(text("The Now", 16, p.text, bold=True), (10, 6))
    layer.blit(text(f"round {now} of {layout.rounds}", 12, p.text_dim), (10, 29))
    for (first, last), icon_name, colour in ((safety, "shield", (120, 170, 220)),
                                             (artifacts, "gear", (160, 120, 220))):
        bar = layout.span(first, last, layout.bars_y, 12)
        pygame.draw.rect(layer, mix(colour, p.panel, 0.35), bar, border_radius=5)
        blit_centred(layer, icon(icon_name, 11, (250, 250, 250)), (bar.x + 9, bar.centery))
    for round_ in pre:
        cell = layout.cell(round_)
        blit_centred(layer, _broken_badge(p), (cell.centerx, layout.bars_y + 6))
    for k, (first, last) in enumerate(phases):
        colour = phase_colour(p, k)
        for round_ in range(first, last + 1):
            cell = layout.cell(round_)
            past = round_ < now
            fill = mix(colour, p.panel, 0.62 if past else 0.12)
            pygame.draw.rect(layer, fill, cell, border_radius=4)
            ink = (30, 30, 36) if not past else p.text_dim
            number = text(str(round_), 11, ink, bold=round_ == now)
            layer.blit(number, number.get_rect(center=(cell.centerx, cell.centery + 1)))
        span = layout.span(first, last, layout.cells_y + layout.cell_h + 2, 14)
        label = text(f"ring {k}" if span.width > 40 else str(k), 11,
                     mix(colour, p.text, 0.3), bold=True)
        layer.blit(label, label.get_rect(center=span.center))
    cell = layout.cell(now)
    pygame.draw.rect(layer, p.accent, cell.inflate(4, 4), 2, border_radius=5)
    if not realizing:  # the Now token on its round
        blit_centred(layer, icon("now", 22, NOW_PURPLE), cell.center)
        number = text(str(now), 11, (255, 255, 255), bold=True)
        layer.blit(number, number.get_rect(center=(cell.centerx, cell.centery + 2)))
    return layer


@lru_cache(maxsize=4)
def _broken_badge(p: Palette) -> pygame.Surface:
    badge = pygame.Surface((14, 14), pygame.SRCALPHA)
    pygame.draw.circle(badge, mix(p.bad, p.panel, 0.2), (7, 7), 7)
    blit_centred(badge, icon("broken_gear", 11, (250, 250, 250)), (7, 7))
    return badge
