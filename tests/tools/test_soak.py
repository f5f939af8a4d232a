"""The soak command: one JSON line per title, failures counted by the stage they hit."""

from __future__ import annotations

import json

import pytest

from tools import soak


def test_a_short_soak_prints_one_line_per_title(capsys):
    assert soak.main(["--games", "3", "--game", "loop", "--jobs", "1"]) == 0
    line = json.loads(capsys.readouterr().out)
    assert set(line) == {"game", "games", "exceptions", "replay_mismatches", "leaks", "seconds"}
    assert line["game"] == "loop" and line["games"] == 3
    assert line["exceptions"] == line["replay_mismatches"] == line["leaks"] == 0


@pytest.mark.parametrize("stage", ["play", "check_replay", "check_leaks"])
def test_a_failure_counts_under_the_stage_it_hit(stage, monkeypatch):
    def broken(*args, **kwargs):
        raise AssertionError("planted")

    monkeypatch.setattr(soak, stage, broken)
    counter, message = soak.soak_one("loop", 1)
    assert counter == soak.STAGES[["play", "check_replay", "check_leaks"].index(stage)]
    assert "AssertionError: planted" in message


def test_an_unknown_title_is_refused(capsys):
    with pytest.raises(SystemExit):
        soak.main(["--game", "chess"])
    assert "unknown game" in capsys.readouterr().err


def test_play_checks_only_skip_the_replay_and_leak_stages(capsys, monkeypatch):
    """``--checks play``: contract and invariants on every step, no later stage run."""
    def never(*args, **kwargs):
        raise AssertionError("a stage ran that --checks play skips")

    monkeypatch.setattr(soak, "check_replay", never)
    monkeypatch.setattr(soak, "check_leaks", never)
    assert soak.main(["--games", "2", "--game", "loop", "--jobs", "1", "--checks", "play"]) == 0
    line = json.loads(capsys.readouterr().out)
    assert line["checks"] == "play" and line["exceptions"] == 0 and line["games"] == 2
