"""The dice-poker tray: the shared pymunk tray, all felt, with a slot for each die.

In an ability check any die may be rerolled at any time, one at a time;
nothing is ever held. So this tray has no held row and no padlocks (they
suggested dice were locked): the whole felt is cut into as many slots
(columns) as there are dice. A throw of all the dice tumbles across the felt
and each die slides into its own slot as it comes to rest (the leftmost die
into the leftmost slot, so they barely move); a rerolled die tumbles inside
its slot and lands there again, while the others never move, and it keeps a
bright ring for a moment after it rests so the eye finds the die that
changed. A die turned to another face (a card) changes in place, ringed the
same way. Every die rests wholly inside the felt (a die thrown against the
left wall was cut by the rim).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pygame

from game.ui import motion
from game.ui.dice_throw import DiePose, Frame, Impact, throw
from game.ui.dice_tray import DiceTray
from game.ui.palette import Palette
from game.ui.theme import mix

FRESH_SECONDS = 1.4  # how long a rerolled or turned die stays ringed after it rests
FADE_SECONDS = 0.5  # the ring's fade at the end of that time


class PokerTray(DiceTray):
    """Five dice on one felt, each in its slot; rerolls keep the others in place."""

    def __init__(self, rect: pygame.Rect, palette: Palette, die_size: int) -> None:
        super().__init__(rect, palette, die_size, held_row=False)
        self._slots: list[int] = []  # die -> its slot, counted from the left
        self._fresh: dict[int, float] = {}  # die -> seconds its ring still shows at rest

    def safe_rect(self) -> pygame.Rect:
        """Where a die's centre may rest with all of it, turned, on the felt."""
        return self.roll_rect.inflate(-2 * self._edge(), -2 * self._edge())

    def _edge(self) -> int:
        return round(self.size * 0.72) + 3

    def slot_rect(self, die: int) -> pygame.Rect:
        """The column of the felt where ``die`` lies (one column per die)."""
        n = max(1, len(self._values))
        k = self._slots[die] if die < len(self._slots) else die
        left = self.roll_rect.x + self.roll_rect.width * k / n
        right = self.roll_rect.x + self.roll_rect.width * (k + 1) / n
        return pygame.Rect(round(left), self.roll_rect.y, round(right) - round(left),
                           self.roll_rect.height)

    @property
    def fresh(self) -> tuple[int, ...]:
        """The dice ringed now as just rerolled (or turned)."""
        return tuple(sorted(self._fresh))

    def roll(self, values: Sequence[int], held: Sequence[bool] | None = None,
             seed: int = 0) -> None:
        """Throw the dice not ``held``: all of them across the felt into their slots, or a
        reroll inside its own slot while the held ones stay where they lie, unmarked."""
        rest = [(x, y, a) for x, y, a, _ in self.poses()] \
            if len(self.values) == len(values) and len(self._slots) == len(values) else []
        if not rest or held is None or not any(held):
            super().roll(values, None, seed)
            self._fresh = {}
            self._slots = self._slots_by_x()
            self._play(self._into_slots(), self._impacts)
            return
        self._set_dice(values, held)
        thrown = [i for i, h in enumerate(self._held) if not h]
        rng = random.Random(seed)
        tracks: dict[int, list[Frame]] = {}
        impacts: list[Impact] = []
        for i in thrown:
            tracks[i], heard = throw(self._lane(i), self.size, [self._values[i]], rng)
            impacts += heard
        length = max(len(t) for t in tracks.values())
        frames: list[Frame] = []
        for k in range(length):
            frames.append(tuple(
                tracks[i][min(k, len(tracks[i]) - 1)][0] if i in tracks
                else DiePose(*rest[i], self._values[i]) for i in range(len(values))))
        self._held = [False] * len(values)
        self._rolling = list(range(len(values)))
        self._fresh = {i: FRESH_SECONDS for i in thrown}
        self._play(frames, sorted(impacts))

    def set_values(self, values: Sequence[int], held: Sequence[bool] | None = None,
                   seed: int = 0) -> None:
        """Dice at rest, left to right in die order (a loaded game)."""
        super().set_values(values, None, seed)
        self._slots = list(range(len(self._values)))
        self._fresh = {}

    def turn(self, values: Sequence[int], die: int) -> None:
        """``die`` shows another face where it lies (a card turned it); it is ringed."""
        if len(values) != len(self.values) or len(self._slots) != len(values):
            self.set_values(values)
            return
        self.settle_now()
        poses = self.poses()
        self._set_dice(values, None)
        self._rolling = list(range(len(values)))
        self._play([tuple(DiePose(x, y, a, self._values[i])
                          for i, (x, y, a, _) in enumerate(poses))], [])
        self._fresh = {die: FRESH_SECONDS}

    def _lane(self, die: int) -> pygame.Rect:
        """Where a rerolled die tumbles: inside its slot and off the rim (the throw lets a
        turned die's corner sink a pixel or two into its walls)."""
        return self.slot_rect(die).inflate(-8, 0).clip(self.roll_rect.inflate(-8, -8))

    def _slots_by_x(self) -> list[int]:
        """Slots for a fresh throw: by where each die comes to rest, left to right."""
        final = self._frames[-1]
        order = sorted(range(len(final)), key=lambda i: (final[i].x, i))
        slots = [0] * len(final)
        for slot, die in enumerate(order):
            slots[die] = slot
        return slots

    def _into_slots(self) -> list[Frame]:
        """The throw's frames with each die drifting into its slot as it slows down."""
        edge = self._edge()
        safe = self.safe_rect()
        final = self._frames[-1]
        shifts = []
        for i, pose in enumerate(final):
            lane = self.slot_rect(i)
            left, right = lane.left + edge, lane.right - edge
            if left > right:
                left = right = lane.centerx
            x = min(max(pose.x, left), right)
            y = min(max(pose.y, safe.top), safe.bottom)
            shifts.append((x - pose.x, y - pose.y))
        last = max(1, len(self._frames) - 1)
        out: list[Frame] = []
        for k, frame in enumerate(self._frames):
            u = 1.0 - (1.0 - k / last) ** 2  # most of the drift while the dice slow down
            out.append(tuple(DiePose(p.x + dx * u, p.y + dy * u, p.angle, p.face)
                             for p, (dx, dy) in zip(frame, shifts, strict=True)))
        return out

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._fresh and not self.is_rolling:
            motion.stir()
            self._fresh = {i: t - dt for i, t in self._fresh.items() if t - dt > 0}

    def settle_now(self) -> None:
        super().settle_now()
        self._fresh = {}

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        poses = self.poses()
        for die, left in self._fresh.items():
            x, y, angle, _ = poses[die]
            self._ring(surface, (x, y), angle, min(1.0, left / FADE_SECONDS))

    def _ring(self, surface: pygame.Surface, at: tuple[float, float], angle: float,
              strength: float) -> None:
        """A bright square ring round a die, turned with it."""
        half = self.size / 2 + 4
        rad = math.radians(angle)
        c, s = math.cos(rad), math.sin(rad)
        box = round(half * 3)
        layer = pygame.Surface((box, box), pygame.SRCALPHA)
        mid = box / 2
        corners = [(mid + dx * c - dy * s, mid + dx * s + dy * c)
                   for dx, dy in ((-half, -half), (half, -half), (half, half), (-half, half))]
        glow = (*mix(self.palette.accent, (255, 255, 255), 0.55), round(255 * strength))
        pygame.draw.polygon(layer, glow, corners, 3)
        surface.blit(layer, layer.get_rect(center=(round(at[0]), round(at[1]))))
