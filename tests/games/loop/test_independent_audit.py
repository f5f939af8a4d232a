"""Independent audit (2026-11-26): the readings the audit recorded as designer's choices,
each pinned by the book's words (see ``docs/rules/loop.md``)."""

from __future__ import annotations

from game.games.loop.rules import actions as A
from tests.games.loop.helpers import at, filled, hexj, placed, position


def _before_portal(**more):
    """A 2 on the hex above a portal (middle path filled); dice 3, 1, 2 still free."""
    parent, portal = at(1, 9), at(1, 11)
    return position(dice=[2, 3, 1, 2], used=[True, False, False, False],
                    placements=[placed(parent, [0], "single", 2)], occupied=[hexj(parent)],
                    filled=filled((parent, "middle")), **more), portal


def test_second_portal_wins_at_once_though_a_die_showing_3_is_unplaced():
    """Portal Hexes: "If this is the second portal hex of the game being occupied you
    have won" - a 1+2 on it wins even with a die showing 3 left in the tray."""
    first = at(-1, 11)
    s, portal = _before_portal(portals_reached=[hexj(first)], crossed=[hexj(first)])
    s.apply(0, A.Place((2, 3), "sum", portal))
    assert s.outcome().winners == (0,)


def test_first_portal_by_1_plus_2_with_a_die_showing_3_unplaced_loses():
    """Placement Phase, note to step 6: "if you have one or more dice with a 3 showing
    then YOU MUST have placed at least one of them or the game is over" - a value of 3
    made of other dice, even on a portal, does not place the die showing 3."""
    s, portal = _before_portal()
    events = s.apply(0, A.Place((2, 3), "sum", portal))
    assert "portal_reached" in [e.kind for e in events]
    s.apply(0, A.CrossOff(at(-3, 3)))  # the portal's extra cross-off, then End Turn
    assert s.outcome().winners == () and "3" in s.outcome().reason
