"""Where a bot travels: the Heart when it may survive, else the best place for its plans.

Every destination is scored: Research in Western Cities (the way to an
Aspired Artifact and a good Expedition roll), Equipment in Exotic Cities,
an Unknown card at the Catastrophe, the Free Time reward, the places its
Plans still need, and on the Fields of its Aspired Artifact the chance of
finding it against the danger of the Field's number.
"""

from __future__ import annotations

from game.games.apocalypse.bots.judge import Me, View, card_worth, survival, worth
from game.games.apocalypse.rules.catalog import card_of
from game.games.apocalypse.rules.world import PLACES, UNKNOWN

#: Two dice reach at least n (index n) this often, out of 36.
AT_LEAST = [36, 36, 36, 35, 33, 30, 26, 21, 15, 10, 6, 3, 1] + [0] * 30


def find_chance(me: Me, number: int, bonus: int = 0) -> float:
    """The chance an Expedition roll on a Field numbered ``number`` finds the Artifact."""
    need = 10 - me["research"] - number - bonus
    return AT_LEAST[max(0, need)] / 36


def expedition_bonus(me: Me) -> int:
    bonus = 0
    for card in [*me["skills"], *me["items"], *me["artifacts"]]:
        info = card_of(card)
        for part in info.parts.values():
            bonus += sum(m.n for m in part.modifiers if m.kind == "expedition")
    return bonus


def turns_left(view: View) -> float:
    """Turns before the table's round limit (none at most tables with a person)."""
    limit = view["round_limit"]
    return float("inf") if limit is None else limit - view["round"]


def enter_threshold(view: View) -> float:
    """How sure of surviving a bot wants to be before it goes into The Unknown."""
    threshold = 0.5
    if turns_left(view) <= 12:
        threshold = 0.3
    for p in view["players"]:
        if p["seat"] != view["seat"] and p["in_unknown"] and len(p["faced"]) >= view["goal"] - 1:
            threshold = min(threshold, 0.25)  # someone is about to win: go now
    return threshold


def ready_for_unknown(view: View, me: Me, sharp: bool = False) -> bool:
    """Healthy enough and likely enough to survive the visit (``sharp``: as the hard level
    judges the visit, ``judge.survival``)."""
    if me["health"] < min(me["max_health"], 5) and turns_left(view) > 6:
        return False
    return survival(view, me, sharp=sharp) >= enter_threshold(view)


def score(view: View, me: Me, place_id: str) -> float:
    place = PLACES[place_id]
    aspired = me["aspired"]
    if place.kind == "unknown":
        return -100.0
    value = 0.0
    if place.kind == "field":
        if not aspired or place.city != aspired["marker"] or me["equipment"] < 1:
            return -5.0 - place.number
        chance = find_chance(me, place.number, expedition_bonus(me))
        return 9.0 * chance - 0.9 * place.number - (2.0 if me["health"] <= 2 else 0.0)
    caught = place_id == view["catastrophe"]
    if caught and place_id in me["visited"]:
        return -1.0  # nothing to do there: no Research, no Free Time
    if caught:
        value += 2.2 if me["collection"] < 5 else 1.0
    elif place.kind == "western":
        value += 1.2 if (aspired is None or me["research"] < 4) else 0.4
    else:
        value += 0.9 * (1.8 if me["equipment"] == 0 else 1.0)
        if aspired and aspired["marker"] == place_id and not aspired["face_up"]:
            value += 0.6
    if not caught:
        value += max(0.6, worth(place.free_time, me, view))
    value += plan_pull(view, me, place_id)
    return value


def plan_pull(view: View, me: Me, place_id: str) -> float:
    """How much going here advances the Plans in the bot's hand."""
    place = PLACES[place_id]
    pull = 0.0
    for card in view["you"]["hand"]["plan"]:
        info = card_of(card)
        missing = [v for v in info.visit if not _visited(me, v)]
        here = [v for v in missing if v == place_id or v == f"field:{place.city}"]
        if here:
            pull += card_worth(card, me, view) * (1.5 if len(missing) == 1 else 0.6)
    return pull if place_id not in me["visited"] else 0.0


def _visited(me: Me, where: str) -> bool:
    if where.startswith("field:"):
        return any(PLACES[v].city == where[6:] for v in me["visited"])
    return where in me["visited"]


def choose_destination(view: View, me: Me, options: list[str], sharp: bool = False) -> str:
    if UNKNOWN in options and ready_for_unknown(view, me, sharp):
        return UNKNOWN
    return max(options, key=lambda p: (score(view, me, p), p == me["place"], p))


def visited_worth(view: View, me: Me, place_id: str) -> float:
    """What a Visited token on a place is worth to the bot's Plans."""
    total = 0.0
    for card in view["you"]["hand"]["plan"]:
        visit = card_of(card).visit
        if place_id in visit or f"field:{PLACES[place_id].city}" in visit:
            total += 1.0 + card_worth(card, me, view)
    return total
