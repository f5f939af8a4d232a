"""Options whose default depends on who sits at the table (``OptionSpec.unattended``).

Round limits are in no rulebook: a table with a person at it (a human seat here, or a
LAN seat) plays without one unless they choose it; bot-only tables and headless bot
games keep one as a safety stop.
"""

from dataclasses import replace

import pytest

from game.core.match import Match, seated_people
from game.core.registry import OptionSpec, get_game
from game.core.seats import SeatSpec
from game.net.table import Table
from tests.core.toy import TOY

LIMIT = OptionSpec("round_limit", "none", ("none", 40, 100), "then it ends", unattended=100)
CAPPED_TOY = replace(TOY, options=(*TOY.options, LIMIT))


def test_the_default_depends_on_whether_a_person_sits():
    assert LIMIT.default_for(people=True) == "none" and LIMIT.default_for(people=False) == 100
    plain = TOY.options[0]
    assert plain.default_for(people=False) == plain.default_for(people=True) == 7
    assert CAPPED_TOY.resolve_options({}, people=False) == {"pile": 7, "round_limit": 100}
    assert CAPPED_TOY.resolve_options({"round_limit": "40"}, people=False)["round_limit"] == 40
    assert CAPPED_TOY.resolve_options({})["round_limit"] == "none"


@pytest.mark.parametrize("seats, people", [
    (["human", "bot:hard"], True), (["lan", "bot"], True), (["bot", "bot:easy"], False),
])
def test_people_are_human_and_lan_seats(seats, people):
    assert seated_people(seats) is people


def test_tables_and_saves_resolve_by_their_seats():
    bots = Table(CAPPED_TOY, {}, [SeatSpec("bot"), SeatSpec("bot")], 3)
    people = Table(CAPPED_TOY, {}, [SeatSpec("lan"), SeatSpec("bot")], 3)
    chosen = Table(CAPPED_TOY, {"round_limit": 40}, [SeatSpec("lan"), SeatSpec("bot")], 3)
    assert bots.options["round_limit"] == 100 and people.options["round_limit"] == "none"
    assert chosen.options["round_limit"] == 40


@pytest.mark.parametrize("game_id", ["paradox_island", "axis_mundi"])
def test_games_without_a_round_limit_in_the_book_have_none_where_people_play(game_id):
    info = get_game(game_id)
    seats = info.seat_counts[0]
    human = Match.create(game_id, {}, 5, ["human"] + ["bot"] * (seats - 1))
    bots = Match.create(game_id, {}, 5, ["bot"] * seats)
    assert human.options["round_limit"] == "none" and bots.options["round_limit"] != "none"
    again = Match.from_json(human.to_json())
    assert again.options == human.options
