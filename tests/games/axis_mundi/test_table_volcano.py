"""The volcano drawn as a volcano (the real app, headless): each level a raised tier of
rock, cached once, lighter toward the crater, with a wall a player sees; while the rings
turn, only the turning levels are drawn again, on their tiers.
"""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest

from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.screen import art as art_module
from game.games.axis_mundi.screen.tiers import terrace
from tests.games.axis_mundi.table import AxisTable


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXFOLD_CONFIG_DIR", str(tmp_path / "config"))


def _luminance(rgb: tuple[int, ...]) -> float:
    return 0.3 * rgb[0] + 0.59 * rgb[1] + 0.11 * rgb[2]


@pytest.mark.parametrize("players", [3, 6])
def test_every_level_stands_on_a_raised_tier_lighter_toward_the_crater(players):
    h = AxisTable(players=players, seed=2)
    scene = h.scene
    v = scene.volcano
    assert v is not None
    tops = [terrace(level, v.top) for level in range(v.top + 1)]
    assert all(_luminance(a) < _luminance(b) for a, b in pairwise(tops))
    canvas = h.drawn()
    for radius in range(1, v.sea):
        ring = scene.rings[radius]
        assert ring.tier is not None, "every level's ring turns on a tier of rock"
        level = v.top + 1 - radius
        cx, cy = v.ring_centre(level)
        # The wall under the front edge (beside its number): darker than the terrace.
        wall = canvas.get_at((round(cx + v.size), round(cy + ring.tier.front + v.lift * 0.6)))[:3]
        assert _luminance(wall) < _luminance(terrace(level, v.top)), (level, wall)
    assert v.lift >= v.size * 0.6, "a level's wall is tall enough to read"
    h.screenshot(f"axis_volcano_{players}p")
    h.close()


def test_turning_redraws_only_the_turning_levels_on_their_cached_tiers(monkeypatch):
    h = AxisTable(players=6, seed=2)
    h.to_my_turn()
    scene = h.scene
    v = scene.volcano
    tiers = {r: id(scene.rings[r].tier) for r in scene.rings}
    rotated: list[int] = []
    original = pygame.transform.rotate

    def spy(surface: pygame.Surface, angle: float) -> pygame.Surface:
        rotated.append(surface.get_width())
        return original(surface, angle)

    monkeypatch.setattr(art_module.pygame.transform, "rotate", spy)
    t = h.t
    for _ in range(2000):  # seat 0 ends its turns until the round ends and the rings turn
        if t.current == 0 and not t.pending and t.phase == "play" and not scene.busy():
            h.table.submit(A.EndTurn())
        elif t.pending and t.pending[0]["seat"] == 0 and scene.legal:  # a shield, a demand
            h.table.submit(scene.legal[0])
        h.step()
        if scene.turning is not None:  # other animations (a bot's move) may come first
            break
    assert scene.turning is not None, "the round ended and the volcano turns"
    for frame in range(400):
        rotated.clear()
        h.step()
        if scene.turning is None:
            break
        turning = range(min(scene.turning.step, v.top), v.top + 1)
        assert len(rotated) == len(turning), "only the turning levels are rotated"
        if frame == 20:
            h.screenshot("axis_volcano_turning")
    assert {r: id(scene.rings[r].tier) for r in scene.rings} == tiers, "tiers are cached"
    h.close()
