"""Since your last turn: what each person at this screen saw happen while others played.

A ``Recap`` keeps, per local person's seat, the view it had when it last acted and,
for every step played since, the events that seat was told and its view after the
step: only what that seat may see, never the true state. The table offers it at the
start of the person's next turn (``game.ui.scenes.recap`` shows the list and replays
the moves on the board); the person's own action starts a fresh one, except a pass in
a reaction window (``GameInfo.reaction``): that is no turn of theirs, so the recap goes
on, the pass's own step kept in it (a card played on them may act only then).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.match import Match
from game.core.values import Event
from game.ui.words import and_list, count

#: Steps kept per seat; older ones fold into the starting view.
MOST_FRAMES = 600
#: The mover of a step seen over the LAN, where the picture does not say who played.
OTHERS = -1
#: Moves by others before a recap is offered: a single one (an answer to a push, a pass)
#: is watched as it happens, and offering it mid-turn would only distract. A move made
#: while the person was away (another person at the shared screen), or one aimed at
#: them (``Event.aimed_at``: a card played on them), is offered alone.
LEAST_MOVES = 2


@dataclass(frozen=True)
class Frame:
    """One step as a seat saw it: who played, what it was told, its view after."""

    step: int  # steps played after this one (``len(match.steps)``)
    mover: int
    events: list[Event]
    view: dict[str, Any]
    watched: bool = True  # the seat was at the screen as it happened

def _copy(view: dict[str, Any]) -> dict[str, Any]:
    """A copy that later play cannot change (views may share the state's lists)."""
    return json.loads(json.dumps(view))


class Recap:
    """Per local seat: its view when it last acted and every step it saw since."""

    def __init__(self, seats: list[int], view_of: Callable[[int], dict[str, Any]]) -> None:
        self.start: dict[int, dict[str, Any]] = {}
        self.frames: dict[int, list[Frame]] = {}
        self.acted: set[int] = set()  # seats that have played since the table opened
        self.speed = "Normal"  # the replay speed last picked at this table
        for seat in seats:
            self.begin(seat, view_of(seat))

    def begin(self, seat: int, view: dict[str, Any]) -> None:
        """``seat`` acted: what it sees now is where its next recap starts."""
        self.start[seat] = _copy(view)
        self.frames[seat] = []

    def record(self, mover: int, step: int, events: list[Event],
               view_of: Callable[[int], dict[str, Any]], passed: bool = False,
               screen: int | None = None) -> None:
        """Step ``step`` was played by ``mover``: each other seat keeps what it saw. The
        mover's recap starts afresh, unless the move ``passed`` a reaction window.
        ``screen``: the seat at a shared screen (the others were away); None: each here."""
        for seat in list(self.frames):
            if seat == mover and not passed:
                self.acted.add(seat)
                self.begin(seat, view_of(seat))
                continue
            seen = [s for s in (e.for_seat(seat) for e in events) if s is not None]
            self.saw(seat, mover, step, seen, view_of(seat), screen in (None, seat))

    def saw(self, seat: int, mover: int, step: int, events: list[Event],
            view: dict[str, Any], watched: bool = True) -> None:
        """``seat`` was told ``events`` (already as it may hear them) and now sees ``view``."""
        frames = self.frames.setdefault(seat, [])
        frames.append(Frame(step, mover, events, _copy(view), watched))
        if len(frames) > MOST_FRAMES:
            self.start[seat] = frames.pop(0).view

    def undone(self, steps: int) -> None:
        """Steps after ``steps`` were taken back: nobody saw them happen."""
        for seat, frames in self.frames.items():
            self.frames[seat] = [f for f in frames if f.step <= steps]

    def moves(self, seat: int) -> list[Frame]:
        """The steps others played since ``seat`` last acted that it saw something of (a
        pass seen by the passer alone is no move to tell; its own passes are no others')."""
        return [f for f in self.frames.get(seat, []) if f.mover != seat and f.events]

    def offered(self, seat: int) -> list[Frame]:
        """The steps played since ``seat`` last acted (its own reset it), once others made
        at least ``LEAST_MOVES`` moves it saw, or one while it was away or aimed at it."""
        moves = self.moves(seat)
        enough = len(moves) >= LEAST_MOVES or any(
            not f.watched or any(e.aimed_at() == seat for e in f.events) for f in moves)
        return self.frames.get(seat, []) if enough else []

    def button_words(self, seat: int) -> str | None:
        """The words of the table's recap button for ``seat``, or None: nothing to offer."""
        return f"Recap: {count(len(self.moves(seat)), 'move')}" if self.offered(seat) else None

    def title(self, seat: int) -> str:
        return "Since your last turn" if seat in self.acted else "Since the start"

    def summary(self, seat: int, names: list[str], short: bool = False) -> str:
        """"5 moves by Player 2 and Player 3" (the movers in the order they first played);
        ``short``: "5 moves by 2 players"."""
        frames = self.moves(seat) if self.offered(seat) else []
        movers: list[int] = []
        for frame in frames:
            for who in _about(frame, seat):
                if who not in movers:
                    movers.append(who)
        if short:
            return f"{count(len(frames), 'move')} by {count(len(movers), 'player')}"
        if any(m < 0 for m in movers):  # over the LAN a picture does not say who played
            return f"{count(len(frames), 'move')} by the other players"
        who = [names[m] if 0 <= m < len(names) else "someone" for m in movers]
        if len(who) > 3:
            who = [*who[:2], count(len(who) - 2, "other")]
        return f"{count(len(frames), 'move')} by {and_list(who)}" if who else \
            count(len(frames), "move")


def replayed(match: Match, seats: list[int]) -> Recap:
    """The recap of a table opened on a game under way (from Load, or its autosave
    continued): the steps are played again, and each seat's recap starts where it last
    acted (passing a reaction window is no act, as at the table). Nobody counts as
    away: who sat at the screen for each step is not saved."""
    reaction, new = match.info.reaction, match.info.state_class.new
    state = new(match.options, match.seed, len(match.seats))
    passed, acted = [], {seat: 0 for seat in seats}  # seat -> steps played at its last act
    for number, step in enumerate(match.steps, start=1):
        window = reaction(state.view(step.seat), state.legal_actions(step.seat)) \
            if reaction is not None and step.seat in acted else None
        passed.append(window is not None and window[0] == step.action)
        if step.seat in acted and not passed[-1]:
            acted[step.seat] = number
        state.apply(step.seat, step.action)
    first = min(acted.values(), default=0)
    state = new(match.options, match.seed, len(match.seats))
    for step in match.steps[:first]:
        state.apply(step.seat, step.action)
    recap = Recap(seats, state.view)
    recap.acted = {seat for seat, number in acted.items() if number}
    for number, step in enumerate(match.steps[first:], start=first + 1):
        events = state.apply(step.seat, step.action)
        recap.record(step.seat, number, events, state.view, passed[number - 1])
    return recap


def _about(frame: Frame, seat: int) -> list[int]:
    """Whom a move is about, as the table names them: the other players its events name
    (a pass nobody saw may bring on another's step: that player's, not the passer's),
    else its mover (-1 over the LAN); ``seat``'s own doings name nobody."""
    named = [e.seat for e in frame.events
             if isinstance(getattr(e, "seat", None), int) and e.seat >= 0]
    if not named or frame.mover < 0:
        return [frame.mover] if frame.mover != seat else []
    return list(dict.fromkeys(s for s in named if s != seat))
