"""Theseus (book pp. 10, 25): the fruits that feed his bonuses, his starting fruit as a
visited fruit, and his additional bonuses circled on every encounter with another
player's piece, whoever moved."""

from __future__ import annotations

from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.catalog import characters
from game.games.paradox_island.rules.island import DIRECTION_NAMES, SPACES, step
from tests.games.paradox_island.helpers import find, hex_of, kinds, neighbour_from, put, ready

OP_TURN = {"seat": 0, "over": False, "op_actions": 3, "open": None, "wave_hit": [],
           "trail": {}}


def test_theseus_bonus_fruits_follow_the_books_own_example_p10():
    """p. 10: "Theseus' starting fruit is a banana. During the game Theseus also visited
    spaces with the orange and the cherries ... he crosses out the banana to use the
    bonus and safely move to the space with the orange. To apply the same bonus again,
    Theseus must cross out a cherry or obtain grapes." So banana, cherries and grapes
    feed "safely move to a visited fruit", and the orange (still circled) does not."""
    theseus = characters()["theseus"]
    assert {f for f in ("banana", "cherries", "grapes")
            if theseus.bonus_for(f).id == "fruit_return"} == {"banana", "cherries", "grapes"}
    assert theseus.bonus_for("orange").id != "fruit_return"
    state = ready(("theseus", "phil"))
    board, piece = state.board(1), state.piece([1, 0])
    board["fruits"].update({f: "" for f in board["fruits"]})
    board["fruits"].update(banana="circled", orange="circled", cherries="circled")
    board["visited_fruits"] = ["banana", "orange", "cherries"]
    piece["start"] = "banana"
    put(state, [1, 0], find(state, "camp", "A"))
    state.apply(1, A.UseBonus("banana", 0, "orange"))
    assert piece["at"] == state.island.fruit_space("orange")
    assert state.pending["kind"] == "activate"  # a safe move: his to activate or not
    state.apply(1, A.Activate(False))
    again = {a.fruit for a in state.legal_actions(1) if isinstance(a, A.UseBonus)
             and theseus.bonus_for(a.fruit).id == "fruit_return"}
    assert again == {"cherries"}  # the banana is spent, the orange feeds another bonus


def test_theseus_starting_fruit_counts_as_a_visited_fruit_p10():
    """The piece starts on its fruit (setup step 8) and the book's example counts it:
    "Theseus also visited spaces with the orange and the cherries"."""
    state = ready(("theseus", "phil"))
    start = state.piece([1, 0])["start"]
    assert state.board(1)["visited_fruits"] == [start]
    state.board(1)["fruits"]["grapes"] = "circled"
    put(state, [1, 0], find(state, "camp", "B"))
    options = {a.option for a in state.legal_actions(1)
               if isinstance(a, A.UseBonus) and a.fruit == "grapes"}
    assert options == {start}


def _extras(state, seat):
    return state.board(seat)["extras"][:2]


def test_theseus_circles_when_a_captive_comes_to_him_p18_p25():
    """p. 25: "When Theseus's piece encounters another player's piece, OP announces it";
    p. 18: "When more than one piece ends up on the same space, it is considered an
    encounter" -- whoever moved."""
    state = ready(("phil", "theseus"))
    target = find(state, "camp", "A")
    put(state, [2, 0], target)
    for d in DIRECTION_NAMES:
        origin = neighbour_from(target, d)
        if origin is not None and state.island.lake_of[origin] < 0:
            break
    put(state, [1, 0], origin)
    events = state.apply(1, A.Move(0, d, False, True))
    assert "met" in kinds(events)
    assert _extras(state, 2) == ["circled", ""]


def test_theseus_circles_when_the_bush_lands_on_him_p17_p25():
    state = ready(("theseus", "phil"))
    target = find(state, "camp", "A")
    put(state, [1, 0], target)
    origin, d = next((neighbour_from(target, d), d) for d in DIRECTION_NAMES
                     if neighbour_from(target, d) is not None)
    state.bush, state.turn = origin, {**OP_TURN, "trail": {"bush": [state.place_key(origin)]}}
    state.apply(0, A.PieceMove("bush", hex_of(origin), d))
    assert _extras(state, 1) == ["circled", ""]


def test_theseus_circles_when_the_flood_wave_comes_into_his_lake_p20_p25():
    state = ready(("theseus", "phil"))
    lake = state.island.lakes[0]
    put(state, [1, 0], lake[0], lying=True)
    state.wave, state.token, state.turn = 0, "flood", dict(OP_TURN)
    state.apply(0, A.WaveMove(-1, SPACES[lake[0]]))
    assert _extras(state, 1) == ["circled", ""]


def test_theseus_circles_when_a_captive_revives_on_his_camp_p18_p25():
    """A revived piece comes to the camp "naming other pieces on it": an encounter
    without interaction ("No interaction with these pieces takes place")."""
    state = ready(("phil", "theseus"))
    camp = find(state, "camp", "A")
    put(state, [2, 0], camp)
    piece = state.piece([1, 0])
    piece.update({"at": None, "label": None, "health": 0})
    state.ask(1, "revive", who=[1, 0])
    events = state.apply(1, A.Revive("A"))
    assert "revived" in kinds(events) and _extras(state, 2) == ["circled", ""]


def test_theseus_meeting_his_own_other_piece_circles_nothing_p19_p25():
    """Two-player game: his second piece is his own, not "another player's piece"."""
    state = ready(("theseus",))
    target = find(state, "camp", "A")
    put(state, [1, 1], target)
    for d in range(6):
        origin = step(target, (d + 3) % 6)
        if origin is not None and state.island.lake_of[origin] < 0:
            break
    put(state, [1, 0], origin)
    events = state.apply(1, A.Move(0, DIRECTION_NAMES[d], False, True))
    assert "met" in kinds(events) and _extras(state, 1) == ["", ""]
