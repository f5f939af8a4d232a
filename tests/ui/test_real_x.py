"""Every game's table played by mouse in a real X11 window, not only the dummy driver
(issue 14, item 17).

Each title's whole-game UI test runs again in a child pytest on a private Xvfb
display with ``HEXFOLD_REAL_X=1``: the app opens a real X11 window, the mouse events
go through SDL's own queue, and each test leaves screenshots of the window (as X
holds it) in ``tests/_artifacts/real_x/``. Without Xvfb (``tools/dev.py test``
installs it where the system allows) the tests skip and say why.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.core.registry import all_games
from game.ui.bench_window import virtual_display
from tests.ui.harness import REAL_X_SHOTS

ROOT = Path(__file__).resolve().parents[2]

#: Per title with a table screen: the UI tests that play it by mouse.
PLAYS_BY_MOUSE = {
    "loop": ["tests/ui/test_loop_table.py::test_a_whole_game_by_mouse_from_the_menu"],
    "paradox_island": [
        "tests/ui/test_paradox_table.py::test_a_whole_game_as_a_captive_against_the_computer_op",
        "tests/ui/test_paradox_table.py::test_op_plays_a_turn_by_mouse_against_three_bot_captives",
    ],
    "axis_mundi": [
        "tests/ui/test_forms_fit.py::test_six_player_axis_mundi_starts_by_mouse",
        "tests/ui/test_axis_table.py::test_two_rounds_and_the_turning_volcano_by_mouse",
    ],
    "the_now": ["tests/ui/test_the_now_table.py::test_a_phase_and_its_realization_by_mouse"],
    "apocalypse": [
        "tests/games/apocalypse/ui/test_table.py::test_a_whole_turn_by_mouse_with_an_ability_check",
    ],
}


def test_every_table_has_a_play_by_mouse_in_a_real_window():
    """A new title's screen comes with its real-window play."""
    tables = {info.id for info in all_games() if info.scene is not None}
    assert tables <= set(PLAYS_BY_MOUSE), f"no real-window play for {tables - set(PLAYS_BY_MOUSE)}"


@pytest.mark.parametrize("game_id", sorted(PLAYS_BY_MOUSE))
def test_a_table_plays_by_mouse_in_a_real_x11_window(game_id, tmp_path):
    tests = PLAYS_BY_MOUSE[game_id]
    names = [t.rsplit("::", 1)[-1] for t in tests]
    for name in names:
        for old in REAL_X_SHOTS.glob(f"*{name}*.png"):
            old.unlink()
    with virtual_display() as display:
        if display is None:
            pytest.skip("no Xvfb here (tools/dev.py test installs it where it can)")
        env = {**os.environ, "DISPLAY": display, "HEXFOLD_REAL_X": "1",
               "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy",
               "HEXFOLD_CONFIG_DIR": str(tmp_path), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        env.pop("PYTEST_XDIST_WORKER", None)
        run = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
             *tests], cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    for name in names:
        shots = list(REAL_X_SHOTS.glob(f"*{name}*.png"))
        assert shots, f"{name} left no screenshot of its window"
        picture = pygame.image.load(str(shots[0]))
        assert picture.get_size() == (1280, 720)
        grid = [(x, y) for x in range(0, 1280, 64) for y in range(0, 720, 48)]
        colours = {tuple(picture.get_at(point))[:3] for point in grid}
        assert len(colours) > 8, f"{shots[0].name} looks blank"
