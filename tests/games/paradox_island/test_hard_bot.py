"""Paradox Island's hard bot: every seat's own turns are the core search's paired look
(``bots/paired.py``), OP's over OP's worlds (``bots/worlds.py``), a captive's over
the islands its belief allows (``bots/captive_worlds.py``).

The checks every hard bot passes are in ``tests/search_checks.py``: a world
looks exactly like the seat's view (OP: the token stack and the dice drawn, the
captives' notebooks read back from OP's; a captive: the island and every hidden
piece drawn to fit what it heard), twins get the same choice, and the bot
chooses from a copy of the view once the true state is gone.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from game.core.registry import get_game
from game.core.rng import GameRng
from game.core.search import Search, Searched
from game.core.values import Action
from game.games.paradox_island.bots import captive_worlds
from game.games.paradox_island.bots.belief import belief_of
from game.games.paradox_island.bots.levels import normal_bot
from game.games.paradox_island.bots.paired import CAPTIVE_PLAN, OP_PLAN, runners_up
from game.games.paradox_island.bots.standing import evaluate
from game.games.paradox_island.bots.worlds import sample_world
from game.games.paradox_island.rules.island import Island
from tests.games.paradox_island.twins import TWINS
from tests.search_checks import blind_choice, positions, twins_choose_alike, world_shows_the_view


def op_turn(view: dict[str, Any], legal: list[Action]) -> bool:
    """OP's own turn with nothing asked of it: where the hard bot searches."""
    return view["role"] == "op" and view["phase"] == "play" and view["pending"] is None


def test_op_worlds_show_op_exactly_its_view_and_its_legal_actions():
    """Two, three and four seats; the whole position but the token stack's order and
    the RNG is OP's to know, so a world's captives hear what they heard."""
    for seed, seats in ((1, 2), (2, 3), (3, 4)):
        for n, (match, seat) in enumerate(positions("paradox_island", seed, seats, {}, op_turn,
                                                    60)):
            if n % 4:
                continue
            world_shows_the_view(match.state, seat, sample_world, draws=1)
            world = sample_world(match.state.view(seat), GameRng(n))
            assert set(world.legal_actions(seat)) == set(match.state.legal_actions(seat))
            for captive in range(1, seats):
                assert world.view(captive)["notebook"] == match.state.view(captive)["notebook"]


def test_twin_worlds_get_the_same_choice():
    """The hard bot's look, as registered."""
    hard = Search(sample_world, normal_bot, paired=OP_PLAN).bot
    compared = 0
    for match, _seat in positions("paradox_island", 4, 3, {}, op_turn, 3, skip=30):
        for watcher in range(16):  # the hook draws the watching seat: until it is OP
            compared += twins_choose_alike("paradox_island", TWINS, match.state, 3, hard,
                                           GameRng(watcher), op_turn)
            if compared >= 2:
                break
    assert compared >= 2


def test_the_hard_bot_chooses_without_the_true_state():
    match, seat = next(positions("paradox_island", 5, 2, {}, op_turn, 1, skip=20))
    blind_choice(match, seat, get_game("paradox_island").bot("hard"))


def captive_turn(view: dict[str, Any], legal: list[Action]) -> bool:
    """A captive's own turn with nothing asked of it: where the hard captive searches."""
    return view["role"] == "captive" and view["phase"] == "play" \
        and view["pending"] is None and view["turn"] == view["seat"]


def test_captive_worlds_agree_with_everything_the_captive_heard():
    """Two, three and four seats: a world shows the captive exactly its view and its
    legal actions; every label the captive is certain of is on its space, and each
    of its pieces stands on a space its belief allows, under the label its board
    shows. The true island is never read: the view goes through JSON first."""
    checked = 0
    for seed, seats in ((1, 2), (2, 3), (3, 4), (7, 2)):
        for n, (match, seat) in enumerate(positions("paradox_island", seed, seats, {},
                                                    captive_turn, 40)):
            if n % 4:
                continue
            state = match.state
            world_shows_the_view(state, seat, captive_worlds.sample_world, draws=2)
            view = json.loads(json.dumps(state.view(seat)))
            world = captive_worlds.sample_world(view, GameRng(n))
            assert set(world.legal_actions(seat)) == set(state.legal_actions(seat))
            belief = belief_of(view)
            for space, label in belief.known.items():
                assert world.label(space) == label
            for piece, shown in enumerate(view["captives"][seat - 1]["pieces"]):
                at = world.piece([seat, piece])["at"]
                if at is not None:
                    assert at in belief.at[piece] or not belief.at[piece]
                    assert world.label(at) == shown["label"]
            checked += 1
    assert checked >= 12


def test_a_fitted_island_carries_the_labels_asked():
    labels = {0: "fruit:lime", 18: "camp:A", 36: "lake:straight", 20: "anomaly:wound"}
    placements = captive_worlds.fit_island(labels, GameRng(4))
    assert placements is not None
    island = Island.from_placements(placements)
    assert island.spaces[0].label == "fruit:lime" and island.spaces[18].label == "camp:A"
    assert island.spaces[36].label == "lake:straight" and island.spaces[20].kind == "anomaly"


def test_captive_twin_worlds_get_the_same_choice():
    hard = Search(captive_worlds.sample_world, normal_bot,
                  paired=replace(CAPTIVE_PLAN, worlds=1)).bot
    compared = 0
    for match, _seat in positions("paradox_island", 8, 2, {}, captive_turn, 3, skip=30):
        for watcher in range(16):  # the hook draws the watching seat: until it is the captive
            compared += twins_choose_alike("paradox_island", TWINS, match.state, 2, hard,
                                           GameRng(watcher), captive_turn)
            if compared >= 2:
                break
    assert compared >= 2


def test_the_hard_captive_searches_and_chooses_without_the_true_state():
    match, seat = next(positions("paradox_island", 6, 2, {}, captive_turn, 1, skip=20))
    view, legal = match.state.view(seat), match.state.legal_actions(seat)
    found = captive_worlds.SEARCH.run(view, legal, GameRng(2))
    assert found.iterations == CAPTIVE_PLAN.worlds and found.skipped == 0
    blind_choice(match, seat, get_game("paradox_island").bot("hard"))


def test_the_paired_look_weighs_the_normal_bots_choice_and_its_runners_up():
    """OP's candidates are the normal bot's choice and the three it rates next, a
    captive's its choice and two; each is played out in the same worlds."""
    for role, test, plan in (("op", op_turn, OP_PLAN), ("captive", captive_turn, CAPTIVE_PLAN)):
        match, seat = next(positions("paradox_island", 9, 2, {}, test, 1, skip=20))
        view, legal = match.state.view(seat), match.state.legal_actions(seat)
        favourite = normal_bot(view, legal, GameRng(1).fork(1))  # as the search asks it
        others = runners_up(view, legal, favourite)
        assert len(others) == plan.candidates - 1 and favourite not in others, role
        assert len(set(others)) == len(others) and set(others) <= set(legal), role
        found = Search(captive_worlds.sample_world if seat else sample_world, normal_bot,
                       paired=plan).run(view, legal, GameRng(1))
        assert set(found.values) == {favourite, *others} and found.skipped == 0, role


def test_a_wound_counts_toward_ops_chance():
    """A piece's lost health weighs toward OP's target: half a perish at no health."""
    match, _seat = next(positions("paradox_island", 9, 2, {}, op_turn, 1, skip=2))
    state = match.state.clone()
    before = evaluate(state)[0]
    piece = state.board(1)["pieces"][0]
    piece["health"] -= 1
    assert evaluate(state)[0] > before


def test_a_look_a_broken_world_stops_is_the_normal_bots_choice(monkeypatch):
    """A world laid without a label the captive heard can ask a question it has no
    answer for (OP with no legal action): the search sets it aside as stuck, the
    look is dropped and the normal bot chooses with the RNG the look left."""
    match, seat = next(positions("paradox_island", 6, 2, {}, captive_turn, 1, skip=20))
    view, legal = match.state.view(seat), match.state.legal_actions(seat)

    def stuck(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Searched:
        rng.next_u64()
        return Searched(legal[0], {}, {}, 1, 1, stuck=1)

    monkeypatch.setattr(captive_worlds.SEARCH, "run", stuck)
    advanced = GameRng(3)
    advanced.next_u64()
    assert captive_worlds.look(view, legal, GameRng(3)) == normal_bot(view, legal, advanced)
