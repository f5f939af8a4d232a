"""No clipped text on Paradox Island's screens at 1280x720 (issue 14, item 12).

The captive's notebook and board and OP's island are driven by mouse through every
state a game reaches (character, starting fruits, play with the compass and the piece
selector, an opened bonus, the question before a useless bonus, the tile card, OP's
setup and turn); at each, ``tests.ui.textfit`` checks what the table draws on the
canvas, and ``layer_misfits`` checks what the scene draws into its own cached layers
first (the board's bonus rows, the pencil case, the prompt, the buttons' labels), which
textfit cannot see. Tooltips are drawn after every widget, so never behind Hint or Undo.
"""

from __future__ import annotations

import pygame
import pytest

from game.core.rng import GameRng
from game.games.paradox_island.bots import levels as bots
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.catalog import characters
from game.games.paradox_island.screen.buttons import Button
from game.games.paradox_island.screen.panels import (
    BONUS_LINE,
    FRUIT_SIZE,
    FRUITS_X,
    INSET,
    bonus_lines,
    bonus_row_rects,
)
from game.games.paradox_island.screen.prompts import prompt_words
from game.games.paradox_island.screen.scene import ParadoxIslandScene
from game.games.paradox_island.screen.words import ABILITIES, wrapped
from game.ui import table as table_module
from game.ui.widgets import text
from tests.games.paradox_island.test_screen_play import to_my_turn
from tests.ui.test_paradox_table import IslandHarness, click_action, shot, sit
from tests.ui.textfit import assert_text_fits

TYPE_HEIGHT = 18  # a 13 px line's surface


@pytest.fixture
def island():
    h = IslandHarness()
    yield h
    h.close()


def button_misfits(b: Button) -> list[str]:
    if b.icon is not None or not b.label:
        return []
    size = 14 if len(b.label) > 14 or b.rect.height < 28 else 16
    words = text(b.label, size, (0, 0, 0), bold=b.style == "primary")
    if words.get_width() > b.rect.width - 8:
        words = text(b.label, 12, (0, 0, 0))
    if words.get_width() > b.rect.width - 4:
        return [f"button {b.label!r} needs {words.get_width()}, has {b.rect.width}"]
    return []


def layer_misfits(scene: ParadoxIslandScene) -> list[str]:
    """Text the scene lays out in its own layers that would not fit its box."""
    problems: list[str] = []
    for b in scene.buttons():
        problems += button_misfits(b)
        if not scene.ctx.board_rect.contains(b.rect):
            problems.append(f"button {b.label!r} at {tuple(b.rect)} leaves the board")
    prompt = prompt_words(scene.view, scene.legal, scene.narrator)
    width = scene.side_rect.width - 40 if scene.role == "op" else scene.board_rect.width - 28
    if len(wrapped(prompt, width, "small", bold=True)) > 2:
        problems.append(f"prompt {prompt!r} needs more than two lines")
    heading = scene.controls_heading()
    if heading and len(wrapped(" ".join(heading), scene.controls_rect.width, "small",
                               bold=True)) > 3:
        problems.append(f"the words over the buttons {heading!r} need more than three lines")
    if scene.role != "captive":
        return problems
    palette = scene.palette_rect
    for label, rect in scene.mark_rects().items():
        if not palette.contains(rect):
            problems.append(f"pencil {label!r} at {tuple(rect)} leaves the pencil case")
        if label in ("card", "erase"):
            words = text("Tiles" if label == "card" else "rub", 13, (0, 0, 0), bold=True)
            if words.get_width() > rect.width - 4:
                problems.append(f"pencil {label!r} text needs {words.get_width()}")
    board = scene.my_board()
    if board is None or not board["character"]:
        return problems
    rect = scene.board_rect
    width = rect.width - 2 * INSET
    if len(wrapped(ABILITIES[board["character"]], width, 13)) > 3:
        problems.append(f"{board['character']}'s ability needs more than three lines")
    text_x = rect.x + FRUITS_X + 3 * (FRUIT_SIZE + 4)
    info = characters()[board["character"]]
    for bonus, (_, row, spots) in zip(info.bonuses, bonus_row_rects(rect, board), strict=True):
        lines = bonus_lines(bonus.text, rect.right - text_x - INSET)
        if (len(lines) - 1) * BONUS_LINE + TYPE_HEIGHT > row.height + 2:
            problems.append(f"bonus {bonus.id!r}: {len(lines)} lines overflow its row")
        if row.bottom > rect.bottom - 4:
            problems.append(f"bonus {bonus.id!r} row leaves the board")
        for fruit, spot in spots.items():
            if not row.contains(spot):
                problems.append(f"{fruit} of bonus {bonus.id!r} leaves its row")
        if row.x + 1 + 18 > rect.x + FRUITS_X:
            problems.append(f"bonus {bonus.id!r}: the timing mark runs into the fruits")
    return problems


def look(h: IslandHarness, where: str) -> None:
    h.step(2)
    assert_text_fits(h.app, where)
    assert not (problems := layer_misfits(h.scene)), f"{where}: " + "; ".join(problems)


def test_every_character_board_fits():
    """Each board's ability and bonus rows fit, whatever the character (two pieces)."""
    h = IslandHarness()
    try:
        for character in characters():
            sit(h, ["bot:normal", "human"], seed=3)
            to_my_turn(h, character, 3)
            look(h, f"{character}'s board")
            h.close()
    finally:
        h.close()


def test_the_captive_screens_fit(island):
    table = sit(island, ["bot:normal", "human"], seed=6)
    look(island, "character choice")
    island.press("char:phil")
    look(island, "starting fruit")
    to_my_turn(island, "phil", 6, fruit="grapes")
    look(island, "play, two pieces")
    island.press("piece:1")
    look(island, "the second piece picked")
    scene = island.scene
    row = next(r for fruits, r, _ in bonus_row_rects(scene.board_rect, scene.my_board())
               if "grapes" in fruits)
    island.click((row.right - 20, row.centery))
    assert scene.bonus_fruit == "grapes", "a click on the line scan's row opens it"
    look(island, "the line scan opened")
    shot(island, "paradox_bonus_opened")
    island.click(scene.mark_rect("card").center)
    look(island, "the tile card")
    island.click(scene.mark_rect("card").center)
    rng = GameRng(3)
    seen: set[str] = set()
    for _ in range(400):  # on through the questions a game asks
        island.step()
        if table.match.state.is_over():
            break
        view = scene.view
        if not scene.legal:
            continue
        moment = (view["pending"] or {}).get("kind", view["phase"])
        if moment not in seen:
            seen.add(moment)
            look(island, f"captive: {moment}")
        click_action(island, bots.normal_bot(view, scene.legal, rng))
    assert "play" in seen


def test_the_op_screens_fit(island):
    table = sit(island, ["human", "bot:normal", "bot:normal", "bot:normal"], seed=6)
    scene = island.scene
    rng = GameRng(4)
    seen: set[str] = set()
    for _ in range(500):
        island.step()
        if table.match.state.is_over():
            break
        view = scene.view
        if not scene.legal:
            continue
        moment = (view["pending"] or {}).get("kind", view["phase"])
        if moment not in seen:
            seen.add(moment)
            look(island, f"OP: {moment}")
        mover = next((a for a in scene.legal if isinstance(a, A.PieceMove)), None)
        if mover is not None and "op chose a piece" not in seen:
            island.click(scene.hex_center(mover.start))
            seen.add("op chose a piece")
            look(island, "OP: a piece chosen, the compass shown")
        table.submit(bots.normal_bot(view, scene.legal, rng))
    assert {"place_wave", "play"} <= seen


def test_a_tooltip_is_drawn_above_the_hint_and_undo_buttons(island, monkeypatch):
    table = sit(island, ["bot:normal", "human"], seed=6)
    to_my_turn(island, "phil", 6)
    end = island.scene.button_named("end")
    assert end is not None
    island.move(end.rect.center)
    table.hover_time = 1.0
    order: list[str] = []
    ui = table.ui
    assert ui is not None
    real_ui, real_tip = ui.draw_ui, table_module.draw_tooltip
    monkeypatch.setattr(ui, "draw_ui", lambda s: (order.append("widgets"), real_ui(s)))
    monkeypatch.setattr(table_module, "draw_tooltip",
                        lambda *a: (order.append("tooltip"), real_tip(*a)))
    table.draw(pygame.Surface((1280, 720)))
    assert order == ["widgets", "tooltip"], order

