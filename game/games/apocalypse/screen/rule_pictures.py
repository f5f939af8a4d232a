"""The Apocalypse's rulebook pictures, drawn by the table's own map, area, hand, track,
card and dice-poker code.

``draw(name, box, palette)`` (named in the game's registration) returns the picture
within ``box``. The table is a three-player game played by the normal bots from a fixed
seed to the start of turn 4, seen by Player 1:

- ``world``: the whole map with the Catastrophe, the Visited tokens and the pawns;
- ``western_city``, ``exotic_city`` (with its four Fields), ``unknown``, ``catastrophe``,
  ``plan_flag``, ``closed_city``: the map drawn twice as large, cut around one place;
- ``visited``: the map as the table draws it, cut around the place most players have
  Visited, made three times larger (Visited tokens are small);
- ``pawns``: the four players' pawns, the one whose step it is ringed;
- ``health``: Health as the play area shows it (4 of 6);
- ``track``: the step track; ``area``: Player 1's play area; ``hand``: Player 1's hand;
- ``chip_<spot>``: one chip of that area (``tokens``, ``aspired``, ``learning``);
- ``card_<deck>``: a card of that deck as a chip; ``card_used``: a used card, turned;
- ``check``: the dice-poker panel in the middle of a check; ``ladder``: its ladder alone.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pygame

from game.core.seats import bot_rng
from game.games.apocalypse.bots.levels import BOTS
from game.games.apocalypse.rules import events as E
from game.games.apocalypse.rules.catalog import CARDS
from game.games.apocalypse.rules.state import ApocalypseState
from game.games.apocalypse.rules.world import PLACES, UNKNOWN
from game.games.apocalypse.screen.areas import area_spots, draw_area_chips, draw_areas, draw_hand
from game.games.apocalypse.screen.dice_poker import DicePoker
from game.games.apocalypse.screen.look import chip, health_marks
from game.games.apocalypse.screen.map_sheet import MapGeometry
from game.games.apocalypse.screen.track import draw_track
from game.games.apocalypse.screen.world_map import MapPainter
from game.ui.palette import Palette

SEED, PLAYERS, TURN = 24, 3, 4
MAP = (880, 276)  # the map, the track, a play area and the hand as the table lays them out
TRACK = (880, 26)
AREA = (556, 80)
WIDE_AREA = (1600, 80)  # one row of chips, to cut a few out side by side
HAND = (556, 104)
ZOOM = 2
SAMPLES = {
    "good_luck": "first_aid", "bad_luck": "overconfident", "skill": "persistence",
    "plan": "revenge", "rare_item": "seven_sided_coin", "unknown": "the_tar_pit",
    "artifact": "strange_gemstone_animal", "obstacle": "blood_sacrifice",
    "city_adventure": "pickpockets", "field_adventure": "the_competitors",
}
CROPS = {"western_city": ("los_angeles", 200, 80), "unknown": (UNKNOWN, 260, 130),
         "plan_flag": ("cairo", 230, 130), "closed_city": ("bangkok", 230, 130)}
CHECK = {"seat": 0, "required": "mystic", "chosen": "mystic", "difficulty": 4,
         "target": "full_house", "rerolls": 4, "rerolls_left": 2, "dice": [2, 2, 5, 5, 5],
         "hand": "full_house", "source": "adventure", "card": "", "mods": [], "result": "",
         "ref": []}


@cache
def _table_view() -> dict[str, Any]:
    """Player 1's view of a three-player bot game at the start of turn 4."""
    state = ApocalypseState.new({"unknown_cards": 3, "round_limit": "none"}, SEED, PLAYERS)
    rngs = [bot_rng(SEED, k) for k in range(PLAYERS)]
    while not state.is_over():
        seat = state.to_move()[0]
        events = state.apply(seat, BOTS["normal"](state.view(seat), state.legal_actions(seat),
                                                  rngs[seat]))
        if any(isinstance(e, E.RoundBegan) and e.round == TURN for e in events):
            break
    return state.view(0)


def _fit(image: pygame.Surface, box: tuple[int, int]) -> pygame.Surface:
    scale = min(1.0, box[0] / image.get_width(), box[1] / image.get_height())
    if scale == 1.0:
        return image
    size = (max(1, int(image.get_width() * scale)), max(1, int(image.get_height() * scale)))
    return pygame.transform.smoothscale(image, size)


def _grown(image: pygame.Surface, box: tuple[int, int], most: int = 3) -> pygame.Surface:
    """A small drawing made larger (whole steps, at most ``most``) to fill ``box``."""
    k = min(most, box[0] // image.get_width(), box[1] // image.get_height())
    if k <= 1:
        return _fit(image, box)
    return pygame.transform.scale(image, (image.get_width() * k, image.get_height() * k))


@cache
def _painter(zoom: int, p: Palette) -> MapPainter:
    """The map's painter at ``zoom`` times the table's, its sheet drawn once: the pictures
    share it (drawn for each, the sheet took most of the 3-5 s the rulebook took to open)."""
    painter = MapPainter(MapGeometry(pygame.Rect((0, 0), (MAP[0] * zoom, MAP[1] * zoom))), p)
    painter.static()
    return painter


def _map(p: Palette, zoom: int, view: dict[str, Any], plans: dict[str, list[str]] | None = None,
         pawns: bool = True) -> tuple[pygame.Surface, MapGeometry, dict[str, pygame.Rect]]:
    """The map (``zoom`` times the table's) with what stands on it, its geometry and where
    each place's name was put."""
    painter = _painter(zoom, p)
    geom = painter.geom
    image = painter.static().copy()
    painter.draw_marks(image, view, set(), plans)
    if pawns:
        painter.draw_pawns(image, painter.pawn_spots(view), view.get("active", -1))
    return image, geom, painter.labels


def _crop(image: pygame.Surface, around: pygame.Rect) -> pygame.Surface:
    return image.subsurface(around.clip(image.get_rect())).copy()


def _place_crop(p: Palette, place: str, size: tuple[int, int], view: dict[str, Any],
                plans: dict[str, list[str]] | None = None) -> pygame.Surface:
    image, geom, labels = _map(p, ZOOM, view, plans)
    named = pygame.Rect(geom.centre(place), (1, 1)).union(labels.get(place, pygame.Rect()))
    return _crop(image, pygame.Rect((0, 0), size).move(named.centerx - size[0] // 2,
                                                        named.centery - size[1] // 2))


def _exotic_city(p: Palette, city: str) -> pygame.Surface:
    """An Exotic City with the four Fields that lead out of it."""
    image, geom, labels = _map(p, ZOOM, _table_view())
    places = [city, *(pid for pid, pl in PLACES.items() if pl.kind == "field" and pl.city == city)]
    spots = [pygame.Rect(geom.centre(pid), (1, 1)) for pid in places] + [labels[city]]
    r = round(geom.radius)
    return _crop(image, spots[0].unionall(spots[1:]).inflate(3 * r, 3 * r))


def _visited(p: Palette, box: tuple[int, int]) -> pygame.Surface:
    view = _table_view()
    counts: dict[str, int] = {}
    for q in view["players"]:
        for place in q["visited"]:
            counts[place] = counts.get(place, 0) + 1
    if not counts:
        raise KeyError("visited")
    place = max(counts, key=lambda k: counts[k])
    image, geom, _ = _map(p, 1, view, pawns=False)
    x, y = geom.centre(place)
    return _grown(_crop(image, pygame.Rect(x - 26, y - 20, 52, 34)), box, most=2)


def _pawns(p: Palette, box: tuple[int, int]) -> pygame.Surface:
    geom = MapGeometry(pygame.Rect((0, 0), (MAP[0] * ZOOM, MAP[1] * ZOOM)))
    step = geom.radius * 3
    image = pygame.Surface((round(step * 4), round(geom.radius * 3.6)), pygame.SRCALPHA)
    spots = {seat: (step * (seat + 0.5), geom.radius * 1.4) for seat in range(4)}
    MapPainter(geom, p).draw_pawns(image, spots, active=0)
    return _fit(image, box)


def _area(p: Palette, size: tuple[int, int] = AREA
          ) -> tuple[pygame.Surface, dict[str, Any], pygame.Rect]:
    view = _table_view()
    alone = {**view, "players": [view["players"][0]]}
    rect = pygame.Rect((0, 0), size)
    image = pygame.Surface(size, pygame.SRCALPHA)
    draw_areas(image, rect, alone, p)
    draw_area_chips(image, rect, alone, p)
    return image, alone, rect


def _chip(p: Palette, kinds: tuple[str, ...], box: tuple[int, int]) -> pygame.Surface:
    image, view, rect = _area(p, WIDE_AREA)
    found = [spot_rect for spot, spot_rect, _, _ in area_spots(rect, view) if spot[0] in kinds]
    if not found:
        raise KeyError(kinds)
    return _fit(_crop(image, found[0].unionall(found[1:]).inflate(4, 4)), box)


def _card(p: Palette, deck: str, box: tuple[int, int], *, used: bool = False) -> pygame.Surface:
    rect = pygame.Rect(0, 0, min(box[0], 250), min(box[1], 26))
    image = pygame.Surface(rect.size, pygame.SRCALPHA)
    chip(image, rect, CARDS[SAMPLES[deck]].name, deck, p, sideways=used, size=15)
    return image


def _check(p: Palette) -> tuple[pygame.Surface, DicePoker]:
    poker = DicePoker(pygame.Rect(0, 0, 640, 272), p)
    poker.tray.set_values(CHECK["dice"])
    poker.shown = list(CHECK["dice"])
    image = pygame.Surface(poker.rect.size, pygame.SRCALPHA)
    poker.draw(image, {**_table_view(), "check": CHECK}, [], (-1, -1))
    return image, poker


def draw(name: str, box: tuple[int, int], p: Palette) -> pygame.Surface:
    """The Apocalypse's rulebook picture ``name`` within ``box`` (``KeyError`` if unknown)."""
    view = _table_view()
    kind, _, what = name.partition("_")
    if name == "world":
        return _fit(_map(p, 1, view)[0], box)
    if name in CROPS:
        place, w, h = CROPS[name]
        closed = {**view, "closed": {place: TURN}} if name == "closed_city" else view
        plans = {place: ["a Plan"]} if name == "plan_flag" else None
        return _fit(_place_crop(p, place, (w, h), closed, plans), box)
    if name == "exotic_city":
        return _fit(_exotic_city(p, "cairo"), box)
    if name == "catastrophe":
        return _fit(_place_crop(p, view["catastrophe"], (260, 150), view), box)
    if name == "visited":
        return _visited(p, box)
    if name == "pawns":
        return _pawns(p, box)
    if name == "health":
        image = pygame.Surface((68, 12), pygame.SRCALPHA)
        health_marks(image, (1, 1), 4, 6, p)
        return _grown(image, box)
    if name == "track":
        image = pygame.Surface(TRACK, pygame.SRCALPHA)
        draw_track(image, image.get_rect(), view, p)
        return _fit(image, box)
    if name == "area":
        return _fit(_area(p)[0], box)
    if name == "hand":
        image = pygame.Surface(HAND, pygame.SRCALPHA)
        draw_hand(image, image.get_rect(), view.get("you"), p, set())
        return _fit(image, box)
    if kind == "chip" and what in ("tokens", "aspired", "learning"):
        kinds = {"tokens": ("tokens", "collection"), "aspired": ("aspired", "obstacle")}
        return _chip(p, kinds.get(what, (what,)), box)
    if kind == "card" and what in SAMPLES:
        return _card(p, what, box)
    if name == "card_used":
        return _card(p, "rare_item", box, used=True)
    if name == "check":
        return _fit(_check(p)[0], box)
    if name == "ladder":
        image, poker = _check(p)
        ladder = poker.ladder_rect.inflate(8, 8)
        ladder.height += 30  # the verdict under it
        return _fit(_crop(image, ladder), box)
    raise KeyError(name)
