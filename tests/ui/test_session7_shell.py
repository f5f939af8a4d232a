"""The shell after session 7's mouse playtest: the recap after Load, hints that point at
their control, the new-game form remembering its choices, the window's place."""

from __future__ import annotations

import json

import pygame
import pytest

from game.core.registry import all_games
from game.ui import hint_ring
from game.ui.app import keep_on_screen
from game.ui.scenes.load import LoadScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.seats import SeatSetup
from game.ui.table import TableScene
from game.ui.widgets import find_buttons
from tests.core.toy import Take
from tests.ui.harness import Harness


@pytest.fixture
def one_move_is_enough(monkeypatch):
    """The toy game's turns are one move each: offer the recap after one."""
    monkeypatch.setattr("game.ui.recap.LEAST_MOVES", 1)


def toy_table(h: Harness) -> TableScene:
    """Menu → Play → the toy's seats → Start (a person and a bot)."""
    h.click_button("Play")
    h.click_button("Play")
    h.click_button("Start")
    table = h.top
    assert isinstance(table, TableScene)
    return table


def toy_table_with_a_recap(h: Harness) -> TableScene:
    """The toy's table; the person moves, the bot answers: the recap button offers the
    bot's move."""
    table = toy_table(h)
    table.submit(Take(1))
    for _ in range(120):
        h.step()
        if table.recap_offer.button.visible:
            break
    assert table.recap_offer.button.text == "Recap: 1 move"
    return table


def test_the_recap_button_comes_back_after_load_and_continue(harness, one_move_is_enough):
    """Session 7: after loading a saved game the Recap button was gone (it was there
    before saving). Saved from the pause menu, opened through Load, and the autosave
    continued: the button offers the same move again, all by posted clicks."""
    table = toy_table_with_a_recap(harness)
    harness.click_button("Menu")
    harness.click_button("Save game")
    harness.click_button("Quit to menu")
    assert isinstance(harness.top, MainMenu)
    harness.click_button("Load game")
    load = harness.top
    assert isinstance(load, LoadScene)
    row = next(n for n, e in enumerate(load.shown()) if not e.autosave)
    harness.click(find_buttons(load.ui, "Open")[row].rect.center)
    loaded = harness.top
    assert isinstance(loaded, TableScene) and loaded is not table
    harness.step(2)
    assert loaded.recap_offer.button.visible
    assert loaded.recap_offer.button.text == "Recap: 1 move"
    harness.app.home()
    harness.step()
    harness.click_button("Continue: Toy Table")
    resumed = harness.top
    assert isinstance(resumed, TableScene)
    harness.step(2)
    assert resumed.recap_offer.button.text == "Recap: 1 move"
    assert resumed.recap_offer.button.visible


def ring_drawn(h: Harness, rect: pygame.Rect) -> bool:
    """Does the screen show the accent colour on the ring's line around ``rect``?"""
    shot = h.app.canvas.copy()
    accent = pygame.Color(h.app.palette.accent)
    edge = rect.inflate(2 * hint_ring.MARGIN, 2 * hint_ring.MARGIN)
    spots = [(x, edge.top + 1) for x in range(edge.left + 12, edge.right - 12, 6)]
    return any(all(abs(shot.get_at(s)[i] - accent[i]) < 60 for i in range(3)) for s in spots)


def test_a_hint_rings_the_control_it_names_for_a_moment(harness):
    """Session 7: the hint's notice did not point at the button it talks about. The
    table rings the control a hint names (``GameScene.hint_rect``: the toy's buttons)
    for a moment, for every game; it goes when the moment ends or someone plays."""
    table = toy_table(harness)
    harness.click_button("Hint")
    ring = table.hint_ring
    said = table.toasts[-1].message
    assert ring is not None and said.startswith("Hint: ")
    named = next(r for r, a in table.game.buttons if said.endswith(a.to_text()))
    assert ring.rect == named.inflate(2 * hint_ring.MARGIN, 2 * hint_ring.MARGIN)
    harness.step()
    assert ring_drawn(harness, named)
    harness.screenshot("s7a_hint_ring")
    harness.step(round(hint_ring.SECONDS * 60) + 2)
    assert table.hint_ring is None and not ring_drawn(harness, named)
    harness.click_button("Hint")
    assert table.hint_ring is not None
    harness.click(named.center)
    assert table.hint_ring is None, "played: the hint's moment is over"


def paradox_island_form(h: Harness) -> SeatSetup:
    """Menu → Play → Paradox Island's Play: its new-game form."""
    h.click_button("Play")
    card = next(rect for rect, info in h.top.cards if info.id == "paradox_island")
    h.click((card.right - 85, card.y + 46))
    form = h.top
    assert isinstance(form, SeatSetup)
    return form


def pick(h: Harness, menu: tuple[int, int], wanted: str) -> None:
    """Open the drop-down at ``menu`` and click its entry ``wanted`` (the lowest such)."""
    h.click(menu)
    h.click(max(find_buttons(h.top.ui, wanted), key=lambda b: b.rect.y).rect.center)
    h.step()


def test_the_new_game_form_remembers_the_last_choices(config_dir):
    """Session 7: the form forgot the last choices. Started with the OP a hard bot and
    a limit of 60 rounds, the next form shows them; a corrupt or outdated memory
    gives the defaults, saying nothing."""
    h = Harness(games=all_games)
    form = paradox_island_form(h)
    pick(h, form.seat_menus[0].rect.center, "Bot · hard")
    pick(h, h.button_pos("No limit"), "60 rounds")
    h.click_button("Start")
    assert isinstance(h.top, TableScene)
    h.app.home()
    h.step()
    again = paradox_island_form(h)
    assert [s.label() for s in again.seat_specs()] == ["bot:hard", "human"]
    assert again.chosen_options()["round_limit"] == 60
    h.screenshot("s7a_form_remembered")
    h.app.home()
    h.step()
    (config_dir / "new_game.json").write_text(json.dumps({"paradox_island": {
        "count": 9, "seats": ["Bot · impossible", 3], "options": {"round_limit": "7 rounds"}}}))
    fresh = paradox_island_form(h)
    assert [s.kind for s in fresh.seat_specs()] == ["bot", "human"]
    assert fresh.values["round_limit"] == "No limit" and not fresh.error
    h.app.home()
    h.step()
    (config_dir / "new_game.json").write_text("{not json")
    assert paradox_island_form(h).values["round_limit"] == "No limit"
    h.close()


@pytest.mark.parametrize(("size", "at", "placed"), [
    ((1600, 900), (160, 90), (0, 0)),  # grown in Settings from 1280x720, centred
    ((1920, 1080), (0, 0), None),  # bigger than the screen: its top-left, as it is
    ((1280, 720), (160, 90), None),  # fits where SDL centred it
    ((1280, 720), (500, 300), (320, 180)),  # the right and bottom edges back on
])
def test_a_window_without_a_window_manager_stays_on_the_screen(monkeypatch, size, at, placed):
    """Session 7: under X without a window manager (the root 1600x900) a 1600x900 window
    opened partly off the screen. ``keep_on_screen`` moves it back (x11 only: the
    headless tests' dummy driver, and a player's SDL_VIDEO_WINDOW_POS, are left)."""
    moved: list[tuple[int, int]] = []
    monkeypatch.delenv("SDL_VIDEO_WINDOW_POS", raising=False)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1600, 900)])
    monkeypatch.setattr(pygame.display, "get_window_position", lambda: at)
    monkeypatch.setattr(pygame.display, "set_window_position", moved.append)
    keep_on_screen(size)
    assert moved == ([placed] if placed else [])
    monkeypatch.setenv("SDL_VIDEO_WINDOW_POS", "40,40")
    keep_on_screen((1600, 900))
    monkeypatch.delenv("SDL_VIDEO_WINDOW_POS")
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "dummy")
    keep_on_screen((1600, 900))
    assert moved == ([placed] if placed else [])
