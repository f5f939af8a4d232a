"""The Apocalypse's map after the fifth mouse playtest: a pawn on a Field stands at its
own Field; Visited tokens, pawns and Plan flags in crowded Europe read as their own
place's; tooltips keep off what they would hide; only what a click can choose is lit."""

from __future__ import annotations

import copy
import itertools
import math

import pygame
import pytest

from game.games.apocalypse.rules.world import PLACES
from game.games.apocalypse.screen.map_spots import FLAG, footprint
from game.ui.widgets import draw_tooltip
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


EUROPE = ["london", "paris", "geneva", "rome", "oslo", "st_petersburg"]


def reach(scene, at: tuple[float, float], pid: str) -> float:
    """How far ``at`` lies from a place: its marker or its name, whichever is nearer."""
    near = math.dist(at, scene.geom.centres[pid])
    box = scene.painter.labels.get(pid)
    if box is None:
        return near
    dx = max(box.left - at[0], 0, at[0] - box.right)
    dy = max(box.top - at[1], 0, at[1] - box.bottom)
    return min(near, math.hypot(dx, dy))


@pytest.mark.parametrize("city", ["london", "paris", "geneva", "oslo"])
def test_europes_tokens_pawns_and_flags_read_as_their_own_places(apo, city):
    """Playtest 5 (58, 171, l20): Oslo's Visited token sat at the end of "London"; pawns
    for Paris, London and Geneva stood between the numbers; Plan flags covered Lhasa's
    Field numbers. With every pawn at one European City, everyone's Visited tokens at all
    of Europe's Cities and the viewer's Plan flags on Europe and Lhasa's Fields, at both
    window sizes nothing covers another thing, a name, a City or a Field's number, and
    each thing is nearer its own place (or name) than any other place or name."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel", seats=4)
    view = copy.deepcopy(scene.view)
    for q in view["players"]:
        q["place"], q["dead"], q["visited"] = city, False, list(EUROPE)
    plans = {place: ["a Plan"] for place in [*EUROPE, "lhasa_1", "lhasa_2", "lhasa_3",
                                             "lhasa_4", "cairo_2"]}
    for size in SIZES:
        apo.app.resize(size)
        apo.step(2)
        scene.painter.static()
        g, r, labels = scene.geom, scene.geom.radius, scene.painter.labels
        cities = [pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))
                  for pid, (x, y) in g.centres.items() if PLACES[pid].is_city]
        numbers = [pygame.Rect(round(x - r * 0.6), round(y - r * 0.6), round(r * 1.2),
                               round(r * 1.2)) for f, (x, y) in g.centres.items() if f in FIELDS]
        spots = scene.painter.spots(view, plans)
        assert len([t for t in spots if t[0] == FLAG]) == len(plans)
        boxes = {thing: footprint(thing[0], at, r) for thing, at in spots.items()}
        for a, b in itertools.combinations(boxes, 2):
            assert not boxes[a].colliderect(boxes[b]), f"{a} and {b} overlap at {size}"
        for thing, box in boxes.items():
            assert box.collidelist(list(labels.values())) < 0, (thing, size)
            assert box.collidelist(cities) < 0 and box.collidelist(numbers) < 0, (thing, size)
            at, place = spots[thing], thing[2]
            home = {place, PLACES[place].city}
            own = min(reach(scene, at, pid) for pid in home if pid)
            rival = min(reach(scene, at, pid) for pid in g.centres
                        if pid not in home and PLACES[pid].city not in home - {None})
            assert own < rival, f"{thing} reads as another place's at {size}"
    scene.show(view, [])
    shots(apo, f"europe_{city}", "s7_map2")


def ringed(apo, scene, place: str) -> bool:
    """Whether the mouse on ``place`` rings it (any ring: a thin one read as lit too)."""
    x, y = scene.place_centre(place)
    k = round(scene.geom.radius * 1.35)
    ring = [(round(x + k * math.cos(a / 8)), round(y + k * math.sin(a / 8)))
            for a in range(50)]
    seen = []
    for mouse in ((2, 2), (x, y)):
        apo.move(mouse)
        apo.step(3)
        seen.append([tuple(apo.app.canvas.get_at(at)) for at in ring])
    return seen[0] != seen[1]


def test_at_setup_only_what_a_click_chooses_is_lit_and_the_card_tab_is_off_the_places(apo):
    """Playtest 5 (28, w8): at setup the mouse on The Unknown ringed it as on a City one
    may start in, but the click is refused: only what a click can choose is lit. And the
    "Show the card" tab covered the top of The Unknown: it covers no place and no name."""
    scene = play_until(apo, 3, lambda s: (s.decision() or {}).get("kind") == "start_place")
    assert "unknown" not in scene.targets() and "london" in scene.targets()
    assert ringed(apo, scene, "london")
    assert not ringed(apo, scene, "unknown")
    shots(apo, "unknown_unlit", "s7_map2")
    g, r = scene.geom, scene.geom.radius
    tab = scene.reader.tab
    assert g.rect.contains(tab)
    assert tab.collidelist(list(scene.painter.labels.values())) < 0
    for pid, (x, y) in g.centres.items():
        k = r * (2.9 if pid == "unknown" else 1.0)
        assert not tab.colliderect(pygame.Rect(round(x - k), round(y - k), round(2 * k),
                                               round(2 * k))), pid


def test_a_refused_click_hushes_the_places_tooltip_till_the_mouse_leaves(apo):
    """Playtest 5 (29): a click on The Unknown at setup was refused, and the place's
    tooltip covered the red message saying why. After a refused click the place shows no
    tooltip until the mouse has left it; a click that chooses hushes nothing."""
    scene = play_until(apo, 3, lambda s: (s.decision() or {}).get("kind") == "start_place")
    unknown, london = scene.place_centre("unknown"), scene.place_centre("london")
    assert scene.tooltip_at(unknown)
    apo.click(unknown)
    assert (scene.decision() or {}).get("kind") == "start_place", "the click was refused"
    assert scene.tooltip_at(unknown) is None
    shots(apo, "refused_unknown", "s7_map2")
    apo.move((unknown[0] + 2, unknown[1] + 1))  # still on The Unknown
    assert scene.tooltip_at(unknown) is None
    apo.move(london)
    assert scene.tooltip_at(london) and scene.tooltip_at(unknown)


def test_a_dies_tooltip_stands_off_the_tray_and_the_hand(apo):
    """Playtest 5 (86): after a reroll a die's tooltip hid another die and half the hand
    list. Each die's tooltip is drawn beside the tray, off it, the hand and every button."""
    scene = play_until(apo, 3, lambda s: kind(s) == "reroll:")
    tray = scene.poker.tray_rect
    for die in range(len(scene.poker.check_of(scene.view)["dice"])):
        at = scene.die_centre(die)
        tip = scene.tooltip_at(at)
        assert tip and tip.startswith("This die shows"), tip
        surface = pygame.Surface((1280, 720))
        surface.fill((0, 0, 0))
        draw_tooltip(surface, tip, at, scene.palette)
        surface.set_colorkey((0, 0, 0))
        drawn = surface.get_bounding_rect()
        assert not drawn.colliderect(tray) and not drawn.colliderect(scene.hand_box), drawn
    apo.move(scene.die_centre(0))
    apo.step(40)
    shots(apo, "die_tip", "s7_map2")
