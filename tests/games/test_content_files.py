"""Every game's content files: a broken copy of a shipped file names the file and the field.

Each case copies a file from ``levels/``, breaks one thing, and reads it with
the game's own reader: the schema catches shapes and types, the readers' code
catches ranges across records, cross-references and the census.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.core.content import resource_path
from game.core.errors import ContentError
from game.games.axis_mundi.rules import board as axis_board
from game.games.axis_mundi.rules import catalog as axis_catalog
from game.games.loop.rules.board import read_level
from game.games.paradox_island.rules import catalog as paradox_catalog
from game.games.paradox_island.rules.island import read_tiles

Edit = Callable[[Any], object]


def _set(path: str, value: object) -> Edit:
    """Set the field at a dotted path (``cards.3.copies``) to ``value``."""
    *parents, last = path.split(".")

    def edit(data: Any) -> None:
        for step in parents:
            data = data[int(step)] if isinstance(data, list) else data[step]
        if isinstance(data, list):
            data[int(last)] = value
        else:
            data[last] = value

    return edit


def _drop(path: str) -> Edit:
    *parents, last = path.split(".")

    def edit(data: Any) -> None:
        for step in parents:
            data = data[int(step)] if isinstance(data, list) else data[step]
        data.pop(int(last) if isinstance(data, list) else last)

    return edit


LOOP = ("loop/level2.json", lambda f: read_level(f, 2))
BOARD = ("axis_mundi/board_6.json", axis_board.read_board)
CARDS = ("axis_mundi/cards.json", axis_catalog.read_cards)
AXIS_CHARACTERS = ("axis_mundi/characters.json", axis_catalog.read_characters)
TILES = ("paradox_island/tiles.json", read_tiles)
CHARACTERS = ("paradox_island/characters.json", paradox_catalog.read_characters)
ANOMALIES = ("paradox_island/anomalies.json", paradox_catalog.read_anomalies)
POWER = ("paradox_island/power_tokens.json", paradox_catalog.read_power_tokens)

CASES = [
    (LOOP, _set("hexes.3.gray", "yes"), "hexes[3].gray", "expected bool, got str"),
    (LOOP, _set("hexes.0.colour", "red"), "hexes[0].colour", "is not a known field"),
    (LOOP, _set("hexes.2.at", [0, 0]), "hexes[2].at", "is listed twice"),
    (LOOP, _set("max_hold.5", 6), "max_hold.5", "expected int <= 5, got 6"),
    (LOOP, _drop("roll_map.6"), "roll_map.6", "is missing"),
    (LOOP, _set("removed_paths.0.direction", "up"), "removed_paths[0].direction",
     "'up' is not one of: 'left', 'middle', 'right'"),
    (LOOP, _set("tracker.0", "blast"), "tracker", "must start with 'start'"),
    (BOARD, _set("players", 5), "players", "5 is not one of: 3, 6"),
    (BOARD, _set("hexes.2.terrain", "lava"), "hexes[2].terrain", "'lava' is not one of"),
    (BOARD, _set("power_hexes.1.number", 5), "power_hexes[1].number", "must be 2"),
    (BOARD, _set("places.0.pier", [0, 0]), "places[0].pier", "a pier beside the warehouse"),
    (BOARD, _set("caves.0.1", [3, 3]), "caves[0]", "must face each other"),
    (BOARD, _set("treasure_spots.0", [5, 0]), "treasure_spots[0]", "cannot hold treasure"),
    (BOARD, _set("rings.1.level", 9), "rings[1]", "ring 1 is level 4"),
    (BOARD, _drop("loose_tiles.sheltered"), "loose_tiles.sheltered", "is missing"),
    (CARDS, _set("cards.3.copies", "2"), "cards[3].copies", "expected int, got str"),
    (CARDS, _set("cards.3.copies", 0), "cards[3].copies", "expected int >= 1, got 0"),
    (CARDS, _set("cards.5.id", "rock_climber"), "cards[5].id", "'rock_climber' is listed twice"),
    (CARDS, _set("cards.0.players", [3, 4]), "cards[0].players[1]", "4 is not one of: 3, 6"),
    (CARDS, _drop("cards.7.text"), "cards[7].text", "is missing"),
    (AXIS_CHARACTERS, _set("recommended.3.0", "nobody"), "recommended.3[0]",
     "'nobody' is not one of: beastmaster"),
    (AXIS_CHARACTERS, _drop("mats.angel.hit_points.6"), "mats.angel.hit_points.6", "is missing"),
    (TILES, _set("tiles.3.spaces.1.arrows.0", ["E", "W"]), "tiles[3].spaces[1].arrows",
     "must join the 6 sides in pairs"),
    (TILES, _set("tiles.0.spaces.0.name", "kiwi"), "tiles[0].spaces[0].name",
     "'kiwi' is not one of"),
    (TILES, _set("tiles.0.spaces.1.kind", "camp"), "tiles", "the book's 37 spaces"),
    (TILES, _set("lakes.0.cells.1", [1]), "lakes[0].cells[1]", "expected array of length 2"),
    (CHARACTERS, _set("characters.0.jump", 3), "characters[0].jump", "expected int <= 2, got 3"),
    (CHARACTERS, _drop("characters.3.bonuses.0.boxes"), "characters[3].bonuses[0].fruits",
     "a bonus needs fruits or palm-tree boxes"),
    (CHARACTERS, _set("characters.0.bonuses.0.fruits", ["orange"]), "characters[0].bonuses",
     "must share out all 7 fruits"),
    (CHARACTERS, _set("characters.1.mission.kind", "fly"), "characters[1].mission.kind",
     "'fly' is not one of"),
    (ANOMALIES, _drop("tokens.9"), "tokens", "there are 10 anomaly tokens"),
    (ANOMALIES, _set("tokens.2.effect", 4), "tokens[2].effect", "expected str, got int"),
    (POWER, _set("tokens.1.id", "seaweed"), "tokens[1].id", "'seaweed' is listed twice"),
]


@pytest.mark.parametrize(("which", "edit", "field", "problem"), CASES,
                         ids=[f"{c[0][0]}:{c[2]}" for c in CASES])
def test_a_broken_content_file_names_file_and_field(tmp_path: Path, which, edit, field, problem):
    name, reader = which
    data = json.loads(resource_path(f"levels/{name}").read_text(encoding="utf-8"))
    edit(data)
    path = tmp_path / Path(name).name
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError) as refused:
        reader(str(path))
    assert str(refused.value).startswith(f"{path}: {field}: "), str(refused.value)
    assert problem in str(refused.value)


@pytest.mark.parametrize("which", [LOOP, BOARD, CARDS, AXIS_CHARACTERS, TILES, CHARACTERS,
                                   ANOMALIES, POWER], ids=lambda w: w[0])
def test_the_shipped_files_load(which):
    name, reader = which
    assert reader(f"levels/{name}")
