"""Game Turn (book: the six steps, The Unknown step, Research, Free Time, Adventure,
Expedition, Refresh and the Visited tokens)."""

from __future__ import annotations

from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.catalog import card_id
from game.games.apocalypse.rules.turn import skips
from game.games.apocalypse.rules.world import EXOTIC
from tests.games.apocalypse.helpers import (
    Dice,
    aspire,
    decision,
    empty_hands,
    give,
    inject,
    pass_windows,
    ready,
    top,
)


def steps_seen(events):
    return [(e.step, e.seat) for e in events if e.kind == "step_began"]


def test_every_step_by_every_player_from_the_starting_player_game_turn():
    """"The Starting Player acts first in each step, ... then the gameplay moves on to the
    next step"; the token passes left at the end of the turn."""
    s = ready(3, seed=4)
    t = s.table
    start = t.start
    empty_hands(s)
    events = []
    while t.round == 1:
        seat = s.to_move()[0]
        events += s.apply(seat, s.legal_actions(seat)[0])
    events = events[:next(i for i, e in enumerate(events) if e.kind == "round_began")]
    steps = [step for step, _ in steps_seen(events)]
    order = ["travel", "research", "free_time", "adventure", "expedition", "refresh"]
    assert [x for i, x in enumerate(steps) if i == 0 or steps[i - 1] != x] == [
        x for x in order if x in steps]
    travel = [seat for step, seat in steps_seen(events) if step == "travel"]
    assert travel == [(start + 1) % 3, (start + 2) % 3]  # the first began before the loop
    assert t.start == (start + 1) % 3


def test_a_field_skips_research_and_the_catastrophe_skips_free_time_research_free_time():
    s = ready(2, seed=4)
    t = s.table
    p = t.players[0]
    p.place = "cairo_2"
    assert skips(t, 0, "research") and not skips(t, 0, "free_time")
    p.place = t.catastrophe
    assert not skips(t, 0, "research") and skips(t, 0, "free_time")
    p.visited.append(t.catastrophe)
    assert skips(t, 0, "research")  # "If he has a Visited token here, this step is skipped."


def test_inside_the_unknown_only_the_unknown_and_refresh_steps_the_unknown():
    s = ready(2, seed=4)
    t = s.table
    t.players[0].place = "unknown"
    assert [step for step in ("travel", "unknown", "research", "free_time", "adventure",
                              "expedition", "refresh") if not skips(t, 0, step)] == [
        "unknown", "refresh"]
    assert skips(t, 1, "unknown")


def test_research_rewards_and_a_new_aspired_artifact_research():
    """Western Cities give a Research token, Exotic Cities an Equipment token; the first
    Research token without an Aspired Artifact draws two Artifacts to keep one, a revealed
    Location marker and a face-down Obstacle."""
    s = ready(2, seed=4)
    t = s.table
    empty_hands(s)
    t.active = 0
    t.players[0].place = "rome"
    inject(s, {"t": "research_reward", "p": 0})
    d = decision(s)
    assert d["kind"] == "keep" and d["deck"] == "artifact" and len(d["cards"]) == 2
    assert s.view(1)["table"] == ["", ""]  # the other player does not see them yet
    s.apply(0, A.Keep(d["cards"][1]))
    a = t.players[0].aspired
    assert a["artifact"] == d["cards"][1] and a["marker"] in EXOTIC
    assert a["obstacle"] is not None and not a["face_up"]
    assert s.view(0)["players"][0]["aspired"]["obstacle"] is None  # not even its owner
    assert d["cards"][0] in t.discards["artifact"]
    assert t.players[0].research == 1 and len(t.markers) == 17
    t.players[0].place = "nairobi"
    inject(s, {"t": "research_reward", "p": 0})
    assert t.players[0].equipment == 1


def test_the_obstacle_may_be_turned_up_in_its_exotic_city_research():
    s = ready(2, seed=4)
    t = s.table
    empty_hands(s)
    t.active = 0
    aspire(s, 0, "void_lantern", "lhasa", "spirit_ward")
    t.players[0].place = "lhasa"
    inject(s, {"t": "menu", "p": 0, "step": "research"})
    assert A.RevealObstacle() in s.legal_actions(0)
    s.apply(0, A.RevealObstacle())
    assert t.players[0].aspired["face_up"]
    assert s.view(1)["players"][0]["aspired"]["obstacle"] == t.players[0].aspired["obstacle"]


def test_free_time_in_a_city_is_a_skill_token_or_the_reward_free_time():
    s = ready(2, seed=4)
    t = s.table
    empty_hands(s)
    t.active = 0
    t.players[0].place = "new_york"
    inject(s, {"t": "menu", "p": 0, "step": "free_time"})
    assert s.legal_actions(0) == [A.FreeTime("skill"), A.FreeTime("reward")]
    s.apply(0, A.FreeTime("reward"))
    assert t.players[0].equipment == 2


def test_a_skill_token_with_nothing_to_learn_is_lost_free_time():
    """"If you don't have any Skill cards to learn, this token is wasted."""
    s = ready(2, seed=4)
    t = s.table
    empty_hands(s)
    t.active = 0
    t.players[0].place = "cairo_1"
    events = []
    inject(s, {"t": "menu", "p": 0, "step": "free_time"})
    events = [e for e in s.table.log]
    assert t.players[0].learning == {} and any(
        e.kind == "tokens_changed" and e.what == "skill" and e.change == -1 for e in events)


def test_random_city_adventure_only_for_the_starting_player_adventure():
    """In a City only the Starting Player draws a Random Adventure; on a Field everyone."""
    s = ready(2, seed=4)
    t = s.table
    empty_hands(s)
    other = (t.start + 1) % 2
    for seat in (0, 1):
        t.players[seat].place = "london"
    t.active = other
    inject(s, {"t": "adventure", "p": other, "stage": "random"})
    assert t.players[other].adventure_round != t.round
    t.players[other].place = "cairo_1"
    inject(s, {"t": "adventure", "p": other, "stage": "random"})
    assert t.players[other].adventure_round == t.round
    t.active = t.start
    inject(s, {"t": "adventure", "p": t.start, "stage": "random"})
    assert t.players[t.start].adventure_round == t.round


def test_no_random_city_adventure_while_the_token_is_blank_the_unknown():
    s = ready(2, seed=4)
    t = s.table
    t.players[(t.start + 1) % 2].place = "unknown"
    t.update_token()
    t.players[t.start].place = "london"
    t.active = t.start
    inject(s, {"t": "adventure", "p": t.start, "stage": "random"})
    assert t.players[t.start].adventure_round != t.round


def test_unplayable_random_adventures_are_discarded_and_drawn_again_adventure():
    s = ready(2, seed=4)
    t = s.table
    t.players[0].place = "cairo_2"
    t.active = 0
    top(s, "the_competitors")
    blizzard = top(s, "blizzard")  # Fairbanks, Lhasa or Beijing only
    inject(s, {"t": "adventure", "p": 0, "stage": "random"})
    assert blizzard in t.discards["field_adventure"]
    assert card_id(t.adventure) == "the_competitors"


def test_a_good_luck_adventure_then_no_other_adventure_adventure():
    """The active player plays a Good Luck Adventure; no Bad Luck or Random Adventure."""
    s = ready(2, seed=4)
    t = s.table
    empty_hands(s)
    me, other = t.start, (t.start + 1) % 2
    t.players[me].place = "cairo_1"
    t.active = me
    camp = give(s, me, "field_camp")
    give(s, other, "ambush")
    inject(s, {"t": "adventure", "p": me, "stage": "good"})
    s.apply(me, A.PlayCard(camp))
    pass_windows(s)
    assert card_id(t.adventure) == "field_camp"
    assert len(t.players[other].hand["bad_luck"]) == 1


def test_a_bad_luck_adventure_counts_as_the_steps_bad_luck_card_adventure():
    s = ready(3, seed=4)
    t = s.table
    empty_hands(s)
    me = t.start
    a, b = (me + 1) % 3, (me + 2) % 3
    t.players[me].place = "cairo_1"
    t.active = me
    ambush = give(s, a, "ambush")
    give(s, b, "too_early_to_celebrate")
    inject(s, {"t": "adventure", "p": me, "stage": "good"})
    assert sorted(s.to_move()) == sorted([a, b])  # the window asks both opponents
    s.apply(a, A.PlayCard(ambush))
    assert t.adventure == ambush and t.players[me].adventure_round == t.round
    xp = t.players[me].xp
    s.apply(me, A.ChooseAbility("action"))
    assert s.view(me)["check"]["difficulty"] == 5  # Full House, +1 on Cairo's first Field
    assert b not in s.to_move()  # one Bad Luck card a step: no Too Early to Celebrate
    assert t.bad_luck_played
    while t.decision["kind"] != "menu":
        seat = s.to_move()[0]
        s.apply(seat, A.StopRolling() if t.decision["kind"] == "reroll" else A.Pass())
    assert t.adventure == "" and ambush in t.discards["bad_luck"]
    assert t.players[me].xp == xp  # Bad Luck Adventures give no XP
    assert not [c for c in t.in_play]  # and no Random Adventure followed


def test_a_cancelled_good_luck_adventure_leaves_no_adventure_this_turn_clarifications():
    s = ready(2, seed=4)
    t = s.table
    empty_hands(s)
    me, other = t.start, (t.start + 1) % 2
    t.players[me].place = "cairo_1"
    t.active = me
    camp = give(s, me, "field_camp")
    omen = give(s, other, "bad_omen")
    inject(s, {"t": "adventure", "p": me, "stage": "good"})
    s.apply(me, A.PlayCard(camp))
    s.apply(other, A.PlayCard(omen))
    assert camp in t.discards["good_luck"] and t.adventure == ""
    assert t.players[me].adventure_round == t.round


def test_the_expedition_roll_the_books_example_expedition():
    """Expedition: 6 on two dice + 3 Research + the Field's +2 = 11: found (at least 10)."""
    s = ready(2, seed=4)
    t = s.table
    empty_hands(s)
    p = t.players[0]
    t.active = 0
    p.place, p.research, p.equipment = "cairo_2", 3, 1
    aspire(s, 0, "void_lantern", "cairo", "clear_path")
    t.rng = Dice([2, 4])
    inject(s, {"t": "menu", "p": 0, "step": "expedition"})
    assert s.legal_actions(0)[:2] == [A.Expedition(True), A.Expedition(False)]
    events = s.apply(0, A.Expedition(True)) + pass_windows(s)
    rolled = next(e for e in events if e.kind == "expedition_rolled")
    assert (rolled.dice, rolled.research, rolled.field, rolled.total) == ((2, 4), 3, 2, 11)
    assert rolled.success and p.equipment == 0
    assert [card_id(a) for a in p.artifacts] == ["void_lantern"] and p.research == 0


def test_no_equipment_no_expedition_roll_expedition():
    s = ready(2, seed=4)
    t = s.table
    empty_hands(s)
    p = t.players[0]
    t.active = 0
    p.place = "cairo_4"
    aspire(s, 0, "void_lantern", "cairo", "clear_path")
    inject(s, {"t": "menu", "p": 0, "step": "expedition"})
    assert p.artifacts == []  # nothing to decide: no roll without Equipment
    p.place = "lima_4"
    assert skips(t, 0, "expedition")  # the wrong Exotic City's Fields


def test_visited_tokens_placing_moving_and_the_catastrophe_refresh():
    """One token per place per player; from the supply or moved from another place, but
    never off the Catastrophe's City; the Catastrophe's arrival takes every token off."""
    s = ready(2, seed=4)
    t = s.table
    empty_hands(s)
    p = t.players[0]
    t.active = 0
    p.visited = ["oslo", "rome", "lima", "cairo", "london"]
    t.catastrophe = "london"
    p.place = "paris"
    inject(s, {"t": "menu", "p": 0, "step": "refresh"})
    assert [a.source for a in s.legal_actions(0) if isinstance(a, A.PlaceVisited)] == [
        "oslo", "rome", "lima", "cairo"]
    s.apply(0, A.PlaceVisited("rome"))
    assert sorted(p.visited) == ["cairo", "lima", "london", "oslo", "paris"]
    assert s.table.decision.get("step") != "refresh"  # nothing left to do: the step ended
    t.last_roll = {"seat": 0, "dice": [3, 3], "purpose": "the Catastrophe"}
    inject(s, {"t": "catastrophe_to"})
    assert t.catastrophe == "paris" and "paris" not in p.visited


def test_no_visited_token_in_the_unknown_the_unknown():
    s = ready(2, seed=4)
    t = s.table
    empty_hands(s)
    t.active = 0
    t.players[0].place = "unknown"
    inject(s, {"t": "menu", "p": 0, "step": "refresh"})
    assert t.players[0].visited == []


def test_the_token_stays_while_blank_and_a_fourth_card_with_two_players_the_unknown():
    s = ready(2, seed=4, options={"unknown_cards": 4})
    assert s.table.goal == 4
    s3 = ready(3, seed=4, options={"unknown_cards": 4})
    assert s3.table.goal == 3  # the option is for two players only
    t = s.table
    t.players[0].place = "unknown"
    t.update_token()
    start = t.start
    inject(s, {"t": "end_round"})
    assert t.start == start and not t.token_active


def test_winning_after_the_third_unknown_card_of_a_visit_the_unknown():
    s = ready(2, seed=4)
    t = s.table
    empty_hands(s)
    p = t.players[0]
    t.active = 0
    p.place, p.health = "unknown", 6
    mine = [give(s, 0, "the_burning_choir"), give(s, 0, "the_frozen_hour")]
    p.faced = [[mine[0], True], [mine[1], True]]
    p.collection = []
    p.personalities = ["saint", "talkative"]
    card = give(s, 0, "the_drowned_city")
    t.rng = Dice([6, 6, 6, 6, 6])
    inject(s, {"t": "face", "p": 0, "card": card, "stage": "reveal"})
    s.apply(0, A.ChooseAbility("action"))
    pass_windows(s)
    s.apply(0, A.StopRolling())  # five of a kind: a Great Success, 1 Health lost
    pass_windows(s)
    assert p.health == 5
    assert s.is_over() and s.outcome().winners == (0,)
    assert s.view(1)["outcome"]["winners"] == [0]


def test_any_time_cards_in_the_adventure_step_too_luck_cards_adventure():
    """A Good Luck card is played "at any time" its conditions allow ("If these conditions
    are respected, the player is free to play the card at any time"), and "any time in
    your turn" includes the Adventure step: Windfall is offered with the Adventures, and
    the Adventure can still be played after it (independent audit)."""
    s = ready(2, seed=4)
    t = s.table
    empty_hands(s)
    me = t.start
    t.players[me].place = "cairo_1"
    t.active = me
    windfall = give(s, me, "windfall")
    camp = give(s, me, "field_camp")
    inject(s, {"t": "adventure", "p": me, "stage": "good"})
    assert decision(s)["kind"] == "adventure"
    assert A.PlayCard(windfall) in s.legal_actions(me)
    before = t.players[me].equipment
    s.apply(me, A.PlayCard(windfall))
    pass_windows(s)
    assert t.players[me].equipment == before + 2
    assert decision(s)["kind"] == "adventure" and A.PlayCard(camp) in s.legal_actions(me)
    s.apply(me, A.PlayCard(camp))
    pass_windows(s)
    assert card_id(t.adventure) == "field_camp"


def test_the_catastrophe_binds_a_visited_token_only_if_a_card_was_drawn_refresh():
    """"You must place a Visited token on your current location if you have drawn an
    Unknown card in your Research step in the City with the Catastrophe token": with the
    Unknown deck and its discard pile empty nothing is drawn, so the Refresh step may end
    without a token (independent audit)."""
    s = ready(2, seed=4)
    t = s.table
    empty_hands(s)
    me = t.start
    p = t.players[me]
    t.active = me
    p.place = t.catastrophe
    t.decks["unknown"], p.collection = [], t.decks["unknown"] + p.collection
    inject(s, {"t": "research_reward", "p": me})
    assert p.caught == ""
    inject(s, {"t": "menu", "p": me, "step": "refresh"})
    assert A.EndStep() in s.legal_actions(me)
    t.decks["unknown"], p.collection = p.collection, []
    inject(s, {"t": "research_reward", "p": me})
    assert p.caught == t.catastrophe and len(p.collection) == 1
    inject(s, {"t": "menu", "p": me, "step": "refresh"})
    assert A.EndStep() not in s.legal_actions(me)
