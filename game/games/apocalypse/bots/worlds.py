"""The Apocalypse's worlds for the core search (``game.core.search``): the hard bot.

``sample_world(view, rng)`` writes a whole table from one seat's view and loads
it; what the seat may not know is drawn with ``rng``:

- every card copy the seat has not seen (not in a discard pile, on the table,
  in front of a player, faced, Aspired or face up, nor in its own hand or
  collection) is shuffled by deck, then dealt: the other players' hands by
  their counts of each type, the other collections of Unknown cards by their
  counts, the face-down Obstacles (its own too: nobody sees one), and the
  rest is each deck in a random order;
- the Location markers left in the supply (every Exotic City's two, less
  those beside an Aspired Artifact);
- the dice to come: a fresh RNG state.

Everything else is open and read back. The tasks still to run are the
turn's plain course from the seat's step menu (the rest of its step, the
other players' turns at this step, the steps after it, the round's end),
which is why the search looks only from there (``searchable``): a step menu
of the seat's own with no ability check under way and no card laid out face
down. Small flags no view shows are set as the turn's course makes them most
likely (who drew an Unknown card at the Catastrophe this turn; a Bad Luck
card played on the seat in this step, a bet on a roll: none); a world's
root actions are those the seat was offered anyway (the search keeps to them).
"""

from __future__ import annotations

from typing import Any

from game.core.rng import GameRng
from game.core.state import GameState
from game.games.apocalypse.rules.catalog import deck_list
from game.games.apocalypse.rules.checks import window
from game.games.apocalypse.rules.powers import modifier
from game.games.apocalypse.rules.state import ApocalypseState
from game.games.apocalypse.rules.table import Player, Table
from game.games.apocalypse.rules.turn import STEPS
from game.games.apocalypse.rules.vocabulary import DECKS, HAND_DECKS
from game.games.apocalypse.rules.world import EXOTIC

View = dict[str, Any]
#: What is left of a step after its menu: tasks queued behind the menu (rules/turn.py).
AFTER_MENU: dict[str, tuple[tuple[str, ...], ...]] = {
    "travel": (("window", "travel_end"),),
    "research": (("window", "research"), ("research_reward",)),
    "refresh": (("window", "turn_end"), ("turn_over",)),
}


def searchable(view: View) -> bool:
    """A menu of the seat's own step, nothing under way: the worlds know the tasks to come."""
    you = view["you"]
    decision = (you or {}).get("decision") or {}
    return (view["phase"] == "play" and decision.get("kind") == "menu"
            and view["active"] == view["seat"] and view["check"] is None
            and view["window"] is None and "" not in view["table"])


def sample_world(view: View, rng: GameRng) -> GameState:
    """A whole table consistent with ``view`` (a ``searchable`` one), hidden parts drawn
    with ``rng``."""
    me, n = view["seat"], view["player_count"]
    unseen = _unseen(view)
    for deck in DECKS:
        rng.shuffle(unseen[deck])
    players = [_player(view, seat, unseen) for seat in range(n)]
    decks = {}
    for deck in DECKS:
        count = view["decks"][deck]
        decks[deck], unseen[deck] = unseen[deck][:count], unseen[deck][count:]
        assert not unseen[deck], f"{deck}: cards unaccounted for"
    markers = _markers(view)
    rng.shuffle(markers)
    step, active = view["step"], me
    closed = {city: [turn, k + 1] for k, (city, turn) in enumerate(sorted(view["closed"].items()))}
    stamp = len(closed) + 1
    for p in players:
        if p["obligation"] is not None:
            p["obligation"] = [p["obligation"], stamp]
    data = {
        "options": {}, "n": n, "rng": rng.next_u64(), "goal": view["goal"],
        "round_limit": view["round_limit"], "players": players, "decks": decks,
        "discards": {k: list(v) for k, v in view["discards"].items()},
        "markers": markers[: view["markers_left"]], "catastrophe": view["catastrophe"],
        "closed": closed, "stamp": stamp, "round": view["round"],
        "start": view["starting_player"], "token_active": view["token_active"],
        "phase": "play", "step": step, "active": active, "bad_luck_played": False,
        "tasks": _tasks(view, step, me), "decision": {"kind": "menu", "seat": me, "step": step},
        "checks": [], "last_check": view["last_check"], "last_roll": view["last_roll"],
        "expedition": view["expedition"], "bets": [], "in_play": list(view["table"]),
        "cancelled": [], "discard_bonus": 0, "offers": [[] for _ in range(n)],
        "adventure": view["adventure"], "facing": view["facing"], "winner": None,
        "end_reason": "",
    }
    state = ApocalypseState.from_json(data)
    _printed_health(state.table, view)
    return state


def _seen(view: View) -> list[str]:
    """Every card copy the seat can see, wherever it is."""
    out = [c for pile in view["discards"].values() for c in pile] + list(view["table"])
    you = view["you"]
    for cards in you["hand"].values():
        out += cards
    out += you["collection"]
    for p in view["players"]:
        out += [*p["learning"], *p["skills"], *p["items"], *p["artifacts"]]
        out += [f[0] for f in p["faced"]]
        aspired = p["aspired"]
        if aspired is not None:
            out.append(aspired["artifact"])
            if aspired["obstacle"]:
                out.append(aspired["obstacle"])
    return out


def _unseen(view: View) -> dict[str, list[str]]:
    seen = set(_seen(view))
    return {deck: [c for c in deck_list(deck) if c not in seen] for deck in DECKS}


def _deal(unseen: dict[str, list[str]], deck: str, count: int) -> list[str]:
    cards, unseen[deck] = unseen[deck][:count], unseen[deck][count:]
    return cards


def _player(view: View, seat: int, unseen: dict[str, list[str]]) -> dict[str, Any]:
    p = view["players"][seat]
    mine = seat == view["seat"]
    you = view["you"]
    if mine:
        hand = {deck: list(you["hand"][deck]) for deck in HAND_DECKS}
        collection = list(you["collection"])
    else:
        hand = {deck: _deal(unseen, deck, p["hand"][deck]) for deck in HAND_DECKS}
        collection = _deal(unseen, "unknown", p["collection"])
    aspired = None
    if p["aspired"] is not None:
        a = p["aspired"]
        obstacle = a["obstacle"]
        if a["has_obstacle"] and not a["face_up"]:
            obstacle = _deal(unseen, "obstacle", 1)[0]
        aspired = {"artifact": a["artifact"], "marker": a["marker"], "obstacle": obstacle,
                   "face_up": a["face_up"]}
    blank = Player()
    return {
        **blank.to_json(),
        "character": p["character"], "level": p["level"], "xp": p["xp"],
        "health": p["health"], "max_health": p["max_health"],
        "abilities": dict(p["printed_abilities"]), "personalities": list(p["personalities"]),
        "place": p["place"], "visited": list(p["visited"]), "research": p["research"],
        "equipment": p["equipment"], "hand": hand, "learning": dict(p["learning"]),
        "skills": list(p["skills"]), "items": list(p["items"]), "marks": dict(p["marks"]),
        "artifacts": list(p["artifacts"]), "aspired": aspired, "collection": collection,
        "faced": [list(f) for f in p["faced"]], "used": list(p["used"]),
        "visit_used": list(p["visit_used"]), "back_round": p["back_round"],
        "locked_round": view["round"] if p["locked"] else 0,
        "obligation": p["obligation"], "shield": p["shield"],
        "caught": _caught(view, seat),
    }


def _caught(view: View, seat: int) -> str:
    """Drew an Unknown card at the Catastrophe this turn (no view shows it): likely when
    standing there without a Visited token between its Research and its Refresh."""
    p = view["players"][seat]
    if p["place"] != view["catastrophe"] or p["place"] in p["visited"]:
        return ""
    order = _order(view)
    at = STEPS.index(view["step"])
    done = at > STEPS.index("research") or (
        view["step"] == "research" and order.index(seat) < order.index(view["seat"]))
    ended = at == STEPS.index("refresh") and order.index(seat) < order.index(view["seat"])
    return p["place"] if done and not ended else ""


def _markers(view: View) -> list[str]:
    supply = [city for city in EXOTIC for _ in range(2)]
    for p in view["players"]:
        if p["aspired"] is not None:
            supply.remove(p["aspired"]["marker"])
    return supply


def _order(view: View) -> list[int]:
    start, n = view["starting_player"], view["player_count"]
    return [(start + k) % n for k in range(n)]


def _tasks(view: View, step: str, seat: int) -> list[dict[str, Any]]:
    """The stack under the seat's step menu (top last): the round's plain course."""
    order = _order(view)
    stack: list[dict[str, Any]] = [{"t": "end_round"}]
    stack += [{"t": "step", "step": s} for s in reversed(STEPS[STEPS.index(step) + 1:])]
    stack += [{"t": "pstep", "step": step, "p": s}
              for s in reversed(order[order.index(seat) + 1:])]
    for task in reversed(AFTER_MENU.get(step, ())):
        stack.append(window(task[1], seat) if task[0] == "window" else {"t": task[0], "p": seat})
    return stack


def _printed_health(t: Table, view: View) -> None:
    """Maximum Health before modifiers: the shown one less what the player's cards add."""
    for seat, p in enumerate(t.players):
        p.max_health = view["players"][seat]["max_health"] - modifier(t, seat, "max_health")
