"""The hard bot's look at one decision in the race: the core search's paired mode.

The core search's tree (``game.core.search``) gives each iteration a fresh world
and one candidate, so with the dozen iterations a decision can afford here, the
dice and the draws of the worlds drown the difference between two candidates.
Its paired mode (``Paired``) compares the candidates with common random numbers
instead: each world drawn from the view (``sampling.sample_world``) is played
once per candidate, from the same copy and with the same rollout seed (the seat's
own policy, ``own`` in ``choose``: ``sharp.py`` for the hard bot, for its choice and
its own turns in the play-outs; the normal bot for every other seat), and the own
policy's choice keeps ties and any lead smaller than ``margin`` a world. What is
Axis Mundi's own is here:

- **Candidates** (``alternatives``): the moves that change where the race
  stands: each step, climb or descent, a strike without cards, a pull or
  shove, a pin, and ending the turn (a card, a draw or a treasure is left to
  the own policy); at most ``candidates`` with the own policy's choice: where
  there are more, the first in the order ``legal`` lists them. A choice of the
  own policy the judgement cannot weigh (an activation, a draw, a treasure) and
  its entering the crater stand without a look.
- **The stop** (``on_turn``): a play-out runs to the start of the seat's next
  turn (``through_round``: the others' answers and the round's rotation happen
  in the world) or only to the end of the seat's turn; ``steps`` at most.
- **Judged** by ``judge.py`` (``judged``); a turn played out only to its end is
  judged as the table will lie after the round's rotation (``judge.turned``:
  the seat's next turn always comes after it).
- **Plans** by player count (``PLANS``).

A decision is a pure function of (view, legal actions, bot RNG), so games replay.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.core.registry import Bot
from game.core.rng import GameRng
from game.core.search import Paired, Search
from game.core.state import GameState
from game.core.values import Action
from game.games.axis_mundi.bots.judge import judge_view, turned
from game.games.axis_mundi.bots.levels import normal_bot
from game.games.axis_mundi.bots.sampling import sample_world
from game.games.axis_mundi.bots.sight import ATTACKS, pins
from game.games.axis_mundi.rules import actions as A

__all__ = ["PLANS", "RACE", "alternatives", "choose", "judged", "on_turn"]


_MOVES = (A.Move, A.Run, A.Climb, A.Descend, A.ThroughCave, A.EnterAxisMundi)
#: What moves a rival: an attack, a pull or a shove.
_BLOWS = (*ATTACKS, A.Pull, A.Shove)
#: The normal bot's choices that are weighed against the alternatives (a treasure, a
#: draw or an activation is not: the judgement does not see what it is worth).
_WEIGHED = (*_MOVES, *_BLOWS, A.EndTurn, A.SendFamiliar, A.PlayCard)


def alternatives(view: dict[str, Any], legal: list[Action],
                 favourite: Action) -> list[Action]:
    """The moves and strikes worth comparing with the normal bot's choice (none when
    that choice stands without a look)."""
    if isinstance(favourite, A.EnterAxisMundi) or not isinstance(favourite, _WEIGHED):
        return []
    out = []
    for action in legal:
        if action == favourite:
            continue
        if isinstance(action, (*_MOVES, A.EndTurn)) or pins(action) or (
                isinstance(action, _BLOWS) and not getattr(action, "cards", ())):
            out.append(action)
    return out


def on_turn(world: GameState) -> int:
    """Whose turn it is (another seat may answer within it)."""
    return world.table.current  # type: ignore[attr-defined, no-any-return]


def judged(start: GameState, stopped: GameState) -> dict[int, float]:
    """Each seat's chance where a play-out stopped, by ``judge.py``: as the table will
    lie after the round's rotation if the round has not turned since ``start``."""
    table = stopped.table  # type: ignore[attr-defined]
    public = stopped.view(table.current)
    same_round = table.round == start.table.round  # type: ignore[attr-defined]
    return judge_view(turned(public) if same_round else public)


#: The race's paired comparison, with the core search's default numbers.
RACE = Paired(alternatives, on_turn, judged)
#: By player count: at three players each candidate is played out to the seat's next
#: turn; at six, where a round is twice as long, only to the end of its own turn (to its
#: next turn it cost up to 1.5 s a decision, and won no more on the development seeds).
PLANS = {3: replace(RACE, through_round=True), 6: RACE}


def choose(view: dict[str, Any], legal: list[Action], rng: GameRng,
           plan: Paired, own: Bot) -> Action:
    """The candidate that does best for the seat over the same worlds: ``own`` (the
    seat's policy) gives its choice and plays its turns in the play-outs, the normal
    bot every other seat's."""
    me = view["seat"]

    def policy(seen: dict[str, Any], choices: list[Action], dice: GameRng) -> Action:
        return (own if seen["seat"] == me else normal_bot)(seen, choices, dice)

    return Search(sample_world, policy, paired=plan).bot(view, legal, rng)
