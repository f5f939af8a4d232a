"""The Now's hard bot: the core search over sampled tables (``bots/worlds.py``).

The checks every hard bot passes are in ``tests/search_checks.py``: worlds look
exactly like the view and allow exactly its legal actions, twin worlds (other
hands, the decks' order and the dice to come changed) get the same choice, and
the bot chooses from a copy of the view once the true state is gone.
"""

from __future__ import annotations

from typing import Any

from game.core.registry import get_game
from game.core.rng import GameRng
from game.core.search import Budget, Search
from game.core.state import GameState, canonical_json
from game.core.values import Action
from game.games.the_now.bots.choices import walk
from game.games.the_now.bots.hard import TIE_NO, TIE_YES, Calibrated, buy, forecast
from game.games.the_now.bots.last_word import last_word
from game.games.the_now.bots.levels import normal_bot
from game.games.the_now.bots.sight import Guess, Sight
from game.games.the_now.bots.worlds import hard_bot, sample_world
from game.games.the_now.rules.actions import Buy, EndTurn, Impact, Move
from game.games.the_now.rules.field import FIELD, V616
from game.games.the_now.rules.state import TheNowState
from tests.games.the_now.setups import lay, node, table_at
from tests.search_checks import blind_choice, positions, world_shows_the_view


def own_turn(view: dict[str, Any], legal: list[Action]) -> bool:
    """The seat's own turn, nothing owed, no bets open: where the hard bot searches."""
    you = view["you"]
    return view["stage"] == "turns" and you["decision"] is None and view["bets"] is None \
        and view["current"] == view["seat"]


def test_worlds_show_the_seat_exactly_its_view_and_its_legal_actions():
    for seed, seats in ((1, 3), (3, 5)):
        for n, (match, seat) in enumerate(positions("the_now", seed, seats, {}, own_turn, 80)):
            if n % 10:
                continue
            world_shows_the_view(match.state, seat, sample_world, draws=1)
            world = sample_world(match.state.view(seat), GameRng(n))
            assert set(world.legal_actions(seat)) == set(match.state.legal_actions(seat))


def twin(state: GameState, seat: int, rng: GameRng) -> GameState:
    """``state`` with what ``seat`` may not know changed: a card of each other hand
    swapped with one of the deck, the decks shuffled, another RNG state."""
    assert isinstance(state, TheNowState)
    two = state.clone()
    table = two.table  # type: ignore[attr-defined]
    for other, player in enumerate(table.players):
        if other != seat and player.hand and table.deck:
            i, j = rng.below(len(player.hand)), rng.below(len(table.deck))
            player.hand[i], table.deck[j] = table.deck[j], player.hand[i]
    rng.shuffle(table.deck)
    rng.shuffle(table.artifact_deck)
    table.rng.state ^= 1 + rng.below(1 << 62)
    return two


def test_twin_worlds_get_the_same_choice():
    """The hard bot's search with a small budget (the registered one's is bigger)."""
    hard = Search(sample_world, normal_bot, forecast, Budget(iterations=3, depth=4)).bot
    compared = 0
    for match, seat in positions("the_now", 4, 3, {}, own_turn, 3, skip=30):
        one, two = match.state, twin(match.state, seat, GameRng(seat))
        assert one.state_hash() != two.state_hash()
        assert canonical_json(one.view(seat)) == canonical_json(two.view(seat))
        legal = one.legal_actions(seat)
        assert legal == two.legal_actions(seat)
        assert hard(one.view(seat), legal, GameRng(9)) == hard(two.view(seat), legal, GameRng(9))
        compared += 1
    assert compared == 3


def test_the_hard_bot_chooses_without_the_true_state():
    match, seat = next(positions("the_now", 5, 3, {}, own_turn, 1, skip=20))
    blind_choice(match, seat, get_game("the_now").bot("hard"))


def test_a_hungry_player_may_step_onto_v616_mon_without_losing_the_normal_bot():
    """The search's rollouts found it (seed 98, round 7, hard against normal): a player
    low on energy offered a move onto V616 Mon (beside the field, on no ring) made the
    normal bot's walk look up the ring of V616 Mon."""
    match, seat = next(positions("the_now", 98, 3, {}, own_turn, 1, skip=40))
    state = match.state.clone()
    assert isinstance(state, TheNowState)
    table = state.table  # type: ignore[attr-defined]
    table.v616 = True
    table.players[seat].pos = FIELD.rings[1][0]
    table.players[seat].energy = 13
    table.turn.au, table.turn.moves = 2, 0
    onto, out = Move(V616), Move(FIELD.rings[2][0])
    assert walk(Sight(state.view(seat)), [onto, out, EndTurn()]) in (None, out)


def test_the_hard_bot_sees_an_event_with_a_sum_of_0_go_by_its_tie_token():
    """Realization (the book's "the organizer's token decides a tie"): measured in normal
    bots' games, a sum of 0 went the token's way far more often than the normal bot's
    0.6 / 0.4, and a sum of 1 at the realization was seldom overturned."""
    match, seat = next(positions("the_now", 2, 3, {}, own_turn, 1))
    sight = Calibrated(match.state.view(seat))
    node = FIELD.rings[4][0]  # no event beside it yet: no links pull it
    assert not any(n in sight.events for n in FIELD.adjacent(node))
    for token, chance in (("yes", TIE_YES), ("no", TIE_NO)):
        guess = Guess(node, [None] * 6, 0, token, sight.colour, None, "gain", 2)
        assert sight.chances(guess)[node] == chance
    pushed = Guess(node, [None] * 6, 1, "no", sight.colour, None, "gain", 2)
    assert sight.chances(pushed)[node] > Sight(match.state.view(seat)).chances(pushed)[node] > 0.5


def _ring_event_of_the_second_seat(round_: int, at: int) -> tuple[TheNowState, int]:
    """Seat 0 to play in ``round_``, its pawn on ``at``; on the first node of ring 2 an
    event of seat 1's (gain 2, no arc for the cross) with a sum of 0 and its tie token
    on the check."""
    state = table_at(3, round_=round_, at=at)
    t = state.table
    target = node(2, 1)
    lay(t, target, "a_dynasty_begins", organizer=1, token="yes", yes=t.players[1].colour,
        no=None, edges=[None] * 6)
    t.players[0].energy = 30
    return state, target


def test_the_last_word_turns_a_rivals_event_in_the_phase_s_last_round():
    """Realization ("at 0 the organizer's token decides"; impacts, "at most 4 impact a
    turn"): in round 9, the last of the phase that realizes ring 2, the hard bot
    impacts against another player's event of that ring that its token would carry."""
    state, target = _ring_event_of_the_second_seat(9, node(2, 1))
    action = last_word(Calibrated(state.view(0)), state.legal_actions(0))
    assert action == Impact("against", False)
    assert hard_bot(state.view(0), state.legal_actions(0), GameRng(1)) == action


def test_the_last_word_walks_to_the_event_it_can_turn():
    """Movement ("up to the speed"): one node away, it steps onto the event first."""
    state, target = _ring_event_of_the_second_seat(9, node(2, 2))
    assert FIELD.distance(node(2, 2), target) == 1
    assert last_word(Calibrated(state.view(0)), state.legal_actions(0)) == Move(target)


def test_the_last_word_waits_for_the_phase_s_last_round():
    """Periods: in round 8 the ring's events can still be turned back; no last word."""
    state, _ = _ring_event_of_the_second_seat(8, node(2, 1))
    assert last_word(Calibrated(state.view(0)), state.legal_actions(0)) is None


def test_the_hard_bot_buys_only_the_accelerator_s_first_level():
    """Item purchase ("once a turn"): rich, the hard bot buys the Accelerator (speed 3)
    and nothing else, keeping its energy for organizing and the last word."""
    state = table_at(3, round_=6, at=node(2, 1))
    t = state.table
    t.players[0].energy = 60
    sight = Calibrated(state.view(0))
    legal = state.legal_actions(0)
    assert Buy("energy_gun") in legal and Buy("accelerator") in legal
    assert buy(sight, legal) == Buy("accelerator")
    t.players[0].items["accelerator"] = 1
    assert buy(Calibrated(state.view(0)), state.legal_actions(0)) is None
