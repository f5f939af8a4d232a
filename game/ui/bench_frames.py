"""Frame times per scene for ``--bench``: the real app, headless, 1280x720.

Each scene runs a fixed number of frames with an injected 1/60 s ``dt`` while
the mouse sweeps across it (so hover work is counted); a game's table runs
with bots in every seat, so dice roll, paths ink and the log scrolls.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.core.match import Match
from game.core.registry import get_game
from game.core.seats import SeatSpec
from game.ui.app import App
from game.ui.scenes.base import Scene
from game.ui.settings import Settings

FRAMES = 300
TABLE_FRAMES = 900
DT = 1 / 60


def _sweep(app: App, frames: int) -> list[float]:
    """Step ``frames`` frames with the mouse moving; return update+draw seconds."""
    scene = app.top
    assert scene is not None
    key = type(scene).__name__
    start = len(app.frame_times[key])
    for i in range(frames):
        x = 40 + (i * 37) % 1200
        y = 40 + (i * 23) % 640
        motion = pygame.event.Event(
            pygame.MOUSEMOTION, pos=app.to_window((x, y)), rel=(1, 1), buttons=(0, 0, 0)
        )
        app.step(DT, [motion])
    return list(app.frame_times[key])[start:]


def _measure(app: App, scene: Scene, frames: int = FRAMES) -> list[float]:
    app.push(scene)
    samples = _sweep(app, frames)
    app.pop()
    return samples


def frame_times(game_ids: list[str]) -> dict[str, list[float]]:
    """Seconds per frame (update + draw) for the menus and each game's table."""
    from game.ui.scenes.choose import ChooseGame
    from game.ui.scenes.menu import MainMenu
    from game.ui.scenes.seats import SeatSetup
    from game.ui.table import TableScene

    settings = Settings(volume=0.0)
    app = App(headless=True, settings=settings)
    results = {"menu": _measure(app, MainMenu(app)), "choose_game": _measure(app, ChooseGame(app))}
    for game_id in game_ids:
        info = get_game(game_id)
        if not info.scene:
            continue
        results[f"{game_id}_seats"] = _measure(app, SeatSetup(app, info))
        seats = [SeatSpec("bot", "normal", role) for role in info.seat_roles(info.seat_counts[0])]
        match = Match(info, info.resolve_options({}), 1, [s.label() for s in seats])
        table = TableScene(app, match, seats, autosave=False, bot_delay=0.2)
        results[f"{game_id}_table"] = _measure(app, table, TABLE_FRAMES)
    pygame.quit()
    return results
