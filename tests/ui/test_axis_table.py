"""The Axis Mundi table, driven by the mouse through the real app (headless).

The round test seats one human and two normal bots, lets the normal bot
choose each of the human's actions and makes it with clicks (a hex, a card
and its button, picked cards, or a labelled button), through a whole round
and the volcano's turning, then checks that every token is drawn where the
view puts it. The curtain test plays two humans in hot-seat and checks that
no view shown for one seat holds the other's hand.
"""

from __future__ import annotations

import json
import logging
import time

import pygame
import pytest

from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.core.values import Action
from game.games.axis_mundi.bots import levels as bots
from game.games.axis_mundi.rules.board import load_board, ring_hexes
from game.games.axis_mundi.screen.art import Volcano
from game.games.axis_mundi.screen.reach import PICKED, group_of, hand_card
from game.games.axis_mundi.screen.scene import AxisMundiScene
from game.games.axis_mundi.screen.volcano import Turning
from game.ui.scenes.curtain import CurtainScene
from game.ui.table import TableScene
from tests.ui.harness import TableHarness

log = logging.getLogger(__name__)


class AxisHarness(TableHarness):
    """The app with the installed games; the Axis Mundi scene of the table on top."""

    @property
    def scene(self) -> AxisMundiScene:
        game = self.table.game
        assert isinstance(game, AxisMundiScene)
        return game


@pytest.fixture
def axis():
    h = AxisHarness()
    yield h
    h.close()


def sit(h: AxisHarness, seats: list[str], seed: int) -> TableScene:
    return h.sit("axis_mundi", seats, seed)


def click_action(h: AxisHarness, action: Action) -> None:
    """Make ``action`` with the mouse, the way a player would."""
    scene = h.scene
    index = scene.legal.index(action)
    card = hand_card(action)
    target = scene.target_of(action)
    if action.kind in PICKED:
        for c in action.cards:
            h.click(scene.card_rect(c).center)
        h.press(f"act:{index}")
    elif card:
        h.click(scene.card_rect(card).center)
        h.press(f"act:{index}")
    elif target is not None:
        if scene.primary_at(target) == index:
            h.click(scene.hex_center(target))
        else:
            h.right_click(scene.hex_center(target))
            h.press(f"act:{index}")
    else:
        if group_of(action):  # a draw of several cards first asks for the decks' split
            h.press(f"group:{group_of(action)}")
        h.press(f"act:{index}")


def test_two_rounds_and_the_turning_volcano_by_mouse(axis):
    started = time.perf_counter()
    table = sit(axis, ["human", "bot:normal", "bot:normal"], seed=11)
    rng = GameRng(5)
    turning = False
    checked = clicks = 0
    for _ in range(6000):
        axis.step()
        scene = axis.scene
        if scene.turning is not None:
            if not turning and checked == 0:
                axis.step(30)
                axis.screenshot("axis_3p_turning")
            turning = True
            continue
        if turning:  # the turning just ended: tokens sit where the view says
            turning = False
            view = table.match.state.view(0)
            assert scene.view["board"]["turns"] == view["board"]["turns"]
            drawn = scene.token_positions()
            for p in view["players"]:
                if p["pos"] is not None:
                    assert drawn[p["seat"]] == scene.hex_center(Hex.from_json(p["pos"]))
            checked += 1
            if checked == 2:
                break
        if not scene.legal:
            continue
        action = bots.normal_bot(scene.view, scene.legal, rng)
        steps = len(table.match.steps)
        click_action(axis, action)
        clicks += 1
        played = [s for s in table.match.steps[steps:] if s.seat == 0]
        assert played and played[0].action == action, f"clicks did not play {action.to_text()}"
    assert checked == 2, "two rounds should have turned the volcano twice"
    assert table.match.state.view(0)["round"] == 3
    axis.screenshot("axis_3p_after_turning")
    log.info("two rounds by mouse: %d clicks, %d steps in %.1f s", clicks,
             len(table.match.steps), time.perf_counter() - started)


def test_hot_seat_curtain_keeps_each_hand_hidden(axis):
    table = sit(axis, ["human", "human", "bot:normal"], seed=4)
    shown: list[tuple[dict, dict[int, list[str]]]] = []
    scene = axis.scene
    original = scene.show

    def spy(view, legal):
        state = table.match.state
        hands = {s: list(state.view(s)["you"]["hand"]) for s in (0, 1)}
        shown.append((view, hands))
        original(view, legal)

    scene.show = spy  # type: ignore[method-assign]
    curtains = 0
    rng = GameRng(1)
    for _ in range(300):
        axis.step()
        if isinstance(axis.top, CurtainScene):
            curtains += 1
            if curtains == 1:
                axis.screenshot("axis_curtain")
            axis.click((640, 360))
            continue
        state = table.match.state
        seat = table.ctx.seat
        if seat in state.to_move() and not scene.busy():
            table.submit(bots.normal_bot(state.view(seat), state.legal_actions(seat), rng))
        if curtains >= 3:
            break
    assert curtains >= 3
    seats_seen = {view["seat"] for view, _ in shown}
    assert seats_seen == {0, 1}
    for view, hands in shown:
        other = 1 - view["seat"]
        words = json.dumps(view)
        assert all(card not in words for card in hands[other]), "a hidden hand was shown"
        assert view["you"]["hand"] == hands[view["seat"]]


@pytest.mark.parametrize("players", [3, 6])
def test_drawn_ring_hexes_follow_the_boards_rotation_rule(players):
    board = load_board(players)
    v = Volcano(pygame.Rect(24, 24, 570, 538), board.top_level, board.sea_radius)
    turns = [0] * (board.top_level + 1)
    for _ in range(4):  # four rounds of turning, each animated to its end
        turning = Turning(list(turns), board.top_level, {})
        while not turning.done:
            turning.update(0.05)
        turns = [(t + level) % 6 if level else 0 for level, t in enumerate(turns)]
        for radius in range(1, board.sea_radius + 1):
            for home in ring_hexes(radius):
                level = board.level_of(home)
                x, y = v.turned(home, turning.degrees(level))
                wx, wy = v.pixel(board.world(home, turns))
                assert abs(x - wx) < 0.01 and abs(y - wy) < 0.01, (home, turns)
