"""The Tangle of Fates (Artifact Catalog) and the Public information rule."""

from __future__ import annotations

from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import DECK
from tests.games.the_now.setups import give_artifact, lay, node, table_at

PLAIN = next(c.id for c in DECK.values() if c.centre == "gain")


def tangle(players=3, at=None):
    state = table_at(players, round_=6, at=node(2, 2) if at is None else at)
    give_artifact(state.table, 0, "tangle_of_fates#1")
    state.apply(0, A.Cast("tangle_of_fates#1", "no"))
    return state


def test_a_tangle_is_laid_as_an_event_on_the_owners_empty_node_free_of_charge():
    """"when casted, it is immediately laid out on the field as an event (without the cost
    of AU and energy) ... cannot be casted if there is already an event in this node"."""
    state = tangle()
    t = state.table
    placed = t.events[node(2, 2)]
    assert placed.is_tangle and placed.organizer == 0 and placed.token == "no"
    assert t.players[0].energy == 16 and t.turn.au == 2
    other = table_at(3, round_=6, at=node(2, 2))
    lay(other.table, node(2, 2), PLAIN)
    give_artifact(other.table, 0, "tangle_of_fates#1")
    assert not any(isinstance(a, A.Cast) for a in other.legal_actions(0))


def test_every_player_bets_at_once_the_owner_with_three_tokens():
    state = tangle()
    assert state.to_move() == [0, 1, 2]
    owner = {a.yes_tokens for a in state.legal_actions(0) if isinstance(a, A.Bet)}
    other = {a.yes_tokens for a in state.legal_actions(1) if isinstance(a, A.Bet)}
    assert owner == {0, 1, 2, 3} and other == {0, 1}


def test_energy_is_secret_while_bets_are_open():
    """Public information: "this rule does not apply in the period between the cast of the
    Tangle of Fates and the opening of the players' bets"."""
    state = tangle()
    view = state.view(1)
    assert view["players"][1]["energy"] == 16
    assert view["players"][0]["energy"] is None and view["players"][2]["energy"] is None
    state.apply(0, A.Bet(2, 1, 0))
    assert state.view(1)["players"][0]["energy"] is None
    state.apply(1, A.Bet(0))
    state.apply(2, A.Bet(1))
    assert state.view(1)["players"][0]["energy"] == 16 - 8


def test_bets_are_secret_until_the_last_one_is_in():
    state = tangle()
    events = state.apply(0, A.Bet(2, 1, 0))
    hidden = [e.for_seat(1) for e in events]
    assert all(getattr(e, "yes_tokens", -1) == -1 for e in hidden if e.kind == "bet_placed")
    assert state.table.events[node(2, 2)].impact == 0


def test_each_attached_impact_costs_its_token_and_seven_more():
    """"the player must additionally discard 7 from their supply for each impact"."""
    state = tangle()
    t = state.table
    t.players[2].energy = 30
    assert max(a.yes_impact for a in state.legal_actions(2) if isinstance(a, A.Bet)) == 3
    state.apply(0, A.Bet(3))
    state.apply(1, A.Bet(0, 0, 1))
    state.apply(2, A.Bet(1, 2, 0))
    assert t.events[node(2, 2)].impact == 2 - 1
    assert [p.energy for p in t.players] == [16, 16 - 8, 30 - 16]
    assert t.events[node(2, 2)].bets == [[0, 3, 0], [1, 0, 1], [2, 1, 0]]


def test_a_player_casts_only_one_tangle():
    """Never two of the same artifact: the two Tangles are one artifact twice."""
    state = tangle()
    for seat in range(3):
        state.apply(seat, A.Bet(0))
    t = state.table
    t.players[0].pos = node(2, 5)
    t.turn.used.clear()
    give_artifact(t, 0, "tangle_of_fates#2")
    assert not any(isinstance(a, A.Cast) for a in state.legal_actions(0))
