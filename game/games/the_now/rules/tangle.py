"""The Tangle of Fates: an event laid by an artifact, and its secret bets.

When a Tangle is cast every player bets at once and in secret: one
realization token each (three for its owner), each on the check or the
cross, with impacts attached if wanted. An attached impact costs 1 energy at
once (the token laid on the realization token) and 7 more when the bets open.
While bets are open nobody's energy is public. When the last bet is in, the
bets open: the impacts go on the Tangle, the fees are paid, and each token
will score 1 point for its player if its side comes true.
"""

from __future__ import annotations

from game.core.values import Action
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import ARTIFACTS
from game.games.the_now.rules.hidden import BetPlaced
from game.games.the_now.rules.table import Table
from game.games.the_now.rules.turn_events import BetsOpened, Impacted

TANGLE = ARTIFACTS["tangle_of_fates"]
#: An attached impact: 1 energy laid on the token now, the fee when bets open.
PER_IMPACT = 1 + TANGLE.number("fee")


def open_bets(t: Table, owner: int, node: int) -> None:
    t.pending.insert(0, {"kind": "bets", "node": node, "owner": owner,
                         "waiting": list(range(t.n)), "bets": {}})


def bets_open(t: Table) -> bool:
    """Is a Tangle's betting under way (energy is secret meanwhile)?"""
    return any(d["kind"] == "bets" for d in t.pending)


def tokens_of(decision: dict, seat: int) -> int:
    return TANGLE.number("owner_tokens" if seat == decision["owner"] else "tokens")


def bet_actions(t: Table, decision: dict, seat: int) -> list[Action]:
    """Every split of the seat's tokens, with impacts it can pay for on either side."""
    tokens = tokens_of(decision, seat)
    most = t.players[seat].energy // PER_IMPACT
    out: list[Action] = []
    for yes in range(tokens + 1):
        if yes == 0:
            out += [A.Bet(0, 0, k) for k in range(most + 1)]
        elif yes == tokens:
            out += [A.Bet(yes, k, 0) for k in range(most + 1)]
        else:
            out += [A.Bet(yes, a, b) for a in range(most + 1) for b in range(most + 1 - a)]
    return out


def place_bet(t: Table, decision: dict, seat: int, bet: A.Bet) -> None:
    player = t.players[seat]
    no = tokens_of(decision, seat) - bet.yes_tokens
    player.energy -= bet.yes_impact + bet.no_impact  # laid secretly on the token
    decision["bets"][str(seat)] = [bet.yes_tokens, no, bet.yes_impact, bet.no_impact]
    decision["waiting"].remove(seat)
    t.log.append(BetPlaced(seat, player.colour, bet.yes_tokens, no, bet.yes_impact,
                           bet.no_impact))
    if not decision["waiting"]:
        t.pending.remove(decision)
        reveal(t, decision)


def reveal(t: Table, decision: dict) -> None:
    """Open the bets: impacts onto the Tangle, 7 energy a impact, tokens on its card."""
    node = decision["node"]
    placed = t.events[node]
    shown = []
    fee = TANGLE.number("fee")
    for seat in range(t.n):
        yes, no, for_, against = decision["bets"][str(seat)]
        colour = t.players[seat].colour
        shown.append((colour, yes, no, for_, against))
        placed.bets.append([seat, yes, no])
        for amount in (for_, -against):
            if amount:
                placed.impact += amount
                t.log.append(Impacted(colour, node, amount, "bet"))
    t.log.append(BetsOpened(node, tuple(shown)))
    for seat in range(t.n):
        _, _, for_, against = decision["bets"][str(seat)]
        if for_ + against:
            t.spend(seat, fee * (for_ + against))
