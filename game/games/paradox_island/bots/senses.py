"""What a captive hears besides its own arrivals, read into its belief (a mixin of
``belief.Belief``): oracles and peeks name the space next to a piece, a line
scan or a six-around names spaces in a shuffled order, a piece meeting our other
piece says both stand on one space, and a corner marked (or not) right after
Achilles went into the sea says which shore he left from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.games.paradox_island.bots.trails import Trail, common
from game.games.paradox_island.rules.island import CORNERS, direction_index, line, step

if TYPE_CHECKING:
    from game.games.paradox_island.bots.belief import Belief


class Senses:
    """Readers of the announcements that narrow a piece without moving it."""

    def sunk_corner(self: Belief, marked: bool) -> None:
        """Achilles went into the sea: a corner marked right after (or not) tells which
        corners he may have gone straight out of (``sunk``: each candidate's counted
        corner, -1 for none), and so what the walk there passed."""
        sunk, self.sunk = self.sunk, {}
        if not self.corners_mission:
            return
        fresh = CORNERS - self.corners_done
        if marked:
            sunk = {p: st for p, st in sunk.items() if st[0] in fresh}
        elif len(self.corners_done) == self.corner_marks:  # our done corners are exact
            sunk = {p: st for p, st in sunk.items() if st[0] not in fresh}
        else:
            return
        if sunk:
            for space, label in common([t for _, t in sunk.values()]).labels.items():
                self.learn(space, label)
            counted = {corner for corner, _ in sunk.values()}
            if marked and len(counted) == 1:
                self.corners_done |= counted

    def met(self: Belief, piece: int, names: list[str]) -> None:
        """Our piece found our other piece on its space: both are on the spaces both may be."""
        for other, name in enumerate(self.names):
            if other != piece and name and name in names:
                both = self.at[piece] & self.at[other]
                if both:
                    self.place(piece, {s: self.trails[piece][s] for s in both})
                    self.place(other, {s: self.trails[other][s] for s in both})

    def look(self: Belief, piece: int, d: int, label: str) -> None:
        """An oracle (or a peek) named the space next to the piece toward ``d``."""
        keep = {}
        for p, trail in self.trails[piece].items():
            nxt = step(p, d)
            if nxt is None:
                if label == "ocean":
                    keep[p] = trail
            elif label != "ocean" and self.fits(trail, nxt, label):
                keep[p] = trail.extend(nxt, label, False)
        if keep:
            self.place(piece, keep)

    def named(self: Belief, piece: int, entry: dict[str, Any]) -> None:
        """A line scan or a six-around: the labels named (in shuffled order) must be those of
        the spaces around or in line, so they narrow the piece."""
        labels = entry["labels"]
        if entry["bonus"] == "peek":
            if labels and labels[0] != "gone" and self.peeked is not None:
                self.look(self.peeked, direction_index(entry["direction"]), labels[0])
            return
        keep = {}
        for p, trail in self.trails[piece].items():
            if entry["bonus"] == "line_scan":
                around = line(p, direction_index(entry["direction"]))
            else:
                around = [step(p, d) for d in range(6)]
            if self._could_name(trail, around, labels):
                keep[p] = trail
        if keep:
            self.place(piece, keep)

    def _could_name(self: Belief, trail: Trail, spaces: list[int | None],
                    labels: list[str]) -> bool:
        """True if ``labels`` may be the labels of ``spaces`` under ``trail``."""
        if len(spaces) != len(labels) or spaces.count(None) != labels.count("ocean"):
            return False
        named = {lb: labels.count(lb) for lb in labels}
        land = [s for s in spaces if s is not None]
        sure = [trail.labels.get(s, self.known.get(s)) for s in land]
        for lb in sure:
            if lb is not None:
                if named.get(lb, 0) <= 0:
                    return False
                named[lb] -= 1
        free = [s for s, lb in zip(land, sure, strict=True) if lb is None]
        return all(count <= 0 or any(self.fits(trail, s, lb) for s in free)
                   for lb, count in named.items() if lb != "ocean")
