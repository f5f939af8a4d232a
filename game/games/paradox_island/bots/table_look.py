"""The normal OP at a table of several boards: the core's paired look
(``game.core.search``, as the hard OP in ``worlds``) at a small budget.

Reading 60 games at the table of Achilles, Granddead and Schrodie (seeds
1001-1060; docs/rules/paradox_island.md, Bots) found OP's damage too slow for
three captives that heal at camps, and no single weight of its model that
turns it: what one weight takes from a captive goes to another. The hard OP's
look, which plays each candidate out to the end of OP's turn under the real
rules and judges it by wounds, perishes and missions, let the captives win 69
of 120 games (seeds 1001-1060 and 301-360) against the normal OP's 82. Here a
smaller look: two candidates, OP's quick choice (each action valued by itself)
and its planned one (the normal OP's), each played out in one world with the
quick OP for the rest of the turn, so that a decision stays within the normal
budget; the hard OP keeps its larger look. Alone against one board (the
two-player game) OP plays exactly as ``levels.normal_bot``.
"""
from __future__ import annotations

from typing import Any

from game.core.rng import GameRng
from game.core.search import Paired, Search
from game.core.values import Action
from game.games.paradox_island.bots.levels import normal_bot
from game.games.paradox_island.bots.op import quick_op_bot
from game.games.paradox_island.bots.paired import judge_op_turn, turn_of
from game.games.paradox_island.bots.worlds import sample_world


def quick_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """The look's play-outs: OP without its plan of the rest of the turn (``quick_op_bot``),
    the captives normal; also the look's first candidate."""
    if view["role"] == "op":
        return quick_op_bot(view, legal, rng)
    return normal_bot(view, legal, rng)


def planned(view: dict[str, Any], legal: list[Action], favourite: Action) -> list[Action]:
    """The other candidate: the normal OP's planned choice, or where it is the quick
    choice, the quick OP's next one; its RNG is drawn from the view's length, so the look
    is a pure function of the view."""
    rng = GameRng(len(view["notebook"]))
    choice = normal_bot(view, legal, rng)
    if choice == favourite:
        left = [a for a in legal if a != favourite]
        return [quick_bot(view, left, rng)] if left else []
    return [choice]


TABLE_PLAN = Paired(planned, turn_of, judge_op_turn, worlds=1, candidates=2, steps=30)
_LOOK = Search(sample_world, quick_bot, paired=TABLE_PLAN)


def table_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """``normal``: OP's own actions at a table of several boards are looked at; every
    other decision (OP alone against one board, its questions, every captive) is
    ``levels.normal_bot``'s."""
    if (view["role"] == "op" and view["phase"] == "play" and view["pending"] is None
            and len(view["captives"]) > 1):
        return _LOOK.bot(view, legal, rng)
    return normal_bot(view, legal, rng)
