"""Axis Mundi's hard bot in the race: the core search's paired mode
(``bots/paired.py``), candidates compared in the same worlds, judged as the
table will lie after the round's rotation. The mode itself is tested on the toy
game in ``tests/core/test_paired.py``."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.core.hexgrid import ORIGIN, Hex
from game.core.registry import get_game
from game.core.rng import GameRng
from game.core.search import Searched
from game.core.values import Action
from game.games.axis_mundi.bots import paired
from game.games.axis_mundi.bots.judge import judge_view, turned
from game.games.axis_mundi.bots.levels import normal_bot
from game.games.axis_mundi.bots.paired import PLANS, RACE, alternatives, choose
from game.games.axis_mundi.bots.sharp import sharp_bot
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules.board import level_of, rotated
from tests.games.axis_mundi.twins import TWINS
from tests.search_checks import blind_choice, positions, twins_choose_alike

SMALL = replace(RACE, worlds=2, candidates=5, steps=12)


def racing(view: dict[str, Any], legal: list[Action]) -> bool:
    """The seat's own Action Phase turn while nobody holds the gate: where it searches."""
    return view["phase"] == "play" and view["you"]["decision"] is None \
        and view["axis_mundi"]["holder"] is None


def test_the_turned_table_has_every_level_turned_by_its_number():
    """The Game's Rotation Mechanism: Level k turns k x 60 degrees a round; the sea
    (Level 0) and the crater do not."""
    match, seat = next(positions("axis_mundi", 2, 3, {}, racing, 1, skip=30))
    view = match.state.view(seat)
    after = turned(view)
    top = view["board"]["top_level"]
    for level, count in enumerate(view["board"]["turns"]):
        assert after["board"]["turns"][level] == (count + level) % 6
    for before, now in zip(view["players"], after["players"], strict=True):
        at = Hex(*before["pos"])
        level = level_of(top, at)
        expected = at if level == 0 or at == ORIGIN else rotated(at, level)
        assert Hex(*now["pos"]) == expected
    values = judge_view(after)
    assert abs(sum(values.values()) - 1) < 1e-9


def test_the_alternatives_are_legal_moves_and_leave_cards_to_the_normal_bot():
    for match, seat in positions("axis_mundi", 4, 3, {}, racing, 6, skip=10):
        view, legal = match.state.view(seat), match.state.legal_actions(seat)
        favourite = normal_bot(view, legal, GameRng(1))
        found = alternatives(view, legal, favourite)
        assert favourite not in found and set(found) <= set(legal)
        assert not any(isinstance(a, A.DrawCard | A.DrawFive) for a in found)


def test_a_race_choice_is_legal_and_the_same_for_the_same_seed():
    for match, seat in positions("axis_mundi", 7, 3, {}, racing, 3, skip=20):
        view, legal = match.state.view(seat), match.state.legal_actions(seat)
        first = choose(view, legal, GameRng(3), SMALL, sharp_bot)
        assert first in legal and choose(view, legal, GameRng(3), SMALL, sharp_bot) == first


def test_twin_worlds_get_the_same_race_choice():
    def hard(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
        return choose(view, legal, rng, SMALL, sharp_bot)

    compared = 0
    for match, _seat in positions("axis_mundi", 5, 3, {}, racing, 1, skip=20):
        for watcher in range(12):
            found = twins_choose_alike("axis_mundi", TWINS, match.state, 3, hard,
                                       GameRng(watcher), racing)
            compared += found
            if found:
                break
    assert compared >= 3


def test_the_hard_bot_races_without_the_true_state():
    match, seat = next(positions("axis_mundi", 6, 3, {}, racing, 1, skip=12))
    blind_choice(match, seat, get_game("axis_mundi").bot("hard"))


def test_the_crater_is_entered_when_the_normal_bot_would():
    """Axis Mundi Hex: whoever enters it first becomes the Angel or Demon - no
    alternative is worth more."""
    hard = get_game("axis_mundi").bot("hard")
    seen = 0
    for match, seat in positions("axis_mundi", 1, 3, {}, lambda v, legal: racing(v, legal)
                                 and any(isinstance(a, A.EnterAxisMundi) for a in legal), 2):
        view, legal = match.state.view(seat), match.state.legal_actions(seat)
        if isinstance(normal_bot(view, legal, GameRng(1)), A.EnterAxisMundi):
            assert isinstance(hard(view, legal, GameRng(2)), A.EnterAxisMundi)
            seen += 1
    assert seen


def test_at_six_players_the_race_is_the_paired_look_to_the_end_of_the_turn(monkeypatch):
    """Issue 15: hard is the search at every table size. At six players the registered
    hard bot's race turns are the paired mode's too, each candidate played out to the
    end of its turn, with its own policy (``sharp.py``) for its own seat."""
    looks: list[int] = []

    class Watched(paired.Search):
        def run(self, view: dict[str, Any], legal: list[Action], rng: GameRng) -> Searched:
            assert self.paired is PLANS[6] and not self.paired.through_round
            assert self.policy(view, legal, rng.fork(1)) == sharp_bot(view, legal, rng.fork(1))
            found = super().run(view, legal, rng)
            looks.append(found.iterations)
            return found

    monkeypatch.setattr(paired, "Search", Watched)
    hard = get_game("axis_mundi").bot("hard")
    for match, seat in positions("axis_mundi", 8, 6, {}, racing, 3, skip=30):
        view, legal = match.state.view(seat), match.state.legal_actions(seat)
        assert hard(view, legal, GameRng(2)) in legal
    assert len(looks) == 3 and any(looks)
