"""Passing for a person: "During others' turns, pass every reaction window".

A game with reaction windows (``GameInfo.reaction``: The Apocalypse) asks everyone
who could answer in principle, whatever their hands hold, so at a shared screen each
window of another player's turn brings the curtain twice. A person may let the table
pass those windows for them: the table then sends their pass at once, with no
curtain, in every window of another player's turn, whatever their hand holds (the
choice is one per person, not per moment, so it tells nobody what they hold); the
windows of their own turn still come to them. Everyone at the screen sees who chose
it (the side panel's line under the status).
"""

from __future__ import annotations

from collections.abc import Iterator

from game.core.match import Match
from game.core.values import Action
from game.ui.words import and_list


class StandIn:
    """Which people here let the table pass the reaction windows of others' turns."""

    TOOLTIP = ("During others' turns, pass every reaction window for you: no curtain, "
               "whatever you hold; windows in your own turn still come to you")

    def __init__(self, match: Match, humans: list[int], names: list[str]) -> None:
        self.match, self.humans, self.names = match, humans, names
        self.seats: set[int] = set()
        # Offered where the game has reaction windows and people share the screen.
        self.offered = match.info.reaction is not None and len(humans) > 1

    def saved(self) -> dict[str, list[int]]:
        """What a save keeps of it (public: everyone at the screen sees who chose it)."""
        return {"passing": sorted(self.seats)} if self.offered else {}

    def restore(self, saved: dict[str, object]) -> None:
        """The choices a save kept (seats that are people here; anything else is ignored)."""
        seats = saved.get("passing")
        if self.offered and isinstance(seats, list):
            self.seats = {s for s in seats if isinstance(s, int) and s in self.humans}

    def switch(self, seat: int) -> bool:
        """Turn the choice of ``seat`` over; True if it is on now."""
        self.seats ^= {seat}
        return seat in self.seats

    def _window(self, seat: int) -> tuple[Action, bool] | None:
        reaction = self.match.info.reaction
        if reaction is None:
            return None
        state = self.match.state
        return reaction(state.view(seat), state.legal_actions(seat))

    def is_pass(self, seat: int, action: Action) -> bool:
        """Would ``action`` pass a reaction window of ``seat`` (asked before it is played)?"""
        window = self._window(seat)
        return window is not None and window[0] == action

    def pending(self) -> list[tuple[int, Action]]:
        """The passes the table owes now: seats that chose it, in others' windows."""
        if not self.seats or self.match.state.is_over():
            return []
        out = []
        for seat in self.match.state.to_move():
            window = self._window(seat) if seat in self.seats else None
            if window is not None and not window[1]:
                out.append((seat, window[0]))
        return out

    def passes(self) -> Iterator[tuple[int, Action]]:
        """Each owed pass in turn (the caller plays it before asking for the next)."""
        while True:
            owed = self.pending()
            if not owed:
                return
            yield owed[0]

    def button_words(self, seat: int) -> str:
        return f"Pass in others' turns: {'On' if seat in self.seats else 'Off'}"

    def told(self, seat: int, on: bool) -> str:
        who = self.names[seat]
        if on:
            return f"{who}: the table passes your reaction windows in others' turns"
        return f"{who}: every reaction window comes to you again"

    def summary(self) -> str:
        """"Passing in others' turns: Player 2" ("" when nobody chose it)."""
        who = [self.names[s] for s in sorted(self.seats)]
        return f"Passing in others' turns: {and_list(who)}" if who else ""
