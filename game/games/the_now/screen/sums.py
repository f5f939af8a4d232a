"""The realization's sum, shown while a ring is realized: why each event happened.

``draw_sum`` fills the controls area: which node, its card, each link to a
realized event with its value (a cause gives its strength if that event
occurred and takes it if not, a hindrance the reverse), the impacts, the
sum, the tie token when the sum is 0, the verdict and the points it moves;
below, the nodes already realized in this ring. ``sum_marks`` lights the
same links on the field, with their values at the junctions.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.games.the_now.rules.field import FIELD
from game.games.the_now.rules.words import who
from game.games.the_now.screen.geometry import FieldGeometry, Point
from game.games.the_now.screen.look import (
    NOW_PURPLE,
    SHAPES,
    icon,
    link_colour,
    player_colour,
    shape_sprite,
)
from game.games.the_now.screen.realizing import LINKS, VERDICT, Realization, Step
from game.games.the_now.screen.words import capital, link_line, place, plus_minus
from game.ui.palette import RGB, Palette
from game.ui.theme import mix
from game.ui.widgets import fit_lines, text, wrap


def _event_of(playback: Realization, node: int) -> dict[str, Any] | None:
    nodes = playback.before.get("field", {}).get("nodes", [])
    return nodes[node]["event"] if 0 <= node < len(nodes) else None


def _verdict_words(step: Step) -> str:
    return "occurs" if step.occurred == "yes" else "fails"


def draw_sum(surface: pygame.Surface, rect: pygame.Rect, playback: Realization,
             view: dict[str, Any], p: Palette, mouse: tuple[int, int]) -> None:
    x, y = rect.x, rect.y
    ring = FIELD.radius[playback.steps[0].node] if playback.steps else view.get("phase", 0)
    surface.blit(text(f"The Now leaves phase {ring}: ring {ring} is realized", 15, p.accent,
                      bold=True), (x, y))
    y += 22
    nodes = FIELD.rings[ring]
    step = playback.current
    now = step.node if step is not None else nodes[-1]
    surface.blit(text(f"node {FIELD.place[now]} of {len(nodes)}, in order", 12, p.text_dim),
                 (x, y))
    for k, node in enumerate(nodes):  # one dot per node of the ring
        colour = p.accent if node == now else (p.text if node < now else
                                               mix(p.panel, p.text_dim, 0.5))
        pygame.draw.circle(surface, colour, (x + 150 + k * 7, y + 8), 2)
    y += 22
    step = playback.current
    if step is not None:
        y = _draw_step(surface, x, y, rect.width, step, playback, p)
    y = max(y + 8, rect.bottom - 98)
    lines = just_realized(playback, rect.width - 4, (rect.bottom - 18 - y - 16) // 15)
    if lines:
        surface.blit(text("Just realized:", 12, p.text_dim, bold=True), (x, y))
        y += 16
        for line in lines:
            surface.blit(text(line, 12, p.text_dim), (x, y))
            y += 15
    hint = "Click the field to hurry a node; click here to skip to the end."
    surface.blit(text(hint, 11, mix(p.text_dim, p.panel, 0.2)), (x, rect.bottom - 14))


def just_realized(playback: Realization, width: int, room: int) -> list[str]:
    """The lines of the latest events realized, whole: as many as ``room`` lines hold."""
    out: list[str] = []
    for s in reversed([s for s in playback.steps[:playback.index] if s.occurred]):
        event = _event_of(playback, s.node)
        name = event["name"] if event else ""
        words = f"{capital(place(s.node))}: '{name}' {_verdict_words(s)} ({plus_minus(s.total)})"
        lines = wrap(words, width, 12)
        if len(out) + len(lines) > room:
            break
        out = lines + out
    return out


def link_lines(node: int, kind: str, value: int, width: int) -> list[tuple[str, str]]:
    """A counted link's words, wrapped to ``width`` with its value at the end of the first
    line: [(words, value), (more words, "")]."""
    value_words = plus_minus(value)
    room = width - text(value_words, 13, (0, 0, 0), bold=True).get_width() - 8
    lines = wrap(link_line(node, kind, value).removesuffix(f" {value_words}"), room, 13)
    return [(line, value_words if k == 0 else "") for k, line in enumerate(lines)]


def _draw_step(surface: pygame.Surface, x: int, y: int, width: int, step: Step,
               playback: Realization, p: Palette) -> int:
    event = _event_of(playback, step.node)
    if not step.occurred or event is None:
        surface.blit(text(f"{capital(place(step.node))}: no event (Ø)", 14, p.text), (x, y))
        return y + 20
    for line in fit_lines(f"{capital(place(step.node))}: '{event['name']}'", width, 14, 2,
                          bold=True):
        surface.blit(text(line, 14, p.text, bold=True), (x, y))
        y += 19
    progress = playback.progress
    lit = playback.lit_links()
    if not step.links:
        surface.blit(text("No links to realized events: 0", 13, p.text_dim), (x + 6, y))
        y += 18
    for node, kind, value in lit:
        colour = link_colour(p, kind)
        pygame.draw.rect(surface, colour, (x + 4, y + 5, 8, 8), border_radius=2)
        for words, number in link_lines(node, kind, value, width - 18):
            surface.blit(text(words, 13, p.text), (x + 18, y))
            if number:
                shown = text(number, 13, p.text, bold=True)
                surface.blit(shown, shown.get_rect(topright=(x + width, y)))
            y += 18
    if progress < LINKS:
        return y
    impact = step.impact
    surface.blit(text(f"Impacts {plus_minus(impact)}" if impact else "No impacts", 13, p.text),
                 (x + 6, y))
    y += 20
    surface.blit(text(f"Sum {plus_minus(step.total)}", 16, p.text, bold=True), (x + 6, y))
    y += 24
    if step.by_token:
        owner = f"{who(event['organizer'])}'s token" if event["organizer"] else \
            "the neutral token"
        side = "check" if event["token"] == "yes" else "cross"
        for line in fit_lines(f"A tie: {owner} on the {side} decides.", width - 8, 13, 2):
            surface.blit(text(line, 13, p.accent), (x + 6, y))
            y += 17
        y += 4
    if progress < VERDICT:
        return y
    good = step.occurred == "yes"
    mark = icon("check" if good else "cross", 20, p.good if good else p.bad)
    surface.blit(mark, (x + 4, y))
    surface.blit(text("It occurs" if good else "It does not occur", 17,
                      p.good if good else p.bad, bold=True), (x + 30, y - 1))
    y += 26
    if not step.points:
        surface.blit(text("Nobody's points change.", 13, p.text_dim), (x + 6, y))
        y += 18
    for colour, change in step.points:
        verb = "gains" if change > 0 else "loses"
        n = abs(change)
        surface.blit(text(f"{who(colour)} {verb} {n} point{'s' if n != 1 else ''}", 13,
                          p.text), (x + 6, y))
        y += 18
    return y


def sum_marks(geom: FieldGeometry, playback: Realization, p: Palette
              ) -> list[tuple[int, RGB, Point, pygame.Surface | None]]:
    """What the field lights now: the node being realized, and each counted link with
    its value at the junction (or beside a Needle's source)."""
    step = playback.current
    if step is None:
        return []
    out: list[tuple[int, RGB, Point, pygame.Surface | None]] = [
        (step.node, p.accent, geom.centre(step.node), None)]
    for node, kind, value in playback.lit_links():
        colour = link_colour(p, kind)
        adjacent = node in FIELD.adjacent(step.node)
        at = geom.junction(node, step.node) if adjacent else geom.centre(node)
        out.append((node, colour, at, _value_chip(plus_minus(value), colour)))
    return out


def _value_chip(words: str, colour: RGB) -> pygame.Surface:
    label = text(words, 13, (255, 255, 255), bold=True)
    chip = pygame.Surface((label.get_width() + 10, 18), pygame.SRCALPHA)
    pygame.draw.rect(chip, (*mix(colour, (0, 0, 0), 0.45), 255), chip.get_rect(),
                     border_radius=9)
    pygame.draw.rect(chip, (*colour, 255), chip.get_rect().inflate(-2, -2), border_radius=8)
    chip.blit(label, label.get_rect(center=chip.get_rect().center))
    return chip


def draw_bet_board(surface: pygame.Surface, rect: pygame.Rect, words: str, p: Palette) -> None:
    """The Tangle's betting board as the viewer's bet stands: its two halves (the event
    occurs, or fails) with the viewer's tokens and the impacts attached to each.
    ``words`` is "yes:no:for:against:colour:symbol"."""
    yes, no, for_, against, colour, symbol = words.split(":")
    half = rect.width // 2 - 20
    for k, (mark, fill, count, impact) in enumerate((("check", p.good, int(yes), int(for_)),
                                                     ("cross", p.bad, int(no), int(against)))):
        box = pygame.Rect(rect.x + k * (half + 40), rect.y, half, rect.height)
        pygame.draw.rect(surface, mix(p.panel, fill, 0.22), box, border_radius=8)
        pygame.draw.rect(surface, mix(fill, p.panel, 0.3), box, 1, border_radius=8)
        surface.blit(icon(mark, 16, fill), (box.x + 8, box.y + 6))
        words_ = "occurs" if mark == "check" else "fails"
        surface.blit(text(words_, 12, p.text, bold=True), (box.x + 28, box.y + 7))
        for t in range(count):
            sprite = shape_sprite(SHAPES.get(colour, "circle"), 8, player_colour(p, colour))
            surface.blit(sprite, (box.x + 10 + t * 22, box.y + 28))
        if impact:
            label = text(f"+{impact} impact", 11, p.text_dim)
            surface.blit(label, label.get_rect(bottomright=(box.right - 8, box.bottom - 6)))
    centre = (rect.centerx, rect.centery)
    pygame.draw.circle(surface, mix(p.panel, NOW_PURPLE, 0.35), centre, 17)
    sprite = icon(symbol if symbol in ("spiral", "knot") else "spiral", 24, NOW_PURPLE)
    surface.blit(sprite, sprite.get_rect(center=centre))
