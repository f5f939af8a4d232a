"""Hidden information: a seat's observation is a function of what it may know.

Each test builds two worlds that differ only in something one seat may not
know (another hand, the deck's order, a Tangle bet, an artifact in hand),
plays the same script in both (other seats' choices taken by position, never
by what they hide) and checks that the seat is sent exactly the same: views,
events, who is asked to decide, and its own legal actions.
"""

from __future__ import annotations

from game.core.rng import GameRng
from game.games.the_now.bots.levels import normal_bot
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.state import TheNowState
from tests.games.the_now.setups import give_artifact, node, table_at


def observe(state: TheNowState, seat: int) -> tuple:
    movers = state.to_move()
    legal = state.legal_actions(seat) if seat in movers else []
    return state.view(seat), movers, [a.to_json() for a in legal]


def seen(events: list, seat: int) -> list:
    return [e.for_seat(seat).to_json() for e in events if e.for_seat(seat) is not None]


def twin(state: TheNowState) -> TheNowState:
    return TheNowState.from_json(state.to_json())


def scripted(state: TheNowState, seat: int) -> A.Action:
    """A choice that shows nothing hidden: keep the first card drawn, bet nothing,
    refuse offers, otherwise end the turn."""
    legal = state.legal_actions(seat)
    for action in legal:
        if isinstance(action, A.Keep):
            return A.Keep(state.table.players[seat].drawn[0])
    for wanted in (A.Bet(0), A.Answer(False), A.EndTurn()):
        if wanted in legal:
            return wanted
    return legal[0]


def run_both(one: TheNowState, two: TheNowState, viewer: int, steps: int) -> None:
    for _ in range(steps):
        assert observe(one, viewer) == observe(two, viewer)
        if one.is_over():
            return
        seat = one.to_move()[0]
        events_one = one.apply(seat, scripted(one, seat))
        events_two = two.apply(seat, scripted(two, seat))
        assert seen(events_one, viewer) == seen(events_two, viewer)


def test_another_hand_is_invisible():
    one = table_at(3, round_=3, at=node(1, 2))
    two = twin(one)
    t = two.table
    swapped = t.players[1].hand[2]
    t.players[1].hand[2], t.deck[0] = t.deck[0], swapped
    run_both(one, two, viewer=0, steps=30)
    run_both(twin(one), twin(two), viewer=2, steps=30)


def test_the_deck_order_and_the_rng_are_invisible_while_others_draw():
    one = table_at(4, round_=3, at=node(1, 2))
    for seat in (1, 2, 3):
        one.table.players[seat].hand.pop()
    two = twin(one)
    two.table.deck.reverse()
    two.table.rng.state ^= 0x5EED
    run_both(one, two, viewer=0, steps=9)


def test_a_tangle_bet_is_invisible_until_the_bets_open():
    one = table_at(3, round_=6, at=node(2, 2))
    give_artifact(one.table, 0, "tangle_of_fates#1")
    one.apply(0, A.Cast("tangle_of_fates#1", "yes"))
    two = twin(one)
    events_one = one.apply(1, A.Bet(1, 1, 0))
    events_two = two.apply(1, A.Bet(0, 0, 1))
    assert seen(events_one, 2) == seen(events_two, 2)
    assert seen(events_one, 0) == seen(events_two, 0)
    assert observe(one, 2) == observe(two, 2) and observe(one, 0) == observe(two, 0)
    view = one.view(2)
    assert normal_bot(view, one.legal_actions(2), GameRng(4)) == \
        normal_bot(two.view(2), two.legal_actions(2), GameRng(4))


def test_an_artifact_in_hand_is_invisible_even_to_an_exchange_partner():
    """An offer asking for an artifact from the partner's hand is sent, and answered,
    the same way whether the partner holds one or not."""
    one = table_at(3, round_=6, at=node(2, 2))
    give_artifact(one.table, 1, "lachesis_needle#1")
    two = twin(one)
    two.table.players[1].artifacts = ["collector_module#1"]
    two.table.artifact_deck.remove("collector_module#1")
    two.table.artifact_deck.append("lachesis_needle#1")
    for state in (one, two):
        state.apply(0, A.OfferExchange("yellow"))
        state.apply(0, A.OfferArtifact("take", "hand:lachesis_needle"))
    assert observe(one, 0) == observe(two, 0)
    events = [state.apply(0, A.SendOffer()) for state in (one, two)]
    assert seen(events[0], 0) == seen(events[1], 0) and seen(events[0], 2) == seen(events[1], 2)
    assert one.to_move() == two.to_move() == [1]
    assert A.Answer(True) in one.legal_actions(1) and A.Answer(True) not in two.legal_actions(1)
    events = [state.apply(1, A.Answer(False)) for state in (one, two)]
    assert seen(events[0], 0) == seen(events[1], 0)
    assert observe(one, 0) == observe(two, 0) and observe(one, 2) == observe(two, 2)


def test_views_never_carry_another_hand_or_the_deck():
    state = TheNowState.new({}, 5, 4)
    rngs = [GameRng(n) for n in range(4)]
    for _ in range(400):
        if state.is_over():
            break
        t = state.table
        for viewer in range(4):
            text = str(state.view(viewer))
            for other, player in enumerate(t.players):
                if other != viewer:
                    for card in set(player.hand) | set(player.drawn) | set(player.offered):
                        public = any(e.card == card for e in t.events.values())
                        assert public or repr(card) not in text, (viewer, card)
                    for copy in player.artifacts:
                        assert repr(copy) not in text
        seat = state.to_move()[0]
        state.apply(seat, normal_bot(state.view(seat), state.legal_actions(seat), rngs[seat]))
