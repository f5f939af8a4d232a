"""The Now's bots: they read only their view and the legal actions.

The normal bot plays a turn as a list of wishes, first one that applies wins:
answer what is owed (keep the best card, surf toward good nodes, bet with the
forecast); cast what it can use; organize the event that raises its expected
standing most (the card, turn, tie token and arcs chosen against the soft
forecast of ``sight``); impact an event near the Now when it tips the
forecast its way; use its artifacts; buy an item when rich; shoot a rich
neighbour; walk toward a node worth organizing on or extracting at; extract;
end the turn. It keeps a few energy so its sphere never stops. The easy bot
organizes, impacts and wanders with far less thought.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.rng import GameRng
from game.core.values import Action
from game.games.the_now.bots import answers, choices
from game.games.the_now.bots.sight import Sight
from game.games.the_now.rules import actions as A

RESERVE = 4  # energy a bot keeps in hand


def _first(legal: list[Action], kind: type[Action]) -> list[Action]:
    return [a for a in legal if isinstance(a, kind)]


def normal_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    if len(legal) == 1:
        return legal[0]
    return wishes(Sight(view), legal, rng)


Wish = Callable[[Sight, list[Action]], Action | None]

#: The normal bot's wishes in order; the hard level plays its own list (``hard.WISHES``).
WISHES: tuple[Wish, ...] = (
    choices.logistic, choices.drop_offer, choices.empty_storage, choices.cast, choices.organize,
    choices.impact, choices.stabilize, choices.needle, choices.hole, choices.buy, choices.attack,
    choices.amplify, choices.discharge, choices.walk, choices.extract)


def wishes(sight: Sight, legal: list[Action], rng: GameRng, order: tuple[Wish, ...] = WISHES
           ) -> Action:
    """The normal bot's play through ``sight`` (a ``Sight``, or the hard level's
    calibrated one): what is owed, else the first wish in ``order`` the legal actions
    allow."""
    owed = answers.owed(sight, legal, rng)
    if owed is not None:
        return owed
    for wish in order:
        action = wish(sight, legal)
        if action is not None:
            return action
    return A.EndTurn() if A.EndTurn() in legal else legal[0]


def easy_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """Keeps its energy, organizes a card that can pay it (turned at random), impacts
    its own events now and then, wanders outward, extracts."""
    if len(legal) == 1:
        return legal[0]
    sight = Sight(view)
    energy = sight.energy
    for kind in (A.Keep, A.Replace, A.Surf, A.Bet, A.Annihilate):
        options = _first(legal, kind)
        if options:
            if kind is A.Bet:
                options = [a for a in options if isinstance(a, A.Bet)
                           and not a.yes_impact and not a.no_impact]
            return rng.choice(options)
    if A.Answer(False) in legal:
        return A.Answer(False)
    if sight.turn.get("logistic", -1) >= 0:
        return rng.choice(legal)
    if A.CancelOffer() in legal:
        return A.CancelOffer()
    organize = [a for a in _first(legal, A.Organize) if choices.pays(sight, a)]
    if organize and energy >= 13 + RESERVE:
        return rng.choice(organize)
    event = sight.events.get(sight.pos)
    impacts = [a for a in _first(legal, A.Impact) if isinstance(a, A.Impact) and not a.strong]
    if event and impacts and energy >= 2 + RESERVE and rng.random() < 0.5:
        side = choices.wanted_side(sight, event)
        if side:
            return A.Impact(side)
    casts = [a for a in _first(legal, A.Cast) if isinstance(a, A.Cast) and not a.token]
    if casts:
        return casts[0]
    moves = _first(legal, A.Move)
    if moves and energy > RESERVE + 13 and rng.random() < 0.5:
        return rng.choice(moves)
    extract = _first(legal, A.Extract)
    if extract:
        return extract[-1]
    return A.EndTurn() if A.EndTurn() in legal else rng.choice(legal)


#: The hard level is the core search (``worlds.hard_bot``), added where the game registers.
BOTS: dict[str, Callable[[dict[str, Any], list[Action], GameRng], Action]] = {
    "easy": easy_bot,
    "normal": normal_bot,
}
