"""The dice-poker tray: the shared pymunk tray without a held row.

In an ability check any die may be rerolled at any time, one at a time;
nothing is ever held. So this tray has no held row and no padlocks (they
suggested dice were locked): the whole tray is felt, a rerolled die is
thrown alone while the others stay where they lie, and it comes to rest on
a free spot. Every die rests wholly inside the felt (a die thrown against
the left wall was cut by the rim).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.dice_throw import DiePose, Frame
from game.ui.dice_tray import DiceTray
from game.ui.palette import Palette
from game.ui.theme import mix


class PokerTray(DiceTray):
    """Five dice on one felt; rerolls keep the others in place."""

    def __init__(self, rect: pygame.Rect, palette: Palette, die_size: int) -> None:
        super().__init__(rect, palette, die_size)
        pad = max(6, self.size // 4)
        self.roll_rect = self.rect.inflate(-2 * pad, -2 * pad)
        self.held_rect = self.roll_rect.copy()  # the verdict's banner is centred on it
        self._background = self._render_background()

    def safe_rect(self) -> pygame.Rect:
        """Where a die's centre may rest with all of it, turned, on the felt."""
        edge = round(self.size * 0.72) + 3
        return self.roll_rect.inflate(-2 * edge, -2 * edge)

    def _render_background(self) -> pygame.Surface:
        p = self.palette
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        box = surf.get_rect()
        radius = max(8, self.size // 3)
        pygame.draw.rect(surf, p.panel_edge, box, border_radius=radius)
        pygame.draw.rect(surf, p.panel, box.inflate(-4, -4), border_radius=radius - 2)
        felt = mix(p.background, (0, 0, 0), 0.08)
        roll = getattr(self, "roll_rect", box).move(-self.rect.x, -self.rect.y)
        pygame.draw.rect(surf, mix(felt, (0, 0, 0), 0.3), roll, border_radius=radius // 2)
        pygame.draw.rect(surf, felt, roll.inflate(-4, -4).move(1, 2), border_radius=radius // 2)
        return surf.convert_alpha() if pygame.display.get_surface() else surf

    def roll(self, values: Sequence[int], held: Sequence[bool] | None = None,
             seed: int = 0) -> None:
        """Throw the dice not ``held``; the held ones stay where they lie, unmarked."""
        rest = [(x, y, a) for x, y, a, _ in self.poses()] if len(self.values) == len(values) \
            else []
        super().roll(values, held if rest else None, seed)
        thrown = list(self._rolling)
        kept = {i: rest[i] for i in range(len(values)) if rest and i not in thrown}
        self._held = [False] * len(values)
        self._rolling = list(range(len(values)))
        shifts = self._shifts(thrown, kept)
        last = max(1, len(self._frames) - 1)
        frames: list[Frame] = []
        for k, frame in enumerate(self._frames):
            poses = dict(zip(thrown, frame, strict=True))
            out = []
            for i in range(len(values)):
                if i in kept:
                    x, y, a = kept[i]
                    out.append(DiePose(x, y, a, self._values[i]))
                else:
                    pose = poses[i]
                    dx, dy = shifts[i]
                    u = k / last
                    out.append(DiePose(pose.x + dx * u, pose.y + dy * u, pose.angle, pose.face))
            frames.append(tuple(out))
        self._frames = frames

    def _shifts(self, thrown: list[int], kept: dict[int, tuple[float, float, float]]
                ) -> dict[int, tuple[float, float]]:
        """How far each thrown die drifts so it rests on the felt, clear of the others."""
        safe = self.safe_rect()
        taken = [(x, y) for x, y, _ in kept.values()]
        out = {}
        final = dict(zip(thrown, self._frames[-1], strict=True))
        for i in thrown:
            x, y = final[i].x, final[i].y
            spot = (min(max(x, safe.left), safe.right), min(max(y, safe.top), safe.bottom))
            if any(_near(spot, t, self.size * 1.2) for t in taken):
                spot = self._free_spot(spot, taken, safe)
            taken.append(spot)
            out[i] = (spot[0] - x, spot[1] - y)
        return out

    def _free_spot(self, near: tuple[float, float], taken: list[tuple[float, float]],
                   safe: pygame.Rect) -> tuple[float, float]:
        step = self.size * 0.5
        spots = [(safe.left + c * step, safe.top + r * step)
                 for c in range(int(safe.width / step) + 1)
                 for r in range(int(safe.height / step) + 1)]
        free = [s for s in spots if not any(_near(s, t, self.size * 1.2) for t in taken)]
        if not free:
            return near
        return min(free, key=lambda s: (s[0] - near[0]) ** 2 + (s[1] - near[1]) ** 2)


def _near(a: tuple[float, float], b: tuple[float, float], reach: float) -> bool:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 < reach * reach
