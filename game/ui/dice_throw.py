"""The dice tray's throw: a pymunk simulation recorded frame by frame.

``throw`` runs a fresh pymunk space (walls round the rolling area, dice as
rounded boxes, the caller's ``random.Random`` for the throw) at a fixed 1/60 s
step and records every frame until the dice rest, with the collisions strong
enough to hear. Then every recorded pose gets a face: while a die moves it
tumbles through values along a chain of adjacent die faces worked out
backwards from the rolled value, so the face it comes to rest on is exactly
that value. The same area, size, values and random state always give the same
frames. No drawing happens here; ``dice_tray`` plays the frames back.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import pygame
import pymunk

STEP = 1.0 / 60.0
SUBSTEPS = 2
MAX_ROLL_SECONDS = 1.4
TARGET_SECONDS = 1.2  # a throw at full speed stops sliding after about this long


@dataclass(frozen=True)
class DiePose:
    """One die in one recorded frame: centre, angle in degrees, face shown."""

    x: float
    y: float
    angle: float
    face: int


Frame = tuple[DiePose, ...]
#: A collision heard during a throw: (frame, strength 0..1).
Impact = tuple[int, float]
#: One die's centre and angle in radians, before it has a face.
Spot = tuple[float, float, float]

# Faces that can follow a face when a die tips over: any but itself and its opposite.
_NEXT_FACES = {v: tuple(f for f in range(1, 7) if f not in (v, 7 - v)) for v in range(1, 7)}


def throw(area: pygame.Rect, size: int, values: Sequence[int],
          rng: random.Random) -> tuple[list[Frame], list[Impact]]:
    """Throw dice of edge ``size`` across ``area`` so they come to rest on ``values``.

    Returns one frame per 1/60 s (the first is the start) and the impacts.
    """
    spots, impacts = _simulate(area, size, len(values), rng)
    return _assign_faces(spots, size, values, rng), impacts


def _brake(body: pymunk.Body, dv: float, dw: float) -> None:
    """Felt friction: take a fixed amount of speed and spin off a sliding die."""
    speed = body.velocity.length
    body.velocity = body.velocity * (max(0.0, speed - dv) / speed) if speed > 0 else (0.0, 0.0)
    w = body.angular_velocity
    body.angular_velocity = math.copysign(max(0.0, abs(w) - dw), w)


def _simulate(area: pygame.Rect, s: int, n: int,
              rng: random.Random) -> tuple[list[list[Spot]], list[Impact]]:
    """Throw ``n`` dice in a fresh space; per frame (x, y, radians), and the impacts."""
    if n == 0:
        return [[]], []
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
    starts = _start_spots(area, s, rng, n, from_left)
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

    impacts: list[Impact] = []
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
    return [[_inside(area, s, x, y, a) for x, y, a in f] for f in frames], impacts


def _inside(area: pygame.Rect, size: int, x: float, y: float, angle: float) -> Spot:
    """Clamp a recorded centre so the turned die stays in the rolling area.

    Walls keep the dice in; this only hides the pixel or two a die can sink
    into a wall when others press on it.
    """
    turn = abs(math.cos(angle)) + abs(math.sin(angle))
    half = (size / 2 - 2) * turn + 2
    x = min(max(x, area.left + half), area.right - half)
    y = min(max(y, area.top + half), area.bottom - half)
    return x, y, angle


def _start_spots(area: pygame.Rect, s: int, rng: random.Random, n: int,
                 from_left: bool) -> list[tuple[float, float]]:
    """Non-overlapping start centres in the throwing third of the area."""
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


def _assign_faces(frames: list[list[Spot]], size: int, values: Sequence[int],
                  rng: random.Random) -> list[Frame]:
    """Give each frame pose a face: tumbling while moving, ending on the value."""
    flip_at = size * 1.3  # distance rolled (slide + spin) per tip-over
    flips: list[list[int]] = []
    for d in range(len(values)):
        travelled, count, marks = 0.0, 0, [0]
        for prev, cur in itertools.pairwise(frames):
            dx, dy = cur[d][0] - prev[d][0], cur[d][1] - prev[d][1]
            spin = abs(cur[d][2] - prev[d][2]) * size * 0.5
            travelled += math.hypot(dx, dy) + spin
            while travelled >= flip_at:
                travelled -= flip_at
                count += 1
            marks.append(count)
        flips.append(marks)
    chains = []
    for d, value in enumerate(values):
        chain = [value]
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
