"""Tweens: a value moving from one number to another over time, with easing.

Driven by the injected ``dt`` of ``update`` so tests and replays are exact. A
tween that advances tells ``game.ui.motion``, so the app draws while it runs
and sleeps once it is done.

>>> t = Tween(0.0, 10.0, 1.0)
>>> t.update(0.5); round(t.value, 3)
8.75
>>> t.update(1.0); t.done, t.value
(True, 10.0)
"""

from __future__ import annotations

from collections.abc import Callable

from game.ui import motion

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1.0 - (1.0 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


class Tween:
    """A number eased from ``start`` to ``end`` over ``duration`` seconds."""

    def __init__(
        self, start: float, end: float, duration: float, ease: Easing = ease_out_cubic
    ) -> None:
        self.start, self.end, self.duration, self.ease = start, end, max(duration, 1e-6), ease
        self.elapsed = 0.0

    def update(self, dt: float) -> None:
        if self.elapsed < self.duration:
            motion.stir()
        self.elapsed = min(self.duration, self.elapsed + dt)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def value(self) -> float:
        if self.done:
            return self.end
        return self.start + (self.end - self.start) * self.ease(self.elapsed / self.duration)
