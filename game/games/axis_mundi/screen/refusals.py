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
from game.games.axis_mundi.screen.words import Words, card_name, level_name, plural, terrain_at

HEX_LIMIT = "Hex Limitation"
MOVES = "Move Actions"


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
    if me["immobilized"]:
        return "A familiar pins you: you cannot leave this hex this turn (the buttons on " \
            "the right show what you can do).", RULES["send_familiar"]
    if h == here:
        return "You stand here: " + ("the lit hexes and the buttons show what you can do."
                                     if lit else "no hex is lit now; the buttons on the "
                                     "right show what you can do."), MOVES
    terrain = terrain_at(view, h)
    if terrain == "inaccessible":
        return f"Nobody can enter {where}.", "Inaccessible Terrain Hex"
    if h == ORIGIN:
        if view["axis_mundi"]["holder"] is not None:
            return "The Axis Mundi is closed: the Angel or the Demon holds it.", \
                RULES["enter_axis_mundi"]
        return "The Axis Mundi is entered from a hex beside it, with 1 action.", \
            RULES["enter_axis_mundi"]
    other = _occupant(view, h)
    if other is not None:
        return f"{words.who(other)} stands on {where}: a hex holds one character.", HEX_LIMIT
    if not moves_left:
        return "You have no actions left: end your turn.", "Action Phase"
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


def why_not_card(words: Words, legal: list[Action], card: str, prompt: str) -> tuple[str, str]:
    """Why a click on hand card ``card`` does nothing now."""
    refused = not_now(words, legal, prompt)
    if refused is not None:
        return refused
    return f"{card_name(card)} cannot be played now: see its text (hover it) for when.", \
        RULES["play_card"]
