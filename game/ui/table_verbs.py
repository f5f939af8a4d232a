"""The verbs a table gives its game scene (``TableContext``): play an action for the
viewer, ask for a hint, take back a move, show a toast.

``TableVerbs`` is a mixin of ``game.ui.table.TableScene``: the table keeps the match,
its seats and what the screen shows; these act on them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.core.rng import GameRng
from game.core.values import Action
from game.ui.hint_ring import HintRing
from game.ui.widgets import Toast, with_toast

if TYPE_CHECKING:
    from game.ui.table import TableScene


class TableVerbs:
    """Mixin of ``TableScene``: what a game scene may ask of its table."""

    def submit(self: TableScene, action: Action) -> bool:
        """Play ``action`` for the viewing seat; an illegal one shows why and changes nothing."""
        seat = self.ctx.seat
        if seat not in self.humans:
            return False
        passed = self.stand_in.is_pass(seat, action)
        try:
            events = self.match.play(seat, action)
        except IllegalAction as exc:
            self.toast(f"{exc.message} ({exc.rule})", bad=True)
            self.app.sound.play("error")
            return False
        self._after_play(seat, events, passed)
        return True

    def request_hint(self: TableScene) -> None:
        seat = self.ctx.seat
        legal = self.match.state.legal_actions(seat) if seat in self.humans else []
        if not legal:
            self.toast("Nothing to decide right now.")
            return
        info = self.match.info
        rng = GameRng(len(self.match.steps) * 31 + seat)
        view = self.match.state.view(seat)
        if info.hint is not None:
            action, reason = info.hint(view, legal, rng)
        else:
            bot = info.bot("normal" if "normal" in info.bots else next(iter(info.bots)))
            action, reason = bot(view, legal, rng), ""
        self.game.show_hint(action, reason)
        rect = self.game.hint_rect(action)
        self.hint_ring = None if rect is None else HintRing(rect)

    def can_undo(self: TableScene) -> bool:
        return self.ctx.seat in self.humans and self.match.can_undo(self.ctx.seat)

    def undo(self: TableScene) -> bool:
        if not self.can_undo():
            self.toast(self._why_no_undo(), bad=True)
            return False
        self.match.undo(self.ctx.seat)
        self.hint_ring = None  # it named a control of the moment taken back
        self.toasts = []  # they told of the step taken back (playtest 6: one stayed up)
        if self.recap is not None:
            self.recap.undone(len(self.match.steps))
        self._refresh(rebuild_log=True)
        self._autosave()
        return True

    def _why_no_undo(self: TableScene) -> str:
        steps = self.match.steps
        if not steps or self.match.state.is_over():
            return "Nothing to undo."
        if steps[-1].seat != self.ctx.seat:  # e.g. a click as a bot's move came in
            return f"Nothing of yours to undo: {self.names[steps[-1].seat]} has played since."
        return "Nothing to undo: a roll or reveal happened since."

    def toast(self: TableScene, message: str, bad: bool = False) -> None:
        colour = self.app.palette.bad if bad else self.app.palette.accent
        self.toasts = with_toast(self.toasts, Toast(message, colour, refusal=bad,
                                                    moment=self.game.moment()))
