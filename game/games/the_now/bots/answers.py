"""The normal bot's answers to what it owes outside its own turn: the card to keep,
the replacement at setup, where to surf, a Tangle bet, an exchange offer, the
Hole's order of victims.
"""

from __future__ import annotations

from typing import Any

from game.core.rng import GameRng
from game.core.values import Action
from game.games.the_now.bots.sight import Sight
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import CARDS
from game.games.the_now.rules.field import FIELD


def _of(legal: list[Action], kind: type[Action]) -> list[Any]:
    return [a for a in legal if isinstance(a, kind)]


def card_worth(sight: Sight, card_id: str) -> float:
    """How much the bot wants a card in hand."""
    card = CARDS[card_id]
    worth = 0.2 * card.bonus + (0.6 if card.artifact and sight.round >= 4 else 0.0)
    arcs = (card.yes, card.no)
    if card.flexible:
        worth += 1.5
    elif card.centre == "gain":
        worth += (1.5 + card.points) if sight.colour in arcs else 0.3
    elif card.centre == "lose":
        worth += 0.2 if sight.colour in arcs else 1.0
    return worth - (0.3 if len(card.radii) < 4 else 0.0)


# Decisions owed outside the turn.


def owed(sight: Sight, legal: list[Action], rng: GameRng) -> Action | None:
    keeps = _of(legal, A.Keep)
    if keeps:
        return max(keeps, key=lambda a: (card_worth(sight, a.card), a.card))
    replaces = _of(legal, A.Replace)
    if replaces:
        best = max(replaces, key=lambda a: card_worth(sight, a.take) - card_worth(sight, a.give)
                   if a.take else 0.4)
        return best
    surfs = _of(legal, A.Surf)
    if surfs:
        return max(surfs, key=lambda a: (FIELD.radius[a.to] + (1 if sight.free_for_event(a.to)
                                                               else 0), a.to))
    bets = _of(legal, A.Bet)
    if bets:
        return _bet(sight, bets)
    if A.Answer(True) in legal:
        offer = sight.you["decision"]
        gift = not offer["take_energy"] and not offer["take"]
        return A.Answer(gift)
    if A.Answer(False) in legal:
        return A.Answer(False)
    ordered = _of(legal, A.Annihilate)
    if ordered:
        points = {p["colour"]: p["points"] for p in sight.players}
        return max(ordered, key=lambda a: (points[a.player], a.player))
    return None


def _bet(sight: Sight, bets: list[A.Bet]) -> A.Bet:
    node = sight.you["decision"]["node"]
    chance = sight.base().get(node, 0.5)
    tokens = sight.you["decision"]["tokens"]
    yes = tokens if chance >= 0.5 else 0
    plain = [b for b in bets if b.yes_tokens == yes and not b.yes_impact and not b.no_impact]
    if sight.energy >= 60 and abs(chance - 0.5) < 0.15:
        helped = [b for b in bets if b.yes_tokens == yes and b.yes_impact + b.no_impact == 1
                  and (b.yes_impact if yes else b.no_impact)]
        plain = helped or plain
    return plain[0]
