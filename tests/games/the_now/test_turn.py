"""A player's turn (book: "A player's turn", "Events organization", "Items")."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import DECK, ITEMS
from game.games.the_now.rules.field import FIELD
from game.games.the_now.rules.organize import rotations
from game.games.the_now.rules.realization import realize
from tests.games.the_now.setups import give, lay, node, realize_as, table_at

PLAIN = next(c.id for c in DECK.values() if c.centre == "gain" and c.yes == "orange"
             and len(c.radii) == 4 and not c.not_now and not c.artifact)
WITH_ARTIFACT = next(c.id for c in DECK.values() if c.artifact and len(c.radii) == 4
                     and not c.not_now)
RINGS_3_4 = next(c.id for c in DECK.values() if c.radii == (3, 4))
NOT_NOW = next(c.id for c in DECK.values() if c.not_now and 2 in c.radii)


def kinds(state, seat=0):
    return {a.kind for a in state.legal_actions(seat)}


# Activity units and movement.


def test_two_activity_units_a_turn():
    """"A player has 2 AU for each turn": two extractions, then no third."""
    state = table_at(3, round_=3, at=node(1, 1))
    state.apply(0, A.Extract())
    state.apply(0, A.Extract())
    assert "extract" not in kinds(state)
    assert state.table.players[0].energy == 16 + 3 + 3


def test_extraction_and_organizing_do_not_fit_one_turn():
    """"it is impossible to extract energy (1 AU) and organize an event (2 AU) in one turn"."""
    state = table_at(3, round_=3, at=node(1, 1))
    give(state.table, 0, PLAIN)
    assert "organize" in kinds(state)
    state.apply(0, A.Extract())
    assert "organize" not in kinds(state)


def test_movement_costs_one_energy_a_step_up_to_the_speed():
    """Movement: 1 energy a move, as many moves as the speed (2 without an Accelerator)."""
    state = table_at(3, round_=3, at=node(1, 1))
    steps = [a for a in state.legal_actions(0) if isinstance(a, A.Move)]
    assert sorted(a.to for a in steps) == sorted(n for n in FIELD.adjacent(node(1, 1)) if n)
    state.apply(0, steps[0])
    state.apply(0, next(a for a in state.legal_actions(0) if isinstance(a, A.Move)))
    assert "move" not in kinds(state)
    assert state.table.players[0].energy == 14


def test_realized_nodes_cannot_be_entered():
    """"You can't change the past, you can't even get into it"."""
    state = table_at(3, round_=6, at=node(2, 1))
    moves = {a.to for a in state.legal_actions(0) if isinstance(a, A.Move)}
    assert moves and all(FIELD.radius[n] >= 2 for n in moves)


@pytest.mark.parametrize("level,speed", [(0, 2), (1, 3), (2, 4), (3, 5)])
def test_accelerator_levels_set_the_speed(level, speed):
    """Accelerator: speed 3, 4 or 5 by its level (the book's tablet)."""
    state = table_at(3, round_=15, at=node(4, 1))
    t = state.table
    if level:
        t.players[0].items["accelerator"] = level
    for _ in range(speed):
        state.apply(0, next(a for a in state.legal_actions(0) if isinstance(a, A.Move)))
    assert "move" not in kinds(state)


# Organizing an event.


def test_organizing_costs_two_activity_units_and_thirteen_energy():
    here = next(n for n in FIELD.rings[1] if rotations(PLAIN, n))
    state = table_at(3, round_=3, at=here)
    give(state.table, 0, PLAIN)
    action = next(a for a in state.legal_actions(0)
                  if isinstance(a, A.Organize) and a.card == PLAIN)
    state.apply(0, action)
    t = state.table
    assert t.players[0].energy == 3 and t.turn.au == 0
    assert t.events[here].card == PLAIN and t.events[here].organizer == 0
    assert PLAIN not in t.players[0].hand


def test_a_card_is_turned_so_forward_links_point_later_and_backward_links_earlier():
    """"forward links point to future nodes, and the backward links point to past nodes"."""
    for card in DECK.values():
        for at in range(1, 61):
            for turn in rotations(card.id, at):
                for link in card.links:
                    other = FIELD.neighbours[at][(link.edge + turn) % 6]
                    assert FIELD.is_later(at, other) == (link.dir == "forward")


def test_every_deck_card_can_be_organized_on_most_nodes():
    for card in DECK.values():
        fits = sum(bool(rotations(card.id, at)) for at in range(1, 61)
                   if FIELD.radius[at] in card.radii)
        allowed = sum(FIELD.radius[at] in card.radii for at in range(1, 61))
        assert fits >= 0.6 * allowed, card.id


def test_restriction_rings_allow_only_their_radii():
    """Special restrictions: "can only be organized on those radii that are marked"."""
    state = table_at(3, round_=6, at=node(2, 2))
    give(state.table, 0, RINGS_3_4)
    assert not any(isinstance(a, A.Organize) and a.card == RINGS_3_4
                   for a in state.legal_actions(0))
    state = table_at(3, round_=10, at=node(3, 2))
    give(state.table, 0, RINGS_3_4)
    assert any(isinstance(a, A.Organize) and a.card == RINGS_3_4 for a in state.legal_actions(0))


def test_the_not_now_mark_forbids_the_ring_realized_after_this_round():
    """"Such cards cannot be played in nodes which will be realized after the end of the
    current round": ring 2 in round 9 (the last of phase 2), not in round 8."""
    for round_, allowed in ((8, True), (9, False)):
        state = table_at(3, round_=round_, at=node(2, 2))
        give(state.table, 0, NOT_NOW)
        legal = any(isinstance(a, A.Organize) and a.card == NOT_NOW
                    for a in state.legal_actions(0))
        assert legal == allowed


def test_only_on_a_node_without_an_event():
    state = table_at(3, round_=3, at=node(1, 1))
    give(state.table, 0, PLAIN)
    lay(state.table, node(1, 1), PLAIN)
    assert "organize" not in kinds(state)


@pytest.mark.parametrize("round_,drawn", [(5, False), (6, True)])
def test_an_artifact_mark_gives_an_artifact_from_round_six(round_, drawn):
    """Artifacts: "if the artifact obtained period has already come: from round 6"."""
    state = table_at(3, round_=round_, at=node(2, 2))
    t = state.table
    give(t, 0, WITH_ARTIFACT)
    state.apply(0, next(a for a in state.legal_actions(0)
                        if isinstance(a, A.Organize) and a.card == WITH_ARTIFACT))
    assert len(t.players[0].artifacts) == (1 if drawn else 0)


def test_a_delayed_impact_meets_the_event_organized_on_its_node():
    """Symmetrical Stabilizer: "When organizing an event in this node, the delayed impact
    must be applied to it immediately"."""
    state = table_at(3, round_=3, at=node(1, 1))
    t = state.table
    t.delayed[node(1, 1)] = -3
    give(t, 0, PLAIN)
    state.apply(0, next(a for a in state.legal_actions(0) if isinstance(a, A.Organize)))
    assert t.events[node(1, 1)].impact == -3 and node(1, 1) not in t.delayed


# Extraction and impacts.


@pytest.mark.parametrize("ring", [0, 1, 2, 3, 4])
def test_extraction_gives_three_times_the_radius_plus_the_bonus(ring):
    """Energy extraction: 3 x radius, plus the event's blue circles."""
    state = table_at(3, round_=15 if ring == 4 else 1, at=node(ring, 1))
    t = state.table
    bonus = 0
    if ring:
        placed = lay(t, node(ring, 1), next(c.id for c in DECK.values() if c.bonus == 2))
        bonus = 2
        assert placed
    else:
        bonus = 2  # the Origin's circles
    state.apply(0, A.Extract())
    assert t.players[0].energy == 16 + 3 * ring + bonus


def test_weak_and_strong_impacts():
    """Impact on the event: weak 1 AU and 2 energy for 1, strong 1 AU and 6 energy for 2."""
    state = table_at(3, round_=3, at=node(1, 1))
    t = state.table
    lay(t, node(1, 1), PLAIN)
    state.apply(0, A.Impact("for", strong=False))
    state.apply(0, A.Impact("against", strong=True))
    assert t.events[node(1, 1)].impact == 1 - 2
    assert t.players[0].energy == 16 - 2 - 6
    assert "impact" not in kinds(state)


def test_at_most_four_impact_a_turn():
    """"The player may have a maximum of 4 effects per turn (strongest twice)"."""
    state = table_at(3, round_=3, at=node(1, 1))
    t = state.table
    lay(t, node(1, 1), PLAIN)
    state.apply(0, A.Impact("for", strong=True))
    t.turn.au = 2  # even with activity units left, the impact limit holds
    state.apply(0, A.Impact("for", strong=True))
    t.turn.au = 2
    assert "impact" not in kinds(state)
    assert t.events[node(1, 1)].impact == 4


# Items.


def test_one_purchase_or_upgrade_a_turn():
    """Item purchase: "you cannot make two upgrades or an upgrade and a purchase"."""
    state = table_at(3, round_=3)
    state.table.players[0].energy = 100
    state.apply(0, A.Buy("accelerator"))
    assert "buy" not in kinds(state)
    assert state.table.players[0].items == {"accelerator": 1}


@pytest.mark.parametrize("item", sorted(ITEMS))
def test_every_item_level_costs_its_price(item):
    """Items tablet: each level bought in a later turn at the price printed for it."""
    state = table_at(3, round_=3)
    t = state.table
    for level, stats in enumerate(ITEMS[item].levels, start=1):
        t.players[0].energy = 100
        t.turn.bought = False
        state.apply(0, A.Buy(item))
        assert t.players[0].items[item] == level
        assert t.players[0].energy == 100 - stats.price
    t.turn.bought = False
    assert A.Buy(item) not in state.legal_actions(0)


@pytest.mark.parametrize("gun,shield,lost", [(1, 0, 12), (2, 0, 18), (3, 0, 24), (1, 1, 8),
                                             (2, 2, 12), (3, 3, 16)])
def test_energy_gun_damage_less_shield_defense(gun, shield, lost):
    """Energy Gun: damage 12/18/24 for expense 4/5/6; Shield Generator: defense 4/6/8."""
    state = table_at(3, round_=4, at=node(1, 1))
    t = state.table
    t.players[0].items["energy_gun"] = gun
    t.players[0].energy = t.players[1].energy = 50
    if shield:
        t.players[1].items["shield_generator"] = shield
    state.apply(0, A.Attack("yellow"))
    assert t.players[1].energy == 50 - lost
    assert t.players[0].energy == 50 - (3 + gun)
    assert "attack" not in kinds(state)  # one attack a turn


def test_no_attacks_in_the_safety_period_or_across_nodes():
    """Safety: "During this time you cannot attack other players" (rounds 1-3)."""
    state = table_at(3, round_=3, at=node(1, 1))
    state.table.players[0].items["energy_gun"] = 1
    assert "attack" not in kinds(state)
    state = table_at(3, round_=4, at=node(1, 1))
    state.table.players[0].items["energy_gun"] = 1
    state.table.players[1].pos = node(1, 2)
    assert {a.player for a in state.legal_actions(0) if isinstance(a, A.Attack)} == {"blue"}


def test_an_attack_that_takes_the_last_energy_stops_the_sphere():
    """"If the player loses the last unit of energy his sphere stops working"."""
    state = table_at(3, round_=4, at=node(1, 1))
    t = state.table
    t.players[0].items["energy_gun"] = 3
    t.players[1].energy = 10
    state.apply(0, A.Attack("yellow"))
    assert t.players[1].energy == 0 and t.players[1].out


def test_kinetic_storage_charges_a_move_and_empties_once():
    """Kinetic Storage: 1 energy a move, at most 65, taken out all at once, then discarded."""
    state = table_at(3, round_=3, at=node(1, 1))
    t = state.table
    t.players[0].items["kinetic_storage"] = 1
    state.apply(0, next(a for a in state.legal_actions(0) if isinstance(a, A.Move)))
    assert t.players[0].storage == 1
    t.players[0].storage = 64
    state.apply(0, next(a for a in state.legal_actions(0) if isinstance(a, A.Move)))
    assert t.players[0].storage == 65
    energy = t.players[0].energy
    state.apply(0, A.EmptyStorage())
    assert t.players[0].energy == energy + 65 and "kinetic_storage" not in t.players[0].items


def test_link_amplifier_three_a_turn_up_to_strength_four_and_discarded_when_spent():
    """Link Amplifier: 5 charges, 3 a turn, never past 4; "Item discarding doesn't reset
    3 usage per turn counter"; each amplification separately (A multiple amplification)."""
    state = table_at(3, round_=6, at=node(2, 2))
    t = state.table
    here, a, b = node(2, 2), node(1, 1), node(1, 2)
    lay(t, a, PLAIN, edges=[None] * 6)
    realize_as(t, a, True)
    lay(t, b, PLAIN, edges=[None] * 6)
    realize_as(t, b, True)
    edges: list = [None] * 6
    edges[FIELD.direction(here, a)] = ["cause", "backward"]
    edges[FIELD.direction(here, b)] = ["cause", "backward"]
    lay(t, here, PLAIN, edges=edges)
    t.players[0].energy = 50
    state.apply(0, A.Buy("link_amplifier"))
    assert t.players[0].amplifier == 5
    state.apply(0, A.Amplify(a))
    state.apply(0, A.Amplify(a))
    assert A.Amplify(a) not in state.legal_actions(0)  # strength 4 now
    state.apply(0, A.Amplify(b))
    assert "amplify" not in kinds(state)  # three this turn
    assert t.strength(here, a) == 4 and t.strength(here, b) == 3
    t.players[0].amplifier = 1
    t.turn.amplified = 2
    state.apply(0, A.Amplify(b))
    assert "link_amplifier" not in t.players[0].items
    t.turn.bought = False
    state.apply(0, A.Buy("link_amplifier"))
    assert "amplify" not in kinds(state)  # the counter is not reset by buying again


def test_an_illegal_action_names_the_rule_and_changes_nothing():
    state = table_at(3, round_=3, at=node(1, 1))
    before = state.state_hash()
    with pytest.raises(IllegalAction) as err:
        state.apply(0, A.Move(node(3, 1)))
    assert err.value.rule == "Movement"
    with pytest.raises(IllegalAction):
        state.apply(1, A.EndTurn())
    assert state.state_hash() == before


def test_actions_interleave_in_any_order():
    """General Approach: "such as moving to the next node, get energy, move again"."""
    state = table_at(3, round_=6, at=node(2, 2))
    t = state.table
    state.apply(0, A.Move(node(2, 3)))
    state.apply(0, A.Extract())
    step = next(a for a in state.legal_actions(0) if isinstance(a, A.Move))
    state.apply(0, step)
    state.apply(0, A.Extract())
    assert t.turn.au == 0 and t.turn.moves == 2
    assert t.players[0].energy == 16 - 2 + 6 + 3 * FIELD.radius[step.to]


def test_flexible_arcs_take_the_colours_put_on_them():
    """Flexible events: Attacking puts two other players on the arcs, Supporting one on
    either arc (the other arc stays empty); they score like printed arcs."""
    here = node(2, 2)
    state = table_at(3, round_=6, at=here)
    t = state.table
    strike = next(c for c in t.players[0].hand if "strike" in c)
    attack = next(a for a in state.legal_actions(0)
                  if isinstance(a, A.Organize) and a.card == strike and a.token == "yes")
    assert {attack.yes, attack.no} == {"yellow", "blue"}
    state.apply(0, attack)
    t.events[here].impact = 1
    realize(t, here)
    loser = t.seat_of(attack.yes)
    assert [p.points for p in t.players] == [1 if s == loser else 2 for s in range(3)]
    state = table_at(3, round_=6, at=here)
    t = state.table
    favour = next(c for c in t.players[0].hand if "favour" in c)
    arcs = {(a.yes, a.no) for a in state.legal_actions(0)
            if isinstance(a, A.Organize) and a.card == favour}
    assert arcs == {("yellow", ""), ("blue", ""), ("", "yellow"), ("", "blue")}
    state.apply(0, next(a for a in state.legal_actions(0) if isinstance(a, A.Organize)
                        and a.card == favour and a.no == "blue" and a.token == "no"))
    assert t.events[here].yes is None and t.events[here].no == "blue"
    realize(t, here)
    assert [p.points for p in t.players] == [2, 2, 3]


def test_a_refusal_says_why_in_players_words():
    state = table_at(3, round_=3, at=node(1, 1))
    with pytest.raises(IllegalAction, match="safety period"):
        state.apply(0, A.Attack("yellow"))
    state.apply(0, A.Extract())
    state.apply(0, A.Extract())
    with pytest.raises(IllegalAction, match="takes 1 activity unit and you have 0 left"):
        state.apply(0, A.Extract())
