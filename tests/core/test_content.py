"""Content files: loaded into a declared schema, every problem names the file and the field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Literal

import pytest

from game.core.content import by_id, load_content
from game.core.errors import ContentError
from game.core.schema import Invalid, Meta, Positive, Schema


class Card(Schema):
    id: str
    cost: Positive
    deck: Literal["one_time", "permanent"]
    players: tuple[Literal[3, 6], ...] = (3, 6)

    def __post_init__(self) -> None:
        if self.deck == "permanent" and self.cost > 5:
            raise Invalid("cost", "a permanent card costs at most 5")


class Deck(Schema):
    name: Annotated[str, Meta(max_length=20)]
    cards: list[Card]


GOOD = {"name": "demo", "cards": [{"id": "a", "cost": 1, "deck": "one_time"},
                                  {"id": "b", "cost": 2, "deck": "permanent"}]}


def write(tmp_path: Path, data: object, name: str = "cards.json") -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def test_a_good_file_loads_into_its_schema(tmp_path):
    deck = load_content(write(tmp_path, GOOD), Deck)
    assert deck.cards[1] == Card("b", 2, "permanent")
    assert by_id("cards.json", "cards", deck.cards)["a"].cost == 1


@pytest.mark.parametrize(("edit", "message"), [
    (lambda d: d["cards"][1].update(cost="2"), "cards[1].cost: expected int, got str"),
    (lambda d: d["cards"][1].update(cost=True), "cards[1].cost: expected int, got bool"),
    (lambda d: d["cards"][0].pop("deck"), "cards[0].deck: is missing"),
    (lambda d: d["cards"][0].update(colour="red"),
     "cards[0].colour: is not a known field; expected one of: id, cost, deck, players"),
    (lambda d: d["cards"][1].update(deck="secret"),
     "cards[1].deck: 'secret' is not one of: 'one_time', 'permanent'"),
    (lambda d: d["cards"][0].update(players=[3, 4]), "cards[0].players[1]: 4 is not one of: 3, 6"),
    (lambda d: d["cards"][0].update(cost=0), "cards[0].cost: expected int >= 1, got 0"),
    (lambda d: d["cards"][1].update(cost=7), "cards[1].cost: a permanent card costs at most 5"),
    (lambda d: d.update(name="x" * 30), "name: expected str of length <= 20, got 'xxxx"),
    (lambda d: d.update(cards={}), "cards: expected array, got object"),
    (lambda d: d.pop("cards"), "cards: is missing"),
])
def test_a_broken_file_names_file_and_field(tmp_path, edit, message):
    data = json.loads(json.dumps(GOOD))
    edit(data)
    file = write(tmp_path, data)
    with pytest.raises(ContentError) as refused:
        load_content(file, Deck)
    assert str(refused.value).startswith(f"{file}: {message}")
    assert refused.value.file == file


def test_the_whole_file_of_the_wrong_shape(tmp_path):
    with pytest.raises(ContentError, match=r"cards.json: \(top\): expected object, got array"):
        load_content(write(tmp_path, [1, 2]), Deck)


@pytest.mark.parametrize(("text", "message"), [
    ("[1,", r"\(file\): not valid JSON: line 1: Expecting value"),
    ('{"name": "a",\n "name": "b", "cards": []}',
     r"\(file\): not valid JSON: the key 'name' appears twice in one object"),
    ('{"name": "a", "cards": [{"id": "a", "cost": NaN, "deck": "permanent"}]}',
     r"\(file\): not valid JSON: NaN is not JSON"),
])
def test_files_that_are_not_strict_json(tmp_path, text, message):
    with pytest.raises(ContentError, match=message):
        load_content(write(tmp_path, text), Deck)


def test_missing_and_unreadable_files(tmp_path):
    with pytest.raises(ContentError, match=r"nothing.json: \(file\): cannot read"):
        load_content("levels/nothing.json", Deck)
    bad = tmp_path / "latin1.json"
    bad.write_bytes(b'{"name": "caf\xe9"}')
    with pytest.raises(ContentError, match=r"latin1.json: \(file\): not UTF-8 text"):
        load_content(str(bad), Deck)


def test_an_id_listed_twice_names_its_place():
    cards = [Card("a", 1, "one_time"), Card("b", 1, "one_time"), Card("a", 2, "permanent")]
    with pytest.raises(ContentError, match=r"^cards.json: cards\[2\].id: 'a' is listed twice$"):
        by_id("cards.json", "cards", cards)
