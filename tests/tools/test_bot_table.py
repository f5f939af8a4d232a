"""The bot table: one level against another on the same seeds, for any registered game."""

from __future__ import annotations

import json

import tests.core.toy  # noqa: F401  (registers the toy game)
from tools import bot_table


def test_a_table_plays_each_seed_with_and_without_the_hero(capsys):
    assert bot_table.main(["--game", "toy", "--games", "4", "--option", "pile=5"]) == 0
    row = json.loads(capsys.readouterr().out)
    assert row["game"] == "toy" and row["games"] == 4 and row["seeds"] == "1-4"
    assert row["fair_share"] == 0.5
    assert sum(seat["games"] for seat in row["by_seat"].values()) == 4
    # The toy's levels are one bot: the hero's games are the field's, win for win.
    assert row["hero_wins"] == row["field_wins_same_seats"]


def test_the_hero_may_keep_one_seat():
    row = bot_table.table("toy", {"pile": "7"}, 2, 1, range(1, 4), "hard", "normal", 1)
    assert list(row["by_seat"]) == [1]  # type: ignore[call-overload]
