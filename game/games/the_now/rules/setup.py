"""Preparing for the game: colours, starting events, tokens, the Origin, replacing cards.

Colours are dealt in seat order: by default the Perfect Balance ones (the
backward links of the colours' Strike cards alternate around the table), or
at random. Each player takes the colour's five starting events and 16
energy; every pawn stands in the centre and at 2 points; the neutral token
is flipped onto the Origin; the first player is drawn. With the card
replacement on, three players first go through the deck openly for a card
that gives points to them alone (it replaces their Supporting event); then
everyone at once looks at three cards of the deck and may swap one of them
for a card in hand (a swapped starting card leaves the game).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.errors import IllegalAction
from game.core.rng import GameRng
from game.core.values import Action
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import (
    BALANCED,
    COLOURS,
    DECK,
    NUMBERS,
    ORIGIN_CARD,
    STARTING,
    artifact_copies,
    starting_cards,
)
from game.games.the_now.rules.events import DeckSearched, DeckShuffled, SetUp
from game.games.the_now.rules.field import TRACK
from game.games.the_now.rules.hidden import CardReplaced, ReplacementOffered
from game.games.the_now.rules.table import Placed, Player, Table


def new_table(options: Mapping[str, Any], seed: int, seat_count: int) -> Table:
    """A table ready to play (or waiting for the replacement choices)."""
    if seat_count not in (3, 4, 5):
        raise IllegalAction("Preparing for the game", "The Now is played by 3 to 5 players")
    rng = GameRng(seed)
    if options.get("colours", "balanced") == "random":
        pool = list(COLOURS)
        rng.shuffle(pool)
        colours = pool[:seat_count]
    else:
        colours = list(BALANCED[seat_count])
    players = [Player(c, pos=0, energy=NUMBERS.starting_energy, points=TRACK.start_points,
                      hand=starting_cards(c)) for c in colours]
    t = Table(players, rng)
    t.deck = list(DECK)
    rng.shuffle(t.deck)
    t.artifact_deck = artifact_copies()
    rng.shuffle(t.artifact_deck)
    neutral = "yes" if rng.below(2) == 0 else "no"
    edges: list[list[str] | None] = [None] * 6
    for link in ORIGIN_CARD.links:
        edges[link.edge] = [link.type, link.dir]
    t.events[0] = Placed(ORIGIN_CARD.id, -1, neutral, None, None, edges)
    t.first = rng.below(seat_count)
    t.log.append(SetUp(tuple(colours), neutral, colours[t.first]))
    if options.get("replacement", "on") == "on":
        begin_replacement(t)
    return t


def gives_only(card_id: str, colour: str, seated: list[str]) -> bool:
    """Does the card give points to ``colour`` and none to the other seated colours?"""
    card = DECK[card_id]
    arcs = {card.yes, card.no}
    return card.centre == "gain" and colour in arcs and not (arcs & (set(seated) - {colour}))


def begin_replacement(t: Table) -> None:
    """The 3-player search, then three cards shown to every player at once."""
    seated = t.colours()
    if t.n == 3:
        for seat in t.in_round_order(list(range(t.n))):
            player = t.players[seat]
            passed = 0
            for card in reversed(t.deck):
                if gives_only(card, player.colour, seated):
                    break
                passed += 1
            else:
                continue
            t.deck.remove(card)
            supporting = next(c for c in player.hand if STARTING[c].flexible == "supporting")
            player.hand[player.hand.index(supporting)] = card
            t.removed.append(supporting)
            t.log.append(DeckSearched(player.colour, card, supporting, passed))
    for seat in t.in_round_order(list(range(t.n))):
        player = t.players[seat]
        player.offered = [t.deck.pop() for _ in range(min(NUMBERS.replacement_draw,
                                                          len(t.deck)))]
        t.log.append(ReplacementOffered(seat, player.colour, tuple(player.offered)))
    t.pending.append({"kind": "replace", "waiting": list(range(t.n))})


def replace_actions(t: Table, seat: int) -> list[Action]:
    player = t.players[seat]
    return [A.Replace()] + [A.Replace(give, take) for give in sorted(set(player.hand))
                            for take in sorted(set(player.offered))]


def replace(t: Table, decision: dict, seat: int, action: A.Replace) -> None:
    player = t.players[seat]
    if action.take:
        player.offered.remove(action.take)
        player.hand[player.hand.index(action.give)] = action.take
        (t.removed if action.give in STARTING else t.deck).append(action.give)
    t.log.append(CardReplaced(seat, player.colour, action.give, action.take))
    decision["waiting"].remove(seat)
    if decision["waiting"]:
        return
    t.pending.remove(decision)
    for other in t.players:
        t.deck += other.offered
        other.offered = []
    t.rng.shuffle(t.deck)
    t.log.append(DeckShuffled("event", len(t.deck)))


def every_card(t: Table) -> list[str]:
    """Every event card wherever it is (for the invariants: none lost, none doubled);
    the Origin is printed on the field, not a card."""
    cards = list(t.deck) + list(t.discard) + list(t.removed)
    for player in t.players:
        cards += player.hand + player.drawn + player.offered
    cards += [p.card for p in t.events.values() if not p.is_tangle and p.organizer >= 0]
    return cards


def every_artifact(t: Table) -> list[str]:
    cards = list(t.artifact_deck) + list(t.artifact_discard) + list(t.boxed)
    for player in t.players:
        cards += player.artifacts + list(player.cast)
    return cards
