"""Loop's hard bot: the core search over the dice to come (``bots/worlds.py``), at the
choice to grow the pool; the careful planner (the hint's) elsewhere.

The checks every hard bot passes are in ``tests/search_checks.py``: worlds look
exactly like the view, twins (another RNG state: the dice to come) get the same
choice, and the bot chooses from a copy of the view once the true state is gone.
"""

from __future__ import annotations

import copy
from typing import Any

from game.core.hexgrid import Hex
from game.core.match import Match
from game.core.registry import get_game
from game.core.rng import GameRng
from game.core.search import Budget, Search
from game.core.values import Action
from game.games.loop.bots.levels import careful, normal
from game.games.loop.bots.plan import LONGER_ROUTE, LOSS, Scratch
from game.games.loop.bots.worlds import evaluate, sample_world
from game.games.loop.rules.places import named
from tests.games.loop.twins import TWINS
from tests.search_checks import blind_choice, positions, twins_choose_alike, world_shows_the_view


def holds(view: dict[str, Any], legal: list[Action]) -> bool:
    return view["phase"] == "hold"


def anything(view: dict[str, Any], legal: list[Action]) -> bool:
    return True


def test_worlds_are_the_position_with_other_dice_to_come():
    """Every field but the RNG is the true position's (Level 3's rolled symbols too)."""
    for level in (1, 3):
        for match, seat in positions("loop", 4, 1, {"level": level}, anything, 12):
            world_shows_the_view(match.state, seat, sample_world, draws=1)
            mine, true = sample_world(match.state.view(seat), GameRng(1)).to_json(), \
                match.state.to_json()
            assert mine.pop("rng") != true.pop("rng")
            assert mine == true


def test_twin_worlds_get_the_same_hold():
    """The hard bot's search with a small budget (the registered one's is bigger)."""
    hard = Search(sample_world, normal, evaluate, Budget(iterations=4, depth=3)).bot
    compared = 0
    for match, _seat in positions("loop", 2, 1, {"level": 2}, holds, 2):
        compared += twins_choose_alike("loop", TWINS, match.state, 1, hard, GameRng(3), holds)
    assert compared == 2


def test_the_hard_bot_chooses_without_the_true_state():
    match, seat = next(positions("loop", 3, 1, {"level": 1}, holds, 1))
    blind_choice(match, seat, get_game("loop").bot("hard"))


def test_the_search_weighs_the_holds_it_is_offered():
    """A tiny budget: the choice is a legal hold, and each root action searched is one."""
    search = Search(sample_world, normal, evaluate, Budget(iterations=4, depth=2))
    match, seat = next(positions("loop", 5, 1, {"level": 1}, holds, 1))
    legal = match.state.legal_actions(seat)
    found = search.run(match.state.view(seat), legal, GameRng(2))
    assert found.action in legal and set(found.visits) <= set(legal) and found.iterations == 4


def grows(view: dict[str, Any], legal: list[Action]) -> bool:
    return view["phase"] == "grow"


def test_the_search_weighs_growing_the_pool_or_keeping_it():
    """Increasing the # of Dice is decided before the dice to come, so the hard bot
    searches it: both answers are legal roots, the choice is one of them, and the
    registered hard bot answers from the view alone."""
    search = Search(sample_world, normal, evaluate, Budget(iterations=4, depth=2))
    match, seat = next(positions("loop", 5, 1, {"level": 1}, grows, 1))
    legal = match.state.legal_actions(seat)
    found = search.run(match.state.view(seat), legal, GameRng(2))
    assert found.action in legal and set(found.visits) <= set(legal) and found.iterations == 4
    blind_choice(match, seat, get_game("loop").bot("hard"))


def test_twin_worlds_get_the_same_growth_from_the_registered_hard_bot():
    """The registered hard bot at its default budget: twins (other dice to come) choose
    alike whether to grow the pool ("you may increase the total number of dice")."""
    compared = 0
    for match, _seat in positions("loop", 5, 1, {"level": 1}, grows, 1):
        compared += twins_choose_alike("loop", TWINS, match.state, 1,
                                       get_game("loop").bot("hard"), GameRng(3), grows)
    assert compared == 1


def test_the_hard_bot_plays_careful_where_it_does_not_search():
    """Off the grow step the hard bot plays the hint's planner (``careful``), not normal."""
    for match, seat in positions("loop", 3, 1, {"level": 2}, holds, 2):
        view, legal = match.state.view(seat), match.state.legal_actions(seat)
        assert get_game("loop").bot("hard")(view, legal, GameRng(5)) == careful(
            view, legal, GameRng(5))


def _crossed(view: dict[str, Any], *names: str) -> dict[str, Any]:
    """The view with the named hexes crossed off."""
    view = copy.deepcopy(view)
    for cell in view["hexes"]:
        cell["crossed"] = cell["crossed"] or named(cell["symbol"], Hex(*cell["hex"])) in names
    return view


def test_careful_cross_offs_price_the_dice_a_route_to_a_portal_takes():
    """Placement Phase: every turn walks from the top hex again, one hex a die at least,
    and a pool holds at most 8 dice ("Preparation"), so a portal whose every route
    takes more than 8 hexes is lost though a path still leads there. The careful costs
    (the hint's, the hard bot's) price each hex a cross-off adds to the shortest route,
    and a route pushed past 8 as a loss; normal's costs do not count routes."""
    fresh = Match.create("loop", {"level": 1}, 3, ["bot"]).state.view(0)
    sheet = Scratch.of(fresh)
    assert sheet.route_lengths()[sheet.start] == 1
    assert [sheet.route_lengths()[p] for p in sheet.portals] == [7, 7]
    view = _crossed(fresh, "the plain hex, 3rd down the middle column")
    s = Scratch.of(view)
    normal_costs, careful_costs = s.cross_costs(False), s.cross_costs(True)
    side = next(h for h in s.symbol if named(s.symbol[h], h)
                == "the plain hex, 2nd down the 3rd column from the left")
    assert [s.route_lengths(side)[p] for p in s.portals] == [8, 7]
    assert careful_costs[side] == normal_costs[side] + LONGER_ROUTE
    longest = Scratch.of(_crossed(view, named(s.symbol[side], side),
                                  "the \u2212 hex, top of the 3rd column from the left"))
    assert [longest.route_lengths()[p] for p in longest.portals] == [8, 7]
    normal_costs, careful_costs = longest.cross_costs(False), longest.cross_costs(True)
    past = {named(longest.symbol[h], h): h for h in careful_costs
            if longest.route_lengths(h).get(longest.portals[0], 99) > 8 and h != longest.start}
    assert set(past) == {"the blast hex, 2nd down the 3rd column from the right",
                         "the \u2212 hex, 3rd down the 3rd column from the right"}
    for h in past.values():
        assert careful_costs[h] == -LOSS / 2 and normal_costs[h] < 10
