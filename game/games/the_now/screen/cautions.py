"""Clicks that cannot be taken back, asked about first.

The book: a player who loses the last unit of energy finds the sphere stopped
and is "effectively out of the game". ``energy_cost`` works out from the view
what an action costs its player (a move, an impact, organizing, a purchase, a
shot, paying the Hole back, a bet's impacts, an exchange's energy), and
``caution`` says in words what the click would do when it spends the last
energy, or when "End the turn" leaves activity units unused while something
could still use them. The controls then ask before playing it.

>>> caution(A.Organize("x", 0, "yes"), {"seat": 0, "players": [{"energy": 13, "pos": 0}]}, [])[:24]
'Organizing here costs 13'
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import ARTIFACTS, ITEMS, NUMBERS
from game.games.the_now.screen.words import AU, extraction, me, place

PER_IMPACT = 1 + ARTIFACTS["tangle_of_fates"].number("fee")


def energy_cost(action: Action, view: dict[str, Any]) -> int:
    """Energy the viewer's player ends up paying for ``action`` (what it gains subtracted)."""
    player = me(view) or {"items": {}}
    match action:
        case A.Move() | A.Jump():
            return NUMBERS.move_cost
        case A.Impact(strong=strong):
            return (NUMBERS.strong_impact if strong else NUMBERS.weak_impact).energy
        case A.Organize():
            return NUMBERS.organize.energy
        case A.Buy(item=item):
            level = player["items"].get(item, 0)
            levels = ITEMS[item].levels
            return levels[level].price if level < len(levels) else 0
        case A.Attack():
            level = player["items"].get("energy_gun", 0)
            return ITEMS["energy_gun"].levels[level - 1].number("expense") if level else 0
        case A.Repay(amount=n):
            return n
        case A.Bet(yes_impact=yes, no_impact=no):
            return PER_IMPACT * (yes + no)
        case A.SendOffer():
            offer = (view.get("you") or {}).get("offer") or {}
            return offer.get("give_energy", 0) - offer.get("take_energy", 0)
        case A.Answer(accept=True):
            decision = (view.get("you") or {}).get("decision") or {}
            return decision.get("take_energy", 0) - decision.get("give_energy", 0)
    return 0


def _what(action: Action, view: dict[str, Any]) -> str:
    match action:
        case A.Move(to=to):
            return f"Moving to {place(to)}"
        case A.Jump(to=to):
            return f"Jumping to {place(to)}"
        case A.Impact():
            return "This impact"
        case A.Organize():
            return "Organizing here"
        case A.Buy(item=item):
            return f"The {ITEMS[item].name}"
        case A.Attack():
            return "The shot"
        case A.Repay():
            return "Paying the Hole back"
        case A.Bet():
            return "The impacts of your bet"
    return "This exchange"


def last_energy(action: Action, view: dict[str, Any]) -> str:
    """Words of warning if ``action`` spends the viewer's last energy, else ""."""
    player = me(view)
    if player is None or player.get("energy") is None or player.get("out"):
        return ""
    cost = energy_cost(action, view)
    if cost <= 0 or player["energy"] - cost > 0:
        return ""
    return (f"{_what(action, view)} costs {cost} energy and you have {player['energy']}: "
            "it would leave you 0 energy. Your sphere stops for good: you stay where you are, "
            "out of the game until it ends (your points still count). This cannot be undone.")


def unused_units(view: dict[str, Any], legal: list[Action]) -> str:
    """Words of warning if ending the turn now leaves activity units that could be used."""
    au = (view.get("turn") or {}).get("au", 0)
    if au <= 0:
        return ""
    uses = []
    if A.Extract(False) in legal:
        uses.append(f"extract {extraction(view, False)[0]} energy (1 {AU})")
    if any(isinstance(a, A.Impact) for a in legal):
        uses.append(f"impact the event here (1 {AU})")
    if any(isinstance(a, A.Organize) for a in legal):
        uses.append(f"organize an event here (2 {AU})")
    if not uses:
        return ""
    units = "1 activity unit" if au == 1 else f"{au} activity units"
    return (f"You still have {units} this turn, and they do not carry over: you could "
            f"{' or '.join(uses)}.")


def caution(action: Action, view: dict[str, Any], legal: list[Action]) -> str:
    """What to ask before playing ``action``, or "" if it needs no question."""
    if isinstance(action, A.EndTurn):
        return unused_units(view, legal)
    return last_energy(action, view)
