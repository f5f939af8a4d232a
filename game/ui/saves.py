"""The saves folder as players see it: saves only, each with its game, players,
round and date; autosaves kept per table.

- Every table autosaves to a file of its own (``new_autosave_path``:
  ``autosave_<game>_<date>.json``), so one game never overwrites another's; a
  table resumed from its autosave goes on writing that file, and a finished
  game removes it. Continue offers the newest (``latest_autosave``).
- ``list_saves`` lists the files that are Hexfold saves (``"format":
  "hexfold-save"``), newest first; other JSON files living beside them (a LAN
  host's seat tokens, a captive's notebook, settings) are not saves and are
  never listed. A file that cannot be read as JSON at all is listed as damaged,
  with the reason, since it may be a save cut short.
- ``write_save`` adds a ``table`` block to the save (the round it was saved at)
  so the list need not replay it; a save without one (a LAN host's, or from an
  older version) is replayed once to find its round, and remembered.
- ``read_save`` loads a save, with the step log a LAN host keeps beside its
  autosave (``game.net.autosave``) when there is one.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.errors import HexfoldError
from game.core.match import SAVE_FORMAT, Match, write_json_atomic
from game.core.registry import get_game
from game.net.autosave import load_autosave, steps_path
from game.ui.settings import saves_dir
from game.ui.words import count

log = logging.getLogger(__name__)

AUTOSAVE_PREFIX = "autosave"
_rounds: dict[tuple[str, int, int], int | str] = {}  # (path, mtime_ns, size) -> round or why not


@dataclass(frozen=True)
class SaveEntry:
    """One file of the Load list: what it holds, in words, or why it cannot be read."""

    path: Path
    title: str  # the game's title ("" for a damaged file)
    players: str  # "3 players: 1 here, 2 bots"
    round: int | None
    saved: float  # seconds since the epoch (the file's time)
    problem: str = ""  # why the file cannot be loaded, if known already ("it is ...")
    round_word: str = "round"  # the game's own word for its rounds ("turn")

    @property
    def autosave(self) -> bool:
        return self.path.name.startswith(AUTOSAVE_PREFIX)

    def when(self) -> str:
        """The date as a player reads it: "14 Mar 2025, 10:02"."""
        return time.strftime("%d %b %Y, %H:%M", time.localtime(self.saved)).lstrip("0")

    def details(self) -> str:
        """The second line of its row: players, round, date, autosave or not."""
        if self.problem:
            name = self.path.name  # a long file name is cut in its middle to fit the row
            if len(name) > 44:
                name = f"{name[:34]}…{name[-8:]}"
            return f"{name} · {self.when()}"
        parts = [self.players]
        if self.round is not None:
            parts.append(f"{self.round_word} {self.round}")
        parts.append(self.when())
        if self.autosave:
            parts.append("autosave")
        return " · ".join(parts)


def players_words(seats: list[str]) -> str:
    """Who sits, from the seat labels of a save.

    >>> players_words(["human", "bot:normal", "bot:hard"])
    '3 players: 1 here, 2 bots'
    >>> players_words(["human"]), players_words(["bot", "lan", "lan"])
    ('solo, here', '3 players: 1 bot, 2 on the LAN')
    """
    kinds = [label.partition(":")[0] for label in seats]
    here, bots, lan = kinds.count("human"), kinds.count("bot"), kinds.count("lan")
    if len(seats) == 1:
        return "solo, " + ("here" if here else "a bot" if bots else "on the LAN")
    parts = [f"{here} here" if here else "", count(bots, "bot") if bots else "",
             f"{lan} on the LAN" if lan else ""]
    return f"{count(len(seats), 'player')}: " + ", ".join(p for p in parts if p)


def new_autosave_path(game_id: str) -> Path:
    """A fresh autosave file for a new table of ``game_id`` (never an existing one)."""
    stamp = time.strftime("%Y-%m-%d_%H-%M-%S")
    folder = saves_dir()
    path = folder / f"{AUTOSAVE_PREFIX}_{game_id}_{stamp}.json"
    number = 2
    while path.exists():
        path = folder / f"{AUTOSAVE_PREFIX}_{game_id}_{stamp}_{number}.json"
        number += 1
    return path


def write_save(match: Match, path: Path, table: dict[str, Any] | None = None) -> None:
    """Save ``match`` atomically with the round it was saved at (for the Load list) and
    what the table keeps of its own (``table``: who lets it pass in others' turns)."""
    block = {**(table or {}), "round": match.state.turns()}
    write_json_atomic(path, {**match.to_json(), "table": block})


def read_table(path: Path) -> dict[str, Any]:
    """The ``table`` block of a save ({} if it has none or cannot be read)."""
    try:
        block = json.loads(path.read_text(encoding="utf-8")).get("table")
    except (OSError, UnicodeDecodeError, ValueError, AttributeError):
        return {}
    return block if isinstance(block, dict) else {}


def read_save(path: Path) -> Match:
    """The match of a save (and of its step log, if a LAN host keeps one beside it);
    ``HexfoldError`` says what is wrong, without the file's folder ("not valid JSON")."""
    try:
        if steps_path(path).exists():
            return load_autosave(path).match
        return Match.load(path)
    except HexfoldError as exc:
        words = str(exc).removeprefix(f"{path}: ").replace(str(path), path.name)
        raise HexfoldError(words) from None


def _entry(path: Path) -> SaveEntry | None:
    """The Load list's entry for ``path``, or None if it is not a save."""
    stat = path.stat()
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        why = getattr(exc, "strerror", None) or "it is not a readable save (damaged or cut short)"
        return SaveEntry(path, "", "", None, stat.st_mtime, why)
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        return None
    seats = data.get("seats") if isinstance(data.get("seats"), list) else []
    try:
        info = get_game(str(data.get("game")))
    except HexfoldError:
        return SaveEntry(path, str(data.get("game")), players_words(seats), None, stat.st_mtime,
                         f"it is a game this copy of Hexfold does not have ({data.get('game')})")
    table = data.get("table")
    found: int | str | None = table.get("round") if isinstance(table, dict) else None
    if not isinstance(found, int):
        found = _replayed_round(path, stat.st_mtime_ns, stat.st_size)
    problem = found if isinstance(found, str) else ""
    return SaveEntry(path, info.title, players_words(seats),
                     found if isinstance(found, int) else None, stat.st_mtime, problem,
                     info.round_word)


def _replayed_round(path: Path, mtime_ns: int, size: int) -> int | str:
    """The round of a save without a ``table`` block, by replaying it (once per version of
    the file), or why it cannot be loaded."""
    key = (str(path), mtime_ns, size)
    if key not in _rounds:
        try:
            _rounds[key] = read_save(path).state.turns()
        except HexfoldError as exc:
            _rounds[key] = str(exc)
    return _rounds[key]


def list_saves(folder: Path | None = None) -> list[SaveEntry]:
    """Every save in the folder (and every damaged JSON file), newest first."""
    folder = folder or saves_dir()
    entries = []
    for path in folder.glob("*.json"):
        try:
            entry = _entry(path)
        except OSError as exc:  # gone or unreadable since the folder was listed
            log.warning("cannot look at %s: %s", path, exc)
            continue
        if entry is not None:
            entries.append(entry)
    entries.sort(key=lambda e: e.saved, reverse=True)
    return entries


def latest_autosave(skip: Collection[Path] = ()) -> SaveEntry | None:
    """The newest autosave that can be loaded, leaving out ``skip`` (what Continue resumes)."""
    files = [p for p in saves_dir().glob(f"{AUTOSAVE_PREFIX}*.json") if p not in skip]
    for path in sorted(files, key=_mtime, reverse=True):
        try:
            entry = _entry(path)
        except OSError:
            continue
        if entry is not None and not entry.problem:
            return entry
    return None


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
