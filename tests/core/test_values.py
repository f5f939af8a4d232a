"""Actions and events: JSON round trips, text forms, refusing malformed input."""

from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core.errors import MalformedValue
from game.core.hexgrid import Hex
from game.core.values import Action, Codec, Event


@dataclass(frozen=True)
class Place(Action):
    kind = "place"
    dice: tuple[int, ...]
    op: str
    target: Hex
    note: str | None = None


@dataclass(frozen=True)
class Moved(Event):
    kind = "moved"
    path: tuple[Hex, ...]
    pair: tuple[int, bool]
    weight: float


CODEC = Codec([Place])


@given(
    dice=st.lists(st.integers(0, 7), max_size=3),
    op=st.sampled_from(["single", "sum", "diff"]),
    q=st.integers(-9, 9),
    r=st.integers(-9, 9),
    note=st.none() | st.text(max_size=5),
)
def test_action_json_round_trip(dice, op, q, r, note):
    action = Place(tuple(dice), op, Hex(q, r), note)
    assert CODEC.decode(action.to_json()) == action


def test_event_round_trip_and_text():
    event = Moved((Hex(0, 0), Hex(1, 0)), (3, True), 0.5)
    assert Codec([Moved]).decode(event.to_json()) == event
    assert event.to_text() == "moved path=(0,0),(1,0) pair=3,True weight=0.5"
    assert event.for_seat(2) is event


def test_text_form():
    text = Place((1, 5), "sum", Hex(2, -1)).to_text()
    assert text == "place dice=1,5 op=sum target=(2,-1) note=-"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "expected a JSON object"),
        ({"kind": "jump"}, "unknown kind 'jump'"),
        ({"dice": [1]}, "unknown kind None"),
        ({"kind": "place", "dice": [1], "op": "sum"}, "missing field 'target'"),
        ({"kind": "place", "dice": [1], "op": "sum", "target": [0, 0], "x": 1}, "unexpected"),
        ({"kind": "place", "dice": "1", "op": "sum", "target": [0, 0], "note": None}, "'dice'"),
        ({"kind": "place", "dice": [True], "op": "sum", "target": [0, 0], "note": None}, "'dice'"),
        ({"kind": "place", "dice": [1], "op": 3, "target": [0, 0], "note": None}, "'op'"),
        ({"kind": "place", "dice": [1], "op": "sum", "target": [0], "note": None}, "'target'"),
    ],
)
def test_malformed_actions_are_refused_clearly(data, message):
    with pytest.raises(MalformedValue, match=message):
        CODEC.decode(data)


def test_fields_with_defaults_may_be_left_out():
    data = {"kind": "place", "dice": [1], "op": "sum", "target": [0, 0]}
    assert CODEC.decode(data) == Place((1,), "sum", Hex(0, 0), None)


def test_kinds_must_be_unique():
    with pytest.raises(ValueError, match="unique kind"):
        Codec([Place, Place])
