"""The hard bots' paired look (the core search's paired mode, ``game.core.search``):
the normal bot's choice and its runners-up, each played out in the same worlds.

With the few worlds a decision can afford, the tree search gave each of its
handful of iterations a fresh world and one action, so the draws drowned the
difference between two actions and the normal bot's choice stood or fell by
chance. Here every candidate is played in the same worlds with the same dice:

- **Candidates**: the normal bot's choice, then its runners-up: the normal bot
  asked again with the actions it chose taken away (``runners_up``), so the
  alternatives are the ones its own judgement rates next.
- **Played out** by the normal bot for every seat. OP's to the end of its own
  turn, in one world (OP sees the whole position; only the token stack and the
  dice are drawn): the candidate with the normal bot's rest of the turn, so OP
  plans its turn rather than its next action alone. A captive's through OP's
  turn to the start of its next (``turn_of``), in one world of its belief: it
  sees what OP can do to the position it leaves. (Two worlds took a captive's
  decision to a mean of 0.3-0.4 s and a p95 of 0.7-0.95 s at a load of 6-8,
  against the 1 s limit: each world is a fitted island, and each candidate a
  copy of it and a play-out through OP's turn.)
- **Judged** by ``standing.evaluate`` (perishes and wounds against OP's target,
  the missions' progress); OP's turn, which ends before the captives answer, also
  by the threat its pieces keep (the normal OP's own ``value`` of the position,
  ``THREAT`` of a chance per point).
"""

from __future__ import annotations

from typing import Any

from game.core.rng import GameRng
from game.core.search import Paired
from game.core.state import GameState
from game.core.values import Action
from game.games.paradox_island.bots.levels import normal_bot
from game.games.paradox_island.bots.op import value
from game.games.paradox_island.bots.op_model import model_of
from game.games.paradox_island.bots.standing import evaluate

#: Runners-up asked of the normal bot beyond its choice: OP, a captive.
OP_RUNNERS_UP, CAPTIVE_RUNNERS_UP = 3, 2
#: A chance per point of the normal OP's value of the threat its pieces keep.
THREAT = 0.002


def runners_up(view: dict[str, Any], legal: list[Action], favourite: Action) -> list[Action]:
    """The normal bot's next choices once ``favourite`` (and each one found) is taken
    away; its RNG is drawn from the view's length, so the look stays a pure function
    of the view."""
    most = OP_RUNNERS_UP if view["role"] == "op" else CAPTIVE_RUNNERS_UP
    rng = GameRng(len(view["notebook"]))
    left = [a for a in legal if a != favourite]
    found: list[Action] = []
    while left and len(found) < most:
        choice = normal_bot(view, left, rng)
        found.append(choice)
        left = [a for a in left if a != choice]
    return found


def turn_of(state: GameState) -> int:
    """The seat whose turn it is (-1 between turns)."""
    seat = state.turn.get("seat")  # type: ignore[attr-defined]
    return -1 if seat is None else int(seat)


def judge(start: GameState, stopped: GameState) -> dict[int, float]:
    """Each side's chance where a captive's play-out stopped."""
    return evaluate(stopped)


def judge_op_turn(start: GameState, stopped: GameState) -> dict[int, float]:
    """Each side's chance at the end of OP's turn, OP's with the threat it keeps."""
    chances = evaluate(stopped)
    chances[0] += THREAT * value(model_of(stopped.view(0)), 0)
    return chances


OP_PLAN = Paired(runners_up, turn_of, judge_op_turn, worlds=1, candidates=1 + OP_RUNNERS_UP,
                 steps=30)
CAPTIVE_PLAN = Paired(runners_up, turn_of, judge, worlds=1,
                      candidates=1 + CAPTIVE_RUNNERS_UP, steps=30, through_round=True)
