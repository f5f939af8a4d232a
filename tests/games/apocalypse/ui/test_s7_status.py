"""The status line and the turn's controls after the session-7 mouse playtest (a real X
window): the status says what the screen asks of the viewer, even while the board holds
their own roll or a card for them to read."""

from __future__ import annotations

from game.core.registry import get_game
from game.core.rng import GameRng
from game.ui.table import STATUS_ROOM
from game.ui.widgets import text
from tests.games.apocalypse.ui.test_screen_playtest4 import own_roll_on_show
from tests.ui.harness import Harness
from tests.ui.test_lan_screens import at_the_table, hosted


def test_the_status_says_your_move_while_your_own_roll_waits_to_be_read(apo):
    """Playtest 104.png/L_27J.png: "Player 3 is thinking…" (or "Waiting for the other
    players…") stood while the viewer's own Expedition roll waited for their Go on."""
    scene = own_roll_on_show(apo, 3)
    apo.table.status_shown = "Player 2 is thinking…"  # what the board showed before the roll
    apo.step(5)
    assert scene.busy() and scene.on_show.waiting(0)
    assert apo.table.status_shown == f"Your move, {apo.table.names[0]}"
    apo.click(scene.on_show.go_on.rect.center)
    apo.step(5)
    if not scene.waits_on_viewer():
        assert apo.table.status_shown == apo.table.status()


def test_a_bots_roll_on_the_board_asks_nothing_of_the_viewer(apo):
    """Only the viewer's own held verdict or card counts: another's lingering roll
    leaves the status as the board last showed it."""
    scene = own_roll_on_show(apo, 3)
    scene.on_show.queue = []
    scene.poker.held = False
    assert not scene.waits_on_viewer()


def test_two_long_names_thinking_are_counted_rather_than_cut(apo, monkeypatch):
    """Playtest 30.png: "Player 3 (Sam the Seer) and Player 2 (Brand…": when the names
    do not fit the status line, it counts the players; one name is still named."""
    table = apo.sit("apocalypse", ["human", "bot:normal", "bot:normal"], 4)
    apo.step(2)
    names = ["Player 1 (Dimitriy Martynov)", "Player 2 (Brandon the Broken)",
             "Player 3 (Sam the Seer)"]  # as the seats are named once Personalities are set
    monkeypatch.setattr(table, "names", names)
    monkeypatch.setattr(table.game, "movers", lambda: [2, 1])  # the board's (s9)
    assert text(f"{names[2]} and {names[1]} are thinking…", "small").get_width() > STATUS_ROOM
    assert table.status() == "2 players are thinking…"
    monkeypatch.setattr(table.game, "movers", lambda: [2])
    assert table.status() == f"{names[2]} is thinking…"
    monkeypatch.setattr(table.game, "movers", lambda: [2, 1])  # the board's (s9)
    table.status_shown = ""
    table.draw_scene(apo.app.canvas)  # the line as drawn: whole
    assert text(table.status_shown, "small").get_width() <= STATUS_ROOM


def test_a_click_on_a_control_beside_the_last_card_on_show_reads_it_and_acts(apo):
    """Playtest LJ2.png/LJ4.png: "Use Hip Flask" did nothing while a card played on the
    viewer was on show. A click on a control beside the last card takes it as read and
    acts; with more cards to read, or on the panel, it says to read first."""
    scene = own_roll_on_show(apo, 3)
    assert [q[0] for q in scene.on_show.queue] == ["Your Expedition roll", "Your Obstacle"]
    button = next(b for b in scene.all_buttons() if b.label == "End the turn")
    steps = len(apo.table.match.steps)
    apo.click(button.rect.center)
    assert "Go on" in apo.toast() and len(apo.table.match.steps) == steps, "two to read"
    apo.click(scene.on_show.go_on.rect.center)
    assert scene.on_show.card(), "the Obstacle waits"
    apo.click((scene.on_show.rect.x + 5, scene.on_show.rect.y + 5))
    assert "Go on" in apo.toast() and scene.on_show.card(), "a click on the panel reads nothing"
    button = next(b for b in scene.all_buttons() if b.label == "End the turn")
    apo.click(button.rect.center)
    assert not scene.on_show.waiting(0), "read"
    assert len(apo.table.match.steps) == steps + 1, "and the turn ended"


def test_undo_is_on_only_while_your_own_last_step_can_be_taken_back(apo):
    """Playtest 51.png/30.png: Undo while a bot thinks. It is on exactly when the last step
    is the viewer's and showed nothing new (the table's undo rule, Match.can_undo): on
    while a bot has yet to answer such a step, off once a bot has played or a roll came."""
    table = apo.sit("apocalypse", ["human", "bot:normal"], 3)
    table.instant_bots = False  # the bot thinks for its delay, as at a real table
    scene, match = table.game, table.match
    bot, rng = get_game("apocalypse").bot("normal"), GameRng(3)
    seen = set()
    for _ in range(3000):
        apo.step()
        if scene.busy():
            scene.settle()
            continue
        if any(m == 1 for m in match.state.to_move()):
            own = bool(match.steps) and match.steps[-1].seat == 0 and match.can_undo(0)
            assert table.undo_button.is_enabled == own, match.steps[-1]
            seen.add(own)
        elif scene.legal:
            table.submit(bot(scene.view, scene.legal, rng))
        if seen == {True, False}:
            return
    raise AssertionError(f"a bot never thought after both kinds of step: {seen}")


def test_the_status_says_your_move_while_your_own_verdict_waits_for_continue(apo):
    """Playtest 100.png: the status froze on the board's last line while the viewer's
    own check's verdict waited for Continue; it says the move is theirs, and goes on to
    the seat to move once they click Continue."""
    table = apo.sit("apocalypse", ["human", "bot:normal", "bot:normal"], 5)
    scene, bot, rng = table.game, get_game("apocalypse").bot("normal"), GameRng(5)
    for _ in range(6000):
        apo.step()
        if scene.poker.held and not scene.poker.to_act and not scene.poker.tray.is_rolling:
            break
        if scene.on_show.waiting(0):
            scene.on_show.queue.pop(0)
        elif scene.busy():
            scene.poker.tray.settle_now()
            scene.poker.linger = min(scene.poker.linger, 0.01)
            scene.glides = {}
        elif scene.legal:
            table.submit(bot(scene.view, scene.legal, rng))
    else:
        raise AssertionError("no verdict of the viewer's own was held")
    table.status_shown = "Player 2 is thinking…"  # the board's line before the verdict
    apo.step(2)
    assert scene.busy() and table.status_shown == f"Your move, {table.names[0]}"
    apo.click(scene.poker.go_on.rect.center)
    apo.step(2)
    if not scene.busy():
        assert table.status_shown == table.status()


def test_the_lan_status_says_your_move_while_the_board_holds_your_card(monkeypatch):
    """Playtest L_27J.png: "Waiting for the other players…" stood over the viewer's own
    Random Adventure on show (the board busy, no action legal until Go on)."""
    guest = Harness(size=(1280, 722))
    session = hosted(["lan", "bot"])
    try:
        table = at_the_table(guest, session)
        guest.step()
        table.status_shown = "Waiting for the other players…"
        monkeypatch.setattr(table.game, "busy", lambda: True)
        monkeypatch.setattr(table.game, "legal", [])
        monkeypatch.setattr(table.game, "waits_on_viewer", lambda: True)
        guest.step()
        assert table.status_shown.startswith("Your move")
    finally:
        session.close()
        guest.close()
