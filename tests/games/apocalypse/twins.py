"""The Apocalypse's twins for ``tests/twins.py``.

From a position and a watching seat (a player or an onlooker), one twin of each kind
the position allows, differing only in what the watcher may not know:

- another hand: a card of another player's hand swapped with one of the same deck;
- another collection: an Unknown card of another player's face-down collection
  swapped with one of the Unknown deck;
- a face-down Obstacle: swapped with one of the Obstacle deck (hidden from its owner
  too, so the watcher may be that owner);
- the decks' order: every deck shuffled;
- the dice to come: another RNG state.

What may rightly tell the difference (``shows``): for cards, a step that names a card
coming out of hiding (drawn by the watcher, peeked, played, discarded, revealed,
faced, kept in the open, laid out, found) or a roll (a reshuffled discard pile's
order comes from the dice); for the dice, any roll or anything drawn at random.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from game.core.rng import GameRng
from game.core.state import GameState
from game.core.values import SPECTATOR
from game.games.apocalypse.rules.catalog import card_id, card_of
from game.games.apocalypse.rules.state import ApocalypseState
from game.games.apocalypse.rules.table import Table
from game.games.apocalypse.rules.vocabulary import HAND_DECKS
from tests.twins import Seen, TwinHook, Twins

Shows = Callable[[Seen], bool]
ROLLS = ("dice_rolled", "die_rerolled", "expedition_rolled", "check_resolved")


def names_a_card(event: dict[str, Any]) -> bool:
    for key in ("card", "cards", "artifact"):
        value = event.get(key)
        values = value if isinstance(value, list) else [value]
        if any(isinstance(v, str) and "#" in v for v in values):
            return True
    return False


def cards_told(step: Seen) -> bool:
    """A hidden card comes out (to the watcher, or to all), or the dice roll."""
    return any(names_a_card(e) or e["kind"] in ROLLS for e in step.events)


def rolled(step: Seen) -> bool:
    """Chance speaks: a roll, a card drawn or shuffled up, a marker drawn at random."""
    return any(e["kind"] in (*ROLLS, "aspired_chosen", "card_drawn", "city_marked")
               or names_a_card(e) for e in step.events)


def table_of(state: GameState) -> Table:
    assert isinstance(state, ApocalypseState)
    return state.table


def make(state: GameState, seats: int, rng: GameRng) -> Iterator[Twins]:
    seat = rng.choice([*range(seats), SPECTATOR])
    others = [s for s in range(seats) if s != seat]
    for kind in (hand, collection, obstacle, decks, dice):
        twins = kind(state, seat, others, rng)
        if twins is not None:
            yield twins


def hand(state: GameState, seat: int, others: list[int], rng: GameRng) -> Twins | None:
    two = state.clone()
    t = table_of(two)
    offers = [(x, deck, i, j) for x in others for deck in HAND_DECKS
              for i, card in enumerate(t.players[x].hand[deck])
              for j, other in enumerate(t.decks[deck]) if card_id(other) != card_id(card)]
    if not offers:
        return None
    x, deck, i, j = rng.choice(offers)
    cards = t.players[x].hand[deck]
    cards[i], t.decks[deck][j] = t.decks[deck][j], cards[i]
    return Twins(f"seat {x}'s hand (a {deck} card swapped with the deck)", seat,
                 state.clone(), two, cards_told)


def collection(state: GameState, seat: int, others: list[int], rng: GameRng) -> Twins | None:
    two = state.clone()
    t = table_of(two)
    offers = [(x, i, j) for x in others for i, card in enumerate(t.players[x].collection)
              for j, other in enumerate(t.decks["unknown"]) if card_id(other) != card_id(card)]
    if not offers:
        return None
    x, i, j = rng.choice(offers)
    mine = t.players[x].collection
    mine[i], t.decks["unknown"][j] = t.decks["unknown"][j], mine[i]
    return Twins(f"seat {x}'s collection (an Unknown card swapped with the deck)", seat,
                 state.clone(), two, cards_told)


def obstacle(state: GameState, seat: int, others: list[int], rng: GameRng) -> Twins | None:
    two = state.clone()
    t = table_of(two)
    owners = [x for x, p in enumerate(t.players)
              if p.aspired and p.aspired["obstacle"] and not p.aspired["face_up"]]
    pile = t.decks["obstacle"]
    if not owners or not pile:
        return None
    x = rng.choice(owners)
    aspired = t.players[x].aspired
    assert aspired is not None
    j = rng.below(len(pile))
    if card_of(pile[j]).id == card_of(aspired["obstacle"]).id:
        return None
    aspired["obstacle"], pile[j] = pile[j], aspired["obstacle"]
    return Twins(f"seat {x}'s face-down Obstacle", seat, state.clone(), two, cards_told)


def decks(state: GameState, seat: int, others: list[int], rng: GameRng) -> Twins | None:
    two = state.clone()
    for cards in table_of(two).decks.values():
        rng.shuffle(cards)
    if two.state_hash() == state.state_hash():
        return None
    return Twins("the decks' order", seat, state.clone(), two, cards_told)


def dice(state: GameState, seat: int, others: list[int], rng: GameRng) -> Twins | None:
    two = state.clone()
    table_of(two).rng = GameRng(rng.next_u64())
    return Twins("the dice to come", seat, state.clone(), two, rolled)


def deal(n: int) -> tuple[dict[str, str | int], int]:
    return {}, 2 + n % 3


TWINS = TwinHook(make=make, deal=deal, games=6, per_game=2)
