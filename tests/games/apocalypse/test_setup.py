"""Setup (book: "Setup", steps 1-13): starting player, characters, level, Health, hands,
starting Rare Items, bonuses, Personalities, the Catastrophe and the starting cities."""

from __future__ import annotations

from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.catalog import CHARACTERS, card_of
from game.games.apocalypse.rules.state import ApocalypseState
from game.games.apocalypse.rules.vocabulary import PERSONALITY_PAIRS
from game.games.apocalypse.rules.world import CITIES, WESTERN
from tests.games.apocalypse.helpers import ready


def test_starting_player_chooses_a_character_first_setup_step_4():
    """A random Starting Player chooses first, the others follow clockwise."""
    starts = set()
    for seed in range(12):
        s = ApocalypseState.new({}, seed, 4)
        start = s.table.start
        starts.add(start)
        order = []
        while s.table.decision["kind"] == "character":
            seat = s.to_move()[0]
            order.append(seat)
            assert len(s.legal_actions(seat)) == 5 - len(order) + 1
            s.apply(seat, s.legal_actions(seat)[0])
        assert order == [(start + k) % 4 for k in range(4)]
    assert len(starts) > 1


def test_level_health_hands_and_visited_tokens_setup_steps_5_to_8():
    """Level 1, 6 Health, 5 Visited tokens in the supply, 3 Good Luck, 3 Bad Luck, 2 Plan and
    2 Skill cards."""
    s = ready(4, seed=5, characters=("john_dante", "sam_the_seer", "alex", "dimitriy_martynov"))
    for p in s.table.players:
        assert (p.level, p.health, p.xp, p.visited) == (1, 6, 0, [])
        assert {d: len(c) for d, c in p.hand.items()} == {"good_luck": 3, "bad_luck": 3,
                                                          "plan": 2, "skill": 2}


def test_one_of_two_rare_items_worth_one_xp_without_its_xp_setup_step_9():
    """Two Rare Items worth 1 XP are drawn (costlier ones discarded), one kept, no XP."""
    s = ApocalypseState.new({}, 7, 2)
    while s.table.decision["kind"] != "keep":
        seat = s.to_move()[0]
        s.apply(seat, s.legal_actions(seat)[0])
    d = s.table.decision
    assert d["deck"] == "setup_item" and len(d["cards"]) == 2
    assert all(card_of(c).xp == 1 for c in d["cards"])
    assert all(card_of(c).xp > 1 for c in s.table.discards["rare_item"])
    seat = s.to_move()[0]
    s.apply(seat, A.Keep(d["cards"][1]))
    p = s.table.players[seat]
    assert p.items == [d["cards"][1]] and p.xp == 0
    assert d["cards"][0] in s.table.discards["rare_item"]


def test_brandon_starts_with_three_unknown_cards_setup_step_10():
    s = ready(2, seed=3, characters=("brandon_the_broken", "alex"))
    assert len(s.table.players[0].collection) == 3
    assert s.table.players[1].collection == []


def test_personalities_one_side_of_two_tokens_setup_step_11():
    """Two different tokens, one side each: 4 pairs of tokens x 2 x 2 sides = 24 choices."""
    s = ApocalypseState.new({}, 2, 2)
    while s.table.decision["kind"] != "personalities":
        seat = s.to_move()[0]
        s.apply(seat, s.legal_actions(seat)[0])
    legal = s.legal_actions(s.to_move()[0])
    assert len(legal) == 24
    for action in legal:
        pair = next(p for p in PERSONALITY_PAIRS if action.first in p)
        assert action.second not in pair


def test_catastrophe_on_a_rolled_western_city_and_any_starting_city_setup_steps_12_13():
    s = ApocalypseState.new({}, 11, 3)
    while s.table.decision["kind"] != "start_place":
        seat = s.to_move()[0]
        s.apply(seat, s.legal_actions(seat)[0])
    assert s.table.catastrophe in WESTERN
    legal = s.legal_actions(s.to_move()[0])
    assert [a.place for a in legal] == list(CITIES) and len(legal) == 20
    s.apply(s.to_move()[0], A.StartAt("lhasa"))
    assert "lhasa" in [p.place for p in s.table.players]


def test_the_characters_the_book_names():
    """Dimitriy Martynov, John Dante, Sam the Seer, Brandon the Broken and Alex."""
    assert set(CHARACTERS) == {"dimitriy_martynov", "john_dante", "sam_the_seer",
                               "brandon_the_broken", "alex"}
    assert CHARACTERS["john_dante"].abilities["scholar"] == 4
    assert CHARACTERS["john_dante"].abilities["mystic"] == 6


def test_setup_steps_9_to_13_each_done_by_everyone_before_the_next():
    """Setup 9-13 in the book's numbered order (independent audit, session 7): every
    player keeps a Rare Item (9) before any bonus (10) and any Personalities (11); the
    Catastrophe is rolled (12) after everyone's Personalities ("The players now set the
    Personalities", then "Roll 2 dice"), and no pawn is placed (13) before it. Rules
    version 6 rolled it first and took each player's 9-13 together."""
    for players in (2, 3, 4):
        s = ApocalypseState.new({}, 40 + players, players)
        brandon = s.table.start
        steps: list[str] = []
        while s.table.phase == "setup":
            d, seat = s.table.decision, s.to_move()[0]
            if d["kind"] == "character":
                s.apply(seat, A.ChooseCharacter("brandon_the_broken") if seat == brandon
                        else s.legal_actions(seat)[0])
                continue
            if d["kind"] == "personalities" and "bonus seen" not in steps:
                assert len(s.table.players[brandon].collection) == 3  # his bonus came first
                steps.append("bonus seen")
            steps.append(("rolled, " if s.table.catastrophe else "") + d["kind"])
            s.apply(seat, s.legal_actions(seat)[0])
        assert steps == (["keep"] * players + ["bonus seen"] + ["personalities"] * players
                         + ["rolled, start_place"] * players), steps
        assert s.table.active == s.table.start
