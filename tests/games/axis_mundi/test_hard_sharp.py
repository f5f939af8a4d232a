"""Axis Mundi's hard seat's own policy (``bots/sharp.py``) and the Angel's or Demon's
way home over several turns (``bots/journey.py``)."""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import Hex
from game.core.match import Match
from game.core.registry import get_game
from game.core.rng import GameRng
from game.core.seats import bot_rng
from game.core.values import Action
from game.games.axis_mundi.bots.journey import boards_ahead, journey, turns_home
from game.games.axis_mundi.bots.levels import normal_bot
from game.games.axis_mundi.bots.sharp import WAYS_IN, first_in, sharp_bot
from game.games.axis_mundi.bots.sight import Sight, destination
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules.catalog import card_type
from tests.search_checks import positions


def _heavenly_turn(view: dict[str, Any], legal: list[Action]) -> bool:
    me = view["players"][view["seat"]]
    return view["phase"] == "play" and view["you"]["decision"] is None \
        and me["form"] in ("angel", "demon") and view["current"] == view["seat"]


def _racing(view: dict[str, Any], legal: list[Action]) -> bool:
    return view["phase"] == "play" and view["you"]["decision"] is None \
        and view["axis_mundi"]["holder"] is None and view["current"] == view["seat"]


def test_the_way_home_takes_no_more_turns_than_any_other_first_step():
    """If you have entered Heaven / Hell: a climb costs the Angel or Demon one action,
    a step down three; the rings turn between its turns (The Game's Rotation Mechanism).
    The first step chosen is legal and leads home no later than any other."""
    seen = 0
    for match, seat in positions("axis_mundi", 1002, 3, {}, _heavenly_turn, 4):
        view, legal = match.state.view(seat), match.state.legal_actions(seat)
        sight = Sight(view)
        boards = boards_ahead(sight)
        chosen = journey(sight, legal)
        if chosen is None:
            continue
        seen += 1
        assert chosen in legal
        best = turns_home(boards, destination(sight, chosen))
        assert best is not None
        for action in legal:
            to = destination(sight, action)
            if isinstance(action, A.Move | A.Climb | A.Descend) and to is not None:
                other = turns_home(boards, to)
                assert other is None or best <= other
    assert seen


def test_the_race_pin_falls_on_a_rival_waiting_on_the_gates_ring():
    """Familiar (pin: the foe cannot move on their next turn): a rival on the ring next
    to the Axis Mundi steps in at its next turn, so the pin falls on it."""
    seen = 0
    for match, seat in positions("axis_mundi", 1001, 3, {}, _racing, 40):
        view, legal = match.state.view(seat), match.state.legal_actions(seat)
        pin = first_in(Sight(view), legal)
        if pin is None:
            continue
        seen += 1
        target: Hex = pin.target  # type: ignore[attr-defined]
        assert target.length() == 1 and pin in legal
        assert any(p["pos"] is not None and Hex(*p["pos"]) == target
                   for p in view["players"] if p["seat"] != seat)
        assert sharp_bot(view, legal, GameRng(1)) == pin
    assert seen


def test_the_last_way_in_is_kept_on_the_way_up():
    """A free move or action card is kept for the step into the Axis Mundi while the
    seat holds only one and stands below the gate's ring."""
    seen = 0
    for match, seat in positions("axis_mundi", 1005, 3, {}, _racing, 60):
        view, legal = match.state.view(seat), match.state.legal_actions(seat)
        ways = [c for c in view["you"]["hand"] if card_type(c) in WAYS_IN]
        if len(ways) != 1 or Hex(*view["players"][seat]["pos"]).length() == 1 \
                or view["you"]["treasures"]:
            continue
        seen += 1
        chosen = sharp_bot(view, legal, GameRng(1))
        assert chosen in legal
        assert not (isinstance(chosen, A.PlayCard) and chosen.card == ways[0]
                    and (card_type(chosen.card) != "options" or chosen.option == "move"))
    assert seen


def test_the_three_player_hard_seat_walks_home_by_its_own_policy():
    """Outside the race the hard seat at three players answers as ``sharp.py``: as the
    Angel or Demon, the way home over several turns."""
    hard = get_game("axis_mundi").bot("hard")
    seen = 0
    for match, seat in positions("axis_mundi", 1002, 3, {}, _heavenly_turn, 3):
        view, legal = match.state.view(seat), match.state.legal_actions(seat)
        chosen = hard(view, legal, GameRng(5))
        assert chosen == sharp_bot(view, legal, GameRng(5)) and chosen in legal
        seen += 1
    assert seen


def test_a_game_of_the_sharp_policy_replays_alike():
    """A seeded three-player game with the sharp policy in one seat plays out the same
    twice (a decision is a pure function of view, legal actions and bot RNG)."""
    def game() -> list[Action]:
        match = Match.create("axis_mundi", {}, 1003, ["bot"] * 3)
        rngs = {s: bot_rng(1003, s) for s in range(3)}
        played = []
        for _ in range(400):
            if match.state.is_over():
                break
            seat = match.state.to_move()[0]
            bot = sharp_bot if seat == 0 else normal_bot
            action = bot(match.state.view(seat), match.state.legal_actions(seat), rngs[seat])
            match.play(seat, action)
            played.append(action)
        return played

    first = game()
    assert len(first) > 100 and game() == first
