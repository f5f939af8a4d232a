"""The dice tray: a pymunk-animated throw that lands on values the rules chose.

The rules roll the dice with the game state's seeded RNG; the tray only shows
the result. :meth:`DiceTray.roll` pre-simulates a fresh pymunk space (walls
round the rolling area, dice as rounded boxes, a private ``random.Random(seed)``
for the throw) at a fixed 1/60 s step and records every frame, so the same
seed and values always give the same animation. Playback (:meth:`update`)
only walks the recording. While a die moves its face tumbles through values
along a chain of adjacent die faces worked out backwards from the rolled
value, so the face it comes to rest on is exactly that value.

Held dice never roll: they sit in the held row along the bottom of the tray
with an outline in ``palette.die_held`` and a padlock. Dice can be marked
selected (raised, outlined in the accent colour), used (dimmed) or disabled
(dimmed and struck through) so the table can say "click dice, then a hex".
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

import pygame
import pymunk

from game.ui.dice_faces import FaceSet, mix, render_lock
from game.ui.palette import Palette

MAX_DICE = 8
STEP = 1.0 / 60.0
SUBSTEPS = 2
MAX_ROLL_SECONDS = 1.4
TARGET_SECONDS = 1.2  # a throw at full speed stops sliding after about this long
AIRBORNE_SECONDS = 0.25  # shadow falls in under the die at the start of a throw


class DieMark(Enum):
    """How the table wants one die shown."""

    NONE = "none"
    SELECTED = "selected"
    USED = "used"
    DISABLED = "disabled"


@dataclass(frozen=True)
class DiePose:
    """One die in one recorded frame: centre, angle in degrees, face shown."""

    x: float
    y: float
    angle: float
    face: int


Frame = tuple[DiePose, ...]

# Faces that can follow a face when a die tips over: any but itself and its opposite.
_NEXT_FACES = {v: tuple(f for f in range(1, 7) if f not in (v, 7 - v)) for v in range(1, 7)}


def _brake(body: pymunk.Body, dv: float, dw: float) -> None:
    """Felt friction: take a fixed amount of speed and spin off a sliding die."""
    speed = body.velocity.length
    body.velocity = body.velocity * (max(0.0, speed - dv) / speed) if speed > 0 else (0.0, 0.0)
    w = body.angular_velocity
    body.angular_velocity = math.copysign(max(0.0, abs(w) - dw), w)


def _die_size_for(rect: pygame.Rect) -> int:
    """A die edge that lets eight held dice fit in a row and leaves room to roll."""
    by_width = rect.width * 0.86 / (MAX_DICE * 1.3)
    by_height = rect.height / 4.2
    return max(16, min(64, int(min(by_width, by_height))))


class DiceTray:
    """Shows up to eight dice: thrown, settled, held, selected or used."""

    def __init__(self, rect: pygame.Rect, palette: Palette, die_size: int | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.size = die_size or _die_size_for(self.rect)
        pad = max(6, self.size // 4)
        held_h = self.size + 2 * max(4, self.size // 4)
        self.held_rect = pygame.Rect(
            self.rect.x + pad, self.rect.bottom - pad - held_h, self.rect.width - 2 * pad, held_h
        )
        self.roll_rect = pygame.Rect(
            self.rect.x + pad,
            self.rect.y + pad,
            self.rect.width - 2 * pad,
            self.held_rect.top - pad - self.rect.y - pad,
        )
        self._values: list[int] = []
        self._held: list[bool] = []
        self._marks: list[DieMark] = []
        self._rolling: list[int] = []  # indices of the dice in each frame pose
        self._frames: list[Frame] = [()]
        self._impacts: list[tuple[int, float]] = []  # (frame, strength 0..1)
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
        rng = random.Random(seed)
        poses = self._simulate(rng)
        self._frames = self._assign_faces(poses, rng)
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

    # ------------------------------------------------------------- simulation

    def _simulate(self, rng: random.Random) -> list[list[tuple[float, float, float]]]:
        """Throw the rolling dice in a fresh space; per frame (x, y, radians)."""
        n = len(self._rolling)
        if n == 0:
            self._impacts = []
            return [[]]
        area = self.roll_rect
        s = self.size
        space = pymunk.Space()
        space.damping = 0.8
        space.iterations = 12
        wall_r = 4.0
        corners = [
            (area.left - wall_r, area.top - wall_r),
            (area.right + wall_r, area.top - wall_r),
            (area.right + wall_r, area.bottom + wall_r),
            (area.left - wall_r, area.bottom + wall_r),
        ]
        for a, b in zip(corners, corners[1:] + corners[:1], strict=True):
            wall = pymunk.Segment(space.static_body, a, b, wall_r)
            wall.elasticity, wall.friction = 0.55, 0.6
            space.add(wall)

        from_left = rng.random() < 0.5
        direction = 1.0 if from_left else -1.0
        speed = area.width * 1.5 / TARGET_SECONDS
        starts = self._start_spots(rng, n, from_left)
        bodies = []
        for x, y in starts:
            body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (s, s)))
            body.position = (x, y)
            body.angle = rng.uniform(-math.pi, math.pi)
            heading = rng.uniform(-0.45, 0.45)
            v = speed * rng.uniform(0.85, 1.0)
            body.velocity = (direction * v * math.cos(heading), v * math.sin(heading))
            body.angular_velocity = rng.uniform(7.0, 14.0) * rng.choice((-1.0, 1.0))
            shape = pymunk.Poly.create_box(body, (s - 4, s - 4), radius=2.0)
            shape.elasticity, shape.friction = 0.45, 0.5
            space.add(body, shape)
            bodies.append(body)

        impacts: list[tuple[int, float]] = []
        frame_no = [0]

        def on_hit(arbiter: pymunk.Arbiter, _space: pymunk.Space, _data: object) -> None:
            if arbiter.is_first_contact:
                strength = min(1.0, arbiter.total_impulse.length / (speed * 0.6))
                if strength > 0.05:
                    impacts.append((frame_no[0], strength))

        space.on_collision(post_solve=on_hit)
        lin_brake = speed / (TARGET_SECONDS * 1.12)
        ang_brake = 14.0 / (TARGET_SECONDS * 1.12)
        dt = STEP / SUBSTEPS
        frames = [[(b.position.x, b.position.y, b.angle) for b in bodies]]
        still = 0
        max_frames = round(MAX_ROLL_SECONDS / STEP)
        while len(frames) <= max_frames and still < 3:
            frame_no[0] = len(frames)
            for _ in range(SUBSTEPS):
                space.step(dt)
                for b in bodies:
                    _brake(b, lin_brake * dt, ang_brake * dt)
            frames.append([(b.position.x, b.position.y, b.angle) for b in bodies])
            moving = any(b.velocity.length > 1.0 or abs(b.angular_velocity) > 0.02 for b in bodies)
            still = 0 if moving else still + 1
        self._impacts = impacts
        return [[self._inside(x, y, a) for x, y, a in f] for f in frames]

    def _inside(self, x: float, y: float, angle: float) -> tuple[float, float, float]:
        """Clamp a recorded centre so the turned die stays in the rolling area.

        Walls keep the dice in; this only hides the pixel or two a die can sink
        into a wall when others press on it.
        """
        turn = abs(math.cos(angle)) + abs(math.sin(angle))
        half = (self.size / 2 - 2) * turn + 2
        area = self.roll_rect
        x = min(max(x, area.left + half), area.right - half)
        y = min(max(y, area.top + half), area.bottom - half)
        return x, y, angle

    def _start_spots(
        self, rng: random.Random, n: int, from_left: bool
    ) -> list[tuple[float, float]]:
        """Non-overlapping start centres in the throwing third of the area."""
        area = self.roll_rect
        s = self.size
        band = max(area.width * 0.34, s * 2.0)
        x0 = area.left + s * 0.75 if from_left else area.right - band + s * 0.25
        x1 = x0 + band - s
        y0, y1 = area.top + s * 0.75, area.bottom - s * 0.75
        spots: list[tuple[float, float]] = []
        for attempt in range(400):
            if len(spots) == n:
                break
            gap = s * (1.5 if attempt < 300 else 1.05)
            p = (rng.uniform(x0, max(x0, x1)), rng.uniform(y0, max(y0, y1)))
            if all(math.dist(p, q) > gap for q in spots):
                spots.append(p)
        while len(spots) < n:  # a cramped tray: fall back to a tidy grid
            k = len(spots)
            grid_x, grid_y = 0.75 + 1.2 * (k % 4), 0.75 + 1.2 * (k // 4)
            spots.append((area.left + s * grid_x, area.top + s * grid_y))
        return spots

    def _assign_faces(
        self, frames: list[list[tuple[float, float, float]]], rng: random.Random
    ) -> list[Frame]:
        """Give each frame pose a face: tumbling while moving, ending on the value."""
        n = len(self._rolling)
        flip_at = self.size * 1.3  # distance rolled (slide + spin) per tip-over
        flips: list[list[int]] = []
        for d in range(n):
            travelled, count, marks = 0.0, 0, [0]
            for prev, cur in itertools.pairwise(frames):
                dx, dy = cur[d][0] - prev[d][0], cur[d][1] - prev[d][1]
                spin = abs(cur[d][2] - prev[d][2]) * self.size * 0.5
                travelled += math.hypot(dx, dy) + spin
                while travelled >= flip_at:
                    travelled -= flip_at
                    count += 1
                marks.append(count)
            flips.append(marks)
        chains = []
        for d, i in enumerate(self._rolling):
            chain = [self._values[i]]
            for _ in range(flips[d][-1]):
                chain.append(rng.choice(_NEXT_FACES[chain[-1]]))
            chain.reverse()
            chains.append(chain)
        return [
            tuple(
                DiePose(x, y, math.degrees(a), chains[d][flips[d][f]])
                for d, (x, y, a) in enumerate(frame)
            )
            for f, frame in enumerate(frames)
        ]

    # --------------------------------------------------------------- playback

    def update(self, dt: float) -> None:
        """Advance the playback by ``dt`` seconds (frame time of the app)."""
        if not self.is_rolling:
            return
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
        """The tray itself, drawn once: rim, felt, held row with empty slots."""
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
