"""The Loop table, driven by the mouse through the real app (headless).

The whole-game test clicks Play → Loop → Start like a player, then plays every
decision with clicks on the dice, the control buttons and the hexes (the
normal bot picks the move, the clicks make it) until the end screen shows.
"""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path

import pygame
import pytest

from game.core.hexgrid import Hex
from game.core.match import Match
from game.core.registry import get_game
from game.core.rng import GameRng
from game.core.seats import SeatSpec
from game.core.values import Action
from game.games.loop.bots import levels as bots
from game.games.loop.rules import actions as A
from game.games.loop.screen.scene import LoopScene
from game.ui.game_scene import outcome_text
from game.ui.scenes.end import EndScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.seats import SeatSetup
from game.ui.settings import Settings
from game.ui.table import TableScene
from tests.ui.harness import ARTIFACTS, DT, TableHarness

log = logging.getLogger(__name__)
DOCS = Path(__file__).resolve().parents[2] / "docs"


class LoopHarness(TableHarness):
    """The app with the installed games; the Loop scene of the table on top."""

    @property
    def loop(self) -> LoopScene:
        game = self.table.game
        assert isinstance(game, LoopScene)
        return game

    def settle(self, limit: int = 600) -> None:
        """Step frames until the table's animations end (a roll takes about 1.2 s)."""
        for _ in range(limit):
            if not self.loop.busy():
                break
            self.step()
        self.step(2)


@pytest.fixture
def loop():
    h = LoopHarness()
    yield h
    h.close()


def sit(h: LoopHarness, seed: int, level: int = 1) -> TableScene:
    """A human Loop table made through the shell's API."""
    info = get_game("loop")
    match = Match(info, info.resolve_options({"level": level}), seed, ["human"])
    table = TableScene(h.app, match, [SeatSpec("human")], autosave=False)
    h.app.push(table)
    h.settle()
    return table


def click_action(h: LoopHarness, action: Action) -> None:
    """Make ``action`` with the mouse: dice, then op button, then hex / button / path."""
    scene = h.loop
    if isinstance(action, A.Place):
        for i in action.dice:
            h.click(scene.die_center(i))
        if len(action.dice) == 2:
            h.click(scene.button_rect(action.op).center)
        h.click(scene.hex_center(action.hex))
    elif isinstance(action, A.EndPlacement):
        h.click(scene.button_rect("end").center)
        if scene.armed == action:  # ending with an unplaced 3 asks twice
            h.click(scene.button_rect("end").center)
    elif isinstance(action, A.CrossOff):
        h.click(scene.hex_center(action.hex))
        if scene.armed == action:  # the top hex asks twice
            h.click(scene.hex_center(action.hex))
    elif isinstance(action, A.FillBridge):
        h.click(scene.path_center(action.hex, action.direction))
    elif isinstance(action, A.Hold):
        for i in action.dice:
            h.click(scene.die_center(i))
        h.click(scene.button_rect("hold").center)
    elif isinstance(action, A.GrowPool):
        h.click(scene.button_rect("grow" if action.grow else "keep").center)


def play_by_mouse(h: LoopHarness, action: Action) -> None:
    steps = len(h.table.match.steps)
    click_action(h, action)
    played = h.table.match.steps[steps:]
    assert played and played[0].action == action, f"clicks did not play {action.to_text()}"


def test_a_whole_game_by_mouse_from_the_menu(loop):
    started = time.perf_counter()
    loop.click_button("Play")
    loop.click_button("Play")  # Loop's card
    seats = loop.top
    assert isinstance(seats, SeatSetup)
    seats.seed_entry.set_text("11")
    loop.click_button("Start")
    table = loop.table
    assert table.match.seed == 11 and table.humans == [0]
    assert loop.loop.busy()  # the opening roll tumbles in the tray
    loop.screenshot("loop_start_rolling")
    loop.settle()
    assert loop.loop.tray.values == [d["value"] for d in loop.loop.view["dice"]]
    loop.screenshot("loop_start")
    rng = GameRng(3)
    seen = set()
    for _ in range(400):
        scene = loop.loop
        if not scene.legal:
            break
        phase = scene.view["phase"]
        if phase not in seen:
            seen.add(phase)
            loop.screenshot(f"loop_phase_{phase}")
        play_by_mouse(loop, bots.normal(scene.view, scene.legal, rng))
        if len(table.match.steps) > 12:
            scene.settle()  # the first turns animate in full; then skip ahead
        loop.settle()
    assert table.match.state.is_over()
    loop.step(3)
    end = loop.top
    assert isinstance(end, EndScene)
    assert end.headline == outcome_text(table.match.state.outcome(), table.names)
    assert any(line.startswith("Turns played:") for line in end.lines)
    assert any(line.startswith("Portals reached:") for line in end.lines)
    loop.screenshot("loop_end")
    assert {"placement", "hold", "cross_off"} <= seen
    log.info("whole game by mouse: %d steps in %.1f s", len(table.match.steps),
             time.perf_counter() - started)

    loop.click_button("Watch replay")
    replay = loop.top
    assert isinstance(replay, ReplayScene) and isinstance(replay.game, LoopScene)
    assert replay.game.ctx.read_only and replay.game.buttons() == []
    for _ in range(6):
        loop.click_button(">")
    before = replay.game.view
    loop.click(replay.game.hex_center(Hex(0, 0)))  # clicks on a replay change nothing
    assert replay.index == 6 and replay.game.view is before
    loop.click_button("Play")
    loop.step(120)
    assert replay.index > 6
    loop.screenshot("loop_replay")


def test_hover_lights_the_targets_of_a_die(loop):
    sit(loop, seed=5)  # dice 3 5 6 6: every die may start on the top hex
    scene = loop.loop
    loop.move(scene.die_center(1))
    assert scene.lit_hexes() == ({Hex(0, 0)}, "good")
    loop.move(scene.hex_center(Hex(0, 0)))
    assert scene.place_for(Hex(0, 0)) is None  # the hover left the die: nothing chosen
    loop.click(scene.die_center(1))
    loop.move(scene.hex_center(Hex(0, 0)))
    assert scene.place_for(Hex(0, 0)) == A.Place((1,), "single", Hex(0, 0))
    loop.click(scene.hex_center(Hex(0, 0)))
    loop.settle()
    assert scene.view["placements"][0]["value"] == 5
    loop.click(scene.die_center(2))  # a 6 from the 5: only + and plain hexes below
    lit, tone = scene.lit_hexes()
    want = {a.hex for a in scene.legal if isinstance(a, A.Place) and a.dice == (2,)}
    assert tone == "good" and lit == want and Hex(1, 0) in lit and Hex(-1, 1) not in lit
    loop.move(scene.hex_center(Hex(1, 0)))
    loop.screenshot("loop_selection_lit")


def test_two_dice_offer_only_legal_sum_or_difference(loop):
    sit(loop, seed=5)
    scene = loop.loop
    loop.click(scene.die_center(1))
    loop.click(scene.die_center(2))  # 5 and 6: the sum 11 is no value
    assert scene.ops_offered() == ["diff"]
    assert scene.button_rect("sum") is None and scene.button_rect("diff") is not None
    assert next(b for b in scene.buttons() if b.name == "diff").label == "6\u22125=1"
    loop.screenshot("loop_sum_or_difference")
    loop.click(scene.button_rect("diff").center)
    loop.click(scene.hex_center(Hex(0, 0)))
    loop.settle()
    assert scene.view["placements"][0] == {"hex": [0, 0], "dice": [1, 2], "op": "diff",
                                           "value": 1}


def test_an_illegal_click_shows_why_and_changes_nothing(loop):
    table = sit(loop, seed=5)
    scene = loop.loop
    before = table.match.state.state_hash()
    loop.click(scene.die_center(1))
    loop.click(scene.hex_center(Hex(0, 3)))  # deep down the tower: not reachable
    assert table.match.state.state_hash() == before and not table.match.steps
    assert "not reachable" in table.toasts[-1].message
    loop.click(scene.hex_center(Hex(1, 1)))  # with the die still selected
    assert table.match.state.state_hash() == before
    scene.reset_choices()
    loop.click(scene.hex_center(Hex(0, 3)))  # no die selected: the scene says why
    assert table.match.state.state_hash() == before
    assert "top hex" in table.toasts[-1].message


def test_undo_within_placement_restores_the_view(loop):
    table = sit(loop, seed=5)
    scene = loop.loop
    loop.click(scene.die_center(2))
    loop.click(scene.hex_center(Hex(0, 0)))
    loop.settle()
    first = scene.view
    loop.click(scene.die_center(3))
    loop.click(scene.hex_center(Hex(0, 1)))  # 6 then 6 on the = hex
    loop.settle()
    assert len(scene.view["placements"]) == 2 and table.can_undo()
    loop.click(scene.die_center(1))
    assert scene.selected == [1]
    loop.click_button("Undo")
    loop.settle()
    assert scene.view == first and scene.selected == []
    assert scene.tray.marks[2].name == "USED" and scene.tray.marks[3].name == "NONE"


def test_hold_toggling_respects_max_hold(loop):
    table = sit(loop, seed=1, level=2)
    rng = GameRng(1)

    def waiting() -> bool:
        view = table.match.state.view(0)
        placed = sum(d["used"] for d in view["dice"])
        return view["phase"] != "hold" or placed <= view["max_hold"]

    while waiting():  # a Level 2 hold with more dice placed than may be held
        state = table.match.state
        table.submit(bots.normal(state.view(0), state.legal_actions(0), rng))
    loop.loop.settle()
    loop.settle()
    scene = loop.loop
    placed = [d["index"] for d in scene.view["dice"] if d["used"]]
    limit = scene.view["max_hold"]
    assert len(placed) > limit == scene.max_hold() == 4
    for i in placed:
        loop.click(scene.die_center(i))
    assert len(scene.holds) == limit and placed[-1] not in scene.holds
    assert "at most 4" in table.toasts[-1].message
    assert scene.instruction() == "Hold 4 of max 4: click placed dice"
    loop.screenshot("loop_hold")
    loop.click(scene.die_center(placed[0]))
    assert len(scene.holds) == limit - 1
    kept = sorted(scene.holds)
    values = [scene.view["dice"][i]["value"] for i in kept]
    loop.click(scene.button_rect("hold").center)
    loop.settle()
    assert isinstance(table.match.steps[-1].action, A.Hold)
    assert table.match.steps[-1].action.dice == tuple(kept)
    assert sorted(d["value"] for d in scene.view["dice"] if d["held"]) == sorted(values) \
        or scene.view["phase"] == "cross_off"


def test_cross_off_and_colourblind_palette(config_dir):
    h = LoopHarness(Settings(volume=0.0, colourblind=True))
    try:
        table = sit(h, seed=5)
        rng = GameRng(1)
        while table.match.state.view(0)["phase"] != "cross_off":
            state = table.match.state
            table.submit(bots.normal(state.view(0), state.legal_actions(0), rng))
        h.loop.settle()
        h.settle()
        scene = h.loop
        assert scene.palette.name == "colourblind"
        lit, tone = scene.lit_hexes()
        assert tone == "bad" and Hex(*scene.view["portals"][0]) not in lit
        target = sorted(lit, key=lambda x: -scene.tower.cells[x]["depth"])[0]
        h.move(scene.hex_center(target))
        h.screenshot("loop_cross_off_colourblind")
        h.click(scene.hex_center(target))
        h.settle()
        assert scene.tower.cells[target]["crossed"]
    finally:
        h.close()


def test_the_table_plays_on_while_the_mouse_sweeps(loop):
    """Bots play while the mouse sweeps the board: rolls, ink, hover, log.

    Frame time is measured by ``main.py --bench``, not asserted here.
    """
    info = get_game("loop")
    match = Match(info, info.resolve_options({}), 1, ["bot:normal"])
    table = TableScene(loop.app, match, [SeatSpec("bot", "normal")], autosave=False,
                       bot_delay=0.2)
    loop.app.push(table)
    loop.step(30)
    loop.app.frame_times.clear()
    for i in range(900):
        pos = (40 + (i * 37) % 1200, 40 + (i * 23) % 640)
        motion = pygame.event.Event(pygame.MOUSEMOTION, pos=loop.app.to_window(pos),
                                    rel=(1, 1), buttons=(0, 0, 0))
        loop.app.step(DT, [motion])
    assert len(match.steps) > 10
    assert len(loop.app.frame_times["TableScene"]) == 900


def test_readme_screenshot(loop):
    """The README's picture: mid-game, paths inked, two dice chosen, targets lit.

    Written to tests/_artifacts/; with HEXFOLD_UPDATE_SCREENSHOT=1 it replaces
    docs/screenshot.png (tests never change tracked files otherwise).
    """
    table = sit(loop, seed=11)
    rng = GameRng(3)
    chosen = None
    for _ in range(200):
        state = table.match.state
        view = state.view(0)
        legal = state.legal_actions(0)
        pairs = [a for a in legal if isinstance(a, A.Place) and len(a.dice) == 2]
        if view["turn"] >= 3 and len(view["placements"]) >= 2 and pairs:
            chosen = pairs[-1]
            break
        table.submit(bots.normal(view, legal, rng))
    assert chosen is not None
    loop.loop.settle()
    loop.settle()
    scene = loop.loop
    for i in chosen.dice:
        loop.click(scene.die_center(i))
    loop.click(scene.button_rect(chosen.op).center)
    loop.move(scene.hex_center(chosen.hex))
    loop.step(8)
    assert chosen.hex in scene.lit_hexes()[0]
    update = os.environ.get("HEXFOLD_UPDATE_SCREENSHOT") == "1"
    loop.app.screenshot(DOCS / "screenshot.png" if update else ARTIFACTS / "readme_screenshot.png")


def test_hint_button_shows_the_move_and_why(loop):
    sit(loop, seed=5)
    loop.click_button("Hint")
    action, reason = loop.loop.hint
    assert action in loop.loop.legal
    assert reason, "a hint explains itself"
    loop.screenshot("loop_hint")


def test_replay_log_opens_with_the_first_roll(loop):
    table = sit(loop, seed=5)
    replay = ReplayScene(loop.app, table.match, 0)
    assert replay.events_until(0), "the setup roll is part of the story"


def test_action_words_name_values_not_dice_positions():
    from game.games.loop.screen.words import action_words

    view = {"dice": [{"value": 6}, {"value": 2}], "hexes": [{"hex": [0, 0], "symbol": "start"}]}
    assert action_words(A.Place((0,), "single", Hex(0, 0)), view).startswith("place 6 on")
    assert action_words(A.Place((1, 0), "diff", Hex(0, 0)), view).startswith("place 6\u22122=4 on")
    assert action_words(A.Place((1, 0), "sum", Hex(0, 0)), view).startswith("place 2+6=8 on")
