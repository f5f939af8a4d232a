"""The Now's table, driven by the mouse through the real app (headless).

The phase test clicks Play → The Now → Start (one human, two normal bots),
then makes every decision of the human with clicks (the normal bot picks the
action, the clicks make it: a node, a card in hand and its buttons, an item
on the tablet, a labelled button) through phases 0 and 1, and watches both
rings realized node by node with their sums. Others check that refused
clicks say why, that tooltips come up on nodes, cards, items, artifacts and
the track, the hot-seat curtain, and the colour-blind palette. Screenshots
go to tests/_artifacts/now_*.png.
"""

from __future__ import annotations

import json
import logging
import time

import pygame
import pytest

from game.core.match import Match
from game.core.registry import get_game
from game.core.rng import GameRng
from game.core.seats import SeatSpec
from game.core.values import Action
from game.games.the_now.bots.levels import BOTS
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.field import FIELD
from game.games.the_now.screen.buttons import HEADING_LINES, LABEL, NOTE_LINES
from game.games.the_now.screen.scene import TheNowScene
from game.games.the_now.screen.tablets import tablet_spots
from game.ui.fonts import font
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.end import EndScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.seats import SeatSetup
from game.ui.settings import Settings
from game.ui.table import TableScene
from game.ui.widgets import text, wrap
from tests.games.the_now.setups import give_artifact, node, table_at
from tests.ui.harness import TableHarness

log = logging.getLogger(__name__)
NORMAL = BOTS["normal"]


class NowHarness(TableHarness):
    """The app with the installed games; The Now's scene of the table on top."""

    @property
    def scene(self) -> TheNowScene:
        game = self.table.game
        assert isinstance(game, TheNowScene)
        return game



@pytest.fixture
def now():
    h = NowHarness()
    yield h
    h.close()


def sit(h: NowHarness, seats: list[str], seed: int, **options: str) -> TableScene:
    return h.sit("the_now", seats, seed, **options)


def settle(h: NowHarness, frames: int = 2000) -> None:
    """Step until the scene stops animating (a realization, pawns gliding)."""
    for _ in range(frames):
        if not h.scene.busy():
            return
        h.step()


def missing_glyphs(words: str, size: int = 13, bold: bool = False) -> set[str]:
    """Characters of ``words`` the app's font lacks (it draws them as its empty box)."""
    f = font(size, bold)
    box = pygame.image.tobytes(f.render("\ue000", True, (255, 255, 255)), "RGBA")
    return {ch for ch in set(words) - {" "}
            if f.metrics(ch)[0] is None
            or pygame.image.tobytes(f.render(ch, True, (255, 255, 255)), "RGBA") == box}


def assert_labels_fit(scene: TheNowScene, where: str) -> None:
    """Every button, heading and note of the controls fits its box uncut (they are drawn
    into a cached layer, so ``tests.ui.textfit`` cannot see them), and every label and
    tooltip is drawn with glyphs the font has."""
    for b in scene.buttons():
        if b.style in ("card", "board", "preview"):
            continue
        for words in (b.label, b.tip):
            assert not missing_glyphs(words), f"{where}: {words!r} has a glyph the font lacks"
        if b.style == "heading":
            lines = wrap(b.label, b.rect.width - 4, LABEL, bold=True)
            assert len(lines) <= HEADING_LINES, f"{where}: heading {b.label!r} is cut"
        elif b.style == "note":
            assert len(wrap(b.label, b.rect.width - 4, 12)) <= NOTE_LINES, \
                f"{where}: note {b.label!r} is cut"
        else:
            room = b.rect.width - (4 if b.style == "value" else 10)
            assert text(b.label, 10).get_width() <= room, f"{where}: {b.label!r} is cut"


def assert_tips_have_glyphs(scene: TheNowScene) -> None:
    """The tooltips of every node, hand card and tablet are drawn with the font's glyphs."""
    places = [scene.node_center(n) for n in range(len(FIELD.hexes))]
    places += [scene.card_rect(c).center for c in scene.view["you"]["hand"]]
    places += [rect.center for _, rect in tablet_spots(scene.tablets_rect, scene.view)]
    for at in places:
        tip = scene.tooltip_at(at) or ""
        assert not missing_glyphs(tip), f"{tip!r} has a glyph the font lacks"


def click_action(h: NowHarness, action: Action) -> None:
    """Make ``action`` with the mouse, the way a player would."""
    scene = h.scene
    match action:
        case A.Move(to=to) | A.Surf(to=to):
            h.click(scene.node_center(to))
        case A.Jump(to=to):
            h.press("mode:jump")
            h.click(scene.node_center(to))
        case A.Needle(target=target):
            h.press("mode:needle")
            h.click(scene.node_center(target))
            h.press(f"act:{scene.legal.index(action)}")
        case A.Amplify():
            h.press("mode:amplify")
            h.press(f"act:{scene.legal.index(action)}")
        case A.Organize():
            h.click(scene.card_rect(action.card).center)
            for _ in range(6):
                if scene.rotation == action.rotation:
                    break
                h.press("turn:right")
            h.press(f"tie:{action.token}")
            if action.yes and action.no:
                h.press(f"arc:0:{action.yes}")
                h.press(f"arc:1:{action.no}")
            elif action.yes or action.no:
                arc, colour = (0, action.yes) if action.yes else (1, action.no)
                h.press(f"arc:{arc}:{colour}")
            h.press(f"act:{scene.legal.index(action)}")
        case A.Cast() | A.Discharge():
            h.click(scene.card_rect(action.artifact).center)
            h.press(f"act:{scene.legal.index(action)}")
        case A.Buy(item=item):
            rect = scene.spot_rect(("item", scene.view["seat"], item))
            assert rect is not None
            h.click(rect.center)
        case A.Keep(card=card):
            h.press(f"drawn:{card}")
            h.press(f"act:{scene.legal.index(action)}")
        case A.Replace(give=give, take=take) if take:
            h.click(scene.card_rect(give).center)
            h.press(f"offer:{take}")
            h.press(f"act:{scene.legal.index(action)}")
        case A.Bet():
            tokens = scene.view["you"]["decision"]["tokens"]
            for _ in range(tokens):
                h.press("bet:yes-")
            for _ in range(action.yes_tokens):
                h.press("bet:yes+")
            for _ in range(action.yes_impact):
                h.press("bet:for+")
            for _ in range(action.no_impact):
                h.press("bet:against+")
            h.press(f"act:{scene.legal.index(action)}")
        case A.Borrow(amount=n) | A.Repay(amount=n):
            h.press("mode:hole")
            for _ in range(40):
                if scene.hole_amount == n:
                    break
                h.press("hole:more" if scene.hole_amount < n else "hole:less")
            h.press(f"act:{scene.legal.index(action)}")
        case _:
            h.press(f"act:{scene.legal.index(action)}")
    if scene.confirm is not None:  # asked first (the last energy, units left): yes
        assert scene.confirm[0] == action
        h.press("confirm:yes")


def test_a_phase_and_its_realization_by_mouse(now):
    """Rounds 1-5 by mouse: the centre realized after phase 0, ring 1 after phase 1."""
    started = time.perf_counter()
    seats = now.open_seats("the_now")
    assert isinstance(seats, SeatSetup) and seats.count == 3
    seats.seed_entry.set_text("11")
    now.step()
    now.screenshot("now_seats")
    now.click_button("Start")
    table = now.table
    assert table.humans == [0]
    rng = GameRng(5)
    clicks = 0
    realized: list[list[int]] = []
    shots = set()
    for _ in range(20000):
        now.step()
        scene = now.scene
        if scene.playback is not None:
            nodes = [s.node for s in scene.playback.steps]
            realized.append(nodes)
            if len(nodes) > 1 and "ring" not in shots:
                for _ in range(1500):  # on to the first event's verdict
                    step = scene.playback.current if scene.playback else None
                    if step is None or (step.occurred and scene.playback.progress > 0.8):
                        break
                    now.step()
                now.screenshot("now_realizing_ring_1")
                shots.add("ring")
            settle(now)
            continue
        view = table.match.state.view(0)
        if view["round"] >= 6:
            break
        if not scene.legal or scene.busy():
            continue
        kind = (view["you"]["decision"] or {}).get("kind", "turn")
        if kind not in shots:
            shots.add(kind)
            now.screenshot(f"now_decision_{kind}")
        assert_labels_fit(scene, f"round {view['round']}, {kind}")
        action = NORMAL(scene.view, scene.legal, rng)
        steps = len(table.match.steps)
        click_action(now, action)
        if scene.legal and not scene.busy():
            assert_labels_fit(scene, f"round {view['round']}, after {action.to_text()}")
        clicks += 1
        played = [s for s in table.match.steps[steps:] if s.seat == 0]
        assert played and played[0].action == action, f"clicks did not play {action.to_text()}"
    assert [0] in realized, "the centre is realized when the Now leaves phase 0"
    assert list(FIELD.rings[1]) in realized, "ring 1 is realized node by node"
    state = table.match.state.view(0)
    assert state["round"] == 6
    assert state["field"]["realized"] == list(range(7))
    now.step(10)
    now.screenshot("now_after_phase_1")
    assert_tips_have_glyphs(now.scene)
    log.info("phases 0 and 1 by mouse: %d clicks, %d steps in %.1f s", clicks,
             len(table.match.steps), time.perf_counter() - started)


def test_a_refused_click_says_why(now):
    """Clicks the rules refuse change nothing and say why, in the board's words."""
    table = sit(now, ["human", "bot:normal", "bot:normal"], seed=3, replacement="off")
    scene = now.scene
    for _ in range(400):  # the bots play until it is the human's turn
        if scene.my_turn() and not scene.busy():
            break
        now.step()
    steps = len(table.match.steps)
    now.click(scene.node_center(FIELD.rings[4][5]))
    assert "is not next to you" in now.toast()
    card = scene.view["you"]["hand"][0]
    now.click(scene.card_rect(card).center)  # everyone starts on the Origin's node
    assert "There is an event on the centre already" in now.toast()
    now.screenshot("now_refused_card")
    now.press("back")
    assert len(table.match.steps) == steps
    now.click(scene.spot_rect(("item", 0, "accelerator")).center)  # a legal purchase
    assert table.match.state.view(0)["players"][0]["items"] == {"accelerator": 1}
    shop = next(b for b in scene.buttons() if b.name == "mode:shop")
    assert "bought this turn (one purchase a turn)" in shop.label, shop.label
    now.click(scene.spot_rect(("item", 0, "shield_generator")).center)
    assert "only one item a turn" in now.toast()
    extract = A.Extract(False)
    for _ in range(2):
        now.press(f"act:{scene.legal.index(extract)}")
    assert extract not in scene.legal
    steps = len(table.match.steps)
    now.press("extract")  # dim now: the screen says why, in the singular
    assert "takes 1 activity unit (AU)" in now.toast()
    now.screenshot("now_refused_extract")
    assert len(table.match.steps) == steps


def test_tooltips_come_up_on_everything(now):
    sit(now, ["human", "bot:normal", "bot:normal", "bot:normal"], seed=4, replacement="off")
    scene = now.scene
    view = scene.view
    node = scene.node_center(0)
    assert "Origin" in (scene.tooltip_at(node) or "")
    card = view["you"]["hand"][0]
    assert view["cards"][card]["name"] in scene.tooltip_at(scene.card_rect(card).center)
    gun = scene.spot_rect(("item", 1, "energy_gun"))
    assert "Energy Gun" in scene.tooltip_at(gun.center)
    tablet = scene.spot_rect(("tablet", 2, ""))
    assert "Blue" in scene.tooltip_at((tablet.right - 20, tablet.y + 10))
    round_one = scene.track.cell(1).center
    assert "Round 1" in scene.tooltip_at(round_one)
    now.move(scene.node_center(FIELD.rings[1][2]))
    now.step(40)  # the table shows a tooltip after a moment's rest
    now.screenshot("now_tooltip_node")
    now.move(scene.card_rect(card).center)
    now.step(40)
    now.screenshot("now_tooltip_card")


def test_an_artifact_on_the_tablet_and_in_hand_has_its_tooltip(now):
    sit(now, ["human", "bot:normal", "bot:normal"], seed=4, replacement="off")
    scene = now.scene
    view = dict(scene.view)
    players = [dict(p) for p in view["players"]]
    players[1]["cast"] = {"hole_in_the_box#1": {"anticharge": 12, "tension": 3}}
    you = dict(view["you"], artifacts=["collector_module#2"])
    scene.show({**view, "players": players, "you": you}, scene.legal)
    chip = scene.spot_rect(("cast", 1, "hole_in_the_box#1"))
    assert "Anti-charge 12, tension 3" in scene.tooltip_at(chip.center)
    assert "Collector Module" in scene.tooltip_at(scene.card_rect("collector_module#2").center)
    now.move(chip.center)
    now.step(40)
    now.screenshot("now_tooltip_artifact")


def test_hot_seat_curtain_keeps_each_hand_hidden(now):
    table = sit(now, ["human", "human", "bot:normal"], seed=6, replacement="off")
    scene = now.scene
    shown: list[tuple[dict, dict[int, list[str]]]] = []
    original = scene.show

    def spy(view, legal):
        state = table.match.state
        hands = {s: list(state.view(s)["you"]["hand"]) for s in (0, 1)}
        shown.append((view, hands))
        original(view, legal)

    scene.show = spy  # type: ignore[method-assign]
    curtains = 0
    rng = GameRng(2)
    for _ in range(600):
        now.step()
        if isinstance(now.top, CurtainScene):
            curtains += 1
            if curtains == 1:
                now.screenshot("now_curtain")
            now.click((640, 360))
            continue
        state = table.match.state
        seat = table.ctx.seat
        if seat in state.to_move() and not scene.busy():
            table.submit(NORMAL(state.view(seat), state.legal_actions(seat), rng))
        if curtains >= 3:
            break
    assert curtains >= 3
    assert {view["seat"] for view, _ in shown} == {0, 1}
    for view, hands in shown:
        other = 1 - view["seat"]
        secret = set(hands[other]) - set(hands[view["seat"]]) - set(
            e["event"]["card"] for e in view["field"]["nodes"] if e["event"])
        assert not secret & set(json.dumps(view["you"]).split('"')), "a hidden hand was shown"


def test_the_colour_blind_table(now):
    now.app.apply_settings(Settings(volume=0.0, colourblind=True))
    table = sit(now, ["human"] + ["bot:normal"] * 4, seed=9)
    rng = GameRng(8)
    for _ in range(3000):  # on into phase 1, so realized nodes and events show
        now.step()
        state = table.match.state
        if state.view(0)["round"] >= 4 and not now.scene.busy():
            break
        if 0 in state.to_move() and not now.scene.busy():
            table.submit(NORMAL(state.view(0), state.legal_actions(0), rng))
    now.step(5)
    assert now.scene.palette.name == "colourblind"
    now.screenshot("now_colourblind_5p")


def sit_at(h: NowHarness, state, seats: list[str]) -> TableScene:
    """A table playing on from a prepared position (``tests.games.the_now.setups``)."""
    info = get_game("the_now")
    match = Match(info, info.resolve_options({"replacement": "off"}), 1, seats)
    match.state = state
    specs = [SeatSpec("bot", s.split(":")[1]) if s.startswith("bot") else SeatSpec("human")
             for s in seats]
    table = TableScene(h.app, match, specs, autosave=False, instant_bots=True)
    h.app.push(table)
    h.step(2)
    return table


def played(table: TableScene, kind: str) -> bool:
    return any(s.action.kind == kind and s.seat == 0 for s in table.match.steps)


def test_artifacts_items_and_an_exchange_by_mouse(now):
    """Cast from the hand, jump, borrow from the Hole, place a Needle, buy on the tablet,
    propose an exchange, then lay a Tangle of Fates and bet on it: all by mouse."""
    state = table_at(3, round_=7, at=node(2, 1))
    t = state.table
    t.players[0].energy = 60
    for copy in ("collapse_generator#1", "hole_in_the_box#1", "lachesis_needle#1",
                 "tangle_of_fates#1"):
        give_artifact(t, 0, copy)
    table = sit_at(now, state, ["human", "bot:normal", "bot:normal"])
    scene = now.scene
    now.press(f"act:{scene.legal.index(A.OfferExchange('yellow'))}")
    now.press(f"act:{scene.legal.index(A.ChangeOffer('give', 5))}")
    now.screenshot("now_panel_offer")
    assert_labels_fit(scene, "an exchange offer")
    now.press(f"act:{scene.legal.index(A.SendOffer())}")
    now.step(5)
    assert played(table, "send_offer")
    for copy in ("collapse_generator#1", "hole_in_the_box#1", "lachesis_needle#1"):
        now.click(scene.card_rect(copy).center)
        if copy.startswith("lachesis"):
            now.screenshot("now_panel_artifact_in_hand")
        now.press(f"act:{scene.legal.index(A.Cast(copy))}")
    assert set(t.players[0].cast) == {"collapse_generator#1", "hole_in_the_box#1",
                                      "lachesis_needle#1"}
    now.press("mode:needle")
    target = next(a.target for a in scene.legal if isinstance(a, A.Needle))
    now.click(scene.node_center(target))
    now.screenshot("now_mode_needle")
    assert_labels_fit(scene, "the Needle")
    now.press(f"act:{scene.legal.index(A.Needle(target, 'cause'))}")
    assert t.needles and t.needles[0]["target"] == target
    now.press("mode:hole")
    for _ in range(7):  # the amount starts at nothing
        now.press("hole:more")
    now.screenshot("now_mode_hole")
    assert_labels_fit(scene, "the Hole")
    now.press(f"act:{scene.legal.index(A.Borrow(7))}")
    assert t.players[0].cast["hole_in_the_box#1"]["anticharge"] == 7
    now.click(scene.spot_rect(("item", 0, "energy_gun")).center)
    assert t.players[0].items.get("energy_gun") == 1
    now.press("mode:shop")
    assert_labels_fit(scene, "the items tablet")
    now.screenshot("now_mode_shop")
    now.press("back")
    now.press("mode:jump")
    now.screenshot("now_mode_jump")
    assert_labels_fit(scene, "the Collapse Generator")
    far = node(4, 13)
    now.click(scene.node_center(far))
    assert t.players[0].pos == far and t.v616
    now.press(f"act:{scene.legal.index(A.EndTurn())}")
    now.press("confirm:yes")  # 2 activity units unused: asked first
    for _ in range(600):  # the bots play their turns; the Now stays in round 7 or 8
        now.step()
        if scene.my_turn() and not scene.busy():
            break
    assert scene.my_turn()
    now.click(scene.card_rect("tangle_of_fates#1").center)
    now.press(f"act:{scene.legal.index(A.Cast('tangle_of_fates#1', 'yes'))}")
    assert scene.view["you"]["decision"]["kind"] == "bet"
    now.press("bet:yes+")
    now.press("bet:yes+")
    now.press("bet:for+")
    now.screenshot("now_panel_bet")
    assert_labels_fit(scene, "a bet")
    now.press(f"act:{scene.legal.index(A.Bet(2, 1, 0))}")
    for _ in range(100):
        now.step()
        if scene.view["bets"] is None:
            break
    tangle = next(e for e in scene.view["field"]["nodes"] if e["event"] and
                  e["event"]["card"] == "tangle_of_fates#1")["event"]
    assert ["orange", 2, 1] in tangle["bets"]
    now.move(scene.node_center(t.players[0].pos))
    now.step(40)
    now.screenshot("now_tangle_laid")


def test_an_offer_to_the_viewer_is_answered_by_mouse(now):
    state = table_at(3, round_=7, at=node(2, 1))
    t = state.table
    t.current = 1
    t.pending.insert(0, {"kind": "answer", "seat": 0, "offerer": 1, "offer": {
        "partner": 0, "give_energy": 5, "take_energy": 2, "give": ["hand:collector_module#1"],
        "take": []}})
    give_artifact(t, 1, "collector_module#1")
    table = sit_at(now, state, ["human", "bot:normal", "bot:normal"])
    scene = now.scene
    assert scene.view["you"]["decision"]["kind"] == "answer"
    now.screenshot("now_panel_answer")
    assert_labels_fit(scene, "an answer")
    now.press(f"act:{scene.legal.index(A.Answer(True))}")
    assert played(table, "answer")
    assert t.players[0].artifacts == ["collector_module#1"]


def test_the_rules_viewer_shows_the_players_rulebook(now):
    scene = RulesScene(now.app, get_game("the_now"))
    now.app.push(scene)
    now.step()
    headings = [words for kind, words in scene.blocks if kind == "h2"]
    for wanted in ("How to win", "Your turn, step by step", "Reading an event card",
                   "When a ring is realized", "Items", "Artifacts",
                   "Our choices where the book is silent"):
        assert wanted in headings
    assert not any("|" in words for _, words in scene.blocks), "no tables in the viewer"
    now.screenshot("now_rules")


def test_a_whole_game_watched_by_a_spectator_ends_on_the_summary(now):
    """Five bots play all 20 rounds on screen (every ring realized), then the end screen."""
    table = sit(now, ["bot:normal"] * 5, seed=12)
    scene = now.scene
    assert scene.view["seat"] == -1 and scene.view["you"] is None
    for _ in range(20000):
        if isinstance(now.top, EndScene):
            break
        if scene.playback is not None and len(scene.playback.steps) > 1:
            scene.playback.hurry()  # a node at a time, quicker than a player would
        now.step()
    assert table.match.state.is_over()
    assert scene.view["field"]["realized"] == list(range(len(FIELD.hexes)))
    end = now.top
    assert isinstance(end, EndScene)
    assert any("points" in line for line in end.lines)
    now.screenshot("now_end")
