"""The dice tray: deterministic throws that land on the rolled values."""

from __future__ import annotations

import math
import os
import random
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.ui.dice_throw import MAX_ROLL_SECONDS
from game.ui.dice_tray import DiceTray, DieMark
from game.ui.palette import COLOURBLIND, STANDARD

ARTIFACTS = Path(__file__).resolve().parents[1] / "_artifacts"
RECT = pygame.Rect(20, 20, 860, 380)


@pytest.fixture(scope="module")
def screen() -> pygame.Surface:
    pygame.display.init()
    return pygame.display.set_mode((900, 420))


@pytest.fixture
def tray(screen: pygame.Surface) -> DiceTray:
    return DiceTray(RECT, STANDARD)


def test_same_seed_and_values_give_identical_frames(tray: DiceTray) -> None:
    tray.roll([1, 2, 3, 4, 5], seed=42)
    first = tray.frames
    other = DiceTray(RECT, STANDARD)
    other.roll([1, 2, 3, 4, 5], seed=42)
    assert other.frames == first
    tray.roll([1, 2, 3, 4, 5], seed=43)
    assert tray.frames != first


def test_roll_does_not_touch_global_random(tray: DiceTray) -> None:
    random.seed(5)
    expected = random.random()
    random.seed(5)
    tray.roll([6, 6, 6], seed=1)
    assert random.random() == expected


@pytest.mark.parametrize("rect", [RECT, pygame.Rect(0, 0, 420, 300)])
def test_final_faces_are_the_rolled_values_and_dice_stay_inside(rect: pygame.Rect) -> None:
    tray = DiceTray(rect, STANDARD)
    area = tray.roll_rect
    for seed in range(40):
        rng = random.Random(seed)
        n = 1 + seed % 8
        values = [rng.randint(1, 6) for _ in range(n)]
        tray.roll(values, seed=seed)
        assert [p.face for p in tray.frames[-1]] == values
        assert 0.9 <= tray.duration <= MAX_ROLL_SECONDS
        for frame in tray.frames:
            for p in frame:
                half = _half_extent(tray.size, p.angle)
                assert area.left - 2 <= p.x - half and p.x + half <= area.right + 2
                assert area.top - 2 <= p.y - half and p.y + half <= area.bottom + 2
        tray.settle_now()
        assert not tray.is_rolling
        assert [p[3] for p in tray.poses()] == values


def _half_extent(size: int, angle: float) -> float:
    """Half the axis-aligned width of a die turned by ``angle`` degrees.

    The physics box is a square of side ``size - 4`` rounded by 2 pixels.
    """
    rad = math.radians(angle)
    return (size / 2 - 2) * (abs(math.cos(rad)) + abs(math.sin(rad))) + 2


def test_faces_tumble_while_moving(tray: DiceTray) -> None:
    tray.roll([2, 5, 4, 1], seed=9)
    for d in range(4):
        faces = {frame[d].face for frame in tray.frames}
        assert len(faces) >= 3
        steps = [(a[d].face, b[d].face) for a, b in zip(tray.frames, tray.frames[1:], strict=False)]
        assert all(b != 7 - a for a, b in steps)  # a die never tips onto its opposite face


def test_playback_advances_and_settles(tray: DiceTray) -> None:
    tray.roll([3, 3, 6], seed=2)
    assert tray.is_rolling
    start = tray.poses()
    impacts = []
    for _ in range(round(MAX_ROLL_SECONDS * 60) + 2):
        tray.update(1 / 60)
        impacts += tray.pop_impacts()
    assert not tray.is_rolling
    assert tray.poses() != start
    assert [p[3] for p in tray.poses()] == [3, 3, 6]
    assert impacts and all(0 < s <= 1 for s in impacts)


def test_held_dice_do_not_move(tray: DiceTray) -> None:
    held = [False, True, False, True]
    tray.roll([1, 4, 2, 6], held, seed=11)
    assert tray.rolling_indices == (0, 2)
    before = tray.poses()
    tray.update(0.5)
    during = tray.poses()
    tray.settle_now()
    after = tray.poses()
    for i in (1, 3):
        assert before[i] == during[i] == after[i]
        assert tray.held_rect.collidepoint(after[i][0], after[i][1])
    assert [p[3] for p in after] == [1, 4, 2, 6]


def test_die_at_hits_dice_and_misses_felt(tray: DiceTray) -> None:
    tray.roll([1, 2, 3, 4, 5, 6], [False, False, False, False, True, True], seed=4)
    tray.settle_now()
    for i, (x, y, _a, _f) in enumerate(tray.poses()):
        assert tray.die_at((x, y)) == i
    assert tray.die_at((tray.rect.right + 5, tray.rect.bottom + 5)) is None
    tray.set_mark(0, DieMark.SELECTED)
    x, y, _a, _f = tray.poses()[0]
    assert tray.die_at((x, y - tray.size * 0.14)) == 0


def test_marks_and_set_values(tray: DiceTray) -> None:
    tray.set_values([5, 1, 3], [False, False, True], seed=1)
    assert not tray.is_rolling
    assert [p[3] for p in tray.poses()] == [5, 1, 3]
    tray.set_marks([DieMark.SELECTED, DieMark.USED, DieMark.DISABLED])
    assert tray.marks == [DieMark.SELECTED, DieMark.USED, DieMark.DISABLED]
    tray.clear_marks()
    assert tray.marks == [DieMark.NONE] * 3
    with pytest.raises(ValueError):
        tray.set_values([7])
    with pytest.raises(ValueError):
        tray.roll([1] * 9)


def test_screenshots(screen: pygame.Surface) -> None:
    """Mid-roll and settled trays in both palettes, saved for people to look at."""
    ARTIFACTS.mkdir(exist_ok=True)
    for palette in (STANDARD, COLOURBLIND):
        tray = DiceTray(RECT, palette)
        held = [False, True, False, False, True, False, False]
        tray.roll([3, 5, 1, 6, 2, 4, 6], held, seed=7)
        tray.update(tray.duration * 0.3)
        screen.fill(palette.background)
        tray.draw(screen)
        pygame.image.save(screen, ARTIFACTS / f"dice_tray_{palette.name}_rolling.png")
        tray.settle_now()
        tray.set_mark(0, DieMark.SELECTED)
        tray.set_mark(2, DieMark.USED)
        tray.set_mark(3, DieMark.DISABLED)
        screen.fill(palette.background)
        tray.draw(screen)
        pygame.image.save(screen, ARTIFACTS / f"dice_tray_{palette.name}_settled.png")
        assert screen.get_at(RECT.center) != palette.background
