"""The step track: the turn's six steps (and the Unknown step), whose step it is.

One strip across the top of the table: the turn number, each step as a
cell (the current one lit, with the active player's shape and name under
it), and the Catastrophe's City. ``cells`` gives each step's rect for the
tooltip.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.games.apocalypse.rules.world import PLACES
from game.games.apocalypse.screen.look import draw_shape, seat_colour
from game.games.apocalypse.screen.words import STEP_TITLES, place_name
from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import text

STEPS = ("travel", "unknown", "research", "free_time", "adventure", "expedition", "refresh")
TURN_W, CATASTROPHE_W = 80, 204
STEP_TIPS = {
    "travel": "Travel: move anywhere, or stay",
    "unknown": "Unknown: those inside The Unknown face one Unknown card",
    "research": "Research: a City's reward in its upper left corner (not on a Field)",
    "free_time": "Free Time: study (a Skill token) or the City's reward; on a Field, study",
    "adventure": "Adventure: a Good Luck or Bad Luck Adventure, else maybe a Random one",
    "expedition": "Expedition: on a Field of your Artifact's Location, roll for it (1 Equipment)",
    "refresh": "Refresh: used cards turn back; place a Visited token",
}


def cells(rect: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
    w = (rect.width - TURN_W - CATASTROPHE_W) // len(STEPS)
    return [(step, pygame.Rect(rect.x + TURN_W + k * w, rect.y, w - 3, rect.height))
            for k, step in enumerate(STEPS)]


def draw_track(surface: pygame.Surface, rect: pygame.Rect, view: dict[str, Any],
               p: Palette) -> None:
    turn = "Setting up" if view.get("phase") == "setup" else f"Turn {view.get('round', 1)}"
    pygame.draw.rect(surface, mix(p.panel, p.background, 0.3), rect, border_radius=8)
    size = 14
    while size > 10 and text(turn, size, bold=True).get_width() > TURN_W - 14:
        size -= 1
    words = text(turn, size, p.text, bold=True)
    surface.blit(words, words.get_rect(midleft=(rect.x + 8, rect.centery)))
    playing = view.get("phase") == "play"
    unknown_live = any(q["in_unknown"] for q in view.get("players", []))
    for step, cell in cells(rect):
        lit = playing and view.get("step") == step
        fill = p.accent if lit else mix(p.panel, p.panel_edge, 0.3)
        if not lit and ((step == "unknown" and not unknown_live)
                        or (step == "expedition" and expedition_note(view))):
            fill = mix(p.panel, p.background, 0.5)  # no one inside; you on no Field
        pygame.draw.rect(surface, fill, cell, border_radius=6)
        ink = p.panel if lit else p.text
        words = text(STEP_TITLES[step], 13, ink, bold=lit)
        if lit and 0 <= view.get("active", -1) < len(view.get("players", [])):
            seat = view["active"]
            size = 13
            while size > 10 and text(STEP_TITLES[step], size, ink, bold=True).get_width() > \
                    cell.width - 22:
                size -= 1
            words = text(STEP_TITLES[step], size, ink, bold=True)
            draw_shape(surface, seat, (cell.x + 9, cell.centery), 4.5, seat_colour(p, seat))
            surface.blit(words, words.get_rect(midleft=(cell.x + 17, cell.centery)))
        else:
            surface.blit(words, words.get_rect(center=cell.center))
    catastrophe = view.get("catastrophe")
    if catastrophe:
        line, size = f"Catastrophe: {place_name(catastrophe)}", 13
        while size > 10 and text(line, size, bold=True).get_width() > CATASTROPHE_W - 14:
            size -= 1
        words = text(line, size, (236, 140, 90), bold=True)
        surface.blit(words, words.get_rect(midright=(rect.right - 8, rect.centery)))


def expedition_note(view: dict[str, Any]) -> str:
    """What the viewer reads beside the Expedition step when not on a Field (the book: an
    expedition is led only from a Field of the Location marker's Exotic City)."""
    me = view.get("you") and view["players"][view["seat"]]
    place = PLACES.get(me["place"] or "") if me else None
    if not me or (place is not None and place.kind == "field"):
        return ""
    return ("Expedition: only on an Expedition Field"
            + (f" (you are in {place.name})" if place is not None else ""))


def track_tip(view: dict[str, Any], step: str) -> str:
    tip = STEP_TIPS[step]
    if step == "expedition" and expedition_note(view):
        tip = f"{expedition_note(view)}. {tip}"
    if view.get("phase") == "play" and view.get("step") == step:
        active = view.get("active", -1)
        tip += f". Now: Player {active + 1}'s step" if active >= 0 else ""
    return tip
