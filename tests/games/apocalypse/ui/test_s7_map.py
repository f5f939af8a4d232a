"""The Apocalypse's map, play areas and log after the fourth mouse playtest (issue 13
items 4-6): a log without a line per pass in a reaction window, and with the stay in a
City that the Travel step can be; toasts on their own backing; the Aspired Artifact's
Location marker and the Obstacle on the map; pawns and Visited tokens laid out around
crowded Cities; the personality's tooltip in each play area."""

from __future__ import annotations

import copy
import itertools
import math

import pygame
import pytest

from game.core.seats import bot_rng
from game.games.apocalypse.bots.levels import BOTS
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.state import ApocalypseState
from game.games.apocalypse.rules.world import PLACES
from game.games.apocalypse.screen.map_spots import footprint
from game.games.apocalypse.screen.track import track_tip
from game.games.apocalypse.screen.words import personality_tip
from game.ui.widgets import draw_tooltip, find_buttons
from tests.games.apocalypse.helpers import ready
from tests.games.apocalypse.ui.test_playtest import kind, play_until
from tests.games.apocalypse.ui.test_playtest3 import SIZES, shots


def every_log_line(players: int, seed: int) -> list[str]:
    """Each line every seat and a spectator read in a seeded bot game."""
    state = ApocalypseState.new({"round_limit": 20}, seed, players)
    rngs = [bot_rng(seed, k) for k in range(players)]
    lines: list[str] = []
    while not state.is_over():
        seat = state.to_move()[0]
        action = BOTS["normal"](state.view(seat), state.legal_actions(seat), rngs[seat])
        events = state.apply(seat, action)
        for reader in [*range(players), -1]:
            lines += [e.to_text() for e in (x.for_seat(reader) for x in events) if e]
    return lines


def test_no_reaction_window_pass_is_a_log_line():
    """Playtest 4: "Player 1 passes" came after every window. No reader's log has one,
    the passer's included; what is logged is the same whatever the hands (twins)."""
    lines = every_log_line(3, 5)
    assert len(lines) > 200
    assert not [line for line in lines if line.endswith(" passes")]


def test_staying_in_a_city_is_logged():
    """The Travel step taken without moving (rules: Travel to where you are) reads
    "Player 1 stays in London" for every reader."""
    s = ready(2, seed=3, places=("london", "cairo"))
    seat = s.to_move()[0]
    here = s.table.players[seat].place
    stay = A.Travel(here)
    assert stay in s.legal_actions(seat)
    events = s.apply(seat, stay)
    name = {"london": "London", "cairo": "Cairo"}[here]
    for reader in (0, 1, -1):
        seen = [e.for_seat(reader) for e in events]
        assert f"Player {seat + 1} stays in {name}" in [e.to_text() for e in seen if e]


def test_a_toast_over_the_log_hides_the_lines_under_it(apo):
    """Playtest 4: a toast faded in and out over the log's text. On the table it is
    drawn on an opaque plate: its words are the only ones inside it (screenshots)."""
    scene = play_until(apo, 4, lambda s: kind(s) == "menu:free_time")
    apo.table.toast("Passed for you: no card to play")
    apo.step(20)
    toast = apo.table.toasts[-1]
    anchor = scene.toast_anchor()
    box = toast.rect(anchor.centerx, anchor.top, anchor.width)
    assert apo.table.log_home.colliderect(box)  # where the log was: it gives way (s9)
    shots(apo, "toast", "s7_map")
    canvas = apo.app.canvas
    plate = tuple(canvas.get_at((box.x + 12, box.y + 5)))
    inside = {tuple(canvas.get_at((x, box.y + 5))) for x in range(box.x + 12, box.right - 12)}
    assert inside == {plate}, "nothing under the toast shows through its top edge"


def test_the_location_markers_are_on_the_map_with_a_tooltip(apo):
    """Playtest 4: the map showed neither where the viewer's Aspired Artifact is sought
    nor its Obstacle. Each player's Location marker stands by its Exotic City (public, as
    the book lays it on the Artifact card); hovering it names the Artifact, the Fields
    and the Obstacle - face down for the others' and the viewer's alike until revealed."""
    scene = play_until(apo, 4, lambda s: kind(s).startswith("menu:") and all(
        q.get("aspired") for q in s.view["players"]))
    view = scene.view
    sought = {q["seat"]: q["aspired"]["marker"] for q in view["players"] if q.get("aspired")}
    assert view["seat"] in sought and len(sought) == 2
    spots = scene.painter.spots(view)
    for seat, city in sought.items():
        (x, y) = spots[("marker", seat, city)]
        assert scene.painter.marker_at(view, (round(x), round(y))) == (seat, city)
        tip = scene.tooltip_at((round(x), round(y)))
        assert f"Fields of {PLACES[city].name}" in tip and "Obstacle" in tip, tip
        assert tip.startswith("Your") == (seat == view["seat"])
    shots(apo, "location", "s7_map")


def test_the_expedition_step_says_it_needs_a_field():
    """The book: an expedition only from a Field of the Location marker's Exotic City.
    The track's Expedition step says so to a viewer in a City, not to one on a Field."""
    s = ready(2, seed=3, places=("london", "cairo"))
    view = s.view(0)
    assert track_tip(view, "expedition").startswith(
        "Expedition: only on an Expedition Field (you are in London)")
    s.table.players[0].place = "cairo_1"
    assert not track_tip(s.view(0), "expedition").startswith("Expedition: only")


def crowded(view: dict, city: str, other: str) -> dict:
    """``view`` with every pawn at ``city``, everyone's Visited token there and at
    ``other``, and two Location markers at each (the most a City holds)."""
    crowd = copy.deepcopy(view)
    for q in crowd["players"]:
        q["place"], q["dead"] = city, False
        q["visited"] = [city, other]
        q["aspired"] = {**(q.get("aspired") or {"artifact": "", "obstacle": None,
                                                   "face_up": False, "has_obstacle": False}),
                        "marker": (city, other)[q["seat"] % 2]}
    return crowd


@pytest.mark.parametrize(("city", "other"), [("lhasa", "cairo"), ("cairo", "lhasa")])
def test_pawns_tokens_and_markers_never_overlap_at_the_most_crowded_cities(apo, city, other):
    """Playtest 4: pawns and Visited tokens heaped up at Lhasa and Cairo. With 4 pawns,
    4 Visited tokens and 2 Location markers at one City (and tokens and markers at the
    other), at both window sizes nothing covers another thing, a name, a City or a
    Field's number, and everything stays on the map nearer its own place (or its Fields)
    than any other."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel", seats=4)
    view = crowded(scene.view, city, other)
    scene.show(view, [])
    shots(apo, f"crowd_{city}", "s7_map")
    g, r = scene.geom, scene.geom.radius
    cities = [pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))
              for pid, (x, y) in g.centres.items() if PLACES[pid].is_city]
    fields = [pygame.Rect(round(x - r * 0.6), round(y - r * 0.6), round(r * 1.2),
                          round(r * 1.2))
              for pid, (x, y) in g.centres.items() if PLACES[pid].kind == "field"]
    for size in SIZES:
        apo.app.resize(size)
        apo.step(2)
        scene.painter.static()
        spots = scene.painter.spots(view)
        assert len([t for t in spots if t[2] == city]) == 4 + 4 + 2
        boxes = {thing: footprint(thing[0], at, r) for thing, at in spots.items()}
        for a, b in itertools.combinations(boxes, 2):
            assert not boxes[a].colliderect(boxes[b]), f"{a} and {b} overlap at {size}"
        for thing, box in boxes.items():
            assert g.rect.contains(box), thing
            assert box.collidelist(list(scene.painter.labels.values())) < 0, thing
            assert box.collidelist(cities) < 0 and box.collidelist(fields) < 0, thing
            at = spots[thing]
            nearest = min(g.centres, key=lambda pid: math.dist(at, g.centres[pid]))
            assert thing[2] in (nearest, PLACES[nearest].city), f"{thing} is {nearest}'s"
            assert math.dist(at, g.centres[thing[2]]) < 8 * r, f"{thing} strays from its place"


def test_each_play_area_explains_its_personalities_on_hover(apo):
    """Playtest 4: what a Personality does showed on the choosing buttons only. Hovering
    either Personality in any play area shows the same tooltip as the button did."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel", seats=3)
    seen = 0
    for q in scene.view["players"]:
        for trait in q["personalities"]:
            rect = scene.chip_rect(("personality", q["seat"], trait))
            assert rect is not None and scene.areas_rect().contains(rect), trait
            assert scene.tooltip_at(rect.center) == personality_tip(trait)
            seen += 1
    assert seen == 6
    apo.move(rect.center)
    apo.step(40)
    shots(apo, "personality_tip", "s7_map")


def test_a_buttons_tooltip_keeps_off_the_buttons_next_to_it(apo):
    """Playtest 4: the tip of "Study" covered "Reward" under it. Every button's tooltip
    is drawn inside the window, off every other button of the table."""
    scene = play_until(apo, 4, lambda s: kind(s) == "menu:free_time")
    buttons = [b for b in scene.all_buttons() if b.tip]
    assert len(buttons) >= 2
    for b in buttons:
        tip = scene.tooltip_at(b.rect.center)
        surface = pygame.Surface((1280, 720))
        surface.fill((0, 0, 0))
        draw_tooltip(surface, tip, b.rect.center, scene.palette)
        surface.set_colorkey((0, 0, 0))
        drawn = surface.get_bounding_rect()
        others = [o.rect for o in scene.all_buttons() if o is not b]
        assert drawn.width >= 200 and drawn.collidelist(others) < 0, (b.label, drawn)
    apo.move(buttons[0].rect.center)
    apo.step(40)
    shots(apo, "button_tip", "s7_map")


def test_the_pass_in_others_turns_tooltip_is_no_thin_strip(apo):
    """Playtest 4 (68): the tooltip of "Pass in others' turns", at the window's right
    edge, was a tall thin strip over the log. It is a readable box inside the window,
    off the Hint, Undo and Menu buttons."""
    apo.sit("apocalypse", ["human", "human", "bot:normal"], 3)
    ui = apo.table.ui
    button = apo.table.stand_in_button
    for _ in range(90):
        apo.move(button.rect.center)
        if button.tool_tip is not None:
            break
    tip = button.tool_tip
    assert tip is not None, "the tooltip came up"
    assert 200 <= tip.rect.width <= 320 and tip.rect.height < 120, tip.rect
    assert pygame.Rect(0, 0, 1280, 720).contains(tip.rect)
    row = [b.rect for label in ("Hint", "Undo", "Menu") for b in find_buttons(ui, label)]
    assert len(row) == 3 and tip.rect.collidelist([*row, button.rect]) < 0
    shots(apo, "stand_in_tip", "s7_map")
