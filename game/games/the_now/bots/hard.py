"""What the hard bot sees that the normal bot does not: the chances as they turn out.

The normal bot's forecast (``Sight.chances``) gives an event whose sum is 0 a
chance of 0.6 or 0.4 by its tie token, and spreads a sum over 1.5 + 0.8 per
round left. Measured over 20 games of normal bots (3 to 5 players, each event's
forecast at the start of every round against its realization), the table
decides far sooner: an event with a sum of 0 occurred 93 % of the time with the
tie token on the check and 22 % with it on the cross, and a sum away from 0 was
seldom overturned (a forecast of 0.2 to 0.25 four rounds ahead occurred 3 % of
the time, one of 0.6 with the token on the check 95 %). ``Calibrated`` is the
normal bot's picture with those chances; ``calibrated`` plays the normal bot's
wishes through it, so it organizes the events whose sums and tie tokens hold,
and keeps its impacts for events they can still turn. Its wishes (``WISHES``)
add the last word on the ring about to be realized (``last_word``) and buy
only the Accelerator's first level.

``forecast`` judges a table a searched line left unfinished: each seat's points
plus what the events still to be realized will bring it (``Sight.expected``
under the calibrated chances), plus a little for energy while there are rounds
to use it; a softmax over those totals, sharper as the end nears, is each
seat's chance to win.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from game.core.rng import GameRng
from game.core.state import GameState
from game.core.values import Action
from game.games.the_now.bots import choices, levels
from game.games.the_now.bots.choices import ORGANIZE_COST, RESERVE
from game.games.the_now.bots.last_word import last_word
from game.games.the_now.bots.sight import Guess, Sight
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.field import FIELD

TIE_YES, TIE_NO = 0.93, 0.22  # how often a sum of 0 occurred, the tie token on ✓ / ✗
TIGHT, LOOSE = 0.5, 0.2  # the spread of a sum at its realization, and added a round before
ACCELERATOR = 1  # the Accelerator levels the hard bot buys (no other item)
ENERGY_WORTH = 0.06  # points one energy is worth at the start, down to 0 at the end


class Calibrated(Sight):
    """The normal bot's picture of the game with the chances measured in its games."""

    def chances(self, extra: Guess | None = None) -> dict[int, float]:
        chance: dict[int, float] = {n: 1.0 if o else 0.0 for n, o in self.realized.items()
                                    if o is not None}
        for node in range(len(FIELD.hexes)):
            if node in self.realized:
                continue
            event = extra if extra is not None and extra.node == node else self.events.get(node)
            if event is None:
                continue
            total = float(event.impact) + self.pull(node, chance, extra)
            spread = TIGHT + LOOSE * max(0, self.rounds_left(node))
            if abs(total) < 1e-9:
                chance[node] = TIE_YES if event.token == "yes" else TIE_NO
            else:
                chance[node] = min(0.97, max(0.03, 0.5 + total / (2 * spread)))
        return chance


def own_turn(view: dict[str, Any]) -> bool:
    """The seat's own turn with nothing owed and no Tangle's bets open."""
    you = view["you"]
    return view["stage"] == "turns" and you is not None and you["decision"] is None \
        and view["bets"] is None and view["current"] == view["seat"]


def buy(sight: Sight, legal: list[Action]) -> Action | None:
    """Only the Accelerator's first level, once rich: the energy the normal bot spends
    on the other items pays for the last word's impacts."""
    if sight.mine["items"].get("accelerator", 0) >= ACCELERATOR \
            or sight.energy < ORGANIZE_COST + RESERVE + 12:
        return None
    return next((a for a in legal if isinstance(a, A.Buy) and a.item == "accelerator"), None)


#: The normal bot's wishes with the last word before organizing and the frugal purchase.
WISHES = tuple(w for wish in levels.WISHES
               for w in ((last_word, wish) if wish is choices.organize
                         else (buy,) if wish is choices.buy else (wish,)))


def calibrated(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """The normal bot's wishes, seen through the calibrated chances, with the last word
    on the ring the Now realizes at the end of the round and fewer purchases."""
    if len(legal) == 1:
        return legal[0]
    return levels.wishes(Calibrated(view), legal, rng, WISHES)


def forecast(state: GameState) -> Mapping[int, float]:
    """Each seat's chance to win: points, forecast points and energy, through a softmax."""
    view = state.view(-1)
    sight = Calibrated(view)
    gains = sight.expected(sight.base())
    rounds = view["track"]["rounds"]
    left = max(0, rounds - view["round"])
    worth = ENERGY_WORTH * left / rounds
    totals = {p["seat"]: p["points"] + gains[p["colour"]] + worth * (p["energy"] or 0)
              for p in view["players"]}
    spread = 0.6 + 0.2 * left
    top = max(totals.values())
    weights = {seat: math.exp((total - top) / spread) for seat, total in totals.items()}
    whole = sum(weights.values())
    return {seat: weight / whole for seat, weight in weights.items()}
