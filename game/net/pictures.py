"""What each recipient of a LAN table has been sent, and the messages that bring it up to
date: ``sync`` (the whole picture and event log) and ``updates`` (a patch and the new
events).

A recipient is a seat or ``SPECTATOR``; it is sent its view, its legal actions as
JSON and events redacted with ``for_seat`` — never the state, its RNG, the seed, the
action log or another seat's events. A recipient is sent an update only when
something it can see changed, so the message count reveals no more than the view
does. ``protocol.encode`` of these messages is the exact bytes on the wire.

An update carries a ``patch`` (``game.net.delta``) from the recipient's last
picture to its new one, which depends on those two pictures alone. A picture
shares what did not change with the one before it, and the items of a view's
lists with the view (a view never changes a list item it handed out), and each
recipient's event log is kept as JSON and extended step by step: an update, or
the sync of a latecomer, costs what is new, not the size of the game. The
recipients of a step are brought up to date together (``delta.Shared``): what
their views share (a board or field built once for every seat) is compared and
patched once, and their pictures share it. Nobody may change a picture, a log
or a message in place.

Each seat's pictures since its player last acted are kept too (``game.net.since``):
a seat's sync carries them as ``since``, so a player who rejoins after restarting the
app is offered what they missed, as they were sent it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from game.core.match import Match
from game.core.values import SPECTATOR, Event
from game.net import delta
from game.net.since import Since


@dataclass
class Picture:
    """What a recipient was last sent, and how many updates it has had."""

    seq: int
    view: dict[str, Any]
    legal: list[dict[str, Any]]


class Pictures:
    """Every recipient's picture and event log, for one match."""

    def __init__(self) -> None:
        self.pictures: dict[int, Picture] = {}
        self.logs: dict[int, tuple[int, list[dict[str, Any]]]] = {}  # see event_log
        self.since = Since()

    def picture(self, match: Match, recipient: int) -> Picture:
        """What ``recipient`` has been sent."""
        if recipient not in self.pictures:
            now, _ = delta.advance({}, _now(match, recipient))
            self.pictures[recipient] = Picture(0, now["view"], now["legal"])
            if recipient != SPECTATOR and not match.steps:  # the game's start
                self.since.begin(recipient, now["view"], acted=False)
        return self.pictures[recipient]

    def updates(self, match: Match, events: list[Event], recipients: list[int],
                acted: int | None = None) -> dict[int, dict[str, Any]]:
        """The ``update`` message of every recipient whose picture changed: the patch from
        its last picture to the new one (None when only events are new) and its events.
        ``acted``: the seat whose player played the step (not a bot), whose record of
        what it missed starts again. The recipients' views are taken at once
        (``GameState.views``: what they share is built once)."""
        outcome = match.state.outcome()
        out = {}
        as_json: dict[int, tuple[Event, dict[str, Any]]] = {}  # what several see alike
        views = dict(zip(recipients, match.state.views(recipients), strict=True))
        shared = delta.Shared()
        for recipient in recipients:
            seen = []
            for event in events:
                shown = event.for_seat(recipient)
                if shown is not None:
                    if id(shown) not in as_json:
                        as_json[id(shown)] = (shown, shown.to_json())
                    seen.append(as_json[id(shown)][1])
            picture, change = self._advance(match, recipient, views[recipient], shared)
            if recipient == acted:
                self.since.begin(recipient, picture.view, acted=True)
            if not seen and change is None:
                continue
            if recipient != acted:
                self.since.saw(recipient, seen, picture.view)
            picture.seq += 1
            out[recipient] = {
                "type": "update",
                "seat": recipient,
                "seq": picture.seq,
                "patch": change,
                "events": seen,
                "outcome": outcome.to_json() if outcome else None,
            }
        return out

    def sync(self, match: Match, recipient: int) -> dict[str, Any]:
        """The whole picture of ``recipient``: view, legal actions and its event log."""
        picture, _ = self._advance(match, recipient)
        outcome = match.state.outcome()
        message = {
            "type": "sync",
            "seat": recipient,
            "seq": picture.seq,
            "view": picture.view,
            "legal": picture.legal,
            "events": list(self.event_log(match, recipient)),
            "outcome": outcome.to_json() if outcome else None,
        }
        since = self.since.message(recipient, picture.view)
        if since is not None:
            message["since"] = since
        return message

    def event_log(self, match: Match, recipient: int) -> list[dict[str, Any]]:
        """Every event so far as ``recipient`` may see it, as JSON: kept, and extended by
        the steps played since it was last asked for."""
        steps = match.steps
        done, log = self.logs.get(recipient, (-1, []))
        if done > len(steps):  # the steps were replaced: start again
            done, log = -1, []
        if done < 0:
            log = _seen(match.opening, recipient)
            done = 0
        for step in steps[done:]:
            log += _seen(step.events, recipient)
        self.logs[recipient] = (len(steps), log)
        return log

    def _advance(self, match: Match, recipient: int, view: dict[str, Any] | None = None,
                 shared: delta.Shared | None = None,
                 ) -> tuple[Picture, dict[str, Any] | None]:
        """``recipient``'s picture brought up to date (to ``view``, its view now if it was
        taken already; ``shared``: what the step's other views worked out), and the patch
        from what it was (None if nothing changed); its ``seq`` is the caller's to count."""
        picture = self.picture(match, recipient)
        now, change = delta.advance({"view": picture.view, "legal": picture.legal},
                                    _now(match, recipient, view), shared)
        picture.view, picture.legal = now["view"], now["legal"]
        return picture, change


def _now(match: Match, recipient: int, view: dict[str, Any] | None = None) -> dict[str, Any]:
    """The recipient's view (``view`` if taken already) and legal actions now, as the game
    hands them out (they may hold the state's own lists: ``delta.advance`` copies what it
    keeps)."""
    state = match.state
    legal = [] if recipient == SPECTATOR else state.legal_actions(recipient)
    return {"view": state.view(recipient) if view is None else view,
            "legal": [a.to_json() for a in legal]}


def _seen(events: Iterable[Event], recipient: int) -> list[dict[str, Any]]:
    shown = (event.for_seat(recipient) for event in events)
    return [event.to_json() for event in shown if event is not None]
