"""Habits players bring: F11 and Alt+Enter for fullscreen, Esc to back out of every
screen, and a question before the window closes on a table others play at."""

from __future__ import annotations

import pygame

from game.core.match import Match
from game.core.seats import SeatSpec
from game.ui.scenes.base import Scene
from game.ui.scenes.choose import ChooseGame
from game.ui.scenes.confirm import Confirm
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.end import EndScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.save_seats import SaveSeats
from game.ui.scenes.seats import SeatSetup
from game.ui.scenes.settings_menu import SettingsScene
from game.ui.settings import load_settings
from game.ui.table import TableScene
from tests.ui.toy_scene import TOY_TABLE


def press(harness, key: int, mod: int = 0) -> None:
    harness.app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="",
                                                 scancode=0)])


def test_f11_and_alt_enter_toggle_fullscreen_and_remember_it(harness):
    assert not harness.app.settings.fullscreen
    press(harness, pygame.K_F11)
    assert harness.app.settings.fullscreen and load_settings().fullscreen
    press(harness, pygame.K_RETURN, pygame.KMOD_LALT)
    assert not harness.app.settings.fullscreen and not load_settings().fullscreen
    press(harness, pygame.K_RETURN)  # Enter alone is not a fullscreen key
    assert not harness.app.settings.fullscreen


def test_esc_backs_out_of_every_screen(harness):
    """Each screen, then Esc: where it leads."""
    app = harness.app
    match = Match(TOY_TABLE, TOY_TABLE.resolve_options({}), 4, ["human", "bot"])
    table = TableScene(app, match, [SeatSpec("human"), SeatSpec("bot")], autosave=False,
                       bot_delay=100.0)
    done = Match(TOY_TABLE, TOY_TABLE.resolve_options({}), 4, ["human", "bot"])
    while not done.state.is_over():
        seat = done.state.to_move()[0]
        done.play(seat, done.state.legal_actions(seat)[-1])
    outcome = done.state.outcome()
    assert outcome is not None
    lan_match = Match(TOY_TABLE, TOY_TABLE.resolve_options({}), 4, ["human", "lan"])
    screens: list[tuple[Scene, type[Scene]]] = [
        (ChooseGame(app), MainMenu),
        (SeatSetup(app, TOY_TABLE), MainMenu),
        (SettingsScene(app), MainMenu),
        (LoadScene(app), MainMenu),
        (RulesScene(app, TOY_TABLE), MainMenu),
        (SaveSeats(app, lan_match, [SeatSpec("human"), SeatSpec("lan")]), MainMenu),
        (table, PauseScene),
        (PauseScene(app, table), TableScene),
        (EndScene(app, table, outcome), TableScene),
        (ReplayScene(app, done, 0), TableScene),
    ]
    for scene, after in screens:
        if after is TableScene and harness.top is not table:
            app.push(table)
        app.push(scene)
        harness.step()
        harness.key(pygame.K_ESCAPE)
        assert isinstance(harness.top, after), f"Esc on {type(scene).__name__}"
        app.home()
        harness.step()
    app.push(table)
    app.push(CurtainScene(app, "Second"))
    harness.step()
    harness.key(pygame.K_ESCAPE)  # the curtain lifts by its button only (issue 13)
    assert isinstance(harness.top, CurtainScene)
    app.home()
    harness.step()
    harness.key(pygame.K_ESCAPE)  # on the menu: would you quit?
    question = harness.top
    assert isinstance(question, Confirm) and question.question == "Quit Hexfold?"
    harness.key(pygame.K_ESCAPE)  # Esc on a question: stay
    assert isinstance(harness.top, MainMenu) and app.running


def test_closing_the_window_asks_first_while_a_scene_holds_a_table_for_others(harness):
    class Hosting(Scene):
        calm = True

        def leave_question(self) -> str | None:
            return "You host this table: leaving closes it for everybody. Leave?"

    app = harness.app
    app.push(Hosting(app))
    app.step(1 / 60, [pygame.event.Event(pygame.QUIT)])
    harness.step()
    assert isinstance(harness.top, Confirm) and app.running
    harness.click_button("Stay")
    assert isinstance(harness.top, Hosting) and app.running
    app.step(1 / 60, [pygame.event.Event(pygame.QUIT)])
    harness.step()
    harness.click_button("Quit")
    assert not app.running
    app.running = True
    app.pop()
    app.step(1 / 60, [pygame.event.Event(pygame.QUIT)])  # nothing hosted: it just quits
    assert not app.running
    app.running = True
