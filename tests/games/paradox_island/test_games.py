"""Seeded whole games: invariants over 1,000 bot games, the leak test, saves,
replays and the headless command line."""

from __future__ import annotations

import json

import pytest

import game.games.paradox_island  # noqa: F401  (registers the game)
from game import cli
from game.core.errors import CorruptSave, IllegalAction
from game.core.match import Match, position_from_json, position_to_json
from game.core.rng import GameRng
from game.core.seats import parse_seats, play_bots
from game.games.paradox_island.bots.levels import easy_bot, normal_bot
from game.games.paradox_island.rules.state import ParadoxIslandState


def _check_invariants(state: ParadoxIslandState, marks: dict[int, int], perished: int) -> None:
    assert state.island is None or len(state.island.spaces) == 37
    assert state.perishes <= state.target, "the game ends at OP's last perish (p. 18)"
    for seat in range(1, state.seats):
        board = state.board(seat)
        assert len(board["marks"]) >= marks.get(seat, 0), "missions only advance"
        if board["character"]:
            assert len(board["marks"]) <= state.character(seat).mission_count, \
                "the game ends at the mission's last mark (p. 18)"
        marks[seat] = len(board["marks"])
        for piece in board["pieces"]:
            assert 0 <= piece["health"] <= piece["max_health"]
            assert 0 <= piece["energy"] <= piece["max_energy"]
            if board["character"] == "granddead":
                assert 4 <= piece["max_health"] <= 6
    assert state.perishes == perished


def test_a_thousand_bot_games_keep_the_invariants_and_end():
    """Every fourth game has normal captives, who complete missions; the rest random ones."""
    for seed in range(1000):
        seats = 2 + seed % 3
        state = ParadoxIslandState.new({"island": "random", "round_limit": 40}, seed, seats)
        rng = GameRng(seed)
        marks: dict[int, int] = {}
        perished = won = 0
        captive = normal_bot if seed % 4 == 0 else easy_bot
        for _ in range(20_000):
            if state.is_over():
                break
            seat = state.to_move()[0]
            bot = normal_bot if seat == 0 else captive
            events = state.apply(seat, bot(state.view(seat), state.legal_actions(seat), rng))
            perished += sum(1 for e in events if e.kind == "perished")
            won += sum(1 for e in events if e.kind == "game_won")
            _check_invariants(state, marks, perished)
        assert state.is_over(), f"seed {seed} did not end"
        assert won == 1, f"seed {seed}: the game must end exactly once"


SECRET_KEYS = ("island", "placements", "positions", "drawn", "rock", "bush", "wave",
               "wave_lake", "gone", "rng")


def _scan(value, allowed, where="view"):
    """Fail on any hex the captive was not told, or any of OP's secrets."""
    if isinstance(value, dict):
        for key, item in value.items():
            if where == "view" and key in SECRET_KEYS:
                raise AssertionError(f"{where}.{key} is OP's secret")
            if key in ("space", "hex", "anchor") and item is not None:
                assert tuple(item) in allowed, f"{where}.{key} leaks {item}"
            if key in ("anomalies", "tokens"):
                assert item == [], f"{where}.{key} leaks {item}"
            _scan(item, allowed, f"{where}.{key}")
        if value.get("kind") in ("wave_moved", "op_piece_back", "op_piece_placed", "in_ocean"):
            assert value.get("part") == -1, f"{where} leaks an ocean part"
        if value.get("kind") == "op_piece_placed" and value.get("piece") != "bush":
            assert value.get("label") == "", f"{where} names where the Rock stands"
        if value.get("kind") == "op_piece_back":
            assert value.get("space") is None
    elif isinstance(value, list):
        for i, item in enumerate(value):
            _scan(item, allowed, f"{where}[{i}]")


def _told_hexes(state: ParadoxIslandState, seat: int) -> set[tuple[int, ...]]:
    return {tuple(m["hex"]) for m in state.view(seat)["marks"] if m["hex"]}


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_no_captive_ever_sees_the_map_or_hidden_pieces(seats):
    for seed in range(6):
        options = {"island": "build" if seed % 3 == 0 else "random", "round_limit": 40}
        state = ParadoxIslandState.new(options, seed, seats)
        rng = GameRng(seed)
        while not state.is_over():
            seat = state.to_move()[0]
            events = state.apply(seat, normal_bot(state.view(seat), state.legal_actions(seat), rng))
            for captive in range(1, seats):
                allowed = _told_hexes(state, captive)
                view = state.view(captive)
                _scan({k: v for k, v in view.items() if k != "marks"}, allowed)
                for event in events:
                    shown = event.for_seat(captive)
                    if shown is not None:
                        _scan(json.loads(json.dumps(shown.to_json())), allowed, event.kind)
            _scan(state.view(-1), set())


def test_op_sees_the_whole_island():
    state = ParadoxIslandState.new({"island": "random", "round_limit": 100}, 4, 3)
    view = state.view(0)
    assert len(view["island"]) == 37 and view["wave"] is None
    assert sum(1 for s in view["island"] if s["kind"] == "anomaly") == 5


def test_positions_round_trip_and_illegal_actions_change_nothing():
    state = ParadoxIslandState.new({"island": "random", "round_limit": 40}, 11, 4)
    rng = GameRng(11)
    while not state.is_over():
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        data = json.loads(json.dumps(position_to_json(state)))
        assert position_from_json(data).state_hash() == state.state_hash()
        idle = next(s for s in range(4) if s not in state.to_move())
        before = state.state_hash()
        with pytest.raises(IllegalAction):
            state.apply(idle, legal[0])
        assert state.state_hash() == before
        state.apply(seat, normal_bot(state.view(seat), legal, rng))


def test_a_broken_position_names_the_field():
    data = ParadoxIslandState.new({"island": "random", "round_limit": 40}, 1, 3).to_json()
    del data["captives"]
    with pytest.raises(CorruptSave, match="captives"):
        ParadoxIslandState.from_json(data)


@pytest.mark.parametrize("spec", ["op=bot,bot", "op=bot,bot,bot", "op=bot:easy,bot,bot,bot:hard"])
def test_match_saves_replay_every_hash(spec, tmp_path):
    seats = parse_seats(spec)
    match = Match.create("paradox_island", {"round_limit": "40"}, 5, [s.label() for s in seats])
    play_bots(match, seats)
    assert match.state.is_over()
    match.save(tmp_path / "game.json")
    again = Match.load(tmp_path / "game.json")
    assert [s.hash for s in again.steps] == [s.hash for s in match.steps]


def test_headless_command_line_plays_a_whole_game(capsys):
    code = cli.main(["--headless", "--game", "paradox_island", "--seats", "op=bot,bot,bot",
                     "--seed", "3", "--option", "round_limit=40"])
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["game"] == "paradox_island" and summary["outcome"]["winners"]
