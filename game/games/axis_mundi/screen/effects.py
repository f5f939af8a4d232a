"""What a button's action does, in a sentence its label has no room for.

A button's label names the action and its price ("Draw 3 1-Time, 2 Permanent");
its tooltip adds what happens (``effect``): which deck gives what, what is lost,
who gains. Actions whose label already says it all get the book's section, so a
tooltip never only repeats its label.
"""

from __future__ import annotations

from game.core.values import Action
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules.actions import RULES
from game.games.axis_mundi.rules.catalog import TREASURES
from game.games.axis_mundi.screen.words import DECK_NAMES, card_name, plural

#: The effect of actions whose words do not depend on the action's fields.
EFFECTS = {
    "pass": "Take nothing now and go on with the game.",
    "end_turn": "Your turn ends now: actions you have not used are lost, and the next "
                "player plays.",
    "pick_up_treasure": "Take the face-down treasure on your hex; you see what it is once "
                        "you hold it.",
    "power_heal": "Heal half of your lost hit points, rounded up.",
    "activate": "The card goes on your mat as an active power and stays there until you "
                "swap it.",
    "disarm_time_bomb": "The time bomb on this warehouse is taken off and is yours to use.",
    "discard": "The card goes onto the discard pile, face up.",
    "give_card": "The card goes into the Savant's hand: the Savant demanded one.",
    "keep_card": "This card goes into your hand.",
    "deal_card": "This card goes to the next player.",
    "demonic_blast": "Every character next to you is hit (the Demon's area attack).",
}
#: The book's word for the draws of several cards.
DECKS = "1-Time cards are played once, for a strong effect; Permanent cards are powers " \
        "you activate on your mat and keep"


def effect(a: Action) -> str:
    """One or two sentences on what ``a`` does that its button label does not say."""
    match a:
        case A.DrawStartingHand(one_time=k):
            return f"Your first hand: {plural(k, 'card')} from the 1-Time deck and " \
                   f"{5 - k} from the Permanent deck ({DECKS})."
        case A.DrawFive(one_time=k) | A.UseTreasure(treasure="draw_three", one_time=k):
            count = 5 if isinstance(a, A.DrawFive) else 3
            return f"{plural(k, 'card')} from the 1-Time deck and {count - k} from the " \
                   f"Permanent deck ({DECKS})."
        case A.Redraw(cards=cards, one_time=k) if cards:
            return f"The {plural(len(cards), 'picked card')} go back and you draw as many: " \
                   f"{k} from the 1-Time deck, the rest from the Permanent deck."
        case A.Redraw():
            return "You start with the cards you hold."
        case A.Harvest(choice=""):
            return "Roll a die: 1-2 gives a 1-Time card, 3-4 a Permanent card, 5-6 heals " \
                   "(nothing at full hit points). A hex is harvested once a game."
        case A.Harvest(choice="heal"):
            return "Heal instead of rolling the die."
        case A.Harvest(choice=c):
            return f"Take a {DECK_NAMES.get(c, c)} card instead of rolling the die."
        case A.UseTreasure(treasure=t) if t in TREASURES:
            return TREASURES[t].text
        case A.PlaceTimeBomb():
            return TREASURES["time_bomb"].text
        case A.Shield(cards=cards):
            return f"Play {', '.join(card_name(c) for c in cards)} against the melee " \
                "attack." if cards else "The attack hits you unshielded."
        case A.Evade(card=c):
            return "Elusive is played: the familiar does not reach you." if c else \
                "The familiar reaches you."
    if a.kind in EFFECTS:
        return EFFECTS[a.kind]
    if a.kind == "play_card":
        return ""  # the card's own text follows in the tooltip
    return f"See \"{RULES[a.kind]}\" in the rules." if a.kind in RULES else ""
