"""The captive's planner: its options scored on the island it believes in.

A move is weighed over the piece's candidate spaces (a sample of them): what
the space it would reach is worth to this character's mission, how far it
then is from the nearest known goal (or unknown space to explore), the
hazards it risks and the energy it spends (see ``captive`` for the bot).
"""

from __future__ import annotations

from typing import Any

from game.core.rng import GameRng
from game.games.paradox_island.bots.arrivals import corner_from
from game.games.paradox_island.bots.belief import (
    ALL_SPACES,
    CENSUS,
    DISTANCE,
    Belief,
    walk,
)
from game.games.paradox_island.bots.tracks import may_be_kind
from game.games.paradox_island.rules.island import (
    CORNERS,
    exit_parts,
    step,
)

HARMFUL = ("mirage", "anomaly:wound", "anomaly:drain", "anomaly:blight", "anomaly:rockfall",
           "anomaly:thicket", "anomaly:swell", "lake")
MOVING = ("knot", "portal", "anomaly:orchard", "anomaly:sinkhole", "anomaly:gust",
          "anomaly:fork")
SAMPLE = 10
REACH = 3
BUSH = 0.5  # the Bush reaching the space this turn
SHORE = 0.35  # a shore space: the Wave may attack
TOGETHER = 1.0  # the Bush hits pieces close together in one turn
ON_SHORE = frozenset(s for s in ALL_SPACES if any(step(s, d) is None for d in range(6)))
WAVE_UNSEEN = 3.0  # an unsafe step into an ocean part the Wave may be in
LOST = 3.0  # a teleport spreads a piece that knew its space over the whole island


def _goal(label: str, me: dict[str, Any], belief: Belief, space: int | None) -> bool:
    """True if reaching a space with ``label`` advances this captive's mission."""
    kind = me["mission"]["kind"] if me["mission"] else ""
    if kind == "anomalies":
        return label.startswith("anomaly:") and (space is None or space not in belief.visited)
    if kind == "fruits":
        starts = {p["start"] for p in me["pieces"]}
        fruit = label.split(":")[1] if label.startswith("fruit:") else ""
        return bool(fruit) and fruit not in starts and fruit not in me["visited_fruits"]
    if kind == "portals_oracles":
        return label.startswith("portal:") or label == "oracle"
    if kind == "mirages_knots":
        return label.startswith("mirage:") or label == "knot"
    return False


class Planner:
    """Scores a captive's options on its belief."""

    def __init__(self, view: dict[str, Any], belief: Belief, rng: GameRng,
                 sample: int = SAMPLE) -> None:
        self.view, self.belief, self.rng, self.sample = view, belief, rng, sample
        self.me = view["captives"][view["seat"] - 1]
        self.kind = self.me["mission"]["kind"] if self.me["mission"] else ""
        self.marked = self.labels_marked()
        self.goals = {s for s, label in belief.known.items() if self.is_goal(label, s)}
        self.unknown = ALL_SPACES - set(belief.known)
        self.threat = self.bush_threat()

    def others(self, piece: int) -> list[int]:
        """The known spaces of our other pieces (the Bush hits pieces close together at once)."""
        return [q for i, spots in enumerate(self.belief.at) if i != piece and len(spots) == 1
                for q in spots]

    def bush_threat(self) -> list[float]:
        """Per space, the share of the Bush's candidate spaces within its reach (3 steps)."""
        bush = self.belief.op_at.get("bush") or may_be_kind(self.belief, "fruit:")
        return [sum(DISTANCE[s][b] <= REACH for b in bush) / len(bush) for s in ALL_SPACES]

    def labels_marked(self) -> set[str]:
        """Labels whose every space already counts for the mission: a one-of-a-kind
        label marked (an anomaly token, a mirage), or a portal pair for Theseus (one
        space of each pair is enough)."""
        return {e["label"] for e in self.view["notebook"]
                if e["kind"] == "mission_marked" and e["seat"] == self.view["seat"]
                and (CENSUS.get(e["label"]) == 1 or e["label"].startswith("portal:"))}

    def is_goal(self, label: str, space: int | None) -> bool:
        if self.kind == "portals_oracles" and label == "oracle" and space in self.belief.visited:
            return False
        if self.kind == "mirages_knots" and space in self.belief.visited:
            return False
        if label in self.marked:
            return False
        return _goal(label, self.me, self.belief, space)

    def points(self, piece: int) -> tuple[int, int, int, int]:
        """(health, max health, spare energy, max energy) of a piece."""
        p = self.me["pieces"][piece]
        if self.me["character"] == "granddead":
            return p["health"], p["max_health"], max(0, p["health"] - 1), p["max_health"] - 1
        return p["health"], p["max_health"], p["energy"], p["max_energy"]

    # Values.

    def label_value(self, label: str, space: int, safe: bool, piece: int) -> float:
        health, max_health, energy, max_energy = self.points(piece)
        goal = 12.0 if self.is_goal(label, space) else 0.0
        if not goal and label.startswith("camp:"):
            return 1.5 * min(2, max_health - health + max_energy - energy) \
                + 5.0 * self.low(piece)
        if not goal and label.startswith("fruit:"):
            fruit = label.split(":")[1]
            return 1.5 if not self.me["fruits"].get(fruit) else 0.2
        if not goal and label == "oracle":
            return 1.0 + (len(self.belief.at[piece]) > 1)
        if safe:  # a safe visit leaves the activation to us: no harm, no teleport
            return goal or -0.2
        if any(label.startswith(h) for h in HARMFUL):
            return goal + (-4.0 if health <= 1 else -2.5)
        if any(label.startswith(m) for m in MOVING):
            return goal - 2.0 - LOST * (len(self.belief.at[piece]) == 1)
        return goal

    def unknown_value(self, space: int, safe: bool, piece: int) -> float:
        """An unexplored space: the chance it is a goal, less the risk of a hazard."""
        health = self.points(piece)[0]
        chance = self.goal_share()
        risk = 0.0 if safe else (1.5 if health > 1 else 4.0)
        lost = 0.0 if safe else LOST * (len(self.belief.at[piece]) == 1)
        return 12.0 * chance + 0.6 - risk * 0.45 - lost

    def goal_share(self) -> float:
        wanted = {"anomalies": 5, "fruits": 5, "portals_oracles": 8, "mirages_knots": 6}
        left = wanted.get(self.kind, 0) - len(self.goals) - self.me["mission"]["done"]
        return max(0, left) / max(1, len(self.unknown))

    def potential(self, space: int, piece: int | None = None) -> float:
        """How close a space is to the next goal (or, with none known, to the unknown);
        a ``piece`` low on health heads for the nearest camp it knows instead."""
        if piece is not None and self.low(piece):
            camps = [s for s, label in self.belief.known.items() if label.startswith("camp:")]
            if camps:
                return -1.2 * min(DISTANCE[space][c] for c in camps)
        if self.kind == "corners":
            todo = [c for c in CORNERS if c not in self.belief.corners_done]
            return -0.9 * min((DISTANCE[space][c] for c in todo), default=0)
        if self.kind == "scares":
            bush = self.belief.op_seen.get("bush") or self.belief.op_seen.get("rock")
            if bush is not None:
                return -1.0 * DISTANCE[space][bush]
        if self.goals:
            return -1.0 * min(DISTANCE[space][g] for g in self.goals)
        if self.unknown:
            return -0.35 * min(DISTANCE[space][u] for u in self.unknown)
        return 0.0

    def ocean_value(self, shore: int, parts: tuple[int, ...], safe: bool, piece: int,
                    corner: int | None) -> float:
        """Stepping into the sea: a corner for Achilles (``corner``: the one the step would
        count, if any), a scare for Granddead, a way home."""
        value = 0.0
        if self.kind == "corners" and corner is not None \
                and corner not in self.belief.corners_done:
            value += 14.0
        if set(parts) & set(self.belief.wave_parts):
            value += 10.0 if safe and self.kind == "scares" else (0.0 if safe else -3.0)
        elif not self.belief.wave_parts and not safe:  # the Wave unseen: in one part of 6
            value -= WAVE_UNSEEN * len(parts) / 6
        start = self.belief.start_fruits[piece]
        home = next((s for s, label in self.belief.known.items() if label == start), None)
        value += (self.potential(home) if home is not None else -3.0) - 1.0
        return value

    def move_value(self, piece: int, d: int, length: int, safe: bool, cost: int) -> float:
        """The mean value of a move over (a sample of) the piece's candidate spaces."""
        cands = sorted(self.belief.at[piece])
        if self.sample and len(cands) > self.sample:
            cands = sorted(self.rng.choice(cands) for _ in range(self.sample))
        lake = self.belief.lying[piece]
        total = 0.0
        for p in cands:
            dest = walk(p, d, length)
            if dest is None:
                shore = _shore(p, d, length)
                corner = corner_from(p, shore, None)  # as if from this candidate space
                total += self.ocean_value(shore, exit_parts(shore, d), safe, piece,
                                          corner if corner >= 0 else None)
                continue
            label = self.belief.known.get(dest)
            if dest in (self.belief.op_seen.get("bush"), self.belief.op_seen.get("rock")):
                total += 10.0 if safe and self.kind == "scares" else (0.5 if safe else -3.0)
            if label is None:
                total += self.unknown_value(dest, safe, piece)
            else:
                total += self.label_value(label, dest, safe, piece)
            total += self.potential(dest, piece) - (1.0 if lake else 0.0)
            total -= BUSH * self.threat[dest] + SHORE * (dest in ON_SHORE)
            total -= TOGETHER * sum(DISTANCE[dest][q] <= 1 for q in self.others(piece))
        value = total / len(cands)
        value += self.localising_bonus(piece, d, length)
        energy = self.points(piece)[2]
        return value - cost * (0.7 if energy - cost >= 2 else 1.6)

    def low(self, piece: int) -> bool:
        """Half its health or less (Granddead's pooled points never: he does not wait)."""
        health, max_health = self.points(piece)[:2]
        return self.kind != "scares" and 2 * health <= max_health

    def stay_value(self, piece: int) -> float:
        """Staying where the piece is, weighed as a move is: the way to the next goal and
        the hazards of the spot."""
        cands = self.belief.at[piece]
        if not cands:
            return 0.0
        return sum(self.potential(p, piece) - BUSH * self.threat[p] - SHORE * (p in ON_SHORE)
                   for p in cands) / len(cands)

    def localising_bonus(self, piece: int, d: int, length: int) -> float:
        """A lost piece gains by moves whose outcomes differ across its candidates."""
        cands = self.belief.at[piece]
        if len(cands) <= 1:
            return 0.0
        outcomes = sum(walk(p, d, length) is None for p in cands)
        split = min(outcomes, len(cands) - outcomes) / len(cands)
        return 1.5 * split


def _shore(space: int, d: int, length: int) -> int:
    here = space
    for _ in range(length):
        nxt = step(here, d)
        if nxt is None:
            break
        here = nxt
    return here
