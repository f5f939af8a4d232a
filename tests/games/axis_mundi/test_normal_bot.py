"""The normal bot uses the whole game: one position per behaviour where the move clearly
helps, and the bot takes it. Each test names the book's section for the rule involved.

The 3-player volcano before any turn: the gate's ring (Level 3) is ring 1, Level 2 ring 2,
Level 1 ring 3 and the sea ring 4; (2, -2) is a Level 2 corner above Level 1's (2, -3).
"""

from __future__ import annotations

import dataclasses

from game.core.hexgrid import Hex
from game.core.match import Match
from game.core.rng import GameRng
from game.games.axis_mundi.bots.levels import normal_bot
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules import heaven
from game.games.axis_mundi.rules.catalog import card_type
from game.games.axis_mundi.rules.mats import TurnState
from game.games.axis_mundi.rules.state import AxisMundiState
from tests.games.axis_mundi.setups import bare, give, park, place
from tests.search_checks import blind_choice


def choice(state: AxisMundiState, seat: int = 0) -> A.Action:
    legal = state.legal_actions(seat)
    action = normal_bot(state.view(seat), legal, GameRng(3))
    assert action in legal
    return action


def racing(**characters: str) -> AxisMundiState:
    """Seat 0 to act on a fresh turn, the others on their piers; a Suture Kit in hand so
    that the hand is not poor."""
    state = bare(3)
    for seat, who in characters.items():
        state.table.mats[int(seat[-1])].character = who
    park(state, 1, 2)
    give(state, 0, "suture_kit")
    return state


def spare_action(state: AxisMundiState) -> None:
    """One action left, on Level 2: too few to climb, so the turn has one to spare."""
    place(state, 0, -1, 2)
    state.table.turn = TurnState(actions=1, fresh=False)


def with_holder(state: AxisMundiState, seat: int, form: str = "angel") -> None:
    """``seat`` has come out of the gate as the Angel or Demon (everyone else upgraded)."""
    t = state.table
    heaven.become(t, seat, form)
    t.pending.clear()
    t.mats[seat].on_axis = False


def walled(state: AxisMundiState, *hexes: Hex) -> None:
    """Lava pools on these hexes (a test volcano; the board's data is not shared)."""
    t = state.table
    terrain = dict(t.board.terrain)
    for h in hexes:
        terrain[h] = "inaccessible"
    t.board = dataclasses.replace(t.board, terrain=terrain)


# Melee attacks whose forced movement hurts.


def test_melee_pushes_a_rival_off_a_corner_and_a_level_down():
    """Melee Attack: a character on a corner hex attacked from its level is pushed
    straight back, which drops it a level (three actions to climb back). The bot has two
    actions left, too few for its own climb."""
    state = racing()
    place(state, 0, 2, -1)
    place(state, 1, 2, -2)
    state.table.turn = TurnState(actions=2, fresh=False)
    assert choice(state) == A.Melee(Hex(2, -2))


def test_no_melee_where_the_push_costs_the_rival_nothing():
    """Melee Attack: pushed straight back along its level, onto a hex as near the gate,
    the rival loses nothing; the bot climbs instead."""
    state = racing()
    place(state, 0, -1, 2)
    place(state, 1, 1, 1)
    assert isinstance(choice(state), A.Climb)


# 1-Time cards, the hand limit and Draw 5 Cards.


def test_second_wind_is_played_when_a_step_still_gains():
    """1-Time Power Cards, Second Wind: a free move action, played when the actions are
    spent and one more step along the level brings the bot nearer."""
    state = racing()
    walled(state, Hex(-1, 1), Hex(0, 1))
    place(state, 0, -1, 2)
    give(state, 0, "second_wind")
    state.table.turn = TurnState(actions=0, fresh=False)
    assert card_type(choice(state).card) == "second_wind"


def test_second_wind_takes_the_bot_into_the_gate_this_turn():
    """From an adjacent Hex, Move into the Axis Mundi Hex ("like a normal Move Action"):
    with its actions spent beside the gate, the bot plays Second Wind to enter now."""
    state = racing()
    place(state, 0, 1, 0)
    give(state, 0, "second_wind")
    state.table.turn = TurnState(actions=0, fresh=False)
    assert card_type(choice(state).card) == "second_wind"


def test_hurt_bot_plays_a_healing_card_with_a_spare_action():
    """1-Time Power Cards, Suture Kit: heal 2 hit points."""
    state = racing()
    spare_action(state)
    state.table.mats[0].hp = 6
    assert card_type(choice(state).card) == "suture_kit"


def test_a_full_hand_is_played_down_not_drawn_into_a_discard():
    """Hand Limit: more than 5 cards must be discarded; with a full hand and a spare
    action the bot plays a card (Salve for its wounds) rather than draw."""
    state = racing()
    spare_action(state)
    state.table.mats[0].wounds = 2
    for kind in ("salve", "options", "crates", "holistic_herbs"):
        give(state, 0, kind)
    action = choice(state)
    assert isinstance(action, A.PlayCard) and card_type(action.card) == "salve"


def test_draws_five_when_the_hand_is_empty_and_the_bot_is_pinned():
    """Draw 5 Cards (3 actions): immobilized, with nothing in hand."""
    state = bare(3)
    park(state, 1, 2)
    place(state, 0, -1, 2)
    state.table.mats[0].immobilized = True
    assert isinstance(choice(state), A.DrawFive)


def test_so_s_borrows_the_scroungers_free_move():
    """So, S., who are you, then? (played at the start of the turn): the Scrounger's
    free move action for a bot on its way."""
    state = racing(seat2="scrounger")
    place(state, 0, 0, 3)
    give(state, 0, "who_are_you")
    action = choice(state)
    assert card_type(action.card) == "who_are_you" and action.option == "scrounger"


def test_the_angel_turns_invisible_among_hunters():
    """Empty Vessel (invisibility): the Angel on its way home with a hunter two hexes
    away vanishes from the board."""
    state = racing()
    with_holder(state, 0)
    state.table.turn = TurnState()
    place(state, 0, 1, 2)
    place(state, 1, 1, 0)
    give(state, 0, "empty_vessel")
    assert card_type(choice(state).card) == "empty_vessel"


# The Angel's or Demon's way home.


def test_the_angel_comes_down_beside_its_warehouse():
    """If you have entered Heaven: coming down a level costs the Angel 3 actions; from
    Level 1 beside its warehouse it comes down there (the sea does not turn)."""
    state = racing()
    with_holder(state, 0)
    state.table.turn = TurnState()
    place(state, 0, 1, 2)
    assert choice(state) == A.Descend(Hex(2, 2))


def test_the_demon_strikes_the_hunter_blocking_its_pier():
    """Blocking Tactics: a foe on the Demon's pier must be killed to get in; the Demon
    beside it attacks it."""
    state = racing()
    with_holder(state, 0, "demon")
    state.table.turn = TurnState()
    place(state, 0, 2, 2)
    place(state, 1, 3, 2)
    assert choice(state) == A.DemonicMelee(Hex(3, 2))


# Character powers.


def test_savant_demands_a_card_from_the_fullest_hand():
    """S. The Savant: once a game a foe must hand over a card (free)."""
    state = racing(seat0="savant")
    for kind in ("salve", "options", "crates"):
        give(state, 2, kind)
    give(state, 1, "salve")
    assert choice(state) == A.Demand(2)


def test_scrounger_scrounges_a_good_card_with_a_spare_action():
    """S. The Scrounger: with 3 scrounge tokens, a card from the discard pile."""
    state = racing(seat0="scrounger")
    spare_action(state)
    t = state.table
    t.mats[0].scrounge = 3
    card = give(state, 1, "dexterity")
    t.mats[1].hand.remove(card)
    t.discard.append(card)
    assert choice(state) == A.Scrounge(card)


def test_mischievous_pulls_a_rival_away_from_its_climb():
    """S. The Mischievous: once a turn, pull a foe on his level next to him; beside the
    lava the rival must walk on to climb."""
    state = racing(seat0="mischievous")
    walled(state, Hex(-1, 1), Hex(0, 1))
    place(state, 0, -1, 2)
    place(state, 1, 1, -2)
    action = choice(state)
    assert isinstance(action, A.Pull) and action.seat == 1


def test_upgraded_mischievous_shoves_the_angel_away_from_its_pier():
    """Upgraded Mischievous Power: 2 mischief tokens move the Angel/Demon one hex along
    its level."""
    state = racing(seat0="mischievous")
    with_holder(state, 1)
    t = state.table
    t.turn = TurnState()
    t.mats[0].mischief = 2
    place(state, 0, -3, 0)
    place(state, 1, 3, -3)
    assert choice(state) == A.Shove(Hex(3, -2))


def test_upgraded_mischievous_walks_toward_the_angel_while_the_volcano_turns():
    """Upgraded Mischievous Power: while the volcano turns, walk anywhere reachable on his
    level."""
    state = racing(seat0="mischievous")
    with_holder(state, 1)
    t = state.table
    place(state, 0, -3, 0)
    place(state, 1, 3, -2)
    t.pending = [{"seat": 0, "kind": "wander"}]
    action = choice(state)
    assert isinstance(action, A.Levitate) and action.to is not None
    assert action.to.distance(Hex(3, -2)) < Hex(-3, 0).distance(Hex(3, -2))


def test_beastmaster_pins_the_rival_about_to_step_into_the_gate():
    """Send Familiar to Immobilize (the Beastmaster's reaches 3 hexes): the rival on the
    gate's ring cannot step into the Axis Mundi on its next turn (a Move Action)."""
    state = racing(seat0="beastmaster")
    place(state, 0, 0, 3)
    place(state, 1, 1, 0)
    assert choice(state) == A.SendFamiliar(Hex(1, 0), "pin")


def test_upgraded_cultivator_takes_the_free_harvest_on_a_path():
    """Upgraded Cultivator Power: an action-free harvest once a turn, path hexes too."""
    state = racing(seat0="cultivator")
    with_holder(state, 2)
    state.table.turn = TurnState()
    place(state, 0, -1, -1)
    action = choice(state)
    assert isinstance(action, A.Harvest) and action.choice


def test_malignant_spends_a_spare_step_beside_a_foe():
    """S. The Malignant: a foe next to him takes a wound (his area), and he leaves
    infection where he stands; a spare step along his level puts a foe beside him."""
    state = racing(seat0="malignant")
    spare_action(state)
    place(state, 1, -3, 3)
    assert choice(state) == A.Move(Hex(-2, 2))


# Time bombs.


def test_hunter_places_the_time_bomb_on_the_angels_warehouse():
    """Place Timebomb: two actions on a warehouse; the Angel must come home past it."""
    state = racing()
    with_holder(state, 1)
    t = state.table
    t.turn = TurnState()
    t.mats[0].treasures.append("time_bomb")
    warehouse = t.board.places[1].warehouse
    place(state, 0, warehouse.q, warehouse.r)
    place(state, 1, 1, -1)
    assert choice(state) == A.PlaceTimeBomb()


def test_a_foes_time_bomb_underfoot_is_disarmed():
    """Disarm Timebomb: one action on its warehouse; the bot gains the bomb."""
    state = racing()
    t = state.table
    t.bombs[1] = 2
    warehouse = t.board.places[1].warehouse
    place(state, 0, warehouse.q, warehouse.r)
    assert choice(state) == A.DisarmTimeBomb()


def test_the_normal_bot_chooses_without_the_true_state():
    """Architecture: a bot gets its view and legal actions only; its melee lookahead
    draws a world from the view."""
    match = Match.create("axis_mundi", {}, 1, ["bot"] * 3)
    match.state = racing()
    place(match.state, 0, 2, -1)
    place(match.state, 1, 2, -2)
    blind_choice(match, 0, normal_bot)
