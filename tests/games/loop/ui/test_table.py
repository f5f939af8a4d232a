"""Loop's table by mouse (headless): the grow-or-keep choice, words without
coordinates, the info box that never cuts a line, dice in the tray apart.

Screenshots go to tests/_artifacts/loop_*.png.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import math
import re

import pytest

from game.core.match import Match
from game.core.rng import GameRng
from game.core.seats import bot_rng
from game.games.loop.bots import levels as bots
from game.games.loop.rules import actions as A
from game.games.loop.screen.panel import INFO_LINE, INFO_PAD
from game.games.loop.screen.words import Narrator, action_words
from game.ui.widgets import text, wrap
from tests.ui.test_loop_table import LoopHarness, sit

COORDINATE = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)")


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    """Settings and saves go to a fresh temporary folder for every test."""
    monkeypatch.setenv("HEXFOLD_CONFIG_DIR", str(tmp_path / "config"))


@pytest.fixture
def loop():
    h = LoopHarness()
    yield h
    h.close()


def _play_to_growth(table, rng: GameRng) -> None:
    while table.match.state.view(0)["phase"] != "grow":
        state = table.match.state
        table.submit(bots.normal(state.view(0), state.legal_actions(0), rng))


def test_the_pool_growth_is_chosen_by_mouse(loop):
    """Increasing the # of Dice ("may increase"): two labelled buttons, keep and grow,
    each click does what it says."""
    table = sit(loop, seed=11)
    rng = GameRng(3)
    _play_to_growth(table, rng)
    loop.loop.settle()
    loop.settle()
    scene = loop.loop
    pool, offered = scene.view["pool"], scene.view["grow_to"]
    labels = {b.name: b.label for b in scene.buttons()}
    assert labels == {"grow": f"Grow to {offered} dice", "keep": f"Keep {pool} dice"}
    assert scene.instruction() == "Grow your pool, or keep it?"
    words = text(scene.instruction(), "body", scene.palette.text, bold=True)
    assert words.get_width() <= scene.controls_rect.width - 24  # the heading is not cut
    loop.screenshot("loop_grow_choice")
    loop.click(scene.button_rect("keep").center)
    loop.settle()
    assert table.match.steps[-1].action == A.GrowPool(False)
    assert table.match.state.pool == pool
    _play_to_growth(table, rng)
    loop.loop.settle()
    loop.settle()
    offered = scene.view["grow_to"]
    loop.click(scene.button_rect("grow").center)
    loop.settle()
    assert table.match.steps[-1].action == A.GrowPool(True)
    assert table.match.state.pool == offered


def test_no_text_for_the_player_names_a_coordinate():
    """Hints, log lines and action/event text name hexes as the sheet shows them, over
    a seeded game played by the hint (every decision kind, a portal and a win)."""
    match = Match.create("loop", {"level": 1}, 13, ["bot"])
    rng = bot_rng(13, 0)
    narrator = Narrator()
    words = []
    for event in match.opening:
        words += [event.to_text(), narrator.describe(event, match.state.view(0))]
    while not match.state.is_over():
        view, legal = match.state.view(0), match.state.legal_actions(0)
        action, reason = bots.hint(view, legal, rng)
        words += [reason, action_words(action, view)]
        words += [a.to_text() for a in legal]
        for event in match.play(0, action):
            words += [event.to_text(), narrator.describe(event, match.state.view(0))]
    assert match.state.outcome().winners == (0,)
    bad = [w for w in words if COORDINATE.search(w)]
    assert not bad, bad[:5]
    assert not [w for w in words if re.search(r"\b1 dice\b|\b1 hexes\b", w)]


def test_the_info_box_never_cuts_a_line(loop):
    """Every guidance and hint of a seeded game fits the info box whole: nothing is
    dropped at its bottom edge (issue 14: the last lines were clipped)."""
    table = sit(loop, seed=5)
    scene = loop.loop
    rng = GameRng(2)
    seen = 0
    phases = set()
    for _ in range(200):
        if table.match.state.is_over():
            break
        loop.settle()
        for h in list(scene.tower.cells)[::5]:
            loop.move(scene.hex_center(h))
            lines = scene.info_lines()
            kept = scene.panel.info_layout(lines)
            wrapped = [line for words, _ in lines
                       for line in wrap(words, scene.panel.info_rect.width - 20, "small")]
            assert [line for line, _ in kept] == wrapped, lines  # every line, whole
            assert len(kept) * INFO_LINE + 2 * INFO_PAD <= scene.panel.info_rect.height
            seen += 1
        phases.add(scene.view["phase"])
        state = table.match.state
        action, reason = bots.hint(state.view(0), state.legal_actions(0), rng)
        scene.show_hint(action, reason)
        kept = scene.panel.info_layout(scene.info_lines())
        assert reason.split()[-1] in kept[-1][0], (reason, kept)  # the reason ends whole
        table.submit(action)
    assert seen and {"placement", "cross_off", "grow", "hold"} <= phases, phases
    loop.screenshot("loop_info_box")


def _corners(x: float, y: float, angle: float, edge: float) -> list[tuple[float, float]]:
    c, s, h = math.cos(angle), math.sin(angle), edge / 2
    return [(x + c * dx - s * dy, y + s * dx + c * dy) for dx, dy in
            ((-h, -h), (h, -h), (h, h), (-h, h))]


def _overlap(a: list[tuple[float, float]], b: list[tuple[float, float]]) -> float:
    """How deep two convex squares overlap (separating axis theorem; 0 when apart)."""
    depth = math.inf
    for poly in (a, b):
        for k in range(4):
            (x1, y1), (x2, y2) = poly[k], poly[(k + 1) % 4]
            ax, ay = y1 - y2, x2 - x1
            norm = math.hypot(ax, ay)
            pa = [(px * ax + py * ay) / norm for px, py in a]
            pb = [(px * ax + py * ay) / norm for px, py in b]
            depth = min(depth, min(max(pa), max(pb)) - max(min(pa), min(pb)))
    return max(0.0, depth)


def test_dice_in_the_tray_do_not_overlap(loop):
    """Eight dice thrown in the tray (some held) come to rest apart: no die covers
    another's face, so every pip stays in sight (issue 14)."""
    sit(loop, seed=5)
    scene = loop.loop
    for turn in range(1, 9):
        values = [(turn + k) % 6 + 1 for k in range(8)]
        scene._throw(values, [k < turn % 3 for k in range(8)], turn)
        scene.settle()
        loop.step(2)
        faces = [_corners(x, y, math.radians(angle), scene.tray.size)
                 for x, y, angle, _face in scene.tray.poses()]
        for i in range(len(faces)):
            for j in range(i + 1, len(faces)):
                assert _overlap(faces[i], faces[j]) <= 1.5, (turn, i, j)
    loop.screenshot("loop_tray_apart")


def test_one_die_is_one_die_not_one_dice(loop):
    """Issue 14: "1 dice" reads wrong; the hold button and the unplaced-dice line say
    "1 die"."""
    table = sit(loop, seed=11)
    rng = GameRng(3)
    while table.match.state.view(0)["phase"] != "hold":
        state = table.match.state
        table.submit(bots.normal(state.view(0), state.legal_actions(0), rng))
    loop.loop.settle()
    loop.settle()
    scene = loop.loop
    loop.click(scene.die_center(min(scene.holdable())))
    tip = next(b.tooltip for b in scene.buttons() if b.name == "hold")
    assert tip == "Keep 1 die with its value, roll the rest"
    loop.click(scene.button_rect("hold").center)
    loop.settle()
    while table.match.state.view(0)["phase"] != "placement" or \
            sum(not d["used"] for d in table.match.state.view(0)["dice"]) != 1 or \
            not table.match.state.view(0)["placements"]:
        state = table.match.state
        table.submit(bots.normal(state.view(0), state.legal_actions(0), rng))
    loop.loop.settle()
    loop.settle()
    loop.move((5, 5))
    words = [w for w, _ in scene.guidance()]
    assert words[0].startswith("1 die unplaced: ending now crosses off 1 hex.")
