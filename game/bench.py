"""``main.py --bench``: measure speed and memory, report, never assert.

Prints one readable line per measurement, then one JSON line with everything:
frame time p50/p95 per scene at 1280x720 (headless, software), rules
throughput (actions/s, bot games/s), bot decision latency p50/p95 (the normal
bot over whole games, and every level at the same positions as
``bots.<game>.<level>``: ``game.bench_bots``), what the
longest bot game's history costs (each step with its state hash, saving,
loading with every hash checked, a view), start-up time to the first
interactive frame, peak memory, and over loopback with six clients, over a
long game of each multi-player title, the time from an action to every client
updated and the bytes of each update, in the game's first and last tenth.

In a real window (X11 on a virtual X server, Xvfb, started and stopped here;
``game.ui.bench_window``): ``idle_cpu_percent``, the share of one core the app
uses at rest on the menu and at each table waiting for its player, at 1280x720
and 1600x900, and ``window_peak_memory_mb``, the peak memory of the app in a
1600x900 window that plays every table. Without Xvfb both are null and
``window_note`` says why.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.bench_bots import decision_times
from game.core.match import Match
from game.core.registry import GameInfo, all_games, get_game
from game.core.rng import GameRng
from game.core.seats import bot_rng
from game.core.values import Action
from game.net.bench import describe as describe_lan
from game.net.bench import update_latency
from game.stats import p50_p95_ms
from game.ui.bench_window import WINDOW_SIZES, window_measures

ROOT = Path(__file__).resolve().parent.parent
RULES_SECONDS = 2.0
BOT_GAMES = 20


def rules_throughput(info: GameInfo) -> dict[str, float]:
    """Random legal actions applied per second, over as many seeded games as fit."""
    actions, seed = 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < RULES_SECONDS:
        match = Match.create(info.id, {}, seed, ["bot"] * info.seat_counts[0])
        rng = GameRng(seed)
        while not match.state.is_over():
            seat = match.state.to_move()[0]
            match.state.apply(seat, rng.choice(match.state.legal_actions(seat)))
            actions += 1
        seed += 1
    elapsed = time.perf_counter() - start
    return {"actions_per_s": round(actions / elapsed, 1), "random_games": seed}


#: A played game: its seed and every (seat, action).
Played = tuple[int, list[tuple[int, Action]]]


def bot_games(
    info: GameInfo, level: str = "normal"
) -> tuple[dict[str, float], list[float], Played]:
    """Whole bot games per second, every bot decision's latency in seconds, and the
    longest game played."""
    latencies: list[float] = []
    bot = info.bot(level)
    longest: Played = (0, [])
    start = time.perf_counter()
    for seed in range(BOT_GAMES):
        match = Match.create(info.id, {}, seed, ["bot"] * info.seat_counts[0])
        rngs = [bot_rng(seed, n) for n in range(len(match.seats))]
        actions: list[tuple[int, Action]] = []
        while not match.state.is_over():
            seat = match.state.to_move()[0]
            view, legal = match.state.view(seat), match.state.legal_actions(seat)
            t0 = time.perf_counter()
            action = bot(view, legal, rngs[seat])
            latencies.append(time.perf_counter() - t0)
            match.state.apply(seat, action)
            actions.append((seat, action))
        if len(actions) > len(longest[1]):
            longest = (seed, actions)
    elapsed = time.perf_counter() - start
    return {"bot_games_per_s": round(BOT_GAMES / elapsed, 2)}, latencies, longest


def history_costs(info: GameInfo, played: Played) -> dict[str, Any]:
    """What a game's history costs, on ``played`` replayed through a ``Match``: each
    step (apply and the state hash a save keeps), saving, loading (a replay that
    checks every hash) and ``view`` per seat at the end. Long games show here
    whatever grows with the game's length."""
    seed, actions = played
    match = Match.create(info.id, {}, seed, ["bot"] * info.seat_counts[0])
    steps: list[float] = []
    for seat, action in actions:
        t0 = time.perf_counter()
        match.play(seat, action)
        steps.append(time.perf_counter() - t0)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder, "bench.json")
        t0 = time.perf_counter()
        match.save(path)
        t1 = time.perf_counter()
        Match.load(path)
        t2 = time.perf_counter()
    seats = range(len(match.seats))
    for seat in seats:  # a table asks every step, so a view's own caches are warm
        match.state.view(seat)
    t3 = time.perf_counter()
    for seat in seats:
        match.state.view(seat)
    view_s = (time.perf_counter() - t3) / len(seats)
    return {
        "steps": len(actions), "step": p50_p95_ms(steps), "save_ms": round((t1 - t0) * 1000, 3),
        "load_ms": round((t2 - t1) * 1000, 3), "view_ms": round(view_s * 1000, 3),
    }


def startup_time() -> float | None:
    """Seconds from launching ``main.py`` to its first interactive frame."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    start = time.perf_counter()
    result = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--startup-probe"],
        capture_output=True, text=True, env=env, timeout=60, check=False,
    )
    elapsed = time.perf_counter() - start
    return round(elapsed, 3) if result.returncode == 0 else None


def app_frame_times(game_ids: list[str]) -> dict[str, list[float]]:
    """Frame times from the real app in a child process (so its memory is its own)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    code = (
        "import json, sys; from game.ui.bench_frames import frame_times; "
        "sys.stdout.write(json.dumps(frame_times(sys.argv[1:])))"
    )
    result = subprocess.run(
        [sys.executable, "-W", "ignore", "-c", code, *game_ids],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=900, check=False,
    )
    if result.returncode != 0:
        raise RuntimeError(f"frame benchmark failed: {result.stderr.strip()[-500:]}")
    return json.loads(result.stdout)


def peak_memory_mb(children: bool) -> float | None:
    """Peak resident memory in MB of the largest finished child (the app), or of this process."""
    try:
        import resource
    except ImportError:  # Windows: not measured
        return None
    who = resource.RUSAGE_CHILDREN if children else resource.RUSAGE_SELF
    scale = 1 / (1024 * 1024) if sys.platform == "darwin" else 1 / 1024
    return round(resource.getrusage(who).ru_maxrss * scale, 1)


def run(game_id: str | None = None, report: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Run every measurement and return the summary (the final JSON line)."""
    say = report or (lambda line: sys.stdout.write(line + "\n"))
    games = [get_game(game_id)] if game_id else all_games()
    summary: dict[str, Any] = {"games": {}, "frames": {}, "bots": {}}
    for info in games:
        rules = rules_throughput(info)
        per_s, latencies, longest = bot_games(info)
        history = history_costs(info, longest)
        entry = {**rules, **per_s, "bot_decision": p50_p95_ms(latencies), "history": history}
        summary["games"][info.id] = entry
        summary["bots"][info.id] = levels = decision_times(info, longest)
        say(f"{info.id}: bot decisions by level, " + ", ".join(
            f"{level} p50 {t['p50_ms']} ms p95 {t['p95_ms']} ms" for level, t in levels.items()))
        say(
            f"{info.id}: {rules['actions_per_s']:.0f} actions/s, "
            f"{per_s['bot_games_per_s']:.2f} bot games/s, bot decision "
            f"p50 {entry['bot_decision']['p50_ms']} ms p95 {entry['bot_decision']['p95_ms']} ms"
        )
        say(
            f"{info.id}: longest bot game, {history['steps']} steps: step with hash "
            f"p50 {history['step']['p50_ms']} ms p95 {history['step']['p95_ms']} ms, "
            f"save {history['save_ms']} ms, load (replay) {history['load_ms']} ms, "
            f"view {history['view_ms']} ms"
        )
    for scene, samples in app_frame_times([info.id for info in games]).items():
        if not samples:
            continue
        summary["frames"][scene] = p50_p95_ms(samples)
        stats = summary["frames"][scene]
        say(f"frame {scene}: p50 {stats['p50_ms']} ms p95 {stats['p95_ms']} ms")
    summary["lan"] = {}
    for info in games:
        if max(info.seat_counts) > 1:
            summary["lan"][info.id] = update_latency(info.id, clients=6)
            say(describe_lan(info.id, summary["lan"][info.id]))
    summary["startup_s"] = startup_time()
    say(f"start-up to first interactive frame: {summary['startup_s']} s")
    summary["peak_memory_mb"] = peak_memory_mb(children=True)
    say(f"peak memory of the app (playing every table above): {summary['peak_memory_mb']} MB")
    summary["bench_peak_memory_mb"] = peak_memory_mb(children=False)
    say(f"peak memory of this benchmark process: {summary['bench_peak_memory_mb']} MB")
    idle, peak, note = window_measures([info.id for info in games])
    summary["idle_cpu_percent"], summary["window_peak_memory_mb"] = idle, peak
    if note:
        summary["window_note"] = note
        say(f"real window: {note}")
    for size, places in (idle or {}).items():
        words = ", ".join(f"{place.replace('_', ' ')} {share} %" for place, share in places.items())
        say(f"idle CPU in a {size} window (share of one core): {words}")
    if peak is not None:
        say(f"peak memory in a {'x'.join(map(str, WINDOW_SIZES[-1]))} window, every table "
            f"played: {peak} MB")
    return summary
