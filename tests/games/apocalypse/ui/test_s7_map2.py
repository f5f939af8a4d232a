"""The Apocalypse's map after the fifth mouse playtest: a pawn on a Field stands at its
own Field; Visited tokens, pawns and Plan flags in crowded Europe read as their own
place's; tooltips keep off what they would hide; only what a click can choose is lit."""

from __future__ import annotations

import copy
import math

import pytest

from game.games.apocalypse.rules.world import PLACES
from tests.games.apocalypse.ui.test_playtest import kind, play_until
from tests.games.apocalypse.ui.test_playtest3 import SIZES, shots

FIELDS = [pid for pid, p in PLACES.items() if p.kind == "field"]


def on_fields(view: dict, places: list[str]) -> dict:
    """``view`` with seat k's pawn on ``places[k]``."""
    moved = copy.deepcopy(view)
    for q, place in zip(moved["players"], places, strict=True):
        q["place"], q["dead"] = place, False
    return moved


@pytest.mark.parametrize("city", sorted({PLACES[f].city for f in FIELDS}))
def test_a_pawn_on_a_field_stands_at_its_own_field(apo, city):
    """Playtest 5 (70, 62, 131): pawns on Fairbanks +3 and +4 both stood right of +4, one
    on Bogota +1 above +2. Each pawn is drawn nearer its own Field than any other Field,
    whether the pawns share a Field or stand on neighbouring ones, at both window sizes."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel", seats=4)
    own = sorted(f for f in FIELDS if PLACES[f].city == city)
    layouts = [[own[2], own[3], own[3], own[0]], [own[0], own[1], own[2], own[3]],
               [own[1]] * 4, [own[0], own[0], own[1], own[1]]]
    wrong = []
    for size in SIZES:
        apo.app.resize(size)
        apo.step(2)
        scene.painter.static()
        g = scene.geom
        for places in layouts:
            view = on_fields(scene.view, places)
            spots = scene.painter.pawn_spots(view)
            for seat, at in spots.items():
                nearest = min(FIELDS, key=lambda f: math.dist(at, g.centres[f]))
                if nearest != places[seat]:
                    wrong.append(f"{places} {size}: {places[seat]}'s pawn is {nearest}'s")
    assert not wrong, wrong
    scene.show(on_fields(scene.view, layouts[0]), [])
    shots(apo, f"field_pawns_{city}", "s7_map2")
