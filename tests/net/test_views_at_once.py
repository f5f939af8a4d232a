"""``GameState.views``: a LAN host takes every recipient's view of a step at once, and a game
may build what the views share once (The Now's field); each must be exactly that seat's
``view``, and none may change once handed out."""

from __future__ import annotations

import msgspec
import pytest

from game.core.registry import all_games, get_game
from game.core.seats import SeatSpec
from game.core.values import SPECTATOR
from game.net.table import Table
from tests.net.helpers import quick_bot


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_the_views_of_every_recipient_at_once_are_each_recipients_view(game_id):
    info = get_game(game_id)
    table = Table(info, {}, [SeatSpec("bot", "easy")] * max(info.seat_counts), 3)
    table.start()
    recipients = [*range(len(table.seats)), SPECTATOR]
    bot = quick_bot(info)
    taken = []
    while (turn := table.bot_turn()) is not None and table.steps() < 150:
        state = table.match.state
        together = state.views(recipients)
        one_by_one = [state.view(r) for r in recipients]
        assert msgspec.json.encode(together) == msgspec.json.encode(one_by_one), \
            f"{game_id} at step {table.steps()}"
        taken.append((together, msgspec.json.encode(together)))
        number, view, legal, rng = turn
        table.play(number, bot(view, legal, rng))
    for step, (together, was) in enumerate(taken):
        assert msgspec.json.encode(together) == was, f"{game_id}: views of step {step} changed"
