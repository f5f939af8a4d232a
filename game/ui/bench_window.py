"""What ``--bench`` measures in a real window (X11, under a virtual X server).

The frame times run on SDL's dummy video driver, which has no window to
present to: what a window costs (its framebuffer, presenting, scaling to a
bigger window) shows only in a real one. ``window_measures`` (called by
``game.bench``) starts Xvfb on a display of its own and runs ``measure`` in a
child process on it, once per window size (``WINDOW_SIZES``):

- **idle CPU**: the real main loop (``App.run``) on the menu, then at each
  playable game's table once it waits for the person at it (bots have moved,
  animations have ended), each for ``IDLE_SECONDS`` after the player's last
  input has settled; the share of one core the process used meanwhile.
- **peak memory**: with ``play=True`` the child then plays every table as the
  frame benchmark does (``bench_frames``) and reports its peak resident size.

``measure`` prints nothing; it returns the figures for the parent to print.
Without Xvfb (or where it will not start) nothing is measured and
``window_measures`` says so in words for the report.
"""

from __future__ import annotations

import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core.registry import GameInfo
    from game.ui.app import App

ROOT = Path(__file__).resolve().parents[2]
WINDOW_SIZES = ((1280, 720), (1600, 900))  # the last one also plays every table
NO_XVFB = ("no Xvfb on this machine: idle CPU and memory in a real window not measured "
           "(install it, e.g. apt-get install xvfb)")
IDLE_SECONDS = 3.0
SETTLE_FRAMES = 6000  # at most 100 s of injected time for the bots to hand the move over


def _settle(app: App) -> None:
    """Step frames until nothing moves and the top scene waits for a person."""
    scene = app.top
    assert scene is not None
    for _ in range(SETTLE_FRAMES):
        app.step(1 / 60)
        if not app.moving and scene.wake_in() is None:
            return


def _rest_cpu(app: App) -> float:
    """Percent of one core the real main loop uses over ``IDLE_SECONDS`` at rest."""
    from game.ui.app import AWAKE_AFTER_INPUT

    _settle(app)
    app.run(AWAKE_AFTER_INPUT + 0.5)  # the window's own events (shown, exposed) pass
    app.forget_input()
    wall, cpu = time.monotonic(), time.process_time()
    app.run(IDLE_SECONDS)
    return round(100 * (time.process_time() - cpu) / (time.monotonic() - wall), 2)


def _table(app: App, info: GameInfo) -> Any:
    """A table of ``info`` at its first seat count: a person in the solo seat, bots else."""
    from game.core.match import Match
    from game.core.seats import SeatSpec
    from game.ui.table import TableScene

    count = info.seat_counts[0]
    roles = info.seat_roles(count)
    seats = [SeatSpec("human" if n == info.solo_seat else "bot", "normal", roles[n])
             for n in range(count)]
    match = Match(info, info.resolve_options({}), 5, [s.label() for s in seats])
    return TableScene(app, match, seats, autosave=False, bot_delay=0.0)


def measure(size: tuple[int, int], game_ids: list[str], play: bool) -> dict[str, Any]:
    """Idle CPU on the menu and at the table of each of ``game_ids`` that has a screen, in
    a window of ``size``; with ``play``, then every table played, and the peak memory."""
    import resource

    import pygame

    from game.core.registry import all_games
    from game.ui import memory
    from game.ui.app import App
    from game.ui.bench_frames import frame_times
    from game.ui.scenes.menu import MainMenu
    from game.ui.settings import Settings

    app = App(size, settings=Settings(volume=0.0, window_size=size))
    app.push(MainMenu(app))
    idle = {"menu": _rest_cpu(app)}
    for info in all_games():
        if info.scene and info.id in game_ids:
            app.push(_table(app, info))
            idle[f"{info.id}_table"] = _rest_cpu(app)
            app.home()
    result: dict[str, Any] = {"idle_cpu_percent": idle, "driver": pygame.display.get_driver()}
    if play:
        app.reset(MainMenu(app))  # its window goes to the frame benchmark's app
        del app
        memory.trim()
        frame_times(game_ids, size)
        scale = 1 / (1024 * 1024) if sys.platform == "darwin" else 1 / 1024
        result["peak_memory_mb"] = round(
            resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * scale, 1)
    return result


@contextmanager
def virtual_display() -> Iterator[str | None]:
    """A private X display on Xvfb (its name, ":N"), stopped afterwards; None without Xvfb."""
    exe = shutil.which("Xvfb")
    if exe is None:
        yield None
        return
    read, write = os.pipe()
    server = subprocess.Popen(
        [exe, "-displayfd", str(write), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        number = b""
        while not number.endswith(b"\n") and select.select([read], [], [], 10.0)[0]:
            chunk = os.read(read, 16)
            if not chunk:
                break
            number += chunk
        yield f":{number.decode().strip()}" if number.strip() else None
    finally:
        os.close(read)
        server.terminate()
        server.wait(10)


def window_measures(game_ids: list[str]) -> tuple[dict[str, Any] | None, float | None, str]:
    """Idle CPU per window size (``{"1280x720": {"menu": 0.4, ...}}``) and the peak memory
    of a window playing every table, each in a child process on a virtual X display; or
    (None, None, why not)."""
    with virtual_display() as display, tempfile.TemporaryDirectory() as config:
        if display is None:
            return None, None, NO_XVFB if shutil.which("Xvfb") is None else \
                "Xvfb did not start: nothing measured in a real window"
        env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
               "SDL_AUDIODRIVER": "dummy", "HEXFOLD_CONFIG_DIR": config,
               "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        code = ("import json, sys; from game.ui.bench_window import measure; "
                "sys.stdout.write(json.dumps(measure((int(sys.argv[1]), int(sys.argv[2])), "
                "sys.argv[4:], sys.argv[3] == 'play')))")
        idle: dict[str, Any] = {}
        peak = None
        for width, height in WINDOW_SIZES:
            play = (width, height) == WINDOW_SIZES[-1]
            result = subprocess.run(
                [sys.executable, "-W", "ignore", "-c", code, str(width), str(height),
                 "play" if play else "idle", *game_ids],
                capture_output=True, text=True, env=env, cwd=ROOT, timeout=1800, check=False)
            if result.returncode != 0:
                raise RuntimeError(f"window benchmark failed: {result.stderr.strip()[-500:]}")
            measured = json.loads(result.stdout.strip().splitlines()[-1])
            idle[f"{width}x{height}"] = measured["idle_cpu_percent"]
            peak = measured.get("peak_memory_mb", peak)
    return idle, peak, ""
