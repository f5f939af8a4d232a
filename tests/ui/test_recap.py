"""Since your last turn (issue 14, item 18): each person at the screen is offered what
happened while others played, as a list and as the moves replayed on the board, seen
through their own view only."""

from __future__ import annotations

import json

import pytest

from game.core.match import Match
from game.core.seats import SeatSpec
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.recap import RecapScene
from game.ui.table import TableScene
from tests.core.toy import Take
from tests.ui.textfit import assert_text_fits
from tests.ui.toy_scene import TOY_TABLE


@pytest.fixture(autouse=True)
def one_move_is_enough(monkeypatch):
    """The toy game's turns are one move each: offer the recap after one."""
    monkeypatch.setattr("game.ui.recap.LEAST_MOVES", 1)


def sit(harness, seats, **kwargs) -> TableScene:
    match = Match(TOY_TABLE, TOY_TABLE.resolve_options({}), 3, [s.label() for s in seats])
    table = TableScene(harness.app, match, seats, **kwargs)
    harness.app.push(table)
    harness.step()
    return table


def take_one(harness, table: TableScene) -> None:
    """Click the "take 1" button of the toy table."""
    rect = next(r for r, action in table.game.buttons if action == Take(1))
    harness.click(rect.center)


def play_on(harness, table: TableScene, frames: int = 60) -> None:
    for _ in range(frames):
        harness.step()
        if table.game.legal and not table.game.busy():
            harness.step()  # the side panel shows what the turn offers
            return


def test_after_the_bots_move_the_turn_offers_a_recap_by_mouse(harness):
    table = sit(harness, [SeatSpec("human"), SeatSpec("bot")], instant_bots=True)
    assert not table.recap_offer.button.visible  # nobody else has played yet
    take_one(harness, table)
    play_on(harness, table)
    assert table.recap_offer.button.visible
    assert table.recap_offer.button.text == "Recap: 1 move"
    harness.click(table.recap_offer.button.rect.center)
    recap = harness.top
    assert isinstance(recap, RecapScene)
    assert recap.summary == f"1 move by {table.names[1]}"
    assert recap.list_panel.lines
    harness.screenshot("recap")
    harness.click_button("Fast")
    assert recap.speed == "Fast" and table.recap.speed == "Fast"
    harness.click_button("Replay on the board")
    assert recap.playing
    assert recap.list_panel.lines == []  # the list grows with the replay, never ahead of it
    for _ in range(120):
        harness.step()
        if not recap.playing:
            break
    assert recap.shown == len(recap.frames) and not recap.playing
    harness.click_button("Back to the game")
    assert harness.top is table
    take_one(harness, table)
    harness.step()
    assert not table.recap.offered(0)  # the person's own move starts a fresh recap


def test_each_hot_seat_player_gets_their_own_recap(harness):
    table = sit(harness, [SeatSpec("human"), SeatSpec("human")])
    table.submit(Take(1))
    harness.step(30)
    assert isinstance(harness.top, CurtainScene)
    harness.click((640, 360))
    assert table.ctx.seat == 1
    harness.step()
    assert table.recap_offer.button.text == "Recap: 1 move"
    table.submit(Take(1))
    harness.step(30)
    harness.click((640, 360))  # the curtain for Player 1
    harness.step()
    assert table.ctx.seat == 0
    assert table.recap_offer.button.text == "Recap: 1 move"
    assert [f.mover for f in table.recap.offered(0)] == [1]


def test_a_recap_holds_only_the_seats_own_views_and_events(harness):
    """Every frame is the seat's view after that step and the events told to that seat:
    the other seat's secret die never appears."""
    table = sit(harness, [SeatSpec("human"), SeatSpec("bot")], bot_delay=100.0)
    table.submit(Take(1))
    harness.step()
    bot_move = table.match.state.legal_actions(1)[0]
    events = table.match.play(1, bot_move)
    table._after_play(1, events)
    (frame,) = table.recap.offered(0)
    assert frame.view == json.loads(json.dumps(table.match.state.view(0)))
    assert all(e == e.for_seat(0) for e in frame.events)
    secret = table.match.state.view(1).get("secret")
    assert "secret" not in json.dumps([e.to_json() for e in frame.events]) or secret is None


def test_undone_steps_leave_the_recap(harness):
    table = sit(harness, [SeatSpec("human"), SeatSpec("human")])
    table.submit(Take(1))
    harness.step(30)
    harness.click((640, 360))
    assert len(table.recap.offered(1)) == 1
    assert table.can_undo() is False  # another seat's move cannot be taken back here
    table.recap.undone(0)
    assert table.recap.offered(1) == []


def test_the_recap_screen_fits_at_1280x720(harness):
    table = sit(harness, [SeatSpec("human"), SeatSpec("bot")], instant_bots=True)
    take_one(harness, table)
    play_on(harness, table)
    table.names[1] = "A player with a rather long name indeed"
    harness.click(table.recap_offer.button.rect.center)
    recap = harness.top
    assert isinstance(recap, RecapScene)
    assert recap.summary == "1 move by 1 player"
    assert_text_fits(harness.app, "the recap, a long player name")


def test_a_single_move_by_others_is_watched_not_recapped(harness, monkeypatch):
    """A lone answer by another seat (a push's direction, a pass) happens before the
    player's eyes, often mid-turn: the recap waits for two moves (the Axis Mundi mouse
    playtest saw it offered mid-turn for one)."""
    monkeypatch.setattr("game.ui.recap.LEAST_MOVES", 2)
    table = sit(harness, [SeatSpec("human"), SeatSpec("bot")], instant_bots=True)
    take_one(harness, table)
    play_on(harness, table)
    assert len(table.recap.frames[0]) == 1 and not table.recap_offer.button.visible


def test_the_replay_button_reads_replay_again_once_the_replay_ends(harness):
    """The scene rests once the replay stops: the frame after the last move still draws,
    so the button shows its new words, not 'Pause' (seen in the restart playtest)."""
    table = sit(harness, [SeatSpec("human"), SeatSpec("bot")], instant_bots=True)
    take_one(harness, table)
    play_on(harness, table)
    harness.click(table.recap_offer.button.rect.center)
    recap = harness.top
    harness.click_button("Fast")
    harness.click_button("Replay on the board")
    for _ in range(240):
        harness.step()
        if not recap.playing:
            break
    assert not recap.playing and recap.play_button.text == "Replay on the board"
    assert harness.app.moving, "one more frame, to draw the button's new words"


def test_the_replay_counts_moves_as_the_summary_does(harness):
    """Apocalypse mouse playtest (189-190): the recap said "5 moves by 2 players", its
    replay "Move 2 of 14": it counted the seat's own passes and steps it saw nothing of.
    Now both count the others' moves the seat saw. The replay button has no tooltip:
    under the pointer while the replay ran, it covered the Speed buttons."""
    from dataclasses import replace

    table = sit(harness, [SeatSpec("human"), SeatSpec("bot")], instant_bots=True)
    take_one(harness, table)
    play_on(harness, table)
    moves = table.recap.frames[0]
    assert len(moves) == 1 and moves[0].mover == 1
    own_pass, unseen = replace(moves[0], mover=0), replace(moves[0], events=[])
    table.recap.frames[0] = [own_pass, moves[0], unseen, moves[0]]
    harness.click(table.recap_offer.button.rect.center)
    recap = harness.top
    assert isinstance(recap, RecapScene) and recap.summary.startswith("2 moves")
    assert recap.play_button.tool_tip_text is None
    recap.shown = 2
    assert recap.where() == "Move 1 of 2"
    recap.shown = 4
    assert recap.where() == "Move 2 of 2"
