"""Frame times per scene for ``--bench``: the real app, headless, 1280x720.

Each scene runs a fixed number of frames with an injected 1/60 s ``dt`` while
the mouse sweeps across it (so hover work is counted). A game's table is
measured once per seat role (Loop's player; Paradox Island's OP and captive):
that seat is a "human" whose moves the normal bot submits through the table,
the other seats are bots, so dice roll, paths ink, pieces move and the log
scrolls exactly as a player would see it.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.core.match import Match
from game.core.registry import GameInfo, get_game
from game.core.rng import GameRng
from game.core.seats import SeatSpec
from game.ui.app import App
from game.ui.scenes.base import Scene
from game.ui.settings import Settings

FRAMES = 300
TABLE_FRAMES = 900
DT = 1 / 60


def _sweep(app: App, frames: int, each_frame: object = None) -> list[float]:
    """Step ``frames`` frames with the mouse moving; return update+draw seconds."""
    scene = app.top
    assert scene is not None
    key = type(scene).__name__
    start = len(app.frame_times[key])
    for i in range(frames):
        if callable(each_frame):
            each_frame(i)
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


def _table(app: App, info: GameInfo, seat: int) -> list[float]:
    """The table seen by ``seat``, played by the normal bot through the table's submit."""
    from game.ui.table import TableScene

    roles = info.seat_roles(info.seat_counts[0])
    seats = [
        SeatSpec("human" if n == seat else "bot", "normal", role) for n, role in enumerate(roles)
    ]
    match = Match(info, info.resolve_options({}), 1, [s.label() for s in seats])
    table = TableScene(app, match, seats, autosave=False, bot_delay=0.2)
    bot, rng = info.bot("normal"), GameRng(seat + 1)

    def play_human(frame: int) -> None:
        state = match.state
        if frame % 12 == 0 and seat in state.to_move() and not table.game.busy():
            table.submit(bot(state.view(seat), state.legal_actions(seat), rng))

    app.push(table)
    samples = _sweep(app, TABLE_FRAMES, play_human)
    app.reset(table)
    return samples


def frame_times(game_ids: list[str]) -> dict[str, list[float]]:
    """Seconds per frame (update + draw) for the menus and each game's table."""
    from game.ui.scenes.choose import ChooseGame
    from game.ui.scenes.menu import MainMenu
    from game.ui.scenes.seats import SeatSetup

    app = App(headless=True, settings=Settings(volume=0.0))
    results = {"menu": _measure(app, MainMenu(app)), "choose_game": _measure(app, ChooseGame(app))}
    for game_id in game_ids:
        info = get_game(game_id)
        if not info.scene:
            continue
        results[f"{game_id}_seats"] = _measure(app, SeatSetup(app, info))
        roles = info.seat_roles(info.seat_counts[0])
        for role in dict.fromkeys(roles):
            results[f"{game_id}_table_{role}"] = _table(app, info, roles.index(role))
    pygame.quit()
    return results
