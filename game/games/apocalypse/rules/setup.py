"""Setting up a game, in the book's order.

A random Starting Player chooses a character first (the others follow
clockwise); everyone is level 1 with 6 Health and 5 Visited tokens; starting
hands of 3 Good Luck, 3 Bad Luck, 2 Plan and 2 Skill cards; two Rare Items
worth 1 XP each (costlier ones are discarded and drawn again), one kept
without its XP; the characters' setup bonuses; Personalities; the
Catastrophe on a rolled Western City; and each pawn in any City. Each step is
done by every player before the next begins, as the book numbers them; within a
step the book gives no order, so the players take it back and forth (the Rare
Item kept from the last to choose a character, Personalities from the Starting
Player, pawns from the last again), each step starting with whoever ended the
one before and the Starting Player placing last, who then begins.
"""

from __future__ import annotations

from typing import Any

from game.games.apocalypse.rules.card_events import CardDiscarded, CardRevealed
from game.games.apocalypse.rules.cards import draw
from game.games.apocalypse.rules.catalog import CHARACTERS, card_of, deck_list
from game.games.apocalypse.rules.events import (
    CatastropheMoved,
    CharacterChosen,
    DiceRolled,
    StartingPlayer,
)
from game.games.apocalypse.rules.table import Table, ops
from game.games.apocalypse.rules.vocabulary import DECKS, PERSONALITY_PAIRS
from game.games.apocalypse.rules.world import EXOTIC, WESTERN_BY_NUMBER

SETUP_HAND = (("good_luck", 3), ("bad_luck", 3), ("plan", 2), ("skill", 2))
#: Setup's steps after the deal, in the book's order: each is a stage done by every
#: player in turn, in the order given (Designer's choices).
BACK, ON = "back", "on"
STAGES = (("keep_item", BACK), ("bonus", ON), ("personalities", ON), ("catastrophe", None),
          ("place", BACK))


def new_table(t: Table) -> None:
    """Shuffle every deck, lay out the Location markers and begin the setup."""
    for deck in DECKS:
        cards = deck_list(deck)
        t.rng.shuffle(cards)
        t.decks[deck] = cards
    t.markers = [city for city in EXOTIC for _ in range(2)]
    t.start = t.rng.below(t.n)
    t.say(StartingPlayer(t.start))
    order = t.order_from(t.start)
    t.later(*({"t": "setup", "stage": "character", "p": s} for s in order),
            *(draw(s, deck, n) for s in order for deck, n in SETUP_HAND),
            *({"t": "setup", "stage": "item", "p": s} for _ in range(2) for s in order),
            *({"t": "setup", "stage": stage, "p": s} for stage, way in STAGES
              for s in (order[::-1] if way == BACK else order if way == ON else [t.start])),
            {"t": "setup", "stage": "begin", "p": t.start})
    t.flush()


def choose_character(t: Table, seat: int, character: str) -> None:
    p = t.players[seat]
    p.character = character
    p.abilities = dict(CHARACTERS[character].abilities)
    t.say(CharacterChosen(seat, character))


def free_characters(t: Table) -> list[str]:
    taken = {p.character for p in t.players}
    return [c for c in CHARACTERS if c not in taken]


def personality_pairs() -> list[tuple[str, str]]:
    """Every legal pair of Personalities: two tokens, one side of each."""
    out = []
    for i, first in enumerate(PERSONALITY_PAIRS):
        for second in PERSONALITY_PAIRS[i + 1:]:
            out += [(a, b) for a in first for b in second]
    return out


def run_setup(t: Table, task: dict[str, Any]) -> None:
    seat, stage = task["p"], task["stage"]
    if stage == "character":
        t.decide({"kind": "character", "seat": seat})
    elif stage == "item":  # draw until a Rare Item worth 1 XP turns up
        for _ in range(len(t.decks["rare_item"]) + len(t.discards["rare_item"])):
            card = t.take_top("rare_item")
            if card is None:
                break
            if card_of(card).xp == 1:
                t.offers[seat].append(card)
                t.in_play.append(card)
                t.say(CardRevealed(seat, card, "a starting Rare Item"))
                break
            t.say(CardRevealed(seat, card, "worth more than 1 XP"))
            t.discard(card)
            t.say(CardDiscarded(seat, card, "worth more than 1 XP"))
    elif stage == "keep_item":
        cards, t.offers[seat] = t.offers[seat], []
        if cards:
            t.decide({"kind": "keep", "seat": seat, "cards": cards, "keep": 1,
                      "deck": "setup_item"})
    elif stage == "bonus":
        character = t.players[seat].character
        if CHARACTERS[character].has_setup:
            t.later(ops([character, "setup"], {"you": seat, "player": seat, "card": character}))
    elif stage == "personalities":
        t.decide({"kind": "personalities", "seat": seat})
    elif stage == "catastrophe":
        dice = (t.rng.d6(), t.rng.d6())
        t.say(DiceRolled(-1, "the Catastrophe", dice))
        t.catastrophe = WESTERN_BY_NUMBER[sum(dice)]
        t.say(CatastropheMoved(t.catastrophe, "", "setup"))
    elif stage == "place":
        t.decide({"kind": "start_place", "seat": seat})
    else:
        t.phase = "play"
        t.later({"t": "round"})


HANDLERS = {"setup": run_setup}
