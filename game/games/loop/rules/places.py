"""Hexes named as the sheet shows them, for log lines, action text and hints.

A player finds a hex by its symbol and where it sits in the tower: the top
hex, the portals and bridge hexes of the bottom row, else how far down its
column it is (the tower's seven columns stand straight, as the paths down the
middle run). Every level is drawn on the same sheet (Level 2 and 3 only leave
the bottom bridge hexes out), so a hex's place needs no level.

>>> where(Hex(0, 0)), where(Hex(0, 2)), where(Hex(-3, 4))
('the top hex', 'the 3rd hex down the middle column', 'the 2nd hex down the far-left column')
>>> named("+", Hex(1, 1)), below("middle")
('the + hex, 2nd down the 3rd column from the right', 'below your last die')
>>> named("", Hex(1, 0))
'the plain hex, top of the 3rd column from the right'
"""

from __future__ import annotations

from functools import cache

from game.core.hexgrid import Hex
from game.games.loop.rules.board import Level, load_level

SYMBOL_WORDS = {
    "": "plain", "+": "+", "-": "\u2212", "=": "=", "blast": "blast", "blast2": "blast 2",
    "bridge": "bridge", "portal": "portal", "start": "top",
}
COLUMNS = {
    -3: "far-left column", -2: "2nd column from the left", -1: "3rd column from the left",
    0: "middle column", 1: "3rd column from the right", 2: "2nd column from the right",
    3: "far-right column",
}
SIDES = {"left": "down-left of your last die", "middle": "below your last die",
         "right": "down-right of your last die"}


@cache
def _sheet() -> Level:
    return load_level(1)


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, ... 11th, 12th."""
    tail = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{tail}"


def _special(h: Hex) -> str:
    sheet = _sheet()
    if h == sheet.start:
        return "the top hex"
    if h in sheet.portals:
        return f"the {'left' if h == sheet.portals[0] else 'right'} portal"
    if h in sheet.gray:
        return f"the bottom-{'left' if h.q < 0 else 'right'} bridge hex"
    return ""


def _down(h: Hex) -> str:
    column = sorted(x.r for x in _sheet().symbols if x.q == h.q)
    n = h.r - column[0] + 1 if column else h.r + 1
    name = COLUMNS.get(h.q, "tower")
    return f"top hex of the {name}" if n == 1 else f"{ordinal(n)} hex down the {name}"


def where(h: Hex) -> str:
    """Where a hex is: "the top hex", "the left portal", "the 3rd hex down the
    middle column"."""
    return _special(h) or f"the {_down(h)}"


def named(symbol: str, h: Hex) -> str:
    """A hex by its symbol and place: "the + hex, 2nd down the far-left column"."""
    special = _special(h)
    if special:
        return special
    word = SYMBOL_WORDS.get(symbol, symbol) if symbol else "plain"
    place = _down(h).replace(" hex down", " down").replace("top hex of", "top of")
    return f"the {word} hex, {place}"


def below(direction: str) -> str:
    """Where a hex is from the last die placed: "below your last die"."""
    return SIDES[direction]
