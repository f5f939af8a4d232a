"""The Apocalypse's table after the second mouse playtest (a real X window): each
finding, played through the real app headless.

The human seat is played by the normal bot until the moment a finding is about;
then the test clicks and looks as a player would.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.core.registry import get_game
from game.core.rng import GameRng
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.catalog import CARDS, card_id
from game.games.apocalypse.screen import asks
from game.games.apocalypse.screen.card_reader import reader_cards
from game.games.apocalypse.screen.clicks import SETTLE_SECONDS
from game.games.apocalypse.screen.controls import NOTHING
from game.games.apocalypse.screen.poker_parts import great_possible
from game.games.apocalypse.screen.scene import ApocalypseScene
from game.ui.scenes.seats import SeatSetup
from game.ui.settings import Settings, load_settings
from tests.games.apocalypse.ui.checks import assert_labels_fit
from tests.games.apocalypse.ui.test_playtest import kind, play_until
from tests.ui.harness import TableHarness


@pytest.fixture
def apo(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXFOLD_CONFIG_DIR", str(tmp_path / "config"))
    h = TableHarness()
    yield h
    h.close()


def scene_of(h: TableHarness) -> ApocalypseScene:
    game = h.table.game
    assert isinstance(game, ApocalypseScene)
    return game


def play_until_shown(h: TableHarness, seed: int, steps: int = 4000,
                     wanted: Callable[[ApocalypseScene], bool] = lambda scene: True,
                     ) -> ApocalypseScene:
    """Let the normal bot play the human seat until something ``wanted`` is on show for
    it (by default any card acting on it); what is not wanted is put away unread."""
    table = h.sit("apocalypse", ["human", "bot:normal"], seed)
    scene = scene_of(h)
    bot = get_game("apocalypse").bot("normal")
    rng = GameRng(seed)
    for _ in range(steps):
        h.step()
        if scene.on_show.waiting(0) and wanted(scene):
            return scene
        if scene.on_show.waiting(0):
            scene.on_show.queue.pop(0)
            continue
        if scene.busy():
            scene.poker.hurry()
            scene.poker.update(1.0)
            scene.glides = {}
            continue
        if scene.legal:
            table.submit(bot(scene.view, scene.legal, rng))
    raise AssertionError("nothing wanted was shown to the human")


def test_a_card_that_acts_on_you_waits_until_you_have_read_it(apo):
    """Playtest 2, finding 1: an Obstacle or a Random Adventure resolved unseen."""
    scene = play_until_shown(apo, 3)
    card = scene.on_show.card()
    apo.step(600)  # ten seconds: the card is still there and the bot has not moved on
    assert scene.on_show.waiting(0) and scene.on_show.card() == card
    assert scene.busy(), "the table waits for the player to read"
    steps = len(apo.table.match.steps)
    apo.screenshot("apocalypse_playtest2_card_on_show")
    apo.click((scene.on_show.rect.x + 5, scene.on_show.rect.y + 5))
    assert scene.on_show.card() == card, "a click elsewhere does not take the card as read"
    assert "Go on" in apo.toast()
    apo.click(scene.on_show.go_on.rect.center)
    assert not scene.on_show.waiting(0) or scene.on_show.card() != card
    assert all(s.seat != 0 for s in apo.table.match.steps[steps:]), "reading sends nothing"


def test_great_possible_only_when_the_rules_allow_a_great_success():
    """Playtest 2, finding 2 (issue 13 item 4: two categories above the target): no
    "Great possible" against Four or Five of a Kind, nor with another ability."""
    assert great_possible(5, "mystic", "mystic")  # a Straight: Five of a Kind is two above
    assert not great_possible(6, "mystic", "mystic")  # Four of a Kind: nothing two above
    assert not great_possible(9, "mystic", "mystic")  # above 7 still Five of a Kind
    assert not great_possible(0, "mystic", "scholar")  # not the required ability
    assert great_possible(-3, "scholar", "scholar")


def test_a_button_that_changed_under_the_last_click_waits_half_a_second(apo):
    """Playtest 2, finding 3: auto-pass moved on and the next click at the same spot
    became "Play nothing" in a window with a real choice."""
    scene = play_until(apo, 3, lambda s: kind(s).startswith("window:") and len(s.legal) > 1
                       and not s.poker.visible(s.view))
    way_on = scene.button_rect(f"act:{scene.legal.index(A.Pass())}")
    scene.pressed = (pygame.Rect(way_on), NOTHING, "")  # the screen had just passed there
    scene.appeared = {}  # and this window's buttons appear now
    apo.step()
    steps = len(apo.table.match.steps)
    apo.click(way_on.center)
    assert len(apo.table.match.steps) == steps, "the click meant for the old button is kept"
    assert "just changed" in apo.toast()
    apo.step(round(SETTLE_SECONDS * 60) + 2)
    apo.click(way_on.center)
    assert apo.table.match.steps[steps].action == A.Pass(), "once seen, it takes the click"


def test_auto_pass_is_on_at_first_and_the_choice_is_remembered(apo):
    """Playtest 2, finding 4: auto-pass was off and forgotten by every new or loaded game."""
    assert load_settings().auto_pass, "on by default: a window with nothing to play passes"
    apo.sit("apocalypse", ["human", "bot:normal"], 3)
    scene = scene_of(apo)
    assert 0 in scene.auto_pass
    scene.switch_auto_pass()
    assert not load_settings().auto_pass, "turning it off is kept in the settings"
    apo.close()
    apo.sit("apocalypse", ["human", "bot:normal"], 4)
    assert 0 not in scene_of(apo).auto_pass, "a new game keeps the player's choice"
    assert Settings.from_json({"volume": 0.5}).auto_pass, "an old settings file still loads"


def test_four_unknown_cards_with_three_players_is_refused_at_start_naming_it(apo):
    """Playtest 2, finding 5: the two-player rule was accepted with 3 players, then the
    game silently played with three Unknown cards."""
    form = SeatSetup(apo.app, get_game("apocalypse"))
    apo.app.push(form)
    form.count = 3
    form.values["unknown_cards"] = "Four (two players only)"
    form.touched.add("unknown_cards")
    form.build_ui()
    apo.step()
    apo.click_button("Start")
    assert apo.top is form, "no table opens"
    assert "Unknown cards" in form.error and "Four (two players only)" in form.error
    assert "3 are playing" in form.error
    apo.screenshot("apocalypse_playtest2_four_refused")
    form.count = 2
    form.build_ui()
    apo.step()
    apo.click_button("Start")
    assert isinstance(apo.table.game, ApocalypseScene)
    assert apo.table.match.state.table.goal == 4


def _unplayable(scene: ApocalypseScene) -> str:
    hand = (scene.view.get("you") or {}).get("hand", {})
    playable = {getattr(a, "card", "") for a in scene.legal}
    return next((c for deck in ("bad_luck", "good_luck") for c in hand.get(deck, [])
                 if c not in playable), "")


def test_a_card_that_cannot_be_played_now_says_why(apo):
    """Playtest 2, finding 6: Stolen Notes clicked in a Travel window said nothing."""
    scene = play_until(apo, 3, lambda s: kind(s).startswith("window:") and bool(_unplayable(s))
                       and not s.poker.visible(s.view))
    card = _unplayable(scene)
    steps = len(apo.table.match.steps)
    apo.click(scene.hand_rect(card).center)
    assert len(apo.table.match.steps) == steps
    assert "cannot be played now" in apo.toast() and "step" in apo.toast()


def test_no_expedition_without_equipment_says_why(apo):
    """Playtest 2, finding 7: with 0 Equipment only "No Expedition this turn" was offered,
    without saying why (the rules offer the roll only for 1 Equipment)."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:expedition")
    me = scene.me()
    me["equipment"] = 0  # the same moment, with no Equipment left
    scene.show(scene.view, [A.Expedition(False)])
    words = [b.label for b in scene.all_buttons() if b.action == A.Expedition(False)]
    assert words == ["No Expedition: no Equipment"]
    note = asks.heading(scene.view, scene.decision(), scene.legal)[1]
    assert "costs 1 Equipment" in note
    assert_labels_fit(scene, "expedition without Equipment")


def test_the_adventure_list_is_named_by_what_it_holds(apo):
    """Playtest 2, finding 8: "Adventures you may play" listed cards that are not."""
    scene = play_until(apo, 3, lambda s: kind(s).startswith("adventure:"))
    title, shown = reader_cards(scene.view, scene.legal)
    adventures = [c.card for c in shown if CARDS[card_id(c.card)].hook == "adventure"]
    assert (title == "Adventures you may play") == (len(adventures) == len(shown))
    mixed = [*scene.legal, A.PlayCard("smooth_talker#1")]  # a Good Luck card, not an Adventure
    assert reader_cards(scene.view, mixed)[0] == "Cards you may play or use now"
