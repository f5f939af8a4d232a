"""A captive's own moves, read into its belief (a mixin of ``belief.Belief``):
where each candidate space goes when the piece walks or sprints in the declared
direction (from any cell of its lake when it lies on its side), reaches the
ocean (which shores it may have left from), comes back from it, is pushed, or
is moved without a direction by a portal, an Escher knot or an anomaly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from game.games.paradox_island.bots.trails import EMPTY, Trail
from game.games.paradox_island.rules.catalog import anomaly_tokens
from game.games.paradox_island.rules.island import (
    CORNERS,
    SPACES,
    direction_index,
    far_end,
    line,
    step,
)

if TYPE_CHECKING:
    from game.games.paradox_island.bots.belief import Belief

ALL_SPACES: frozenset[int] = frozenset(range(len(SPACES)))


def walk(space: int, direction: int, length: int) -> int | None:
    """Where a straight move of ``length`` from ``space`` stops (None: the ocean)."""
    here: int | None = space
    for _ in range(length):
        here = step(here, direction) if here is not None else None
    return here


class Arrivals:
    """Readers of the announcements that move a piece: the ocean and every arrival."""

    def origins(self: Belief, piece: int) -> dict[int, set[int]]:
        """Each candidate space and the spaces a move may start from (a whole lake when lying)."""
        label = self.last_label[piece]
        if self.lying[piece] and label.startswith("lake:"):
            return {p: self.lake_cells(p, label) for p in self.at[piece]}
        return {p: {p} for p in self.at[piece]}

    def to_ocean(self: Belief, piece: int, entry: dict[str, Any]) -> None:
        """The piece went into the sea: from which shores, and which corner (if any) that
        counts for Achilles (``corner_options``; -1: maybe none)."""
        move, self.move[piece] = self.move[piece], None
        shores: set[int] = set()
        corners: set[int] = set()
        self.sunk = {}
        if move is not None:
            d, length = move
            if not self.lying[piece]:
                self.sunk = {p: (corner_from(p, _last_land(p, d, length), None), t)
                             for p, t in self.trails[piece].items() if walk(p, d, length) is None}
                corners = {c for c, _ in self.sunk.values()}
            for starts in self.origins(piece).values():
                for s in starts:
                    if walk(s, d, length) is None:
                        shores |= {_last_land(s, d, length)}
                        if self.lying[piece]:  # the real lake is among ``starts``
                            corners |= {c for c in starts if c in CORNERS} | {-1}
            self.last_dir[piece] = d
        else:  # a push, a knot or an anomaly into the sea: the shore is on the same line
            shores = {s for starts in self.origins(piece).values() for s in starts}
            # From the space it stood on (a corner counts), or thrown past it (none does).
            corners = {s for s in shores if s in CORNERS} | {-1}
            if self.bonus != "push":
                self.last_dir[piece] = None  # an Escher knot's or a fork's way out is unsaid
        self.bonus = ""
        self.before_ocean[piece] = set(self.at[piece])
        self.shores[piece] = shores or set(self.at[piece])
        self.corner_options[piece] = corners or {-1}
        self.sailor = piece
        if len(corners) == 1 and -1 not in corners:
            self.corners_done |= corners
        self.place(piece, {})
        self.lying[piece] = False

    def arrive(self: Belief, piece: int, entry: dict[str, Any]) -> None:
        label, how = entry["label"], entry["how"]
        last = self.last_label[piece]
        found: dict[int, list[Trail]]
        if how in ("move", "sprint") or (how == "bonus" and self.move[piece] is not None):
            move, self.move[piece] = self.move[piece], None
            d, length = move if move is not None else (0, 1)
            found = self.follow(piece, lambda s: [walk(s, d, length)], lying=True)
            self.last_dir[piece] = d
        elif how == "ocean_return":
            start = self.start_fruits[piece] or label
            found = {s: [EMPTY] for s in self.spaces_for(start)}
        elif how == "opposite":
            d = self.last_dir[piece]
            found = {far_end(s, (d + 3) % 6): [EMPTY] for s in self.shores[piece]} \
                if d is not None else {s: [EMPTY] for s in ALL_SPACES}
        elif how == "bonus":
            found = {s: [EMPTY] for s in self.before_ocean[piece]} \
                if self.bonus == "ocean_back" else self.spread(piece, self.spaces_for(label))
            self.last_dir[piece] = None
        elif how == "portal":
            found = self.follow(piece, lambda p: self.spaces_for(label, exclude=p))
            self.last_dir[piece] = None
        elif how == "push":
            d = direction_index(entry["direction"])
            found = self.follow(piece, lambda s: line(s, d)[:4], lying=True)
            self.last_dir[piece] = d
        elif how == "anomaly":
            found = self._anomaly_moves(piece, last, entry)
        else:  # knot: any side but the one the piece came in by
            came = self.last_dir[piece]
            found = self.follow(piece, lambda p: [step(p, e) for e in range(6)
                                                  if came is None or e != (came + 3) % 6])
            self.last_dir[piece] = None
        self.bonus = ""
        self.lying[piece] = False
        self.settle(piece, found, label, ALL_SPACES)

    def follow(self: Belief, piece: int, ends: Callable[[int], Iterable[int | None]],
               lying: bool = False) -> dict[int, list[Trail]]:
        """Where each hypothesis goes: ``ends`` of its space (of each lake cell it may
        start from if ``lying``), carrying its trail along."""
        out: dict[int, list[Trail]] = {}
        origins = self.origins(piece) if lying else {p: {p} for p in self.at[piece]}
        for p, starts in origins.items():
            trail = self.trails[piece].get(p, EMPTY)
            for s in starts:
                for dest in ends(s):
                    if dest is not None:
                        out.setdefault(dest, []).append(trail)
        return out

    def _anomaly_moves(self: Belief, piece: int, last: str,
                       entry: dict[str, Any]) -> dict[int, list[Trail]]:
        effect = anomaly_tokens().get(last.split(":", 1)[1], "") if last.startswith(
            "anomaly:") else ""
        if effect == "shove" and entry["direction"]:
            d = direction_index(entry["direction"])
            self.last_dir[piece] = d
            return self.follow(piece, lambda p: [step(p, d)])
        self.last_dir[piece] = None
        if effect == "fork":
            return self.follow(piece, lambda p: [step(p, e) for e in range(6)])
        return self.spread(piece, self.spaces_for(entry["label"]))


def _last_land(space: int, d: int, length: int) -> int:
    here = space
    for _ in range(length):
        nxt = step(here, d)
        if nxt is None:
            return here
        here = nxt
    return here


def corner_from(origin: int, shore: int, lake: set[int] | None) -> int:
    """The corner Achilles' way into the sea counts (p. 23; -1 for none): the corner he
    stood on when he went straight out of it (``shore`` is ``origin``), or, lying in the
    lake ``lake``, its corner when he left from the lake. A corner only passed over is
    never visited (pp. 9, 27)."""
    if lake:
        found = [c for c in lake if c in CORNERS]
        return found[0] if found and shore in lake else -1
    return origin if shore == origin and origin in CORNERS else -1

