"""The Apocalypse's table, driven by the mouse through the real app (headless).

The turn test clicks Play → The Apocalypse → Start (one human, one normal
bot) and makes every decision of the human with clicks — a place on the map,
a card in hand, a die in the tray, a labelled button — the normal bot
picking what to do, until a whole turn is over and the human has made an
ability check with rerolls (clicking dice) at the centre of the table.
Others check tooltips, that refused clicks say why, that every text fits at
1280x720, and that a game of bots is watched to the end screen. Screenshots
go to tests/_artifacts/apocalypse_*.png.
"""

from __future__ import annotations

import json

import pytest

from game.core.match import Match
from game.core.registry import get_game
from game.core.rng import GameRng
from game.core.seats import SeatSpec
from game.core.values import Action
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.screen import clicks
from game.games.apocalypse.screen.scene import ApocalypseScene
from game.games.apocalypse.screen.track import cells
from game.games.apocalypse.screen.world_map import plan_visits
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.end import EndScene
from game.ui.scenes.seats import SeatSetup
from game.ui.settings import Settings, save_settings
from game.ui.table import TableScene
from tests.games.apocalypse.ui.checks import assert_labels_fit
from tests.ui.harness import TableHarness
from tests.ui.textfit import assert_text_fits


class ApocalypseHarness(TableHarness):
    """The app with the installed games; The Apocalypse's scene of the table on top."""

    @property
    def scene(self) -> ApocalypseScene:
        game = self.table.game
        assert isinstance(game, ApocalypseScene)
        return game


    def settle(self, frames: int = 600) -> None:
        """Wait, as a player would, until the dice rest."""
        for _ in range(frames):
            if not self.scene.busy():
                return
            self.step()

    def to_ability_check(self, table: TableScene, seed: int) -> None:
        """Play the normal bot's moves for every seat until the viewer chooses an ability."""
        bot, rng = get_game("apocalypse").bot("normal"), GameRng(seed)
        scene = self.scene
        for _ in range(4000):
            self.step()
            if scene.busy():
                scene.settle()
                continue
            if scene.legal and (scene.decision() or {}).get("kind") == "ability":
                return
            if scene.legal:
                table.submit(bot(scene.view, scene.legal, rng))
        raise AssertionError("no ability check came")


@pytest.fixture
def apo(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXFOLD_CONFIG_DIR", str(tmp_path / "config"))
    save_settings(Settings(auto_pass=False))  # these tests answer every window themselves
    monkeypatch.setattr(clicks, "SETTLE_SECONDS", 0.0)  # tested on its own (test_playtest2)
    h = ApocalypseHarness()
    yield h
    h.close()


def sit(h: ApocalypseHarness, seats: list[str], seed: int) -> TableScene:
    return h.sit("apocalypse", seats, seed)


def read_what_is_shown(h: ApocalypseHarness) -> bool:
    """Click "Go on" under a card that acted on the viewer, or "Continue" under the
    verdict of their check, as a player does once read (True if it clicked)."""
    scene = h.scene
    if scene.on_show.waiting(scene.view.get("seat", -1)):
        h.click(scene.on_show.go_on.rect.center)
        return True
    if scene.button_rect("poker:continue"):
        h.click(scene.button_rect("poker:continue").center)
        return True
    return False


def click_action(h: ApocalypseHarness, action: Action) -> None:
    """Make ``action`` with the mouse, the way a player would."""
    scene = h.scene
    kind = (scene.decision() or {}).get("kind", "")
    match action:
        case A.Travel(to=place) | A.StartAt(place=place) | A.PickCity(city=place):
            h.click(scene.place_centre(place))
        case A.Reroll(die=die) | A.TurnDie(die=die):
            h.settle()
            h.click(scene.die_centre(die))
        case A.PlayCard(card=card) if kind in ("menu", "adventure"):
            h.click(scene.hand_rect(card).center)
        case A.Discard(card=card) if kind == "hand_limit":
            h.click(scene.hand_rect(card).center)
        case A.ChoosePersonalities(first=first, second=second):
            h.press(f"pick:{first}")
            h.press(f"pick:{second}")
            h.press(f"act:{scene.legal.index(action)}")
        case A.DiscardCards(cards=cards):
            for card in cards:
                h.click(scene.hand_rect(card).center)
            h.press(f"act:{scene.legal.index(action)}")
        case _:
            h.settle()
            h.press(f"act:{scene.legal.index(action)}")


def test_a_whole_turn_by_mouse_with_an_ability_check(apo):
    """From the menu to the end of turn 1 and a check with rerolls, every decision by mouse."""
    seats = apo.open_seats("apocalypse")
    assert isinstance(seats, SeatSetup) and seats.count == 2
    seats.seed_entry.set_text("3")
    apo.step()
    apo.click_button("Start")
    table = apo.table
    assert table.humans == [0]
    bot = get_game("apocalypse").bot("normal")
    rng = GameRng(5)
    kinds: set[str] = set()
    rerolled = checks = 0
    for _ in range(3000):
        apo.step()
        scene = apo.scene
        view = table.match.state.view(0)
        if view["round"] >= 2 and rerolled and checks:
            break
        if read_what_is_shown(apo):
            continue
        if not scene.legal or scene.busy():
            continue
        decision = view["you"]["decision"]
        kind = decision["kind"] + ":" + decision.get("step", decision.get("hook", ""))
        if kind not in kinds:
            kinds.add(kind)
            apo.screenshot(f"apocalypse_{kind.replace(':', '_').strip('_')}")
        assert_labels_fit(scene, kind)
        action = bot(scene.view, scene.legal, rng)
        if isinstance(action, A.StopRolling) and view["check"]["rerolls_left"] and not rerolled:
            action = A.Reroll(0)  # at least one reroll by mouse
        steps = len(table.match.steps)
        click_action(apo, action)
        played = [s for s in table.match.steps[steps:] if s.seat == 0]
        assert played and played[0].action == action, f"clicks did not play {action.to_text()}"
        rerolled += isinstance(action, A.Reroll)
        checks += isinstance(action, A.ChooseAbility)
    view = table.match.state.view(0)
    assert view["round"] >= 2, "turn 1 is over"
    assert checks and rerolled, "an ability check with rerolls was made by mouse"
    for wanted in ("menu:travel", "menu:refresh", "ability:", "reroll:"):
        assert wanted in kinds
    assert any(kind.startswith("window:") for kind in kinds), "a reaction window by mouse"


def test_the_dice_poker_shows_target_hand_and_verdict(apo):
    table = sit(apo, ["human", "bot:normal"], seed=3)
    scene = apo.scene
    bot = get_game("apocalypse").bot("normal")
    rng = GameRng(5)
    for _ in range(3000):
        apo.step()
        if read_what_is_shown(apo) or scene.busy() or not scene.legal:
            continue
        decision = scene.decision() or {}
        if decision.get("kind") == "reroll":
            break
        click_action(apo, bot(scene.view, scene.legal, rng))
    check = scene.view["check"]
    assert check and len(check["dice"]) == 5
    apo.settle()
    apo.move(scene.die_centre(2))
    apo.step(40)
    apo.screenshot("apocalypse_dice_poker")
    assert "Click to reroll it" in (scene.tooltip_at(scene.die_centre(2)) or "")
    assert_text_fits(apo.app, "the dice poker at the centre of the table")
    left = check["rerolls_left"]
    apo.click(scene.die_centre(2))
    apo.settle()
    after = table.match.state.view(0)["check"]
    assert after is None or after["rerolls_left"] == left - 1
    for _ in range(20):  # accept the dice and take the result, by the centre's buttons
        if scene.view.get("check") is None:
            break
        action = next((a for a in (A.StopRolling(), A.Pass()) if a in scene.legal), None)
        if action is None:
            apo.step()
            continue
        apo.settle()
        apo.press(f"act:{scene.legal.index(action)}")
    finished = scene.poker.finished
    assert finished is not None and finished["result"] in ("fail", "success", "great")
    assert scene.busy(), "the verdict stays a moment (the bots wait for it)"
    apo.step(10)
    apo.screenshot("apocalypse_check_result")
    assert_text_fits(apo.app, "the verdict of a check")


def test_tooltips_come_up_on_everything(apo):
    sit(apo, ["human", "bot:normal", "bot:normal", "bot:normal"], seed=4)
    scene = apo.scene
    for _ in range(400):  # on to the human's first Travel step
        apo.step()
        if scene.on_show.noticing():  # a card another played (Bad Omen on Player 2):
            scene.on_show.hurry()  # let go, as a click on it does
        if (scene.decision() or {}).get("step") == "travel":
            break
        if scene.legal and not scene.busy():
            click_action(apo, scene.legal[0])
    view = scene.view
    assert "Western City 5" in scene.tooltip_at(scene.place_centre("london"))
    assert "Expedition Field of Cairo" in scene.tooltip_at(scene.place_centre("cairo_3"))
    assert "Click: travel to Cairo" in scene.tooltip_at(scene.place_centre("cairo"))
    card = view["you"]["hand"]["bad_luck"][0]
    assert "Bad Luck" in scene.tooltip_at(scene.hand_rect(card).center)
    item = view["players"][1]["items"][0]
    rect = scene.chip_rect(("card", item, 1))
    assert rect is not None and "Rare Item" in scene.tooltip_at(rect.center)
    character = view["players"][2]["character"]
    rect = scene.chip_rect(("character", 2, character))
    assert rect is not None and "Action Hero" in scene.tooltip_at(rect.center)
    travel = next(rect for step, rect in cells(scene.track_rect) if step == "travel")
    assert "Now: Player 1's step" in scene.tooltip_at(travel.center)
    plan = next(c for c in view["you"]["hand"]["plan"] if plan_visits(c))
    place = plan_visits(plan)[0]
    assert "Your Plans ask for a visit here" in scene.tooltip_at(scene.place_centre(place))
    apo.move(scene.hand_rect(plan).center)
    apo.step(40)
    apo.screenshot("apocalypse_plan_places")
    apo.move(scene.place_centre("cairo_2"))
    apo.step(40)
    apo.screenshot("apocalypse_tooltip_field")
    apo.move(scene.hand_rect(card).center)
    apo.step(40)
    apo.screenshot("apocalypse_tooltip_card")
    assert_text_fits(apo.app, "four players, a tooltip up")


def test_a_refused_click_says_why(apo):
    table = sit(apo, ["human", "bot:normal"], seed=5)
    scene = apo.scene
    for _ in range(400):
        apo.step()
        if (scene.decision() or {}).get("step") == "travel":
            break
        if scene.legal and not scene.busy():
            click_action(apo, scene.legal[0])
    steps = len(table.match.steps)
    unplayable = [c for deck in ("bad_luck",) for c in scene.view["you"]["hand"][deck]]
    apo.click(scene.hand_rect(unplayable[0]).center)  # Bad Luck is for the others' turns
    assert "cannot be played now" in apo.toast()  # and why: its timing, this step
    apo.screenshot("apocalypse_refused_card")
    assert len(table.match.steps) == steps
    apo.press(f"act:{scene.legal.index(A.Travel(scene.me()['place']))}")  # stay
    for _ in range(400):  # on to a decision that is not about places
        apo.step()
        if scene.legal and not scene.busy() and not scene.poker.visible(scene.view) \
                and not scene.targets():
            break
        if scene.legal and not scene.busy():
            click_action(apo, scene.legal[0])
    steps = len(table.match.steps)
    apo.click(scene.place_centre("oslo"))
    assert "Oslo: nothing to choose on the map now" in apo.toast()
    assert len(table.match.steps) == steps


def test_a_click_in_someone_elses_moment_says_whose_it_is(apo):
    info = get_game("apocalypse")
    match = Match(info, info.resolve_options({}), 6, ["bot:normal", "human"])
    table = TableScene(apo.app, match, [SeatSpec("bot", "normal"), SeatSpec("human")],
                       autosave=False, bot_delay=1000.0)
    apo.app.push(table)
    apo.step(2)
    scene = apo.scene
    assert scene.view["waiting_for"] == [0] and not scene.legal
    apo.click(scene.place_centre("london"))
    assert "Not now: it is Player 1's moment" in apo.toast()
    assert not match.steps


def test_personalities_are_picked_as_token_sides(apo):
    """Setup, step 11: two Personalities, never both sides of one token (the book's
    Personality section): picking a side turns its token over."""
    table = sit(apo, ["human", "bot:normal"], seed=3)
    scene = apo.scene
    for _ in range(400):
        apo.step()
        if (scene.decision() or {}).get("kind") == "personalities":
            break
        if scene.legal and not scene.busy():
            click_action(apo, scene.legal[0])
    apo.press("pick:passionate")
    apo.press("pick:cold_blooded")  # the other side of the same token
    assert scene.picked == ["cold_blooded"]
    apo.press("pick:saint")
    apo.press("pick:impatient")  # a third token: the oldest pick gives way
    assert scene.picked == ["saint", "impatient"]
    apo.screenshot("apocalypse_personalities")
    steps = len(table.match.steps)
    apo.press(f"act:{scene.legal.index(A.ChoosePersonalities('saint', 'impatient'))}")
    assert table.match.steps[steps].action == A.ChoosePersonalities("saint", "impatient")


def test_hot_seat_curtain_keeps_each_hand_hidden(apo):
    table = sit(apo, ["human", "human"], seed=6)
    scene = apo.scene
    bot = get_game("apocalypse").bot("normal")
    rng = GameRng(2)
    curtains = 0
    for _ in range(2000):
        apo.step()
        if isinstance(apo.top, CurtainScene):
            curtains += 1
            if curtains == 1:
                apo.screenshot("apocalypse_curtain")
            apo.click((640, 360))
            continue
        seat = table.ctx.seat
        if scene.legal and not scene.busy():
            mine = table.match.state.view(seat)["you"]["hand"]
            other = table.match.state.view(1 - seat)["you"]["hand"]
            hidden = {c for deck in other.values() for c in deck} - \
                {c for deck in mine.values() for c in deck}
            words = set(json.dumps(scene.view).split('"'))
            assert scene.view["seat"] == seat and not hidden & words, "a hidden hand was shown"
            table.submit(bot(scene.view, scene.legal, rng))
        if curtains >= 3:
            break
    assert curtains >= 3


def test_the_colour_blind_table(apo):
    apo.app.apply_settings(Settings(volume=0.0, colourblind=True))
    table = sit(apo, ["human"] + ["bot:normal"] * 3, seed=9)
    bot = get_game("apocalypse").bot("normal")
    rng = GameRng(8)
    for _ in range(3000):
        apo.step()
        if table.match.state.view(0)["round"] >= 3 and not apo.scene.busy():
            break
        if apo.scene.legal and not apo.scene.busy():
            table.submit(bot(apo.scene.view, apo.scene.legal, rng))
    apo.step(5)
    assert apo.scene.palette.name == "colourblind"
    apo.screenshot("apocalypse_colourblind_4p")
    assert_labels_fit(apo.scene, "four players, colour-blind palette, turn 3")


def test_a_game_of_bots_is_watched_to_the_end_screen(apo):
    table = sit(apo, ["bot:normal", "bot:normal"], seed=7)
    scene = apo.scene
    assert scene.view["seat"] == -1 and scene.view["you"] is None
    shot = False
    for _ in range(40000):
        if isinstance(apo.top, EndScene):
            break
        if scene.busy():
            if scene.view.get("check") and not shot and not scene.poker.tray.is_rolling:
                apo.screenshot("apocalypse_spectator_check")
                shot = True
            scene.settle()
        apo.step()
    assert table.match.state.is_over()
    end = apo.top
    assert isinstance(end, EndScene)
    assert any("Artifact" in line for line in end.lines)
    apo.screenshot("apocalypse_end")
