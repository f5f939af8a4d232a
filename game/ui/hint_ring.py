"""A ring that points at the control a hint names ("Hint: Travel to Cairo" rings Cairo's
button or the city): it pulses for a moment around the rect the game's scene gives
(``GameScene.hint_rect``), then fades; the table drops it as soon as anyone plays."""

from __future__ import annotations

import math

import pygame

from game.ui.palette import Palette

#: Seconds the ring shows, and how many times it pulses meanwhile.
SECONDS = 2.4
PULSES = 3
WIDTH = 3  # the ring's line, in pixels
MARGIN = 5  # around the control


class HintRing:
    """A pulsing ring around ``rect`` (canvas coordinates) for ``SECONDS``."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect.inflate(2 * MARGIN, 2 * MARGIN)
        self.age = 0.0

    @property
    def done(self) -> bool:
        return self.age >= SECONDS

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface, p: Palette) -> None:
        if self.done:
            return
        phase = self.age / SECONDS
        pulse = 0.5 + 0.5 * math.cos(2 * math.pi * PULSES * phase)  # 1 at each pulse's start
        fade = min(1.0, 4 * (1 - phase))  # the last quarter fades out
        grow = round(4 * (1 - pulse))
        ring = self.rect.inflate(2 * grow, 2 * grow)
        layer = pygame.Surface(ring.size, pygame.SRCALPHA)
        colour = (*p.accent[:3], round(255 * fade * (0.55 + 0.45 * pulse)))
        pygame.draw.rect(layer, colour, layer.get_rect(), WIDTH, border_radius=10)
        surface.blit(layer, ring.topleft)
