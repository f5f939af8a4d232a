"""Content as data (``levels/the_now``): the field, the track, the decks, checked at load."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from game.core.content import resource_path
from game.core.errors import ContentError
from game.core.hexgrid import Hex
from game.games.the_now.rules.catalog import (
    ARTIFACTS,
    COLOURS,
    DECK,
    STARTING,
    artifact_copies,
    read_artifacts,
    read_events,
    starting_cards,
)
from game.games.the_now.rules.field import BEYOND, FIELD, TRACK, read_field, read_track


def test_the_field_has_61_nodes_in_rings_realized_clockwise_from_the_pointer():
    """Playing field: the centre and rings 1-4 (6, 12, 18, 24 nodes); Exact node time."""
    assert len(FIELD.hexes) == 61
    assert [len(ring) for ring in FIELD.rings] == [1, 6, 12, 18, 24]
    for ring in FIELD.rings[1:]:
        first = FIELD.hexes[ring[0]]
        assert first == Hex(0, -1).scale(first.length())  # straight up from the centre
        for a, b in itertools.pairwise(ring):
            assert FIELD.hexes[a].distance(FIELD.hexes[b]) == 1  # each next node adjacent
    assert FIELD.name(0) == "the centre" and FIELD.name(FIELD.rings[3][4]) == \
        "the 5th node of ring 3"


def test_edge_nodes_face_nodes_beyond_the_field():
    """"There are nodes outside the playing field": ring 4 has neighbours beyond it,
    later than every node of the field."""
    beyond = {FIELD.hexes[n].neighbor(d) for n in FIELD.rings[4] for d in range(6)
              if FIELD.neighbours[n][d] == BEYOND}
    assert len(beyond) == 30 and {h.length() for h in beyond} == {5}  # ring 5
    assert FIELD.is_later(60, BEYOND)


def test_symmetry_groups_are_three_nodes_of_a_ring_a_third_of_a_turn_apart():
    for node in range(1, 61):
        group = FIELD.symmetric(node)
        assert len(group) == 3 and group[0] == node
        assert {FIELD.radius[n] for n in group} == {FIELD.radius[node]}
        assert {FIELD.hexes[n] for n in group} == {FIELD.hexes[node].rotate(2 * k)
                                                   for k in range(3)}
    assert FIELD.symmetric(0) == (0,)


def test_the_now_track():
    """Phases and Rounds; Periods: safety 1-3, artifacts from 6, pre-realization at the
    end of each phase from phase 1."""
    assert TRACK.rounds == 20 and TRACK.phases == ((1, 2), (3, 5), (6, 9), (10, 14), (15, 20))
    assert [r for r in range(1, 21) if TRACK.safe(r)] == [1, 2, 3]
    assert [r for r in range(1, 21) if TRACK.artifacts_open(r)] == list(range(6, 21))
    assert [r for r in range(1, 21) if TRACK.pre_realization(r)] == [5, 9, 14, 20]
    assert TRACK.start_points == 2 and TRACK.points_spaces == 15


def test_the_decks():
    assert len(DECK) == 60 and len(STARTING) == 25 and len(COLOURS) == 5
    assert len(artifact_copies()) == 12 and ARTIFACTS["tangle_of_fates"].copies == 2
    for colour in COLOURS:
        flexible = sorted(str(STARTING[c].flexible) for c in starting_cards(colour))
        assert flexible == ["None", "None", "attacking", "logistic", "supporting"]
    pairs = {(c.yes, c.no) for c in DECK.values() if c.centre == "gain" and c.yes and c.no
             and c.points == 1}
    assert len(pairs) == 20  # every ordered pair of colours
    kinds = {c.type for card in DECK.values() for c in card.links}
    assert kinds == {"cause", "hindrance"}


def _broken(tmp_path: Path, name: str, change) -> str:
    data = json.loads(resource_path(f"levels/the_now/{name}").read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_a_bad_card_names_its_file_and_field(tmp_path):
    def cure(data):
        data["deck"][3]["links"][0]["type"] = "cure"
    path = _broken(tmp_path, "events.json", cure)
    with pytest.raises(ContentError, match=r"events\.json: deck\[3\]\.links\[0\]\.type"):
        read_events(path, COLOURS)

    def colourless(data):
        data["deck"][5]["yes"] = "green"
    with pytest.raises(ContentError, match=r"deck\[5\]\.yes: 'green' is not a colour"):
        read_events(_broken(tmp_path, "events.json", colourless), COLOURS)


def test_a_bad_field_or_track_names_its_file_and_field(tmp_path):
    def swap(data):
        nodes = data["rings"][2]["nodes"]
        nodes[3], nodes[4] = nodes[4], nodes[3]
    with pytest.raises(ContentError, match=r"field\.json: rings\[2\]\.nodes"):
        read_field(_broken(tmp_path, "field.json", swap))

    def late(data):
        data["periods"]["pre_realization"] = [5, 9, 14]
    with pytest.raises(ContentError, match=r"track\.json: periods\.pre_realization"):
        read_track(_broken(tmp_path, "track.json", late))


def test_a_bad_artifact_names_its_file_and_field(tmp_path):
    def gap(data):
        data["artifacts"][1]["tension"][2]["from"] = 12
    with pytest.raises(ContentError, match=r"artifacts\[1\]\.tension"):
        read_artifacts(_broken(tmp_path, "artifacts.json", gap))
