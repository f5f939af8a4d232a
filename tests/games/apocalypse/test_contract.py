"""The core contract for The Apocalypse: known legal-action counts, illegal actions,
positions, saves, and the headless command line."""

from __future__ import annotations

import json

import pytest

import game.games.apocalypse  # noqa: F401  (registers the game)
from game.cli import main
from game.core.errors import CorruptSave, IllegalAction
from game.core.match import Match, position_from_json, position_to_json
from game.core.seats import bot_rng
from game.games.apocalypse.bots.levels import normal_bot
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.state import ApocalypseState
from game.games.apocalypse.rules.world import PLACES
from tests.games.apocalypse.helpers import copy_of, empty_hands, give, inject, ready

# Known legal-action counts (the perft of The Apocalypse).


def test_legal_action_counts_in_setup():
    s = ApocalypseState.new({}, 1, 3)
    assert len(s.legal_actions(s.to_move()[0])) == 5  # characters
    counts = {}
    while s.table.phase == "setup":
        seat = s.to_move()[0]
        legal = s.legal_actions(seat)
        counts.setdefault(s.table.decision["kind"], len(legal))
        s.apply(seat, legal[0])
    assert counts == {"character": 5, "keep": 2, "personalities": 24, "start_place": 20}


def test_legal_action_count_of_a_bare_travel_menu():
    """Empty hands, no Rare Items, no Aspired Artifact: travel to any of the 57 places (a
    place of one's own counts as staying)."""
    s = ready(2, seed=1, characters=("alex", "brandon_the_broken"))
    empty_hands(s)
    seat = s.to_move()[0]
    inject(s)
    assert len(s.legal_actions(seat)) == len(PLACES) == 57


def test_legal_action_counts_of_a_check_and_its_rerolls():
    s = ready(2, seed=1)
    empty_hands(s)
    t = s.table
    t.active = 0
    t.players[0].place = "cairo"
    card = copy_of(t, "lost_library")
    t.in_play.append(card)
    inject(s, {"t": "adventure_face", "p": 0, "card": card, "player": 0})
    assert len(s.legal_actions(0)) == 3
    s.apply(0, A.ChooseAbility("scholar"))
    assert s.legal_actions(0) == [A.Pass()]  # "Roll the dice": nothing to play first
    s.apply(0, A.Pass())
    assert len(s.legal_actions(0)) == 6  # reroll any of five dice, or stop


def test_legal_action_count_of_the_tar_pit():
    """The Tar Pit with 3 Good Luck cards: every subset of them may be discarded (8)."""
    s = ready(2, seed=1)
    empty_hands(s)
    t = s.table
    t.active = 0
    t.players[0].place = "unknown"
    pit = give(s, 0, "the_tar_pit")
    for cid in ("windfall", "omen", "rest"):
        give(s, 0, cid)
    inject(s, {"t": "face", "p": 0, "card": pit, "stage": "reveal"})
    assert len(s.legal_actions(0)) == 8


# Illegal actions, positions and saves.


def test_an_illegal_action_names_the_rule_and_changes_nothing():
    s = ready(2, seed=1)
    seat = s.to_move()[0]
    other = 1 - seat
    before = s.state_hash()
    with pytest.raises(IllegalAction) as err:
        s.apply(seat, A.Reroll(0))
    assert err.value.rule == "Game Turn"
    with pytest.raises(IllegalAction) as err:
        s.apply(other, A.Travel("rome"))
    assert err.value.rule == "turn order"
    assert s.state_hash() == before


@pytest.mark.parametrize("players", [2, 3, 4])
def test_positions_round_trip(players):
    s = ready(players, seed=5)
    seat = s.to_move()[0]
    for _ in range(60):
        seat = s.to_move()[0]
        s.apply(seat, normal_bot(s.view(seat), s.legal_actions(seat), bot_rng(5, seat)))
    data = json.loads(json.dumps(position_to_json(s)))
    again = position_from_json(data)
    assert again.state_hash() == s.state_hash()
    seat = s.to_move()[0]
    assert again.legal_actions(seat) == s.legal_actions(seat)
    assert again.view(seat) == s.view(seat)


def test_corrupt_positions_name_the_field():
    data = ready(2, seed=5).to_json()
    for field, bad in (("rng", "x"), ("phase", "later"), ("players", [])):
        with pytest.raises(CorruptSave, match=field):
            ApocalypseState.from_json(dict(data, **{field: bad}))
    players = [dict(p) for p in data["players"]]
    del players[1]["health"]
    with pytest.raises(CorruptSave, match=r"players\[1\]\.health"):
        ApocalypseState.from_json(dict(data, players=players))
    decks = {k: list(v) for k, v in data["decks"].items()}
    decks["plan"].pop()
    with pytest.raises(CorruptSave, match="cards do not add up"):
        ApocalypseState.from_json(dict(data, decks=decks))


@pytest.mark.parametrize("players", [2, 4])
def test_a_saved_match_replays_every_hash(players):
    match = Match.create("apocalypse", {}, 21, ["bot"] * players)
    rngs = [bot_rng(21, k) for k in range(players)]
    for _ in range(500):
        if match.state.is_over():
            break
        seat = match.state.to_move()[0]
        state = match.state
        match.play(seat, normal_bot(state.view(seat), state.legal_actions(seat), rngs[seat]))
    replayed = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert [s.hash for s in replayed.steps] == [s.hash for s in match.steps]


def test_the_two_player_option_is_a_game_option():
    match = Match.create("apocalypse", {"unknown_cards": "4"}, 3, ["bot", "bot"])
    assert match.state.table.goal == 4


# The command line.


@pytest.mark.parametrize("seats", ["bot,bot", "bot:easy,bot,bot", "bot,bot:easy,bot,bot"])
def test_headless_games_run_to_the_end(capsys, seats):
    assert main(["--headless", "--game", "apocalypse", "--seats", seats, "--seed", "4"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["game"] == "apocalypse" and summary["outcome"] is not None


def test_the_position_command_line(tmp_path, capsys):
    start = tmp_path / "start.json"
    assert main(["--new-position", "--game", "apocalypse", "--seed", "2", "--out",
                 str(start)]) == 0
    capsys.readouterr()
    assert main(["--position", str(start), "--list"]) == 0
    listed = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(listed) == 5 and listed[0]["text"].startswith("play ")
    choice = json.dumps(listed[0]["action"])
    after = tmp_path / "after.json"
    assert main(["--position", str(start), "--apply", choice, "--out", str(after)]) == 0
    applied = json.loads(capsys.readouterr().out)
    assert applied["events"] and after.exists()
    assert main(["--position", str(after), "--apply", choice]) == 1  # taken now: illegal
    assert "cannot" in capsys.readouterr().err


def test_a_clone_shares_nothing_with_its_original():
    """``clone`` (the LAN host tries illegal actions on one) leaves the game untouched: the
    position's JSON holds copies of the tasks, the decision and the checks."""
    s = ready(3, seed=7)
    rngs = [bot_rng(7, k) for k in range(3)]
    for _ in range(150):
        before = s.state_hash()
        twin = s.clone()
        seat = twin.to_move()[0]
        twin.apply(seat, normal_bot(twin.view(seat), twin.legal_actions(seat), rngs[seat]))
        assert s.state_hash() == before
        seat = s.to_move()[0]
        s.apply(seat, normal_bot(s.view(seat), s.legal_actions(seat), rngs[seat]))
