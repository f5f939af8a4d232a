"""The dice tray: a pymunk-animated throw that lands on values the rules chose.

The rules roll the dice with the game state's seeded RNG; the tray only shows
the result. :meth:`DiceTray.roll` has the throw worked out in advance
(``dice_throw.throw``: a fresh pymunk space and a private
``random.Random(seed)``, recorded at a fixed 1/60 s step, each die tumbling
onto its rolled value), so the same seed and values always give the same
animation. Playback (:meth:`update`) only walks the recording, and tells
``game.ui.motion`` while it does, so the app draws the throw and sleeps after.

Held dice never roll: they sit in the held row along the bottom of the tray
with an outline in ``palette.die_held`` and a padlock (a tray made with
``held_row=False`` is all felt, for games where nothing is held). Dice can be marked
selected (raised, outlined in the accent colour), used (dimmed) or disabled
(dimmed and struck through) so the table can say "click dice, then a hex".
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from enum import Enum

import pygame

from game.ui import motion
from game.ui.dice_faces import FaceSet, mix, render_lock
from game.ui.dice_throw import STEP, DiePose, Frame, Impact, throw
from game.ui.palette import Palette

MAX_DICE = 8
AIRBORNE_SECONDS = 0.25  # shadow falls in under the die at the start of a throw


class DieMark(Enum):
    """How the table wants one die shown."""

    NONE = "none"
    SELECTED = "selected"
    USED = "used"
    DISABLED = "disabled"


def _die_size_for(rect: pygame.Rect) -> int:
    """A die edge that lets eight held dice fit in a row and leaves room to roll."""
    by_width = rect.width * 0.86 / (MAX_DICE * 1.3)
    by_height = rect.height / 4.2
    return max(16, min(64, int(min(by_width, by_height))))


class DiceTray:
    """Shows up to eight dice: thrown, settled, held, selected or used."""

    def __init__(self, rect: pygame.Rect, palette: Palette, die_size: int | None = None,
                 held_row: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.size = die_size or _die_size_for(self.rect)
        self.held_row = held_row
        pad = max(6, self.size // 4)
        held_h = self.size + 2 * max(4, self.size // 4) if held_row else 0
        self.held_rect = pygame.Rect(
            self.rect.x + pad, self.rect.bottom - pad - held_h, self.rect.width - 2 * pad, held_h
        )
        self.roll_rect = pygame.Rect(
            self.rect.x + pad,
            self.rect.y + pad,
            self.rect.width - 2 * pad,
            self.held_rect.top - (pad if held_row else 0) - self.rect.y - pad,
        )
        self._values: list[int] = []
        self._held: list[bool] = []
        self._marks: list[DieMark] = []
        self._rolling: list[int] = []  # indices of the dice in each frame pose
        self._frames: list[Frame] = [()]
        self._impacts: list[Impact] = []
        self._time = 0.0
        self._last_frame = 0
        self._pending_impacts: list[float] = []
        self._rest_cache: dict[tuple[int, DieMark, bool, float], pygame.Surface] = {}
        self.set_palette(palette)

    # ------------------------------------------------------------------ state

    def set_palette(self, palette: Palette) -> None:
        """Switch colours; faces and the tray background are redrawn once."""
        self.palette = palette
        self.faces = FaceSet(self.size, palette)
        self._background = self._render_background()
        self._rest_cache.clear()

    @property
    def values(self) -> list[int]:
        """The values the dice show (at rest: the rolled values)."""
        return list(self._values)

    @property
    def held(self) -> list[bool]:
        """Which dice sit in the held row."""
        return list(self._held)

    @property
    def frames(self) -> tuple[Frame, ...]:
        """The recorded poses of the rolling dice, one tuple per 1/60 s frame."""
        return tuple(self._frames)

    @property
    def rolling_indices(self) -> tuple[int, ...]:
        """Which dice the frame poses belong to, in order."""
        return tuple(self._rolling)

    @property
    def duration(self) -> float:
        """Seconds from the throw until every die rests."""
        return (len(self._frames) - 1) * STEP

    @property
    def is_rolling(self) -> bool:
        """True while the throw is still being played back."""
        return self._time < self.duration

    def roll(
        self, values: Sequence[int], held: Sequence[bool] | None = None, seed: int = 0
    ) -> None:
        """Throw the dice that are not held and animate them onto ``values``.

        ``values`` are the results the rules already rolled (held dice keep
        theirs); ``seed`` only shapes the throw. Marks are cleared.
        """
        self._set_dice(values, held)
        self._rolling = [i for i, h in enumerate(self._held) if not h]
        rolled = [self._values[i] for i in self._rolling]
        self._play(*throw(self.roll_rect, self.size, rolled, random.Random(seed)))

    def _play(self, frames: list[Frame], impacts: list[Impact]) -> None:
        """Play back recorded frames (of the dice in ``_rolling``) from their start."""
        self._frames, self._impacts = frames, impacts
        self._time = 0.0
        self._last_frame = 0
        self._pending_impacts = []

    def set_values(
        self, values: Sequence[int], held: Sequence[bool] | None = None, seed: int = 0
    ) -> None:
        """Show dice at rest without animation (e.g. after loading a save)."""
        self._set_dice(values, held)
        self._rolling = [i for i, h in enumerate(self._held) if not h]
        rng = random.Random(seed)
        n = len(self._rolling)
        area = self.roll_rect
        step = area.width / max(n, 1)
        poses = []
        for k, i in enumerate(self._rolling):
            x = area.x + step * (k + 0.5) + rng.uniform(-0.15, 0.15) * max(step - self.size, 0)
            y = area.centery + rng.uniform(-0.25, 0.25) * (area.height - self.size * 1.5)
            poses.append(DiePose(x, y, rng.uniform(-14.0, 14.0), self._values[i]))
        self._frames = [tuple(poses)]
        self._impacts = []
        self.settle_now()

    def settle_now(self) -> None:
        """Skip the rest of the animation: every die shows its final pose."""
        self._time = self.duration
        self._last_frame = len(self._frames) - 1
        self._pending_impacts = []

    def set_mark(self, index: int, mark: DieMark) -> None:
        """Mark one die as selected, used, disabled or plain."""
        self._marks[index] = mark

    def set_marks(self, marks: Iterable[DieMark]) -> None:
        """Mark every die at once, in die order."""
        marks = list(marks)
        if len(marks) != len(self._values):
            raise ValueError("one mark per die")
        self._marks = marks

    def clear_marks(self) -> None:
        """Every die plain again."""
        self._marks = [DieMark.NONE] * len(self._values)

    @property
    def marks(self) -> list[DieMark]:
        """The current mark of each die."""
        return list(self._marks)

    def _set_dice(self, values: Sequence[int], held: Sequence[bool] | None) -> None:
        values = [int(v) for v in values]
        if len(values) > MAX_DICE:
            raise ValueError(f"the tray holds at most {MAX_DICE} dice")
        if any(not 1 <= v <= 6 for v in values):
            raise ValueError(f"die values are 1-6: {values}")
        held = [bool(h) for h in held] if held is not None else [False] * len(values)
        if len(held) != len(values):
            raise ValueError("one held flag per die")
        self._values, self._held = values, held
        self._marks = [DieMark.NONE] * len(values)
        self._rest_cache.clear()

    # --------------------------------------------------------------- playback

    def update(self, dt: float) -> None:
        """Advance the playback by ``dt`` seconds (frame time of the app)."""
        if not self.is_rolling:
            return
        motion.stir()
        self._time = min(self.duration, self._time + dt)
        frame = int(self._time / STEP)
        self._pending_impacts.extend(
            strength for f, strength in self._impacts if self._last_frame < f <= frame
        )
        self._last_frame = frame

    def pop_impacts(self) -> list[float]:
        """Collision strengths (0..1) played since the last call, for sounds."""
        out, self._pending_impacts = self._pending_impacts, []
        return out

    def poses(self) -> list[tuple[float, float, float, int]]:
        """Every die's current (x, y, angle in degrees, face), in die order."""
        out: list[tuple[float, float, float, int]] = [(0.0, 0.0, 0.0, v) for v in self._values]
        for i, (x, y) in zip(self._held_indices(), self._held_spots(), strict=True):
            out[i] = (x, y, 0.0, self._values[i])
        t = self._time / STEP
        f0 = min(int(t), len(self._frames) - 1)
        f1 = min(f0 + 1, len(self._frames) - 1)
        u = t - f0 if f1 > f0 else 0.0
        for a, b, i in zip(self._frames[f0], self._frames[f1], self._rolling, strict=True):
            angle = a.angle + (b.angle - a.angle) * u
            out[i] = (a.x + (b.x - a.x) * u, a.y + (b.y - a.y) * u, angle, a.face)
        return out

    def _held_indices(self) -> list[int]:
        return [i for i, h in enumerate(self._held) if h]

    def _held_spots(self) -> list[tuple[float, float]]:
        """Centres of the held dice, left to right in the held row."""
        gap = self.size * 0.3
        x = self.held_rect.left + self.size * 0.9 + gap
        y = self.held_rect.centery
        return [(x + k * (self.size + gap), y) for k in range(len(self._held_indices()))]

    def die_at(self, pos: tuple[float, float]) -> int | None:
        """The die under a point (topmost first), or None."""
        half = self.size / 2 + 1
        hits = []
        for i, (x, y, angle, _face) in enumerate(self.poses()):
            if self._marks[i] is DieMark.SELECTED:
                y -= self._lift
            rad = math.radians(angle)
            dx, dy = pos[0] - x, pos[1] - y
            lx = dx * math.cos(rad) + dy * math.sin(rad)
            ly = -dx * math.sin(rad) + dy * math.cos(rad)
            if abs(lx) <= half and abs(ly) <= half:
                hits.append(i)
        return hits[-1] if hits else None

    # ---------------------------------------------------------------- drawing

    @property
    def _lift(self) -> float:
        return self.size * 0.14

    def _render_background(self) -> pygame.Surface:
        """The tray itself, drawn once: rim, felt and (if it has one) the held row with
        its padlock and empty slots."""
        p = self.palette
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        box = surf.get_rect()
        radius = max(8, self.size // 3)
        pygame.draw.rect(surf, p.panel_edge, box, border_radius=radius)
        pygame.draw.rect(surf, p.panel, box.inflate(-4, -4), border_radius=radius - 2)
        felt = mix(p.background, (0, 0, 0), 0.08)
        roll = self.roll_rect.move(-self.rect.x, -self.rect.y)
        pygame.draw.rect(surf, mix(felt, (0, 0, 0), 0.3), roll, border_radius=radius // 2)
        pygame.draw.rect(surf, felt, roll.inflate(-4, -4).move(1, 2), border_radius=radius // 2)
        if not self.held_row:
            return surf.convert_alpha() if pygame.display.get_surface() else surf
        held = self.held_rect.move(-self.rect.x, -self.rect.y)
        pygame.draw.rect(surf, mix(p.panel, (0, 0, 0), 0.25), held, border_radius=radius // 2)
        lock = render_lock(self.size * 3 // 5, p.text_dim, mix(p.text_dim, p.panel, 0.5))
        surf.blit(lock, lock.get_rect(center=(held.left + self.size * 0.45, held.centery)))
        gap = self.size * 0.3
        slot_colour = mix(p.panel, p.panel_edge, 0.55)
        for k in range(MAX_DICE):
            cx = held.left + self.size * 0.9 + gap + k * (self.size + gap)
            if cx + self.size / 2 > held.right:
                break
            slot = pygame.Rect(0, 0, self.size, self.size)
            slot.center = (round(cx), held.centery)
            pygame.draw.rect(surf, slot_colour, slot, width=1, border_radius=self.size // 5)
        return surf.convert_alpha() if pygame.display.get_surface() else surf

    def _sprite(self, value: int, mark: DieMark, held: bool) -> pygame.Surface:
        """An unrotated die with its ring and strike-through, padded for rotation."""
        fs = self.faces
        dim = mark in (DieMark.USED, DieMark.DISABLED)
        face = fs.dim[value] if dim else fs.faces[value]
        if mark is not DieMark.SELECTED and not held and mark is not DieMark.DISABLED:
            return face
        ring = fs.selected_ring if mark is DieMark.SELECTED else fs.held_ring
        out = pygame.Surface(ring.get_size(), pygame.SRCALPHA)
        if mark is DieMark.SELECTED or held:
            out.blit(ring, (0, 0))
        out.blit(face, (fs.pad, fs.pad))
        if mark is DieMark.DISABLED:
            a = fs.pad + self.size * 0.15
            b = fs.pad + self.size * 0.85
            pygame.draw.line(out, self.palette.bad, (a, b), (b, a), max(3, self.size // 10))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the tray and every die in its current pose."""
        surface.blit(self._background, self.rect)
        poses = self.poses()
        moving = self.is_rolling
        air = max(0.0, 1.0 - self._time / AIRBORNE_SECONDS) if moving else 0.0
        shadow = self.faces.shadow
        base = self.size * 0.08
        for i, (x, y, _angle, _face) in enumerate(poses):
            lift = self._lift if self._marks[i] is DieMark.SELECTED else 0.0
            off = base + lift * 0.6 + air * self.size * 0.35
            if i in self._rolling or lift:
                surface.blit(shadow, shadow.get_rect(center=(round(x + off), round(y + off))))
        for i, (x, y, angle, face) in enumerate(poses):
            mark, held = self._marks[i], self._held[i]
            if mark is DieMark.SELECTED:
                y -= self._lift
            if moving and i in self._rolling:
                img = pygame.transform.rotate(self._sprite(face, mark, held), -angle)
            else:
                img = self._rested(face, mark, held, angle)
            surface.blit(img, img.get_rect(center=(round(x), round(y))))
            if held:
                lock = self.faces.lock
                corner = (round(x + self.size * 0.42), round(y - self.size * 0.42))
                surface.blit(lock, lock.get_rect(center=corner))

    def _rested(self, face: int, mark: DieMark, held: bool, angle: float) -> pygame.Surface:
        """A resting die, rotated smoothly once and cached."""
        key = (face, mark, held, round(angle, 1))
        img = self._rest_cache.get(key)
        if img is None:
            img = pygame.transform.rotozoom(self._sprite(face, mark, held), -angle, 1.0)
            self._rest_cache[key] = img
        return img
