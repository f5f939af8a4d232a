"""The hard bot's look at one decision: every candidate played out in the same worlds.

The core search (``game.core.search``) gives each iteration a fresh world and one
candidate, so with the dozen iterations a decision can afford here, the dice and
the draws of the worlds drown the difference between two candidates. Here the
candidates are compared with common random numbers: each world drawn from the
view (``sampling.sample_world``) is played once per candidate, from the same
copy and with the same rollout seed, so a difference in the outcome is the
candidate's doing.

- **Candidates**: the normal bot's choice and the moves that change where the
  race stands: each step, climb or descent, a strike without cards, a pull or
  shove, a pin, and ending the turn (a card, a draw or a treasure is left to
  the normal bot); at most ``Plan.candidates``. A choice of the normal bot the
  judgement cannot weigh (an activation, a draw, a treasure) and its entering
  the crater stand without a look.
- **Played out**: the candidate, then the normal bot for every seat, to the
  start of the seat's next turn (``Plan.through_round``: the others' answers and
  the round's rotation happen in the world) or only to the end of the seat's
  turn; at most ``Plan.steps`` steps.
- **Judged** by ``judge.py``; a turn played out only to its end is judged as the
  table will lie after the round's rotation (``judge.turned``: the seat's next
  turn always comes after it). A finished game is worth 1 to its winner.
- **Choice**: the candidate with the best total for the seat over the worlds in
  which every candidate is legal; the normal bot's choice keeps ties and any
  lead smaller than ``Plan.margin`` a world.

A decision is a pure function of (view, legal actions, bot RNG), so games replay.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.errors import IllegalAction
from game.core.rng import GameRng
from game.core.search import outcome_values
from game.core.state import GameState
from game.core.values import Action
from game.games.axis_mundi.bots.judge import judge_view, turned
from game.games.axis_mundi.bots.levels import normal_bot
from game.games.axis_mundi.bots.sampling import sample_world
from game.games.axis_mundi.rules import actions as A

__all__ = ["PLAN", "PLANS", "Plan", "candidates", "choose", "played_out"]


@dataclass(frozen=True)
class Plan:
    """How many worlds, how many candidates at most, how long a turn is played out, and
    the lead (per world) an alternative needs over the normal bot's choice."""

    worlds: int = 2
    candidates: int = 6
    steps: int = 30
    margin: float = 0.002
    through_round: bool = False


#: By player count: at three players each candidate is played out to the seat's next
#: turn. Six players are not searched (``worlds.hard_bot`` plays normal there): a round
#: is twice as long, and looking to the end of its own turn the hard seat won 1 of 20
#: development games, as normal did in the same seats.
PLANS = {3: Plan(through_round=True)}
PLAN = PLANS[3]

_MOVES = (A.Move, A.Run, A.Climb, A.Descend, A.ThroughCave, A.EnterAxisMundi)
_STRIKES = (A.Melee, A.Shoot, A.ThrowGrenade, A.DemonicMelee, A.DemonicBlast, A.Pull,
            A.Shove)
#: The normal bot's choices that are weighed against the alternatives (a treasure, a
#: draw or an activation is not: the judgement does not see what it is worth).
_WEIGHED = (*_MOVES, *_STRIKES, A.EndTurn, A.SendFamiliar, A.PlayCard)


def candidates(legal: list[Action], favourite: Action, most: int) -> list[Action]:
    """The normal bot's choice first, then the moves and strikes worth comparing."""
    out = [favourite]
    for action in legal:
        if action == favourite:
            continue
        pin = (isinstance(action, A.SendFamiliar) and action.purpose == "pin") or (
            isinstance(action, A.PlayCard) and action.option == "pin")
        if isinstance(action, (*_MOVES, A.EndTurn)) or pin or (
                isinstance(action, _STRIKES) and not getattr(action, "cards", ())):
            out.append(action)
    return out[:most]


def choose(view: dict[str, Any], legal: list[Action], rng: GameRng,
           plan: Plan = PLAN) -> Action:
    """The candidate that does best for the seat over the same worlds."""
    favourite = normal_bot(view, legal, rng.fork(1))
    options = candidates(legal, favourite, plan.candidates)
    if len(options) == 1 or isinstance(favourite, A.EnterAxisMundi) \
            or not isinstance(favourite, _WEIGHED):
        return favourite
    me = view["seat"]
    totals = dict.fromkeys(options, 0.0)
    counted = 0
    for _ in range(plan.worlds):
        seed = rng.next_u64()
        world = sample_world(view, GameRng(seed))
        if world.to_move()[:1] != [me] or not set(options) <= set(world.legal_actions(me)):
            continue
        scores = [played_out(world.clone(), me, option, GameRng(seed ^ 0x5EED), plan.steps,
                             plan.through_round)
                  for option in options]
        if None in scores:
            continue
        counted += 1
        for option, score in zip(options, scores, strict=True):
            totals[option] += score  # type: ignore[operator]
    best = favourite
    for option in options:
        if totals[option] > totals[best] + plan.margin * counted:
            best = option
    return best


def played_out(world: GameState, me: int, first: Action, rng: GameRng,
               steps: int, through_round: bool = False) -> float | None:
    """``first`` and the rest of the seat's turn by the normal bot, then the seat's
    judged chance (None if the world refuses the action)."""
    table = world.table  # type: ignore[attr-defined]
    started = table.round
    try:
        world.apply(me, first)
    except IllegalAction:
        return None
    left = False
    for _ in range(steps):
        if world.outcome() is not None:
            break
        if table.current != me:
            if not through_round:
                break
            left = True
        elif left:
            break
        seat = world.to_move()[0]
        world.apply(seat, normal_bot(world.view(seat), world.legal_actions(seat), rng))
    done = outcome_values(world)
    if done is not None:
        return done.get(me, 0.0)
    public = world.view(table.current)
    return judge_view(turned(public) if table.round == started else public)[me]
