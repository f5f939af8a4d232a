"""Handing the shared screen over in hot-seat: who sits at it next, and when.

After a step, the table's stand-in passes the reaction windows it owes (``StandIn``),
then, if another person here is to play, the screen is handed over: the person
leaving first sees what their step did (the board's animation of it, then ``HOLD``
seconds more; Apocalypse mouse playtest: the curtain came within about 2 s, before
Player 1 had read their own check's result), then the curtain goes up for the next
one. Nothing here depends on anyone's hand: the stand-in's choice is public, and the
hold waits only on the leaving person's own screen. A person the stand-in passes for
anyway never gets a curtain (their windows are passed before anyone is picked).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.scenes.curtain import CurtainScene

if TYPE_CHECKING:
    from game.ui.table import TableScene


class Handover:
    """The pending change of the person at a table's screen."""

    #: Seconds the leaving person still sees their screen once its animation is over.
    HOLD = 2.5

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.hold_left: float | None = None  # None: no handover pending

    @property
    def pending(self) -> bool:
        return self.hold_left is not None

    def after_step(self) -> None:
        """After a step: the stand-in's passes, then the next person, at once or after
        the hold when a curtain must come between them."""
        table = self.table
        for seat, action in table.stand_in.passes():
            table._seen(seat, table.match.play(seat, action), True)
        viewer = table._pick_viewer()
        if viewer == table.ctx.seat:
            table._refresh()
        elif not self._needs_curtain():
            self._sit(viewer)
        else:
            table._refresh()  # the leaving person's screen, with nothing left to do
            if self.hold_left is None:
                self.hold_left = self.HOLD
            if self.HOLD <= 0 and not table.game.busy():
                self.update(0.0)
        table._autosave()
        table.app.sound.play("place")

    def _needs_curtain(self) -> bool:
        table = self.table
        return table.curtain and table.ctx.seat in table.humans \
            and not table.match.state.is_over()

    def update(self, dt: float) -> None:
        """Count the hold while the leaving person's board is still; then hand over."""
        table = self.table
        if self.hold_left is None or table.game.busy():
            return
        self.hold_left -= dt
        if self.hold_left > 0:
            return
        self.hold_left = None
        viewer = table._pick_viewer()  # again: an undo in the hold may have kept the seat
        if viewer == table.ctx.seat:
            return
        if self._needs_curtain():
            table.app.push(CurtainScene(table.app, table.names[viewer]))
            table.toasts = []  # words for the last person ("passed for you") are theirs
        self._sit(viewer)

    def _sit(self, viewer: int) -> None:
        table = self.table
        table.ctx.seat = viewer
        table._refresh(rebuild_log=True)
