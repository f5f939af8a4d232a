"""The world and the decks as data (book: "The Game Board", "Cards", the card examples):
what they hold, and a broken copy failing at load with its file, card and field."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.core.content import resource_path
from game.core.errors import ContentError
from game.games.apocalypse.rules import catalog
from game.games.apocalypse.rules.catalog import CARDS, DECK_FILES, card_of, deck_list, read_deck
from game.games.apocalypse.rules.language import Draw, Gain, Heal
from game.games.apocalypse.rules.world import (
    EXOTIC,
    FIELDS,
    PLACES,
    WESTERN,
    WESTERN_BY_NUMBER,
    read_world,
)

#: Cards the book shows or quotes, by the names it gives them.
BOOK_CARDS = {
    "Local Allies", "Overconfident", "Revenge", "First Aid", "Seven-Sided Coin",
    "Hiding from the Inquisition", "Persistence", "Too Early to Celebrate", "The Competitors",
    "Gaining the Edge", "Blood Sacrifice", "Strange Gemstone Animal", "Archeology",
    "Focusing Pendant", "Friends in High Places", "List of Names and Phone Numbers",
    "Entropy of Luck", "The Tar Pit", "Hunting",
}


def test_every_card_the_book_names_is_in_the_decks():
    names = {c.name for c in CARDS.values()}
    assert names >= BOOK_CARDS
    traits = {tuple(sorted(c.traits)) for c in CARDS.values() if c.deck == "rare_item"}
    for pair in (("alteration", "charm"), ("high_tech", "social"), ("ancient", "treasure"),
                 ("charm", "treasure")):
        assert pair in traits  # the trait pairs the Example of Play reveals


def test_the_western_cities_are_numbered_two_to_twelve_game_board():
    assert len(WESTERN) == 11 and sorted(WESTERN_BY_NUMBER) == list(range(2, 13))
    assert {PLACES[c].name for c in WESTERN} == {
        "London", "Cape Town", "Paris", "Rio de Janeiro", "Los Angeles", "Rome", "Oslo",
        "Sydney", "St. Petersburg", "New York", "Geneva"}
    assert WESTERN_BY_NUMBER[5] == "london" and WESTERN_BY_NUMBER[3] == "new_york"


def test_nine_exotic_cities_with_four_fields_and_the_unknown_game_board():
    assert len(EXOTIC) == 9 and len(FIELDS) == 36 and "unknown" in PLACES
    for city in EXOTIC:
        numbers = sorted(PLACES[f].number for f in FIELDS if PLACES[f].city == city)
        assert numbers == [1, 2, 3, 4]


def reward(place: str) -> Counter:
    out: Counter = Counter()
    for op in PLACES[place].free_time:
        if isinstance(op, Draw):
            out[op.deck] += op.keep if op.keep else op.n
            if op.keep:
                out["choose from"] += op.n
        elif isinstance(op, Gain):
            out[op.what] += op.n
        elif isinstance(op, Heal):
            out["heal"] += op.n or 0
    return out


def test_research_and_free_time_rewards_as_the_book_lists_them_free_time():
    """Research: a Research token in Western Cities, an Equipment token in Exotic ones.
    Free Time: the lists of "Spending Free Time In A City"."""
    assert all(PLACES[c].research == "research" for c in WESTERN)
    assert all(PLACES[c].research == "equipment" for c in EXOTIC)
    expected = {
        "fairbanks": {"good_luck": 1}, "lima": {"good_luck": 1}, "bangkok": {"good_luck": 1},
        "nairobi": {"bad_luck": 1}, "bogota": {"bad_luck": 1}, "cairo": {"research": 1},
        "lhasa": {"research": 1}, "new_delhi": {"research": 1}, "beijing": {"research": 1},
        "london": {"good_luck": 2}, "cape_town": {"bad_luck": 2},
        "paris": {"good_luck": 1, "bad_luck": 1}, "rio_de_janeiro": {"good_luck": 1,
                                                                      "bad_luck": 1},
        "los_angeles": {"plan": 1, "choose from": 2}, "rome": {"plan": 1, "choose from": 2},
        "oslo": {"skill": 1, "choose from": 2}, "sydney": {"skill": 1, "choose from": 2},
        "st_petersburg": {"research": 1}, "new_york": {"equipment": 2}, "geneva": {"heal": 2},
    }
    assert {c: dict(reward(c)) for c in (*WESTERN, *EXOTIC)} == expected


def test_skills_come_twice_plans_differ_and_rare_items_have_two_traits_cards():
    assert all(c.copies == 2 for c in CARDS.values() if c.deck == "skill")
    visits = [frozenset(c.visit) for c in CARDS.values() if c.deck == "plan"]
    assert len(visits) == len(set(visits))
    assert all(len(set(c.traits)) == 2 for c in CARDS.values() if c.deck == "rare_item")
    assert all(len(c.traits) == 1 for c in CARDS.values() if c.deck == "unknown")
    assert all(c.adventure is not None for c in CARDS.values()
               if c.deck in ("city_adventure", "field_adventure"))
    assert sum(c.copies for c in CARDS.values() if c.deck == "rare_item" and c.xp == 1) >= 10
    assert {deck: len(deck_list(deck)) for deck in DECK_FILES}["obstacle"] >= 12


def test_good_and_bad_luck_cards_carry_their_timing_adventure_trait_and_mark_cards():
    assert card_of("hiding_from_the_inquisition").hook == "adventure"
    assert card_of("first_aid").hook == "turn_start" and card_of("first_aid").catastrophe
    assert card_of("overconfident").hook == "travel_end"
    assert card_of("revenge").hook == "bad_luck_played"
    assert card_of("friends_in_high_places").hook == "any"  # no timing: any time in the turn
    assert card_of("mountain_retreat").hook == "adventure"  # a Plan played as an Adventure


# Broken copies fail at load, naming the file, the card and the field.

Edit = Callable[[Any], None]


def broken(tmp_path: Path, deck: str, edit: Edit) -> str:
    data = json.loads(resource_path(DECK_FILES[deck]).read_text(encoding="utf-8"))
    edit(data)
    path = tmp_path / f"{deck}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def card(i: int, **changes: Any) -> Edit:
    def edit(data: Any) -> None:
        data["cards"][i].update(changes)
    return edit


CASES = [
    ("good_luck", card(0, effects=[{"op": "hael", "n": 2}]), "cards[0] (first_aid).effects[0].op",
     "'hael' is not an op"),
    ("good_luck", card(0, effects=[{"op": "heal", "n": "2"}]), "effects[0].n",
     "expected int | null, got str"),
    ("good_luck", card(0, effects=[{"op": "heal", "m": 2}]), "effects[0].m",
     "is not a known field; expected one of: op, n, full"),
    ("good_luck", card(0, timing={"hook": "lunch"}), "timing.hook", "is not one of"),
    ("good_luck", card(0, effects=[{"op": "if", "cond": {"personality": "grumpy"},
                                    "then": []}]), "effects[0].cond.personality", "grumpy"),
    ("bad_luck", card(1, effects=[{"op": "check", "ability": "scholar", "difficulty": 9,
                                   "fail": []}]), "effects[0].difficulty", "0 to 7"),
    ("plan", card(1, visit=["geneva", "bogota"]), "visit", "same places as 'revenge'"),
    ("plan", card(0, visit=["geneva", "atlantis"]), "cards[0] (revenge).visit", "atlantis"),
    ("rare_item", card(0, traits=["charm", "charm"]), "cards[0] (local_allies).traits",
     "two different traits"),
    ("unknown", card(0, trait="joy"), "cards[0] (the_tar_pit).trait", "'joy' is not one of"),
    ("city_adventure", card(0, adventure={"kind": "field"}), "adventure.kind",
     "played on a city"),
    ("field_adventure", card(0, effects=[{"op": "travel", "to": "atlantis"}]), "effects",
     "'atlantis' is not a place"),
    ("skill", card(0, uses=[{"hook": "any"}]), "uses[0].effects", "is missing"),
]


@pytest.mark.parametrize(("deck", "edit", "where", "problem"), CASES)
def test_a_broken_card_names_its_file_card_and_field(tmp_path, deck, edit, where, problem):
    file = broken(tmp_path, deck, edit)
    with pytest.raises(ContentError) as err:
        cards = {cid: c for cid, (c, _) in read_deck(deck, file).items()}
        catalog.check_decks({**CARDS, **cards})
    message = str(err.value)
    assert where in message and problem in message, message
    assert deck in message


def test_a_broken_world_names_its_field(tmp_path):
    data = json.loads(resource_path("levels/apocalypse/world.json").read_text(encoding="utf-8"))
    data["western"][1]["number"] = 2
    path = tmp_path / "world.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError, match="numbered 2 to 12"):
        read_world(str(path))
    data["western"][1]["number"] = 3
    data["exotic"][0]["fields"][2]["hex"] = [0, 0]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError, match=r"exotic\[0\]\.fields\[2\]\.hex"):
        read_world(str(path))
