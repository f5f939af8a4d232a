"""The book's "Example of Play", scene by scene, with the cards it quotes."""

from __future__ import annotations

from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.catalog import card_id
from tests.games.apocalypse.helpers import (
    Dice,
    aspire,
    copy_of,
    decision,
    empty_hands,
    give,
    inject,
    learn,
    pass_windows,
    ready,
    top,
)


def kinds(events):
    return [e.kind for e in events]


def test_john_hides_the_cult_leader_example_of_play_adventure():
    """Example of Play, 4. Adventure: John (Cold Blooded Bastard, Scholar 4) plays Hiding from
    the Inquisition in London; his Bastard ability rolls a 2, Persistence rerolls it to 5
    (Difficulty -1); Local Allies takes another 1 off; Sam's Too Early to Celebrate adds 2:
    Three of a Kind again. 6 Rerolls (Scholar 4, +2 for Cold Blooded); 1 2 3 3 6 rerolled
    six times ends as three 3s: a Simple Success, 2 Good Luck cards, then 1 XP. (The book's
    last roll reads "2 3 3 3 6" where its dice give 2 3 3 3 5; either is Three of a Kind.)"""
    s = ready(2, seed=2, characters=("john_dante", "sam_the_seer"),
              personalities=(("cold_blooded", "bastard"), ("talkative", "saint")))
    t = s.table
    empty_hands(s)
    john, sam = 0, 1
    t.active = john
    t.players[john].place = "london"
    allies = give(s, john, "local_allies")
    t.players[john].marks[allies] = "london"
    learn(s, john, "persistence")
    give(s, sam, "too_early_to_celebrate")
    card = copy_of(t, "hiding_from_the_inquisition")
    t.in_play.append(card)
    t.rng = Dice([2, 5, 1, 2, 3, 3, 6, 4, 3, 6, 5, 4, 2])
    xp = t.players[john].xp
    inject(s, {"t": "adventure_face", "p": john, "card": card, "player": john})
    s.apply(john, A.ChooseAbility("scholar"))
    assert sorted(s.to_move()) == [john, sam]
    assert A.UseCard("john_dante") in s.legal_actions(john)
    s.apply(john, A.UseCard("john_dante"))
    assert t.last_roll["dice"] == [2]
    assert s.legal_actions(john) == [A.Pass(), A.UseCard(t.players[john].skills[0])]
    s.apply(john, A.UseCard(t.players[john].skills[0]))  # Persistence: the 2 becomes a 5
    assert t.last_roll["dice"] == [5]
    s.apply(sam, A.PlayCard(t.players[sam].hand["bad_luck"][0]))
    s.apply(john, A.Pass())  # he rolls the dice
    check = s.view(john)["check"]
    assert (check["difficulty"], check["rerolls"]) == (3, 6)  # 3 - 1 - 1 + 2; 4 + 2
    assert check["dice"] == [1, 2, 3, 3, 6]
    events = []
    for die in (0, 1, 0, 0, 4, 4):
        events = s.apply(john, A.Reroll(die))
    events += pass_windows(s)
    result = next(e for e in events if e.kind == "check_resolved")
    assert (result.hand, result.result) == ("three_of_a_kind", "success")
    assert len(t.players[john].hand["good_luck"]) == 2
    assert t.players[john].xp == xp + 1


def test_brandon_competitors_expedition_and_archeology_example_of_play():
    """Example of Play, Brandon on Bangkok +1: The Competitors (Scholar (3K), Full House on
    +1), 1 1 3 3 5 rerolled to 2 3 3 3 4, Gaining the Edge turns the 2 to a 3 (Four of a
    Kind: Great Success) and moves the Catastrophe (a 5: London, Sam's Visited token goes);
    2 Research and 2 Skill tokens (a 3-token Skill is started). Expedition: 6 + 5 Research +
    1 = 12; Blood Sacrifice costs 2 Health; the Strange Gemstone Animal's 2 XP make 6: level
    4 with 1 XP kept, Action Hero 5 -> 6; Archeology reveals a Charm/Alteration and a High
    Tech/Social Rare Item before the Focusing Pendant (+1 Mystic, 1 XP)."""
    s = ready(2, seed=2, characters=("sam_the_seer", "brandon_the_broken"))
    t = s.table
    empty_hands(s)
    sam, brandon = 0, 1
    b = t.players[brandon]
    t.active = brandon
    b.place, b.level, b.xp, b.health, b.research, b.equipment = "bangkok_1", 3, 3, 5, 3, 1
    t.players[sam].visited = ["london"]
    learn(s, brandon, "archeology")
    edge = give(s, brandon, "gaining_the_edge")
    skill = give(s, brandon, "linguistics")
    aspire(s, brandon, "strange_gemstone_animal", "bangkok", "blood_sacrifice", face_up=True)
    for cid in ("focusing_pendant", "list_of_names", "dream_catcher"):
        top(s, cid)
    card = copy_of(t, "the_competitors")
    t.in_play.append(card)
    t.rng = Dice([1, 1, 3, 3, 5, 4, 6, 3, 4, 2, 2, 3, 2, 4])
    inject(s, {"t": "adventure_face", "p": brandon, "card": card, "player": brandon})
    s.apply(brandon, A.ChooseAbility("scholar"))
    pass_windows(s)
    assert s.view(sam)["check"]["difficulty"] == 4
    for die in (4, 4, 4, 0, 1):
        s.apply(brandon, A.Reroll(die))
    assert sorted(s.view(sam)["check"]["dice"]) == [2, 3, 3, 3, 4]
    assert s.legal_actions(brandon) == [A.Pass(), A.PlayCard(edge)]
    s.apply(brandon, A.PlayCard(edge))
    pass_windows(s)
    s.apply(brandon, A.TurnDie(s.view(brandon)["check"]["dice"].index(2)))
    assert t.catastrophe == "london" and "london" not in t.players[sam].visited
    pass_windows(s)
    assert t.last_check["result"] == "great" and t.last_check["hand"] == "four_of_a_kind"
    assert b.research == 5
    s.apply(brandon, A.PlaceSkillToken(skill))  # the second token follows on its own
    assert b.learning == {skill: 2} and b.xp == 4
    # 5. Expedition: a 6 on the dice finds the Artifact.
    t.last_roll = {"seat": brandon, "dice": [2, 4], "purpose": "expedition"}
    inject(s, {"t": "expedition_result", "p": brandon})
    assert decision(s)["kind"] == "raise_ability" and b.level == 4
    assert b.health == 3 and [card_id(a) for a in b.artifacts] == ["strange_gemstone_animal"]
    s.apply(brandon, A.RaiseAbility("action"))
    s.apply(brandon, A.ChangePersonality("", ""))
    assert b.abilities["action"] == 6 and b.research == 0 and b.aspired is None
    assert [card_id(c) for c in b.items] == ["focusing_pendant"]
    assert b.xp == 2  # 6 - 5, then 1 for the Pendant
    assert [card_id(c) for c in t.discards["rare_item"][-2:]] == ["dream_catcher",
                                                                  "list_of_names"]
    assert s.view(sam)["players"][brandon]["abilities"]["mystic"] == 3


def test_overconfident_answered_by_revenge_example_of_play_travel():
    """Example of Play, 1. Travel: Brandon plays Overconfident on John (3 Rare Items) at the
    end of his Travel; John answers with Revenge (Visited tokens in Geneva and Bogota):
    cancelled, 3 Bad Luck cards drawn, and as a Bastard he may keep Overconfident."""
    s = ready(2, seed=6, characters=("john_dante", "brandon_the_broken"),
              personalities=(("cold_blooded", "bastard"), ("passionate", "perfectionist")))
    t = s.table
    empty_hands(s)
    john, brandon = 0, 1
    t.active = john
    t.players[john].place = "london"
    t.players[john].visited = ["geneva", "bogota"]
    for cid in ("focusing_pendant", "satellite_phone", "medical_kit"):
        give(s, john, cid)
    revenge = give(s, john, "revenge")
    overconfident = give(s, brandon, "overconfident")
    inject(s, {"t": "window", "hook": "travel_end", "target": john, "ctx": {}})
    assert s.to_move() == [brandon]
    s.apply(brandon, A.PlayCard(overconfident))
    assert s.to_move() == [john] and decision(s)["hook"] == "bad_luck_played"
    s.apply(john, A.PlayCard(revenge))
    assert t.players[john].locked_round != t.round
    assert overconfident in t.players[john].hand["bad_luck"]
    assert len(t.players[john].hand["bad_luck"]) == 4
    assert revenge in t.discards["plan"]


def test_first_aid_and_the_seven_sided_coin_example_of_play_travel():
    """Example of Play: Sam plays First Aid in Oslo (a Western City): full Health. Its
    Catastrophe mark moves the Catastrophe; she uses the Seven-Sided Coin, calls Heads and
    rolls 1 and 2: New York, no Good Luck cards; Brandon's Visited token there is removed."""
    s = ready(2, seed=8, characters=("sam_the_seer", "brandon_the_broken"))
    t = s.table
    empty_hands(s)
    sam, brandon = 0, 1
    t.active = sam
    t.players[sam].place = "oslo"
    t.players[sam].health = 2
    t.players[brandon].visited = ["new_york"]
    aid = give(s, sam, "first_aid")
    coin = give(s, sam, "seven_sided_coin")
    t.rng = Dice([1, 2])
    inject(s, {"t": "menu", "p": sam, "step": "travel"})
    s.apply(sam, A.PlayCard(aid))
    assert t.players[sam].health == 6
    assert s.legal_actions(sam) == [A.Pass(), A.UseCard(coin)]
    s.apply(sam, A.UseCard(coin))
    s.apply(sam, A.Choose("Heads"))  # the coin is used: no one else to ask, the dice roll
    assert t.catastrophe == "new_york" and t.players[brandon].visited == []
    assert t.players[sam].hand["good_luck"] == []


def test_sam_reads_the_unknown_deck_before_drawing_it_example_of_play_research():
    """Example of Play, 2. Research: Sam at the Catastrophe's City uses her ability on the
    Unknown deck, puts the card back, then draws it as her reward; she must place a Visited
    token there in her Refresh step unless the Catastrophe has moved."""
    s = ready(2, seed=8, characters=("sam_the_seer", "alex"))
    t = s.table
    empty_hands(s)
    sam = 0
    t.active = sam
    t.catastrophe = "new_york"
    t.players[sam].place = "new_york"
    pit = top(s, "the_tar_pit")
    inject(s, {"t": "menu", "p": sam, "step": "research"}, {"t": "research_reward", "p": sam})
    s.apply(sam, A.UseCard("sam_the_seer"))
    s.apply(sam, A.Choose("unknown"))
    assert s.view(sam)["you"]["decision"]["card"] == pit
    assert s.view(1)["you"]["decision"] is None
    s.apply(sam, A.PeekAnswer(False))  # nothing more to do in the step: the reward follows
    assert t.players[sam].collection[-1] == pit
    assert t.players[sam].caught == "new_york"
    inject(s, {"t": "menu", "p": sam, "step": "refresh"})
    assert A.EndStep() not in s.legal_actions(sam)  # the Visited token is a must


def test_friends_in_high_places_refused_example_of_play_refresh():
    """Example of Play, 6. Refresh: Sam plays Friends in High Places; a Charm/Treasure card
    is revealed and discarded, then the High Tech/Social List of Names; she refuses it for
    2 Equipment and 2 Good Luck cards, and gets no XP."""
    s = ready(2, seed=8, characters=("sam_the_seer", "alex"))
    t = s.table
    empty_hands(s)
    sam = 0
    t.active = sam
    t.players[sam].place = "new_york"
    t.players[sam].visited = ["los_angeles", "rome", "new_york"]
    plan = give(s, sam, "friends_in_high_places")
    top(s, "list_of_names")
    top(s, "rabbits_foot")
    xp = t.players[sam].xp
    inject(s, {"t": "menu", "p": sam, "step": "refresh"})
    s.apply(sam, A.PlayCard(plan))
    assert card_id(t.discards["rare_item"][-1]) == "rabbits_foot"
    s.apply(sam, A.Choose("take the other reward"))
    assert t.players[sam].equipment == 2 and len(t.players[sam].hand["good_luck"]) == 2
    assert t.players[sam].xp == xp and t.players[sam].items == []


def test_entropy_of_luck_and_the_watching_gemstone_example_of_play_refresh():
    """Example of Play: John plays Entropy of Luck at the end of Brandon's turn (3 Artifacts
    against 2): Brandon lays 2 random Good Luck cards out, John keeps one, the other is
    discarded; Brandon's Strange Gemstone Animal lets John draw a Bad Luck card."""
    s = ready(2, seed=9, characters=("john_dante", "brandon_the_broken"))
    t = s.table
    empty_hands(s)
    john, brandon = 0, 1
    t.active = brandon
    for cid in ("mirror_of_thoth", "salt_of_the_earth"):
        give(s, john, cid)
    for cid in ("strange_gemstone_animal", "void_lantern", "book_of_ashes"):
        give(s, brandon, cid)
    for cid in ("windfall", "rest", "omen"):
        give(s, brandon, cid)
    entropy = give(s, john, "entropy_of_luck")
    inject(s, {"t": "window", "hook": "turn_end", "target": brandon, "ctx": {}})
    s.apply(john, A.PlayCard(entropy))
    assert len(t.players[john].hand["bad_luck"]) == 1  # the Gemstone's gift
    pass_windows(s)
    laid = decision(s)["cards"]
    assert len(laid) == 2 and s.to_move() == [john]
    s.apply(john, A.Keep(laid[0]))
    assert laid[0] in t.players[john].hand["good_luck"] and laid[1] in t.discards["good_luck"]
    assert len(t.players[brandon].hand["good_luck"]) == 1


def test_the_tar_pit_and_the_gemstone_example_of_play_the_unknown():
    """Example of Play, The Unknown: Brandon faces The Tar Pit from his collection (lose 8,
    less the Good Luck cards discarded), discards 2 and uses the Gemstone Animal (+6): no
    Health lost; it is his first card of the visit."""
    s = ready(2, seed=9, characters=("john_dante", "brandon_the_broken"))
    t = s.table
    empty_hands(s)
    brandon = 1
    t.active = brandon
    t.players[brandon].place = "unknown"
    t.update_token()
    gem = give(s, brandon, "strange_gemstone_animal")
    pit = give(s, brandon, "the_tar_pit")
    cards = [give(s, brandon, cid) for cid in ("windfall", "rest", "omen")]
    health = t.players[brandon].health
    inject(s, {"t": "face", "p": brandon, "card": pit, "stage": "reveal"})
    assert decision(s)["kind"] == "reduce"
    s.apply(brandon, A.UseCard(gem))
    s.apply(brandon, A.DiscardCards(tuple(sorted(cards[:2]))))
    assert t.players[brandon].health == health
    assert t.players[brandon].faced == [[pit, True]] and len(t.players[brandon].hand[
        "good_luck"]) == 1
    assert not t.token_active
