"""What The Now sends over the LAN stays small late in a game, and views never hand out a
list the state goes on changing (``game.net.delta`` relies on it).

The book's "Events realization" goes node by node; the events keep that order (the
screen plays them back node by node) but a run of empty nodes, and a run of rounds nobody
can play, is one event each, and fields at their defaults are left out of the JSON.
"""

from __future__ import annotations

import json

import msgspec

from game.games.the_now.rules import actions as A
from game.games.the_now.rules import flow
from game.games.the_now.rules.events import (
    GameEnded,
    PhaseEnded,
    Realized,
    RealizedEmpty,
    RoundsIdle,
)
from game.games.the_now.rules.field import FIELD
from game.games.the_now.rules.realization import realize, surf
from game.games.the_now.rules.state import TheNowState
from game.games.the_now.rules.turn_events import Moved
from game.games.the_now.rules.views import is_realized, node_outcome, pawns_at
from game.games.the_now.screen.realizing import Realization
from game.net import delta
from tests.games.the_now.setups import give_artifact, lay, node, table_at
from tests.games.the_now.test_realization import GREEN_YELLOW


def test_a_run_of_empty_nodes_is_one_event_and_keeps_the_books_node_by_node_order():
    """Events realization, node by node: empty nodes in a row are one ``RealizedEmpty``; an
    event, or a surf off an empty node, ends the run; the screen still plays each node."""
    state = table_at(3, round_=9, at=node(2, 4))
    t = state.table
    lay(t, node(2, 3), GREEN_YELLOW, edges=[None] * 6)
    t.log = []
    for place in range(1, 7):
        realize(t, node(2, place))
        while t.pending:  # each pawn's choice where to surf: its first option
            choice = t.pending.pop(0)
            surf(t, choice["seat"], choice["options"][0])
    kinds = [(type(e).__name__, tuple(e.nodes) if isinstance(e, RealizedEmpty)
              else getattr(e, "node", None))
             for e in t.log if isinstance(e, Realized | RealizedEmpty | Moved)]
    assert kinds == [
        ("RealizedEmpty", (node(2, 1), node(2, 2))),
        ("Realized", node(2, 3)),
        ("RealizedEmpty", (node(2, 4),)),
        *[("Moved", None)] * 3,  # the pawns surf off it: the run ends
        ("RealizedEmpty", (node(2, 5), node(2, 6))),
    ]
    playback = Realization({}, t.log)
    assert [s.node for s in playback.steps] == [node(2, p) for p in range(1, 7)]
    assert [bool(s.occurred) for s in playback.steps] == [False, False, True, False, False,
                                                          False]
    texts = [e.to_text() for e in t.log if isinstance(e, RealizedEmpty)]
    assert texts[:2] == ["the 1st to 2nd nodes of ring 2 are realized empty",
                         "the 4th node of ring 2 is realized empty"]


def test_rounds_nobody_plays_are_one_event_a_phase_and_the_rest_of_the_game_is_short():
    """Running out of energy: with every sphere stopped the game runs to its end in one
    step; its rounds are one event a phase and each empty ring one event, a few hundred
    bytes of JSON in all (one event a round and a node made it over 6,000)."""
    state = table_at(5, round_=6)
    t = state.table
    for player in t.players:
        player.energy, player.out = 0, True
    t.log = []
    flow.end_turn(t)
    flow.advance(t)
    idle = [e for e in t.log if isinstance(e, RoundsIdle)]
    assert [(e.round, e.last, e.phase) for e in idle] == [(7, 9, 2), (10, 14, 3), (15, 20, 4)]
    assert idle[0].to_text() == "rounds 7 to 9 (phase 2): nobody can play"
    empty = [tuple(e.nodes) for e in t.log if isinstance(e, RealizedEmpty)]
    assert empty == [FIELD.rings[2], FIELD.rings[3], FIELD.rings[4]]
    assert [type(e) for e in t.log[-2:]] == [RealizedEmpty, GameEnded]
    assert sum(isinstance(e, PhaseEnded) for e in t.log) == 3
    sent = msgspec.json.encode([e.to_json() for e in t.log])
    assert len(sent) < 800, len(sent)


def test_the_rest_of_the_game_run_out_in_one_step_patches_each_view_in_a_few_hundred_bytes():
    """Issue 11: with every sphere stopped, one step realizes rings 2 to 4 (54 nodes) and ends
    the game; each seat's view patch adds the nodes to one list and the phases' points as
    rows (a flag on each node and a history on each player made it over 2,000 bytes)."""
    state = table_at(5, round_=6)
    t = state.table
    for player in t.players:
        player.energy, player.out = 0, True
    before = [state.view(seat) for seat in range(5)]
    flow.end_turn(t)
    flow.advance(t)
    assert state.is_over()
    for seat, was in enumerate(before):
        change = delta.diff(was, state.view(seat))
        field = change["sub"]["field"]["sub"]
        assert set(field) == {"realized"}, "no node changes: only the list of realized nodes"
        assert len(msgspec.json.encode(change)) < 700, len(msgspec.json.encode(change))


def test_event_json_leaves_defaults_out_and_decodes_back():
    """A realized event without impacts or a tie sends only what it has; the codec fills
    the defaults back in."""
    plain = Realized(7, "yes", ("1:cause:2",), total=2)
    assert plain.to_json() == {"kind": "realized", "node": 7, "occurred": "yes",
                               "links": ["1:cause:2"], "total": 2}
    codec = TheNowState.event_codec
    for event in (plain, Realized(8, "no", (), 1, -1, True), RealizedEmpty(3, 4),
                  RoundsIdle(7, 9, 2)):
        assert codec.decode(json.loads(json.dumps(event.to_json()))) == event


def test_the_realized_nodes_are_one_list_and_a_nodes_outcome_is_its_events():
    """Consequences of the realization: the view lists the realized nodes in realization
    order (a ring realized adds to one list, not a flag to each node); a node has no outcome
    of its own, ``node_outcome`` reads its event's."""
    state = table_at(3, round_=9, at=node(2, 6))
    t = state.table
    lay(t, node(2, 2), GREEN_YELLOW, edges=[None] * 6, token="no")
    before = state.view(0)["field"]["realized"]
    for place in (1, 2):
        realize(t, node(2, place))
    field = state.view(0)["field"]
    assert field["realized"] == [*before, node(2, 1), node(2, 2)]
    assert all(set(n) == set(field["nodes"][0]) for n in field["nodes"])
    assert "realized" not in field["nodes"][0] and "outcome" not in field["nodes"][node(2, 1)]
    assert [node_outcome(field, node(2, p)) for p in (1, 2, 3)] == ["", "no", None]
    assert [is_realized(field, node(2, p)) for p in (1, 3)] == [True, False]


def test_a_move_patches_the_player_and_no_node():
    """A move changes where one pawn stands: the player's ``pos``, which ``pawns_at`` reads;
    the nodes do not list pawns (two nodes patched a move)."""
    state = table_at(3, round_=6, at=node(1, 1))
    before = state.view(1)
    step = next(a for a in state.legal_actions(0) if isinstance(a, A.Move))
    state.apply(0, step)
    after = state.view(1)
    change = delta.diff(before, after)
    assert "field" not in change["sub"] and change["sub"]["players"]["sub"]["0"]["set"]["pos"] \
        == step.to
    colour = after["players"][0]["colour"]
    assert pawns_at(after, step.to) == [colour]
    assert colour not in pawns_at(after, node(1, 1)) and len(pawns_at(after, node(1, 1))) == 2


def test_a_view_of_an_exchange_offer_does_not_change_with_the_offer():
    """Exchange: the offer's lists in ``you.offer`` are copies; drafting on after the view
    was taken leaves that view as it was."""
    state = table_at(3, round_=6, at=node(1, 1))
    give_artifact(state.table, 0, "collector_module#1")
    state.apply(0, A.OfferExchange("yellow"))
    state.apply(0, A.OfferArtifact("give", "hand:collector_module#1"))
    view = state.view(0)
    was = json.dumps(view["you"]["offer"])
    asked = next(a for a in state.legal_actions(0)
                 if isinstance(a, A.OfferArtifact) and a.side == "take")
    state.apply(0, asked)
    state.apply(0, A.OfferArtifact("give", "hand:collector_module#1"))  # taken back
    assert json.dumps(view["you"]["offer"]) == was
    assert state.view(0)["you"]["offer"]["take"] == [asked.artifact]
