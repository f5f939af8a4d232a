"""Paradox Island's captive screen by mouse (headless app, posted clicks): the piece the
player picked stays picked, the whole bonus row is the control, and the questions after a
move say what happened (issue 14, items 3, 5 and 8). Screenshots go to
tests/_artifacts/paradox_*.png.
"""

from __future__ import annotations

import copy

import pytest

from game.core.rng import GameRng
from game.games.paradox_island.bots import levels as bots
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.screen.panels import bonus_row_rects
from game.games.paradox_island.screen.prompts import prompt_words
from tests.ui.test_paradox_table import IslandHarness, click_action, shot, sit


@pytest.fixture
def island():
    h = IslandHarness()
    yield h
    h.close()


def to_my_turn(h: IslandHarness, character: str, seed: int, fruit: str = "") -> None:
    """Set up by clicks (``character``, then ``fruit`` as the starting fruit where it is
    offered, else the first offered), the others' turns by the bots, until the captive's
    own turn to move."""
    rng = GameRng(seed)
    for _ in range(600):
        h.step()
        scene = h.scene
        view = scene.view
        if view.get("phase") == "play" and scene.of_kind("move") and not view["pending"]:
            return
        if not scene.legal:
            continue
        if scene.of_kind("choose_character"):
            h.press(f"char:{character}")
        elif scene.of_kind("choose_start_fruit"):
            offered = [a.fruit for a in scene.of_kind("choose_start_fruit")]
            h.press(f"start:{fruit if fruit in offered else offered[0]}")
        else:
            click_action(h, bots.normal_bot(view, scene.legal, rng))
    raise AssertionError("the captive's turn never came")


def plain_move(scene, piece: int) -> A.Move | None:
    return next((a for a in scene.legal if isinstance(a, A.Move) and a.piece == piece
                 and not a.over and not a.safe), None)


def test_the_piece_picked_stays_picked_and_a_piece_that_may_not_act_says_why(island):
    """p. 19: all actions of one piece, then all of the other's. After the second piece
    moves, the selector stays on it and the next compass click moves it again; once it
    is done, the screen says only the first may act, and why the second may not."""
    table = sit(island, ["bot:normal", "human"], seed=11)
    to_my_turn(island, "schrodie", 11)
    scene = island.scene
    second = scene.narrator.piece(1, 1)
    island.press("piece:1")
    assert scene.piece == 1
    for moved in range(2):
        move = plain_move(scene, 1)
        assert move is not None, f"{second} has no plain move left after {moved}"
        steps = len(table.match.steps)
        island.press(f"dir:{move.direction}")
        assert table.match.steps[steps].action.piece == 1, "the click moved the other piece"
        for _ in range(20):  # a question after the move (activate, the ocean...)
            if not scene.view["pending"]:
                break
            click_action(island, bots.normal_bot(scene.view, scene.legal, GameRng(moved)))
        if moved == 0:
            assert scene.piece == 1, "the selector jumped back to the first piece"
            shot(island, "paradox_second_piece_kept")
    if scene.of_kind("move") and 1 not in scene.acting_pieces():
        first = scene.narrator.piece(1, 0)
        assert scene.piece == 0
        words = prompt_words(scene.view, scene.legal, scene.narrator)
        assert f"only {first} may act now" in words
        done = scene.button_named("piece:1")
        assert done is not None and not done.enabled and done.label.endswith("done")
        island.press("piece:1")
        assert any((second in t.message and "(p. 19)" in t.message) or "no actions left"
                   in t.message for t in table.toasts), [t.message for t in table.toasts]
        shot(island, "paradox_only_one_piece_acts")


def test_the_whole_bonus_row_is_the_control_and_a_useless_bonus_asks_first(island):
    """Schrodie's catnap (orange or lime: +1 health, own turn, p. 27) at full health: a
    click on the row's text asks before spending the fruit; keeping it keeps it."""
    table = sit(island, ["bot:normal", "human", "bot:normal"], seed=5)
    to_my_turn(island, "schrodie", 5, fruit="orange")
    scene = island.scene
    board = scene.my_board()
    assert board is not None and board["character"] == "schrodie"
    assert board["fruits"]["orange"] == "circled"
    row = next(rect for fruits, rect, _ in bonus_row_rects(scene.board_rect, board)
               if "orange" in fruits)
    steps = len(table.match.steps)
    island.click((row.right - 30, row.centery))  # the row's text, not its fruit
    assert scene.confirm is not None, "a click on the row's text did nothing"
    assert len(table.match.steps) == steps, "the fruit was spent without asking"
    assert "restore nothing" in " ".join(scene.controls_heading())
    shot(island, "paradox_bonus_asks_first")
    island.press("confirm:no")
    assert scene.confirm is None and len(table.match.steps) == steps
    assert scene.my_board()["fruits"]["orange"] == "circled"
    island.click((row.x + 8, row.centery))  # its timing mark: the row again
    island.press("confirm:yes")
    used = table.match.steps[steps].action
    assert isinstance(used, A.UseBonus) and used.fruit == "orange"
    assert scene.my_board()["fruits"]["orange"] == "crossed"


def test_in_the_ocean_the_question_is_about_the_ocean(island):
    """Phil's Leave the ocean (p. 21): the question after falling into the ocean names the
    ocean and the piece, never a lake; its buttons say what each answer does."""
    table = sit(island, ["bot:normal", "human", "bot:normal"], seed=7)
    to_my_turn(island, "phil", 7)
    scene, rng = island.scene, GameRng(2)
    for _ in range(300):
        island.step()
        pending = scene.view.get("pending") or {}
        if pending.get("kind") == "phil_exit":
            break
        if not scene.legal:
            continue
        move = plain_move(scene, 0)
        way = next((a for a in scene.legal if isinstance(a, A.Move) and a.direction == "E"
                    and not a.over and not a.safe), move)
        if way is not None and not pending:
            island.press(f"dir:{way.direction}")
        else:
            click_action(island, bots.normal_bot(scene.view, scene.legal, rng))
    else:
        pytest.skip("Phil never fell into the ocean")
    words = prompt_words(scene.view, scene.legal, scene.narrator)
    assert "ocean" in words and "lake" not in words, words
    assert "moved safely" not in words
    yes, no = scene.button_named("yes"), scene.button_named("no")
    assert yes is not None and no is not None
    assert (yes.label, no.label) == ("Come ashore across", "Swim back")
    heard = [e for e in table.match.state.view(1)["notebook"] if e["kind"] == "in_ocean"]
    assert heard, "the log said nothing of the ocean"
    shot(island, "paradox_ocean_question")


def test_the_oracle_is_not_asked_about_nothing_by_accident(island):
    """p. 11: the oracle names up to two spaces. "Ask" waits for a direction (and says so);
    asking nothing is its own button."""
    table = sit(island, ["bot:normal", "human", "bot:normal"], seed=5)
    to_my_turn(island, "phil", 5)
    scene = island.scene
    view = copy.deepcopy(scene.view)
    view["pending"] = {"kind": "oracle"}
    directions = ("E", "NE", "NW", "W", "SW", "SE")
    scene.show(view, [A.AskOracle(()), *(A.AskOracle((d,)) for d in directions)])
    ask = scene.button_named("ask")
    assert ask is not None and not ask.enabled
    assert scene.button_named("oracle:skip") is not None
    island.press("ask")
    assert any("Pick one or two directions" in t.message for t in table.toasts)
    island.press("dir:E")
    ask = scene.button_named("ask")
    assert ask is not None and ask.enabled and "1 of 2" in ask.label
    shot(island, "paradox_oracle_question")


def test_an_aimed_bonus_is_chosen_on_the_compass_without_pages(island):
    """Achilles' run (orange or lime, p. 22): how far and how safely as buttons, the way
    on the compass -- one screen, not fifteen pages of buttons."""
    table = sit(island, ["bot:normal", "human"], seed=5)
    to_my_turn(island, "achilles", 5, fruit="orange")
    scene = island.scene
    row = next(r for fruits, r, _ in bonus_row_rects(scene.board_rect, scene.my_board())
               if "orange" in fruits)
    island.click((row.right - 30, row.centery))
    assert scene.aimed_options() and scene.button_named("page:next") is None
    assert scene.button_named("bonus:close") is not None
    island.press("part:1:3")
    island.press("part:2:safe")
    shot(island, "paradox_bonus_aimed")
    way = next(d for d, a in scene.aim().items() if a.option == f"3:{d}:safe")
    steps = len(table.match.steps)
    island.press(f"dir:{way}")
    used = table.match.steps[steps].action
    assert isinstance(used, A.UseBonus) and used.option == f"3:{way}:safe"
    assert used.piece == scene.piece or used.piece == 0
