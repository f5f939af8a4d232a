"""The captive bot: pursue the mission on the island it believes in.

Each decision reads the captive's belief (``belief``: the candidate
spaces of each piece and the labels known for certain) and scores every move
over the piece's candidate spaces: what the space it would reach is worth to
this character's mission (a new anomaly for Phil, a new fruit for Hempel, a
corner into the ocean for Achilles ...), how far it then is from the nearest
known goal (or unknown space to explore), the hazards it risks and the
energy it spends. A piece that knows its space pays for safe moves onto
unknown spaces and teleports rather than be spread over the island again. It
keeps off the spaces the Bush can reach this turn (the Bush's tracked
candidates, or the fruits it returns to), off the shore (the Wave) and away
from its other piece (one Bush step would hit both). A lost captive walks
into the ocean to be put back on its starting fruit, whose space it knows.
It rests, camps and heals when low, asks oracles where it is unsure, and uses
its fruit bonuses.
"""

from __future__ import annotations

from typing import Any

from game.core.rng import GameRng
from game.core.values import Action
from game.games.paradox_island.bots.belief import belief_of
from game.games.paradox_island.bots.planner import SAMPLE, Planner
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.catalog import characters
from game.games.paradox_island.rules.island import direction_index, step

# Hempel draws a new fruit into the palm trees whose bonus he uses most: the free leap
# (a move for nothing), then the refresh; the six around only helps a lost piece.
PALM_ORDER = ("free_leap", "refresh", "six_around", "")
LEAP_GAIN = 1.0  # a free leap is taken when it beats staying put by this much


def captive_bot(view: dict[str, Any], legal: list[Action], rng: GameRng,
                sample: int = SAMPLE) -> Action:
    """A captive that deduces the island from announcements and plays its mission;
    ``sample`` caps the candidate spaces a move is weighed over (0: all)."""
    if view["phase"] != "play":
        return _setup(view, legal, rng)
    belief = belief_of(view)
    plan = Planner(view, belief, rng, sample)
    if view.get("pending"):
        answer = _answer(plan, view["pending"], legal)
        return answer if answer in legal else legal[0]
    return _turn(plan, legal)


def _setup(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    return rng.choice(legal)


def _turn(plan: Planner, legal: list[Action]) -> Action:
    best: tuple[float, int, Action] | None = None
    jump = 2 if plan.me["character"] == "schrodie" else 1
    for n, action in enumerate(legal):
        value = _option_value(plan, action, jump)
        if value is not None and (best is None or value > best[0]):
            best = (value, n, action)
    if best is not None:
        return best[2]
    return next((a for a in legal if isinstance(a, A.EndTurn)), legal[0])


def _option_value(plan: Planner, action: Action, jump: int) -> float | None:
    if isinstance(action, A.Move):
        cost = (action.over and jump == 1) + action.safe
        length = 1 + jump * action.over
        return plan.move_value(action.piece, direction_index(action.direction), length,
                               action.safe, cost)
    if isinstance(action, A.Restore):
        _, _, energy, max_energy = plan.points(action.piece)
        return 2.5 * min(2, max_energy - energy) - (2.0 if energy >= 2 else 0.0) - 1.0 \
            + plan.stay_value(action.piece)
    if isinstance(action, A.EndTurn):
        return -3.0
    if isinstance(action, A.UseExtra | A.UseBonus):
        return _bonus_value(plan, action)
    return None


def _bonus_value(plan: Planner, action: A.UseBonus | A.UseExtra) -> float | None:
    health, max_health, energy, max_energy = plan.points(action.piece)
    if isinstance(action, A.UseExtra):
        kind = ("energy", "health", "action")[action.box % 3]
        if kind == "health":
            return 5.0 if health < max_health else None
        if kind == "energy":
            return 5.0 if energy <= max_energy - 1 and energy <= 1 else None
        return 4.0
    bonus = _bonus_id(plan, action.fruit)
    lost = len(plan.belief.at[action.piece]) > 2
    if bonus in ("catnap", "refresh"):
        if action.option == "energy":
            return 5.0 if energy <= 1 else None
        return 6.0 if health <= max_health - 1 and health <= 2 else None
    if bonus == "rally":
        return 4.5
    if bonus in ("six_around", "line_scan") and lost:
        return 3.0 + (action.option in ("E", "W"))
    if bonus == "fruit_return":
        target = f"fruit:{action.option}"
        where = next((s for s, lb in plan.belief.known.items() if lb == target), None)
        if where is not None and lost:
            return 3.0 + plan.potential(where) / 3
        return None
    if bonus == "sprint":
        count, d, safe = action.option.split(":")
        value = plan.move_value(action.piece, direction_index(d), int(count), safe == "safe",
                                1 + (safe == "safe"))
        return value + 1.0
    if bonus == "free_leap":  # Hempel: a move one space over for no action or energy
        if _leapt(plan.view):  # once a turn: a leap onto its fruit refills the palm tree
            return None
        d, safe = action.option.split(":")
        leap = plan.move_value(action.piece, direction_index(d), 2, safe == "safe", 0)
        return leap + 1.0 if leap > plan.stay_value(action.piece) + LEAP_GAIN else None
    if bonus == "spot_piece" and plan.kind == "scares" and action.option == "bush":
        return 2.0 if plan.belief.op_seen.get("bush") is None else None
    if bonus == "immunity" and health <= 2 and action.option == "bush":
        return 0.5
    return None


def _leapt(view: dict[str, Any]) -> bool:
    """True if the captive took a free leap this turn."""
    for entry in reversed(view["notebook"]):
        if entry["kind"] == "turn_started" and entry["seat"] == view["seat"]:
            return False
        if entry["kind"] == "bonus_used" and entry["bonus"] == "free_leap" \
                and entry["seat"] == view["seat"]:
            return True
    return False


def _bonus_id(plan: Planner, fruit: str) -> str:
    if plan.me["character"] == "hempel":
        return _palm_bonus(plan, plan.me["palms"].index(fruit))
    found = characters()[plan.me["character"]].bonus_for(fruit)
    return found.id if found else ""


def _palm_bonus(plan: Planner, box: int) -> str:
    """The bonus a palm-tree box of Hempel's board feeds."""
    for bonus in characters()[plan.me["character"]].bonuses:
        if box < bonus.boxes:
            return bonus.id
        box -= bonus.boxes
    return ""


def _answer(plan: Planner, pending: dict[str, Any], legal: list[Action]) -> Action:
    kind = pending["kind"]
    piece = pending.get("piece", 0)
    if kind == "activate":
        label = plan.belief.last_label[piece]
        return A.Activate(_activate(plan, label, piece))
    if kind == "rest":
        health, max_health, energy, max_energy = plan.points(piece)
        return max(legal, key=lambda a: (min(a.health, max_health - health) * 2
                                         + min(a.energy, max_energy - energy)))
    if kind == "oracle":
        return _oracle(plan, piece, legal)
    if kind == "revive":
        return _revive(plan, legal)
    if kind == "bonus":
        uses = [a for a in legal if isinstance(a, A.UseBonus)]
        health, max_health, energy, max_energy = plan.points(piece)
        wanted = {
            "anomaly_boost": health < max_health or energy < max_energy - 1,
            "meet_boost": health < max_health - 1,
            "ocean_back": plan.kind != "corners" and len(plan.belief.at[piece]) == 1,
            "ocean_to_captive": plan.kind == "corners",  # not back where the Bush waits
            "no_activation": True,
        }.get(pending["bonus"], False)
        return uses[0] if uses and wanted else A.Pass()
    if kind == "palm":
        return min(legal, key=lambda a: PALM_ORDER.index(_palm_bonus(plan, a.box)))
    if kind == "phil_exit":
        return A.Activate(False)
    return legal[0]


def _activate(plan: Planner, label: str, piece: int) -> bool:
    health, max_health, energy, max_energy = plan.points(piece)
    if label.startswith("fruit:"):
        return True
    if label.startswith("camp:"):
        return health < max_health or energy < max_energy
    return label == "oracle"


def _oracle(plan: Planner, piece: int, legal: list[Action]) -> Action:
    cands = plan.belief.at[piece]

    def gain(action: A.AskOracle) -> float:
        value = 0.0
        for name in action.directions:
            d = direction_index(name)
            nexts = [step(p, d) for p in cands]
            oceans = sum(n is None for n in nexts)
            value += 3.0 * min(oceans, len(nexts) - oceans) / max(1, len(nexts))
            value += sum(n is not None and n not in plan.belief.known for n in nexts) / max(
                1, len(nexts))
        return value

    return max((a for a in legal if isinstance(a, A.AskOracle)), key=gain)


def _revive(plan: Planner, legal: list[Action]) -> Action:
    def value(action: A.Revive) -> float:
        where = next((s for s, lb in plan.belief.known.items() if lb == f"camp:{action.camp}"),
                     None)
        return plan.potential(where) if where is not None else -5.0

    return max(legal, key=value)  # type: ignore[arg-type]
