"""Moving on the map: travel, The Unknown's door, the Catastrophe, closed Cities, Visited tokens.

Two effects that contradict each other are settled by their order: a City
closed after you were told to travel there frees you (and keeps you out); a
command to travel there given after it was closed sends you in anyway.
"""

from __future__ import annotations

from typing import Any

from game.games.apocalypse.rules.events import (
    CatastropheMoved,
    MustTravel,
    Travelled,
    VisitedRemoved,
)
from game.games.apocalypse.rules.table import Table
from game.games.apocalypse.rules.world import PLACES, UNKNOWN, WESTERN_BY_NUMBER


def closed_stamp(t: Table, place: str) -> int:
    """The stamp of the closing still in force on a City (0: open)."""
    entry = t.closed.get(place)
    return entry[1] if entry and entry[0] >= t.round else 0


def destinations(t: Table, seat: int) -> list[str]:
    """Where a player may travel now (where he is: staying)."""
    p = t.players[seat]
    if p.obligation is not None:
        place, stamp = p.obligation
        if closed_stamp(t, place) < stamp:
            return [place]
    return [place for place in PLACES if place == p.place or not closed_stamp(t, place)]


def travel_to(t: Table, seat: int, place: str) -> None:
    p = t.players[seat]
    frm = p.place or ""
    p.place = place
    t.say(Travelled(seat, frm, place))
    if place == UNKNOWN and frm != UNKNOWN:
        p.faced = []
        p.visit_used = []
        t.update_token()


def move_catastrophe(t: Table, city: str, how: str) -> None:
    """The Catastrophe strikes a City: every Visited token there is taken off."""
    frm = t.catastrophe
    t.catastrophe = city
    t.say(CatastropheMoved(city, frm, how))
    for seat, p in enumerate(t.players):
        if city in p.visited:
            p.visited.remove(city)
            t.say(VisitedRemoved(seat, city))


def rolled_city(t: Table) -> str:
    """The Western City numbered like the last two-dice roll."""
    assert t.last_roll is not None
    return WESTERN_BY_NUMBER[sum(t.last_roll["dice"])]


def run_catastrophe_to(t: Table, task: dict[str, Any]) -> None:
    move_catastrophe(t, rolled_city(t), "roll")


def run_go_to_rolled(t: Table, task: dict[str, Any]) -> None:
    """After a roll for a random Western City: travel there, or be told to."""
    seat, city = task["p"], rolled_city(t)
    if task["how"] == "travel":
        travel_to(t, seat, city)
    else:
        from_now(t, seat, city)


def from_now(t: Table, seat: int, place: str) -> None:
    """The player must travel to ``place`` in his next Travel step."""
    t.players[seat].obligation = [place, t.next_stamp()]
    t.say(MustTravel(seat, place))


HANDLERS = {"catastrophe_to": run_catastrophe_to, "go_to_rolled": run_go_to_rolled}
