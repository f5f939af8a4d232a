"""Drawing and discarding cards, Rare Items, and discovering Aspired Artifacts.

Hand cards (Good Luck, Bad Luck, Skill, Plan) go into the hand, at most 6 of
a type: a 7th makes its holder discard one of the seven at once. A Skill
already learned, being learned, in the hand or drawn with it is shown,
discarded and drawn again. Rare Items go on the table and give their XP at
once; Unknown cards go into the collection, face down.
"""

from __future__ import annotations

from typing import Any

from game.games.apocalypse.rules.card_events import (
    ArtifactsDrawn,
    AspiredChosen,
    AspiredDiscarded,
    CardDiscarded,
    CardDrawn,
    CardKept,
    CardRevealed,
    ItemGained,
    ObstacleRevealed,
)
from game.games.apocalypse.rules.catalog import card_id, card_of
from game.games.apocalypse.rules.powers import ctx_for, locked
from game.games.apocalypse.rules.table import HAND_LIMIT, Table, ops
from game.games.apocalypse.rules.tokens import gain
from game.games.apocalypse.rules.vocabulary import HAND_DECKS


def draw(seat: int, deck: str, n: int = 1) -> dict[str, Any]:
    """The task that draws ``n`` cards of a deck for a player."""
    return {"t": "draw", "p": seat, "deck": deck, "n": n}


def is_duplicate(t: Table, seat: int, card: str, also: list[str] | None = None) -> bool:
    """A Skill the player has learned, is learning, holds, or just drew a copy of."""
    p = t.players[seat]
    mine = [*p.skills, *p.learning, *p.hand["skill"], *(also or [])]
    return card_id(card) in {card_id(c) for c in mine if c != card}


def run_draw(t: Table, task: dict[str, Any]) -> None:
    seat, deck, n = task["p"], task["deck"], task["n"]
    if n <= 0 or (deck in HAND_DECKS and locked(t, seat)):
        return
    card = t.take_top(deck)
    if card is None:
        return
    p = t.players[seat]
    rest = [draw(seat, deck, n - 1)] if n > 1 else []
    if deck == "skill" and is_duplicate(t, seat, card):
        t.say(CardRevealed(seat, card, "a Skill you have already"))
        t.discard(card)
        t.say(CardDiscarded(seat, card, "a Skill you have already"))
        t.later(draw(seat, deck, 1), *rest)
        return
    if deck in HAND_DECKS:
        p.hand[deck].append(card)
        t.say(CardDrawn(seat, deck, card, "hand"))
        t.later({"t": "hand_limit", "p": seat, "deck": deck}, *rest)
    elif deck == "unknown":
        p.collection.append(card)
        t.say(CardDrawn(seat, deck, card, "collection"))
        t.later(*rest)
    else:  # a Rare Item
        gain_item(t, seat, card)
        t.later(*rest)


def run_hand_limit(t: Table, task: dict[str, Any]) -> None:
    """Over 6 cards of one type: discard one of them now."""
    seat, deck = task["p"], task["deck"]
    if len(t.players[seat].hand[deck]) > HAND_LIMIT:
        t.later(task)
        t.decide({"kind": "hand_limit", "seat": seat, "deck": deck})


def discard_from_hand(t: Table, seat: int, card: str, why: str) -> None:
    t.players[seat].hand[card_of(card).deck].remove(card)
    t.discard(card)
    t.say(CardDiscarded(seat, card, why))


def gain_item(t: Table, seat: int, card: str, xp: bool = True) -> None:
    """A Rare Item goes on the table and works at once; its XP comes with it (not at setup)."""
    t.players[seat].items.append(card)
    t.say(ItemGained(seat, card))
    for i, trig in enumerate(card_of(card).parts["table"].triggers):
        if trig.on == "gained":
            t.later(ops([card_id(card), "triggers", i, "effects"], ctx_for(seat, card)))
    if xp:
        gain(t, seat, "xp", card_of(card).xp)


# Drawing several to keep some.


def run_draw_choice(t: Table, task: dict[str, Any]) -> None:
    """Draw ``n`` cards face down to choose ``keep`` of them (the rest are discarded)."""
    seat, deck = task["p"], task["deck"]
    chosen: list[str] = task["cards"]
    if locked(t, seat):
        return
    while len(chosen) < task["n"]:
        card = t.take_top(deck)
        if card is None:
            break
        if deck == "skill" and is_duplicate(t, seat, card, chosen):
            t.say(CardRevealed(seat, card, "a Skill you have already"))
            t.discard(card)
            t.say(CardDiscarded(seat, card, "a Skill you have already"))
            continue
        chosen.append(card)
        t.in_play.append(card)
        t.say(CardDrawn(seat, deck, card, "choice"))
    if chosen:
        t.decide({"kind": "keep", "seat": seat, "cards": chosen, "keep": task["keep"],
                  "deck": deck})


def keep_card(t: Table, seat: int, decision: dict[str, Any], card: str) -> None:
    """Keep one of the cards laid out to choose from; the last pick discards the rest."""
    deck = decision["deck"]
    t.in_play.remove(card)
    rest = [c for c in decision["cards"] if c != card]
    if deck == "artifact":
        take_aspired(t, seat, card)
    elif deck == "setup_item":
        gain_item(t, seat, card, xp=False)  # "They don't receive its XP reward"
    else:
        t.players[seat].hand[deck].append(card)
        t.say(CardKept(seat, card, hidden=not decision.get("public", False)))
        t.later({"t": "hand_limit", "p": seat, "deck": deck})
    if decision["keep"] > 1 and rest:
        t.decide({**decision, "cards": rest, "keep": decision["keep"] - 1})
        return
    for other in rest:
        t.in_play.remove(other)
        t.discard(other)
        t.say(CardDiscarded(seat, other, "not kept"))


# Rare Items of a trait, and the Rare Item you may take or refuse.


def run_draw_trait(t: Table, task: dict[str, Any]) -> None:
    """Reveal Rare Items until one has the trait (the others are discarded)."""
    seat, trait = task["p"], task["trait"]
    tries = len(t.decks["rare_item"]) + len(t.discards["rare_item"])
    for _ in range(tries):
        card = t.take_top("rare_item")
        if card is None:
            return
        if trait is None or trait in card_of(card).traits:
            offer_item(t, seat, card, task.get("alt"), task.get("ctx"))
            return
        t.say(CardRevealed(seat, card, f"not {trait}"))
        t.discard(card)
        t.say(CardDiscarded(seat, card, f"not {trait}"))


def offer_item(t: Table, seat: int, card: str, alt: list[Any] | None, ctx: Any) -> None:
    if alt is None:
        gain_item(t, seat, card)
        return
    t.in_play.append(card)
    t.say(CardRevealed(seat, card, "offered"))
    t.decide({"kind": "keep_or_alt", "seat": seat, "card": card, "alt": alt, "ctx": ctx})


# Aspired Artifacts: two drawn, one kept, a Location marker and a face-down Obstacle.


def run_aspire(t: Table, task: dict[str, Any]) -> None:
    seat = task["p"]
    p = t.players[seat]
    if p.aspired is not None and not task["force"]:
        return
    if p.aspired is not None:
        drop_aspired(t, seat)
    cards = [c for c in (t.take_top("artifact"), t.take_top("artifact")) if c]
    if not cards:
        return
    t.in_play.extend(cards)
    t.say(ArtifactsDrawn(seat, tuple(cards)))
    decision = {"kind": "keep", "seat": seat, "cards": cards, "keep": 1, "deck": "artifact"}
    if len(cards) == 1:
        keep_card(t, seat, decision, cards[0])
    else:
        t.decide(decision)


def take_aspired(t: Table, seat: int, artifact: str) -> None:
    marker = t.markers.pop(t.rng.below(len(t.markers)))
    obstacle = t.take_top("obstacle")
    t.players[seat].aspired = {"artifact": artifact, "marker": marker, "obstacle": obstacle,
                               "face_up": False}
    t.say(AspiredChosen(seat, artifact, marker))
    if obstacle is not None:
        t.say(CardDrawn(seat, "obstacle", "", "face down"))


def drop_aspired(t: Table, seat: int) -> None:
    """Give up the Aspired Artifact: it, its Obstacle and the marker are discarded."""
    p = t.players[seat]
    aspired = p.aspired
    if aspired is None:
        return
    t.discard(aspired["artifact"])
    t.say(AspiredDiscarded(seat, aspired["artifact"]))
    t.markers.append(aspired["marker"])
    discard_obstacle(t, seat)
    p.aspired = None


def reveal_obstacle(t: Table, seat: int) -> None:
    aspired = t.players[seat].aspired
    if aspired and aspired["obstacle"] and not aspired["face_up"]:
        aspired["face_up"] = True
        t.say(ObstacleRevealed(seat, aspired["obstacle"]))


def discard_obstacle(t: Table, seat: int) -> None:
    aspired = t.players[seat].aspired
    if aspired and aspired["obstacle"]:
        t.discard(aspired["obstacle"])
        t.say(CardDiscarded(seat, aspired["obstacle"], "Obstacle"))
        aspired["obstacle"] = None


HANDLERS = {
    "draw": run_draw, "hand_limit": run_hand_limit, "draw_choice": run_draw_choice,
    "draw_trait": run_draw_trait, "aspire": run_aspire,
}
