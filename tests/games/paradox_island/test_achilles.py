"""Achilles' mission (book p. 23): "Achilles must visit 5 of the 6 corner spaces and then
move into the ocean from them". A move over, a sprint or a throw visits only the space
it stops on (p. 9: "move not to an adjacent space, but to the next space in the same
direction"; p. 27: "only the last (third) space is considered visited"), so a corner it
only passes over into the ocean was never visited and does not count."""

from __future__ import annotations

import pytest

from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.island import CORNERS, DIRECTION_NAMES, SPACES, line, step
from tests.games.paradox_island.helpers import kinds, put, ready


def _corner_way(state, inland: int = 1):
    """A corner, a direction from it straight into the ocean, and the spaces ``inland``
    steps back along that line (none of them a lake, so no piece lies down)."""
    for corner in sorted(CORNERS):
        for d in range(6):
            back = line(corner, (d + 3) % 6)[:inland]
            if step(corner, d) is None and len(back) == inland and all(
                    state.island.lake_of[s] < 0 for s in [corner, *back]):
                return corner, DIRECTION_NAMES[d], back
    pytest.skip("no corner with plain land behind it")


def _achilles():
    state = ready(("achilles", "phil"))
    state.board(1)["fruits"].update({f: "" for f in state.board(1)["fruits"]})  # no window
    return state


def _corner_marks(state):
    return [m for m in state.board(1)["marks"] if m.startswith("corner")]


def test_achilles_steps_into_the_ocean_from_a_corner_he_stands_on_p23():
    state = _achilles()
    corner, d, _ = _corner_way(state)
    put(state, [1, 0], corner)
    events = state.apply(1, A.Move(0, d, False, False))
    assert "in_ocean" in kinds(events) and _corner_marks(state) == [f"corner{corner}"]


def test_achilles_one_over_from_the_corner_itself_still_leaves_from_it_p23():
    """Standing on the corner, a move over goes straight into the ocean from it."""
    state = _achilles()
    corner, d, _ = _corner_way(state)
    put(state, [1, 0], corner)
    state.apply(1, A.Move(0, d, True, False))
    assert _corner_marks(state) == [f"corner{corner}"]


def test_achilles_moving_over_a_corner_into_the_ocean_does_not_count_p9_p23():
    """The review's case: one space over from next to the corner passes over it."""
    state = _achilles()
    corner, d, (before,) = _corner_way(state)
    put(state, [1, 0], before)
    events = state.apply(1, A.Move(0, d, True, False))
    assert "in_ocean" in kinds(events)
    assert _corner_marks(state) == [] and "mission_marked" not in kinds(events)


def test_achilles_sprinting_past_a_corner_does_not_count_p23():
    """His sprint ("move as many spaces in a straight line") visits only where it stops."""
    state = _achilles()
    corner, d, back = _corner_way(state, inland=3)
    state.board(1)["fruits"]["orange"] = "circled"
    put(state, [1, 0], back[-1])
    events = state.apply(1, A.UseBonus("orange", 0, f"5:{d}:unsafe"))
    assert "in_ocean" in kinds(events) and _corner_marks(state) == []


def test_achilles_pushed_off_the_corner_he_stands_on_counts_off_turn_p23():
    """"Moving into the ocean from a corner space outside of his turn also counts"."""
    state = _achilles()
    corner, d, (before,) = _corner_way(state)
    put(state, [1, 0], corner)
    state.rock = before
    state.turn = {"seat": 0, "over": False, "op_actions": 3, "open": None, "wave_hit": [],
                  "trail": {}}
    state.apply(0, A.Push("rock", 1, 0, d))
    assert _corner_marks(state) == [f"corner{corner}"]


def test_achilles_thrown_past_a_corner_by_landslide_does_not_count_p23():
    state = _achilles()
    corner, d, (before, rock) = _corner_way(state, inland=2)
    put(state, [1, 0], before)
    state.rock, state.token = rock, "landslide"
    state.turn = {"seat": 0, "over": False, "op_actions": 3, "open": None, "wave_hit": [],
                  "trail": {}}
    events = state.apply(0, A.Push("rock", 1, 0, d))
    assert "in_ocean" in kinds(events) and _corner_marks(state) == []


def _lake_with_a_corner():
    """A seed, a lake holding a corner, and a lake space with a direction that leaves the
    lake onto plain land whose next space is the ocean (out of the lake, then the sea)."""
    for seed in range(1, 200):
        state = _achilles_on(seed)
        for lake in state.island.lakes:
            if not any(s in CORNERS for s in lake):
                continue
            for s in lake:
                for d in range(6):
                    land = step(s, d)
                    # Every space of the lake leaves one over into the ocean, or OP would
                    # have to land him on the island instead (p. 13).
                    if land is not None and state.island.lake_of[land] < 0 \
                            and step(land, d) is None \
                            and all(_two_over(o, d) is None for o in lake):
                        return state, lake, s, d
    pytest.skip("no such lake")


def _two_over(space, d):
    nxt = step(space, d)
    return None if nxt is None else step(nxt, d)


def _achilles_on(seed):
    state = ready(("achilles", "phil"), seed=seed)
    state.board(1)["fruits"].update({f: "" for f in state.board(1)["fruits"]})
    return state


def test_achilles_lying_leaves_the_lake_over_land_into_the_ocean_no_corner_p23():
    """Lying in a lake with a corner counts only when he moves into the ocean from the
    lake ("If Achilles moves into the ocean from a lake where his piece was lying"); a
    move over that first lands beyond the lake leaves from that land, not the lake."""
    state, lake, s, d = _lake_with_a_corner()
    put(state, [1, 0], s, lying=True)
    state.apply(1, A.Move(0, DIRECTION_NAMES[d], True, False))
    assert state.pending["kind"] == "lake_exit"
    events = state.apply(0, A.PickSpace(SPACES[s]))
    assert "in_ocean" in kinds(events) and _corner_marks(state) == []
