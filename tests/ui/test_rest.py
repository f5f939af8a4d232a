"""At rest the app sleeps: no frame while nothing moves, frames while anything does.

The report this answers: the idle app used half a core at 1280x720 and more
than a whole one at 1600x900, on the menu or at a table waiting for a move.
``App.run`` is driven for real here (events posted from a timer thread, the
loop ended by a posted QUIT), so the tests see what a player's machine does.
``main.py --bench`` measures the same in a real window (``idle_cpu_percent``).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import pygame

from game.core.match import Match
from game.core.seats import SeatSpec
from game.ui import app as app_module
from game.ui.scenes.base import Scene
from game.ui.table import TableScene
from game.ui.tween import Tween
from tests.core.toy import Take
from tests.ui.toy_scene import TOY_TABLE


def at_rest(harness) -> None:
    """As if the player's last input was long ago."""
    harness.app.forget_input()


def run_for(harness, seconds: float, *,
            during: tuple[tuple[float, Callable[[], object]], ...] = ()) -> tuple[int, float]:
    """Run the real main loop for ``seconds`` (calling each ``(at, call)`` of ``during`` from
    another thread at its time); frames drawn and CPU seconds used meanwhile."""
    timers = [threading.Timer(at, call) for at, call in during]
    timers.append(threading.Timer(seconds, lambda: pygame.event.post(
        pygame.event.Event(pygame.QUIT))))
    for timer in timers:
        timer.start()
    frames, cpu = harness.app.frames_drawn, time.process_time()
    try:
        harness.app.running = True
        harness.app.run()
    finally:
        for timer in timers:
            timer.cancel()
        harness.app.running = True
    return harness.app.frames_drawn - frames, time.process_time() - cpu


def sit(harness, seats: list[str], **kwargs: object) -> TableScene:
    match = Match(TOY_TABLE, TOY_TABLE.resolve_options({}), 3, seats)
    table = TableScene(harness.app, match, [SeatSpec(s) for s in seats], autosave=False,
                       **kwargs)
    harness.app.push(table)
    harness.step()
    return table


def test_the_idle_menu_draws_nothing_and_costs_almost_nothing(harness):
    at_rest(harness)
    frames, cpu = run_for(harness, 2.0)
    assert frames == 0
    assert cpu / 2.0 < 0.03, f"{cpu / 2.0:.1%} of a core at rest"


def test_input_wakes_it_and_it_settles_again(harness):
    at_rest(harness)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 300), rel=(1, 1),
                                buttons=(0, 0, 0))
    frames, _ = run_for(harness, 3.0, during=((0.3, lambda: pygame.event.post(motion)),))
    assert 20 < frames < 60 * (app_module.AWAKE_AFTER_INPUT + 0.6), frames


def test_a_table_waiting_for_a_person_rests_and_one_with_bots_plays_on(harness):
    waiting = sit(harness, ["human", "bot"])
    at_rest(harness)
    assert harness.app.resting()
    frames, _ = run_for(harness, 1.0)
    assert frames == 0
    harness.app.pop()
    bots = sit(harness, ["bot", "bot"], bot_delay=0.05)
    at_rest(harness)
    assert not harness.app.resting()
    run_for(harness, 2.0)
    assert bots.match.state.is_over(), "bots play on while nobody touches anything"
    assert waiting.match.steps == []


def test_toasts_and_tweens_keep_it_drawing_until_they_end(harness):
    table = sit(harness, ["human", "bot"], bot_delay=100.0)
    at_rest(harness)
    table.toast("Hello")
    assert not harness.app.resting()
    harness.step(300)  # the toast is gone after its seconds (3.5 for a word)
    assert harness.app.resting()
    tween = Tween(0.0, 1.0, 0.5)
    table.game.update = tween.update  # type: ignore[method-assign]  # an animation of its own
    harness.step()
    assert not harness.app.resting()  # the tween advanced in the last frame
    harness.step(40)
    assert tween.done and harness.app.resting()


def test_news_from_another_thread_wakes_a_resting_scene(harness):
    """A LAN connection (or any thread) calls ``App.wake``: the scene gets its frame."""

    class Calm(Scene):
        calm = True
        updates = 0

        def update(self, dt: float) -> None:
            super().update(dt)
            Calm.updates += 1

    harness.app.push(Calm(harness.app))
    harness.step()
    at_rest(harness)
    before = Calm.updates
    frames, _ = run_for(harness, 1.5, during=((0.5, harness.app.wake),))
    assert frames > 0 and Calm.updates > before
    harness.app.pop()


def test_a_human_move_then_rest(harness):
    table = sit(harness, ["human", "bot"], bot_delay=0.05)
    table.submit(Take(1))
    harness.step(60)  # the bot answers; both moves' flashes end
    assert len(table.match.steps) == 2
    at_rest(harness)
    assert harness.app.resting()


def test_a_scene_that_arrives_mid_frame_gets_a_frame_of_its_own_before_rest(harness):
    """The end screen is pushed by the table's update: its buttons are drawn only from
    their first update, so the app draws once more before it rests (the playtest saw an
    end screen without buttons until the mouse moved)."""

    class Calm(Scene):
        calm = True

    class Pusher(Scene):
        calm = True

        def update(self, dt: float) -> None:
            super().update(dt)
            if harness.app.top is self:
                harness.app.push(Calm(harness.app))

    harness.app.push(Pusher(harness.app))
    at_rest(harness)
    harness.step()
    assert isinstance(harness.app.top, Calm)
    assert not harness.app.resting()
    harness.step()
    assert harness.app.resting()



def test_a_menu_rebuilt_by_news_draws_its_buttons_in_that_frame(harness):
    """Mouse playtest: on a slow machine the menu showed its title and tagline but no
    buttons until the mouse moved. The games load on a thread whose WAKE is no input;
    the menu rebuilt its buttons in that frame's update, the frame drew them not yet
    updated (so not at all), and the app rested on it."""
    from game.ui.scenes.menu import MainMenu

    menu = harness.app.top
    assert isinstance(menu, MainMenu)
    menu.games_loaded.wait(30)
    menu._shown_loaded = False  # the news arrives now: rebuilt in the next update
    at_rest(harness)
    harness.step()
    assert harness.app.resting()
    play = next(b for b in menu.ui.get_root_container().elements if b.text == "Play")
    screen = harness.app.canvas
    assert screen.get_at(play.rect.center)[:3] != screen.get_at((play.rect.x - 40,
                                                                 play.rect.centery))[:3]
