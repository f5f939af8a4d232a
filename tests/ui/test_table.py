"""The generic table with the toy game: bots, humans, curtain, toasts, end, replay."""

from __future__ import annotations

import pygame

from game.core.match import Match
from game.core.seats import SeatSpec
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.end import EndScene
from game.ui.scenes.replay import ReplayScene
from game.ui.table import TableScene
from tests.core.toy import Take
from tests.ui.toy_scene import TOY_TABLE

BOTS = [SeatSpec("bot"), SeatSpec("bot")]
HUMANS = [SeatSpec("human"), SeatSpec("human")]


def sit(harness, seats, **kwargs) -> TableScene:
    match = Match(TOY_TABLE, TOY_TABLE.resolve_options({}), 3, [s.label() for s in seats])
    table = TableScene(harness.app, match, seats, **kwargs)
    harness.app.push(table)
    harness.step()
    return table


def test_all_bots_play_out_to_the_end_screen_and_replay(harness):
    table = sit(harness, BOTS, instant_bots=True)
    harness.step(300)  # the toy scene's 0.3 s flash after each move paces the bots
    assert table.match.state.is_over()
    end = harness.top
    assert isinstance(end, EndScene)
    assert "wins" in end.headline
    harness.screenshot("end")
    harness.click_button("Watch replay")
    replay = harness.top
    assert isinstance(replay, ReplayScene)
    harness.click_button(">")
    assert replay.index == 1
    harness.click_button("Play")
    for _ in range(1200):  # 0.8 s a step, plus the toy scene's flash; games vary in length
        if replay.index == len(replay.states) - 1:
            break
        harness.step()
    assert replay.index == len(replay.states) - 1
    harness.screenshot("replay")
    harness.click_button("Close replay")
    harness.click_button("Play again")
    again = harness.top
    assert isinstance(again, TableScene) and again is not table


def test_bots_wait_for_their_delay(harness):
    table = sit(harness, BOTS)
    harness.step(10)  # 1/6 s: under the 0.35 s delay
    assert not table.match.steps
    harness.step(20)
    assert len(table.match.steps) == 1


def test_illegal_action_shows_a_toast_and_changes_nothing(harness):
    table = sit(harness, [SeatSpec("human"), SeatSpec("bot")])
    before = table.match.state.state_hash()
    assert table.submit(Take(3)) is False
    assert table.match.state.state_hash() == before
    assert "take 1 or 2" in table.toasts[-1].message


def test_undo_and_hint(harness):
    table = sit(harness, [SeatSpec("human"), SeatSpec("bot")], bot_delay=100.0)
    assert not table.can_undo()
    table.submit(Take(1))
    harness.step()
    assert table.can_undo()
    harness.click_button("Undo")
    assert not table.match.steps
    harness.click_button("Hint")
    assert table.toasts[-1].message.startswith("Hint: take")


def test_curtain_between_two_local_humans(harness):
    table = sit(harness, HUMANS)
    table.submit(Take(1))
    harness.step(30)  # the toy scene flashes the step first
    assert isinstance(harness.top, CurtainScene)
    assert not table.can_undo()  # the second seat cannot take back the first's move
    harness.screenshot("curtain")
    harness.click((640, 360))
    assert harness.top is table and table.ctx.seat == 1


def test_a_quick_second_click_does_not_lift_the_curtain(harness, monkeypatch):
    """Apocalypse hot-seat playtest: the second click of a quick double click meant for
    the last player's screen landed on the curtain and showed the next player's hand.
    No click counts in the curtain's first second."""
    monkeypatch.setattr(CurtainScene, "SETTLE", 1.0)
    table = sit(harness, HUMANS)
    table.submit(Take(1))
    harness.step(30)
    assert isinstance(harness.top, CurtainScene)
    harness.click((640, 360))  # 0.2 s after the move
    assert isinstance(harness.top, CurtainScene), "a click too soon lifted the curtain"
    harness.step(40)
    harness.click((640, 360))  # 0.9 s
    assert isinstance(harness.top, CurtainScene), "a click too soon lifted the curtain"
    harness.step(10)
    harness.click((640, 360))
    assert harness.top is table and table.ctx.seat == 1


def test_a_hot_seat_game_new_or_loaded_opens_behind_the_curtain(harness, monkeypatch):
    """Apocalypse hot-seat playtest: a new or loaded hot-seat game showed the first
    player's hand to whoever started it; it opens behind the curtain now. A game with
    one person here opens at once."""
    monkeypatch.setattr(TableScene, "OPENING_CURTAIN", True)
    table = sit(harness, HUMANS)
    assert isinstance(harness.top, CurtainScene)
    assert harness.top.seat_name == table.names[table.ctx.seat]
    harness.click((640, 360))
    assert harness.top is table
    harness.app.pop()
    alone = sit(harness, [SeatSpec("human"), SeatSpec("bot")], bot_delay=100.0)
    assert harness.top is alone


def test_seats_sharing_a_role_are_numbered_on_the_curtain_and_the_log():
    """Three Paradox Island captives are "Captive 1..3", as the game's log names them."""
    from game.core.registry import get_game
    from game.ui.table import seat_names

    info = get_game("paradox_island")
    match = Match(info, info.resolve_options({}), 1, ["human"] * 4)
    assert seat_names(match) == ["OP", "Captive 1", "Captive 2", "Captive 3"]


def test_the_release_of_the_click_that_ended_a_turn_does_not_lift_the_curtain(harness):
    """Hot seat: a move played on a button press raises the curtain before the button is
    released; that release must leave the curtain up (the playtest saw the next player's
    hand at once), and only a click on the curtain lifts it."""
    import pygame

    table = sit(harness, HUMANS)
    table.submit(Take(1))  # as a scene that acts on the press would
    harness.step(30)  # the curtain comes once the toy scene's flash of the step is over
    harness.app.step(1 / 60, [harness._mouse(pygame.MOUSEBUTTONUP, (640, 360), button=1)])
    assert isinstance(harness.top, CurtainScene)
    harness.click((640, 360))
    assert harness.top is table and table.ctx.seat == 1


def test_log_lines_wait_for_the_boards_animation_of_their_step(harness):
    """The log never tells what the board is still showing happen (The Now's playtest:
    the log listed later nodes' results while the realization was on its first node)."""
    table = sit(harness, [SeatSpec("human"), SeatSpec("bot")], bot_delay=100.0)
    before = list(table.log_panel.lines)
    table.submit(Take(1))
    assert table.game.busy() and table.log_panel.lines == before  # the toy scene flashes
    harness.step(30)
    assert len(table.log_panel.lines) > len(before)


def test_the_status_line_waits_for_the_boards_animation_too(harness):
    """Axis Mundi's playtest: while the volcano turned after the Cultivator's move, the
    header already said "The Mischievous is thinking…" over the Cultivator's moves."""
    table = sit(harness, [SeatSpec("human"), SeatSpec("bot")], bot_delay=100.0)
    harness.step()
    mine = table.status_shown
    assert mine.startswith("Your move")
    table.submit(Take(1))
    harness.step()
    assert table.game.busy() and table.status_shown == mine
    harness.step(30)
    assert not table.game.busy() and table.status_shown == table.status() != mine


def test_a_dialog_over_the_table_never_shows_a_board_tooltip(harness, monkeypatch):
    """A hovered hex's tooltip stuck out under the win dialog (issue 14, item 12): the
    still under a dialog is drawn afresh, without the table's hover tooltip."""
    import game.ui.table as table_module
    from game.ui.scenes.pause import PauseScene

    tips: list[str] = []
    monkeypatch.setattr(table_module, "draw_tooltip", lambda surface, words, *a: tips.append(words))
    table = sit(harness, [SeatSpec("human"), SeatSpec("bot")], bot_delay=100.0)
    harness.move(table.game.buttons[0][0].center)
    harness.step(40)
    assert tips  # the hover tooltip shows on the table
    tips.clear()
    harness.app.push(PauseScene(harness.app, table))
    harness.step(5)
    assert tips == []


def test_seat_names_follow_the_game_as_it_names_them(harness, monkeypatch):
    """A game that names seats by what happens (a character chosen) is named so from the
    next step on: the status line, the log's and the recap's names share the list."""
    import dataclasses

    import game.ui.table as table_module

    table = sit(harness, [SeatSpec("human"), SeatSpec("bot")], bot_delay=100.0)
    names = table.names
    renamed = dataclasses.replace(TOY_TABLE, seat_names=lambda n, options, state: (
        ("Ann", "Bea") if state is not None and state.pile < 10 else None))
    monkeypatch.setattr(table.match, "info", renamed)
    table.submit(Take(1))
    assert table.names is names and table.names == ["Ann", "Bea"]
    assert table.ctx.seat_names == ["Ann", "Bea"]
    assert table_module.seat_names(table.match) == ["Ann", "Bea"]


def test_a_dialog_tells_the_scene_below_the_mouse_left_it(harness):
    """A game scene keeps its own hover (The Apocalypse's button tooltips): under a dialog
    the mouse has left it, so its still shows no hover (the playtest saw one on pause)."""
    from game.ui.scenes.pause import PauseScene

    table = sit(harness, [SeatSpec("human"), SeatSpec("bot")], bot_delay=100.0)
    seen: list[tuple[int, int]] = []
    original = table.game.handle

    def spy(event):
        if event.type == pygame.MOUSEMOTION:
            seen.append(event.pos)
        return original(event)

    table.game.handle = spy
    harness.move(table.game.buttons[0][0].center)
    harness.app.push(PauseScene(harness.app, table))
    assert seen[-1] == (-1, -1)
