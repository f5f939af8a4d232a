"""The Apocalypse's dice-poker panel after the sixth mouse playtest (session 9): each
ability's Difficulty sum before the choice, a finished check's tray agreeing with its log
line, the verdict's banner off the dice, and what "(F)" means."""

from __future__ import annotations

import pygame

from game.games.apocalypse.rules import events as E
from game.games.apocalypse.screen.hovers import LADDER_TIP
from game.games.apocalypse.screen.poker_parts import code_words, tile_tip
from game.games.apocalypse.screen.poker_words import final_picture, subtitle
from game.games.apocalypse.screen.words import hand_title
from tests.games.apocalypse.ui.test_s7_checks import drive

CHECK = {"seat": 1, "required": "mystic", "chosen": "", "difficulty": 5, "target": "straight",
         "rerolls": 0, "rerolls_left": 0, "dice": [], "card": "", "mods": [], "result": "",
         "parts": {"difficulty": [["printed", 4], ["field", 1]], "rerolls": []}}


def test_each_ability_tells_its_difficulty_sum_before_it_is_chosen():
    """Sixth playtest, item 3: the Difficulty's sum showed only after an ability was
    chosen. Each ability's tooltip gives it, with what choosing that ability changes."""
    tip = tile_tip("mystic", {"rerolls": 3, "difficulty": 6}, "mystic", CHECK)
    assert "Difficulty with Mystic: 4 (F) + Field 1 + cards for Mystic 1 = 6." in tip, tip
    tip = tile_tip("action", {"rerolls": 2, "difficulty": 5}, "mystic", CHECK)
    assert "Difficulty with Action Hero: 4 (F) + Field 1 = 5." in tip, tip
    alone = {**CHECK, "parts": {"difficulty": [["printed", 4]]}}
    assert "Difficulty with" not in tile_tip("action", {"difficulty": 4}, "mystic", alone)


def test_a_finished_check_shows_the_hand_its_log_line_names():
    """Sixth playtest, item 3: a bot's check was logged against one hand while the tray
    showed another. The tray's picture of a finished check is the view's from before its
    last events; what those events changed (the ability, a card on the Difficulty) is read
    from them, so the panel says the target the log says."""
    events = [E.AbilityChosen(1, "mystic", 3)]
    resolved = E.CheckResolved(1, (2, 2, 5, 5, 5), "full_house", "full_house", "success")
    done = final_picture(CHECK, events, resolved)
    assert done is not None
    assert done["target"] == "full_house" and done["difficulty"] == 4
    assert done["chosen"] == "mystic" and done["rerolls"] == 3
    pygame.init()
    assert hand_title(resolved.target) in subtitle(done, 608), subtitle(done, 608)
    assert "difficulty" not in done["parts"], "a sum that no longer adds up is left out"
    assert "(5 when the check began: cards changed it)" in subtitle(done, 608, 5)
    same = final_picture({**CHECK, "chosen": "mystic"}, [], E.CheckResolved(
        1, (1, 2, 3, 4, 5), "straight", "straight", "success"))
    assert same is not None and same["parts"] == CHECK["parts"], "nothing changed: all kept"
    assert final_picture({}, [], resolved) is None


def test_a_difficulty_changed_since_the_log_line_of_the_start_says_so():
    """Sixth playtest, item 3: the log's line of a check's start names its Difficulty
    then ("Difficulty 4"); cards may change it after (Too Early to Celebrate +2: seed 1,
    three seats, normal bots). The tray's line gives the sum, or, without one, the start."""
    pygame.init()
    check = {**CHECK, "chosen": "mystic", "difficulty": 6, "target": "four_of_a_kind",
             "rerolls": 3, "parts": {}}
    assert "(4 when the check began: cards changed it)" in subtitle(check, 608, 4)
    assert "began" not in subtitle(check, 608, 6) and "began" not in subtitle(check, 608)
    summed = {**check, "parts": {"difficulty": [["printed", 4], ["field", 2]]}}
    assert "4 (F) + Field 2 = 6" in subtitle(summed, 608, 4)
    assert "began" not in subtitle(summed, 608, 4), "the sum says it already"


def test_the_letters_after_a_hand_are_explained_where_they_show():
    """Sixth playtest, item 4: "Full House (F)" was not explained. The ability's tooltip,
    the check's title tooltip and the ladder's say what the letter is."""
    assert code_words(4) == "(F) on a card means Full House (Difficulty 4)"
    assert code_words(5) == "", "a Straight has no letter"
    assert "(F) on a card means Full House" in tile_tip("mystic", {"difficulty": 4},
                                                            "mystic", CHECK)
    assert "F Full House" in LADDER_TIP


def test_the_verdict_banner_lies_off_the_dice(apo):
    """Sixth playtest, item 4: the result's banner lay across the dice. It lies over the
    panel's title lines, above the felt, and goes after a moment as before."""
    scene = drive(apo, 3, lambda s: s.poker.visible(s.view)
                  and (s.poker.finished or {}).get("result") and not s.poker.tray.is_rolling)
    poker = scene.poker
    poker.banner_age = 0.0
    surface = pygame.Surface((1280, 720))
    poker.draw(surface, scene.view, scene.legal, (-1, -1))
    felt = surface.subsurface(poker.tray_rect).copy()
    poker.banner_age = 99.0  # the banner gone: the felt is the same
    surface.fill((0, 0, 0))
    poker.draw(surface, scene.view, scene.legal, (-1, -1))
    after = surface.subsurface(poker.tray_rect)
    same = all(felt.get_at((x, y)) == after.get_at((x, y))
               for x in range(0, felt.get_width(), 7) for y in range(0, felt.get_height(), 7))
    assert same, "the banner draws nothing on the felt"
