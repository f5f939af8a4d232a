"""Artifacts (book: "Artifacts", the "Artifact Catalog" and the additional rules on them)."""

from __future__ import annotations

from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import DECK
from game.games.the_now.rules.field import FIELD, V616
from game.games.the_now.rules.realization import link_effects, realize
from tests.games.the_now.setups import give_artifact, lay, node, realize_as, table_at

PLAIN = next(c.id for c in DECK.values() if c.centre == "gain" and c.yes == "orange")


def cast(state, copy, seat=0, token=""):
    give_artifact(state.table, seat, copy)
    state.apply(seat, A.Cast(copy, token))


def kinds(state, seat=0):
    return {a.kind for a in state.legal_actions(seat)}


# Collapse Generator.


def test_collapse_generator_opens_v616_mon_and_jumps_anywhere_for_a_charge():
    """Collapse Generator: 4 charges; a charge and 1 energy move to any unrealized node."""
    state = table_at(3, round_=6, at=node(2, 1))
    t = state.table
    cast(state, "collapse_generator#1")
    assert t.v616 and t.players[0].cast["collapse_generator#1"] == {"charges": 4}
    jumps = {a.to for a in state.legal_actions(0) if isinstance(a, A.Jump)}
    assert jumps == set(t.open_nodes()) - {node(2, 1)} | {V616}
    state.apply(0, A.Jump(node(4, 7)))
    assert t.players[0].pos == node(4, 7) and t.players[0].energy == 15
    assert t.players[0].cast["collapse_generator#1"]["charges"] == 3
    assert "jump" not in kinds(state)  # one Movement artifact use a turn


def test_jumping_to_v616_mon_leaves_a_wormhole_that_closes_after_one_passage():
    """"When moving to V616Mon place the wormhole token in the node you are leaving";
    going through it is a normal move, no charge, "But after that the wormhole closes"."""
    state = table_at(3, round_=6, at=node(2, 1))
    t = state.table
    cast(state, "collapse_generator#1")
    state.apply(0, A.Jump(V616))
    assert t.wormholes == [node(2, 1)] and t.players[0].pos == V616
    t.players[0].cast["collapse_generator#1"]["charges"] = 0
    assert A.Move(node(2, 1)) in state.legal_actions(0)
    state.apply(0, A.Move(node(2, 1)))
    assert t.wormholes == [] and t.players[0].pos == node(2, 1)
    assert "move" not in kinds(state)  # the jump and the passage both counted as moves


def test_moves_with_the_generator_count_for_speed_and_charge_the_storage_by_one():
    """Movement with the Collapse Generator; Kinetic Storage and special moves."""
    state = table_at(3, round_=6, at=node(2, 1))
    t = state.table
    t.players[0].items["kinetic_storage"] = 1
    cast(state, "collapse_generator#1")
    state.apply(0, A.Move(node(2, 2)))
    state.apply(0, A.Jump(node(4, 13)))
    assert t.players[0].storage == 2
    assert "move" not in kinds(state)


def test_v616_mon_gives_seventeen_energy_and_takes_no_event():
    """V616 Mon: "impossible to organize an event in this node but it is possible to
    extract energy (17 at a time)"."""
    state = table_at(3, round_=6, at=V616)
    t = state.table
    t.v616 = True
    t.players[0].hand.append(PLAIN)
    assert "organize" not in kinds(state)
    state.apply(0, A.Extract())
    assert t.players[0].energy == 16 + 17


def test_a_wormhole_closes_when_its_node_is_realized_and_v616_players_stay():
    state = table_at(3, round_=6, at=node(2, 1))
    t = state.table
    cast(state, "collapse_generator#1")
    state.apply(0, A.Jump(V616))
    realize(t, node(2, 1))
    assert t.wormholes == [] and t.players[0].pos == V616
    assert all(d["seat"] != 0 for d in t.pending)


# Hole in the Box.


def test_the_hole_lends_up_to_ten_a_turn_and_thirty_two_in_all():
    """Hole in the Box: up to 10 a turn, the anti-charge at most 32."""
    state = table_at(3, round_=6)
    t = state.table
    cast(state, "hole_in_the_box#1")
    assert max(a.amount for a in state.legal_actions(0) if isinstance(a, A.Borrow)) == 10
    state.apply(0, A.Borrow(6))
    state.apply(0, A.Borrow(4))
    assert "borrow" not in kinds(state) and t.players[0].energy == 26
    t.turn.borrowed = 0
    t.players[0].cast["hole_in_the_box#1"]["anticharge"] = 25
    assert max(a.amount for a in state.legal_actions(0) if isinstance(a, A.Borrow)) == 7


def test_paying_the_debt_back_is_not_a_use_but_borrowing_is():
    """Using once per turn and the Hole in the Box: taking energy uses the Energy group;
    "Returning a debt does not count as using the artifact"."""
    state = table_at(3, round_=6)
    t = state.table
    cast(state, "hole_in_the_box#1")
    cast(state, "collector_module#1")
    t.players[0].cast["hole_in_the_box#1"]["anticharge"] = 5
    state.apply(0, A.Repay(5))
    assert A.Extract(True) in state.legal_actions(0)
    state.apply(0, A.Borrow(3))
    assert A.Extract(True) not in state.legal_actions(0)


def test_the_books_tension_example_twenty_five_raises_it_from_three_to_seven():
    """"The current anti charge is 25 ... the tension will increase by 4 - from 3 to 7"."""
    state = table_at(3, round_=6)
    t = state.table
    cast(state, "hole_in_the_box#1")
    t.players[0].cast["hole_in_the_box#1"].update(anticharge=25, tension=3)
    state.apply(0, A.EndTurn())
    assert t.players[0].cast["hole_in_the_box#1"] == {"anticharge": 25, "tension": 7}


def test_annihilation_strikes_the_owner_then_the_nearest_shields_do_not_help():
    """The Hole annihilates past its scale: the owner first, then the others by distance
    (the owner orders a tie); each loses the anti-charge left; Shields and Anti-charge
    Field: shields are useless."""
    state = table_at(4, round_=6, at=node(2, 1))
    t = state.table
    cast(state, "hole_in_the_box#1")
    t.players[0].cast["hole_in_the_box#1"].update(anticharge=30, tension=12)
    t.players[0].energy = 10
    t.players[1].pos = t.players[2].pos = node(2, 3)
    t.players[3].pos = node(4, 20)
    t.players[1].items["shield_generator"] = 3
    state.apply(0, A.EndTurn())
    assert t.players[0].energy == 0 and t.players[0].out
    assert t.pending[0]["kind"] == "annihilate" and t.pending[0]["queue"][0] == [1, 2]
    assert {a.player for a in state.legal_actions(0)} >= {"yellow", "blue"}
    state.apply(0, A.Annihilate("blue"))
    assert t.players[2].energy == 0
    assert t.players[1].energy == 16 - 4 and t.players[3].energy == 16
    assert "hole_in_the_box#1" in t.boxed and not t.players[0].cast


# Lachesis Needle.


def test_the_needle_links_a_later_node_within_two_once_for_each_pair():
    """Lachesis Needle: from your node to a later one at distance up to 2, not already
    linked, cause or hindrance, three pairs."""
    state = table_at(3, round_=6, at=node(2, 3))
    t = state.table
    cast(state, "lachesis_needle#1")
    targets = {a.target for a in state.legal_actions(0) if isinstance(a, A.Needle)}
    assert targets and all(n > node(2, 3) and FIELD.distance(node(2, 3), n) <= 2
                           for n in targets)
    state.apply(0, A.Needle(node(3, 5), "hindrance"))
    assert "needle" not in kinds(state)  # one Events-group use a turn
    t.turn.used.clear()
    assert A.Needle(node(3, 5), "cause") not in state.legal_actions(0)  # linked already
    assert t.players[0].cast["lachesis_needle#1"]["pairs"] == 2


def test_the_needle_skips_nodes_already_linked_but_not_transit_links():
    """Lachesis Needle and transit links."""
    state = table_at(3, round_=6, at=node(2, 3))
    t = state.table
    here, neighbour = node(2, 3), node(2, 4)
    edges: list = [None] * 6
    edges[FIELD.direction(here, neighbour)] = ["cause", "forward"]
    lay(t, here, PLAIN, edges=edges)
    beyond = next(n for n in FIELD.adjacent(neighbour) if FIELD.distance(here, n) == 2
                  and n > here)
    cast(state, "lachesis_needle#1")
    targets = {a.target for a in state.legal_actions(0) if isinstance(a, A.Needle)}
    assert neighbour not in targets and beyond in targets


# Symmetrical Stabilizer.


def test_the_stabilizer_strikes_three_symmetric_nodes_waiting_where_no_event_is():
    """Symmetrical Stabilizer: 3 impact here and on the two symmetric nodes of the ring;
    an empty node gets delayed impact tokens."""
    state = table_at(3, round_=6, at=node(2, 2))
    t = state.table
    here = node(2, 2)
    group = FIELD.symmetric(here)
    lay(t, group[1], PLAIN)
    cast(state, "symmetrical_stabilizer#1")
    state.apply(0, A.Stabilize("against"))
    assert t.events[group[1]].impact == -3
    assert t.delayed == {here: -3, group[2]: -3}
    assert t.players[0].cast["symmetrical_stabilizer#1"]["charges"] == 1
    assert sorted(FIELD.hexes[n].length() for n in group) == [2, 2, 2]


def test_no_events_group_artifact_in_a_pre_realization_round():
    """Pre-realization: "you cannot cast artifacts from the Events group" (rounds 5, 9,
    14, 20) nor use them."""
    state = table_at(3, round_=9, at=node(2, 2))
    t = state.table
    give_artifact(t, 0, "symmetrical_stabilizer#1")
    give_artifact(t, 0, "collector_module#1")
    casts = {a.artifact for a in state.legal_actions(0) if isinstance(a, A.Cast)}
    assert casts == {"collector_module#1"}
    t.players[0].cast["lachesis_needle#1"] = {"pairs": 3}
    assert "needle" not in kinds(state)
    t.round = 8
    assert "needle" in kinds(state)


# Collector Module.


def test_the_collector_adds_the_bonuses_around_between_five_and_thirteen():
    """Collector Module: the bonuses of the neighbouring unrealized events, at least 5 and
    at most 13 more; 3 charges; the Energy group."""
    rich = next(c.id for c in DECK.values() if c.bonus == 3)
    corner = node(2, 3)
    state = table_at(3, round_=6, at=corner)
    t = state.table
    cast(state, "collector_module#1")
    state.apply(0, A.Extract(True))
    assert t.players[0].energy == 16 + 6 + 5  # nothing around: still 5
    around = [n for n in FIELD.adjacent(corner) if not t.is_realized(n)]
    assert len(around) == 5
    for n in around:
        lay(t, n, rich)
    t.turn.used.clear()
    state.apply(0, A.Extract(True))
    assert t.players[0].energy == 16 + 6 + 5 + 6 + 13  # 15 around, 13 at most
    assert t.players[0].cast["collector_module#1"]["charges"] == 1


def test_one_artifact_of_a_group_a_turn():
    """"A player cannot use two artifacts from the same group during one turn"."""
    state = table_at(3, round_=6)
    cast(state, "collector_module#1")
    cast(state, "hole_in_the_box#1")
    state.apply(0, A.Extract(True))
    assert "borrow" not in kinds(state)


# Casting, discharging, exchanging.


def test_never_two_of_the_same_artifact_cast():
    """"player cannot cast an artifact if he already has the same one casted"."""
    state = table_at(3, round_=6)
    t = state.table
    cast(state, "lachesis_needle#1")
    give_artifact(t, 0, "lachesis_needle#2")
    assert A.Cast("lachesis_needle#2") not in state.legal_actions(0)


def test_discharge_gives_twenty_two_once_a_turn_and_shows_the_artifact():
    """Artifact Discharge: 22 energy, once a turn, from hand only; the artifact is shown."""
    state = table_at(3, round_=6)
    t = state.table
    give_artifact(t, 0, "hole_in_the_box#1")
    give_artifact(t, 0, "lachesis_needle#1")
    events = state.apply(0, A.Discharge("hole_in_the_box#1"))
    assert t.players[0].energy == 38 and t.artifact_discard == ["hole_in_the_box#1"]
    assert all(e.for_seat(1) == e for e in events)
    assert "discharge" not in kinds(state)


def _exchange(state, partner, *steps):
    state.apply(0, A.OfferExchange(partner))
    for step in steps:
        state.apply(0, step)
    state.apply(0, A.SendOffer())


def test_exchange_energy_and_artifacts_by_agreement_on_one_node():
    """Exchange: energy and artifacts, hand to hand and table to table, tokens kept."""
    state = table_at(3, round_=6, at=node(2, 2))
    t = state.table
    t.players[2].pos = node(2, 3)
    assert {a.player for a in state.legal_actions(0) if isinstance(a, A.OfferExchange)} \
        == {"yellow"}
    give_artifact(t, 0, "lachesis_needle#1")
    t.players[1].cast["collector_module#2"] = {"charges": 1}
    _exchange(state, "yellow", A.ChangeOffer("give", 5),
              A.OfferArtifact("give", "hand:lachesis_needle#1"),
              A.OfferArtifact("take", "collector_module#2"))
    assert state.to_move() == [1]
    state.apply(1, A.Answer(True))
    assert t.players[0].energy == 11 and t.players[1].energy == 21
    assert t.players[1].artifacts == ["lachesis_needle#1"]
    assert t.players[0].cast == {"collector_module#2": {"charges": 1}}
    assert state.to_move() == [0]


def test_a_refused_exchange_changes_nothing_and_event_cards_never_pass():
    state = table_at(3, round_=6, at=node(2, 2))
    t = state.table
    _exchange(state, "blue", A.ChangeOffer("take", 5))
    before = [p.energy for p in t.players]
    state.apply(2, A.Answer(False))
    assert [p.energy for p in t.players] == before
    assert not any("card" in a.kind for a in state.legal_actions(0))


def test_a_used_artifact_passed_on_can_be_used_again_by_its_new_owner():
    """Use once per turn and exchange."""
    state = table_at(3, round_=6, at=node(2, 2))
    cast(state, "symmetrical_stabilizer#1")
    state.apply(0, A.Stabilize("for"))
    _exchange(state, "yellow", A.OfferArtifact("give", "symmetrical_stabilizer#1"))
    state.apply(1, A.Answer(True))
    state.apply(0, A.EndTurn())
    assert state.to_move() == [1]
    assert A.Stabilize("for") in state.legal_actions(1)


def test_an_exhausted_artifact_given_away_lets_its_owner_cast_another():
    """Discharged artifacts and exchange: "It may be an option to avoid a restriction to
    use another same artifact"."""
    state = table_at(3, round_=6, at=node(2, 2))
    t = state.table
    cast(state, "collapse_generator#1")
    t.players[0].cast["collapse_generator#1"]["charges"] = 0
    give_artifact(t, 0, "collapse_generator#2")
    assert A.Cast("collapse_generator#2") not in state.legal_actions(0)
    _exchange(state, "yellow", A.OfferArtifact("give", "collapse_generator#1"))
    state.apply(1, A.Answer(True))
    assert A.Cast("collapse_generator#2") in state.legal_actions(0)


def test_a_tangle_in_hand_is_no_event_card_for_refilling():
    """The Tangle of Destinies and getting the events: 4 event cards and a Tangle in
    hand after the turn: draw to choose one more event."""
    state = table_at(3, round_=6)
    t = state.table
    t.players[0].hand.pop()
    give_artifact(t, 0, "tangle_of_fates#1")
    state.apply(0, A.EndTurn())
    assert len(t.players[0].drawn) == 4  # three players draw 4


def test_an_artifact_exhausted_stays_on_the_table():
    state = table_at(3, round_=6, at=node(2, 2))
    t = state.table
    cast(state, "symmetrical_stabilizer#1")
    t.players[0].cast["symmetrical_stabilizer#1"]["charges"] = 0
    assert "stabilize" not in kinds(state)
    assert "symmetrical_stabilizer#1" in t.players[0].cast
    realize_as(t, node(1, 1), None)


def test_the_amplifier_reinforces_needle_and_logistic_links_up_to_four():
    """Link Amplifier and special links: Logistic and Needle links are amplified too,
    "the maximum strength limit (4) is retained"."""
    state = table_at(3, round_=6, at=node(2, 3))
    t = state.table
    here, target = node(2, 3), node(3, 6)
    t.needles.append({"source": here, "target": target, "type": "cause", "boost": 1,
                      "seat": 0})
    t.players[0].items["link_amplifier"] = 1
    t.players[0].amplifier = 5
    state.apply(0, A.Amplify(target, needle=True))
    assert t.strength(here, target, needle=True) == 4
    assert A.Amplify(target, needle=True) not in state.legal_actions(0)
    logistics = next(c for c in t.players[0].hand if "logistics" in c)
    state.apply(0, A.Organize(logistics, 0, "yes"))
    back = next(d for d in range(6) if 0 <= FIELD.neighbours[here][d] < here)
    state.apply(0, A.LayLink(back, "cause"))
    state.apply(0, A.FinishLinks())
    state.apply(0, A.Amplify(FIELD.neighbours[here][back]))
    assert t.strength(here, FIELD.neighbours[here][back]) == 3


def test_exchanges_are_endless_within_a_turn():
    """Endless exchange: "it can be exchanged as many times as you want within one turn"."""
    state = table_at(3, round_=6, at=node(2, 2))
    t = state.table
    for _ in range(3):
        _exchange(state, "yellow", A.ChangeOffer("give", 1))
        state.apply(1, A.Answer(True))
    assert t.players[0].energy == 13 and t.players[1].energy == 19
    assert t.turn.au == 2


def test_a_needle_on_an_empty_node_links_the_event_organized_there_later():
    """Lachesis Needle: "If the marker was set to an empty node and an event was organized
    on it later, it becomes the source/target of the link"."""
    state = table_at(3, round_=6, at=node(2, 3))
    t = state.table
    source, target = node(2, 3), node(2, 4)
    cast(state, "lachesis_needle#1")
    state.apply(0, A.Needle(target, "hindrance"))
    lay(t, source, PLAIN, edges=[None] * 6)
    realize(t, source)
    lay(t, target, PLAIN, token="yes", edges=[None] * 6)
    assert [(e.node, e.type) for e in link_effects(t, target)] == [(source, "hindrance")]
