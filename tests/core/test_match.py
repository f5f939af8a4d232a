"""Matches: saves, atomic writes, replays with hashes, undo, positions."""

import json
from dataclasses import dataclass, replace

import pytest

from game.core.errors import CorruptSave, HexfoldError, IllegalAction, ReplayMismatch
from game.core.match import (
    Match,
    position_from_json,
    position_to_json,
    replay_states,
    write_json_atomic,
)
from game.core.seats import check_seats, parse_seats, play_bots
from game.core.values import Event
from tests.core.toy import Peek, Peeked, Take, Taken


def played(seed=3, pile=9):
    seats = parse_seats("bot,bot")
    match = Match.create("toy", {"pile": str(pile)}, seed, [s.label() for s in seats])
    play_bots(match, seats)
    return match


def test_options_are_validated_and_defaulted():
    assert Match.create("toy").options == {"pile": 7}
    with pytest.raises(HexfoldError, match="not one of: 5, 7, 9"):
        Match.create("toy", {"pile": "8"})
    with pytest.raises(HexfoldError, match="no option colour"):
        Match.create("toy", {"colour": "red"})
    with pytest.raises(HexfoldError, match="takes 2 seats, not 3"):
        Match.create("toy", seats=["human"] * 3)
    with pytest.raises(HexfoldError, match="unknown game 'chess'"):
        Match.create("chess")


def test_seat_specs():
    with pytest.raises(HexfoldError, match="kind must be one of"):
        parse_seats("robot")
    with pytest.raises(HexfoldError, match="level must be one of"):
        parse_seats("bot:genius")
    info = Match.create("toy").info
    check_seats(info, parse_seats("first=bot,bot"))
    with pytest.raises(HexfoldError, match="is 'second', not 'op'"):
        check_seats(info, parse_seats("bot,op=bot"))


def test_save_and_load_reproduce_every_hash(tmp_path):
    match = played()
    path = tmp_path / "game.json"
    match.save(path)
    loaded = Match.load(path)
    assert [s.hash for s in loaded.steps] == [s.hash for s in match.steps]
    assert loaded.state.outcome() == match.state.outcome()
    states = replay_states(json.loads(path.read_text()))
    assert len(states) == len(match.steps) + 1
    assert states[-1].state_hash() == match.state.state_hash()


def test_replay_names_the_step_that_diverges(tmp_path):
    data = played().to_json()
    data["steps"][2]["hash"] = "0" * 64
    with pytest.raises(ReplayMismatch, match="step 3"):
        Match.from_json(data)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.pop("format"), "not a Hexfold save"),
        (lambda d: d.update(seed="x"), "'seed' is missing or not an integer"),
        (lambda d: d.update(game="chess"), "unknown game"),
        (lambda d: d.update(rules_version=99), "rules version 99"),
        (lambda d: d["steps"].__setitem__(0, {"seat": 0}), "step 1 needs"),
        (lambda d: d["steps"][0].update(action={"kind": "fly"}), "step 1: unknown kind"),
        (lambda d: d["steps"][0].update(seat=1), "step 1: seat 1 does not owe"),
        (lambda d: d.update(options={"pile": 4}), "not one of"),
    ],
)
def test_corrupt_saves_are_refused_with_one_clear_line(change, message):
    data = played().to_json()
    change(data)
    with pytest.raises(CorruptSave, match=message):
        Match.from_json(data)


def test_unreadable_files(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(CorruptSave, match="not valid JSON"):
        Match.load(bad)
    bad.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(CorruptSave, match="not a text file"):
        Match.load(bad)
    with pytest.raises(CorruptSave, match="cannot read"):
        Match.load(tmp_path / "missing.json")


def test_atomic_write_leaves_old_file_on_failure(tmp_path):
    path = tmp_path / "save.json"
    write_json_atomic(path, {"ok": 1})
    with pytest.raises(TypeError):
        write_json_atomic(path, {"bad": object()})
    assert json.loads(path.read_text()) == {"ok": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_illegal_action_changes_nothing():
    match = Match.create("toy")
    before = match.state.state_hash()
    with pytest.raises(IllegalAction, match="turn order"):
        match.play(1, Take(1))
    with pytest.raises(IllegalAction, match="take 1 or 2"):
        match.play(0, Take(3))
    assert match.state.state_hash() == before
    assert match.steps == []


def test_undo_only_where_nothing_was_revealed():
    match = Match.create("toy")
    match.play(0, Take(1))
    assert match.can_undo(0)
    assert not match.can_undo(1)
    match.undo(0)
    assert match.state.state_hash() == match.start_hash
    match.play(0, Peek())
    assert not match.can_undo(0)
    with pytest.raises(IllegalAction, match="undo"):
        match.undo(0)


@dataclass(frozen=True)
class Shouted(Event):
    """A toy event whose class says nothing about revealing."""

    kind = "shouted"


@dataclass(frozen=True)
class Whispered(Event):
    """Marked as unable to reveal anything, and shown to seat 1 only."""

    kind = "whispered"
    reveals = False

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == 1 else None


def test_an_event_reveals_unless_its_class_says_it_cannot():
    """Architecture, Undo: "Every event counts as revealing unless the game marks it"."""
    assert Shouted().reveals and Peeked(0, 3).reveals and not Taken(0, 1).reveals
    match = Match.create("toy")
    match.play(0, Take(1))
    assert match.can_undo(0)
    last = match.steps[-1]
    match.steps[-1] = replace(last, events=(*last.events, Shouted()))
    assert not match.can_undo(0), "an unmarked event must block undo"
    match.steps[-1] = replace(last, events=())
    assert not match.can_undo(0), "a step that showed nothing is not taken back"
    match.steps[-1] = replace(last, events=(*last.events, Whispered()))
    assert match.can_undo(0), "an event seat 0 is not shown cannot reveal anything to it"
    match.steps[-1] = replace(last, events=(Whispered(),))
    assert not match.can_undo(0)


def test_events_are_redacted_per_seat():
    match = Match.create("toy", seed=5)
    match.play(0, Peek())
    mine = next(iter(match.events_for(0)))
    theirs = next(iter(match.events_for(1)))
    assert mine.value == match.state.secrets[0] and mine.value > 0
    assert theirs.value == 0


def test_positions_round_trip():
    match = played(seed=11)
    data = position_to_json(match.state)
    state = position_from_json(json.loads(json.dumps(data)))
    assert state.state_hash() == match.state.state_hash()
    with pytest.raises(CorruptSave, match="not a Hexfold position"):
        position_from_json({"game": "toy"})
    with pytest.raises(CorruptSave, match="'pile' must be an integer"):
        position_from_json({**data, "position": {"pile": "x"}})


def test_setup_events_open_the_log():
    match = Match.create("loop", seed=4)
    opening = list(match.events_for(0))
    assert [e.kind for e in opening][:2] == ["turn_started", "dice_rolled"]
    assert opening == list(match.opening)
