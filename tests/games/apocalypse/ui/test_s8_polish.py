"""The Apocalypse after the fifth mouse playtest, the polish it left: tooltips that keep
off the check's title and the controls' heading, dice a card changed marked, no extra
click after a result no card can better, a rulebook that says it is opening."""

from __future__ import annotations

import pygame

from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules import card_events as C
from game.games.apocalypse.rules.catalog import card_id
from game.games.apocalypse.screen import rule_pictures
from game.games.apocalypse.screen.areas import xp_words
from game.games.apocalypse.screen.dice_poker import result_settled
from game.games.apocalypse.screen.on_show import NOTICE_SECONDS
from game.games.apocalypse.screen.scene import CARD_FIRST, ApocalypseScene
from game.ui.palette import STANDARD
from game.ui.scenes.choose import ChooseGame
from game.ui.scenes.rules import RulesScene
from game.ui.widgets import draw_tooltip
from tests.games.apocalypse.helpers import give
from tests.games.apocalypse.ui.test_playtest import kind, play_until
from tests.games.apocalypse.ui.test_playtest3 import SIZES, shots
from tests.ui.harness import TableHarness


def drawn_box(scene, tip: str, at: tuple[int, int]) -> pygame.Rect:
    """Where ``tip`` is drawn for the mouse at ``at`` (on the 1280x720 canvas)."""
    surface = pygame.Surface((1280, 720))
    surface.fill((0, 0, 0))
    draw_tooltip(surface, tip, at, scene.palette)
    surface.set_colorkey((0, 0, 0))
    return surface.get_bounding_rect()


def test_a_dies_tooltip_hides_neither_the_title_the_dice_nor_the_hand(apo):
    """Playtest 5: a die's tooltip covered the check's title line. It stands beside the
    dice-poker panel, off its title, the dice, the ladder of hands, the hand of cards,
    the play areas and every button, at both window sizes."""
    scene = play_until(apo, 3, lambda s: kind(s) == "reroll:")
    poker = scene.poker
    title = pygame.Rect(poker.rect.x, poker.rect.y, poker.rect.width,
                        poker.tray_rect.top - poker.rect.y)
    keep = [title, poker.tray_rect, poker.ladder_rect, scene.hand_box, scene.areas_rect(),
            *(b.rect for b in scene.all_buttons())]
    for size in SIZES:  # the canvas is scaled to the window: the same layout at both
        apo.app.resize(size)
        apo.step(2)
        for die in range(5):
            at = scene.die_centre(die)
            tip = scene.tooltip_at(at)
            assert tip and tip.startswith("This die shows"), tip
            box = drawn_box(scene, tip, at)
            assert box.collidelist(keep) < 0, (size, die, box)
    apo.move(scene.die_centre(2))
    apo.step(40)
    shots(apo, "die_tip", "apocalypse_s8")


def test_studys_tooltip_stands_off_the_panels_heading(apo):
    """Playtest 5: the tip of "Study: gain 1 Skill token" covered the heading above it
    ("Your Free Time step" and its note); it covers neither that nor another button."""
    scene = play_until(apo, 3, lambda s: any(b.label.startswith("Study")
                                             for b in s.buttons()))
    study = next(b for b in scene.buttons() if b.label.startswith("Study"))
    top = min(b.rect.top for b in scene.buttons())
    heading = pygame.Rect(scene.controls_rect.x, scene.controls_panel.top,
                          scene.controls_rect.width, top - scene.controls_panel.top)
    tip = scene.tooltip_at(study.rect.center)
    box = drawn_box(scene, tip, study.rect.center)
    others = [b.rect for b in scene.buttons() if b is not study]
    assert not box.colliderect(heading), box
    assert box.collidelist(others) < 0, box
    assert not box.colliderect(study.rect), box
    apo.move(study.rect.center)
    apo.step(40)
    shots(apo, "study_tip", "apocalypse_s8")


def test_the_rulebook_says_it_is_opening_before_the_slow_work(tmp_path, monkeypatch):
    """Playtest 5: Rules -> Read took 3-5 s with no sign of work. The click's own frame
    shows "Opening the rulebook…" over the list; the page is laid out in the next."""
    monkeypatch.setenv("HEXFOLD_CONFIG_DIR", str(tmp_path / "config"))
    h = TableHarness()
    try:
        h.click_button("Rules")
        choose = h.top
        assert isinstance(choose, ChooseGame)
        rect = next(r for r, info in choose.cards if info.id == "apocalypse")
        at = (rect.right - 85, rect.centery)
        h.move(at)
        h.send(h._mouse(pygame.MOUSEBUTTONDOWN, at, button=1))
        h.send(h._mouse(pygame.MOUSEBUTTONUP, at, button=1))
        while h.top is choose and not choose.plate_shown:
            h.step()
        assert h.top is choose and choose.opening is not None, "the plate, not yet the book"
        assert choose.wake_in() == 0.0, "the app keeps drawing: the book comes by itself"
        h.screenshot("apocalypse_s8_rulebook_opening")
        h.step()
        assert isinstance(h.top, RulesScene) and h.top.info.id == "apocalypse"
        assert choose.opening is None
    finally:
        h.close()


def test_the_rulebooks_pictures_draw_the_map_once_a_size():
    """Playtest 5 (Rules -> Read, 3-5 s): the map's sheet is drawn once for each size the
    pictures use, not once a picture."""
    rule_pictures._painter.cache_clear()
    pygame.init()
    for name in ("world", "western_city", "unknown", "plan_flag", "closed_city",
                 "exotic_city", "catastrophe", "visited"):
        rule_pictures.draw(name, (400, 200), STANDARD)
    assert rule_pictures._painter.cache_info().misses == 2  # the table's size, twice it


def own_check_after_rerolls(view: dict, dice: list[int], difficulty: int = 3,
                            chosen: str = "mystic") -> dict:
    check = {"seat": 0, "dice": dice, "difficulty": difficulty, "required": "mystic",
             "chosen": chosen}
    return {**view, "seat": 0, "check": check,
            "you": {"decision": {"kind": "window", "hook": "check_after_rerolls"}}}


def test_no_take_the_result_click_when_no_card_can_better_it():
    """Playtest 5: holding Gaining the Edge after a Great Success still asked for "Take
    the result". The screen passes for the player (with auto-pass on, after the same
    pause as any other) when no card offered can make the result better; a card that
    could, or one that does more than turn a die, is asked about."""
    edge = [A.PlayCard("gaining_the_edge#1"), A.Pass()]
    great = own_check_after_rerolls({}, [4, 4, 4, 4, 1])  # Four of a Kind over 3K
    assert result_settled(great, edge)
    assert result_settled(great, [A.UseCard("loaded_dice"), *edge])
    capped = own_check_after_rerolls({}, [4, 4, 4, 2, 1], chosen="scholar")  # success at most
    assert result_settled(capped, edge)
    better = own_check_after_rerolls({}, [4, 4, 3, 2, 1])  # 3 -> 4: Three of a Kind
    assert not result_settled(better, edge)
    hopeless = own_check_after_rerolls({}, [1, 2, 4, 5, 6], difficulty=6)  # never 4K
    assert result_settled(hopeless, edge)
    assert not result_settled(great, [A.UseCard("sam_the_seer"), A.Pass()])
    theirs = {**great, "check": {**great["check"], "seat": 1}}
    assert not result_settled(theirs, edge), "only the viewer's own check"


def crooked_dice_on_your_check(apo) -> ApocalypseScene:
    """Seed 3: Player 1's own check (Temple Ceremony, in their turn) after the rerolls;
    Player 2 is given Crooked Dice, and plays it (the normal bot) on one of the dice."""
    scene = play_until(apo, 3, lambda s: kind(s) == "reroll:" and s.view.get("active") == 0
                       and not apo.table.match.state.table.bad_luck_played)
    give(apo.table.match.state, 1, "crooked_dice")
    apo.table._refresh()
    apo.table.submit(A.StopRolling())
    for _ in range(600):  # Player 1 passes (auto-pass is off here), Player 2 plays it
        apo.step()
        if scene.poker.changed:
            break
        if scene.legal == [A.Pass()] and not scene.poker.tray.is_rolling:
            apo.table.submit(A.Pass())
    return scene


def test_a_die_another_player_turned_is_ringed_and_says_who_and_with_what(apo):
    """Playtest 5: a die changed by another player's card was not marked. Player 2's
    Crooked Dice turns one of Player 1's dice: it keeps a bright ring and the tag "by
    Player 2" until the next throw, and its tooltip says who turned it, from what to
    what, with which card (all public: the card was played before everyone)."""
    scene = crooked_dice_on_your_check(apo)
    (die, turned), = scene.poker.changed.items()
    assert (turned.seat, card_id(turned.card), turned.now) == (1, "crooked_dice",
                                                              turned.was - 1)
    tray = scene.poker.tray
    assert tray.fresh == (die,) and tray.tag == "by Player 2"
    apo.step(10 * 60)  # long after a ring of one's own would have dimmed
    assert tray.fresh == (die,) and tray._kept
    scene.on_show.queue = []
    apo.step(2)
    tip = scene.tooltip_at(scene.die_centre(die))
    assert f"turned it from {turned.was} to {turned.now} with Crooked Dice" in tip, tip
    assert "Player 2" in tip
    apo.move(scene.die_centre(die))
    apo.step(40)
    shots(apo, "turned_by_another", "apocalypse_s8")


def test_a_levels_choice_waits_for_the_card_on_show_and_xp_never_reads_5_of_5(apo):
    """Playtest 5: a card on show (there The Informant) and "You gain a Level" came at the
    same moment, and XP read 5/5 at Level 2. Here Crooked Dice, read over the map, costs
    Player 1 the check, whose XP gives Level 2: the Level's choice waits until the card is
    read; meanwhile XP reads "5 (5 go for a Level)": the rules raise the Level, then
    discard the 5."""
    scene = crooked_dice_on_your_check(apo)
    for _ in range(600):
        apo.step()
        if kind(scene).startswith("raise_ability"):
            break
        if scene.legal == [A.Pass()] and not scene.poker.tray.is_rolling:
            apo.table.submit(A.Pass())  # the window after the turn: Player 1 passes
    assert kind(scene).startswith("raise_ability")
    assert scene.on_show.waiting(0), "Crooked Dice is on show, unread"
    apo.step(2)
    assert scene.buttons() == [] and scene._buttons[2] == CARD_FIRST
    me = scene.view["players"][0]
    assert me["level"] == 2 and me["xp"] == 5
    assert xp_words(me["xp"]) == "XP 5 (5 go for a Level)" and xp_words(4) == "XP 4/5"
    shots(apo, "level_waits_for_the_card", "apocalypse_s8")
    apo.click(scene.on_show.go_on.rect.center)
    assert not scene.on_show.waiting(0)
    assert [b.label for b in scene.buttons()][:3] == [
        "Raise Action Hero by 1", "Raise Scholar by 1", "Raise Mystic by 1"]
    shots(apo, "level_after_the_card", "apocalypse_s8")


def test_a_card_another_plays_not_on_you_is_shown_briefly_without_a_click(apo):
    """Playtest 5: a card another player played that was not aimed at you (The Rival
    Dossier) got only a log line. It is shown over the map once it has acted - who played
    it, the card, what it did, in the log's words (no hand shown) - for NOTICE_SECONDS,
    no click needed, the table waiting as it waits on another's check; a click lets it
    go sooner. A card played on you still waits for "Go on"; an Adventure is left to the
    Adventure; while a check is on show its panel lists the cards instead."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel")
    dossier = [C.CardPlayed(1, "rival_dossier#1", 1), C.Passed(0),
               C.CardDiscarded(0, "haunted#1", "random"),
               C.CardDiscarded(1, "rival_dossier#1", "played")]
    scene.on_events(dossier)
    assert scene.on_show.noticing() and not scene.on_show.waiting(0)
    title, card, did = scene.on_show.notices[0]
    assert (title, card) == ("Player 2 played this card", "rival_dossier#1")
    assert did == "Player 1 discards Haunted", did
    assert scene.busy() and not scene.waits_on_viewer(), "the table waits, not for a click"
    apo.step(30)
    shots(apo, "others_card_noticed", "apocalypse_s8")
    apo.step(round((NOTICE_SECONDS - 0.5) * 60))
    assert not scene.on_show.noticing(), "gone by itself"
    scene.on_events([C.CardPlayed(1, "haunted#2", 2), C.CardDiscarded(1, "haunted#2", "played")])
    assert scene.on_show.notices[0][0] == "Player 2 played this card on Player 3"
    apo.click(scene.on_show.rect.center)
    assert not scene.on_show.noticing(), "a click lets it go"
    scene.on_events([C.CardPlayed(1, "nightmare_visit#1", 0)])
    assert not scene.on_show.noticing()
    scene.view = {**scene.view, "check": {"seat": 1}}  # the events came during a check
    scene.on_events([C.CardPlayed(1, "second_wind#1", 1),
                     C.CardDiscarded(1, "second_wind#1", "played")])
    assert not scene.on_show.noticing(), "the check's panel shows it"
