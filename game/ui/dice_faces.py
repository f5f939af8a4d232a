"""Antialiased die faces, drawn once per palette and size.

A face is drawn at ``SUPERSAMPLE`` times its size with plain pygame shapes and
smoothscaled down, so edges and pips come out soft without gfxdraw. The tray
(``dice_tray``) keeps one :class:`FaceSet` per palette and die size and only
rotates and blits these surfaces per frame; ``tools/make_sprites.py`` draws the
die sprites with the same function so both always match.
"""

from __future__ import annotations

import pygame

from game.ui.palette import RGB, Palette

SUPERSAMPLE = 4

# Pip centres per value, in units of the face size (0..1).
_LO, _MID, _HI = 0.27, 0.5, 0.73
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((_MID, _MID),),
    2: ((_LO, _LO), (_HI, _HI)),
    3: ((_LO, _LO), (_MID, _MID), (_HI, _HI)),
    4: ((_LO, _LO), (_HI, _LO), (_LO, _HI), (_HI, _HI)),
    5: ((_LO, _LO), (_HI, _LO), (_MID, _MID), (_LO, _HI), (_HI, _HI)),
    6: ((_LO, _LO), (_HI, _LO), (_LO, _MID), (_HI, _MID), (_LO, _HI), (_HI, _HI)),
}


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Blend colour ``a`` towards ``b`` by ``t`` (0 gives a, 1 gives b)."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def render_face(value: int, size: int, palette: Palette) -> pygame.Surface:
    """One die face (1-6) as a ``size`` x ``size`` surface with alpha.

    A rounded body in ``die_face`` with a soft bevel, pips in ``die_pip``.
    The face fills the surface but for a one-pixel transparent margin, so
    rotating it keeps a soft edge.
    """
    if value not in PIPS:
        raise ValueError(f"a die face is 1-6, not {value}")
    big = size * SUPERSAMPLE
    margin = SUPERSAMPLE
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    body = pygame.Rect(margin, margin, big - 2 * margin, big - 2 * margin)
    radius = body.width // 6
    edge = mix(palette.die_face, palette.die_pip, 0.35)
    shade = mix(palette.die_face, palette.die_pip, 0.12)
    pygame.draw.rect(surf, edge, body, border_radius=radius)
    inner = body.inflate(-2 * SUPERSAMPLE, -2 * SUPERSAMPLE)
    pygame.draw.rect(surf, shade, inner, border_radius=radius - SUPERSAMPLE)
    # Lit top-left face over the shaded rim: a bevel read as a rounded cube.
    top = pygame.Rect(inner.x, inner.y, inner.width - big // 18, inner.height - big // 18)
    pygame.draw.rect(surf, palette.die_face, top, border_radius=radius - SUPERSAMPLE)
    pip_r = big * 0.085
    pip_rim = mix(palette.die_pip, palette.die_face, 0.25)
    for px, py in PIPS[value]:
        centre = (margin + px * body.width, margin + py * body.height)
        pygame.draw.circle(surf, pip_rim, centre, pip_r)
        pygame.draw.circle(surf, palette.die_pip, (centre[0] + 1, centre[1] + 1), pip_r * 0.86)
    return pygame.transform.smoothscale(surf, (size, size))


def render_shadow(size: int, palette: Palette) -> pygame.Surface:
    """A soft dark blob to lay under a die (slightly larger than the die)."""
    pad = max(2, size // 8)
    full = size + 2 * pad
    big = full * SUPERSAMPLE
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    dark = mix(palette.background, (0, 0, 0), 0.6)
    steps = 6
    for i in range(steps):
        inset = i * pad * SUPERSAMPLE // steps
        rect = pygame.Rect(inset, inset, big - 2 * inset, big - 2 * inset)
        pygame.draw.rect(surf, (*dark, 44), rect, border_radius=big // 5)
    return pygame.transform.smoothscale(surf, (full, full))


def dimmed(face: pygame.Surface, towards: RGB, amount: float) -> pygame.Surface:
    """A copy of ``face`` faded towards colour ``towards`` (alpha kept)."""
    out = face.copy()
    keep = round(255 * (1 - amount))
    out.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    out.fill(tuple(round(c * amount) for c in towards), special_flags=pygame.BLEND_RGB_ADD)
    return out


def render_ring(size: int, pad: int, colour: RGB) -> pygame.Surface:
    """A rounded outline hugging a die of ``size``, ``pad`` pixels outside it."""
    full = size + 2 * pad
    big = full * SUPERSAMPLE
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    width = max(2, pad * 3 // 4) * SUPERSAMPLE
    pygame.draw.rect(surf, colour, surf.get_rect(), width=width, border_radius=big // 5)
    return pygame.transform.smoothscale(surf, (full, full))


def render_lock(size: int, fill: RGB, edge: RGB) -> pygame.Surface:
    """A small padlock: the held marker that does not rely on colour."""
    big = size * SUPERSAMPLE
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    line = max(1, big // 10)
    body = pygame.Rect(big * 0.14, big * 0.44, big * 0.72, big * 0.5)
    arc_box = pygame.Rect(big * 0.28, big * 0.08, big * 0.44, big * 0.62)
    pygame.draw.rect(surf, edge, arc_box.inflate(line * 2, line * 2), border_radius=big // 4)
    pygame.draw.rect(surf, (0, 0, 0, 0), arc_box, border_radius=big // 5)
    pygame.draw.rect(surf, edge, body.inflate(line, line), border_radius=big // 9)
    pygame.draw.rect(surf, fill, body.inflate(-line, -line), border_radius=big // 12)
    keyhole = (body.centerx, body.centery - line // 2)
    pygame.draw.circle(surf, edge, keyhole, line * 0.8)
    pygame.draw.rect(surf, edge, (keyhole[0] - line // 3, keyhole[1], line * 2 // 3, line * 1.6))
    return pygame.transform.smoothscale(surf, (size, size))


class FaceSet:
    """Every surface the tray needs for one palette and die size."""

    def __init__(self, size: int, palette: Palette) -> None:
        self.size = size
        self.palette = palette
        self.pad = max(3, size // 10)
        self.faces = {v: render_face(v, size, palette) for v in PIPS}
        self.dim = {v: dimmed(f, palette.panel, 0.55) for v, f in self.faces.items()}
        self.shadow = render_shadow(size, palette)
        self.held_ring = render_ring(size, self.pad, palette.die_held)
        self.selected_ring = render_ring(size, self.pad, palette.accent)
        self.lock = render_lock(max(12, size * 9 // 20), palette.die_held, palette.die_pip)
