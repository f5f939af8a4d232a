"""The normal bot's wishes, each ``(sight, legal) -> action or None``.

Values come from ``Sight.value``: the bot's expected standing (its points
against the others') under the soft forecast, so an action is worth taking
when it raises that value enough to pay for its energy.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.core.values import Action
from game.games.the_now.bots.sight import Sight
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import CARDS, artifact_kind
from game.games.the_now.rules.field import BEYOND, FIELD, V616
from game.games.the_now.rules.organize import rotations

RESERVE = 4
ORGANIZE_COST = 13
USED = ("collector_module", "symmetrical_stabilizer", "lachesis_needle", "collapse_generator",
        "hole_in_the_box")


def _of(legal: list[Action], kind: type[Action]) -> list[Any]:
    return [a for a in legal if isinstance(a, kind)]


def pays(sight: Sight, action: A.Organize) -> bool:
    """Can this event pay the seat (its colour gains, or others lose), with the tie token
    on the side that does?"""
    card = CARDS[action.card]
    yes = action.yes or card.yes
    no = action.no or card.no
    if card.centre == "gain" and sight.colour not in (yes, no):
        return False
    if card.centre == "lose" and sight.colour in (yes, no) and card.flexible is None:
        return False
    wanted = {"gain": {yes: "yes", no: "no"}, "lose": {yes: "no", no: "yes"}}.get(card.centre, {})
    return wanted.get(sight.colour, action.token) == action.token


def wanted_side(sight: Sight, event: Any) -> str | None:
    """The impact side that helps this seat at an event it is on an arc of (None if none)."""
    sign = {"gain": 1, "lose": -1}.get(event.centre, 0)
    if sign and event.yes == sight.colour:
        return "for" if sign > 0 else "against"
    if sign and event.no == sight.colour:
        return "against" if sign > 0 else "for"
    return None


# The turn.


def logistic(sight: Sight, legal: list[Action]) -> Action | None:
    lays = _of(legal, A.LayLink) + _of(legal, A.Reinforce)
    if not lays and A.FinishLinks() not in legal:
        return None
    node = sight.turn["logistic"]
    base = sight.events[node]
    now = sight.value()
    scored = []
    for action in lays:
        other = FIELD.neighbours[node][action.direction]
        if isinstance(action, A.LayLink):
            marks = list(base.marks)
            marks[action.direction] = action.link
            worth = sight.value(replace(base, marks=marks))
        elif other == BEYOND:
            continue
        else:
            worth = sight.value_after(strength=(min(node, other), max(node, other)))
        backward = other != BEYOND and other < node
        scored.append((worth + (0.01 if backward else 0.0), action))
    if A.FinishLinks() in legal and (not scored or max(s[0] for s in scored) <= now + 0.02):
        return A.FinishLinks()
    return max(scored, key=lambda s: s[0])[1] if scored else legal[0]


def drop_offer(sight: Sight, legal: list[Action]) -> Action | None:
    return A.CancelOffer() if A.CancelOffer() in legal else None


def empty_storage(sight: Sight, legal: list[Action]) -> Action | None:
    if A.EmptyStorage() not in legal:
        return None
    if sight.mine["storage"] >= 25 or sight.round >= 19 or sight.energy < RESERVE + 2:
        return A.EmptyStorage()
    return None


def cast(sight: Sight, legal: list[Action]) -> Action | None:
    for action in _of(legal, A.Cast):
        kind = artifact_kind(action.artifact)
        if kind in USED:
            return action
        if kind == "tangle_of_fates":
            chance = sight.chances(replace(sight.card_guess(sight.pos, "the_origin", 0, "yes",
                                                            "", ""), marks=[None] * 6,
                                           centre="neutral")).get(sight.pos, 0.5)
            wanted = "yes" if chance >= 0.5 else "no"
            if action.token == wanted:
                return action
    return None


def organize(sight: Sight, legal: list[Action]) -> Action | None:
    options = _of(legal, A.Organize)
    if not options or sight.energy < ORGANIZE_COST + RESERVE:
        return None
    chance = sight.base()
    node = sight.pos
    quick = []
    for action in options:
        guess = sight.card_guess(node, action.card, action.rotation, action.token, action.yes,
                                 action.no)
        p = _local_chance(sight, guess, chance)
        quick.append((_direct(sight, guess, p), action, guess))
    quick.sort(key=lambda q: q[0], reverse=True)
    base = sight.value()
    best, choice = 0.35, None
    for _, action, guess in quick[:6]:
        gain = sight.value(guess) - base
        card = CARDS[action.card]
        if card.artifact and sight.view["track"]["now"]["artifacts"] \
                and sight.view["decks"]["artifacts"]:
            gain += 0.6
        if gain > best:
            best, choice = gain, action
    return choice


def _local_chance(sight: Sight, guess: Any, chance: dict[int, float]) -> float:
    total = guess.impact + sight.pull(guess.node, chance, guess)
    spread = 1.5 + 0.8 * max(0, sight.rounds_left(guess.node))
    if total == 0:
        return 0.6 if guess.token == "yes" else 0.4
    return min(0.97, max(0.03, 0.5 + total / (2 * spread)))


def _direct(sight: Sight, guess: Any, p: float) -> float:
    """The event's own expected points for this seat against the others."""
    if guess.centre == "neutral":
        return 0.0
    sign = 1 if guess.centre == "gain" else -1
    worth = 0.0
    share = 1 / (len(sight.colours) - 1)
    for colour, q in ((guess.yes, p), (guess.no, 1 - p)):
        if colour == sight.colour:
            worth += sign * guess.points * q
        elif colour:
            worth -= sign * guess.points * q * share
    return worth


def impact(sight: Sight, legal: list[Action]) -> Action | None:
    options = _of(legal, A.Impact)
    if not options:
        return None
    base = sight.value()
    best, choice = 0.0, None
    for action in options:
        amount = (2 if action.strong else 1) * (1 if action.side == "for" else -1)
        cost = 6 if action.strong else 2
        if sight.energy < cost + RESERVE:
            continue
        gain = sight.value_after({sight.pos: amount}) - base - (0.35 if action.strong else 0.2)
        if gain > best:
            best, choice = gain, action
    return choice


def stabilize(sight: Sight, legal: list[Action]) -> Action | None:
    options = _of(legal, A.Stabilize)
    if not options:
        return None
    base = sight.value()
    best, choice = 0.5, None
    for action in options:
        amount = 3 if action.side == "for" else -3
        gain = sight.value_after({n: amount for n in FIELD.symmetric(sight.pos)}) - base
        if gain > best:
            best, choice = gain, action
    return choice


def needle(sight: Sight, legal: list[Action]) -> Action | None:
    options = _of(legal, A.Needle)
    if not options:
        return None
    base = sight.value()
    best, choice = 0.4, None
    for action in options:
        laid = {"source": sight.pos, "target": action.target, "type": action.link,
                "strength": 2}
        gain = sight.value_after(needle=laid) - base
        if gain > best:
            best, choice = gain, action
    return choice


def hole(sight: Sight, legal: list[Action]) -> Action | None:
    copy = next((c for c in sight.mine["cast"] if artifact_kind(c) == "hole_in_the_box"), None)
    if copy is None:
        return None
    tokens = sight.mine["cast"][copy]
    repays = _of(legal, A.Repay)
    if repays and (tokens["tension"] >= 8 or sight.energy >= tokens["anticharge"] + 20):
        keep = RESERVE if tokens["tension"] >= 8 else 20
        fitting = [a for a in repays if sight.energy - a.amount >= keep]
        if fitting:
            return max(fitting, key=lambda a: a.amount)
    borrows = _of(legal, A.Borrow)
    if borrows and not sight.turn.get("borrowed") and sight.energy < ORGANIZE_COST + RESERVE \
            and tokens["tension"] <= 4:
        return max(borrows, key=lambda a: a.amount)
    return None


BUYING = ("accelerator", "shield_generator", "kinetic_storage", "energy_gun", "link_amplifier")


def buy(sight: Sight, legal: list[Action]) -> Action | None:
    items = sight.mine["items"]
    armed = any("energy_gun" in p["items"] for p in sight.players if p["seat"] != sight.me)
    for action in sorted(_of(legal, A.Buy), key=lambda a: BUYING.index(a.item)):
        level = items.get(action.item, 0)
        wanted = {"accelerator": level < 2, "shield_generator": armed and level < 2,
                  "kinetic_storage": sight.round <= 10, "energy_gun": sight.round >= 3
                  and level < 1, "link_amplifier": sight.round >= 4}[action.item]
        if wanted and sight.energy >= ORGANIZE_COST + RESERVE + 12:
            return action
    return None


def attack(sight: Sight, legal: list[Action]) -> Action | None:
    shots = _of(legal, A.Attack)
    if not shots or sight.energy < ORGANIZE_COST:
        return None
    energy = {p["colour"]: p["energy"] or 0 for p in sight.players}
    target = max(shots, key=lambda a: (energy[a.player], a.player))
    return target if energy[target.player] >= 10 else None


def amplify(sight: Sight, legal: list[Action]) -> Action | None:
    options = _of(legal, A.Amplify)
    if not options:
        return None
    base = sight.value()
    best, choice = 0.2, None
    for action in options:
        if action.needle:
            continue
        key = (min(sight.pos, action.to), max(sight.pos, action.to))
        gain = sight.value_after(strength=key) - base
        if gain > best:
            best, choice = gain, action
    return choice


def discharge(sight: Sight, legal: list[Action]) -> Action | None:
    cast_kinds = {artifact_kind(c) for c in sight.mine["cast"]}
    for action in _of(legal, A.Discharge):
        kind = artifact_kind(action.artifact)
        if sight.energy < ORGANIZE_COST or kind in cast_kinds \
                or (kind == "tangle_of_fates" and sight.round >= 17):
            return action
    return None


def walk(sight: Sight, legal: list[Action]) -> Action | None:
    moves = _of(legal, A.Move)
    jumps = _of(legal, A.Jump)
    if sight.pos == V616:
        if sight.energy >= 45:
            out = [m for m in moves if m.to != V616] or [j for j in jumps if j.to != V616]
            return max(out, key=lambda a: FIELD.radius[a.to]) if out else None
        return None
    hungry = sight.energy < ORGANIZE_COST + RESERVE
    if hungry and A.Jump(V616) in jumps:
        return A.Jump(V616)
    if not moves or sight.energy <= RESERVE + 1 or not sight.turn.get("au"):
        return None
    if hungry:
        here = FIELD.radius[sight.pos]
        better = [m for m in moves if m.to != V616 and FIELD.radius[m.to] > here]
        if here >= 3 or not better:
            return None
        return max(better, key=lambda a: (FIELD.radius[a.to], a.to))
    steps = min(sight.mine["speed"] - sight.turn.get("moves", 0), sight.energy - RESERVE - 1, 3)
    first = _reachable(sight, steps)
    best, choice = 0.3, None
    for target, step in sorted(first.items()):
        worth = _target_worth(sight, target) - 0.1 * FIELD.distance(sight.pos, target)
        if worth > best:
            best, choice = worth, A.Move(step)
    return choice if choice in moves else None


def _reachable(sight: Sight, steps: int) -> dict[int, int]:
    """Open nodes within ``steps`` moves, each with the first step toward it."""
    first: dict[int, int] = {}
    frontier = [(sight.pos, -1)]
    for _ in range(steps):
        following = []
        for here, step in frontier:
            for n in FIELD.adjacent(here):
                if sight.open(n) and n != sight.pos and n not in first:
                    first[n] = n if step < 0 else step
                    following.append((n, first[n]))
        frontier = following
    return first


def _target_worth(sight: Sight, node: int) -> float:
    """What the bot could do at ``node`` this turn: organize there, or tip its event."""
    au = sight.turn.get("au", 0)
    worth = 0.0
    if au >= 2 and sight.energy >= ORGANIZE_COST + RESERVE:
        worth = _spot_worth(sight, node, sight.you.get("hand", []))
    if node in sight.events and sight.energy >= 30 \
            and FIELD.radius[node] <= sight.phase + 1:
        base = sight.value()
        swing = max(sight.value_after({node: amount}) for amount in (2, -2)) - base
        worth = max(worth, swing - 0.35)
    return worth


def _spot_worth(sight: Sight, node: int, hand: list[str]) -> float:
    """The best own-event value the hand could give at an empty node (0 if none)."""
    if node in sight.spots:
        return sight.spots[node]
    best = 0.0
    if sight.free_for_event(node) and FIELD.radius[node] >= sight.phase:
        chance = sight.base()
        for card_id in set(hand):
            card = CARDS[card_id]
            if FIELD.radius[node] not in card.radii or card.flexible:
                continue
            for rotation in rotations(card_id, node):
                for token in ("yes", "no"):
                    guess = sight.card_guess(node, card_id, rotation, token, "", "")
                    best = max(best, _direct(sight, guess, _local_chance(sight, guess, chance)))
    sight.spots[node] = best
    return best


def extract(sight: Sight, legal: list[Action]) -> Action | None:
    options = _of(legal, A.Extract)
    if not options:
        return None
    return A.Extract(True) if A.Extract(True) in options else options[0]
