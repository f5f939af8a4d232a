"""Twin worlds for every registered game (``tests/twins.py``): a seat is sent the same
views, events, legal actions, prompts (who is asked, and when), undo offers and LAN
bytes in two worlds that differ only in what it may not know. Each game's hook
(``tests/games/<id>/twins.py``) makes the twins; a game without one is skipped,
naming the file to write. The soak (``tests/seeded.py``) runs the same engine on
hundreds of seeded games more."""

import pytest

from game.core.registry import all_games
from tests.twins import check_game, hook_of

GAMES = [info.id for info in all_games()]


@pytest.mark.parametrize("game_id", GAMES)
def test_no_seat_can_tell_twin_worlds_apart(game_id):
    if hook_of(game_id) is None:
        pytest.skip(f"{game_id} has no twin hook yet: write tests/games/{game_id}/twins.py "
                    "(how: tests/twins.py)")
    runs = check_game(game_id)
    assert len(runs) >= 20, f"only {len(runs)} twins were made"
    assert sum(r.steps for r in runs) >= 2 * len(runs), "the twins parted at once"
