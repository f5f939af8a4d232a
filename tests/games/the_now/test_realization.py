"""Events realization (book: "Events realization", "Complex Example", "Horizontal Surfing").

Each test builds a position with ``setups`` and realizes nodes as the end of a
phase does, checking the arithmetic the book spells out.
"""

from __future__ import annotations

from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import DECK
from game.games.the_now.rules.field import FIELD
from game.games.the_now.rules.realization import link_effects, realize, verdict
from tests.games.the_now.setups import lay, node, realize_as, table_at

RED_ORANGE = next(c.id for c in DECK.values()
                  if c.centre == "lose" and c.yes == "orange" and c.points == 1)
GREEN_YELLOW = next(c.id for c in DECK.values()
                    if c.centre == "gain" and c.yes == "yellow" and c.points == 1)
TWO_POINTS = next(c.id for c in DECK.values()
                  if c.centre == "gain" and c.points == 2 and c.yes == "blue")


def _edges(at: int, marks: dict[int, list[str]]) -> list[list[str] | None]:
    edges: list[list[str] | None] = [None] * 6
    for toward, mark in marks.items():
        edges[FIELD.direction(at, toward)] = mark
    return edges


def complex_example():
    """The book's Complex Example on the 2nd node of ring 2, between two realized events
    of ring 1: the bottom one occurred, the top one did not."""
    state = table_at(3, round_=6)
    t = state.table
    here, bottom, top, later = node(2, 2), node(1, 1), node(1, 2), node(3, 2)
    lay(t, bottom, GREEN_YELLOW, edges=[None] * 6)
    realize_as(t, bottom, True)
    lay(t, top, GREEN_YELLOW, edges=_edges(top, {here: ["cause", "forward"]}))
    realize_as(t, top, False)
    current = lay(t, here, RED_ORANGE, organizer=1, token="yes",
                  edges=_edges(here, {bottom: ["cause", "backward"],
                                      top: ["hindrance", "backward"],
                                      later: ["cause", "forward"]}))
    t.boosts[t.junction(here, bottom)] = 1  # one single-arrow token: strength 3
    t.boosts[t.junction(here, top)] = 2  # one double-arrow token: strength 4
    t.boosts[t.junction(here, later)] = 1  # faces the future: stays
    current.impact = 2 - 1  # two green tokens for, one red against
    return state, here


def test_complex_example_links_give_minus_one_and_impacts_plus_one():
    """Complex Example: +3 from the bottom cause, -4 from the top's overriding cause."""
    state, here = complex_example()
    effects = sorted((e.node, e.type, e.value) for e in link_effects(state.table, here))
    assert effects == [(node(1, 1), "cause", 3), (node(1, 2), "cause", -4)]
    occurred, total, by_token, _ = verdict(state.table, here)
    assert (occurred, total, by_token) == (True, 0, True)


def test_complex_example_the_tie_goes_to_the_organizer_and_orange_loses_a_point():
    """Complex Example: 0 points, the organizer's token on the check: the event occurs;
    a red centre with Orange on the check arc costs Orange 1 point."""
    state, here = complex_example()
    t = state.table
    realize(t, here)
    assert t.realized[here] is True
    assert [p.points for p in t.players] == [1, 2, 2]  # Orange is seat 0
    realized = [e for e in t.log if e.kind == "realized"][-1]
    assert realized.by_token and realized.total == 0 and realized.impact == 1
    assert realized.to_text().endswith(", a tie decided by Yellow's token)")


def test_complex_example_keeps_only_the_token_facing_the_future():
    """Complex Example: every token is removed except the reinforcement toward a later node."""
    state, here = complex_example()
    t = state.table
    realize(t, here)
    assert t.boosts == {t.junction(here, node(3, 2)): 1}
    assert t.events[here].impact == 0


def test_the_same_position_with_the_token_on_the_cross_does_not_occur():
    state, here = complex_example()
    t = state.table
    t.events[here].token = "no"
    realize(t, here)
    assert t.realized[here] is False
    loser = t.colours().index(DECK[RED_ORANGE].no)  # the cross arc's colour loses instead
    assert [p.points for p in t.players] == [1 if s == loser else 2 for s in range(3)]


def test_links_to_empty_and_unrealized_nodes_are_ignored():
    """"If one of the event links is located at a junction with an empty node, simply
    ignore it"; links to later nodes count only when those are realized first."""
    state = table_at(3, round_=6)
    t = state.table
    here = node(2, 2)
    realize_as(t, node(1, 1), None)
    lay(t, here, GREEN_YELLOW, edges=_edges(here, {node(1, 1): ["cause", "backward"],
                                                   node(3, 2): ["cause", "forward"]}))
    assert link_effects(t, here) == []


def test_a_hindrance_gives_plus_strength_when_the_linked_event_did_not_occur():
    state = table_at(3, round_=6)
    t = state.table
    here, earlier = node(2, 2), node(1, 1)
    lay(t, earlier, GREEN_YELLOW, edges=[None] * 6)
    realize_as(t, earlier, False)
    lay(t, here, GREEN_YELLOW, token="no", edges=_edges(here, {earlier: ["hindrance",
                                                                         "backward"]}))
    occurred, total, by_token, _ = verdict(t, here)
    assert (occurred, total, by_token) == (True, 2, False)


def test_the_origin_has_no_organizer_so_the_neutral_token_decides():
    """"The original event ... has no organizer. Therefore a neutral token is used"."""
    for seed in range(6):
        state = table_at(3, round_=1, seed=seed)
        t = state.table
        realize(t, 0)
        assert t.realized[0] is (t.events[0].token == "yes")
        assert [p.points for p in t.players] == [2, 2, 2]  # the Origin is grey
        assert t.log[-1].to_text().endswith(", a tie decided by the neutral token)")


def test_yellow_circles_give_more_points_and_points_never_fall_below_zero():
    state = table_at(3, round_=6)
    t = state.table
    lay(t, node(2, 3), TWO_POINTS, token="yes", edges=[None] * 6)
    realize(t, node(2, 3))
    assert t.players[2].points == 4  # blue: +2
    t.players[0].points = 0
    lay(t, node(2, 4), RED_ORANGE, token="yes", edges=[None] * 6)
    realize(t, node(2, 4))
    assert t.players[0].points == 0


def test_a_needle_link_counts_from_its_source():
    """Lachesis Needle: "Links created with the Needle of Lachesis have the same strength
    as normal links"; the source is realized first."""
    state = table_at(3, round_=6)
    t = state.table
    source, target = node(2, 1), node(2, 3)
    lay(t, source, GREEN_YELLOW, edges=[None] * 6)
    realize_as(t, source, True)
    lay(t, target, GREEN_YELLOW, token="no", edges=[None] * 6)
    t.needles.append({"source": source, "target": target, "type": "cause", "boost": 1,
                      "seat": 0})
    assert [(e.node, e.value, e.needle) for e in link_effects(t, target)] == [(source, 3, True)]
    realize(t, target)
    assert t.realized[target] is True and t.needles == []


def test_an_empty_node_is_realized_empty_and_its_players_surf_for_free():
    """Horizontal Surfing: players on the node move to a neighbouring unrealized node,
    free, in round order from the round's first player; the Kinetic Storage charges."""
    state = table_at(3, round_=6, at=node(2, 2))
    t = state.table
    t.first = 1
    t.players[2].items["kinetic_storage"] = 1
    realize(t, node(2, 2))
    assert t.realized[node(2, 2)] is None
    assert [d["seat"] for d in t.pending] == [1, 2, 0]
    options = t.pending[0]["options"]
    assert sorted(options) == sorted(n for n in FIELD.adjacent(node(2, 2))
                                     if FIELD.radius[n] >= 2)
    for seat in (1, 2, 0):
        state.apply(seat, A.Surf(options[0]))
    assert {p.pos for p in t.players} == {options[0]}
    assert t.players[2].storage == 1 and t.players[0].energy == 16


def test_the_last_node_of_a_ring_surfs_outward_only():
    state = table_at(3, round_=6, at=node(2, 12))
    t = state.table
    for n in FIELD.rings[2][:-1]:
        t.realized[n] = None
    realize(t, node(2, 12))
    options = t.pending[0]["options"]
    assert options and all(FIELD.radius[n] == 3 for n in options)


def test_a_tangle_pays_each_token_on_the_side_that_comes_true():
    """Tangle of Fates: "the side of the realization token chosen by the player
    determines which version of the realization ... he will receive points"."""
    state = table_at(3, round_=6)
    t = state.table
    here = node(2, 5)
    lay(t, here, GREEN_YELLOW, token="yes", edges=[None] * 6)
    t.events[here].card = "tangle_of_fates#1"
    t.events[here].yes = t.events[here].no = None
    t.events[here].bets = [[0, 1, 0], [1, 0, 1], [2, 2, 1]]
    realize(t, here)
    assert [p.points for p in t.players] == [3, 2, 4]
