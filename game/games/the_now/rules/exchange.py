"""Exchange: energy and artifacts between two players on one node, by agreement.

The seat on turn drafts an offer to a player beside it (``OfferExchange``),
adjusting the energy given and asked for in steps of 1 or 5 and adding
artifacts (its own from hand or table; the partner's table artifacts, or an
artifact of some kind from the partner's hand, which it cannot see), then
sends it; the partner accepts or refuses. Event cards are never exchanged.
Hand artifacts pass hand to hand unseen by the others; table artifacts keep
their tokens. A player never ends up with two cast artifacts of one kind.
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import ARTIFACTS, artifact_kind
from game.games.the_now.rules.hidden import ExchangeOffered
from game.games.the_now.rules.table import Table
from game.games.the_now.rules.turn_events import ExchangeAnswered

STEPS = (1, 5, -1, -5)


def partners(t: Table, seat: int) -> list[int]:
    pos = t.players[seat].pos
    return [s for s, p in enumerate(t.players) if s != seat and p.pos == pos and not p.out]


def open_actions(t: Table, seat: int) -> list[Action]:
    return [A.OfferExchange(t.players[s].colour) for s in partners(t, seat)]


def start(t: Table, seat: int, colour: str) -> None:
    t.turn.offer = {"partner": t.seat_of(colour), "give_energy": 0, "take_energy": 0,
                    "give": [], "take": []}


def _movable(t: Table, frm: int, to: int) -> list[str]:
    """Table artifacts ``frm`` may pass to ``to`` (not a laid Tangle, no second of a kind)."""
    kinds = t.players[to].cast_kinds()
    return [c for c in sorted(t.players[frm].cast)
            if artifact_kind(c) != "tangle_of_fates" and artifact_kind(c) not in kinds]


def draft_actions(t: Table, seat: int) -> list[Action]:
    offer = t.turn.offer
    assert offer is not None
    partner = offer["partner"]
    out: list[Action] = []
    for what, limit in (("give", t.players[seat].energy), ("take", t.players[partner].energy)):
        now = offer[f"{what}_energy"]
        out += [A.ChangeOffer(what, step) for step in STEPS if 0 <= now + step <= limit]
    gives = [f"hand:{c}" for c in sorted(set(t.players[seat].artifacts))]
    gives += _movable(t, seat, partner)
    takes = _movable(t, partner, seat) + [f"hand:{kind}" for kind in ARTIFACTS]
    out += [A.OfferArtifact("give", g) for g in gives]
    out += [A.OfferArtifact("take", k) for k in takes]
    out += [A.OfferArtifact(side, a) for side in ("give", "take") for a in offer[side]
            if a not in (gives if side == "give" else takes)]
    if offer["give_energy"] or offer["take_energy"] or offer["give"] or offer["take"]:
        out.append(A.SendOffer())
    out.append(A.CancelOffer())
    return out


def draft(t: Table, seat: int, action: Action) -> None:
    offer = t.turn.offer
    assert offer is not None
    if isinstance(action, A.ChangeOffer):
        offer[f"{action.what}_energy"] += action.amount
    elif isinstance(action, A.OfferArtifact):
        items = offer[action.side]
        if action.artifact in items:
            items.remove(action.artifact)
        else:
            items.append(action.artifact)
    elif isinstance(action, A.CancelOffer):
        t.turn.offer = None
    else:
        assert isinstance(action, A.SendOffer)
        t.turn.offer = None
        partner = offer["partner"]
        t.pending.insert(0, {"kind": "answer", "seat": partner, "offerer": seat,
                             "offer": offer})
        t.log.append(ExchangeOffered(seat, partner, t.players[seat].colour,
                                     t.players[partner].colour, offer["give_energy"],
                                     offer["take_energy"], tuple(offer["give"]),
                                     tuple(offer["take"])))


def _has_asked(t: Table, seat: int, offer: dict[str, Any]) -> bool:
    player = t.players[seat]
    if player.energy < offer["take_energy"]:
        return False
    hand = [artifact_kind(c) for c in player.artifacts]
    for item in offer["take"]:
        if item.startswith("hand:"):
            if item[5:] not in hand:
                return False
            hand.remove(item[5:])
        elif item not in player.cast:
            return False
    return True


def answer_actions(t: Table, decision: dict) -> list[Action]:
    ok = _has_asked(t, decision["seat"], decision["offer"])
    return [A.Answer(True), A.Answer(False)] if ok else [A.Answer(False)]


def answer(t: Table, decision: dict, accept: bool) -> None:
    t.pending.remove(decision)
    offerer, partner, offer = decision["offerer"], decision["seat"], decision["offer"]
    t.log.append(ExchangeAnswered(t.players[partner].colour, t.players[offerer].colour,
                                  accept))
    if not accept:
        return
    giver, taker = t.players[offerer], t.players[partner]
    for item in offer["give"]:
        _pass(giver, taker, item.removeprefix("hand:") if item.startswith("hand:") else item,
              item.startswith("hand:"))
    for item in offer["take"]:
        if item.startswith("hand:"):
            copy = next(c for c in taker.artifacts if artifact_kind(c) == item[5:])
            _pass(taker, giver, copy, True)
        else:
            _pass(taker, giver, item, False)
    taker.energy += offer["give_energy"]
    giver.energy += offer["take_energy"]
    t.spend(offerer, offer["give_energy"])
    t.spend(partner, offer["take_energy"])


def _pass(frm: Any, to: Any, copy: str, from_hand: bool) -> None:
    if from_hand:
        frm.artifacts.remove(copy)
        to.artifacts.append(copy)
    else:
        to.cast[copy] = frm.cast.pop(copy)
