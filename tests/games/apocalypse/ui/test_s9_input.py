"""The Apocalypse's input after the sixth mouse playtest (session 9): a button that has
just come under the cursor takes no click for a moment, what gives something up for good
asks first, Study says where its token goes, and an auto-pass leaves no way-on button."""

from __future__ import annotations

import pygame

from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.screen import clicks, controls
from game.games.apocalypse.screen.asks import confirm_first, study_words
from game.games.apocalypse.screen.controls import NOTE, PASSING
from game.games.apocalypse.screen.scene import AUTO_PASS_SECONDS, ApocalypseScene
from game.ui.settings import Settings, save_settings
from game.ui.widgets import fit_lines
from tests.games.apocalypse.ui.test_s7_checks import drive
from tests.ui.harness import TableHarness

SECOND = 60  # frames
GUARD = clicks.SETTLE_SECONDS  # the real guard (the suite's ``apo`` turns it off)


def mine(h: TableHarness, since: int) -> list[A.Action]:
    return [s.action for s in h.table.match.steps[since:] if s.seat == 0]


def menu(scene: ApocalypseScene, step: str) -> bool:
    d = scene.decision() or {}
    return d.get("kind") == "menu" and d.get("step") == step and not scene.busy()


def test_a_button_just_come_under_the_cursor_takes_no_click_for_a_moment(apo, monkeypatch):
    """Sixth playtest, item 1: the choices of a Level opened where the list had been, and
    the next click raised an ability. Any button new at its spot (or moved there) waits
    about a third of a second of the app's clock, whatever the last press was."""
    assert 0.3 <= GUARD <= 0.4
    monkeypatch.setattr(clicks, "SETTLE_SECONDS", GUARD)
    scene = drive(apo, 3, lambda s: menu(s, "free_time"))
    button = next(b for b in scene.buttons() if b.action in scene.legal)
    scene.appeared = {}  # the step's buttons come now, under a resting cursor
    apo.step()
    since = len(apo.table.match.steps)
    apo.click(button.rect.center)
    assert mine(apo, since) == [], "a click on a button just come is not taken"
    assert "has just come up" in apo.toast(), apo.toast()
    apo.step(1, GUARD + 1 / SECOND)  # one frame of the app's clock past the guard
    apo.click(button.rect.center)
    assert mine(apo, since)[:1] == [button.action], "once it has been seen, it is taken"


def test_a_card_just_slid_into_place_in_the_hand_waits_a_moment(apo, monkeypatch):
    """The same for the hand: a card played, the next slides into its place; a click
    there at once plays nothing."""
    monkeypatch.setattr(clicks, "SETTLE_SECONDS", GUARD)
    scene = drive(apo, 3, lambda s: menu(s, "free_time")
                  and any(isinstance(a, A.PlayCard) for a in s.legal))
    play = next(a for a in scene.legal if isinstance(a, A.PlayCard))
    scene.appeared = {}  # the hand is laid out anew now
    apo.step()
    since = len(apo.table.match.steps)
    apo.click(scene.hand_rect(play.card).center)
    assert mine(apo, since) == [] and "hand has just changed" in apo.toast(), apo.toast()
    apo.step(1, GUARD + 1 / SECOND)  # one frame of the app's clock past the guard
    apo.click(scene.hand_rect(play.card).center)
    assert mine(apo, since)[:1] == [play]


def test_new_clues_asks_first_and_the_artifacts_then_wait_a_moment(apo, monkeypatch):
    """Sixth playtest, item 1: "New clues (costs 2 Research)" discards the Aspired
    Artifact for good; it slid under the cursor. Like The Unknown, it asks first. Once
    confirmed, the Artifacts to keep come over the map where its question was: a click
    there at once keeps none; once they have been seen, it keeps."""
    scene = drive(apo, 3, lambda s: A.SwapAspired() in s.legal and not s.busy())
    apo.step(2)
    name = f"act:{scene.legal.index(A.SwapAspired())}"
    since = len(apo.table.match.steps)
    apo.press(name)
    assert mine(apo, since) == [], "nothing is given up on the first click"
    assert scene.on_show.question is not None
    question, words, _ = scene.on_show.question
    assert question.startswith("Give up ") and question.endswith(" for new clues?"), question
    assert "cannot be taken back" in words
    apo.click(scene.on_show.cancel.rect.center)
    assert mine(apo, since) == [] and scene.on_show.question is None, "Cancel gives up nothing"
    monkeypatch.setattr(clicks, "SETTLE_SECONDS", GUARD)
    apo.step(1, GUARD + 1 / SECOND)  # one frame of the app's clock past the guard
    apo.press(name)
    apo.click(scene.on_show.confirm.rect.center)
    assert mine(apo, since) == [A.SwapAspired()], "Confirm does it"
    keep = next(a for a in scene.legal if isinstance(a, A.Keep))
    box = scene.reader_box(keep.card)
    assert box is not None, "the Artifacts lie over the map"
    apo.click(box.center)
    assert mine(apo, since) == [A.SwapAspired()] and "just come" in apo.toast(), apo.toast()
    apo.step(1, GUARD + 1 / SECOND)  # one frame of the app's clock past the guard
    apo.click(box.center)
    assert mine(apo, since) == [A.SwapAspired(), keep]


def test_only_giving_up_for_good_asks():
    """What asks first: New clues, discarding the Skill tokens left (neither can be
    undone) and The Unknown; not a step's other answers."""
    me = {"level": 2, "place": "cairo", "health": 5, "collection": 1, "research": 3,
          "aspired": {"artifact": "mirror_of_thoth", "marker": "lima"}}
    view = {"seat": 0, "goal": 3, "players": [me]}
    assert confirm_first(view, A.SwapAspired()) is not None
    view["you"] = {"decision": {"kind": "skill_token", "n": 2}}
    assert confirm_first(view, A.DropSkillTokens()) == (
        "Discard your 2 Skill tokens?",
        "No Skill gets them: they are lost. This cannot be taken back.")
    view["you"]["decision"]["n"] = 1
    assert confirm_first(view, A.DropSkillTokens()) == (
        "Discard your Skill token?", "No Skill gets it: it is lost. This cannot be taken back.")
    for action in (A.Pass(), A.Proceed(), A.EndStep(), A.FreeTime("reward"),
                   A.Travel("london"), A.PlaceSkillToken("hunting")):
        assert confirm_first(view, action) is None, action


def test_study_says_where_its_token_goes_when_you_are_not_asked():
    """Sixth playtest, item 1: Study put the token on the only Skill left without a word.
    The step's note says it before the click, in the three lines the heading has."""
    me = {"learning": {"martial_arts": 1}, "hand": {"skill": 0}}
    words = study_words(me)
    assert "goes on Martial Arts" in words and "(2 of " in words, words
    assert study_words({**me, "hand": {"skill": 1}}) == "", "a Skill card in hand: you choose"
    assert study_words({**me, "learning": {"martial_arts": 1, "hunting": 0}}) == ""
    assert "lost" in study_words({"learning": {}, "hand": {"skill": 0}})
    assert "lost" in study_words({"learning": {}, "hand": {"skill": 2}, "locked": True})
    assert study_words({"learning": {}, "hand": {"skill": 2}}) == ""
    pygame.init()
    note = "Study (a Skill token) or take the City's reward." + words
    assert not fit_lines(note, 292, NOTE, 3)[-1].endswith("…"), "the note is whole"


def test_no_way_on_button_while_auto_pass_passes_for_you(apo):
    """Sixth playtest, item 2: "Nothing to play — continue" stayed after "Passed for
    you" (the next window's, the same words at the same spot). A window the screen will
    pass has no way-on button; the note says it passes; the switch does not move."""
    save_settings(Settings(auto_pass=True))
    scene = drive(apo, 3, lambda s: s.legal == [A.Pass()] and s.auto_passes()
                  and not s.poker.visible(s.view))
    labels = [b.label for b in scene.buttons()]
    assert controls.NOTHING not in labels and all(b.action is None for b in scene.buttons())
    assert scene._buttons is not None and scene._buttons[2][1].endswith(PASSING)
    switch = next(b for b in scene.buttons() if b.name == "auto:pass")
    off, _, _ = controls.layout(scene.controls_rect, scene.view, scene.legal, 0, [], False)
    assert next(b for b in off if b.name == "auto:pass").rect == switch.rect
    since = len(apo.table.match.steps)
    apo.step(round(AUTO_PASS_SECONDS * SECOND) + 2)
    assert mine(apo, since)[:1] == [A.Pass()], "the screen passed for you"
