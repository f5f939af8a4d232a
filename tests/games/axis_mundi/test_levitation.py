"""S. The Mischievous' Levitation: the book's example, position by position.

6-player recommended board. The Mischievous (orange, seat 5) hovers over
Level 4 hex (1, 0) while the volcano turns; the characters named in the book
stand so that, after the turn, each is in the Levitation Zone one level below
the last: green (seat 1) lands under him, then blue (3), red (2), yellow (4)
on Level 1, and purple (0) on the Sea Level.
"""

from __future__ import annotations

from game.core.hexgrid import ORIGIN, Hex
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules.board import load_board, rotated
from tests.games.axis_mundi.setups import bare

LANDING = Hex(1, 0)
ZONE = {1, 2}


def zone_hex(ring: int) -> Hex:
    board = load_board(6)
    return next(h for h in ORIGIN.ring(ring) if board.sextants(h) <= ZONE
                and board.terrain[h] != "inaccessible")


def example(red_in_zone: bool = True):
    state = bare(6, current=5)
    t = state.table
    t.start = 0
    after = {1: LANDING, 3: zone_hex(2), 2: zone_hex(3), 4: zone_hex(4), 0: Hex(5, 0)}
    if not red_in_zone:
        after[2] = Hex(0, -3)  # Level 2, outside the zone
    for seat, post in after.items():
        level = t.level(post)
        t.mats[seat].pos = rotated(post, -level) if level else post
    t.mats[5].pos = LANDING
    t.mats[5].mischief = 2
    state.apply(5, A.EndTurn())
    assert t.pending[0] == {"seat": 5, "kind": "levitate"}
    assert A.Levitate(LANDING) in state.legal_actions(5)
    state.apply(5, A.Levitate(LANDING))
    return t, after


def test_levitation_example_bumps_down_the_whole_chain():
    t, after = example()
    assert t.mats[5].pos == LANDING
    assert t.mats[1].pos == after[3]  # green onto blue's spot
    assert t.mats[3].pos == after[2]  # blue onto red's spot
    assert t.mats[2].pos == after[4]  # red onto yellow's spot
    yellow = t.mats[4].pos
    assert yellow.length() == 5 and yellow.distance(after[4]) == 2  # down and 2 aside
    assert t.mats[0].pos == after[0]  # purple on the Sea Level is not affected
    assert t.mats[5].mischief == 0


def test_levitation_example_red_outside_the_zone():
    """If red were outside the zone, blue drops by a die roll; yellow stays."""
    t, after = example(red_in_zone=False)
    assert t.mats[1].pos == after[3]
    blue = t.mats[3].pos
    assert blue.length() == 3 and blue.distance(after[3]) == 2
    assert t.mats[2].pos == after[2]
    assert t.mats[4].pos == after[4]


def test_riding_along_turns_with_the_ring():
    state = bare(6, current=5)
    t = state.table
    t.start = 0
    t.mats[5].pos = LANDING
    t.mats[5].mischief = 2
    state.apply(5, A.EndTurn())
    state.apply(5, A.Levitate(None))
    assert t.mats[5].pos == LANDING.rotate(4)
    assert t.mats[5].mischief == 2


def test_no_levitation_from_the_sea_or_without_tokens():
    state = bare(6, current=5)
    t = state.table
    t.start = 0
    t.mats[5].pos = Hex(5, -1)
    t.mats[5].mischief = 2
    state.apply(5, A.EndTurn())
    assert not t.pending
    assert t.round == 2
