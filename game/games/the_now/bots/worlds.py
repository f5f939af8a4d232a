"""The Now's worlds for the core search (``game.core.search``): the hard bot.

``sample_world(view, rng)`` writes a whole table from one seat's view and loads
it; what the seat may not know is drawn with ``rng``:

- the event cards it has not seen (the deck and the seated colours' starting
  cards, less its own hand, draw and offer and the events on the field): each
  other player's unplayed starting cards go to its own hand first, then the
  rest is shuffled into the other hands and draws (by their counts), the deck,
  the discard pile and the cards replaced at setup (by theirs);
- the artifacts it has not seen (less its own, every cast one, the discharged
  and boxed ones and Tangles on the field): the other hands, then the deck;
- the dice to come: a fresh RNG state.

Everything else is open and read back: events with their arcs, links and bets,
the realized nodes, the reinforcement tokens (a link's shown strength less the
base strength: exact below the view's cap of 4) and the Needles, the round's
turn order (from the first player token), the turn's counters.

The hard bot searches where it may organize an event in its own turn (nothing
owed, no Tangle's bets open: other players' energy is then hidden), the choice
that shapes the rings to come; its rollouts play its own seat as
``hard.calibrated`` and the others as the normal bot, and ``hard.forecast``
judges where they stop. Every other decision is ``hard.calibrated``'s, at once:
searched with the points-and-forecast judge, they left the policy's choice
about twice a game (seed 1, 3 players) for most of the decision time.
"""

from __future__ import annotations

from typing import Any

from game.core.rng import GameRng
from game.core.search import Budget, Search
from game.core.state import GameState
from game.core.values import Action
from game.games.the_now.bots.hard import calibrated, forecast, own_turn
from game.games.the_now.bots.levels import normal_bot
from game.games.the_now.rules.actions import Organize
from game.games.the_now.rules.catalog import DECK, NUMBERS, artifact_copies, starting_cards
from game.games.the_now.rules.field import BEYOND, FIELD
from game.games.the_now.rules.state import TheNowState

BUDGET = Budget(iterations=12, depth=4, exploration=0.5, bias=0.3)


def sample_world(view: dict[str, Any], rng: GameRng) -> GameState:
    """A whole table consistent with ``view``, the hidden parts drawn with ``rng``."""
    me = view["seat"]
    you = view["you"]
    seat_of = {p["colour"]: p["seat"] for p in view["players"]}
    nodes = view["field"]["nodes"]
    placed = [node["event"] for node in nodes if node["event"] is not None]
    hands, drawn, piles = _event_cards(view, placed, rng)
    artifacts, artifact_deck = _artifacts(view, placed, rng)
    players = []
    for p in view["players"]:
        seat = p["seat"]
        mine = seat == me
        players.append({
            "colour": p["colour"], "pos": p["pos"], "energy": p["energy"] or 0,
            "points": p["points"], "history": [row[seat] for row in view["history"]],
            "hand": list(you["hand"]) if mine else hands[seat],
            "artifacts": list(you["artifacts"]) if mine else artifacts[seat],
            "cast": {c: dict(t) for c, t in p["cast"].items()}, "items": dict(p["items"]),
            "storage": p["storage"], "amplifier": p["amplifier"],
            "drawn": list(you["drawn"]) if mine else drawn[seat],
            "offered": list(you["offered"]) if mine else [], "out": p["out"],
        })
    first, n = view["first"], view["player_count"]
    order = [(first + k) % n for k in range(n)]
    current = view["current"]
    turn = view["turn"] or {}
    data = {
        "options": {}, "rng": rng.next_u64(), "players": players,
        "deck": piles["deck"], "discard": piles["discard"], "removed": piles["removed"],
        "artifact_deck": artifact_deck,
        "artifact_discard": list(view["decks"]["artifact_discard"]),
        "boxed": list(view["decks"]["boxed"]),
        "events": [_event(node["node"], node["event"], seat_of) for node in nodes
                   if node["event"] is not None],
        "realized": [[n, None if nodes[n]["event"] is None else bool(nodes[n]["event"]["outcome"])]
                     for n in view["field"]["realized"]],
        "delayed": [[node["node"], node["delayed"]] for node in nodes if node["delayed"]],
        "boosts": _boosts(nodes),
        "needles": [{"source": nd["source"], "target": nd["target"], "type": nd["type"],
                     "boost": max(0, nd["strength"] - NUMBERS.link.strength),
                     "seat": seat_of[nd["owner"]]} for nd in view["field"]["needles"]],
        "wormholes": [node["node"] for node in nodes if node["wormhole"]],
        "v616": view["field"]["v616"]["open"], "round": view["round"], "first": first,
        "order": order, "turn_index": order.index(current) if current in order else 0,
        "current": current, "started": view["turn"] is not None, "stage": view["stage"],
        "cursor": _cursor(view),
        "turn": {"au": turn.get("au", NUMBERS.activity_units), "moves": turn.get("moves", 0),
                 "impacts": turn.get("impacts", 0), "bought": turn.get("bought", False),
                 "attacked": turn.get("attacked", False),
                 "discharged": turn.get("discharged", False), "used": dict(turn.get("used", {})),
                 "amplified": turn.get("amplified", 0), "borrowed": turn.get("borrowed", 0),
                 "offer": dict(you["offer"]) if you and you["offer"] else None,
                 "logistic": turn.get("logistic", -1)},
        "pending": [], "short": None, "winners": [], "end_reason": "",
    }
    return TheNowState.from_json(data)


def _event_cards(
    view: dict[str, Any], placed: list[dict[str, Any]], rng: GameRng
) -> tuple[dict[int, list[str]], dict[int, list[str]], dict[str, list[str]]]:
    """Other hands and draws, the deck, the discard pile and the cards set aside."""
    you = view["you"]
    seen = set(you["hand"]) | set(you["drawn"]) | set(you["offered"]) | \
        {e["card"] for e in placed}
    others = [p for p in view["players"] if p["seat"] != view["seat"]]
    unseen = [c for c in DECK if c not in seen]
    for p in view["players"]:
        unseen += [c for c in starting_cards(p["colour"]) if c not in seen]
    hands: dict[int, list[str]] = {}
    for p in others:  # a player's own starting cards are in its hand, unless replaced
        own = [c for c in starting_cards(p["colour"]) if c in unseen][: p["hand"]]
        hands[p["seat"]] = own
        unseen = [c for c in unseen if c not in own]
    rng.shuffle(unseen)
    drawn: dict[int, list[str]] = {}
    for p in others:
        need = p["hand"] - len(hands[p["seat"]])
        hands[p["seat"]] += unseen[:need]
        drawn[p["seat"]], unseen = unseen[need:need + p["drawn"]], unseen[need + p["drawn"]:]
    decks = view["decks"]
    piles = {}
    for pile in ("deck", "discard", "removed"):
        count = decks["events" if pile == "deck" else pile]
        piles[pile], unseen = unseen[:count], unseen[count:]
    return hands, drawn, piles


def _artifacts(
    view: dict[str, Any], placed: list[dict[str, Any]], rng: GameRng
) -> tuple[dict[int, list[str]], list[str]]:
    you = view["you"]
    seen = set(you["artifacts"]) | set(view["decks"]["artifact_discard"]) | \
        set(view["decks"]["boxed"]) | {e["card"] for e in placed}
    for p in view["players"]:
        seen |= set(p["cast"])
    unseen = [c for c in artifact_copies() if c not in seen]
    rng.shuffle(unseen)
    hands: dict[int, list[str]] = {}
    for p in view["players"]:
        if p["seat"] != view["seat"]:
            hands[p["seat"]], unseen = unseen[: p["artifacts"]], unseen[p["artifacts"]:]
    return hands, unseen[: view["decks"]["artifacts"]]


def _event(node: int, event: dict[str, Any], seat_of: dict[str, int]) -> dict[str, Any]:
    return {
        "node": node, "card": event["card"],
        "organizer": -1 if event["organizer"] is None else seat_of[event["organizer"]],
        "token": event["token"], "yes": event["yes"], "no": event["no"],
        "edges": [None if e is None else [e["type"], e["dir"]] for e in event["edges"]],
        "rotation": event["rotation"], "impact": event["impact"],
        "bets": [[seat_of[c], y, n] for c, y, n in event["bets"]],
        "outcome": event["outcome"],
    }


def _boosts(nodes: list[dict[str, Any]]) -> list[list[int]]:
    """Reinforcement tokens by junction: an edge's shown strength over the base."""
    found: dict[tuple[int, int], int] = {}
    for node in nodes:
        event = node["event"]
        if event is None:
            continue
        for direction, edge in enumerate(event["edges"]):
            extra = 0 if edge is None else edge["strength"] - NUMBERS.link.strength
            if extra <= 0:
                continue
            n, other = node["node"], edge["toward"]
            key = (BEYOND - 1 - direction, n) if other == BEYOND else \
                ((n, other) if n < other else (other, n))
            found[key] = max(found.get(key, 0), extra)
    return [[a, b, v] for (a, b), v in sorted(found.items())]


def _cursor(view: dict[str, Any]) -> int:
    """The next node of the ring being realized (its place in the phase's ring)."""
    realizing = view["track"]["realizing"]
    if realizing is None:
        return 0
    ring = FIELD.rings[view["phase"]]
    return list(ring).index(realizing) if realizing in ring else 0


def hard_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """Searches where it organizes; plays everything else as ``hard.calibrated``."""
    if not own_turn(view) or not any(isinstance(a, Organize) for a in legal):
        return calibrated(view, legal, rng)
    me = view["seat"]

    def policy(seen: dict[str, Any], options: list[Action], drawn: GameRng) -> Action:
        bot = calibrated if seen["seat"] == me else normal_bot
        return bot(seen, options, drawn)

    return Search(sample_world, policy, forecast, BUDGET).bot(view, legal, rng)
