"""Axis Mundi's hard bot (``bots/worlds.py``), its worlds (``bots/sampling.py``) and its
judgement (``bots/judge.py``).

The checks every hard bot passes are in ``tests/search_checks.py``: worlds look
exactly like the view (other hands, decks, face-down treasure and an invisible
character drawn), twins (a card swapped, the decks' order, the dice, treasure, an
invisible character's hex) get the same choice, and the bot chooses from a copy
of the view once the true state is gone.
"""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import ORIGIN, Hex
from game.core.registry import get_game
from game.core.rng import GameRng
from game.core.state import GameState
from game.core.values import Action
from game.games.axis_mundi.bots.judge import judge_view
from game.games.axis_mundi.bots.sampling import sample_world
from game.games.axis_mundi.rules.state import AxisMundiState
from tests.games.axis_mundi.twins import TWINS
from tests.search_checks import blind_choice, positions, twins_choose_alike, world_shows_the_view


def own_turn(view: dict[str, Any], legal: list[Action]) -> bool:
    """The Action Phase of the seat's own turn: where the hard bot searches."""
    return view["phase"] == "play" and view["you"]["decision"] is None


def anything(view: dict[str, Any], legal: list[Action]) -> bool:
    return True


def test_worlds_show_the_seat_exactly_its_view():
    """Both volcanoes, three and six players, decisions owed and turns played."""
    for seed, seats, setup in ((1, 3, "recommended"), (2, 6, "random")):
        for n, (match, seat) in enumerate(positions("axis_mundi", seed, seats,
                                                    {"setup": setup}, anything, 160)):
            if n % 8 == 0:
                world_shows_the_view(match.state, seat, sample_world, draws=2)


def test_an_invisible_character_is_drawn_near_its_token():
    """The twin hook's invisible character (set up on purpose): the seat sees a token,
    and each world puts the character on a free hex within reach of it."""
    checked = 0
    for match, _seat in positions("axis_mundi", 3, 3, {}, own_turn, 1, skip=40):
        for watcher in range(6):
            for twins in TWINS.make(match.state, 3, GameRng(watcher)):
                view = twins.one.view(twins.seat)
                hidden = [p for p in view["players"] if p["invisible"] and p["pos"] is None]
                if twins.seat < 0 or not hidden:
                    continue
                world_shows_the_view(twins.one, twins.seat, sample_world)
                world = sample_world(view, GameRng(4))
                mat = world.table.mats[hidden[0]["seat"]]
                assert mat.pos.distance(mat.token) <= 3
                checked += 1
    assert checked


def evaluate(state: GameState) -> dict[int, float]:
    """The judgement of the table as the seat on turn sees its public parts."""
    return judge_view(state.view(state.table.current))  # type: ignore[attr-defined]


def test_twin_worlds_get_the_same_choice():
    """The registered hard bot (its paired look in the race, ``sharp.py`` elsewhere)."""
    hard = get_game("axis_mundi").bot("hard")
    compared = 0
    for match, _seat in positions("axis_mundi", 5, 3, {}, own_turn, 1, skip=40):
        for watcher in range(12):  # the hook draws the watching seat: until it is the mover's
            found = twins_choose_alike("axis_mundi", TWINS, match.state, 3, hard,
                                       GameRng(watcher), own_turn)
            compared += found
            if found:
                break
    assert compared >= 3


def test_the_hard_bot_chooses_without_the_true_state():
    match, seat = next(positions("axis_mundi", 6, 3, {}, own_turn, 1, skip=30))
    blind_choice(match, seat, get_game("axis_mundi").bot("hard"))


def test_the_judgement_shares_the_chances_and_favours_the_seat_nearer_the_gate():
    """Values sum to 1 over a whole game; a racer put on the gate's ring (Level 3, the
    ring next to the crater, rulebook "Axis Mundi Hex": entered from an adjacent hex)
    is worth more than one left on the sea, and the Angel or Demon more near its pier."""
    for match, _seat in positions("axis_mundi", 3, 3, {}, anything, 400):
        values = evaluate(match.state)
        assert abs(sum(values.values()) - 1) < 1e-9 and min(values.values()) > 0
    state = AxisMundiState.new({}, 1, 3)
    before = evaluate(state)
    mover = (state.table.current + 2) % 3  # the last to move this round
    state.table.mats[mover].pos = next(h for h in ORIGIN.ring(1)
                                       if state.table.board.terrain.get(h) != "inaccessible")
    after = evaluate(state)
    assert after[mover] > before[mover] and after[mover] == max(after.values())


def test_the_gate_holder_is_worth_more_nearer_home():
    match, _seat = next(positions("axis_mundi", 1, 3, {}, lambda v, legal:
                                  v["axis_mundi"]["holder"] is not None, 1))
    state = match.state
    holder = state.table.holder
    mat = state.table.mats[holder]
    far, mat.on_axis = evaluate(state)[holder], False
    pier = Hex(*state.view(holder)["players"][holder]["pier"])
    mat.pos = next(h for h in ORIGIN.ring(state.table.board.top_level + 1)
                   if h.distance(pier) == 1)
    assert evaluate(state)[holder] > far


def test_worlds_turn_the_volcano_when_the_real_first_seat_comes_round():
    """The Rotation comes when play returns to the seat that began (flow.end_turn): the
    view says who began, and every sampled world keeps it (it was always seat 0)."""
    starts = set()
    for seed in range(1, 9):
        for match, seat in positions("axis_mundi", seed, 3, {}, own_turn, 1):
            view = match.state.view(seat)
            assert view["start"] == match.state.table.start
            assert sample_world(view, GameRng(seed)).table.start == view["start"]
            starts.add(view["start"])
    assert len(starts) > 1
