"""The shell after session 7's mouse playtest: the recap after Load, hints that point at
their control, the new-game form remembering its choices, the window's place."""

from __future__ import annotations

import pytest

from game.ui.scenes.load import LoadScene
from game.ui.scenes.menu import MainMenu
from game.ui.table import TableScene
from game.ui.widgets import find_buttons
from tests.core.toy import Take
from tests.ui.harness import Harness


@pytest.fixture
def one_move_is_enough(monkeypatch):
    """The toy game's turns are one move each: offer the recap after one."""
    monkeypatch.setattr("game.ui.recap.LEAST_MOVES", 1)


def toy_table_with_a_recap(h: Harness) -> TableScene:
    """Menu → Play → the toy's seats → Start (a person and a bot); the person moves,
    the bot answers: the recap button offers the bot's move."""
    h.click_button("Play")
    h.click_button("Play")
    h.click_button("Start")
    table = h.top
    assert isinstance(table, TableScene)
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
