"""The Now's controls after the mouse playtest (headless, posted mouse events).

A click that spends the last energy, or ends a turn with activity units to
use, asks first; the turn's rows keep their places whatever the node; no
button lies where "End the turn" lies; the Hole's amount starts at nothing;
a replay shows no live control; every label is whole and drawn with glyphs
the app's font has.
"""

from __future__ import annotations

import pygame
import pytest

from game.core.match import Match
from game.core.registry import get_game
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import CARDS
from game.games.the_now.rules.field import FIELD
from game.games.the_now.screen.sums import just_realized, link_lines
from game.games.the_now.screen.tablets import (
    CARD_H,
    CARD_W,
    NAME_TOP,
    card_name_lines,
    chip_words,
)
from game.ui.scenes.replay import ReplayScene
from game.ui.widgets import text
from tests.games.the_now.setups import give_artifact, lay, node, table_at
from tests.ui.test_the_now_table import (
    NowHarness,
    assert_labels_fit,
    missing_glyphs,
    played,
    sit_at,
)


@pytest.fixture
def now():
    h = NowHarness()
    yield h
    h.close()


def assert_glyphs(scene, where: str) -> None:
    for b in scene.buttons():
        for words in (b.label, b.tip):
            if b.style not in ("card", "board"):
                assert not missing_glyphs(words), f"{where}: {words!r} has a missing glyph"


def organizable(scene) -> A.Organize:
    return next(a for a in scene.legal if isinstance(a, A.Organize))


def test_organizing_with_the_last_energy_asks_first(now):
    """The book: losing the last energy stops the sphere for good: the click asks first,
    and saying no changes nothing."""
    state = table_at(3, round_=1, at=node(1, 1))
    state.table.players[0].energy = 13
    table = sit_at(now, state, ["human", "bot:normal", "bot:normal"])
    scene = now.scene
    action = organizable(scene)
    now.click(scene.card_rect(action.card).center)
    steps = len(table.match.steps)
    now.press(f"act:{scene.legal.index(scene.planned())}")
    assert scene.confirm is not None and len(table.match.steps) == steps
    words = " ".join(b.label for b in scene.buttons())
    assert "0 energy" in words and "out of the game" in words
    now.screenshot("now_confirm_last_energy")
    assert_labels_fit(scene, "the last energy's question")
    now.press("confirm:no")
    assert scene.confirm is None and len(table.match.steps) == steps
    now.press(f"act:{scene.legal.index(scene.planned())}")
    now.press("confirm:yes")
    assert played(table, "organize") and table.match.state.table.players[0].out


def test_a_move_with_the_last_energy_asks_first(now):
    state = table_at(3, round_=1, at=node(1, 1))
    state.table.players[0].energy = 1
    table = sit_at(now, state, ["human", "bot:normal", "bot:normal"])
    scene = now.scene
    now.click(scene.node_center(node(2, 1)))
    assert scene.confirm is not None and not played(table, "move")
    assert "Moving to the 1st node of ring 2 costs 1 energy" in " ".join(
        b.label for b in scene.buttons())


def test_ending_a_turn_with_units_left_asks_where_the_click_was(now):
    """A second click on "End the turn" keeps the turn: the question's "no" lies there."""
    table = sit_at(now, table_at(3, round_=1, at=node(1, 1)),
                   ["human", "bot:normal", "bot:normal"])
    scene = now.scene
    end = scene.button_rect("act:" + str(scene.legal.index(A.EndTurn())))
    assert end is not None
    now.click(end.center)
    assert scene.confirm is not None and not played(table, "end_turn")
    assert "2 activity units" in " ".join(b.label for b in scene.buttons())
    assert scene.button_rect("confirm:no") == end
    now.screenshot("now_confirm_end_turn")
    now.click(end.center)  # the double click
    assert scene.confirm is None and not played(table, "end_turn")
    now.press(f"act:{scene.legal.index(A.Extract(False))}")
    now.press(f"act:{scene.legal.index(A.Extract(False))}")
    now.press(f"act:{scene.legal.index(A.EndTurn())}")  # no units left: no question
    assert played(table, "end_turn")


def test_no_panel_puts_a_button_where_end_the_turn_lies(now):
    """Back heads each tool's panel; a panel that closes by itself (the Hole after a
    take) leaves nothing under the mouse that ends the turn."""
    state = table_at(3, round_=7, at=node(2, 1))
    t = state.table
    t.players[0].energy = 60
    for copy in ("hole_in_the_box#1", "lachesis_needle#1"):
        give_artifact(t, 0, copy)
    table = sit_at(now, state, ["human", "bot:normal", "bot:normal"])
    scene = now.scene
    end = scene.button_rect(f"act:{scene.legal.index(A.EndTurn())}")
    now.click(scene.card_rect("lachesis_needle#1").center)
    assert not scene.button_rect("back").colliderect(end)
    now.press(f"act:{scene.legal.index(A.Cast('lachesis_needle#1'))}")
    now.click(scene.card_rect("hole_in_the_box#1").center)
    now.press(f"act:{scene.legal.index(A.Cast('hole_in_the_box#1'))}")
    for mode in ("shop", "hole", "needle"):
        now.press(f"mode:{mode}")
        back = scene.button_rect("back")
        assert back is not None and not back.colliderect(end), mode
        assert all(not b.rect.colliderect(end) for b in scene.buttons()), mode
        now.press("back")
    now.press("mode:hole")
    now.press("hole:more5")
    assert scene.hole_amount == 5, "the amount starts at nothing: + 5 takes 5"
    now.screenshot("now_hole_amount")
    now.press(f"act:{scene.legal.index(A.Borrow(5))}")
    assert t.players[0].cast["hole_in_the_box#1"]["anticharge"] == 5
    now.click(end.center)  # where Back was not: End the turn, asked first (2 AU left)
    assert scene.confirm is not None and not played(table, "end_turn")


def test_the_turn_rows_keep_their_places(now):
    """On an empty node the impacts stay, dim, saying why; on an event they light."""
    state = table_at(3, round_=7, at=node(2, 1))
    state.table.players[0].energy = 40
    lay(state.table, node(2, 2), "operatives_plan", organizer=1)
    table = sit_at(now, state, ["human", "bot:normal", "bot:normal"])
    scene = now.scene
    names = ("impact:for:0", "impact:against:0", "impact:for:1", "impact:against:1",
             "mode:shop")
    empty = {n: scene.button_rect(n) for n in names}
    assert all(empty.values())
    weak = next(b for b in scene.buttons() if b.name == "impact:against:0")
    assert weak.disabled and "no event" in weak.tip
    now.press("impact:against:0")
    assert "no event" in now.toast()
    now.click(scene.node_center(node(2, 2)))
    assert played(table, "move")
    rows = [b for b in scene.buttons() if "against ·" in b.label or "for ·" in b.label]
    assert [b.rect for b in rows] == [empty[n] for n in names[:4]]
    assert all(not b.disabled for b in rows)
    assert scene.button_rect("mode:shop") == empty["mode:shop"]
    now.screenshot("now_turn_on_an_event")


def test_a_replay_shows_no_live_control(now):
    info = get_game("the_now")
    match = Match(info, info.resolve_options({"replacement": "on"}), 5, ["human"] * 3)
    replay = ReplayScene(now.app, match, 0)  # the setup's card swap is owed
    now.app.push(replay)
    now.step(2)
    live = [b for b in replay.game.buttons() if b.command is not None]
    assert not live, [b.label for b in live]
    assert "replay" in " ".join(b.label for b in replay.game.buttons())
    now.screenshot("now_replay_setup")


def test_every_card_name_is_whole_under_its_tile():
    for card in CARDS.values():
        size, step, lines = card_name_lines(card.name, CARD_W - 2)
        assert not any(line.endswith("…") for line in lines), card.name
        assert " ".join(lines) == card.name
        assert NAME_TOP + step * len(lines) <= CARD_H, card.name
        assert all(text(line, size).get_width() <= CARD_W - 2 for line in lines)


def test_the_realization_lines_fit_their_panel():
    """The link lines keep their values inside the panel; "Just realized" lines are whole."""
    width = 316 - 18
    for value in (-4, -1, 3):
        for kind in ("cause", "hindrance"):
            for words, number in link_lines(node(4, 15), kind, value, width):
                room = width - (text(number, 13, bold=True).get_width() + 8 if number else 0)
                assert text(words, 13).get_width() <= room
                assert not missing_glyphs(words + number)


def test_just_realized_keeps_whole_lines():
    class Step:
        def __init__(self, n: int) -> None:
            self.node, self.occurred, self.total = n, "yes", 4

    class Playback:
        steps = [Step(node(4, k)) for k in (3, 4, 15)]
        index = 3
        before = {"field": {"nodes": [{"event": {"name": "A Merger Approved"}}] * 61}}

    lines = just_realized(Playback(), 312, 5)  # type: ignore[arg-type]
    assert lines and not any(line.endswith("…") for line in lines)
    assert all(text(line, 12).get_width() <= 312 for line in lines)
    assert "15th node of ring 4" in " ".join(lines), "the latest comes first to stay"


def test_the_screens_labels_have_their_glyphs(now):
    state = table_at(3, round_=7, at=node(2, 1))
    t = state.table
    t.players[0].energy = 60
    t.players[0].items["link_amplifier"] = 1
    t.players[0].amplifier = 5
    lay(t, node(2, 1), "operatives_plan", organizer=1)
    lay(t, node(3, 1), "operatives_strike", organizer=2)
    sit_at(now, state, ["human", "bot:normal", "bot:normal"])
    scene = now.scene
    assert missing_glyphs("2 \u2192 3") == {"\u2192"}, "the check sees the font's empty box"
    assert_glyphs(scene, "the turn")
    now.press("mode:amplify")
    labels = [b.label for b in scene.buttons() if b.name.startswith("act:")]
    assert labels and all(w.startswith(("Cause", "Hindrance")) for w in labels), labels
    assert_glyphs(scene, "the Link Amplifier")
    assert_labels_fit(scene, "the Link Amplifier")
    now.screenshot("now_amplify_words")


def test_the_card_being_laid_reads_large_beside_the_field(now):
    """Planning a card shows it large with a line a link; the mouse on a link says how it
    will count; the ghost on the field lies above the pawns."""
    state = table_at(3, round_=7, at=node(2, 1))
    t = state.table
    t.players[0].energy = 40
    lay(t, node(1, 1), "operatives_plan", organizer=1)
    sit_at(now, state, ["human", "bot:normal", "bot:normal"])
    scene = now.scene
    action = organizable(scene)
    now.click(scene.card_rect(action.card).center)
    preview = next(b for b in scene.buttons() if b.style == "preview")
    notes = scene.planned_notes()
    assert notes and all(n.words.startswith(("Cause", "Hindrance")) for n in notes)
    assert not scene.button_rect("back").colliderect(preview.rect)
    for note in notes:
        assert FIELD.neighbours[note.toward][(note.direction + 3) % 6] == node(2, 1) \
            if note.toward >= 0 else True
    at = scene.tooltip_at((preview.rect.x + 130, preview.rect.y + 8))
    assert at == notes[0].tip and ("counts" in at or "gives" in at), at
    assert scene.tooltip_at((preview.rect.x + 4, preview.rect.bottom - 2)) is not None
    assert_labels_fit(scene, "planning a card")
    now.move((preview.rect.x + 130, preview.rect.y + 8))
    now.step(40)
    now.screenshot("now_plan_preview")
    before = [n.words for n in notes]
    now.press("turn:right")
    assert [n.words for n in scene.planned_notes()] != before or len(scene.rotations()) == 1


def test_toasts_cover_neither_the_track_nor_the_tablets(now):
    """A refusal or a hint shows over the top of the log, wrapped to its width."""
    sit_at(now, table_at(3, round_=7, at=node(2, 1)), ["human", "bot:normal", "bot:normal"])
    scene = now.scene
    now.press("impact:against:0")  # no event here: refused, with the reason
    now.click_button("Hint")
    assert len(now.table.toasts) == 2
    anchor = scene.toast_anchor()
    surface = pygame.Surface((1280, 720))
    top = anchor.y
    for toast in now.table.toasts:
        height = toast.draw(surface, anchor.centerx, top, scene.palette, anchor.width)
        box = pygame.Rect(0, top, anchor.width, height)
        box.centerx = anchor.centerx
        for needed in (scene.track.rect, scene.tablets_rect, scene.controls_rect,
                       scene.geom.rect):
            assert not box.colliderect(needed)
        assert box.right <= 1280
        top += height + 8
    now.screenshot("now_toasts")


def test_tablets_say_what_lies_on_cast_artifacts_in_words():
    player = {"cast": {"hole_in_the_box#1": {"anticharge": 6, "tension": 1},
                       "lachesis_needle#1": {"pairs": 1}}}
    assert [w for _, w, _ in chip_words(player)] == ["Hole: debt 6", "Needle: 1 pair"]
    every = {"collapse_generator#1": {"charges": 4}, "hole_in_the_box#1": {"anticharge": 32},
             "lachesis_needle#1": {"pairs": 3}, "symmetrical_stabilizer#1": {"charges": 2},
             "collector_module#1": {"charges": 3}, "tangle_of_fates#1": {}}
    chips = chip_words({"cast": every})
    assert sum(w + 3 for _, _, w in chips) <= 332 - 20, "six chips fit, shorter"
    assert all(not missing_glyphs(w, 11, True) for _, w, _ in chips)


def test_a_double_click_never_says_yes(now):
    """The question's "yes" never lies under the click that asked (found under X: "+1 for"
    with the last 2 energy, clicked twice)."""
    state = table_at(3, round_=7, at=node(2, 1))
    state.table.players[0].energy = 2
    lay(state.table, node(2, 1), "operatives_plan", organizer=0)
    table = sit_at(now, state, ["human", "bot:normal", "bot:normal"])
    scene = now.scene
    at = scene.button_rect(f"act:{scene.legal.index(A.Impact('for', False))}")
    assert at is not None
    now.click(at.center)
    assert scene.confirm is not None
    yes = scene.button_rect("confirm:yes")
    assert yes is not None and not yes.collidepoint(at.center)
    now.click(at.center)
    assert not played(table, "impact") and scene.confirm is not None
    now.screenshot("now_confirm_away_from_the_click")
    now.press("confirm:yes")
    assert played(table, "impact") and table.match.state.table.players[0].out
