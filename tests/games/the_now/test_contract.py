"""The core contract for The Now: known legal-action counts, positions, saves, the CLI."""

from __future__ import annotations

import json
import re

import pytest

import game.games.the_now  # noqa: F401  (registers the game)
from game.cli import main
from game.core.errors import CorruptSave
from game.core.match import Match, position_from_json, position_to_json
from game.core.seats import bot_rng
from game.games.the_now.bots.levels import normal_bot
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import STARTING
from game.games.the_now.rules.organize import rotations
from game.games.the_now.rules.state import TheNowState
from tests.games.the_now.setups import give_artifact, node, table_at

# Known legal-action counts (the perft of The Now).


def test_the_first_turn_offers_nineteen_actions():
    """In the centre at the start: end the turn, 6 moves, extract, 4 impacts on the
    Origin, 5 items, an exchange with each of the 2 others; no attack (safety), no
    organizing (the Origin fills the centre)."""
    state = TheNowState.new({"replacement": "off"}, 1, 3)
    legal = state.legal_actions(state.to_move()[0])
    assert len(legal) == 19


def test_the_replacement_offers_sixteen_choices():
    """Keep the hand, or one of 5 cards for one of 3."""
    state = TheNowState.new({"replacement": "on"}, 1, 4)
    assert state.to_move() == [0, 1, 2, 3]
    assert len(state.legal_actions(0)) == 16


@pytest.mark.parametrize("players,at,count", [(3, (2, 2), 57), (5, (2, 5), 106)])
def test_organizing_counts_every_turn_token_and_arc(players, at, count):
    """Each card in every distinct turn that fits the node, both tie tokens; Attacking
    names two other players in order, Supporting one other on either arc."""
    state = table_at(players, round_=6, at=node(*at))
    legal = state.legal_actions(0)
    assert len(legal) == count
    others = players - 1
    arcs = {"attacking": others * (others - 1), "supporting": 2 * others, "logistic": 1}
    expected = sum(len(rotations(card, node(*at))) * 2 * arcs.get(STARTING[card].flexible, 1)
                   for card in state.table.players[0].hand)
    assert sum(isinstance(a, A.Organize) for a in legal) == expected


def test_tangle_bets_count_every_split_and_impact_that_can_be_paid():
    """16 energy pays 2 impacts (8 each): the owner splits 3 tokens 18 ways, another
    player bets its 1 token 6 ways."""
    state = table_at(5, round_=6, at=node(2, 5))
    give_artifact(state.table, 0, "tangle_of_fates#1")
    state.apply(0, A.Cast("tangle_of_fates#1", "yes"))
    assert len(state.legal_actions(0)) == 18 and len(state.legal_actions(1)) == 6


# Positions, saves, values.


def _played(seed: int = 2, steps: int = 150) -> TheNowState:
    state = TheNowState.new({}, seed, 4)
    rngs = [bot_rng(seed, s) for s in range(4)]
    for _ in range(steps):
        seat = state.to_move()[0]
        state.apply(seat, normal_bot(state.view(seat), state.legal_actions(seat), rngs[seat]))
    return state


def test_positions_round_trip_mid_game():
    state = _played()
    again = position_from_json(json.loads(json.dumps(position_to_json(state))))
    assert again.state_hash() == state.state_hash()
    seat = state.to_move()[0]
    assert again.legal_actions(seat) == state.legal_actions(seat)
    assert again.view(seat) == state.view(seat)


def test_corrupt_positions_name_the_field():
    data = _played(steps=40).to_json()
    players = [dict(p) for p in data["players"]]
    players[1]["energy"] = "lots"
    with pytest.raises(CorruptSave, match=r"players\[1\]\.energy"):
        TheNowState.from_json(dict(data, players=players))
    with pytest.raises(CorruptSave, match="stage"):
        TheNowState.from_json(dict(data, stage="later"))
    players[1] = dict(players[1], energy=3, hand=["no_such_card"])
    with pytest.raises(CorruptSave, match=r"players\[1\]\.hand"):
        TheNowState.from_json(dict(data, players=players))


def test_a_saved_match_replays_every_hash():
    match = Match.create("the_now", {}, 11, ["bot"] * 3)
    rngs = [bot_rng(11, s) for s in range(3)]
    for _ in range(250):
        if match.state.is_over():
            break
        seat = match.state.to_move()[0]
        state = match.state
        match.play(seat, normal_bot(state.view(seat), state.legal_actions(seat), rngs[seat]))
    replayed = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert [s.hash for s in replayed.steps] == [s.hash for s in match.steps]


def test_actions_and_events_round_trip_and_speak_without_coordinates():
    state = _played(steps=300)
    codec = TheNowState.action_codec
    seat = state.to_move()[0]
    coordinates = re.compile(r"-?\d+\s*,\s*-?\d+")
    for action in state.legal_actions(seat):
        assert codec.decode(json.loads(json.dumps(action.to_json()))) == action
        assert not coordinates.search(action.to_text())
    match = Match.create("the_now", {}, 4, ["bot"] * 3)
    rngs = [bot_rng(4, s) for s in range(3)]
    while not match.state.is_over():
        seat = match.state.to_move()[0]
        state = match.state
        match.play(seat, normal_bot(state.view(seat), state.legal_actions(seat), rngs[seat]))
    for event in [*match.events_for(-1), *match.events_for(0)]:
        assert TheNowState.event_codec.decode(event.to_json()) == event
        assert not coordinates.search(event.to_text()), event.to_text()


def test_undo_is_offered_after_a_plain_move_never_after_a_draw():
    match = Match.create("the_now", {"replacement": "off"}, 3, ["human"] * 3)
    seat = match.state.to_move()[0]
    move = next(a for a in match.state.legal_actions(seat) if isinstance(a, A.Move))
    match.play(seat, move)
    assert match.can_undo(seat)
    match.undo(seat)
    match.play(seat, A.EndTurn())
    assert not match.can_undo(seat)


# The command line.


def test_headless_cli_plays_a_whole_game(capsys):
    assert main(["--headless", "--game", "the_now", "--seats", "bot,bot,bot", "--seed", "3"]) \
        == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["game"] == "the_now" and summary["outcome"] is not None
    assert summary["turns"] == 20


def test_position_cli_lists_and_applies(tmp_path, capsys):
    start = tmp_path / "start.json"
    assert main(["--new-position", "--game", "the_now", "--seed", "5", "--option",
                 "replacement=off", "--out", str(start)]) == 0
    capsys.readouterr()
    assert main(["--position", str(start), "--list"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(lines) == 19 and all(line["text"] for line in lines)
    move = next(line for line in lines if line["action"]["kind"] == "move")
    after = tmp_path / "after.json"
    assert main(["--position", str(start), "--apply", json.dumps(move["action"]),
                 "--out", str(after)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["events"] and "moves from the centre" in result["events"][0]
    assert main(["--position", str(after), "--apply", json.dumps({"kind": "move", "to": 60})]) \
        == 1
    assert "Movement" in capsys.readouterr().err
