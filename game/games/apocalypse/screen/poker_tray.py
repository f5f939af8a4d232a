"""The dice-poker tray: the shared pymunk tray, all felt, with a slot for each die.

In an ability check any die may be rerolled at any time, one at a time;
nothing is ever held. So this tray has no held row and no padlocks (they
suggested dice were locked): the whole felt is cut into as many slots
(columns) as there are dice, die 1 leftmost: the order the log writes the
dice in. A throw of all the dice tumbles across the felt and each die slides
into its own slot as it comes to rest (the faces are dealt to the thrown
dice by where they stop, so the die that stops leftmost shows die 1 and
none has far to go). A rerolled die lifts from where it lies, tumbling from
the face it showed (so a reroll onto the same face is seen too), and lands in
its slot again, while the others never move; it keeps a ring and a small
"rerolled" tag until the next reroll or throw, bright for a moment after it
rests, so the eye finds the die that changed. A die turned to another face (a
card) changes in place, marked the same way and tagged "turned" (or with the player
who turned it, the ring then bright until the next throw). Every die
rests wholly inside the felt (a die thrown against the left wall was cut by
the rim).
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
from game.ui.widgets import text

FRESH_SECONDS = 1.4  # how long a rerolled or turned die's ring stays bright after it rests
FADE_SECONDS = 0.5  # the bright ring's fade, at the end of that time, to the steady ring
STEADY = 0.45  # the ring's strength after that, until the next reroll or throw


def _tip(face: int, avoid: int) -> int:
    """A face a die shows when tipped over from ``face`` (a side, not the opposite face),
    other than ``avoid``."""
    return next(f for f in range(1, 7) if f not in (face, 7 - face, avoid))


class PokerTray(DiceTray):
    """Five dice on one felt, each in its slot; rerolls keep the others in place."""

    def __init__(self, rect: pygame.Rect, palette: Palette, die_size: int) -> None:
        super().__init__(rect, palette, die_size, held_row=False)
        self._slots: list[int] = []  # die -> its slot, counted from the left
        self._fresh: dict[int, float] = {}  # die -> seconds its ring stays bright at rest
        self.counting: tuple[int, ...] = ()  # the dice that make up the hand, marked below
        self._how = "rerolled"  # the marked die's tag: "rerolled", "turned" or who turned it
        self._kept = False  # the marked die's ring stays bright (another player's card)

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
        """The dice marked as the last rerolled (or turned): until the next reroll or throw."""
        return tuple(sorted(self._fresh))

    @property
    def tag(self) -> str:
        """The word under the marked die: "rerolled", or "turned" when a card turned it."""
        return self._how

    @property
    def bright(self) -> tuple[int, ...]:
        """The marked dice whose ring is still bright (just rerolled or turned)."""
        return tuple(sorted(i for i, t in self._fresh.items() if t > 0))

    def roll(self, values: Sequence[int], held: Sequence[bool] | None = None,
             seed: int = 0) -> None:
        """Throw the dice not ``held``: all of them across the felt into their slots, or a
        reroll inside its own slot while the held ones stay where they lie, unmarked."""
        rest = [(x, y, a) for x, y, a, _ in self.poses()] \
            if len(self.values) == len(values) and len(self._slots) == len(values) else []
        if not rest or held is None or not any(held):
            self._throw_all(values, seed)
            return
        before = list(self.values)
        self._set_dice(values, held)
        thrown = [i for i, h in enumerate(self._held) if not h]
        rng = random.Random(seed)
        tracks: dict[int, list[Frame]] = {}
        impacts: list[Impact] = []
        for i in thrown:
            track, heard = throw(self._lane(i), self.size, [self._values[i]], rng)
            tracks[i] = self._from_rest(track, rest[i], before[i])
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
        self._how, self._kept = "rerolled", False
        self._play(frames, sorted(impacts))

    def set_values(self, values: Sequence[int], held: Sequence[bool] | None = None,
                   seed: int = 0) -> None:
        """Dice at rest, left to right in die order (a loaded game)."""
        super().set_values(values, None, seed)
        self._slots = list(range(len(self._values)))
        self._fresh = {}

    def turn(self, values: Sequence[int], die: int, tag: str = "turned",
             kept: bool = False) -> None:
        """``die`` shows another face where it lies (a card turned it); it is ringed and
        tagged ``tag``; ``kept``: the ring stays bright (another player's card turned it,
        maybe while a card on show covered the tray)."""
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
        self._how, self._kept = tag, kept

    def _throw_all(self, values: Sequence[int], seed: int) -> None:
        """All the dice across the felt; the faces go to the dice by where they stop, left
        to right, so die 1 comes to rest in the leftmost slot (the throw's path does not
        depend on the faces: the same seed throws the same way)."""
        super().roll(values, None, seed)
        final = self._frames[-1]
        order = sorted(range(len(final)), key=lambda i: (final[i].x, i))  # slot -> body
        dealt = [0] * len(values)
        for slot, body in enumerate(order):
            dealt[body] = values[slot]
        super().roll(dealt, None, seed)
        self._values = list(values)
        self._frames = [tuple(frame[body] for body in order) for frame in self._frames]
        self._fresh = {}
        self._slots = list(range(len(values)))
        self._play(self._into_slots(), self._impacts)

    def _from_rest(self, track: list[Frame], rest: tuple[float, float, float], face: int
              ) -> list[Frame]:
        """A reroll's track that starts where the die lay, on the face it showed: it
        drifts from there onto the throw's own path as it tumbles (no jump)."""
        first = track[0][0]
        dx, dy = rest[0] - first.x, rest[1] - first.y
        last = max(1, len(track) - 1)
        faces = [f[0].face for f in track]
        flips = [k for k in range(1, len(faces)) if faces[k] != faces[k - 1]]
        if len(flips) < 2:  # a short roll in its slot: tip it over twice on the way
            value = faces[-1]
            over = _tip(face, value)
            faces = [face if k < last * 0.15 else over if k < last * 0.3
                     else _tip(over, value) if k < last * 0.45 else value
                     for k in range(len(track))]
        else:
            faces = [face] * flips[0] + faces[flips[0]:]
        out: list[Frame] = []
        for k, (frame, shown) in enumerate(zip(track, faces, strict=True)):
            pose = frame[0]
            u = (1.0 - min(1.0, 2.0 * k / last)) ** 2  # back on its own path by halfway
            out.append((DiePose(pose.x + dx * u, pose.y + dy * u, pose.angle, shown),))
        return out

    def _lane(self, die: int) -> pygame.Rect:
        """Where a rerolled die tumbles: inside its slot and off the rim (the throw lets a
        turned die's corner sink a pixel or two into its walls)."""
        return self.slot_rect(die).inflate(-8, 0).clip(self.roll_rect.inflate(-8, -8))

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
        if any(t > 0 for t in self._fresh.values()) and not self.is_rolling:
            motion.stir()
            self._fresh = {i: max(0.0, t - dt) for i, t in self._fresh.items()}

    def settle_now(self) -> None:
        super().settle_now()
        self._fresh = dict.fromkeys(self._fresh, 0.0)  # still marked, no longer bright

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        poses = self.poses()
        if not self.is_rolling:
            self._underline(surface)
        for die, left in self._fresh.items():
            x, y, angle, _ = poses[die]
            strength = 1.0 if self._kept else STEADY + (1 - STEADY) * min(1.0, left / FADE_SECONDS)
            self._ring(surface, (x, y), angle, strength)
            if not self.is_rolling:
                self._tag(surface, die, (x, y))

    def _underline(self, surface: pygame.Surface) -> None:
        """A bar along the bottom of the felt under each die of the hand (its slot)."""
        for die in self.counting:
            if die < len(self._values):
                slot = self.slot_rect(die).inflate(-14, 0)
                bar = pygame.Rect(slot.x, self.roll_rect.bottom - 7, slot.width, 5)
                pygame.draw.rect(surface, self.palette.good, bar, border_radius=2)

    def _tag(self, surface: pygame.Surface, die: int, at: tuple[float, float]) -> None:
        """The small word "rerolled" (or "turned") under the marked die (over it when it
        lies low in the tray)."""
        img = text(self.tag, 11, self.palette.text, bold=True)
        below = at[1] + self.size * 0.75 + img.get_height() <= self.roll_rect.bottom
        y = at[1] + self.size * 0.75 if below else at[1] - self.size * 0.75 - img.get_height()
        slot = self.slot_rect(die)
        x = min(max(at[0] - img.get_width() / 2, slot.left + 1), slot.right - img.get_width())
        plate = img.get_rect(topleft=(round(x), round(y))).inflate(6, 2)
        back = pygame.Surface(plate.size, pygame.SRCALPHA)
        back.fill((*self.palette.panel, 200))
        surface.blit(back, plate)
        surface.blit(img, img.get_rect(center=plate.center))

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
