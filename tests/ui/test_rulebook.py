"""The rules viewer reads a player's rulebook: tables as tables, pictures drawn by the
game, and a picture nobody can draw shown as a placeholder (logged once), never a crash.
Every registered game's rulebook parses, and every picture it names exists."""

from __future__ import annotations

import dataclasses
import logging

import pygame
import pytest

from game.core.registry import all_games
from game.ui.palette import STANDARD, Palette
from game.ui.rulebook.markdown import parse_markdown, picture_names
from game.ui.rulebook.page import column_widths, lay_out
from game.ui.rulebook.pictures import drawer_of, picture
from game.ui.scenes.rules import RulesScene, rules_source
from tests.ui.textfit import assert_text_fits
from tests.ui.toy_scene import TOY_TABLE

GAMES = all_games()
BOOK = """# Toy rulebook

| Stones left | What you may take | Who wins |
|---|---|---|
| 3 or more | one or two stones, whichever leaves your opponent the worse pile by far | nobody yet |
| 2 | one or two | you, if you take both |

![A stone](picture:stone) ![Two stones](picture:stone@200x80)
![Something the game never drew](picture:no_such_thing)
"""


def draw_toy_picture(name: str, box: tuple[int, int], p: Palette) -> pygame.Surface:
    """The toy game's only picture: a stone (any other name is unknown)."""
    if name != "stone":
        raise KeyError(name)
    image = pygame.Surface(box, pygame.SRCALPHA)
    pygame.draw.circle(image, p.paper, (box[0] // 2, box[1] // 2), min(box) // 2 - 2)
    return image


@pytest.fixture
def toy(tmp_path):
    book = tmp_path / "toy_rulebook.md"
    book.write_text(BOOK, encoding="utf-8")
    return dataclasses.replace(TOY_TABLE, id="toy-rulebook", rules_doc=str(book),
                               rule_pictures=f"{__name__}:draw_toy_picture")


def test_a_table_is_parsed_into_rows_and_laid_out_as_a_ruled_grid(toy, harness):
    blocks = parse_markdown(rules_source(toy))
    table = next(content for kind, content in blocks if kind == "table")
    assert table[0] == ("Stones left", "What you may take", "Who wins")
    assert len(table) == 3 and all(len(row) == 3 for row in table)
    widths = column_widths(table, 399)  # the page's width less the closing rule
    assert sum(widths) <= 399 and widths[1] == max(widths)  # the wordy column gets the room
    page = lay_out(blocks, 400, STANDARD, lambda name, box: pygame.Surface(box))
    grid = next(image for image, _ in page.pieces if image.get_width() == sum(widths) + 1)
    assert grid.get_height() > 4 * 20  # the long cell wraps onto several lines
    assert all(rect.right <= 401 for _, rect in page.pieces)


def test_a_table_and_pictures_render_in_the_viewer(harness, toy, caplog):
    caplog.set_level(logging.WARNING)
    scene = RulesScene(harness.app, toy)
    harness.app.push(scene)
    harness.step(2)
    assert [kind for kind, _ in scene.blocks] == ["h1", "table", "pictures"]
    assert picture_names(scene.blocks) == ["stone", "stone", "no_such_thing"]
    stones = [image for image, _ in scene.page.pieces if image.get_size() in ((120, 120),
                                                                             (80, 80))]
    assert len(stones) >= 2  # drawn by the game, fitted to each box
    assert_text_fits(harness.app, "the toy rulebook")
    harness.screenshot("rulebook_toy")
    missing = [r for r in caplog.records if "no_such_thing" in r.getMessage()]
    assert len(missing) == 1  # logged, once


def test_a_bad_picture_name_shows_a_placeholder_logged_once(toy, caplog, harness):
    caplog.set_level(logging.WARNING)
    for _ in range(3):
        image = picture(toy, "not_a_picture", (150, 90), STANDARD)
        assert image.get_size() == (150, 90)
    broken = dataclasses.replace(toy, id="toy-broken", rule_pictures="no.such.module:draw")
    assert picture(broken, "stone", (60, 60), STANDARD).get_size() == (60, 60)
    assert len([r for r in caplog.records if "not_a_picture" in r.getMessage()]) == 1
    assert any("cannot load the picture drawer" in r.getMessage() for r in caplog.records)


@pytest.mark.parametrize("info", GAMES, ids=[i.id for i in GAMES])
def test_every_rulebook_fits_the_viewer_at_1280x720(info, harness):
    """The page is laid out before anything is drawn, so the text-fit check of the screen
    cannot see its words: every piece must lie within the page, every table's columns
    within its width, and the window shows it without clipped text."""
    scene = RulesScene(harness.app, info)
    harness.app.push(scene)
    harness.step()
    width = scene.window.width
    assert all(rect.x >= 0 and rect.right <= width for _, rect in scene.page.pieces)
    for kind, content in scene.blocks:
        if kind == "table":
            assert sum(column_widths(content, width)) <= width, content[0]
    assert_text_fits(harness.app, f"rules of {info.title}")
    harness.app.pop()


@pytest.mark.parametrize("info", GAMES, ids=[i.id for i in GAMES])
def test_every_rulebook_parses_and_every_picture_it_names_exists(info, harness):
    """Each picture is drawn by the game's own drawer, within its box."""
    blocks = parse_markdown(rules_source(info))
    assert blocks and blocks[0][0] == "h1", f"{info.title}: no rulebook title"
    names = picture_names(blocks)
    if not names:
        return
    draw = drawer_of(info)
    assert draw is not None, f"{info.title} names pictures but draws none"
    for kind, content in blocks:
        if kind != "pictures":
            continue
        for name, _, box in content:
            image = draw(name, box, STANDARD)
            assert isinstance(image, pygame.Surface), name
            assert image.get_width() <= box[0] and image.get_height() <= box[1], (name, box)


def test_steps_keep_their_numbers_and_nested_bullets_stay_under_them():
    source = "1. Take up to 3 actions:\n   - the Wave moves\n     or strikes\n- Rest"
    blocks = parse_markdown(source)
    assert blocks == [("ol", "1. Take up to 3 actions:"), ("sub", "the Wave moves or strikes"),
                      ("li", "Rest")]


def test_the_scroll_bar_is_dragged_and_its_track_clicked(harness):
    """The playtest found only the wheel and keys scrolled: the thumb drags, a click on
    the track jumps there."""
    from game.core.registry import get_game

    scene = RulesScene(harness.app, get_game("axis_mundi"))
    harness.app.push(scene)
    harness.step()
    assert scene.max_scroll > 0
    track, thumb = scene.track(), scene.thumb()
    harness.click((track.centerx, track.bottom - 2))  # the track's foot: the end
    assert scene.scroll == scene.max_scroll
    thumb = scene.thumb()
    harness.move(thumb.center)
    harness.send(harness._mouse(pygame.MOUSEBUTTONDOWN, thumb.center, button=1))
    harness.move((thumb.centerx, track.y + thumb.height // 2 + track.height // 4))
    middle = scene.scroll
    assert 0 < middle < scene.max_scroll
    harness.send(harness._mouse(pygame.MOUSEBUTTONUP, thumb.center, button=1))
    harness.move((thumb.centerx, track.y))
    assert scene.scroll == middle  # released: the mouse moves on alone
    harness.app.pop()
