"""Why a click does nothing: the reason in the board's words and the book's rule it keeps.

A click on an unlit hex, or on a card that has nothing to do now, is refused
the way the table refuses an illegal action (a red toast "reason (rule)" and
the error sound). The reason reads the view only: whose turn it is, the
decision owed, the actions left, the hex's terrain, level, distance and
occupant, the character's pin.
"""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import ORIGIN, Hex
from game.core.values import Action
from game.games.axis_mundi.rules.actions import RULES
from game.games.axis_mundi.rules.board import level_of
from game.games.axis_mundi.rules.catalog import CARDS, card_type
from game.games.axis_mundi.screen.words import (
    Words,
    card_name,
    level_name,
    plural,
    terrain_at,
    treasure_name,
)

HEX_LIMIT = "Hex Limitation"
MOVES = "Move Actions"
#: Where the buttons of the turn are, as the player sees the table.
BUTTONS = "the buttons under the mats"
NO_ACTIONS = "No actions left: end your turn."


def _occupant(view: dict[str, Any], h: Hex) -> int | None:
    for p in view["players"]:
        if p["pos"] is not None and Hex.from_json(p["pos"]) == h:
            return p["seat"]
    return None


def not_now(words: Words, legal: list[Action], prompt: str) -> tuple[str, str] | None:
    """The refusal of any click while the seat has nothing to do, or owes a decision."""
    view = words.view
    if not legal:
        return f"It is {words.who(view['current'])}'s turn, not yours.", "Turns"
    decision = (view.get("you") or {}).get("decision")
    if decision:
        return f"First: {prompt[:1].lower()}{prompt[1:]}.", RULES.get(
            legal[0].kind, "Turns")
    return None


def why_not_hex(words: Words, legal: list[Action], h: Hex, prompt: str,
                lit: bool = True) -> tuple[str, str]:
    """Why a click on hex ``h`` does nothing now: (reason, the book's rule); ``lit`` says
    whether any hex is lit (if none, the reason never points at lit hexes)."""
    refused = not_now(words, legal, prompt)
    if refused is not None:
        return refused
    view = words.view
    seat = view["seat"]
    me = view["players"][seat]
    where = words.where(h)
    if me["pos"] is None:
        return "Your character is not on the board.", MOVES
    here = Hex.from_json(me["pos"])
    board = view["board"]
    turn = view["turn"]
    moves_left = (turn.get("actions") or 0) + (turn.get("extra_moves") or 0)
    if not moves_left and h != here and terrain_at(view, h) != "inaccessible" \
            and _occupant(view, h) is None:
        return NO_ACTIONS, "Action Phase"
    if me["immobilized"]:
        return f"A familiar pins you: you cannot leave this hex this turn ({BUTTONS} " \
            "show what you can do).", RULES["send_familiar"]
    if h == here:
        return "You stand here: " + ("the lit hexes and the buttons show what you can do."
                                     if lit else f"no hex is lit now; {BUTTONS} show what "
                                     "you can do."), MOVES
    terrain = terrain_at(view, h)
    if terrain == "inaccessible":
        return f"Nobody can enter {where}.", "Inaccessible Terrain Hex"
    if h == ORIGIN:
        return _why_not_axis(words, here, moves_left), RULES["enter_axis_mundi"]
    other = _occupant(view, h)
    if other is not None:
        return f"{words.who(other)} stands on {where}: a hex holds one character.", HEX_LIMIT
    if h.length() >= len(board["rings"]) and terrain != "pier":
        return "That is the sea.", MOVES
    top = board["top_level"]
    mine = level_of(top, here) if here.length() < len(board["rings"]) else 0
    theirs = level_of(top, h) if h.length() < len(board["rings"]) else 0
    heavenly = me["form"] in ("angel", "demon")
    distance = here.distance(h)
    if distance == 1 and theirs == mine + 1 and not heavenly and (turn.get("actions") or 0) < 3:
        left = plural(turn.get("actions") or 0, "action")
        return f"Climbing to {level_name(theirs)} takes 3 actions; you have {left} left.", \
            RULES["climb"]
    if distance == 1 and theirs == mine - 1 and heavenly and (turn.get("actions") or 0) < 3:
        left = plural(turn.get("actions") or 0, "action")
        return f"Going down takes the {me['form'].capitalize()} 3 actions; you have {left} " \
            "left.", RULES["descend"]
    if abs(theirs - mine) > 1 and distance <= 2:
        return f"{where[:1].upper()}{where[1:]} is {plural(abs(theirs - mine), 'level')} " \
            f"from yours: go one level at a time.", MOVES
    if distance == 2 and theirs > mine:
        return "A run goes along your level or down, never up.", RULES["run"]
    if distance == 2 and heavenly:
        return f"The {me['form'].capitalize()} cannot run.", RULES["run"]
    if distance > 2:
        return f"Too far: a move reaches the next hex, a run two hexes " \
            f"({plural(distance, 'hex', 'hexes')} away).", MOVES
    return f"Nothing to do on {where} now: " + ("the lit hexes show where you can go."
                                                if lit else "no hex can be reached now."), MOVES


def _why_not_axis(words: Words, here: Hex, moves_left: int) -> str:
    """Why the click on the Axis Mundi (the crater's hex) does nothing."""
    view = words.view
    if view["axis_mundi"]["holder"] is not None:
        return "The Axis Mundi is closed: the Angel or the Demon holds it."
    top = view["board"]["top_level"]
    rim = level_name(top)
    if here.distance(ORIGIN) > 1:
        mine = level_name(level_of(top, here)) if here.length() < len(view["board"]["rings"]) \
            else "Sea Level"
        return f"You are on {mine}: the Axis Mundi is entered from a hex of the {rim} rim " \
            "beside it, with 1 action."
    if not moves_left:
        return NO_ACTIONS
    return "The Axis Mundi cannot be entered now (hover it to see why)."


#: Why a card of each timing has nothing to do, when the turn still has actions.
WHEN = {
    "activate": "it goes on your mat with an action ({buttons} show Activate when a slot "
                "is free)",
    "reaction": "it answers an attack or a familiar, on someone else's turn",
    "with_melee": "it is played with a melee attack: click a lit foe next to you",
    "with_harvest": "it is played with a harvest, on a hex you can harvest",
    "turn_start": "it is played at the very start of your turn",
    "copy": "it copies a card just played",
}


def why_not_card(words: Words, legal: list[Action], card: str, prompt: str) -> tuple[str, str]:
    """Why a click on hand card ``card`` does nothing now."""
    refused = not_now(words, legal, prompt)
    if refused is not None:
        return refused
    info = CARDS.get(card_type(card))
    timing = info.timing if info is not None else ""
    turn = words.view.get("turn") or {}
    if not turn.get("actions") and timing not in ("free", "reaction", "turn_start", "copy"):
        return NO_ACTIONS, "Action Phase"
    when = WHEN.get(timing, "")
    if when:
        return f"{card_name(card)} cannot be played now: {when.format(buttons=BUTTONS)}.", \
            RULES["play_card"]
    return f"{card_name(card)} cannot be played now: nothing it does is possible here " \
        "(hover the card for what it needs).", RULES["play_card"]


def treasure_uses(legal: list[Action], treasure: str) -> list[Action]:
    """The legal actions that use held treasure ``treasure``."""
    return [a for a in legal if getattr(a, "treasure", "") == treasure
            or (treasure == "grenade" and a.kind == "throw_grenade")
            or (treasure == "time_bomb" and a.kind == "place_time_bomb")]


def why_not_treasure(words: Words, legal: list[Action], treasure: str,
                     prompt: str) -> tuple[str, str]:
    """What a click on a held treasure says (it does nothing by itself): how it is used
    (``treasure_uses`` not empty), or why it cannot be used now."""
    refused = not_now(words, legal, prompt)
    if refused is not None:
        return refused
    name = treasure_name(treasure)
    uses = treasure_uses(legal, treasure)
    if treasure == "grenade":
        if uses:
            return f"Throw the {name} by clicking a lit foe next to you.", RULES["throw_grenade"]
        if not (words.view.get("turn") or {}).get("actions"):
            return NO_ACTIONS, "Action Phase"
        return f"The {name} needs a character next to you.", RULES["throw_grenade"]
    if treasure == "time_bomb":
        if uses:
            return f"Place the {name} with its button ({BUTTONS}).", RULES["place_time_bomb"]
        return f"The {name} is placed on a warehouse, with 2 actions.", RULES["place_time_bomb"]
    if uses:
        return f"Use the {name} with its button ({BUTTONS}).", RULES["use_treasure"]
    return f"The {name} cannot be used now: treasures are used on your own turn, in the " \
        "action phase.", RULES["use_treasure"]
