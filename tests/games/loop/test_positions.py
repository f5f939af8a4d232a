"""Legal-action counts, position JSON, views, illegal actions and bad content."""

from __future__ import annotations

import json
import shutil

import pytest

from game.core.content import resource_path
from game.core.errors import ContentError, CorruptSave, IllegalAction, MalformedValue
from game.core.hexgrid import Hex
from game.core.match import position_from_json, position_to_json
from game.games.loop.bots.levels import hint
from game.games.loop.rules import actions as A
from game.games.loop.rules.board import read_level
from game.games.loop.rules.state import LoopState
from tests.games.loop.helpers import L1, at, filled, hexj, placed, position

START = L1.start


def test_count_first_placement_on_the_top_hex():
    """Placement Rules: singles 4, pairs with value 1-6 are 9; plus end = 14."""
    s = position(dice=[1, 2, 4, 6])
    assert len(s.legal_actions(0)) == 14


def test_count_example_1_2_position():
    """Example 1.2: from a 4 with all paths filled, dice 1 2 5 6 -> 12 places + end."""
    s = position(dice=[4, 1, 2, 5, 6], pool=5, used=[True] + [False] * 4,
                 placements=[placed(START, [0], "single", 4)], occupied=[hexj(START)],
                 filled=filled((START, "left"), (START, "middle"), (START, "right")))
    assert len(s.legal_actions(0)) == 13


def test_count_cross_offs_holds_and_bridges():
    """Decoherence / Dice Hold / Bridge counts on known positions."""
    s = position(dice=[4, 5, 1, 1], used=[True, False, False, False],
                 placements=[placed(START, [0], "single", 4)], occupied=[hexj(START)],
                 filled=filled((START, "left"), (START, "right")))
    s.apply(0, A.EndPlacement())
    assert len(s.legal_actions(0)) == 38 - 2
    h = position(dice=[4, 5, 1, 1], stage="hold", used=[True, True, True, False],
                 placements=[placed(START, [0, 1], "diff", 1), placed(at(0, 2), [2], "single", 1)])
    assert len(h.legal_actions(0)) == 8
    d = position(level=3, death=True, dice=[4, 5, 1, 1], used=[True, False, False, False],
                 placements=[placed(START, [0], "single", 4)])
    d.apply(0, A.EndPlacement())
    expected = sum(1 for v in d.level.symbols.values() if v not in ("", "portal"))
    assert len(d.legal_actions(0)) == expected == 18


def test_illegal_actions_leave_the_state_untouched():
    """apply() raises IllegalAction naming the rule and changes nothing."""
    states = [
        position(dice=[4, 3, 2, 6]),
        position(dice=[4, 3, 2, 6], used=[True, False, False, False],
                 placements=[placed(START, [0], "single", 4)], occupied=[hexj(START)],
                 filled=filled((START, "left"), (START, "right"))),
        position(dice=[4, 5, 1, 1], stage="hold", used=[True, False, False, False],
                 placements=[placed(START, [0], "single", 4)]),
        position(level=2, dice=[1, 2, 4, 5], stage="hold", used=[True] * 4,
                 placements=[placed(START, [i], "single", v) for i, v in enumerate([1, 2, 4, 5])]),
    ]
    bad = [A.Place((0,), "single", at(1, 1)), A.Place((0, 0), "sum", START),
           A.Place((9,), "single", START), A.Place((0, 3), "sum", START),
           A.Place((0,), "double", START), A.Place((0, 1), "single", START),
           A.Place((1,), "single", Hex(40, 40)), A.Place((1,), "single", at(0, 2)),
           A.CrossOff(at(1, 1)), A.CrossOff(Hex(9, 9)), A.FillBridge(START, "middle"),
           A.FillBridge(START, "up"), A.Hold((1,)), A.Hold((0, 1, 2, 3)), A.Hold((7,)),
           A.EndPlacement()]
    refused = 0
    for s in states:
        legal = s.legal_actions(0)
        for action in bad:
            if action in legal:
                continue
            before = s.state_hash()
            with pytest.raises(IllegalAction) as info:
                s.apply(0, action)
            assert info.value.rule and s.state_hash() == before
            refused += 1
        with pytest.raises(IllegalAction, match="turn order"):
            s.apply(1, legal[0])
    assert refused >= 50


def test_view_has_everything_but_the_rng():
    s = position(dice=[4, 5, 1, 1])
    view = s.view(0)
    text = json.dumps(view)
    assert "rng" not in view and str(s.rng.state) not in text
    assert view["phase"] == "placement" and len(view["hexes"]) == 38
    assert view["tracker"]["squares"][-1] == "infinity" and view["pool"] == 4
    assert {c["symbol"] for c in view["hexes"] if c["gray"]} == {"bridge", "portal"}


def test_position_round_trips_and_loads_through_the_core():
    s = position(dice=[4, 5, 1, 1], used=[True, False, False, False],
                 placements=[placed(START, [0], "single", 4)], occupied=[hexj(START)],
                 filled=filled((START, "left"), (START, "right")), crossed=[hexj(at(3, 3))])
    data = s.to_json()
    assert LoopState.from_json(json.loads(json.dumps(data))).to_json() == data
    again = position_from_json(position_to_json(s))
    assert again.state_hash() == s.state_hash()


@pytest.mark.parametrize(("field", "value"), [
    ("pool", 9), ("dice", [7, 1, 1, 1]), ("held", "no"), ("crossed", [[99, 0]]),
    ("filled", [[0, 0, "up"]]), ("stage", "dancing"), ("level", 4), ("rng", -1),
    ("placements", [{"hex": [0, 0]}]), ("outcome", {"winners": [3]}), ("death", "yes"),
    ("portals_reached", [[0, 0]]), ("rolled", [[0, 0, "blast"]]),
])
def test_malformed_position_raises_corrupt_save_naming_the_field(field, value):
    data = position(dice=[4, 5, 1, 1]).to_json()
    data[field] = value
    with pytest.raises(CorruptSave, match=field):
        LoopState.from_json(data)
    del data[field]
    with pytest.raises(CorruptSave, match=field):
        LoopState.from_json(data)


def test_malformed_action_json_is_refused():
    with pytest.raises(MalformedValue):
        LoopState.action_codec.decode({"kind": "place", "dice": [0], "op": "single"})
    a = A.Place((0, 1), "diff", Hex(1, 0))
    assert LoopState.action_codec.decode(a.to_json()) == a
    assert a.to_text() == "place the difference of dice 1 and 2 on the top hex of the 3rd " \
        "column from the right"  # as the sheet shows it, no coordinates


@pytest.mark.parametrize(("edit", "field"), [
    (lambda d: d["hexes"][3].update(symbol="x"), "hexes[3].symbol"),
    (lambda d: d.pop("tracker"), "tracker"),
    (lambda d: d["roll_map"].update({"3": ["left"]}), "roll_map.3"),
    (lambda d: d["dice_bands"][1].update(dice=9), "dice_bands[1].dice"),
    (lambda d: d["hexes"][0].update(at=[0]), "hexes[0].at"),
])
def test_bad_content_file_names_file_and_field(tmp_path, edit, field):
    path = tmp_path / "level1.json"
    shutil.copy(resource_path("levels/loop/level1.json"), path)
    data = json.loads(path.read_text())
    edit(data)
    path.write_text(json.dumps(data))
    with pytest.raises(ContentError) as info:
        read_level(path, 1)
    assert str(path) in str(info.value) and field in str(info.value)


def test_hint_gives_a_legal_action_and_a_reason():
    from game.core.rng import GameRng

    s = position(dice=[4, 5, 1, 3])
    action, reason = hint(s.view(0), s.legal_actions(0), GameRng(1))
    assert action in s.legal_actions(0) and reason
