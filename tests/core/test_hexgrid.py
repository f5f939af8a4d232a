"""Hex geometry against known values (Red Blob Games' conventions)."""

from itertools import pairwise

import pytest

from game.core.hexgrid import DIRECTIONS, FLAT, ORIGIN, POINTY, Hex, Layout, cube_round, hexagon


def test_cube_coordinates_sum_to_zero():
    for h in hexagon(3):
        assert h.q + h.r + h.s == 0


def test_directions_and_neighbours():
    assert Hex(1, -2).neighbor(0) == Hex(2, -2)
    assert Hex(1, -2).neighbor(3) == Hex(0, -2)
    assert Hex(1, -2).neighbor(6) == Hex(2, -2)
    assert len(set(ORIGIN.neighbors())) == 6
    assert all(d.length() == 1 for d in DIRECTIONS)


@pytest.mark.parametrize(
    ("a", "b", "d"),
    [(Hex(0, 0), Hex(3, -3), 3), (Hex(3, -7), Hex(0, 0), 7), (Hex(-2, 1), Hex(1, 2), 4)],
)
def test_distance(a, b, d):
    assert a.distance(b) == d
    assert b.distance(a) == d


def test_rotation_known_values():
    h = Hex(1, -3)  # s = 2
    assert h.rotate_right() == Hex(3, -2)  # [-r, -s, -q]
    assert h.rotate_left() == Hex(-2, -1)  # [-s, -q, -r]
    assert h.rotate(6) == h
    assert h.rotate(-1) == h.rotate_right()
    assert h.rotate(3) == Hex(-1, 3)
    c = Hex(2, 2)
    assert (c + h).rotate_left(c) == c + h.rotate_left()


def test_reflection():
    assert Hex(1, -3).reflect_q() == Hex(1, 2)


def test_rings_and_spirals():
    assert ORIGIN.ring(0) == [ORIGIN]
    for radius in range(1, 5):
        ring = ORIGIN.ring(radius)
        assert len(ring) == 6 * radius
        assert all(h.length() == radius for h in ring)
        assert len(set(ring)) == len(ring)
    assert len(hexagon(3)) == 37
    assert len(hexagon(4)) == 61


def test_lines():
    line = Hex(0, 0).line_to(Hex(3, -3))
    assert line == [Hex(0, 0), Hex(1, -1), Hex(2, -2), Hex(3, -3)]
    line = Hex(-2, 0).line_to(Hex(2, 0))
    assert len(line) == 5
    assert all(a.distance(b) == 1 for a, b in pairwise(line))


def test_cube_round():
    assert cube_round(0.1, -0.05, -0.05) == ORIGIN
    assert cube_round(0.9, -0.4, -0.5) == Hex(1, 0)


@pytest.mark.parametrize("orientation", [POINTY, FLAT])
def test_layout_round_trip(orientation):
    layout = Layout(orientation, (20.0, 20.0), (300.0, 200.0))
    for h in hexagon(4):
        x, y = layout.to_pixel(h)
        assert layout.from_pixel(x, y) == h
        assert layout.from_pixel(x + 5, y - 4) == h
    assert layout.to_pixel(ORIGIN) == (300.0, 200.0)
    assert len(layout.corners(ORIGIN)) == 6


def test_pointy_layout_known_pixel():
    layout = Layout(POINTY, (10.0, 10.0), (0.0, 0.0))
    x, y = layout.to_pixel(Hex(1, 0))
    assert x == pytest.approx(10 * 3**0.5)
    assert y == 0


def test_json_form():
    assert Hex.from_json([2, -1]) == Hex(2, -1)
    assert Hex(2, -1).to_json() == [2, -1]
    for bad in ([1], "1,2", [1, "2"], [True, 1], None):
        with pytest.raises(ValueError, match="hex is written"):
            Hex.from_json(bad)
