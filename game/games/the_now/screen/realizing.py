"""A ring realized node by node on screen, so a player sees why each event happened.

The rules realize a whole ring inside one action; its events arrive at once
(``PhaseEnded``, then per node with an event a ``Realized`` and any
``PointsChanged``, and a ``RealizedEmpty`` for each run of empty nodes).
``Realization`` plays them back in order: for each node with an event, its
links to realized events light one by one with their values, then the
impacts, the sum, the tie token if the sum is 0, and the verdict (a check or
a cross) with the points it moves; an empty node passes quickly. Until its
turn comes a node is drawn as it was before (``before``, the view the screen
had), after it as the new view shows it.

>>> from game.games.the_now.rules.events import Realized
>>> r = Realization({}, [Realized(3, "yes", ("0:cause:2",), 1, 3, False),
...                      RealizedEmpty(4, 5)])
>>> r.steps[0].links, [s.node for s in r.steps], r.done
([(0, 'cause', 2)], [3, 4, 5], False)
>>> verdict = r.update(10.0); verdict, r.done
('yes', True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.values import Event
from game.games.the_now.rules.events import (
    Moved,
    PhaseEnded,
    PointsChanged,
    Realized,
    RealizedEmpty,
)
from game.ui import motion

EVENT_SECONDS = 2.0
EMPTY_SECONDS = 0.25
#: Fractions of an event's step: links light up to LINKS, the verdict shows from VERDICT.
LINKS, VERDICT = 0.45, 0.62


@dataclass
class Step:
    node: int
    occurred: str  # "yes", "no", "" (no event)
    links: list[tuple[int, str, int]]
    impact: int
    total: int
    by_token: bool
    points: list[tuple[str, int]] = field(default_factory=list)

    @property
    def seconds(self) -> float:
        return EVENT_SECONDS if self.occurred else EMPTY_SECONDS


class Realization:
    """The playback of one batch of realized nodes."""

    def __init__(self, before: dict[str, Any], events: list[Event]) -> None:
        self.before = before
        self.phase = -1
        self.steps: list[Step] = []
        self.moved: dict[str, int] = {}  # pawns moved by the batch before its first node
        for e in events:
            if isinstance(e, Moved) and not self.steps:
                self.moved[e.player] = e.to
            elif isinstance(e, PhaseEnded):
                self.phase = e.phase
            elif isinstance(e, Realized):
                links = []
                for entry in e.links:
                    node, kind, value = entry.split(":")
                    links.append((int(node), kind, int(value)))
                self.steps.append(Step(e.node, e.occurred, links, e.impact, e.total,
                                       e.by_token))
            elif isinstance(e, RealizedEmpty):
                self.steps += [Step(node, "", [], 0, 0, False) for node in e.nodes]
            elif isinstance(e, PointsChanged) and self.steps:
                self.steps[-1].points.append((e.player, e.change))
        self.index = 0
        self.clock = 0.0

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps)

    @property
    def current(self) -> Step | None:
        return None if self.done else self.steps[self.index]

    @property
    def progress(self) -> float:
        step = self.current
        return 1.0 if step is None else min(1.0, self.clock / step.seconds)

    def update(self, dt: float) -> str:
        """Advance; returns "yes"/"no" when a verdict just showed, "" otherwise."""
        if self.done:
            return ""
        motion.stir()
        step = self.steps[self.index]
        was = self.clock / step.seconds
        self.clock += dt
        now = self.clock / step.seconds
        verdict = step.occurred if was < VERDICT <= now and step.occurred else ""
        while not self.done and self.clock >= self.steps[self.index].seconds:
            self.clock -= self.steps[self.index].seconds
            self.index += 1
        return verdict

    def hurry(self) -> None:
        """Finish the node being shown (a click on the field)."""
        if not self.done:
            self.clock = 0.0
            self.index += 1

    def skip(self) -> None:
        self.index = len(self.steps)

    def shown_realized(self) -> set[int]:
        """Nodes drawn as realized already (earlier steps, and this one after its verdict)."""
        nodes = {s.node for s in self.steps[:self.index]}
        step = self.current
        if step is not None and (not step.occurred or self.progress >= VERDICT):
            nodes.add(step.node)
        return nodes

    def key(self) -> tuple[int, bool]:
        """Changes whenever the picture of the field must be composed again."""
        step = self.current
        return self.index, step is not None and self.progress >= VERDICT

    def lit_links(self) -> list[tuple[int, str, int]]:
        """The links of the current node shown so far."""
        step = self.current
        if step is None or not step.links:
            return []
        shown = int(len(step.links) * min(1.0, self.progress / LINKS) + 0.999)
        return step.links[:shown]


def display_players(playback: Realization) -> list[dict[str, Any]]:
    """The pawns to draw: where they stood before, or where the batch moved them first
    (a surf decided before the rest of the ring is realized)."""
    return [{**p, "pos": playback.moved.get(p["colour"], p["pos"])}
            for p in playback.before["players"]]


def display_field(before: dict[str, Any], after: dict[str, Any],
                  playback: Realization) -> dict[str, Any]:
    """The field to draw now: nodes not yet realized on screen as they were before."""
    waiting = {s.node for s in playback.steps} - playback.shown_realized()
    nodes = [before["nodes"][n["node"]] if n["node"] in waiting else n for n in after["nodes"]]
    return {**after, "nodes": nodes, "links": before["links"], "needles": before["needles"],
            "realized": [n for n in after["realized"] if n not in waiting]}
