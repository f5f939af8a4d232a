"""Who owes a decision, what each may do, and carrying an action out.

Several seats may owe a decision at once: a seat holding drawn cards may
keep one at any time before its next turn; every player bets on a Tangle of
Fates at once; the replacement at setup is chosen by all at once. Otherwise
the first pending decision (a surf, an exchange answer, the Hole's order) or
the seat on turn acts. While a Logistic event's links are laid, or an
exchange is drafted, the turn offers only that.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.values import Action
from game.games.the_now.rules import actions as A
from game.games.the_now.rules import artifacts, exchange, flow, hole, organize, setup, tangle, turn
from game.games.the_now.rules.realization import surf
from game.games.the_now.rules.table import Table

SHARED = ("bets", "replace")  # decisions owed by several seats at once


def owes(decision: dict[str, Any], seat: int) -> bool:
    if decision["kind"] in SHARED:
        return seat in decision["waiting"]
    return bool(decision["seat"] == seat)


def may_keep(t: Table, seat: int) -> bool:
    """Holding drawn cards, and not waiting for the cards still missing from its draw."""
    return bool(t.players[seat].drawn) and (t.short is None or t.short["seat"] != seat)


def to_move(t: Table) -> list[int]:
    if t.stage == "over":
        return []
    keepers = [s for s in range(t.n) if may_keep(t, s)]
    movers: list[int] = []
    if t.pending:
        decision = t.pending[0]
        movers = list(decision["waiting"]) if decision["kind"] in SHARED else [decision["seat"]]
    elif t.stage == "turns" and t.started:
        movers = [t.current]
    return keepers + [m for m in movers if m not in keepers]


def legal_actions(t: Table, seat: int) -> list[Action]:
    if t.stage == "over" or not 0 <= seat < t.n:
        return []
    out: list[Action] = []
    if may_keep(t, seat):
        out += [A.Keep(c) for c in sorted(set(t.players[seat].drawn))]
    if t.pending:
        if owes(t.pending[0], seat):
            out += decision_actions(t, t.pending[0], seat)
    elif t.stage == "turns" and t.started and seat == t.current:
        out += turn_actions(t, seat)
    return out


def decision_actions(t: Table, decision: dict[str, Any], seat: int) -> list[Action]:
    kind = decision["kind"]
    if kind == "replace":
        return setup.replace_actions(t, seat)
    if kind == "surf":
        return [A.Surf(n) for n in decision["options"]]
    if kind == "bets":
        return tangle.bet_actions(t, decision, seat)
    if kind == "answer":
        return exchange.answer_actions(t, decision)
    return hole.order_actions(t, decision)


def turn_actions(t: Table, seat: int) -> list[Action]:
    if t.turn.logistic >= 0:
        return organize.logistic_actions(t, t.turn.logistic)
    if t.turn.offer is not None:
        return exchange.draft_actions(t, seat)
    return [
        A.EndTurn(),
        *turn.move_actions(t, seat),
        *organize.organize_actions(t, seat),
        *turn.extract_actions(t, seat),
        *turn.impact_actions(t, seat),
        *turn.buy_actions(t, seat),
        *turn.attack_actions(t, seat),
        *turn.storage_actions(t, seat),
        *turn.amplify_actions(t, seat),
        *artifacts.artifact_actions(t, seat),
        *exchange.open_actions(t, seat),
    ]


def decide(t: Table, seat: int, action: Action) -> None:
    """Carry out a decision owed outside the plain turn."""
    if isinstance(action, A.Keep):
        flow.keep(t, seat, action.card)
        return
    decision = t.pending[0]
    if isinstance(action, A.Replace):
        setup.replace(t, decision, seat, action)
    elif isinstance(action, A.Surf):
        t.pending.pop(0)
        surf(t, seat, action.to)
    elif isinstance(action, A.Bet):
        tangle.place_bet(t, decision, seat, action)
    elif isinstance(action, A.Answer):
        exchange.answer(t, decision, action.accept)
    else:
        assert isinstance(action, A.Annihilate)
        hole.choose_next(t, decision, action.player)


DECISIONS = (A.Keep, A.Replace, A.Surf, A.Bet, A.Answer, A.Annihilate)

#: Carrying out each turn action: (table, seat, action) -> None.
TURN: dict[type[Action], Callable[[Table, int, Any], None]] = {
    A.EndTurn: lambda t, s, a: flow.end_turn(t),
    A.Move: lambda t, s, a: turn.move(t, s, a.to),
    A.Jump: lambda t, s, a: artifacts.jump(t, s, a.to),
    A.Extract: lambda t, s, a: turn.extract(t, s, a.collector),
    A.Impact: turn.impact,
    A.Organize: organize.organize,
    A.LayLink: organize.lay_logistic,
    A.Reinforce: organize.lay_logistic,
    A.FinishLinks: organize.lay_logistic,
    A.Buy: lambda t, s, a: turn.buy(t, s, a.item),
    A.Attack: lambda t, s, a: turn.attack(t, s, a.player),
    A.EmptyStorage: lambda t, s, a: turn.empty_storage(t, s),
    A.Amplify: turn.amplify,
    A.Cast: artifacts.cast,
    A.Discharge: lambda t, s, a: artifacts.discharge(t, s, a.artifact),
    A.Borrow: lambda t, s, a: artifacts.borrow(t, s, a.amount),
    A.Repay: lambda t, s, a: artifacts.repay(t, s, a.amount),
    A.Needle: artifacts.place_needle,
    A.Stabilize: lambda t, s, a: artifacts.stabilize(t, s, a.side),
    A.OfferExchange: lambda t, s, a: exchange.start(t, s, a.player),
    A.ChangeOffer: exchange.draft,
    A.OfferArtifact: exchange.draft,
    A.SendOffer: exchange.draft,
    A.CancelOffer: exchange.draft,
}


def play(t: Table, seat: int, action: Action) -> None:
    """Carry out a legal action, then run the game on to the next decision."""
    if isinstance(action, DECISIONS):
        decide(t, seat, action)
    else:
        TURN[type(action)](t, seat, action)
    flow.advance(t)
