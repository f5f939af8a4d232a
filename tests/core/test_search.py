"""The core search (``game/core/search.py``) on the toy game of ``toy.py``.

The toy is Nim (take 1 or 2 stones, the last stone wins) with a useless hidden
die: a seat may peek at a die only it sees. Whoever leaves the pile at a
multiple of 3 wins, which a random player does not know and the search must
find. Budgets are tiny: the toy plays a whole game in microseconds.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

from game.core.registry import all_games
from game.core.rng import GameRng
from game.core.search import Budget, Search, outcome_values, search_bot
from game.core.state import GameState
from game.core.values import Action
from tests.core.toy import Take, ToyState
from tests.search_checks import positions

ROOT = Path(__file__).resolve().parents[2]


def sample_world(view: dict[str, Any], rng: GameRng) -> GameState:
    """The toy's worlds: the pile and turn are open, the other seat's die is drawn."""
    me = view["turn"]
    secrets = [0, 0]
    secrets[me] = view["secret"] or 0
    secrets[1 - me] = rng.d6()
    return ToyState.from_json({"pile": view["pile"], "turn": me, "secrets": secrets,
                               "rng": rng.next_u64()})


def random_taker(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    return rng.choice([a for a in legal if isinstance(a, Take)])


def seat_of(view: dict[str, Any]) -> int:
    return int(view["turn"])


def toy_search(iterations: int = 200, **knobs: Any) -> Search:
    return Search(sample_world, random_taker, None,
                  Budget(iterations=iterations, depth=50, **knobs), seat_of)


def position(pile: int, turn: int = 0) -> ToyState:
    return ToyState(pile, turn, [0, 0], GameRng(pile))


def test_the_search_finds_the_move_that_leaves_a_multiple_of_three():
    for pile, best in ((4, Take(1)), (5, Take(2)), (7, Take(1)), (8, Take(2))):
        for turn in (0, 1):
            state = position(pile, turn)
            found = toy_search().run(state.view(turn), state.legal_actions(turn), GameRng(9))
            assert found.action == best, (pile, turn, found)


def test_per_seat_values_each_seat_plays_for_itself():
    """Max^n: below the root the other seat picks what is best for it, so the root's
    values are the true ones: from a pile of 3 every move loses, from 4 taking 1 wins."""
    state = position(4)
    found = toy_search(400).run(state.view(0), state.legal_actions(0), GameRng(2))
    assert found.values[Take(1)] > 0.8
    assert found.values[Take(2)] < found.values[Take(1)]


def test_same_view_seed_and_budget_give_the_same_choice_and_statistics():
    state = position(9)
    runs = [toy_search(60).run(state.view(0), state.legal_actions(0), GameRng(5))
            for _ in range(2)]
    assert runs[0] == runs[1]
    bot = search_bot(sample_world, random_taker, budget=Budget(iterations=30), seat_of=seat_of)
    assert bot(state.view(0), state.legal_actions(0), GameRng(1)) == \
        bot(state.clone().view(0), state.legal_actions(0), GameRng(1))


def test_the_budget_is_in_iterations_one_world_each():
    calls = []

    def counting(view: dict[str, Any], rng: GameRng) -> GameState:
        calls.append(view)
        return sample_world(view, rng)

    state = position(8)
    search = Search(counting, random_taker, None, Budget(iterations=17), seat_of)
    found = search.run(state.view(0), state.legal_actions(0), GameRng(3))
    assert len(calls) == found.iterations == 17
    assert all(view == state.view(0) for view in calls)  # worlds come from the view only


def test_a_single_legal_action_is_played_without_search():
    def never(view: dict[str, Any], rng: GameRng) -> GameState:
        raise AssertionError("no world is needed for a forced move")

    state = position(1)
    legal = [Take(1)]
    found = Search(never, random_taker, None, Budget(), seat_of).run(state.view(0), legal,
                                                                     GameRng(1))
    assert found.action == Take(1) and found.iterations == 0


def test_worlds_where_the_seat_does_not_move_are_skipped_and_the_policy_stands():
    """A world that is not the seat's decision (an unfaithful ``sample_world``) is not
    trusted: every iteration is skipped and the normal bot's choice is played."""
    def wrong_seat(view: dict[str, Any], rng: GameRng) -> GameState:
        return ToyState(view["pile"], 1 - view["turn"], [0, 0], GameRng(rng.next_u64()))

    state = position(7)
    search = Search(wrong_seat, random_taker, None, Budget(iterations=12), seat_of)
    found = search.run(state.view(0), state.legal_actions(0), GameRng(4))
    policy = random_taker(state.view(0), state.legal_actions(0), GameRng(4).fork(1))
    assert found.skipped == 12 and found.action == policy


def test_the_policy_stands_when_the_worlds_rarely_allow_it():
    """The worlds show a pile of 1, the seat's real legal actions allow 2: the worlds
    cannot judge taking 2, so the policy's choice of it stands."""
    def small_pile(view: dict[str, Any], rng: GameRng) -> GameState:
        return ToyState(1, view["turn"], [0, 0], GameRng(rng.next_u64()))

    def greedy(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
        return max((a for a in legal if isinstance(a, Take)), key=lambda a: a.stones)

    state = position(2)
    search = Search(small_pile, greedy, None, Budget(iterations=20), seat_of)
    found = search.run(state.view(0), state.legal_actions(0), GameRng(6))
    assert found.action == Take(2)
    assert Take(2) not in found.visits


def test_truncated_rollouts_use_the_evaluation():
    """With no rollout at all (depth 0), the evaluation alone ranks the moves: here it
    says an even pile favours the seat to move, so seat 0 takes 2 from 9 (leaving 7)."""
    def even_for_mover(state: GameState) -> dict[int, float]:
        assert isinstance(state, ToyState)
        good = float(state.pile % 2 == 0)
        return {state.turn: good, 1 - state.turn: 1 - good}

    state = position(9)
    search = Search(sample_world, random_taker, even_for_mover,
                    Budget(iterations=40, depth=0, bias=0.0), seat_of)
    found = search.run(state.view(0), state.legal_actions(0), GameRng(8))
    assert found.values[Take(2)] > found.values[Take(1)]
    assert found.action == Take(2)


def test_outcome_values_give_each_winner_one():
    state = position(1)
    assert outcome_values(state) is None
    state.apply(0, Take(1))
    assert outcome_values(state) == {0: 1.0}


def test_the_search_module_cannot_reach_a_game_or_a_match():
    """The core search imports no game, no match, no LAN: the only states it ever
    holds are the worlds ``sample_world`` builds from the view."""
    tree = ast.parse((ROOT / "game/core/search.py").read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    imported |= {a.name for node in ast.walk(tree) if isinstance(node, ast.Import)
                 for a in node.names}
    assert not any(name and name.startswith(("game.games", "game.net", "game.ui",
                                              "game.core.match", "game.core.seats"))
                   for name in imported), imported


def test_a_time_cap_stops_the_search_early_when_asked_for():
    """``seconds`` is optional (not deterministic); the default budget has none."""
    assert Budget().seconds is None
    state = position(9)
    search = Search(sample_world, random_taker, None,
                    Budget(iterations=1_000_000, depth=50, seconds=0.05), seat_of)
    found = search.run(state.view(0), state.legal_actions(0), GameRng(1))
    assert 1 <= found.iterations < 1_000_000 and found.action in state.legal_actions(0)


def test_every_games_hard_bot_plays_a_legal_action_from_its_view():
    """Each registered title's hard level, on a few positions of a seeded normal game."""
    def choice(view: dict[str, Any], legal: list[Action]) -> bool:
        return True

    for info in all_games():
        hard = info.bot("hard")
        for match, seat in positions(info.id, 3, info.seat_counts[0], {}, choice, 2, skip=25):
            legal = match.state.legal_actions(seat)
            assert hard(match.state.view(seat), legal, GameRng(4)) in legal, info.id
