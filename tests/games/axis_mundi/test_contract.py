"""The core contract for Axis Mundi: hidden information, positions, saves, the CLI."""

from __future__ import annotations

import json

import pytest

import game.games.axis_mundi  # noqa: F401  (registers the game)
from game.cli import main
from game.core.errors import CorruptSave, IllegalAction
from game.core.hexgrid import Hex
from game.core.match import Match, position_from_json, position_to_json
from game.core.seats import bot_rng
from game.games.axis_mundi.bots.levels import normal_bot
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules import heaven
from game.games.axis_mundi.rules.state import AxisMundiState
from tests.games.axis_mundi.setups import bare, give, park, place, started


def strings(value, out=None):
    """Every string value (not key) inside a JSON-like value."""
    out = set() if out is None else out
    if isinstance(value, dict):
        for item in value.values():
            strings(item, out)
    elif isinstance(value, list):
        for item in value:
            strings(item, out)
    elif isinstance(value, str):
        out.add(value)
    return out


# Known legal-action counts (the perft of Axis Mundi).


def test_legal_action_count_on_level_one():
    """Empty hand, no energy, Level 1 accessible hex (1, 2), round 1: 28 actions."""
    s = bare(3)
    park(s, 1, 2)
    place(s, 0, 1, 2)
    s.table.mats[0].energy = [0]
    legal = s.legal_actions(0)
    assert len(legal) == 28
    assert sum(isinstance(a, A.Run) for a in legal) == 12


def test_legal_action_count_leaving_the_gate():
    """The Angel's first action must take it out of the Axis Mundi hex: 6 climbs."""
    s = bare(3)
    heaven.become(s.table, 0, "angel")
    s.table.pending.clear()
    park(s, 1, 2)
    place(s, 0, 0, 0)
    s.table.turn.must_leave_axis = True
    assert len(s.legal_actions(0)) == 6


def test_legal_action_counts_building_a_starting_hand():
    s = AxisMundiState.new({"setup": "recommended", "characters": "recommended"}, 4, 3)
    seat = s.to_move()[0]
    assert len(s.legal_actions(seat)) == 6
    s.apply(seat, A.DrawStartingHand(2))
    assert len(s.legal_actions(seat)) == 112


# Illegal actions, positions and saves.


def test_illegal_action_names_the_rule_and_changes_nothing():
    s = bare(3)
    place(s, 0, 1, 2)
    before = s.state_hash()
    with pytest.raises(IllegalAction) as err:
        s.apply(0, A.Move(Hex(3, 3)))
    assert err.value.rule == "Move"
    with pytest.raises(IllegalAction):
        s.apply(1, A.EndTurn())
    with pytest.raises(IllegalAction):
        s.apply(0, A.Climb(Hex(0, 0)))
    assert s.state_hash() == before


@pytest.mark.parametrize("setup", ["recommended", "random"])
def test_position_json_round_trips(setup):
    s = started(3, 5, setup=setup)
    data = json.loads(json.dumps(position_to_json(s)))
    again = position_from_json(data)
    assert again.state_hash() == s.state_hash()
    assert again.legal_actions(s.to_move()[0]) == s.legal_actions(s.to_move()[0])


def test_corrupt_positions_name_the_field():
    data = started(3, 5).to_json()
    for field, bad in (("rng", "x"), ("turns", [0]), ("mats", []), ("phase", "later")):
        broken = dict(data, **{field: bad})
        with pytest.raises(CorruptSave, match=field):
            AxisMundiState.from_json(broken)
    mats = [dict(m) for m in data["mats"]]
    del mats[1]["hp"]
    with pytest.raises(CorruptSave, match=r"mats\[1\]\.hp"):
        AxisMundiState.from_json(dict(data, mats=mats))


@pytest.mark.parametrize("players", [3, 6])
def test_match_save_replays_every_hash(players):
    match = Match.create("axis_mundi", {"setup": "random"}, 11, ["bot"] * players)
    rngs = [bot_rng(11, s) for s in range(players)]
    for _ in range(400):
        if match.state.is_over():
            break
        seat = match.state.to_move()[0]
        state = match.state
        match.play(seat, normal_bot(state.view(seat), state.legal_actions(seat), rngs[seat]))
    replayed = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert [s.hash for s in replayed.steps] == [s.hash for s in match.steps]


def test_headless_cli_plays_a_whole_game(capsys):
    assert main(["--headless", "--game", "axis_mundi", "--seats", "bot,bot,bot",
                 "--seed", "3"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["game"] == "axis_mundi" and summary["outcome"] is not None


# Hidden information.


def test_invisibility_hides_the_position_and_its_moves():
    s = bare(3)
    park(s, 2)
    place(s, 0, 1, 2)
    place(s, 1, 3, 0)
    s.apply(0, A.PlayCard(give(s, 0, "empty_vessel")))
    events = s.apply(0, A.Move(Hex(2, 1)))
    moved = [e for e in events if e.kind == "moved"]
    assert moved and all(e.for_seat(1) is None for e in moved)
    assert all(e.for_seat(1) is None for e in events if e.kind == "wounded")
    other = s.view(1)["players"][0]
    assert other["pos"] is None and other["token"] == [1, 2] and other["wounds"] is None
    assert s.view(0)["players"][0]["pos"] == [2, 1]
    s.apply(0, A.EndTurn())
    # Seat 1 guesses the hex: a hit makes seat 0 visible and costs the attacker nothing.
    guesses = [a for a in s.legal_actions(1) if isinstance(a, A.Melee)]
    assert A.Melee(Hex(2, 1)) in guesses
    s.apply(1, A.Melee(Hex(2, 1)))
    s.apply(0, A.Shield(()))
    assert not s.table.mats[0].invisible and s.table.mats[0].hp == 8
    assert s.table.mats[1].hp == 10


def test_an_invisible_character_is_not_offered_acts_that_show_its_hex():
    """Invisibility ("kept hidden from other players"): no treasure, harvest, crate or bomb."""
    s = bare(3)
    park(s, 2)
    place(s, 0, 1, 2)
    place(s, 1, 3, 0)
    s.table.treasures[s.table.home(Hex(1, 2))] = "time_bomb"
    assert A.PickUpTreasure() in s.legal_actions(0)
    s.apply(0, A.PlayCard(give(s, 0, "empty_vessel")))
    hidden = {type(a) for a in s.legal_actions(0)}
    assert not hidden & {A.PickUpTreasure, A.Harvest, A.TakeFromCrate, A.PlaceTimeBomb,
                         A.DisarmTimeBomb}
    assert A.Move in hidden


def test_a_wrong_guess_finds_nothing():
    s = bare(3)
    park(s, 2)
    place(s, 0, 1, 2)
    place(s, 1, 3, 0)
    s.apply(0, A.PlayCard(give(s, 0, "empty_vessel")))
    s.apply(0, A.EndTurn())
    s.apply(1, A.Melee(Hex(2, 1)))
    assert s.table.mats[0].invisible and s.table.mats[1].hp == 10


def test_views_leak_no_hand_no_face_down_treasure_no_deck_order():
    s = started(6, 8)
    rngs = [bot_rng(8, n) for n in range(6)]
    for _ in range(600):
        if s.is_over():
            break
        t = s.table
        for viewer in range(6):
            seen = strings(s.view(viewer))
            for other, mat in enumerate(t.mats):
                if other == viewer:
                    continue
                assert not seen & set(mat.hand), "another hand leaks"
                assert not seen & set(mat.face_down)
                assert not seen & set(mat.treasures)
                if mat.invisible:
                    assert s.view(viewer)["players"][other]["pos"] is None
            assert not seen & set(t.decks["one_time"] + t.decks["permanent"])
            assert "rng" not in s.view(viewer)
        seat = s.to_move()[0]
        s.apply(seat, normal_bot(s.view(seat), s.legal_actions(seat), rngs[seat]))


def test_view_schema_and_where_the_tiles_lie_now():
    s = started(6, 2)
    t = s.table
    t.turns = [0, 1, 2, 3, 4]
    view = json.loads(json.dumps(s.view(0)))
    assert set(view) >= {"board", "players", "you", "turn", "crates", "decks", "discard",
                         "axis_mundi", "to_move", "round_limit"}
    board = view["board"]
    assert [len(r) for r in board["rings"]] == [1, 6, 12, 18, 24, 30]
    home = Hex(0, 2)  # Level 3 turns 3 times
    letter = board["rings"][2][list(Hex(0, 0).ring(2)).index(home)]
    assert board["letters"][letter] == t.terrain(home.rotate(3))
    spectator = s.view(-1)
    assert spectator["you"] is None
    assert all(isinstance(p["hand_size"], int) for p in spectator["players"])
