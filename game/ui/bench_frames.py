"""Frame times per scene for ``--bench``: the real app, headless, 1280x720 (the
window benchmark, ``bench_window``, plays the same tables in a real window).

Each scene runs a fixed number of frames with an injected 1/60 s ``dt`` while
the mouse sweeps across it (so hover work is counted). A game's table is
measured at its largest seat count (the busiest table: six players turning
Axis Mundi's volcano) once per seat role (Loop's player; Paradox Island's OP
and captive): that seat is a "human" whose moves the normal bot submits
through the table, the other seats are bots, so dice roll, paths ink, pieces
move, rings turn and the log scrolls exactly as a player would see it. Frames
drawn while the scene animates (``busy()``) are also reported on their own as
``..._animating``.
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


def _table(app: App, info: GameInfo, seat: int) -> tuple[list[float], list[float]]:
    """Frame times of the table seen by ``seat`` (all, and while animating).

    The seat is played by the normal bot through the table's submit.
    """
    from game.ui.table import TableScene

    roles = info.seat_roles(max(info.seat_counts))
    seats = [
        SeatSpec("human" if n == seat else "bot", "normal", role) for n, role in enumerate(roles)
    ]
    match = Match(info, info.resolve_options({}), 1, [s.label() for s in seats])
    table = TableScene(app, match, seats, autosave=False, bot_delay=0.2)
    bot, rng = info.bot("normal"), GameRng(seat + 1)
    animating: list[bool] = []

    def play_human(frame: int) -> None:
        state = match.state
        animating.append(table.game.busy())
        if frame % 12 == 0 and seat in state.to_move() and not animating[-1]:
            table.submit(bot(state.view(seat), state.legal_actions(seat), rng))

    app.push(table)
    samples = _sweep(app, TABLE_FRAMES, play_human)
    app.home()  # back to the menu, as a player leaves a table (its pictures are freed)
    busy = [t for t, moving in zip(samples, animating, strict=False) if moving]
    return samples, busy


def frame_times(game_ids: list[str], size: tuple[int, int] = (1280, 720),
                ) -> dict[str, list[float]]:
    """Seconds per frame (update + draw) for the menus and each game's table, in a window
    of ``size`` (the canvas is 1280x720 whatever the window)."""
    from game.ui.scenes.choose import ChooseGame
    from game.ui.scenes.menu import MainMenu
    from game.ui.scenes.seats import SeatSetup

    app = App(size, headless=True, settings=Settings(volume=0.0, window_size=size))
    app.push(MainMenu(app))  # at the bottom all along, as in the app
    results = {"menu": _sweep(app, FRAMES), "choose_game": _measure(app, ChooseGame(app))}
    for game_id in game_ids:
        info = get_game(game_id)
        if not info.scene:
            continue
        results[f"{game_id}_seats"] = _measure(app, SeatSetup(app, info))
        roles = info.seat_roles(max(info.seat_counts))
        for role in dict.fromkeys(roles):
            name = f"{game_id}_{max(info.seat_counts)}p_table_{role}"
            results[name], results[f"{name}_animating"] = _table(app, info, roles.index(role))
    pygame.quit()
    return results
