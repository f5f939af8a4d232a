"""What stands on the volcano, drawn on top of its rings: the beam of the Axis
Mundi, treasure, harvested markers, infection, time bombs, destroyed
warehouses and crates, the lit target hexes, invisible characters' tokens and
the characters' miniatures (cached sprites).

Everything is drawn where it is now: ``where`` maps a home hex to its pixel
(following the rings while they turn), ``characters`` gives each visible
character's pixel.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.hexgrid import ORIGIN, POINTY, Hex, Layout
from game.games.axis_mundi.rules.catalog import CHARACTERS
from game.games.axis_mundi.screen.art import SEAT_COLOURS, Volcano
from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import text

Where = Callable[[Hex], tuple[float, float]]


def draw_beam(surface: pygame.Surface, v: Volcano) -> None:
    x, y = v.pixel(ORIGIN)
    glow = _glow(round(v.size * 1.6))
    surface.blit(glow, (round(x - glow.get_width() / 2), round(y - glow.get_height() / 2)),
                 special_flags=pygame.BLEND_RGB_ADD)


def draw_marks(surface: pygame.Surface, v: Volcano, view: dict[str, Any],
               riders: dict[str, list[tuple[Any, Hex]]], where: Where) -> None:
    """Treasure, harvested markers, infection, time bombs, destroyed warehouses, crates."""
    s = v.size
    for _, h in riders["harvested"]:
        x, y = where(h)
        pygame.draw.line(surface, (230, 200, 120), (x - s * 0.3, y + s * 0.3),
                         (x + s * 0.3, y - s * 0.3), 3)
    for _, h in riders["infected"]:
        x, y = where(h)
        pygame.draw.circle(surface, (120, 200, 60), (x - s * 0.35, y - s * 0.35), s * 0.2)
        pygame.draw.circle(surface, (40, 80, 20), (x - s * 0.35, y - s * 0.35), s * 0.2, 2)
    for _, h in riders["treasures"]:
        x, y = where(h)
        box = pygame.Rect(0, 0, round(s * 0.62), round(s * 0.46))
        box.center = (round(x + s * 0.3), round(y + s * 0.3))
        pygame.draw.rect(surface, (200, 150, 40), box, border_radius=3)
        pygame.draw.rect(surface, (90, 60, 10), box, 2, border_radius=3)
        pygame.draw.line(surface, (90, 60, 10), box.midleft, box.midright, 2)
    board = view["board"]
    crates = view.get("crates", [])
    for i, place in enumerate(board["places"]):
        x, y = v.pixel(Hex.from_json(place["warehouse"]))
        if place["destroyed"]:
            pygame.draw.line(surface, (30, 20, 20), (x - s * 0.5, y - s * 0.5),
                             (x + s * 0.5, y + s * 0.5), 4)
        if place["time_bomb"]:
            pygame.draw.circle(surface, (20, 20, 20), (x + s * 0.4, y - s * 0.4), s * 0.28)
            pygame.draw.circle(surface, (255, 90, 40), (x + s * 0.52, y - s * 0.62), 3)
        crate = crates[i] if i < len(crates) else None
        if crate:
            words = text(str(len(crate)), 11, (40, 30, 20), bold=True)
            tag = pygame.Rect(0, 0, 14, 14)
            tag.center = (round(x - s * 0.45), round(y - s * 0.45))
            pygame.draw.rect(surface, (226, 196, 140), tag, border_radius=3)
            surface.blit(words, words.get_rect(center=tag.center))


#: Lit hexes by what a click on them does.
OFFER_COLOURS = {"familiar": (176, 132, 255), "attack": (255, 96, 80)}


def draw_targets(surface: pygame.Surface, v: Volcano, lit: dict[Hex, tuple[str, str]],
                 hover: Hex | None, chooser: Hex | None, p: Palette) -> None:
    """The lit hexes a click reaches (coloured by what they offer, with their badge), the
    hovered hex, and the hex whose chooser is open."""
    for h, (offer, badge) in lit.items():
        colour = OFFER_COLOURS.get(offer, p.good if offer == "move" else p.accent)
        sprite = _target_sprite(round(v.size), colour, offer)
        x, y = v.pixel(h)
        surface.blit(sprite, (round(x - sprite.get_width() / 2),
                              round(y - sprite.get_height() / 2)))
        if badge:
            tag = _badge(badge, colour)
            surface.blit(tag, (round(x + v.size * 0.55 - tag.get_width() / 2),
                               round(y - v.size * 0.75 - tag.get_height() / 2)))
    if hover is not None:
        ring = _target_sprite(round(v.size), p.accent)
        x, y = v.pixel(hover)
        surface.blit(ring, (round(x - ring.get_width() / 2), round(y - ring.get_height() / 2)))
    if chooser is not None:
        x, y = v.pixel(chooser)
        pygame.draw.circle(surface, p.accent, (x, y), v.size * 0.95, 3)


def draw_tokens(surface: pygame.Surface, v: Volcano, view: dict[str, Any],
                tokens: list[tuple[Any, Hex]], where: Where,
                characters: list[tuple[int, tuple[float, float]]]) -> None:
    """Invisible characters' "?" tokens, then every visible character's miniature."""
    players = view["players"]
    for seat, h in tokens:
        x, y = where(h)
        colour = SEAT_COLOURS.get(players[seat]["colour"], (200, 200, 200))
        pygame.draw.circle(surface, colour, (x, y), v.size * 0.45, 2)
        surface.blit(text("?", 14, colour, bold=True), (x - 4, y - 10))
    for seat, (x, y) in characters:
        player = players[seat]
        sprite = _character(round(v.size), player["colour"], player["character"],
                            player["form"], seat == view.get("current"))
        surface.blit(sprite, (round(x - sprite.get_width() / 2),
                              round(y - sprite.get_height() / 2)))


_SPRITES: dict[tuple[Any, ...], pygame.Surface] = {}


def _target_sprite(size: int, colour: tuple[int, int, int], offer: str = "") -> pygame.Surface:
    """A lit hex: a tinted face inside a dark and a bright rim (no terrain looks like it),
    and at its foot a dark disc whose mark says what a click does by shape as well as
    colour: a dot to move, a cross to attack, a diamond for the familiar, two marks where
    the click asks. ``offer`` "" is the hovered hex's bare ring."""
    key = ("target", size, colour, offer)
    if key not in _SPRITES:
        side = size * 2 + 6
        sprite = pygame.Surface((side, side), pygame.SRCALPHA)
        layout = Layout(POINTY, (size, size), (side / 2, side / 2))
        points = layout.corners(ORIGIN, 0.86)
        if offer:
            pygame.draw.polygon(sprite, (*colour, 95), points)
            pygame.draw.polygon(sprite, (16, 14, 20, 235), points, 6)
        pygame.draw.polygon(sprite, (*colour, 255), points, 3)
        if offer:
            _mark(sprite, offer, side // 2, round(side / 2 + size * 0.5), colour)
        _SPRITES[key] = sprite
    return _SPRITES[key]


def _mark(sprite: pygame.Surface, offer: str, x: int, y: int,
          colour: tuple[int, int, int]) -> None:
    """The shape at a lit hex's foot that says what its click does."""
    pygame.draw.circle(sprite, (16, 14, 20, 235), (x, y), 7)
    pygame.draw.circle(sprite, (*colour, 255), (x, y), 7, 1)
    white = (250, 250, 250, 255)
    if offer == "move":
        pygame.draw.circle(sprite, white, (x, y), 3)
    elif offer == "attack":
        pygame.draw.line(sprite, white, (x - 3, y - 3), (x + 3, y + 3), 2)
        pygame.draw.line(sprite, white, (x + 3, y - 3), (x - 3, y + 3), 2)
    elif offer == "familiar":
        pygame.draw.polygon(sprite, white, [(x, y - 4), (x + 4, y), (x, y + 4), (x - 4, y)])
    else:  # several ways: the badge "?" says the click asks
        pygame.draw.circle(sprite, white, (x - 2, y), 2)
        pygame.draw.circle(sprite, white, (x + 3, y), 2)


def _badge(words: str, colour: tuple[int, int, int]) -> pygame.Surface:
    """A round tag on a lit hex: its price in actions, or "?" (the click asks)."""
    key = ("badge", words, colour)
    if key not in _SPRITES:
        sprite = pygame.Surface((18, 18), pygame.SRCALPHA)
        pygame.draw.circle(sprite, (20, 18, 24), (9, 9), 9)
        pygame.draw.circle(sprite, colour, (9, 9), 8)
        label = text(words, 12, (20, 18, 24), bold=True)
        sprite.blit(label, label.get_rect(center=(9, 9)))
        _SPRITES[key] = sprite
    return _SPRITES[key]


def _glow(radius: int) -> pygame.Surface:
    key = ("glow", radius)
    if key not in _SPRITES:
        side = radius * 2
        glow = pygame.Surface((side, side))
        for k in range(radius, 0, -2):
            t = 1 - k / radius
            pygame.draw.circle(glow, (round(70 * t), round(60 * t), round(24 * t)),
                               (radius, radius), k)
        _SPRITES[key] = glow
    return _SPRITES[key]


def token_mark(character: str) -> str:
    """The two letters on a character's miniature ("Ma" the Malignant, "Mi" the
    Mischievous, "Sa" the Savant, "Sc" the Scrounger): no two characters share them."""
    return CHARACTERS[character].name.removeprefix("S. The ")[:2]


def _character(size: int, colour: str, character: str, form: str, current: bool) -> \
        pygame.Surface:
    """A character's miniature seen from above: a coloured base, its initial, its form."""
    key = ("character", size, colour, character, form, current)
    if key not in _SPRITES:
        rgb = SEAT_COLOURS.get(colour, (200, 200, 200))
        side = size * 2
        sprite = pygame.Surface((side, side), pygame.SRCALPHA)
        c = side // 2
        r = round(size * 0.62)
        pygame.draw.circle(sprite, (0, 0, 0, 110), (c + 2, c + 4), r)
        if form in ("angel", "demon"):
            halo = (255, 240, 170) if form == "angel" else (170, 20, 20)
            pygame.draw.circle(sprite, halo, (c, c), r + 5)
        pygame.draw.circle(sprite, mix(rgb, (0, 0, 0), 0.45), (c, c), r)
        pygame.draw.circle(sprite, rgb, (c, c), r - 3)
        if form == "upgraded":
            pygame.draw.circle(sprite, (255, 230, 120), (c, c), r - 3, 2)
        if current:
            pygame.draw.circle(sprite, (255, 255, 255), (c, c), r + 1, 2)
        mark = token_mark(character)
        points = max(11, round(size * 0.62))
        letters = text(mark, points, (20, 18, 24), bold=True)
        while letters.get_width() > 2 * (r - 4) and points > 9:
            points -= 1
            letters = text(mark, points, (20, 18, 24), bold=True)
        sprite.blit(letters, letters.get_rect(center=(c, c)))
        _SPRITES[key] = sprite
    return _SPRITES[key]

