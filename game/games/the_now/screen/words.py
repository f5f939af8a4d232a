"""The Now in players' words on screen: what an action does and what it costs.

Everything is said as the board shows it: nodes by ring and place ("the 3rd
node of ring 2"), players by colour, cards and artifacts by name; costs in
activity units (AU), energy and charges. ``label`` is a button's words,
worked out from the view so the cost is known before the click;
``tips`` holds the tooltips.

>>> label(A.Impact("for", True), {})
'Strong impact for (+2) · 1 AU, 6 energy'
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action, Event
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import ARTIFACTS, ITEMS, NUMBERS, artifact_kind
from game.games.the_now.rules.field import FIELD, V616
from game.games.the_now.rules.views import is_realized
from game.games.the_now.rules.words import artifact_name, card_name, who

AU = "AU"


#: The minus sign of signed numbers on screen (wider than a hyphen, like the plus).
MINUS = "\u2212"


def plus_minus(n: int) -> str:
    """A signed number for the screen: "+3", or a true minus sign before 2 for ``-2``."""
    return f"+{n}" if n > 0 else f"{MINUS}{abs(n)}" if n < 0 else "0"


def place(node: int) -> str:
    return FIELD.name(node)


def capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def me(view: dict[str, Any]) -> dict[str, Any] | None:
    seat = view.get("seat", -1)
    players = view.get("players", [])
    return players[seat] if 0 <= seat < len(players) else None


def node_of(view: dict[str, Any], node: int) -> dict[str, Any] | None:
    nodes = view.get("field", {}).get("nodes", [])
    return nodes[node] if 0 <= node < len(nodes) else None


def extraction(view: dict[str, Any], collector: bool) -> tuple[int, int]:
    """What extracting on the viewer's node gives now: (total, the Collector's part)."""
    player = me(view)
    if player is None:
        return 0, 0
    pos = player["pos"]
    base = FIELD.v616_extraction if pos == V616 else node_of(view, pos)["extraction"]
    if not collector:
        return base, 0
    module = ARTIFACTS["collector_module"]
    around = 0
    for n in FIELD.adjacent(pos):
        node = node_of(view, n)
        if node and not is_realized(view["field"], n) and node["event"]:
            around += node["event"]["bonus"]
    extra = max(module.number("least"), min(module.number("most"), around))
    return base + extra, extra


def item_level_words(item: str, level: int) -> str:
    """The numbers of an item's level (1-based): "damage 18, expense 5"."""
    info = ITEMS[item].levels[level - 1]
    numbers = {"energy_gun": ("damage", "expense"), "shield_generator": ("defense",),
               "accelerator": ("speed",), "kinetic_storage": ("capacity",),
               "link_amplifier": ("charges", "per_turn", "max_strength")}[item]
    names = {"per_turn": "a turn", "max_strength": "up to strength", "capacity": "holds"}
    return ", ".join(f"{names.get(n, n)} {info.number(n)}" for n in numbers)


def _link_between(view: dict[str, Any], a: int, b: int, needle: bool) -> tuple[int, str]:
    """The strength and kind (cause or hindrance) of the link between two nodes."""
    field = view.get("field", {})
    if needle:
        found = [n for n in field.get("needles", []) if {n["source"], n["target"]} == {a, b}]
    else:
        found = [lk for lk in field.get("links", []) if {lk["a"], lk["b"]} == {a, b}]
    return (found[0]["strength"], found[0]["type"]) if found else (2, "link")


def label(action: Action, view: dict[str, Any]) -> str:
    """A button's words for ``action``: what it does, then its cost."""
    o = NUMBERS.organize
    match action:
        case A.EndTurn():
            return "End the turn"
        case A.Move(to=to):
            return f"Move to {place(to)} · 1 energy"
        case A.Jump(to=to):
            return f"Jump to {place(to)} · 1 charge, 1 energy"
        case A.Extract(collector=c):
            total, extra = extraction(view, c)
            if c:
                return f"Extract {total} with the Collector (+{extra}) · 1 {AU}, 1 charge"
            return f"Extract {total} energy · 1 {AU}"
        case A.Impact(side=side, strong=strong):
            cost = NUMBERS.strong_impact if strong else NUMBERS.weak_impact
            sign = "+" if side == "for" else MINUS
            return (f"{'Strong' if strong else 'Weak'} impact {side} ({sign}{cost.impact}) · "
                    f"1 {AU}, {cost.energy} energy")
        case A.Organize(card=card):
            return f"Organize {card_name(card)} here · {o.activity_units} {AU}, {o.energy} energy"
        case A.LayLink(direction=d, link=link):
            return f"A {link} toward {_toward(view, d)}"
        case A.Reinforce(direction=d):
            return f"Reinforce toward {_toward(view, d)} (+1)"
        case A.FinishLinks():
            return "Finish the Logistic links"
        case A.Buy(item=item):
            player = me(view) or {"items": {}}
            level = player["items"].get(item, 0) + 1
            price = ITEMS[item].levels[level - 1].price
            key = {"energy_gun": "damage", "shield_generator": "defense",
                   "accelerator": "speed"}.get(item)
            gives = f" ({key} {ITEMS[item].levels[level - 1].number(key)})" if key else ""
            verb = "Buy the" if level == 1 else f"Level {level}:"
            return f"{verb} {ITEMS[item].name}{gives} · {price} energy"
        case A.Attack(player=colour):
            return _attack_words(view, colour)
        case A.EmptyStorage():
            player = me(view) or {"storage": 0}
            return f"Empty the Kinetic Storage: +{player['storage']} energy (then discarded)"
        case A.Amplify(to=to, needle=needle):
            here = (me(view) or {"pos": 0})["pos"]
            s, kind = _link_between(view, here, to, needle)
            what = f"Needle {kind}" if needle else kind
            return f"{capital(what)} with {place(to)}: strength {s} to {s + 1}"
        case A.Cast(artifact=copy, token=token):
            if token:
                side = "check" if token == "yes" else "cross"
                return f"Lay the Tangle here, tie token on the {side} · free"
            return f"Cast {artifact_name(copy)} onto the table"
        case A.Discharge(artifact=copy):
            return f"Discharge {artifact_name(copy)}: +{NUMBERS.discharge} energy"
        case A.Borrow(amount=n):
            return f"Take {n} energy from the Hole (+{n} anti-charge)"
        case A.Repay(amount=n):
            return f"Pay {n} energy back into the Hole"
        case A.Needle(target=t, link=link):
            return f"Needle: a {link} from here to {place(t)} · 1 pair"
        case A.Stabilize(side=side):
            sign = "+" if side == "for" else MINUS
            return f"Stabilizer: {sign}3 here and on the symmetric nodes · 1 charge"
        case A.OfferExchange(player=colour):
            return f"Propose an exchange to {who(colour)}"
        case A.Keep(card=card):
            return f"Keep {card_name(card)}"
        case A.Surf(to=to):
            return f"Surf to {place(to)} · free"
        case A.Answer(accept=yes):
            return "Accept the exchange" if yes else "Refuse the exchange"
        case A.Annihilate(player=colour):
            return f"The field reaches {who(colour)} next"
        case A.SendOffer():
            return "Send the offer"
        case A.CancelOffer():
            return "Drop the offer"
    return capital(action.to_text())


def _toward(view: dict[str, Any], direction: int) -> str:
    node = (view.get("turn") or {}).get("logistic", -1)
    if node is None or node < 0:
        return "that edge"
    other = FIELD.neighbours[node][direction]
    if other < 0:
        return "beyond the field (later)"
    return f"{place(other)} ({'later' if other > node else 'earlier'})"


def _attack_words(view: dict[str, Any], colour: str) -> str:
    player = me(view)
    target = next((p for p in view.get("players", []) if p["colour"] == colour), None)
    if player is None or target is None:
        return f"Shoot {who(colour)}"
    level = player["items"].get("energy_gun", 0)
    if not level:
        return f"Shoot {who(colour)}"
    gun = ITEMS["energy_gun"].levels[level - 1]
    damage = max(0, gun.number("damage") - target["defense"])
    if target["energy"] is not None:
        damage = min(damage, target["energy"])
    return f"Shoot {who(colour)}: they lose {damage} · {gun.number('expense')} energy"


def turn_words(view: dict[str, Any]) -> str:
    """"2 AU · move 1 of 2 · impact 0 of 4" for the turn being played."""
    turn = view.get("turn")
    seat = view.get("current", -1)
    players = view.get("players", [])
    if not turn or not 0 <= seat < len(players):
        return ""
    speed = players[seat]["speed"]
    return (f"{turn['au']} {AU} left · moves {turn['moves']}/{speed} · "
            f"impact {turn['impacts']}/{NUMBERS.impacts_per_turn}")


def describe(event: Event) -> str:
    """A log line: the rules' words with a capital first letter."""
    return capital(event.to_text())


def link_line(node: int, kind: str, value: int) -> str:
    """One link counted at a realization, with why it counts that way."""
    occurred = (value > 0) == (kind == "cause")
    happened = "occurred" if occurred else "did not occur"
    return f"{capital(kind)} from {place(node)} ({happened}) {plus_minus(value)}"


def artifact_kind_name(copy: str) -> str:
    return ARTIFACTS[artifact_kind(copy.removeprefix("hand:"))].name
