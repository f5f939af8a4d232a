"""The Apocalypse's reaction windows as the table sees them (``GameInfo.reaction``).

A window asks everyone who could answer in principle; its way on is a Pass. The
local table passes for a person who chose "During others' turns, pass every reaction
window": in windows of other players' turns only, and whatever the hand holds (the
question is put to the view's decision, never to its cards), so what the others see
(the windows, the curtains, their timing) is the same as for any hand.

>>> reaction({"seat": 1, "active": 0, "you": {"decision": {"kind": "window"}}}, [A.Pass()])
(Pass(), False)
>>> reaction({"seat": 1, "active": 1, "you": {"decision": {"kind": "menu"}}}, [A.Pass()])
>>> reaction({"seat": 1, "active": 1, "check": {"seat": 1},
...           "you": {"decision": {"kind": "window", "hook": "check_before_roll"}}}, [A.Pass()])
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.apocalypse.rules import actions as A


def reaction(view: dict[str, Any], legal: list[Action]) -> tuple[Action, bool] | None:
    """(Pass, is it the seat's own turn) in a reaction window, else None. The moment
    before a check's roll is no reaction for the check's maker: its Pass is "Roll the
    dice", theirs to click (docs/rules/apocalypse.md, Designer's choices)."""
    decision = (view.get("you") or {}).get("decision") or {}
    if decision.get("kind") != "window" or A.Pass() not in legal:
        return None
    if decision.get("hook") == "check_before_roll" \
            and (view.get("check") or {}).get("seat") == view.get("seat"):
        return None
    return A.Pass(), view.get("active") == view.get("seat")
