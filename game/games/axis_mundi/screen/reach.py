"""How an action of the turn is reached with the mouse, besides a hex: through a card of
the hand, by picking several cards, or through a button that first asks how a draw of
several cards splits between the decks.
"""

from __future__ import annotations

from game.core.values import Action
from game.games.axis_mundi.rules import actions as A

#: Kinds chosen by picking several cards.
PICKED = frozenset({"redraw", "choose_slots"})


def group_of(a: Action) -> str:
    """The choice a button opens before the action: how many cards of each deck a draw of
    several takes ("draw_five", "draw_three"), "" for none."""
    if isinstance(a, A.DrawFive):
        return "draw_five"
    if isinstance(a, A.UseTreasure) and a.treasure == "draw_three":
        return "draw_three"
    return ""


def hand_card(a: Action) -> str:
    """The hand card an action is reached through ("" if none)."""
    match a:
        case A.PlayCard(card=c) | A.Activate(card=c) | A.Discard(card=c) | A.GiveCard(card=c):
            return c
        case A.Shield(cards=cards) if cards:
            return cards[0]
        case A.Evade(card=c) | A.Harvest(card=c):
            return c
    return ""
