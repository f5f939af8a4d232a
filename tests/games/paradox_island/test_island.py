"""The island (book p. 4): 17 tiles, 37 spaces, six ocean parts; both builders."""

from __future__ import annotations

from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.games.paradox_island.rules.island import (
    CORNERS,
    SIDES,
    SPACES,
    Island,
    exit_parts,
    far_end,
    parts_of,
    tile_specs,
)
from game.games.paradox_island.rules.tiling import build_options, random_island


def test_setup_step_2_seventeen_tiles_hold_the_book_census():
    specs = tile_specs()
    assert len(specs) == 17
    assert sum(1 for s in specs.values() if s.lake) == 3
    assert sum(len(s.cells) for s in specs.values()) == 37


def test_setup_step_2_every_seed_builds_a_full_island():
    for seed in range(200):
        island = Island.from_placements(random_island(GameRng(seed)))
        assert len(island.spaces) == 37
        assert sorted(len(lake) for lake in island.lakes) == [3, 3, 3]
        assert len(island.find("fruit")) == 7 and len(island.find("anomaly")) == 5


def test_wave_action_each_ocean_part_touches_4_spaces_and_corners_touch_two():
    assert all(len(side) == 4 for side in SIDES)
    assert all(len(parts_of(c)) == 2 for c in CORNERS)
    assert sum(1 for s in range(37) if parts_of(s)) == 18


def test_ocean_a_corner_reaches_both_parts_straight_out():
    east = SPACES.index(Hex(3, 0))
    assert exit_parts(east, 0) == (0, 5)
    assert exit_parts(east, 1) == (0,)
    assert exit_parts(SPACES.index(Hex(0, 0)), 0) == ()


def test_phil_ability_far_end_of_the_line():
    assert SPACES[far_end(SPACES.index(Hex(3, 0)), 3)] == Hex(-3, 0)


def test_build_mode_legal_counts_and_a_full_build():
    assert len(build_options(())) == 101
    placements: tuple = ()
    rng = GameRng(5)
    while len(placements) < 17:
        options = build_options(placements)
        assert options, "a build must never get stuck"
        placements = (*placements, rng.choice(options))
    assert len(Island.from_placements(placements).spaces) == 37


def test_escher_knot_arrows_turn_with_the_tile():
    placements = random_island(GameRng(3))
    island = Island.from_placements(placements)
    for space in island.find("knot"):
        sides = sorted(s for pair in island.spaces[space].arrows for s in pair)
        assert sides == list(range(6))
        for came in range(6):
            assert island.knot_exit(space, island.knot_exit(space, came)) == came
