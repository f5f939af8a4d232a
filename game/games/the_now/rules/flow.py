"""Rounds, turns, getting event cards, the phases' realizations and the end.

A round goes clockwise from the player with the least energy (a tie goes to
whoever played earlier last round). A turn ends when its player says so, or
at once when the sphere stops (no energy). After a turn, a hand below 5
event cards draws 3 (4 with three players) to keep one, chosen any time
before the player's next turn. When the last round of a phase ends, its ring
is realized node by node; after phase 4 the game ends.
"""

from __future__ import annotations

from dataclasses import replace

from game.games.the_now.rules import hole
from game.games.the_now.rules.catalog import NUMBERS
from game.games.the_now.rules.events import (
    DeckShuffled,
    GameEnded,
    PhaseEnded,
    RoundBegan,
    RoundsIdle,
    TurnBegan,
    TurnEnded,
)
from game.games.the_now.rules.field import FIELD, TRACK
from game.games.the_now.rules.hidden import CardKept, CardsDrawn
from game.games.the_now.rules.realization import realize
from game.games.the_now.rules.table import Table, Turn

LAST_PHASE = len(TRACK.phases) - 1


def advance(t: Table) -> None:
    """Run everything that needs no decision, until someone owes one."""
    while t.stage != "over" and not t.pending:
        if t.stage == "setup":
            begin_round(t)
        elif t.stage == "realize":
            realize_next(t)
        elif t.started:
            if not t.players[t.current].out or t.turn.logistic >= 0:
                return
            end_turn(t)
        elif t.short is not None:
            if any(p.drawn for s, p in enumerate(t.players) if s != t.short["seat"]):
                return  # everyone holding drawn cards chooses first
            finish_short_draw(t)
        else:
            while t.turn_index < len(t.order) and t.players[t.order[t.turn_index]].out:
                t.turn_index += 1
            if t.turn_index >= len(t.order):
                end_round(t)
            elif t.players[t.order[t.turn_index]].drawn:
                return  # the card must be chosen before the turn
            else:
                begin_turn(t, t.order[t.turn_index])


def begin_round(t: Table) -> None:
    t.stage = "turns"
    t.order = [(t.first + k) % t.n for k in range(t.n)]
    t.turn_index = 0
    phase = TRACK.phase_of(t.round)
    playing = tuple(t.players[s].colour for s in t.order if not t.players[s].out)
    if playing:
        t.log.append(RoundBegan(t.round, phase, t.players[t.first].colour, playing))
    elif t.log and isinstance(t.log[-1], RoundsIdle) and t.log[-1].phase == phase:
        t.log[-1] = replace(t.log[-1], last=t.round)
    else:
        t.log.append(RoundsIdle(t.round, t.round, phase))


def begin_turn(t: Table, seat: int) -> None:
    t.current = seat
    t.started = True
    t.turn = Turn()
    t.log.append(TurnBegan(t.players[seat].colour))


def end_turn(t: Table) -> None:
    """The turn is over: the cards to choose from are drawn, the Hole's tension moves."""
    seat = t.current
    t.log.append(TurnEnded(t.players[seat].colour))
    t.started = False
    t.current = -1
    t.turn = Turn()
    t.turn_index += 1
    refill(t, seat)
    hole.end_of_turn(t, seat)


def draw_count(t: Table) -> int:
    return NUMBERS.draw_with_three_players if t.n == 3 else NUMBERS.draw


def refill(t: Table, seat: int) -> None:
    player = t.players[seat]
    if player.out or len(player.hand) >= NUMBERS.hand_size:
        return
    draw(t, seat, draw_count(t))


def draw(t: Table, seat: int, count: int) -> None:
    """Draw event cards to choose from. Short of cards with others still choosing,
    the game waits for them (Lack of events to choose from)."""
    player = t.players[seat]
    got = []
    while len(got) < count:
        if not t.deck and t.discard:
            t.deck, t.discard = t.discard, []
            t.rng.shuffle(t.deck)
            t.log.append(DeckShuffled("event", len(t.deck)))
        if not t.deck:
            break
        got.append(t.deck.pop())
    player.drawn += got
    if got:
        t.log.append(CardsDrawn(seat, player.colour, tuple(got)))
    missing = count - len(got)
    if missing and any(p.drawn for s, p in enumerate(t.players) if s != seat):
        t.short = {"seat": seat, "missing": missing}


def finish_short_draw(t: Table) -> None:
    assert t.short is not None
    seat, missing = t.short["seat"], t.short["missing"]
    t.short = None
    draw(t, seat, missing)


def keep(t: Table, seat: int, card: str) -> None:
    player = t.players[seat]
    player.drawn.remove(card)
    player.hand.append(card)
    t.discard += player.drawn
    t.log.append(CardKept(seat, player.colour, card, len(player.drawn)))
    player.drawn = []


def end_round(t: Table) -> None:
    if TRACK.is_phase_end(t.round):
        phase = TRACK.phase_of(t.round)
        t.log.append(PhaseEnded(phase, tuple(p.points for p in t.players)))
        t.stage = "realize"
        t.cursor = 0
    else:
        next_round(t)


def next_round(t: Table) -> None:
    """The Now moves on; the least energy plays first (ties: earlier last round)."""
    last = list(t.order)
    t.round += 1
    playing = [s for s, p in enumerate(t.players) if not p.out]
    if playing:
        low = min(t.players[s].energy for s in playing)
        tied = [s for s in playing if t.players[s].energy == low]
        t.first = min(tied, key=last.index)
    begin_round(t)


def realize_next(t: Table) -> None:
    phase = TRACK.phase_of(t.round)
    ring = FIELD.rings[phase]
    if t.cursor < len(ring):
        t.cursor += 1
        realize(t, ring[t.cursor - 1])
        return
    for player in t.players:
        player.history.append(player.points)
    if phase == LAST_PHASE:
        finish(t)
    else:
        next_round(t)


def finish(t: Table) -> None:
    t.stage = "over"
    t.winners, t.end_reason = winners(t)
    t.log.append(GameEnded(tuple(t.players[s].colour for s in t.winners), t.end_reason))


def winners(t: Table) -> tuple[list[int], str]:
    """Most points; a draw goes to more points after phase 1, then 2, then 3 (Draw);
    then to the most energy in supply and Kinetic Storage (Deep draw); else all share."""
    seats = list(range(t.n))
    best = max(t.players[s].points for s in seats)
    seats = [s for s in seats if t.players[s].points == best]
    if len(seats) == 1:
        return seats, "the most points"
    for phase in (1, 2, 3):
        best = max(t.players[s].history[phase] for s in seats)
        seats = [s for s in seats if t.players[s].history[phase] == best]
        if len(seats) == 1:
            return seats, f"a draw on points, won by more points after phase {phase}"
    best = max(t.players[s].energy + t.players[s].storage for s in seats)
    seats = [s for s in seats if t.players[s].energy + t.players[s].storage == best]
    if len(seats) == 1:
        return seats, "a deep draw, won by the most energy left"
    return seats, "a deep draw with equal energy: a shared win"
