"""The core search's paired mode (``game/core/search.py``, ``Paired``) on the toy game.

The toy (``toy.py``) is Nim with a hidden die: take 1 or 2 stones, the last stone
wins. In the paired mode every candidate is played out in the same worlds with
the same rollout seed; the tests watch the worlds, the seeds and the judge.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.core.errors import IllegalAction
from game.core.rng import GameRng
from game.core.search import Paired, Search
from game.core.state import GameState
from game.core.values import Action, Event
from tests.core.test_search import position, random_taker, sample_world, seat_of
from tests.core.toy import Take, ToyState


def takes(view: dict[str, Any], legal: list[Action], favourite: Action) -> list[Action]:
    """Every take is an alternative (a peek is never compared)."""
    return [a for a in legal if isinstance(a, Take)]


def turn(state: GameState) -> int:
    assert isinstance(state, ToyState)
    return state.turn


def even_for_mover(start: GameState, stopped: GameState) -> dict[int, float]:
    """An even pile favours the seat to move."""
    assert isinstance(stopped, ToyState)
    good = float(stopped.pile % 2 == 0)
    return {stopped.turn: good, 1 - stopped.turn: 1 - good}


PLAN = Paired(takes, turn, even_for_mover, worlds=4, steps=10, through_round=True)


def take_two(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    return Take(2) if Take(2) in legal else Take(1)


def test_candidates_are_played_in_the_same_worlds_with_the_same_rollout_seed():
    """One world per ``worlds`` (not per candidate); each candidate's play-out starts
    from that world and its policy draws from the same seed."""
    drawn: list[GameState] = []
    starts: list[tuple[int, int]] = []
    seeds: list[tuple[int, int]] = []

    def drawing(view: dict[str, Any], rng: GameRng) -> GameState:
        drawn.append(sample_world(view, rng))
        return drawn[-1]

    def watching(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
        seeds.append((view["pile"], rng.state))  # in a play-out: the other seat's one step
        return random_taker(view, legal, rng)

    def judge(start: GameState, stopped: GameState) -> dict[int, float]:
        starts.append((id(start), len(drawn)))
        return even_for_mover(start, stopped)

    state = position(9)
    search = Search(drawing, watching, seat_of=seat_of, paired=replace(PLAN, judge=judge))
    seeds.clear()
    found = search.run(state.view(0), state.legal_actions(0), GameRng(3))
    assert len(drawn) == found.iterations == 4 and found.skipped == 0
    assert found.visits == {Take(1): 4, Take(2): 4}
    assert all(not world.is_over() and world.pile == 9 for world in drawn)  # never played on
    root, *play_outs = seeds
    assert len(play_outs) == 8 and len(starts) == 8
    for n in range(4):  # the policy's choice first, then the other take
        one, two = play_outs[2 * n], play_outs[2 * n + 1]
        assert one[1] == two[1] and {one[0], two[0]} == {7, 8}
        assert starts[2 * n] == starts[2 * n + 1] == (id(drawn[n]), n + 1)
    assert len({seed for _, seed in play_outs}) == 4


def test_the_policys_choice_keeps_ties_and_leads_under_the_margin():
    """Every world judged alike: the policy's take stands. An alternative worth a
    world more wins past the margin and not under it."""
    def flat(start: GameState, stopped: GameState) -> dict[int, float]:
        return {0: 0.5, 1: 0.5}

    state = position(9)
    view, legal = state.view(0), state.legal_actions(0)
    tied = Search(sample_world, take_two, seat_of=seat_of, paired=replace(PLAN, judge=flat))
    assert tied.run(view, legal, GameRng(1)).action == Take(2)

    def one_better(start: GameState, stopped: GameState) -> dict[int, float]:
        assert isinstance(stopped, ToyState)  # 9 - 1 - 2 after Take(1), 9 - 2 - 2 else
        return {0: 0.6 if stopped.pile == 6 else 0.5}

    for margin, chosen in ((0.05, Take(1)), (0.15, Take(2)), (0.3, Take(2))):
        plan = replace(PLAN, judge=one_better, margin=margin)
        found = Search(sample_world, take_two, seat_of=seat_of, paired=plan).run(
            view, legal, GameRng(1))
        assert found.action == chosen, margin
        assert abs(found.values[Take(1)] - found.values[Take(2)] - 0.1) < 1e-9


def test_worlds_where_a_candidate_is_illegal_are_not_counted():
    """Every other world shows a pile of 1, where taking 2 is illegal: those worlds
    are not judged, the others are."""
    judged: list[int] = []

    def sometimes_one(view: dict[str, Any], rng: GameRng) -> GameState:
        world = sample_world(view, rng)
        assert isinstance(world, ToyState)
        world.pile = 1 if rng.below(2) else world.pile
        return world

    def judge(start: GameState, stopped: GameState) -> dict[int, float]:
        assert isinstance(start, ToyState)
        judged.append(start.pile)
        return even_for_mover(start, stopped)

    state = position(9)
    plan = replace(PLAN, judge=judge, worlds=12)
    found = Search(sometimes_one, random_taker, seat_of=seat_of, paired=plan).run(
        state.view(0), state.legal_actions(0), GameRng(5))
    counted = found.visits[Take(1)]
    assert 0 < counted < 12 and found.skipped == 12 - counted
    assert judged == [9] * (2 * counted)


def test_a_choice_without_alternatives_stands_without_a_world():
    def never(view: dict[str, Any], rng: GameRng) -> GameState:
        raise AssertionError("no world is drawn when the policy's choice stands")

    def none(view: dict[str, Any], legal: list[Action], favourite: Action) -> list[Action]:
        return []

    state = position(9)
    search = Search(never, take_two, seat_of=seat_of, paired=replace(PLAN, alternatives=none))
    found = search.run(state.view(0), state.legal_actions(0), GameRng(2))
    assert found.action == Take(2) and found.iterations == 0


def test_the_same_seed_gives_the_same_choice_and_the_judgement_can_overrule_the_policy():
    """Stopped at the end of the seat's turn, each take is judged alone: an even pile
    favours the mover, so from 9 taking 2 (7 left to the other seat) beats the
    policy's take of 1 in every world; the same seed gives the same search."""
    def take_one(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
        return Take(1)

    state = position(9)
    view, legal = state.view(0), state.legal_actions(0)
    search = Search(sample_world, take_one, seat_of=seat_of,
                    paired=replace(PLAN, through_round=False))
    runs = [search.run(view, legal, GameRng(7)) for _ in range(2)]
    assert runs[0] == runs[1]
    assert runs[0].action == Take(2)
    assert runs[0].values == {Take(1): 0.0, Take(2): 1.0}
    rng = GameRng(7)
    search.run(view, legal, rng)
    assert rng.state != GameRng(7).state  # the search advances the bot's RNG


def test_an_alternative_named_twice_is_one_candidate():
    """Every world judged 0.5 and the take of 1 named twice: it is played and counted
    once, so the policy's take of 2 keeps the tie (issue 15's review)."""
    played: list[int] = []

    def flat(start: GameState, stopped: GameState) -> dict[int, float]:
        played.append(1)
        return {0: 0.5, 1: 0.5}

    def twice(view: dict[str, Any], legal: list[Action], favourite: Action) -> list[Action]:
        return [Take(1), Take(1), Take(2)]

    state = position(9)
    plan = replace(PLAN, alternatives=twice, judge=flat)
    found = Search(sample_world, take_two, seat_of=seat_of, paired=plan).run(
        state.view(0), state.legal_actions(0), GameRng(1))
    assert found.action == Take(2)
    assert list(found.visits) == [Take(2), Take(1)] and len(played) == 2 * plan.worlds
    assert found.values == {Take(2): 0.5, Take(1): 0.5}


class Stuck(ToyState):
    """A world in which the second seat has nothing it may do."""

    def legal_actions(self, seat: int) -> list[Action]:
        return [] if seat == 1 else super().legal_actions(seat)


class Refusing(ToyState):
    """A world that lists the take of 2 and refuses it."""

    def apply(self, seat: int, action: Action) -> list[Event]:
        if action == Take(2):
            raise IllegalAction("take 1 or 2", "this world refuses it")
        return super().apply(seat, action)


def every_other(kind: type[ToyState], turn: int = 0) -> Any:
    """A sampler whose worlds are ``kind`` (with ``turn`` to move) one time in two."""
    def sample(view: dict[str, Any], rng: GameRng) -> GameState:
        world = sample_world(view, rng)
        if rng.below(2):
            world = kind.from_json({**world.to_json(), "turn": turn})
        return world
    return sample


def strict_taker(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    assert legal, "the policy is never asked without a legal action"
    return random_taker(view, legal, rng)


def test_a_world_where_a_seat_to_move_has_no_legal_action_is_set_aside():
    """The play-out reaches the second seat with nothing to do: that world is not
    counted, the policy is not asked, and ``stuck`` tells it from other skips."""
    state = position(9)
    plan = replace(PLAN, worlds=12)
    found = Search(every_other(Stuck), strict_taker, seat_of=seat_of, paired=plan).run(
        state.view(0), state.legal_actions(0), GameRng(5))
    counted = found.visits[Take(1)]
    assert 0 < counted < 12 and found.skipped == found.stuck == 12 - counted


def test_a_world_where_the_seat_is_not_to_move_is_not_counted():
    judged: list[int] = []

    def judge(start: GameState, stopped: GameState) -> dict[int, float]:
        assert isinstance(start, ToyState)
        judged.append(start.turn)
        return even_for_mover(start, stopped)

    state = position(9)
    plan = replace(PLAN, worlds=12, judge=judge)
    found = Search(every_other(ToyState, turn=1), random_taker, seat_of=seat_of,
                   paired=plan).run(state.view(0), state.legal_actions(0), GameRng(5))
    counted = found.visits[Take(1)]
    assert 0 < counted < 12 and found.skipped == 12 - counted and found.stuck == 0
    assert judged == [0] * (2 * counted)


def test_a_world_that_refuses_a_candidate_with_illegal_action_is_not_counted():
    """Every world refuses the take of 2 (it lists it): no world is counted and the
    policy's take of 1 stands, though the judge would prefer the take of 2."""
    def take_one(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
        return Take(1)

    def refusing(view: dict[str, Any], rng: GameRng) -> GameState:
        return Refusing.from_json(sample_world(view, rng).to_json())

    state = position(9)
    plan = replace(PLAN, through_round=False)
    found = Search(refusing, take_one, seat_of=seat_of, paired=plan).run(
        state.view(0), state.legal_actions(0), GameRng(7))
    assert found.action == Take(1)
    assert found.visits == {Take(1): 0, Take(2): 0} and found.skipped == plan.worlds
    assert found.stuck == 0


def test_a_play_out_takes_steps_policy_steps_at_most():
    """The turn never comes back (``turn_of`` names the other seat throughout): each
    play-out stops after ``steps`` takes of 2, at the pile the judge then sees."""
    def stops(steps: int) -> list[int]:
        stopped: list[int] = []

        def judge(start: GameState, at: GameState) -> dict[int, float]:
            assert isinstance(at, ToyState)
            stopped.append(at.pile)
            return {0: 0.5, 1: 0.5}

        state = position(30)
        plan = replace(PLAN, turn_of=lambda world: 1, judge=judge, worlds=1, steps=steps)
        Search(sample_world, take_two, seat_of=seat_of, paired=plan).run(
            state.view(0), state.legal_actions(0), GameRng(1))
        return stopped

    for steps in (0, 1, 3):
        assert stops(steps) == [28 - 2 * steps, 29 - 2 * steps], steps


def test_a_finished_game_is_worth_its_outcome_and_the_judge_is_not_asked():
    """From 2 stones the take of 2 wins at once (1), the take of 1 leaves the last
    stone to the other seat (0): the outcome overrules the policy's take of 1."""
    def take_one(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
        return Take(1)

    def never(start: GameState, stopped: GameState) -> dict[int, float]:
        raise AssertionError("a finished game is not judged")

    state = position(2)
    found = Search(sample_world, take_one, seat_of=seat_of,
                   paired=replace(PLAN, judge=never)).run(
        state.view(0), state.legal_actions(0), GameRng(3))
    assert found.action == Take(2) and found.values == {Take(1): 0.0, Take(2): 1.0}
