"""The Apocalypse's hard bot: the core search over sampled tables (``bots/worlds.py``).

The checks every hard bot passes are in ``tests/search_checks.py``: worlds look
exactly like the view (other hands by their counts and types, the face-down
collections and Obstacles, the decks' order, the Location markers and the dice
to come drawn), twins (a card of a hand or collection swapped with the deck, a
face-down Obstacle swapped, the decks shuffled, the dice changed) get the same
worlds and the same choice, and the bot chooses from a copy of the view once the
true state is gone.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from game.core.registry import get_game
from game.core.rng import GameRng
from game.core.search import Budget, Search
from game.core.state import GameState, canonical_json
from game.core.values import Action
from game.games.apocalypse.bots.hard import SEARCHED, evaluate, hard_bot, sampler
from game.games.apocalypse.bots.judge import survival
from game.games.apocalypse.bots.normal import normal_bot
from game.games.apocalypse.bots.route import choose_destination, enter_threshold
from game.games.apocalypse.bots.sharp import CROWD, sharp_bot
from game.games.apocalypse.bots.worlds import sample_world, searchable
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.state import ApocalypseState
from game.games.apocalypse.rules.world import PLACES, UNKNOWN
from tests.games.apocalypse.twins import collection, decks, dice, hand, obstacle
from tests.search_checks import blind_choice, positions, world_shows_the_view

SMALL = Budget(iterations=4, depth=6)


def own_menu(view: dict[str, Any], legal: list[Action]) -> bool:
    """A step menu of the seat's own, nothing under way: where worlds can be sampled."""
    return searchable(view)


def searched(view: dict[str, Any], legal: list[Action]) -> bool:
    """Where the hard bot searches: its menus in The Unknown."""
    return searchable(view) and view["step"] in SEARCHED


def anything(view: dict[str, Any], legal: list[Action]) -> bool:
    return True


def table_of(state: GameState) -> Any:
    assert isinstance(state, ApocalypseState)
    return state.table


def test_worlds_show_the_seat_exactly_its_view_and_the_turn_to_come():
    """2, 3 and 4 players (and the two-player rule of four Unknown cards): every world's
    view is the seat's view, its tasks are the turn's course, its legal actions the
    seat's (its own flags read from its offer), and every card is somewhere."""
    checked = 0
    for seed, seats, options in ((1, 2, {}), (2, 3, {}), (3, 4, {}), (4, 2, {"unknown_cards": 4}),
                                 (5, 3, {})):
        for n, (match, seat) in enumerate(positions("apocalypse", seed, seats, options,
                                                    own_menu, 400)):
            if n % 3:
                continue
            state = match.state
            world_shows_the_view(state, seat, sample_world, draws=2)
            view, legal = json.loads(json.dumps(state.view(seat))), state.legal_actions(seat)
            world = sampler(view, legal)(view, GameRng(n))
            assert table_of(world).tasks == table_of(state).tasks
            assert set(world.legal_actions(seat)) == set(legal)
            checked += 1
    assert checked > 150


def test_the_search_is_asked_only_where_it_can_judge():
    """Windows, checks and cards to keep (the worlds could not say which tasks are under
    way there) and the menus of other steps go to the hard level's policy at once."""
    asked = 0
    for match, seat in positions("apocalypse", 6, 3, {}, anything, 300):
        view, legal = match.state.view(seat), match.state.legal_actions(seat)
        if view["you"]["decision"]["kind"] != "menu":
            assert not searchable(view)
        if not searched(view, legal):
            assert hard_bot(view, legal, GameRng(1)) == sharp_bot(view, legal, GameRng(1))
            asked += 1
    assert asked > 100


def twins_of(state: GameState, seat: int, rng: GameRng) -> list[Any]:
    others = [s for s in range(table_of(state).n) if s != seat]
    made = (kind(state, seat, others, rng) for kind in (hand, collection, obstacle, decks, dice))
    return [twins for twins in made if twins is not None]


def test_samples_and_choices_do_not_depend_on_what_the_seat_may_not_know():
    """Twins of each hidden kind: the same view, the same sampled worlds for the same RNG,
    and the search (a small budget) makes the same choice."""
    search = Search(sample_world, normal_bot, evaluate, SMALL).bot
    kinds: set[str] = set()
    compared = 0
    for seed, seats in ((7, 2), (8, 4)):
        for n, (match, seat) in enumerate(positions("apocalypse", seed, seats, {}, own_menu, 60,
                                                    skip=40)):
            if n % 6:
                continue
            for twins in twins_of(match.state, seat, GameRng(n)):
                one, two = twins.one, twins.two
                assert one.state_hash() != two.state_hash(), twins.what
                view = one.view(seat)
                assert canonical_json(view) == canonical_json(two.view(seat)), twins.what
                for k in range(2):
                    assert sample_world(view, GameRng(k)).to_json() == \
                        sample_world(two.view(seat), GameRng(k)).to_json(), twins.what
                legal = one.legal_actions(seat)
                assert legal == two.legal_actions(seat)
                assert search(view, legal, GameRng(3)) == \
                    search(two.view(seat), legal, GameRng(3)), twins.what
                kinds.add(twins.what.split(" (")[0].split("'s ")[-1])
                compared += 1
    assert compared >= 10
    assert {"hand", "collection", "the decks' order", "the dice to come"} <= kinds


def test_the_hard_bot_chooses_without_the_true_state():
    match, seat = next(positions("apocalypse", 9, 3, {}, searched, 1, skip=60))
    blind_choice(match, seat, get_game("apocalypse").bot("hard"))


def test_the_search_plays_legal_actions_keeps_its_budget_and_repeats_itself():
    search = Search(sample_world, normal_bot, evaluate, SMALL)
    for match, seat in positions("apocalypse", 10, 2, {}, searched, 3, skip=30):
        view, legal = match.state.view(seat), match.state.legal_actions(seat)
        found = search.run(view, legal, GameRng(1))
        assert found.action in legal and set(found.visits) <= set(legal)
        assert found.iterations == SMALL.iterations and not found.skipped
        assert search.run(view, legal, GameRng(1)) == found
        assert hard_bot(view, legal, GameRng(2)) == hard_bot(view, legal, GameRng(2))


def test_evaluate_shares_out_the_chances():
    for match, _seat in positions("apocalypse", 11, 4, {}, own_menu, 2, skip=80):
        values = evaluate(match.state)
        assert set(values) == {0, 1, 2, 3}
        assert abs(sum(values.values()) - 1.0) < 1e-9 and min(values.values()) > 0


def between_bars(view: dict[str, Any], legal: list[Action]) -> bool:
    """A travel menu that may enter The Unknown with a survival chance between the
    crowded table's bar and the route's, and Health enough for a crowded table."""
    me = view["players"][view["seat"]]
    if view["step"] != "travel" or A.Travel(UNKNOWN) not in legal or me["place"] is None:
        return False
    bar, health = CROWD[4]
    return (enter_threshold(view) >= 0.5 and me["health"] >= health
            and bar <= survival(view, me, sharp=True) < 0.5)


def test_at_four_players_the_hard_policy_enters_the_unknown_on_a_lower_bar():
    """Three rivals race it to the Heart: at four players the hard level's policy goes in
    with a survival chance the route still finds too low (docs/rules/apocalypse.md, Bots)."""
    assert_the_policy_goes_in(((seed, 4) for seed in range(1, 40)), between_bars)


def assert_the_policy_goes_in(tables: Iterable[tuple[int, int]], where: Any) -> None:
    """In three positions ``where`` picks (seeds and seat counts from ``tables``), the route
    would not enter The Unknown and the hard policy does."""
    found = 0
    for seed, seats in tables:
        for match, seat in positions("apocalypse", seed, seats, {}, where, limit=1):
            view, legal = match.state.view(seat), match.state.legal_actions(seat)
            me = view["players"][seat]
            assert choose_destination(view, me, [a.to for a in legal if isinstance(a, A.Travel)],
                                      sharp=True) != UNKNOWN
            assert sharp_bot(view, legal, GameRng(0)) == A.Travel(UNKNOWN)
            found += 1
        if found >= 3:
            return
    raise AssertionError(f"only {found} positions where {where.__name__}")


def hurt_but_likely_to_survive(view: dict[str, Any], legal: list[Action]) -> bool:
    """A travel menu at two or three players that may enter The Unknown with less Health
    than the route asks (5) and a sharp survival chance at the route's bar."""
    me = view["players"][view["seat"]]
    if view["step"] != "travel" or A.Travel(UNKNOWN) not in legal or me["place"] is None:
        return False
    return (view["player_count"] in (2, 3) and me["health"] < min(me["max_health"], 5)
            and survival(view, me, sharp=True) >= enter_threshold(view))


def test_the_hard_policy_enters_the_unknown_hurt_when_its_chance_is_good():
    """The survival chance counts Health already: at two and three players the hard
    level's policy goes in on the chance alone, where the route waits for 5 Health
    (docs/rules/apocalypse.md, Bots)."""
    assert_the_policy_goes_in(((seed, 2 + seed % 2) for seed in range(1, 80)),
                              hurt_but_likely_to_survive)


def test_the_sharp_survival_chance_does_not_count_the_field_one_stands_on():
    """Inside The Unknown no check has a Field's number added: the sharp chance of a
    player on a Field is the chance it would have in a City (the normal bot's count adds
    the Field's number to each check)."""
    compared = 0
    for match, seat in positions("apocalypse", 12, 3, {}, anything, 400):
        view = match.state.view(seat)
        me = view["players"][seat]
        if me["place"] not in PLACES or PLACES[me["place"]].kind != "field":
            continue
        in_city = {**me, "place": "london"}
        assert survival(view, me, sharp=True) == survival(view, in_city, sharp=True)
        compared += 1
    assert compared >= 3
