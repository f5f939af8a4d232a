"""The Paradox Island table, driven by the mouse through the real app (headless).

The whole-game test clicks Play → Paradox Island → Start with a computer OP
and a human captive, then plays every captive decision with clicks (the
normal captive bot picks the move, the clicks make it) until the end screen.
Others play a human OP's setup and turn by clicks against three bot
captives, build the island tile by tile, put up the hot-seat curtain, check
that refused clicks say why, and watch as a spectator. Screenshots of each
screen go to tests/_artifacts/paradox_*.png.
"""

from __future__ import annotations

import copy
import logging
import time

import pygame
import pytest

from game.core.hexgrid import Hex
from game.core.match import Match
from game.core.registry import get_game
from game.core.rng import GameRng
from game.core.seats import SeatSpec
from game.core.values import Action
from game.games.paradox_island.bots import levels as bots
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.screen.panels import bonus_row_rects
from game.games.paradox_island.screen.scene import ParadoxIslandScene
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.end import EndScene
from game.ui.scenes.seats import HUMAN, SeatSetup, bot_label
from game.ui.table import TableScene
from tests.ui.harness import DT, TableHarness

log = logging.getLogger(__name__)
OP_ONLY = {"island", "placements", "ocean_parts", "wave", "wave_lake", "rock", "bush", "drawn",
           "gone", "positions"}


class IslandHarness(TableHarness):
    """The app with the installed games; the Paradox Island scene of the table on top."""

    @property
    def scene(self) -> ParadoxIslandScene:
        game = self.table.game
        assert isinstance(game, ParadoxIslandScene)
        return game


@pytest.fixture
def island():
    h = IslandHarness()
    yield h
    h.close()


def sit(h: IslandHarness, seats: list[str], seed: int = 3, instant: bool = True,
        **options: object) -> TableScene:
    info = get_game("paradox_island")
    match = Match(info, info.resolve_options({"round_limit": 40, **options}), seed, seats)
    specs = [SeatSpec("bot", s.split(":")[1]) if s.startswith("bot") else SeatSpec("human")
             for s in seats]
    table = TableScene(h.app, match, specs, autosave=False, instant_bots=instant,
                       bot_delay=0.05)
    h.app.push(table)
    h.step(2)
    return table


def shot(h: IslandHarness, name: str) -> None:
    """A screenshot once the scene has redrawn every cached layer (and stopped gliding)."""
    for _ in range(10):
        if not h.scene.busy():
            break
        h.step()
    h.screenshot(name)


def into_play(h: IslandHarness, table: TableScene, moves: int = 4) -> None:
    """Let the captive (seat 1) play its setup and a few moves of play, then stop on its turn."""
    rng = GameRng(2)
    played = 0
    for _ in range(400):
        h.step()
        state = table.match.state
        assert not state.is_over()
        if 1 not in state.to_move():
            continue
        if state.view(1)["phase"] == "play":
            if played >= moves:
                return
            played += 1
        table.submit(bots.normal_bot(state.view(1), state.legal_actions(1), rng))


def click_action(h: IslandHarness, action: Action) -> None:
    """Make a captive's ``action`` with the mouse."""
    scene = h.scene
    if isinstance(action, A.ChooseCharacter):
        h.press(f"char:{action.character}")
    elif isinstance(action, A.ChooseStartFruit):
        h.press(f"start:{action.fruit}")
    elif isinstance(action, A.Move):
        if scene.button_rect(f"piece:{action.piece}") and scene.piece != action.piece:
            h.press(f"piece:{action.piece}")
        if scene.over != action.over:
            h.press("over")
        if scene.safe != action.safe:
            h.press("safe")
        h.press(f"dir:{action.direction}")
    elif isinstance(action, A.Restore):
        if scene.button_rect(f"piece:{action.piece}") and scene.piece != action.piece:
            h.press(f"piece:{action.piece}")
        h.press("restore")
    elif isinstance(action, A.EndTurn):
        h.press("end")
    elif isinstance(action, A.Activate):
        h.press("yes" if action.yes else "no")
    elif isinstance(action, A.AskOracle):
        for d in action.directions:
            h.press(f"dir:{d}")
        h.press("ask" if action.directions else "oracle:skip")
    elif isinstance(action, A.UseBonus):
        h.click(scene.fruit_rect(action.fruit).center)
        if h.scene.bonus_fruit == action.fruit and scene.aimed_options():
            # An aimed bonus: its choices (who, how far, safely...), then the compass.
            for k, part in enumerate(scene.aimed_parts(action)):
                if scene.button_rect(f"part:{k}:{part}") is not None:
                    h.press(f"part:{k}:{part}")
            h.press(f"dir:{scene.aimed_direction(action)}")
        elif h.scene.bonus_fruit == action.fruit:
            h.press(f"bonus:{action.piece}:{action.option}")
        if h.scene.confirm is not None:  # it would change nothing: the screen asks first
            h.press("confirm:yes")
    else:
        h.press(f"act:{scene.legal.index(action)}")


def test_a_whole_game_as_a_captive_against_the_computer_op(island):
    started = time.perf_counter()
    seats = island.open_seats("paradox_island")
    assert isinstance(seats, SeatSetup)
    seats.kinds = {0: bot_label("normal"), 1: HUMAN}  # what the seat menus would pick
    seats.values["round_limit"] = seats.info.options[1].label_of(40)
    seats._rebuild()
    seats.seed_entry.set_text("7")
    island.step()
    island.screenshot("paradox_seats")
    island.click_button("Start")
    table = island.table
    assert table.humans == [1] and table.match.options["round_limit"] == 40
    table.instant_bots = True
    rng = GameRng(5)
    shots: set[str] = set()
    for _ in range(1500):
        island.step()
        scene = island.scene
        if table.match.state.is_over():
            break
        if not scene.legal:
            continue
        view = scene.view
        assert view["role"] == "captive" and not OP_ONLY & set(view)
        phase = view["phase"] + (f"_{view['pending']['kind']}" if view["pending"] else "")
        if phase not in shots:
            shots.add(phase)
            shot(island, f"paradox_captive_{phase}")
        action = bots.normal_bot(view, scene.legal, rng)
        steps = len(table.match.steps)
        click_action(island, action)
        played = [s for s in table.match.steps[steps:] if s.seat == 1]
        assert played and played[0].action == action, f"clicks did not play {action.to_text()}"
    assert table.match.state.is_over()
    island.step(3)
    end = island.top
    assert isinstance(end, EndScene)
    assert any(line.startswith("Rounds played:") for line in end.lines)
    island.screenshot("paradox_end")
    assert {"characters", "start_fruits", "play"} <= {s.split("_")[0] if not s.startswith(
        "start_fruits") else "start_fruits" for s in shots}
    log.info("whole captive game by mouse: %d steps in %.1f s", len(table.match.steps),
             time.perf_counter() - started)


def test_the_captive_screen_keeps_op_secrets_out(island):
    table = sit(island, ["bot:normal", "human"], seed=4)
    into_play(island, table)
    scene = island.scene
    assert scene.view["role"] == "captive" and not OP_ONLY & set(scene.view)
    assert "hex" not in str(scene.view["captives"])
    marked = {Hex(*m["hex"]) for m in scene.view["marks"] if m.get("hex")}
    book = scene.book()
    assert book is not None and not book.marks
    island.click(scene.mark_rect("oracle").center)
    island.click(scene.hex_center(Hex(1, -1)))
    assert book.marks == {Hex(1, -1): "oracle"}
    drawn = set(book.marks) | marked
    assert drawn <= {Hex(1, -1)} | marked  # only what the captive drew or OP marked
    island.click(scene.mark_rect("anomaly:sinkhole").center)
    island.move(scene.hex_center(Hex(-1, 2)))  # the pencil's symbol shows where it would go
    shot(island, "paradox_notebook")
    board = scene.my_board()
    idle = [fruits for fruits, _, _ in bonus_row_rects(scene.board_rect, board)
            if not any(scene.bonus_options(f) for f in fruits)]
    missing = [f for fruits in idle for f in fruits if not board["fruits"][f]]
    if missing:  # a fruit not found yet, on a row with nothing to use: the click says why
        island.click(scene.fruit_rect(missing[0]).center)
        assert any("you have not circled" in t.message for t in island.table.toasts)
    island.click(scene.mark_rect("card").center)
    shot(island, "paradox_tile_card")


def test_notes_come_back_with_the_game(island):
    table = sit(island, ["bot:normal", "human"], seed=4)
    into_play(island, table)
    scene = island.scene
    island.click(scene.mark_rect("camp:A").center)
    island.click(scene.hex_center(Hex(0, 0)))
    assert scene.notes_box is not None
    scene.notes_box.set_text("camp A near the middle?")
    island.step(2)
    again = ParadoxIslandScene(scene.ctx)
    again.show(table.match.state.view(1), [])
    book = again.book()
    assert book is not None and book.marks == {Hex(0, 0): "camp:A"}
    assert book.text == "camp A near the middle?"


def test_hot_seat_puts_up_the_curtain_between_op_and_captive(island):
    table = sit(island, ["human", "human"], seed=2)
    assert island.scene.view["role"] == "op"
    shot(island, "paradox_op_setup")
    for _ in range(40):
        state = table.match.state
        seat = state.to_move()[0]
        if seat != table.ctx.seat:
            break
        table.submit(bots.normal_bot(state.view(seat), state.legal_actions(seat), GameRng(1)))
        island.step()
        if isinstance(island.top, CurtainScene):
            break
    for _ in range(120):  # the curtain waits for the board to show the OP's last step
        if isinstance(island.top, CurtainScene):
            break
        island.step()
    assert isinstance(island.top, CurtainScene)
    island.screenshot("paradox_curtain")
    island.click((640, 360))
    assert island.scene.view["role"] == "captive"


def test_op_builds_the_island_tile_by_tile(island):
    table = sit(island, ["human", "bot:normal"], seed=5, island="build")
    scene = island.scene
    shot(island, "paradox_op_build")
    for _ in range(17):
        island.press("lay")
    assert len(table.match.state.view(0)["placements"]) == 17
    island.click(scene.part_center(2))  # the Wave
    assert table.match.state.view(0)["wave"] == 2
    rock = next(a for a in scene.legal if isinstance(a, A.PlaceRock))
    island.click(scene.hex_center(rock.space))
    bush = next(a for a in scene.legal if isinstance(a, A.PlaceBush))
    island.click(scene.hex_center(bush.space))
    island.step(30)
    assert table.match.state.view(0)["bush"] is not None
    shot(island, "paradox_op_play")


@pytest.mark.parametrize("role", ["op", "captive"])
def test_both_screens_play_on_while_the_mouse_sweeps(island, role):
    """Bots play while the mouse sweeps the board (frame time: ``main.py --bench``)."""
    seats = ["human", "bot:normal"] if role == "op" else ["bot:normal", "human"]
    table = sit(island, seats, seed=9)
    table.instant_bots = False
    table.bot_delay = 0.05
    human = 0 if role == "op" else 1
    rng = GameRng(4)
    island.app.frame_times.clear()
    for i in range(600):
        state = table.match.state
        if human in state.to_move() and i % 6 == 0:
            table.submit(bots.normal_bot(state.view(human), state.legal_actions(human), rng))
        pos = (40 + (i * 37) % 1200, 40 + (i * 23) % 640)
        motion = pygame.event.Event(pygame.MOUSEMOTION, pos=island.app.to_window(pos),
                                    rel=(1, 1), buttons=(0, 0, 0))
        island.app.step(DT, [motion])
        if not isinstance(island.top, TableScene):
            break
    assert len(table.match.steps) > 10


def test_op_plays_a_turn_by_mouse_against_three_bot_captives(island):
    """A human OP: setup by clicks, then a piece chosen on the map and moved by the compass."""
    table = sit(island, ["human", "bot:normal", "bot:normal", "bot:normal"], seed=6)
    scene = island.scene
    assert scene.view["role"] == "op"
    island.move(scene.part_center(1))
    shot(island, "paradox_op_place_wave")
    island.click(scene.part_center(1))
    rock = next(a for a in scene.legal if isinstance(a, A.PlaceRock))
    island.click(scene.hex_center(rock.space))
    bush = next(a for a in scene.legal if isinstance(a, A.PlaceBush))
    island.click(scene.hex_center(bush.space))
    for _ in range(800):  # the captives set up and play their turns
        island.step()
        if scene.of_kind("keep_token"):
            break
    token = scene.of_kind("keep_token")[0]
    island.press(f"token:{token.token}")
    mover = next(a for a in scene.legal if isinstance(a, A.PieceMove))
    empty = next(h for h in map(Hex.from_json, [r["hex"] for r in scene.view["island"]])
                 if h not in scene.map_targets())
    island.click(scene.hex_center(empty))
    assert any("Nothing to do" in t.message for t in table.toasts), "an idle click says why"
    anchor = scene.toast_anchor()  # over the island, never over OP's instruction
    assert anchor.right <= scene.side_rect.x and anchor.x >= scene.op_frame.rect.x
    island.click(scene.hex_center(mover.start))
    assert scene.op_choice[:2] == ("piece", mover.piece)
    assert scene.button_rect(f"dir:{mover.direction}") is not None
    island.move(scene.button_rect(f"dir:{mover.direction}").center)  # an arrow shows the way
    island.step(30)
    shot(island, "paradox_op_turn")
    steps = len(table.match.steps)
    island.press(f"dir:{mover.direction}")
    assert table.match.steps[steps].action == mover
    island.step(8)
    island.screenshot("paradox_op_glide")


def test_a_spectator_sees_only_what_was_said_aloud(island):
    sit(island, ["bot:normal", "bot:normal", "bot:normal"], seed=8, instant=False)
    island.step(90)
    scene = island.scene
    assert scene.view["role"] == "spectator" and not OP_ONLY & set(scene.view)
    assert scene.buttons() == []
    shot(island, "paradox_spectator")


def test_the_heard_log_scrolls_back(island):
    table = sit(island, ["bot:normal", "human"], seed=4)
    into_play(island, table, moves=8)
    scene = island.scene
    island.wheel(scene.heard_rect.center, 3)
    island.step()
    assert scene.heard_scroll == 3
    shot(island, "paradox_heard_scrolled")


def test_a_control_the_rules_refuse_says_why(island):
    """With no energy to spend, "Safe" is dimmed, and clicking it says what it would cost."""
    table = sit(island, ["bot:normal", "human"], seed=4)
    into_play(island, table)
    scene, rng = island.scene, GameRng(3)
    for _ in range(200):  # on to a moment a move can be made
        if scene.button_named("safe") is not None:
            break
        if scene.legal:
            table.submit(bots.normal_bot(scene.view, scene.legal, rng))
        island.step()
    view = copy.deepcopy(scene.view)
    for piece in next(b for b in view["captives"] if b["seat"] == 1)["pieces"]:
        piece["energy"], piece["health"] = 0, 1
    scene.show(view, [a for a in scene.legal if not (isinstance(a, A.Move) and a.safe)])
    safe = scene.button_named("safe")
    assert safe is not None and not safe.enabled
    island.press("safe")
    assert any("costs 1 energy more; you can spend 0" in t.message for t in table.toasts)
