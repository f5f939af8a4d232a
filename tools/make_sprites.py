"""Draw Hexfold's sprites into sprites/ (antialiased: drawn at 4x, smoothscaled).

Usage, from the repository root:

    python -m tools.make_sprites [--out DIR]

What goes where, and how to load it:

- ``symbols/<name>.png`` -- Loop's symbols (plus, minus, equals, blast,
  blast_2, bridge, portal, start, infinity) and the pen-stroke ``cross``. They
  are WHITE shapes on transparency, so one file serves both palettes: tint at
  load with ``surf.fill(colour, special_flags=pygame.BLEND_RGBA_MULT)`` (ink on
  the sheet, text colour on panels). Each reads as a shape without colour.
- ``<palette>/die_<1-6>.png``, ``<palette>/hex.png``, ``<palette>/hex_gray.png``
  -- colour matters here, so there is one set per palette in
  ``game.ui.palette.PALETTES``. Dice come from ``game.ui.dice_faces`` so they
  match the tray.
- ``icon.png`` (the app icon: a hex with one corner folded over) and
  ``logo.png`` (the title "Hexfold" beside the folded hex) in the standard
  palette; both sit on dark backgrounds in either palette.

The output is deterministic: no randomness, no timestamps, so running the
script twice gives byte-identical files (tests/tools/test_assets.py checks).
"""

from __future__ import annotations

import argparse
import itertools
import logging
import math
import os
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from game.ui.dice_faces import mix, render_face
from game.ui.palette import PALETTES, RGB, STANDARD, Palette

ROOT = Path(__file__).resolve().parent.parent
SS = 4  # supersampling factor
SYMBOL_SIZE = 64
DIE_SIZE = 64
HEX_WIDTH = 96
WHITE = (255, 255, 255)

log = logging.getLogger("make_sprites")

Point = tuple[float, float]


def _canvas(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)


def _down(big: pygame.Surface) -> pygame.Surface:
    w, h = big.get_size()
    return pygame.transform.smoothscale(big, (w // SS, h // SS))


def _stroke(surf: pygame.Surface, pts: list[Point], width: float, colour: RGB) -> None:
    """A thick polyline with round joins and caps."""
    r = width / 2
    for a, b in itertools.pairwise(pts):
        steps = max(1, int(math.dist(a, b) / max(1.0, r / 2)))
        for k in range(steps + 1):
            t = k / steps
            pygame.draw.circle(
                surf, colour, (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t), r
            )


def _pen(surf: pygame.Surface, pts: list[Point], width: float, colour: RGB) -> None:
    """A pen stroke: thick in the middle, tapering at both ends."""
    n = len(pts)
    for k, p in enumerate(pts):
        t = k / (n - 1)
        taper = 0.35 + 0.65 * math.sin(math.pi * t) ** 0.6
        pygame.draw.circle(surf, colour, p, width / 2 * taper)


def _curve(a: Point, b: Point, bend: float, n: int = 120) -> list[Point]:
    """Points along a gentle arc from a to b, bowed sideways by ``bend``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    nx, ny = -dy, dx
    length = math.hypot(nx, ny) or 1.0
    out = []
    for k in range(n):
        t = k / (n - 1)
        bow = math.sin(math.pi * t) * bend / length
        out.append((a[0] + dx * t + nx * bow, a[1] + dy * t + ny * bow))
    return out


def _hex_points(cx: float, cy: float, r: float, start_deg: float = -90) -> list[Point]:
    return [
        (
            cx + r * math.cos(math.radians(start_deg + 60 * k)),
            cy + r * math.sin(math.radians(start_deg + 60 * k)),
        )
        for k in range(6)
    ]


# --------------------------------------------------------------- symbols


def _bar(surf: pygame.Surface, cx: float, cy: float, w: float, h: float) -> None:
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (round(cx), round(cy))
    pygame.draw.rect(surf, WHITE, rect, border_radius=int(h // 2))


def sym_plus(s: pygame.Surface, n: int) -> None:
    _bar(s, n / 2, n / 2, n * 0.72, n * 0.2)
    _bar(s, n / 2, n / 2, n * 0.2, n * 0.72)


def sym_minus(s: pygame.Surface, n: int) -> None:
    _bar(s, n / 2, n / 2, n * 0.72, n * 0.2)


def sym_equals(s: pygame.Surface, n: int) -> None:
    _bar(s, n / 2, n * 0.35, n * 0.72, n * 0.18)
    _bar(s, n / 2, n * 0.65, n * 0.72, n * 0.18)


def _burst(s: pygame.Surface, n: int, spikes: int = 11) -> None:
    pts = []
    for k in range(spikes * 2):
        ang = math.pi * 2 * k / (spikes * 2) - math.pi / 2
        jag = (0.47 - 0.03 * (k % 4 == 1)) if k % 2 == 0 else 0.27 + 0.03 * (k % 3)
        pts.append((n / 2 + n * jag * math.cos(ang), n / 2 + n * jag * math.sin(ang)))
    pygame.draw.polygon(s, WHITE, pts)


def sym_blast(s: pygame.Surface, n: int) -> None:
    _burst(s, n)
    pygame.draw.circle(s, (0, 0, 0, 0), (n / 2, n / 2), n * 0.1)


def sym_blast_2(s: pygame.Surface, n: int) -> None:
    _burst(s, n)
    font = pygame.font.Font(None, int(n * 0.7))
    # Black ink with alpha: subtracting it removes only alpha, cutting the
    # digit out of the burst so it survives tinting.
    digit = font.render("2", True, (0, 0, 0))
    s.blit(
        digit, digit.get_rect(center=(n / 2, n / 2 + n * 0.03)), special_flags=pygame.BLEND_RGBA_SUB
    )


def sym_bridge(s: pygame.Surface, n: int) -> None:
    w = n * 0.09
    deck_y = n * 0.4
    _stroke(s, [(n * 0.08, deck_y), (n * 0.92, deck_y)], w, WHITE)
    arch = [
        (n * 0.14 + n * 0.72 * t, n * 0.78 - n * 0.34 * math.sin(math.pi * t))
        for t in (k / 40 for k in range(41))
    ]
    _stroke(s, arch, w, WHITE)
    for x in (0.14, 0.86):
        _stroke(s, [(n * x, deck_y), (n * x, n * 0.82)], w, WHITE)
    for x in (0.32, 0.5, 0.68):
        y = n * 0.78 - n * 0.34 * math.sin(math.pi * (x - 0.14) / 0.72)
        _stroke(s, [(n * x, deck_y), (n * x, y)], w * 0.6, WHITE)


def sym_portal(s: pygame.Surface, n: int) -> None:
    pts = []
    turns = 2.3
    for k in range(400):
        t = k / 399
        ang = t * turns * 2 * math.pi
        r = n * (0.05 + 0.38 * t)
        pts.append((n / 2 + r * math.cos(ang), n / 2 + r * math.sin(ang)))
    for k, p in enumerate(pts):
        pygame.draw.circle(s, WHITE, p, n * (0.025 + 0.045 * k / len(pts)))


def sym_start(s: pygame.Surface, n: int) -> None:
    _stroke(s, [(n * 0.28, n * 0.12), (n * 0.28, n * 0.9)], n * 0.08, WHITE)
    flag = [(n * 0.3, n * 0.14), (n * 0.82, n * 0.3), (n * 0.3, n * 0.48)]
    pygame.draw.polygon(s, WHITE, flag)
    _bar(s, n * 0.28, n * 0.9, n * 0.36, n * 0.08)


def sym_infinity(s: pygame.Surface, n: int) -> None:
    pts = []
    for k in range(241):
        t = 2 * math.pi * k / 240
        d = 1 + math.sin(t) ** 2
        pts.append(
            (n / 2 + n * 0.42 * math.cos(t) / d, n / 2 + n * 0.42 * math.sin(t) * math.cos(t) / d)
        )
    _stroke(s, pts, n * 0.1, WHITE)


def sym_cross(s: pygame.Surface, n: int) -> None:
    _pen(s, _curve((n * 0.16, n * 0.2), (n * 0.84, n * 0.82), n * 0.05), n * 0.13, WHITE)
    _pen(s, _curve((n * 0.82, n * 0.14), (n * 0.2, n * 0.86), -n * 0.06), n * 0.13, WHITE)


SYMBOLS: dict[str, Callable[[pygame.Surface, int], None]] = {
    "plus": sym_plus,
    "minus": sym_minus,
    "equals": sym_equals,
    "blast": sym_blast,
    "blast_2": sym_blast_2,
    "bridge": sym_bridge,
    "portal": sym_portal,
    "start": sym_start,
    "infinity": sym_infinity,
    "cross": sym_cross,
}


def render_symbol(name: str) -> pygame.Surface:
    """A white symbol on transparency, SYMBOL_SIZE square."""
    big = _canvas(SYMBOL_SIZE, SYMBOL_SIZE)
    SYMBOLS[name](big, SYMBOL_SIZE * SS)
    return _down(big)


# ----------------------------------------------------------- tiles, logo


def render_hex(fill: RGB, edge: RGB) -> pygame.Surface:
    """A pointy-top hex tile, lit from the top-left, with a crisp rim."""
    r = HEX_WIDTH / math.sqrt(3)
    w, h = HEX_WIDTH, math.ceil(2 * r) + 2
    big = _canvas(w, h)
    cx, cy, rb = w * SS / 2, h * SS / 2, r * SS
    pygame.draw.polygon(big, edge, _hex_points(cx, cy, rb - SS))
    rim = mix(fill, edge, 0.22)
    steps = 12
    for k in range(steps):
        t = k / (steps - 1)
        colour = mix(rim, fill, t**0.7)
        shrink = rb - 3 * SS - t * rb * 0.55
        off = -t * rb * 0.08
        pygame.draw.polygon(big, colour, _hex_points(cx + off, cy + off, shrink))
    return _down(big)


def _folded_hex(big: pygame.Surface, cx: float, cy: float, r: float, p: Palette) -> None:
    """The app's mark: an accent hex whose top-right corner is folded over."""
    pts = _hex_points(cx, cy, r)
    shadow = [(x + r * 0.06, y + r * 0.08) for x, y in pts]
    pygame.draw.polygon(big, mix(p.background, (0, 0, 0), 0.5), shadow)
    top, upper_right = pts[0], pts[1]

    def lerp(q: Point, w: Point, t: float) -> Point:
        return (q[0] + (w[0] - q[0]) * t, q[1] + (w[1] - q[1]) * t)

    a = lerp(pts[5], top, 0.62)
    b = lerp(upper_right, pts[2], 0.5)
    body = [a, b, *pts[2:]]
    pygame.draw.polygon(big, p.accent, body)
    # The flap: the cut-off corner mirrored across the fold line a-b.
    corner = [top, upper_right]
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    norm = dx * dx + dy * dy

    def mirror(q: Point) -> Point:
        t = ((q[0] - ax) * dx + (q[1] - ay) * dy) / norm
        fx, fy = ax + dx * t, ay + dy * t
        return (2 * fx - q[0], 2 * fy - q[1])

    flap = [a, *(mirror(q) for q in corner), b]
    pygame.draw.polygon(
        big, mix(p.accent, (0, 0, 0), 0.25), [(x + r * 0.03, y + r * 0.04) for x, y in flap]
    )
    pygame.draw.polygon(big, mix(p.accent, (255, 255, 255), 0.45), flap)
    _stroke(big, [a, b], r * 0.03, mix(p.accent, (0, 0, 0), 0.35))
    inner = _hex_points(cx, cy, r * 0.36)
    pygame.draw.polygon(big, mix(p.accent, p.background, 0.55), inner, width=max(1, int(r * 0.07)))


def render_icon(size: int, p: Palette) -> pygame.Surface:
    """The app icon: the folded hex alone."""
    big = _canvas(size, size)
    _folded_hex(big, size * SS * 0.48, size * SS * 0.5, size * SS * 0.46, p)
    return _down(big)


def render_logo(p: Palette) -> pygame.Surface:
    """The title: the folded hex, then "Hexfold" with a hex-edge underline."""
    w, h = 480, 128
    big = _canvas(w, h)
    _folded_hex(big, h * SS * 0.5, h * SS * 0.5, h * SS * 0.4, p)
    font = pygame.font.Font(None, int(h * SS * 0.82))
    text_x = int(h * SS * 1.0)
    shade = font.render("Hexfold", True, mix(p.background, (0, 0, 0), 0.5))
    big.blit(shade, (text_x + SS * 3, int(h * SS * 0.16) + SS * 4))
    word = font.render("Hexfold", True, p.text)
    big.blit(word, (text_x, int(h * SS * 0.16)))
    # A row of small hexes under the word: the table's motif.
    y = h * SS * 0.86
    k = 0
    x = text_x + SS * 12
    while x < text_x + word.get_width():
        colour = p.accent if k % 3 == 0 else mix(p.text, p.background, 0.5)
        pygame.draw.polygon(big, colour, _hex_points(x, y, SS * 7, -90))
        x += SS * 21
        k += 1
    return _down(big)


# ----------------------------------------------------------------- main


def build(out: Path) -> list[Path]:
    """Write every sprite under ``out``; returns the files written."""
    pygame.font.init()
    written: list[Path] = []

    def save(surf: pygame.Surface, rel: str) -> None:
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(surf, str(path))
        written.append(path)

    for name in SYMBOLS:
        save(render_symbol(name), f"symbols/{name}.png")
    for palette in PALETTES.values():
        for value in range(1, 7):
            save(render_face(value, DIE_SIZE, palette), f"{palette.name}/die_{value}.png")
        save(render_hex(palette.hex_fill, palette.hex_edge), f"{palette.name}/hex.png")
        save(render_hex(palette.hex_gray, palette.hex_edge), f"{palette.name}/hex_gray.png")
    save(render_icon(64, STANDARD), "icon.png")
    save(render_logo(STANDARD), "logo.png")
    return written


def main(argv: list[str] | None = None) -> None:
    """Command line: regenerate sprites (into sprites/ unless --out)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "sprites")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    files = build(args.out)
    total = sum(f.stat().st_size for f in files)
    log.info("wrote %d sprites, %d bytes, to %s", len(files), total, args.out)


if __name__ == "__main__":
    main()
