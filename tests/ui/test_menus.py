"""Click through the app as a player would: menu → game → seats → table → pause."""

from __future__ import annotations

import pygame

from game.ui.rulebook.markdown import parse_markdown
from game.ui.scenes.choose import ChooseGame
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.seats import SeatSetup
from game.ui.table import TableScene


def test_menu_to_table_to_pause_save_and_back(harness, config_dir):
    harness.screenshot("menu")
    harness.click_button("Play")
    assert isinstance(harness.top, ChooseGame)
    harness.screenshot("choose")
    harness.click_button("Play")
    assert isinstance(harness.top, SeatSetup)
    harness.screenshot("seats")
    harness.click_button("Start")
    table = harness.top
    assert isinstance(table, TableScene)
    assert [s.kind for s in table.seats] == ["human", "bot"]
    take_one = next(r for r, a in table.game.buttons if a.to_text() == "take stones=1")
    harness.click(take_one.center)
    assert len(table.match.steps) == 1
    harness.step(60)  # the bot answers after its delay
    assert len(table.match.steps) == 2
    harness.move(take_one.center)
    harness.step(40)  # long enough for the board tooltip
    harness.screenshot("toy_table")
    harness.key(pygame.K_ESCAPE)
    assert isinstance(harness.top, PauseScene)
    harness.screenshot("pause")
    harness.click_button("Save game")
    saves = [p for p in (config_dir / "saves").glob("toy-table_*.json")]
    assert len(saves) == 1
    harness.click_button("Quit to menu")
    assert isinstance(harness.top, MainMenu)
    assert harness.has_button("Continue: Toy Table")  # the autosave from the opening


def test_rules_viewer_opens_and_scrolls(harness):
    harness.click_button("Rules")
    harness.click_button("Read")
    rules = harness.top
    assert isinstance(rules, RulesScene)
    assert ("h2", "On your turn") in rules.blocks
    harness.wheel((640, 300), -3)
    harness.screenshot("rules")
    harness.click_button("Back")
    assert isinstance(harness.top, ChooseGame)


def test_markdown_blocks():
    blocks = parse_markdown("# A\n\npara one\ncontinues\n\n- bullet\n  wraps\n1. numbered")
    assert blocks == [("h1", "A"), ("p", "para one continues"), ("li", "bullet wraps"),
                      ("ol", "1. numbered")]


def test_resized_window_maps_clicks(harness):
    harness.app.resize((1000, 700))  # letterboxed: bars above and below
    assert harness.app.offset[1] > 0
    harness.step()
    harness.click_button("Play")
    assert isinstance(harness.top, ChooseGame)
    harness.app.resize((1600, 900))
    harness.step()
    harness.click_button("Back")
    assert isinstance(harness.top, MainMenu)


def test_a_table_left_behind_is_freed_at_the_next_frame(harness):
    """Scenes hold their cached pictures in reference cycles; the app collects them at
    the frame after a scene leaves, so the next table does not stack on top (memory)."""
    import weakref

    scene = MainMenu(harness.app)
    scene.cycle = scene  # type: ignore[attr-defined]  # only the collector frees it
    harness.app.push(scene)
    harness.step()
    gone = weakref.ref(harness.app.pop())
    del scene
    harness.step()
    assert gone() is None


def test_every_game_summary_lies_inside_its_card_at_1280x720():
    """The game list at the smallest window: every summary is whole, clear of the Play
    button and inside its card (Paradox Island's second line touched the card's edge)."""
    from game.ui.scenes.choose import summary_lines
    from game.ui.widgets import text
    from tests.ui.harness import TableHarness

    h = TableHarness()
    try:
        h.click_button("Play")
        scene = h.top
        assert isinstance(scene, ChooseGame) and scene.cards
        for rect, info in scene.cards:
            lines = summary_lines(info, rect)
            assert " ".join(line for line, _ in lines) == info.summary, info.id
            for line, y in lines:
                image = text(line, "small")
                assert rect.x + 20 + image.get_width() <= rect.right - 180, info.id
                assert y + image.get_height() <= rect.bottom - 3, info.id
        h.screenshot("choose_installed")
    finally:
        h.close()
