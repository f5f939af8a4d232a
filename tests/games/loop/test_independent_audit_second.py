"""Independent audit (2026-11-26, second): what it found and fixed, each pinned by the
book's words (see ``docs/rules/loop.md``)."""

from __future__ import annotations

import pytest

from game.core.errors import CorruptSave
from game.games.loop.rules import actions as A
from game.games.loop.rules.state import LoopState
from tests.games.loop.helpers import L1, at, filled, hexj, position

#: Both portals' other parents and both gray bridge hexes' parents are crossed off; the
#: hexes above the portals are occupied with their middle paths (to the portals) unfilled.
CUT = dict(
    occupied=[hexj(L1.start), hexj(at(1, 9)), hexj(at(-1, 9))],
    filled=filled(*((L1.start, d) for d in ("left", "middle", "right")),
                  (at(1, 9), "left"), (at(1, 9), "right"),
                  (at(-1, 9), "left"), (at(-1, 9), "right")),
    crossed=[hexj(at(-2, 10)), hexj(at(-3, 9)), hexj(at(3, 9)), hexj(at(0, 10))],
)


def _cut(**more):
    """Turn 7 (the tracker's bridge square passed): the player ends placement at once and
    owes four cross-offs; crossing the last open parent of the right portal leaves only
    ways that need a bridge."""
    s = position(dice=[1, 2, 4, 5], **{"turn": 7, "square": 6, **CUT, **more})
    s.apply(0, A.EndPlacement())
    return s


def test_a_portal_that_needs_a_bridge_when_none_is_left_is_cut_off():
    """Win / Lose Conditions: "Lose - You can no longer navigate to the last portal." Each
    portal is left only behind an unfilled path of an occupied hex (a path fills only on
    a hex's first occupy, or by a bridge); the tracker's bridge square is past and no gray
    bridge hex can be reached, so the game is lost at once (it used to go on to the
    infinity square, since any bridge hex left on the sheet counted)."""
    s = _cut()
    s.apply(0, A.CrossOff(at(2, 10)))
    assert s.outcome() is not None and s.outcome().winners == ()
    assert "no longer" in s.outcome().reason


def test_the_same_cut_stays_open_while_the_trackers_bridge_square_is_ahead():
    """Bridge Tracking Squares: landing on the tracker's bridge fills one more path of an
    occupied hex, so a portal one unfilled path away is still open before that square."""
    s = _cut(turn=2, square=1)
    s.apply(0, A.CrossOff(at(2, 10)))
    assert s.outcome() is None and s.phase() == "cross_off"


def test_a_gray_bridge_hex_within_reach_keeps_a_portal_open():
    """Bridge Hexes: placing on a bridge hex fills one more path, so a portal one unfilled
    path away stays open while a gray bridge hex can still be reached."""
    crossed = [c for c in CUT["crossed"] if c != hexj(at(3, 9))]
    s = _cut(crossed=crossed)
    s.apply(0, A.CrossOff(at(2, 10)))
    assert s.outcome() is None
    s.apply(0, A.CrossOff(at(3, 9)))  # the last way to the gray bridge hex goes too
    assert s.outcome() is not None and "no longer" in s.outcome().reason


def test_a_filled_way_or_a_hex_never_occupied_needs_no_bridge():
    """Placement Phase step 3: a hex occupied for the first time fills its paths from the
    Roll Map, so a way through hexes never occupied is open without any bridge."""
    s = _cut()
    s.apply(0, A.CrossOff(at(1, 1)))
    assert s.outcome() is None  # the right portal is still open below a hex never occupied


@pytest.mark.parametrize("stage", ["tracker", "penalty"])
def test_a_position_waiting_before_the_roll_or_in_the_penalty_with_nothing_owed_is_refused(
        stage):
    """Sequence of Play: the turn waits before its roll (tracker) or in the End Turn penalty
    only on an owed cross-off or bridge; such a position with nothing owed would list
    placements that the rules then refuse, so it is a corrupt position named by its field."""
    data = position(dice=[4, 5, 1, 2]).to_json()
    data["stage"] = stage
    with pytest.raises(CorruptSave, match="stage"):
        LoopState.from_json(data)
    data.update(owed_cross=1)
    assert LoopState.from_json(data).phase() == "cross_off"


def test_a_placement_position_with_fewer_dice_than_the_pool_is_refused():
    """Roll Dice Phase: every die of the pool not held is rolled, so once rolled the turn's
    dice number the pool."""
    data = position(dice=[4, 5, 1, 2]).to_json()
    data["pool"] = 5
    with pytest.raises(CorruptSave, match="dice"):
        LoopState.from_json(data)


def test_must_place_three_is_shown_only_while_placing():
    """Placement Phase, note to step 6 (a die showing 3 must be placed): before the roll
    (a tracker blast owed) the tray still holds last turn's dice, which owe nothing."""
    s = position(dice=[3, 5, 1, 2])
    assert s.view(0)["must_place_three"] is True
    s = position(dice=[3, 5, 1, 2], stage="tracker", owed_cross=1)
    assert s.phase() == "cross_off" and s.view(0)["must_place_three"] is False


def test_a_blast_may_cross_off_the_hex_just_placed_on_and_placement_goes_on_from_it():
    """Decoherence Rules: a blast hex makes the player "cross off a hex" (any hex, so the
    one just placed on too); a crossed hex takes no placement, but the dice already on it
    lead on down its filled paths (a designer's choice: only a 3 ends the placement)."""
    blast, below = at(1, 3), at(0, 4)
    assert L1.symbols[blast] == "blast"
    s = position(dice=[5, 4, 1, 2], used=[True, False, False, False],
                 placements=[{"hex": hexj(at(1, 1)), "dice": [0], "op": "single", "value": 5}],
                 occupied=[hexj(L1.start), hexj(at(1, 1)), hexj(blast)],
                 filled=filled((L1.start, "right"), (at(1, 1), "middle"), (blast, "left")))
    s.apply(0, A.Place((1,), "single", blast))
    assert s.phase() == "cross_off" and blast in {a.hex for a in s.legal_actions(0)}
    s.apply(0, A.CrossOff(blast))
    assert blast in s.crossed and s.phase() == "placement"
    assert {a.hex for a in s.legal_actions(0) if isinstance(a, A.Place)} == {below}
