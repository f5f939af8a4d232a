"""Paradox Island's captive screen after a mouse playtest (headless app, posted clicks):
what the captive learned stays in sight, a locked bonus row says why, the buttons and
fruits explain themselves, the questions say how a piece got there, the recap names
seats as the table does, and announcements cover nothing the player reads (issue 14:
illegal clicks say why, words for players, nothing a player needs hidden).
Screenshots go to tests/_artifacts/paradox_*.png.
"""

from __future__ import annotations

import copy

import pytest

from game.core.registry import all_games
from game.core.rng import GameRng
from game.games.paradox_island.bots import levels as bots
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules import events as E
from game.games.paradox_island.screen.learned import learned_facts
from game.games.paradox_island.screen.panels import bonus_row_rects
from game.games.paradox_island.screen.prompts import prompt_words
from game.games.paradox_island.screen.words import character_tip
from game.ui.scenes.recap import RecapScene
from game.ui.scenes.seats import SeatSetup
from tests.games.paradox_island.test_screen_play import to_my_turn
from tests.ui.harness import Harness
from tests.ui.test_paradox_table import IslandHarness, click_action, shot, sit


@pytest.fixture
def island():
    h = IslandHarness()
    yield h
    h.close()


def play_until(h: IslandHarness, done, seed: int = 2, steps: int = 900) -> None:
    """The captive's decisions by clicks (the normal bot picks them), the bots' turns
    between, until ``done()``."""
    rng = GameRng(seed)
    for _ in range(steps):
        if done():
            return
        h.step()
        scene = h.scene
        if scene.legal and not done():
            click_action(h, bots.normal_bot(scene.view, scene.legal, rng))
    raise AssertionError("never came")


def heard_oracle(h: IslandHarness, seat: int = 1) -> bool:
    """Has the oracle answered ``seat`` (OP says every answer aloud: the other captive's
    notebook has it too)?"""
    return any(e["kind"] == "oracle_answer" and e.get("seat") == seat
               for e in h.scene.view.get("notebook", []))


def test_the_oracles_answer_stays_pinned_over_the_heard_log(island):
    """p. 11: the oracle names the spaces next to the captive. The answer is the clue of
    the game: after the bots' turns it still shows at the top of the "Heard" box (and in
    its tooltip), where the log's newer lines cannot push it away."""
    table = sit(island, ["bot:normal", "human", "bot:normal"], seed=3)
    play_until(island, lambda: heard_oracle(island))
    scene = island.scene
    asked = len(scene.view["notebook"])
    play_until(island, lambda: len(scene.view["notebook"]) > asked + 12
               and bool(scene.of_kind("move")) and not scene.view["pending"])
    facts = learned_facts(scene.view["notebook"], 1, scene.narrator)
    answer = next(e for e in scene.view["notebook"]
                  if e["kind"] == "oracle_answer" and e.get("seat") == 1)
    who = scene.narrator.piece(1, answer["piece"])
    assert any(f"{answer['direction']} of {who}:" in fact for fact in facts), facts
    shot(island, "paradox_learned_pinned")
    assert scene.pinned_height > 0, "nothing pinned over the heard log"
    pinned = scene.heard_rect.inflate(-4, -22).move(0, 9)
    tip = scene.tooltip_at((pinned.x + 20, pinned.y + 4))
    assert tip is not None and f"{answer['direction']} of {who}" in tip
    # OP says it aloud (the other captive's log has it), but only the asker's screen pins
    # it: the other captive's pinned clues are their own.
    other = table.match.state.view(2)["notebook"]
    assert not any(f" of {who}:" in fact for fact in learned_facts(other, 2, scene.narrator))


def test_a_locked_bonus_row_says_why_for_the_whole_row(island):
    """p. 10: a bonus is paid with one circled fruit of its row. A click on a row with
    no circled fruit says which fruits are used and which are not circled yet."""
    table = sit(island, ["bot:normal", "human"], seed=4)
    to_my_turn(island, "phil", 4)
    scene = island.scene
    board = scene.my_board()
    locked = [(fruits, rect) for fruits, rect, _ in bonus_row_rects(scene.board_rect, board)
              if not any(board["fruits"][f] == "circled" for f in fruits)]
    assert locked, "every row has a circled fruit"
    fruits, rect = locked[0]
    island.click((rect.right - 30, rect.centery))  # the row's text
    message = table.toasts[-1].message
    assert message.startswith("This bonus needs a circled fruit"), message
    missing = [f for f in fruits if not board["fruits"][f]]
    assert all(f in message for f in missing) and "you have not circled" in message
    tip = scene.tooltip_at((rect.right - 30, rect.centery))
    assert tip == message
    spot = scene.fruit_rect(fruits[0])
    assert "circle" in (scene.tooltip_at(spot.center) or "")  # a fruit's own tooltip
    shot(island, "paradox_locked_row")


def test_activate_and_leave_it_say_what_the_space_does(island):
    """The question after reaching a lake: "Activate" says what a lake does, "Leave it"
    what leaving it does, never only their own label again; after a push the question
    says the piece was pushed there, not that it moved safely."""
    sit(island, ["bot:normal", "human"], seed=4)
    to_my_turn(island, "phil", 4)
    scene = island.scene
    view = copy.deepcopy(scene.view)
    view["notebook"] += [{"kind": "move_declared", "seat": 1, "piece": 0, "direction": "SE",
                          "length": 1, "safe": True},
                         {"kind": "pushed", "seat": 1, "piece": 0, "by": "rock",
                          "direction": "SE"},
                         {"kind": "arrived", "seat": 1, "piece": 0, "label": "lake:L-shaped",
                          "how": "push", "direction": "SE", "space": None}]
    view["pending"] = {"kind": "activate", "seat": 1, "piece": 0}
    scene.show(view, [A.Activate(True), A.Activate(False)])
    words = prompt_words(scene.view, scene.legal, scene.narrator)
    assert words == "Phil was pushed onto the L-shaped lake: activate it?"
    yes, no = scene.button_named("yes"), scene.button_named("no")
    assert yes is not None and no is not None
    assert "lies down in it" in yes.tooltip and yes.tooltip != yes.label
    assert no.tooltip.startswith("Leave the L-shaped lake as it is")
    island.step()
    shot(island, "paradox_activate_tips")


def test_character_tooltips_read_as_sentences():
    """No ".;" between a board's bonuses."""
    for cid in ("phil", "achilles", "granddead", "hempel", "schrodie"):
        tip = character_tip(cid)
        assert ".;" not in tip and not tip.endswith(".."), tip


def test_the_recap_names_seats_as_the_table_does(island):
    """The recap's list names the other captive by their character, as the log does."""
    table = sit(island, ["bot:normal", "human", "bot:normal"], seed=5)
    to_my_turn(island, "phil", 5)
    play_until(island, lambda: island.scene.view.get("round", 0) >= 2
               and table.recap_offer is not None and table.recap_offer.button.visible
               and bool(island.scene.of_kind("move")))
    island.click(table.recap_offer.button.rect.center)
    recap = island.top
    assert isinstance(recap, RecapScene)
    lines = recap.list_panel.lines
    named = [line for line in lines if "Captive" in line and " is " not in line]
    assert not named, named
    assert any(table.names[2] in line for line in lines), (table.names, lines)
    island.screenshot("paradox_recap_names")


def test_announcements_sit_over_the_pages_title_not_the_map(island):
    """A banner (what OP announced) shows over the notebook's title and the northern
    ocean, where the toasts go: never over the bottom of the map by the pencil case."""
    sit(island, ["bot:normal", "human"], seed=4)
    to_my_turn(island, "phil", 4)
    scene = island.scene
    scene.on_events([E.OracleAnswer(1, 0, "NE", "anomaly:thicket")])
    assert scene.banner is not None
    anchor = scene.toast_anchor()
    assert anchor.y < scene.book_frame.rect.y + 40  # the top of the page
    island.step()
    shot(island, "paradox_banner_top")


def test_the_seats_form_keeps_its_drop_downs_in_place_when_the_count_changes():
    """2 -> 3 players renames "Captive" to "Captive 1" and "Captive 2": the drop-down
    column stays where it was."""
    h = Harness(games=all_games)
    try:
        form = h.open_seats("paradox_island")
        assert isinstance(form, SeatSetup) and form.count == 2
        before = {menu.rect.x for menu in form.seat_menus}
        h.click_button("2")
        h.click_button("3")
        h.step(3)  # the drop-down reports its choice a frame later
        assert form.count == 3 and len(form.seat_menus) == 3
        assert {menu.rect.x for menu in form.seat_menus} == before
        h.screenshot("paradox_seats_three")
    finally:
        h.close()


def test_a_long_scan_still_pins_its_start_and_its_tooltip_says_it_all(island):
    """p. 26: a line scan names every space to the shore. Longer than the pinned room, it
    shows its start there and the whole of it in the tooltip."""
    sit(island, ["bot:normal", "human"], seed=4)
    to_my_turn(island, "phil", 4)
    scene = island.scene
    view = copy.deepcopy(scene.view)
    labels = ["anomaly:thicket", "mirage:snakes", "portal:2", "lake:straight",
              "anomaly:drain", "fruit:orange", "camp:A"]
    view["notebook"].append({"kind": "spaces_named", "seat": 1, "bonus": "line_scan",
                             "direction": "W", "labels": labels})
    scene.show(view, scene.legal)
    island.step()
    assert scene.pinned_height > 0
    pinned = scene.heard_rect.inflate(-4, -22).move(0, 9)
    tip = scene.tooltip_at((pinned.x + 20, pinned.y + 4)) or ""
    assert "the W line" in tip and "camp A" in tip
    shot(island, "paradox_long_scan_pinned")
