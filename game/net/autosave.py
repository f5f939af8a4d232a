"""The host's autosave: a save at checkpoints, and between them a log of each step.

Rewriting a whole save after every action costs more the longer the game, so
the host keeps two files:

- ``FILE``, a Hexfold save exactly as ``game.core.match`` writes and reads it,
  rewritten (atomically) at checkpoints: when the game starts, every
  ``CHECKPOINT_STEPS`` steps, when it ends and when the host closes;
- ``FILE``'s ``.steps.jsonl``, a header line naming the game and the step the
  checkpoint ends at, then one line per step played since: ``{"step": n,
  "seat": ..., "action": ..., "hash": ...}``.

``StepLog.record`` appends one line (the same few hundred bytes on step 10 or
1,000) and returns at once: a writer thread syncs the log to the disk and
writes the checkpoints, so updates never wait on the disk. ``load_autosave``
reads the checkpoint, replays the log lines after it (checking every hash) and
says what it could not use: a last line cut off by a crash, a line that does
not fit, steps missing between the checkpoint and the log.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.errors import HexfoldError
from game.core.match import SAVE_FORMAT, Match, Step
from game.core.values import Action

log = logging.getLogger(__name__)

LOG_FORMAT = "hexfold-steps"
#: Steps between two checkpoints (a crash replays at most this many log lines).
CHECKPOINT_STEPS = 200


def steps_path(autosave: Path) -> Path:
    """Where the step log of ``autosave`` lives."""
    return autosave.with_name(autosave.stem + ".steps.jsonl")


def _entry(step: Step) -> str:
    """A step as the save lists it, as compact JSON text."""
    return json.dumps({"seat": step.seat, "action": step.action.to_json(), "hash": step.hash},
                      separators=(",", ":"))


def _line(number: int, entry: str) -> str:
    """The log line of step ``number`` (from 1) whose save entry is ``entry``."""
    return f'{{"step":{number},{entry[1:]}\n'


def _lines(entries: list[str], start: int, stop: int) -> str:
    """The log lines of the steps ``start + 1`` to ``stop`` (``entries`` holds every
    step's entry)."""
    return "".join(_line(n, entries[n - 1]) for n in range(start + 1, stop + 1))


def save_text(match: Match, entries: list[str]) -> str:
    """``match``'s save (as ``Match.to_json`` has it) with the steps of ``entries``
    (each step's JSON text, as ``_entry`` gives it), as JSON text."""
    head = {
        "format": SAVE_FORMAT,
        "game": match.info.id,
        "rules_version": match.info.state_class.rules_version,
        "options": match.options,
        "seed": match.seed,
        "seats": match.seats,
        "start_hash": match.start_hash,
    }
    text = json.dumps(head, separators=(",", ":"))
    return text[:-1] + ',"steps":[' + ",".join(entries) + "]}"


class StepLog:
    """Keeps ``autosave`` (and its step log) up to date with a match, step by step.

    ``failure`` holds the latest write problem in words (None while saving
    works); ``close`` writes the final checkpoint and stops the writer thread.
    """

    def __init__(self, autosave: Path, every: int = CHECKPOINT_STEPS) -> None:
        self.path = autosave
        self.every = every
        self.failure: str | None = None
        self._match: Match | None = None
        self._entries: list[str] = []
        self._fd: int | None = None
        self._lock = threading.Lock()  # the log's file descriptor and its swaps
        self._wake = threading.Condition()
        self._want_sync = False
        self._want_checkpoint = False
        self._stopping = False
        self._thread: threading.Thread | None = None

    # The host's side.

    def begin(self, match: Match) -> None:
        """Write a checkpoint of ``match`` now and start a fresh log after it (blocking)."""
        self._match = match
        self._entries = [_entry(step) for step in match.steps]
        self._checkpoint()
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="hexfold-autosave",
                                            daemon=True)
            self._thread.start()

    def record(self) -> None:
        """Log the match's last step (a checkpoint follows every ``every`` steps or at the
        end); the disk is synced in the background."""
        match = self._match
        assert match is not None
        number = len(match.steps)
        entry = _entry(match.steps[-1])
        line = _line(number, entry).encode()
        with self._lock:
            self._entries.append(entry)
            fd = self._fd
            if fd is not None:
                try:
                    os.write(fd, line)
                except OSError as exc:
                    self._fail(exc)
        due = number % self.every == 0 or match.state.is_over() or self._fd is None
        with self._wake:
            self._want_sync = True
            self._want_checkpoint |= due
            self._wake.notify()

    def close(self) -> None:
        """Write the last checkpoint (the save is then whole on its own) and stop."""
        if self._thread is not None:
            with self._wake:
                self._want_checkpoint = True
                self._stopping = True
                self._wake.notify()
            self._thread.join()
            self._thread = None
        with self._lock:
            if self._fd is not None:
                os.close(self._fd)
                self._fd = None

    @property
    def working(self) -> bool:
        return self.failure is None

    # The writer thread.

    def _run(self) -> None:
        while True:
            with self._wake:
                while not (self._want_sync or self._want_checkpoint or self._stopping):
                    self._wake.wait()
                sync, checkpoint, stopping = (self._want_sync, self._want_checkpoint,
                                              self._stopping)
                self._want_sync = self._want_checkpoint = False
            if checkpoint:
                self._checkpoint()
            elif sync:
                self._sync()
            if stopping:
                return

    def _sync(self) -> None:
        with self._lock:
            fd = self._fd
            if fd is None:
                return
            try:
                fd = os.dup(fd)  # sync outside the lock: appends go on meanwhile
            except OSError as exc:
                self._fail(exc)
                return
        try:
            os.fsync(fd)
        except OSError as exc:
            self._fail(exc)
        finally:
            os.close(fd)

    def _checkpoint(self) -> None:
        """Write the save up to now, then swap in a log that starts after it."""
        match = self._match
        assert match is not None
        done = len(self._entries)
        header = json.dumps({"format": LOG_FORMAT, "game": match.info.id,
                             "start_hash": match.start_hash, "after": done},
                            separators=(",", ":")) + "\n"
        fresh = self.path.with_name(f".{steps_path(self.path).name}.new")
        try:
            _write_synced(self.path, save_text(match, self._entries[:done]))
            fd = os.open(fresh, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_APPEND, 0o644)
        except OSError as exc:
            self._fail(exc)
            return
        try:
            # The steps logged while the checkpoint was written go in and are synced
            # outside the lock; under it, only those logged since (a line or two, synced
            # right after the swap): ``record`` never waits on the disk.
            written = len(self._entries)
            os.write(fd, (header + _lines(self._entries, done, written)).encode())
            os.fsync(fd)
            with self._lock:
                rest = len(self._entries)
                if rest > written:
                    os.write(fd, _lines(self._entries, written, rest).encode())
                os.replace(fresh, steps_path(self.path))
                old, self._fd = self._fd, fd
            if old is not None:
                os.close(old)
            if rest > written:
                self._sync()
        except OSError as exc:
            os.close(fd)
            self._fail(exc)
            return
        if self.failure is not None:
            log.warning("autosave to %s works again", self.path.name)
            self.failure = None

    def _fail(self, exc: OSError) -> None:
        words = f"cannot write {self.path.name}: {exc.strerror or exc}"
        if self.failure is None:
            log.error("autosave failed: %s", words)
        self.failure = words


def _write_synced(path: Path, text: str) -> None:
    """Write ``text`` to a temp file beside ``path``, sync it, rename it into place."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(f".{path.name}.new")
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        os.write(fd, text.encode())
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(temp, path)


@dataclass
class Loaded:
    """A match read back from an autosave, and what of it could not be used."""

    match: Match
    lost: list[str] = field(default_factory=list)


def load_autosave(autosave: Path) -> Loaded:
    """The match of ``autosave`` with its logged steps replayed (hashes checked).

    ``CorruptSave`` if the checkpoint itself cannot be read; a log that cannot
    be used, in whole or from some line on, is named in ``lost``.
    """
    match = Match.load(autosave)
    loaded = Loaded(match)
    path = steps_path(autosave)
    if not path.exists():
        return loaded
    try:
        raw = path.read_bytes()
    except OSError as exc:
        loaded.lost.append(f"{path.name} cannot be read ({exc.strerror or exc}): the steps "
                           f"after step {len(match.steps)} are lost")
        return loaded
    lines = raw.split(b"\n")
    torn = lines.pop()  # after the last newline: empty unless a write was cut off
    header = _json_line(lines[0]) if lines else None
    if not (isinstance(header, dict) and header.get("format") == LOG_FORMAT
            and header.get("start_hash") == match.start_hash
            and isinstance(header.get("after"), int)):
        loaded.lost.append(f"{path.name} is not the step log of this save; it was not used")
        return loaded
    if header["after"] > len(match.steps):
        loaded.lost.append(f"{autosave.name} ends at step {len(match.steps)} but its step log "
                           f"starts after step {header['after']}: the steps from "
                           f"{len(match.steps) + 1} on are lost")
        return loaded
    for number, line in enumerate(lines[1:], start=2):
        problem = _replay_line(match, line)
        if problem:
            loaded.lost.append(f"{path.name} line {number}: {problem}; the game resumes "
                               f"at step {len(match.steps)}")
            return loaded
    if torn:
        loaded.lost.append(f"the last line of {path.name} was cut off (the host stopped while "
                           f"writing step {len(match.steps) + 1}); it is lost")
    return loaded


def _json_line(line: bytes) -> Any:
    try:
        return json.loads(line)
    except (ValueError, RecursionError):
        return None


def _replay_line(match: Match, line: bytes) -> str:
    """Play one logged step onto ``match``; what is wrong with it, or ''."""
    data = _json_line(line)
    if not (isinstance(data, dict) and {"step", "seat", "action", "hash"} <= set(data)):
        return "not a step"
    number, seat = data["step"], data["seat"]
    if type(number) is not int or type(seat) is not int:
        return "not a step"
    if number <= len(match.steps):
        return ""  # already in the checkpoint
    if number != len(match.steps) + 1:
        return f"step {number} follows step {len(match.steps)}"
    before = match.state.clone()
    try:
        action = match.info.state_class.action_codec.decode(data["action"])
        assert isinstance(action, Action)
        match.play(seat, action)
    except (HexfoldError, AssertionError) as exc:
        match.state = before
        return f"step {number} cannot be played ({exc})"
    if match.steps[-1].hash != data["hash"]:
        match.state = before
        match.steps.pop()
        return f"step {number} does not give the state the host saved"
    return ""
