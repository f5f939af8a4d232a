"""The Apocalypse's click guard after the seventh mouse playtest (session 9): it keys on
when a button came or moved, never on when the pointer arrived; it covers the dice
panel's buttons too."""

from __future__ import annotations

import pygame

from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.catalog import CARDS
from game.games.apocalypse.screen import clicks, controls
from game.games.apocalypse.screen.asks import check_here
from game.games.apocalypse.screen.scene import ApocalypseScene
from tests.games.apocalypse.ui.test_s7_checks import drive
from tests.games.apocalypse.ui.test_s9_input import GUARD, SECOND, menu, mine
from tests.ui.harness import TableHarness


def rest(h: TableHarness) -> int:
    """Frames as the real app runs them until it may sleep (no input for a while): the
    number of frames it drew. At rest the app draws none and its clock stops."""
    for frame in range(2 * SECOND):
        h.app.forget_input()
        if h.app.resting():
            return frame
        h.step()
    raise AssertionError("the app never came to rest")


def test_a_button_on_show_for_a_while_takes_a_click_the_moment_the_pointer_comes(
        apo, monkeypatch):
    """Seventh playtest, item 3: "Study", on show for seconds, was refused as "just come
    up" when the pointer jumped onto it and clicked at once: the app had slept since the
    button came, and its clock with it. The app now draws until every new button has
    settled, then sleeps; a click in the very frame the pointer arrives is taken."""
    monkeypatch.setattr(clicks, "SETTLE_SECONDS", GUARD)
    scene = drive(apo, 3, lambda s: menu(s, "free_time"))
    button = next(b for b in scene.buttons() if b.action in scene.legal)
    scene.appeared = {}  # the step's buttons come now, the pointer away
    apo.move((5, 5))
    assert rest(apo) >= GUARD * SECOND, "the app draws on while a button is new"
    since = len(apo.table.match.steps)
    down = apo._mouse(pygame.MOUSEBUTTONDOWN, button.rect.center, button=1)
    moved = apo._mouse(pygame.MOUSEMOTION, button.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    apo.send(moved, down)  # the pointer comes and clicks in one frame, after the rest
    apo.step(2)
    assert mine(apo, since)[:1] == [button.action], apo.toast()


def before_roll(scene: ApocalypseScene) -> bool:
    d = scene.decision() or {}
    return d.get("hook") == "check_before_roll" and not scene.busy() \
        and (scene.view.get("check") or {}).get("seat") == 0


def test_roll_the_dice_uncovered_by_go_on_waits_a_moment(apo, monkeypatch):
    """Seventh playtest, item 2: "Go on" under a card on show, then a quick second click
    (0.2 s) rolled the dice: "Roll the dice" had lain under the card all along. What a
    card on show hides comes when the card goes, and waits like any new button."""
    monkeypatch.setattr(clicks, "SETTLE_SECONDS", GUARD)
    scene = drive(apo, 3, before_roll)
    roll = next(b for b in scene.all_buttons() if b.label == "Roll the dice")
    scene.on_show.seat = 0
    card = next(c for c in CARDS if "celebrate" in c.lower())
    scene.on_show.queue = [("Played on you", card, "")]
    scene.on_show._refit()
    assert scene.on_show.rect.colliderect(roll.rect), "the card on show hides the roll"
    apo.step(2 * SECOND)  # the card read for two seconds
    apo.click(scene.on_show.go_on.rect.center)
    assert not scene.on_show.waiting(0)
    since = len(apo.table.match.steps)
    apo.step(SECOND // 5 - 4)  # the second click 0.2 s after the first
    apo.click(roll.rect.center)
    assert mine(apo, since) == [], "the roll just uncovered takes no click"
    assert "has just come up" in apo.toast() or "changed" in apo.toast(), apo.toast()
    apo.step(1, GUARD)
    apo.click(roll.rect.center)
    assert mine(apo, since)[:1] == [roll.action]


def verdict_held(scene: ApocalypseScene) -> bool:
    poker = scene.poker
    return poker.held and not poker.tray.is_rolling \
        and any(b is poker.go_on for b in scene.all_buttons())


def test_the_check_overlays_continue_just_come_waits_a_moment(apo, monkeypatch):
    """Seventh playtest, item 2: the check overlay's "Continue" comes where "Take the
    result" was; a quick second click let the verdict go unread. It waits like any new
    button; once seen, a click on it goes on."""
    monkeypatch.setattr(clicks, "SETTLE_SECONDS", GUARD)
    scene = drive(apo, 3, verdict_held)
    go_on = scene.poker.go_on
    scene.appeared = {}  # the verdict comes now
    apo.step()
    apo.click(go_on.rect.center)
    assert scene.poker.held, "the Continue just come takes no click"
    assert "has just come up" in apo.toast() or "changed" in apo.toast(), apo.toast()
    apo.step(1, GUARD)
    apo.click(go_on.rect.center)
    assert not scene.poker.held, "once seen, Continue lets the verdict go"


def test_play_field_camp_says_the_difficulty_it_will_have_here():
    """Seventh playtest, item 8: Field Camp, printed as an Action Hero (3K) check, became
    Difficulty 7 with the Field's +4, unsaid before it was played. The button and its tip
    say the Difficulty here, with its sum; in a City (nothing added) the button is as
    printed (the rules add a Field's number to an Adventure played there)."""
    play = A.PlayCard("field_camp")
    view = {"seat": 0, "players": [{"place": "fairbanks_4"}]}
    words, tip = controls._label(play, view)
    assert words == "Play Field Camp: Difficulty 7 here", words
    assert tip.startswith("Here: Action Hero check, Difficulty 3 (3K) + Field 4 = 7: Five of "
                          "a Kind"), tip
    assert controls._label(play, {"seat": 0, "players": [{"place": "sydney"}]})[0] \
        == "Play Field Camp"
    bad_luck = next(c for c, card in CARDS.items() if card.hook == "adventure"
                    and card.deck == "bad_luck")
    assert check_here(view, bad_luck) == (0, ""), "played at another's place: not foreseen"


def others_check(scene: ApocalypseScene) -> bool:
    check = scene.view.get("check") or {}
    return check.get("seat") not in (None, 0) and bool(check.get("dice"))


def test_a_click_on_the_dice_of_a_bots_check_says_why_nothing_happens(apo):
    """Seventh playtest, item 12: a click on a die during a bot's check gave no word."""
    scene = drive(apo, 3, others_check)
    scene.poker.tray.settle_now()
    check = scene.view["check"]
    since = len(apo.table.match.steps)
    at = scene.poker.die_centre(0)
    apo.send(apo._mouse(pygame.MOUSEMOTION, at, rel=(0, 0), buttons=(0, 0, 0)),
             apo._mouse(pygame.MOUSEBUTTONDOWN, at, button=1))  # before the bot goes on
    assert mine(apo, since) == []
    assert "check: only they reroll its dice" in apo.toast(), apo.toast()
    assert f"Player {check['seat'] + 1}" in apo.toast(), apo.toast()
