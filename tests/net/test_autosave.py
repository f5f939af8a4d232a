"""The host's autosave: a step log between checkpoints, read back after a crash."""

from __future__ import annotations

import json
import time

from game.core.match import Match
from game.core.rng import GameRng
from game.net import autosave
from game.net.autosave import StepLog, load_autosave, save_text, steps_path
from tests.net.helpers import LOOPBACK  # noqa: F401  (registers the toy game)


def played(steps: int, seed: int = 4) -> list[tuple[int, object]]:
    """(seat, action) of a random Axis Mundi game, ``steps`` long (or to its end)."""
    match = Match.create("axis_mundi", {}, seed, ["bot"] * 3)
    rng, out = GameRng(seed), []
    while len(out) < steps and not match.state.is_over():
        seat = match.state.to_move()[0]
        action = rng.choice(match.state.legal_actions(seat))
        match.play(seat, action)
        out.append((seat, action))
    return out


def halt(log: StepLog) -> None:
    """Stop the writer thread as a crash would: no last checkpoint."""
    with log._wake:
        log._stopping = True
        log._wake.notify()
    log._thread.join()


def test_the_checkpoint_is_a_save_as_the_core_reads_it():
    match = Match.create("axis_mundi", {}, 4, ["bot"] * 3)
    for seat, action in played(30):
        match.play(seat, action)
    entries = [json.dumps(s, separators=(",", ":")) for s in match.to_json()["steps"]]
    assert json.loads(save_text(match, entries)) == match.to_json()


def test_each_step_appends_one_line_of_the_same_size_early_and_late(tmp_path):
    path = tmp_path / "table.json"
    moves = played(400)
    match = Match.create("axis_mundi", {}, 4, ["bot"] * 3)
    log = StepLog(path, every=10_000)  # no checkpoint in between: the log only grows
    log.begin(match)
    sizes = []
    for seat, action in moves:
        before = steps_path(path).stat().st_size
        match.play(seat, action)
        log.record()
        sizes.append(steps_path(path).stat().st_size - before)
    early, late = sizes[:40], sizes[-40:]
    assert max(late) < 2 * max(early) and path.stat().st_size < 1000  # the save is untouched
    log.close()  # the last checkpoint: the save is whole on its own
    assert Match.load(path).to_json() == match.to_json()
    assert len(steps_path(path).read_text().splitlines()) == 1  # just the header


def test_a_crash_leaves_checkpoint_and_log_that_replay_to_the_last_step(tmp_path):
    path = tmp_path / "table.json"
    match = Match.create("axis_mundi", {}, 4, ["bot"] * 3)
    log = StepLog(path, every=25)
    log.begin(match)
    for seat, action in played(60):
        match.play(seat, action)
        log.record()
    halt(log)  # the process dies here, without a last checkpoint
    loaded = load_autosave(path)
    assert loaded.match.to_json() == match.to_json() and not loaded.lost
    assert 50 <= len(Match.load(path).steps) <= 60  # the save ends at a checkpoint


def test_a_torn_last_line_loses_that_step_only_and_says_so(tmp_path):
    path = tmp_path / "table.json"
    match = Match.create("axis_mundi", {}, 4, ["bot"] * 3)
    log = StepLog(path, every=10_000)
    log.begin(match)
    for seat, action in played(20):
        match.play(seat, action)
        log.record()
    halt(log)
    with steps_path(path).open("ab") as handle:
        handle.write(b'{"step":21,"seat":1,"act')
    loaded = load_autosave(path)
    assert len(loaded.match.steps) == 20
    assert loaded.lost == ["the last line of table.steps.jsonl was cut off (the host stopped "
                           "while writing step 21); it is lost"]


def test_a_log_line_that_does_not_replay_stops_the_log_there(tmp_path):
    path = tmp_path / "table.json"
    match = Match.create("axis_mundi", {}, 4, ["bot"] * 3)
    log = StepLog(path, every=10_000)
    log.begin(match)
    for seat, action in played(12):
        match.play(seat, action)
        log.record()
    log.close()
    Match.create("axis_mundi", {}, 4, ["bot"] * 3).save(path)  # the checkpoint of step 0
    lines = [json.dumps({"format": "hexfold-steps", "game": "axis_mundi",
                         "start_hash": match.start_hash, "after": 0})]
    for number, step in enumerate(match.to_json()["steps"], start=1):
        lines.append(json.dumps({"step": number, **step}, separators=(",", ":")))
    lines[6] = lines[6].replace('"hash":"', '"hash":"0')
    steps_path(path).write_text("\n".join(lines) + "\n")
    loaded = load_autosave(path)
    assert len(loaded.match.steps) == 5
    assert loaded.lost == ["table.steps.jsonl line 7: step 6 does not give the state the host "
                           "saved; the game resumes at step 5"]
    loaded.match.play(*played(6)[5])  # the replay stopped cleanly: play goes on from step 5


def test_logging_a_step_never_waits_on_a_checkpoint_s_disk_sync(tmp_path, monkeypatch):
    """Issue 11, item 14: updates go out without waiting on the disk longer than the write
    of one action. With a disk whose every sync takes 0.2 s, no ``record`` waits for one,
    at checkpoints too, and the log still replays to the last step."""
    real_fsync = autosave.os.fsync

    def slow_fsync(fd: int) -> None:
        time.sleep(0.2)
        real_fsync(fd)

    path = tmp_path / "table.json"
    match = Match.create("axis_mundi", {}, 4, ["bot"] * 3)
    log = StepLog(path, every=5)
    log.begin(match)
    monkeypatch.setattr(autosave.os, "fsync", slow_fsync)
    waits = []
    for seat, action in played(30):
        match.play(seat, action)
        start = time.perf_counter()
        log.record()
        waits.append(time.perf_counter() - start)
        time.sleep(0.02)
    assert max(waits) < 0.1, f"a step waited {max(waits):.2f} s on the disk"
    log.close()
    assert load_autosave(path).match.to_json() == match.to_json()
