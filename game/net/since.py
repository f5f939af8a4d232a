"""Since your last turn, as the host keeps it: per seat, the picture it was sent when
its player last acted and every picture it was sent since, so that a player who
restarts the app and rejoins the seat is still offered the recap (``game.ui.recap``)
of what they missed; the app's own memory of it went with the app.

A record holds only what the seat was sent (its views and redacted events, as
``game.net.pictures`` built them), never the state: a recap knows no more than the
player did. It starts at the game's start or at the seat's own action by its player
(a bot covering the seat while its player is away starts none: the player did not see
those moves). It keeps the newest ``MOST_FRAMES`` pictures, older ones folding into
its start. A rejoin's ``sync`` carries it as ``since`` (``message``), and the client
reads it back with ``read``:

- ``acted``: the record started at the seat's own action (else at the game's start);
- ``back``: the patch (``game.net.delta``) from the sync's view back to the start;
- ``frames``: per picture, the ``events`` it came with and the ``patch`` from the
  picture before, the oldest dropped past ``MOST_BYTES`` of them.

>>> since = Since()
>>> since.begin(0, {"pile": 7}, acted=True)
>>> since.saw(0, [{"kind": "taken"}], {"pile": 6})
>>> message = since.message(0, {"pile": 6})
>>> message["back"], message["frames"]
({'set': {'pile': 7}}, [{'events': [{'kind': 'taken'}], 'patch': {'set': {'pile': 6}}}])
>>> read({"pile": 6}, message)
Record(start={'pile': 7}, frames=[([{'kind': 'taken'}], {'pile': 6})], acted=True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import msgspec

from game.net import delta

#: Pictures kept per seat; older ones fold into the record's start.
MOST_FRAMES = 200
#: Bytes of frames a ``since`` may carry (it rides in one ``sync`` line).
MOST_BYTES = 256 * 1024


@dataclass
class Record:
    """A seat's picture at its start and each picture since, with the events it came
    with (JSON on the host, decoded events on the client)."""

    start: dict[str, Any]
    frames: list[tuple[list[Any], dict[str, Any]]] = field(default_factory=list)
    acted: bool = False


class Since:
    """Every seat's record of what it was sent since its player last acted."""

    def __init__(self) -> None:
        self.records: dict[int, Record] = {}

    def begin(self, seat: int, view: dict[str, Any], acted: bool) -> None:
        """``seat`` starts a record at ``view`` (its picture; nobody changes it)."""
        self.records[seat] = Record(view, [], acted)

    def saw(self, seat: int, events: list[dict[str, Any]], view: dict[str, Any]) -> None:
        """``seat`` was sent ``events`` and the picture ``view`` (if it has a record)."""
        record = self.records.get(seat)
        if record is None:
            return
        record.frames.append((events, view))
        if len(record.frames) > MOST_FRAMES:
            record.start = record.frames.pop(0)[1]

    def message(self, seat: int, view: dict[str, Any]) -> dict[str, Any] | None:
        """The ``since`` of a sync whose view is ``view``; None when there is nothing to
        tell (no record, or one begun at the start that nothing has happened in)."""
        record = self.records.get(seat)
        if record is None or not (record.frames or record.acted):
            return None
        frames: list[dict[str, Any]] = []
        size = 0
        for number in range(len(record.frames) - 1, -1, -1):
            before = record.frames[number - 1][1] if number else record.start
            events, after = record.frames[number]
            frame = {"events": events, "patch": delta.diff(before, after)}
            size += len(msgspec.json.encode(frame))
            if size > MOST_BYTES:
                break
            frames.append(frame)
        start = record.frames[-len(frames) - 1][1] if len(frames) < len(record.frames) \
            else record.start
        return {"acted": record.acted, "back": delta.diff(view, start),
                "frames": frames[::-1]}


def read(view: dict[str, Any], since: dict[str, Any]) -> Record:
    """The record a ``since`` carries, its views rebuilt from the sync's ``view``;
    ``delta.PatchError`` (or ``TypeError``/``KeyError``) if it does not fit."""
    back = since["back"]
    start = view if back is None else delta.patch(view, back)
    record = Record(start, [], bool(since["acted"]))
    for frame in since["frames"]:
        change = frame["patch"]
        before = record.frames[-1][1] if record.frames else start
        record.frames.append((list(frame["events"]),
                              before if change is None else delta.patch(before, change)))
    return record
