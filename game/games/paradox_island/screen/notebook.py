"""A captive's notebook: the map they annotate, their notes, kept beside the autosave.

The rules' view has no place for a player's own pencil marks, so the scene
keeps them here, one ``Notebook`` per captive seat: ``marks`` (hex -> a
symbol label from ``NOTE_MARKS``) and ``text`` (the notes area). They are
saved as JSON next to the autosave (``paradox_notebook.json``), keyed per
seat by a fingerprint of the first announcements that seat heard, so a
resumed game finds its notes and a new game starts with a clean page.

>>> book = Notebook(1)
>>> book.mark(Hex(0, 0), "oracle"); book.marks
{Hex(q=0, r=0): 'oracle'}
>>> book.mark(Hex(0, 0), "oracle"); book.marks   # the same symbol again rubs it out
{}
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from pathlib import Path
from typing import Any

from game.core.hexgrid import Hex
from game.ui.settings import autosave_path

log = logging.getLogger(__name__)

#: How many of a seat's first announcements identify its game.
FINGERPRINT_ENTRIES = 12


def notebook_path() -> Path:
    return autosave_path().with_name("paradox_notebook.json")


def fingerprint(entries: list[dict[str, Any]]) -> str:
    """A short hash of the first announcements a seat heard (empty if too few yet)."""
    if len(entries) < FINGERPRINT_ENTRIES:
        return ""
    raw = json.dumps(entries[:FINGERPRINT_ENTRIES], sort_keys=True)
    return hashlib.sha256(raw.encode()).hexdigest()[:20]


class Notebook:
    """One captive's own marks on their map and their notes."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.marks: dict[Hex, str] = {}
        self.text = ""
        self.key = ""

    def mark(self, h: Hex, label: str) -> None:
        """Draw ``label`` on ``h``; the same label again (or ``erase``) rubs it out."""
        if label == "erase" or self.marks.get(h) == label:
            self.marks.pop(h, None)
        else:
            self.marks[h] = label

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "text": self.text,
                "marks": [[h.q, h.r, label] for h, label in sorted(self.marks.items())]}

    def load(self, data: dict[str, Any]) -> None:
        self.text = str(data.get("text", ""))
        self.marks = {Hex(int(q), int(r)): str(label) for q, r, label in data.get("marks", [])}


def load_notebook(seat: int, entries: list[dict[str, Any]]) -> Notebook:
    """The seat's saved notebook if it belongs to this game, else a fresh one."""
    book = Notebook(seat)
    book.key = fingerprint(entries)
    if not book.key:
        return book
    try:
        saved = json.loads(notebook_path().read_text(encoding="utf-8"))
        data = saved.get(str(seat), {})
        if data.get("key") == book.key:
            book.load(data)
    except FileNotFoundError:
        pass
    except (OSError, ValueError, TypeError, AttributeError) as exc:
        log.warning("notebook at %s unreadable: %s", notebook_path(), exc)
    return book


def save_notebooks(books: dict[int, Notebook], entries: dict[int, list[dict[str, Any]]]) -> None:
    """Write every seat's notebook that has a fingerprint yet (atomic: temp + rename)."""
    out: dict[str, Any] = {}
    for seat, book in books.items():
        book.key = book.key or fingerprint(entries.get(seat, []))
        if book.key and (book.marks or book.text):
            out[str(seat)] = book.to_json()
    if not out:
        return
    path = notebook_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temp = path.with_suffix(".tmp")
        temp.write_text(json.dumps(out), encoding="utf-8")
        os.replace(temp, path)
    except OSError as exc:
        log.warning("notebook save to %s failed: %s", path, exc)
