"""Decisions owed outside the Action Phase: starting hands, the hand limit,
reactions (shields, Elusive, the Savant's demand) and the follow-ups of cards
(keep one, arrange the peeked cards, fill the slots of a new mat, levitate).
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules import cardplay, combat, energy, flow, movement
from game.games.axis_mundi.rules.events import (
    CardActivated,
    CardDiscarded,
    CardGiven,
    CardTaken,
    CardUnslotted,
)
from game.games.axis_mundi.rules.table import Table


def decide(t: Table, seat: int, d: dict[str, Any], action: Action) -> None:
    """Settle the decision ``seat`` owed."""
    mat = t.mats[seat]
    if isinstance(action, A.DrawStartingHand):
        t.draw_split(seat, 5, action.one_time)
    elif isinstance(action, A.Redraw):
        for card in action.cards:  # "discard ... into the Discard Pile - face down"
            mat.hand.remove(card)
            t.discard.append(card)
            t.log.append(CardDiscarded(seat, card, face_down=True))
        t.draw_split(seat, len(action.cards), action.one_time)
    elif isinstance(action, A.TakeFromCrate):
        cardplay.take_from_crate(t, seat, action.card)
        t.check_hand(seat, limit=5)
    elif isinstance(action, A.Discard):
        mat.hand.remove(action.card)
        t.discard.append(action.card)
        t.log.append(CardDiscarded(seat, action.card))
        t.check_hand(seat, limit=d["limit"])
    elif isinstance(action, A.Shield):
        combat.resolve_melee(t, seat, d["attack"], action.cards)
    elif isinstance(action, A.Evade):
        combat.resolve_pin(t, seat, d["by"], d["hurt"], action.card)
    elif isinstance(action, A.GiveCard):
        mat.hand.remove(action.card)
        t.mats[d["to"]].hand.append(action.card)
        t.log.append(CardGiven(seat, d["to"], action.card))
        t.check_hand(d["to"])
    elif isinstance(action, A.KeepCard):
        keep(t, seat, d, action.card)
    elif isinstance(action, A.Arrange):
        for deck, swap in (("one_time", action.swap_one_time),
                           ("permanent", action.swap_permanent)):
            cards = list(d[deck])  # cards[0] was the top card
            if swap:
                cards.reverse()
            t.decks[deck] += list(reversed(cards))
    elif isinstance(action, A.ChooseSlots):
        for card in action.cards:
            mat.hand.remove(card)
            mat.slots.append(card)
            t.log.append(CardActivated(seat, card, ""))
        t.check_hand(seat, limit=d.get("limit"))
    elif isinstance(action, A.Unslot):
        mat.slots.remove(action.card)
        mat.hand.append(action.card)
        t.log.append(CardUnslotted(seat, action.card))
        t.check_hand(seat, limit=5)
    elif isinstance(action, A.FeedFamiliar):
        energy.feed(t, seat, action.section, d["count"])
    elif isinstance(action, A.DealCard):
        deal(t, seat, d, action.card)
    elif isinstance(action, A.Levitate):
        if d["kind"] == "levitate":
            flow.levitate(t, seat, action.to)
        else:
            if action.to is not None:
                movement.enter(t, seat, action.to, "wander", wounds=False)
            flow.next_round(t)


def keep(t: Table, seat: int, d: dict[str, Any], card: str) -> None:
    mat = t.mats[seat]
    if d["kind"] == "pick":
        if d["from"] == "discard":
            t.discard.remove(card)
            mat.hand.append(card)
            t.log.append(CardTaken(seat, card, "discard"))
        else:
            cardplay.take_from_crate(t, seat, card)
        t.check_hand(seat)
        return
    rest = list(d["cards"])
    rest.remove(card)
    mat.hand.append(card)
    t.log.append(CardTaken(seat, card, "set aside"))
    if d["rest"] == "discard":
        for other in rest:
            t.discard.append(other)
            t.log.append(CardDiscarded(seat, other))
    else:
        order = [(seat + k) % t.n for k in range(1, t.n)]
        t.discard += rest[len(order):]
        owed = order[:len(rest)]
        if owed:  # "give 1 to every other player": the player chooses who gets which
            t.push({"seat": seat, "kind": "deal", "cards": rest[:len(owed)], "to": owed})
            return
    t.check_hand(seat)


def deal(t: Table, seat: int, d: dict[str, Any], card: str) -> None:
    """Mobilizing Forces: ``card`` goes to the first player still owed one."""
    receiver, *others = d["to"]
    rest = list(d["cards"])
    rest.remove(card)
    t.mats[receiver].hand.append(card)
    t.log.append(CardGiven(seat, receiver, card))
    if len(others) == 1:
        t.mats[others[0]].hand.append(rest[0])
        t.log.append(CardGiven(seat, others[0], rest[0]))
        t.check_hand(others[0])
    elif others:
        t.push({"seat": seat, "kind": "deal", "cards": rest, "to": others})
    t.check_hand(receiver)
    t.check_hand(seat)
