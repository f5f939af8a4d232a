"""Trails: what each hypothesis of a captive's belief says about the map.

A captive piece that does not know where it stands keeps one hypothesis per
candidate space. Each hypothesis carries a trail: the labels the piece heard
on the spaces it would have walked through (and the spaces oracles named),
had it stood there. A trail must agree with itself and with the census — the
same space always carries the same label, a label occurs no more often than
the tiles allow, the cells of one lake lie together — so a walk that revisits
a space or hears a one-of-a-kind label twice rules hypotheses out that a bare
set of spaces keeps.

What every surviving trail agrees on is true of the island (the true trail
is among them), so it can be written into the captive's map: once the piece
is pinned down, everything heard on the way is learned at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.games.paradox_island.rules.island import SPACES

ANOMALY_SPACES = 5


@dataclass(frozen=True)
class Trail:
    """The labels a hypothesis assigns to spaces, and the spaces it visited."""

    labels: dict[int, str] = field(default_factory=dict)
    visited: frozenset[int] = frozenset()

    def fits(self, space: int, label: str, known: dict[int, str], used: dict[str, int],
             census: dict[str, int]) -> bool:
        """True if ``space`` may carry ``label`` under this trail and the known map."""
        have = known.get(space, self.labels.get(space))
        if have is not None:
            return have == label
        extra = [s for s, lb in self.labels.items() if lb == label and s not in known]
        if used.get(label, 0) + len(extra) >= census.get(label, 1):
            return False
        if label.startswith("lake:"):
            cells = extra + [s for s, lb in known.items() if lb == label]
            if any(SPACES[s].distance(SPACES[space]) > 2 for s in cells):
                return False  # the three cells of a lake tile lie within two steps
        if label.startswith("anomaly:"):
            more = sum(lb.startswith("anomaly:") for s, lb in self.labels.items()
                       if s not in known)
            return used.get("anomaly", 0) + more < ANOMALY_SPACES
        return True

    def extend(self, space: int, label: str, visit: bool) -> Trail:
        """This trail with ``space`` carrying ``label`` (and visited, if ``visit``)."""
        labels = self.labels if self.labels.get(space) == label \
            else {**self.labels, space: label}
        visited = self.visited | {space} if visit else self.visited
        return Trail(labels, visited)


EMPTY = Trail()


def common(trails: list[Trail]) -> Trail:
    """What all ``trails`` agree on (sound whichever of them is true)."""
    if not trails:
        return EMPTY
    first, rest = trails[0], trails[1:]
    if not rest:
        return first
    labels = {s: lb for s, lb in first.labels.items()
              if all(t.labels.get(s) == lb for t in rest)}
    visited = first.visited.intersection(*(t.visited for t in rest))
    return Trail(labels, visited)
