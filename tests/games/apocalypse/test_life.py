"""Leveling, Death, the hand limit, Skills, Aspired Artifacts, the Catastrophe and the
order of contradicting effects (book: "Leveling", "Death", "Cards", "Skill Cards", "The
Hunt for the Artifacts", "The Catastrophe", "Clarifications")."""

from __future__ import annotations

from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.catalog import card_id
from game.games.apocalypse.rules.moves import destinations
from game.games.apocalypse.rules.vocabulary import ABILITIES
from tests.games.apocalypse.helpers import (
    Dice,
    aspire,
    copy_of,
    decision,
    empty_hands,
    give,
    inject,
    learn,
    ops,
    pass_windows,
    ready,
    top,
)


def fresh(n: int = 2, seed: int = 4, **kw):
    s = ready(n, seed=seed, **kw)
    empty_hands(s)
    s.table.active = 0
    return s, s.table


def test_five_xp_make_a_level_and_the_surplus_is_kept_leveling():
    """Leveling: +1 level, +1 to a chosen ability, 1 Good and 1 Bad Luck card, maybe a new
    Personality, and 5 XP discarded: 4 + 3 = 7 XP leave 2."""
    s, t = fresh()
    p = t.players[0]
    p.xp = 4
    inject(s, {"t": "gain", "p": 0, "what": "xp", "n": 3})
    assert decision(s)["kind"] == "raise_ability" and p.level == 2
    assert s.legal_actions(0) == [A.RaiseAbility(a) for a in ABILITIES]
    before = p.abilities["scholar"]
    s.apply(0, A.RaiseAbility("scholar"))
    assert p.abilities["scholar"] == before + 1
    assert len(p.hand["good_luck"]) == 1 and len(p.hand["bad_luck"]) == 1
    assert decision(s)["kind"] == "personality"
    legal = s.legal_actions(0)
    assert A.ChangePersonality("", "") in legal and len(legal) == 11
    s.apply(0, A.ChangePersonality("passionate", "cold_blooded"))
    assert p.personalities == ["cold_blooded", "talkative"] and p.xp == 2


def test_ten_xp_at_once_make_two_levels_leveling():
    s, t = fresh()
    p = t.players[0]
    inject(s, {"t": "gain", "p": 0, "what": "xp", "n": 10})
    for _ in range(2):
        s.apply(0, A.RaiseAbility("action"))
        s.apply(0, A.ChangePersonality("", ""))
    assert (p.level, p.xp) == (3, 0)


def test_dying_in_full_death():
    """Death: off the board, the rest of this turn and the next skipped; -2 XP (no level
    lost), Skill tokens lost (the card back to the hand), the highest ability -1, Health 2;
    the Visited tokens stay; back anywhere the turn after."""
    s, t = fresh(characters=("dimitriy_martynov", "alex"))
    p = t.players[0]
    p.place, p.level, p.xp, p.health = "cairo_1", 2, 1, 1
    p.visited = ["rome"]
    skill = give(s, 0, "occultism")
    p.hand["skill"].remove(skill)
    p.learning = {skill: 2}
    action = p.abilities["action"]
    inject(s, ops(["blood_sacrifice", "effects"], 0), {"t": "settle", "p": 0})
    assert p.place is None and p.health == 2 and p.xp == 0 and p.level == 2
    assert p.learning == {} and p.hand["skill"] == [skill]
    assert p.abilities["action"] == action - 1  # Dimitriy's highest: Action Hero 6
    assert p.visited == ["rome"] and p.back_round == t.round + 2
    assert t.dead(0)
    t.round += 1
    assert t.dead(0)
    t.round += 1
    assert not t.dead(0) and "unknown" in destinations(t, 0) and len(destinations(t, 0)) == 57


def test_a_tie_for_the_highest_ability_is_the_players_choice_death():
    s, t = fresh(characters=("brandon_the_broken", "alex"))  # Action Hero 5 = Scholar 5
    t.players[0].health = 1
    inject(s, ops(["blood_sacrifice", "effects"], 0), {"t": "settle", "p": 0})
    assert s.legal_actions(0) == [A.LowerAbility("action"), A.LowerAbility("scholar")]


def test_dying_in_the_unknown_ends_the_visit_death_the_unknown():
    """"dying resets your Visit": cards from the collection go back, drawn ones are
    discarded, and the token shows its active side again."""
    s, t = fresh()
    p = t.players[0]
    p.place, p.health = "unknown", 1
    t.update_token()
    mine = give(s, 0, "the_frozen_hour")
    p.collection.remove(mine)
    drawn = copy_of(t, "the_burning_choir")
    p.faced = [[mine, True], [drawn, False]]
    inject(s, ops(["blood_sacrifice", "effects"], 0), {"t": "settle", "p": 0})
    assert p.collection == [mine] and drawn in t.discards["unknown"] and p.faced == []
    assert t.token_active


def test_level_first_then_death_leveling_clarifications():
    """"If a character would simultaneously die and gain a level ..., first apply the
    effects of leveling": an Adventure that kills gives its XP, the level comes, then death."""
    s, t = fresh()
    p = t.players[0]
    p.place, p.health, p.xp = "lhasa_1", 1, 4
    card = copy_of(t, "altitude_sickness")  # lose 1 Health; 1 XP
    t.in_play.append(card)
    inject(s, {"t": "adventure_face", "p": 0, "card": card, "player": 0})
    assert p.dying and p.place == "lhasa_1"  # not dead yet: leveling comes first
    s.apply(0, A.RaiseAbility("mystic"))
    s.apply(0, A.ChangePersonality("", ""))
    assert p.level == 2 and p.place is None and p.health == 2


def test_the_last_breath_finds_the_artifact_first_expedition():
    """Sarah's example: the Obstacle takes the last Health, the Artifact is still found
    (Found part, XP, the level), and only then does the character die."""
    s, t = fresh()
    p = t.players[0]
    p.place, p.health, p.xp, p.research = "cairo_1", 2, 3, 4
    aspire(s, 0, "mirror_of_thoth", "cairo", "blood_sacrifice", face_up=True)
    inject(s, {"t": "find", "p": 0, "stage": "obstacle"}, {"t": "settle", "p": 0})
    assert p.dying and [card_id(a) for a in p.artifacts] == ["mirror_of_thoth"]
    s.apply(0, A.RaiseAbility("action"))
    s.apply(0, A.ChangePersonality("", ""))
    assert p.place is None and p.research == 0 and p.level == 2


def test_an_unmet_obstacle_means_not_found_expedition():
    s, t = fresh()
    p = t.players[0]
    p.place, p.equipment = "cairo_1", 1
    aspire(s, 0, "mirror_of_thoth", "cairo", "sealed_vault", face_up=False)
    inject(s, {"t": "find", "p": 0, "stage": "obstacle"})
    assert p.artifacts == [] and p.aspired["face_up"] and p.equipment == 1


def test_the_seventh_card_of_a_kind_discards_one_of_seven_cards():
    """"A player can hold no more than 6 cards of each type"."""
    s, t = fresh()
    p = t.players[0]
    for _ in range(6):
        give(s, 0, "windfall" if not p.hand["good_luck"] else card_id(t.decks["good_luck"][-1]))
    give(s, 0, "revenge")
    inject(s, {"t": "draw", "p": 0, "deck": "good_luck", "n": 1})
    assert decision(s)["kind"] == "hand_limit" and len(p.hand["good_luck"]) == 7
    assert len(s.legal_actions(0)) == 7
    s.apply(0, s.legal_actions(0)[0])
    assert len(p.hand["good_luck"]) == 6 and len(p.hand["plan"]) == 1


def test_a_skill_already_known_is_shown_and_drawn_again_skill_cards():
    s, t = fresh()
    learn(s, 0, "persistence")
    second = top(s, "persistence")
    inject(s, {"t": "draw", "p": 0, "deck": "skill", "n": 1})
    p = t.players[0]
    assert second in t.discards["skill"] and len(p.hand["skill"]) == 1
    assert card_id(p.hand["skill"][0]) != "persistence"


def test_skill_tokens_start_and_finish_a_skill_with_its_xp_skill_cards():
    s, t = fresh()
    p = t.players[0]
    survival = give(s, 0, "survival")  # 2 tokens, 1 XP
    inject(s, {"t": "gain", "p": 0, "what": "skill", "n": 2})
    s.apply(0, A.PlaceSkillToken(survival))
    assert p.skills == [survival] and p.learning == {} and p.xp == 1
    assert s.view(1)["players"][0]["max_health"] == 7


def test_two_research_for_another_aspired_artifact_the_hunt():
    s, t = fresh()
    p = t.players[0]
    p.research = 3
    aspire(s, 0, "mirror_of_thoth", "cairo", "toll")
    inject(s, {"t": "menu", "p": 0, "step": "research"})
    s.apply(0, A.SwapAspired())
    assert p.research == 1 and decision(s)["kind"] == "keep"
    assert card_id(t.discards["artifact"][-1]) == "mirror_of_thoth"
    assert card_id(t.discards["obstacle"][-1]) == "toll" and "cairo" in t.markers


def test_a_catastrophe_mark_moves_the_catastrophe_to_a_rolled_western_city():
    s, t = fresh()
    t.rng = Dice([6, 6])
    card = give(s, 0, "favour_returned")
    inject(s, {"t": "play", "seat": 0, "card": card, "target": 0, "stage": "start",
               "reacting_to": "", "adventure": False})
    pass_windows(s)
    assert t.catastrophe == "oslo"  # 12


def test_other_effects_may_move_it_to_an_exotic_city_the_catastrophe():
    s, t = fresh()
    card = give(s, 0, "omen")
    inject(s, {"t": "play", "seat": 0, "card": card, "target": 0, "stage": "start",
               "reacting_to": "", "adventure": False})
    pass_windows(s)
    s.apply(0, A.PickCity("lhasa"))
    assert t.catastrophe == "lhasa"


def test_the_later_of_two_contradicting_effects_wins_clarifications():
    """"a card effect instructs John that he must travel to Bangkok in his next turn ...
    another card effect declares that noone can enter Bangkok for two turns": the later one
    wins, both ways round."""
    s, t = fresh()
    t.players[1].place = "bangkok"
    inject(s, ops(["wild_goose_chase", "effects"], 0, player=1))
    target = t.players[0].obligation[0]
    t.players[1].place = target
    inject(s, ops(["martial_law", "effects"], 1, player=0))
    assert target not in destinations(t, 0)  # freed, and kept out
    assert len(destinations(t, 0)) == 56
    s2, t2 = fresh()
    t2.players[1].place = "rome"
    inject(s2, ops(["martial_law", "effects"], 1, player=0))
    t2.rng = Dice([4, 4])  # 8: Rome
    inject(s2, ops(["wild_goose_chase", "effects"], 0, player=1))
    assert destinations(t2, 0) == ["rome"]  # must go in, closed or not


def test_sarahs_example_finding_with_the_last_breath_then_level_then_death_clarifications():
    """Clarifications, Sarah's example: a Great Success on an Adventure finds her Aspired
    Artifact at once; the Obstacle takes her last Health, yet the Artifact is found, she
    gains the XP of the Artifact and of the Adventure, levels, and only then dies."""
    s, t = fresh()
    p = t.players[0]
    p.place, p.health, p.xp, p.research = "cairo_1", 2, 2, 3
    aspire(s, 0, "mirror_of_thoth", "cairo", "blood_sacrifice")
    card = copy_of(t, "ancient_ruins")  # Scholar (F) +1; Great: find the Aspired Artifact
    t.in_play.append(card)
    t.rng = Dice([4, 4, 4, 4, 4])
    inject(s, {"t": "adventure_face", "p": 0, "card": card, "player": 0})
    s.apply(0, A.ChooseAbility("scholar"))
    pass_windows(s)
    s.apply(0, A.StopRolling())
    pass_windows(s)
    assert [card_id(a) for a in p.artifacts] == ["mirror_of_thoth"] and p.dying
    assert p.place == "cairo_1"  # her Last Breath: not dead before the XP
    s.apply(0, A.RaiseAbility("scholar"))  # 2 + 2 (Artifact) + 2 (Adventure) = 6: level 2
    s.apply(0, A.ChangePersonality("", ""))
    assert p.level == 2 and p.place is None and p.health == 2
    assert p.xp == 0  # 6 - 5 = 1, then -2 for dying (not below 0)
