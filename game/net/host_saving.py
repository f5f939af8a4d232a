"""The host's autosave: the match's step log and checkpoints, and the seat file.

``Saving`` keeps ``autosave`` (``game.net.autosave.StepLog``) and, beside it,
the seats with their tokens (written again only when they change), and turns
a failure to write either into one sentence for the players: ``news()`` gives
it once when saving starts to fail, and once more when it works again, and
``problems`` keeps every such failure for the host's summary.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

from game.core.match import write_json_atomic
from game.net.autosave import StepLog
from game.net.table import Table, sidecar_path

log = logging.getLogger(__name__)


class Saving:
    """Autosave of one table to ``autosave`` (nothing at all when it is None)."""

    def __init__(self, table: Table, autosave: Path | None) -> None:
        self.table = table
        self.autosave = autosave
        self.steps = StepLog(autosave) if autosave is not None else None
        self.problems: list[str] = []
        self._seats_written: dict[str, Any] | None = None
        self._seats_failure: str | None = None
        self._said: str | None = None

    async def begin(self) -> None:
        """Checkpoint the started match and write the seats (off the event loop)."""
        if self.steps is None or self.table.match is None:
            return
        await asyncio.to_thread(self.steps.begin, self.table.match)
        await self.seats()

    def record(self) -> None:
        """Log the step just played (returns at once; see ``StepLog.record``)."""
        if self.steps is not None and self.table.match is not None:
            self.steps.record()

    async def seats(self) -> None:
        """Write the seat file if the seats changed since it was last written."""
        if self.autosave is None or not self.table.started:
            return
        side = self.table.sidecar()
        if side == self._seats_written:
            return
        path = sidecar_path(self.autosave)
        try:
            await asyncio.to_thread(write_json_atomic, path, side)
        except OSError as exc:
            self._seats_failure = f"cannot write {path.name}: {exc.strerror or exc}"
            return
        self._seats_written, self._seats_failure = side, None

    async def close(self) -> None:
        """Write the last checkpoint (the save is then whole on its own)."""
        if self.steps is not None:
            await asyncio.to_thread(self.steps.close)
            await self.seats()

    def news(self) -> str | None:
        """What to tell the players about saving now, if it changed since last told."""
        failure = (self.steps.failure if self.steps else None) or self._seats_failure
        if failure == self._said:
            return None
        self._said = failure
        if failure is None:
            log.warning("autosave works again")
            return "The host can save the game again."
        words = f"The host cannot save this game ({failure}): if the host stops, the game " \
                "is lost."
        log.error("%s", words)
        if words not in self.problems:
            self.problems.append(words)
        return words
