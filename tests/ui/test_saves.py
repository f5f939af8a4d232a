"""Saves as a player meets them: an autosave per table, Continue, Load, a LAN table's save.

The report this answers: Load listed the LAN host's save; loaded here its LAN
seats waited forever; Continue then resumed that stuck game, because the one
autosave slot had been overwritten, and the earlier game's autosave was gone.
"""

from __future__ import annotations

import json

from game.core.match import Match
from game.core.registry import get_game
from game.core.seats import bot_rng
from game.ui.saves import list_saves, players_words, write_save
from game.ui.scenes.load import LoadScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.save_seats import SaveSeats
from game.ui.settings import lan_host_autosave, saves_dir
from game.ui.table import TableScene
from game.ui.widgets import find_buttons
from tests.core.toy import Take
from tests.ui.harness import Harness
from tests.ui.toy_scene import TOY_TABLE


def toy_match(seats: list[str], seed: int = 3) -> Match:
    return Match(TOY_TABLE, TOY_TABLE.resolve_options({}), seed, seats)


def start_toy_table(h: Harness) -> TableScene:
    """Menu → Play → the toy's seats → Start (a person and a bot), and one move."""
    h.click_button("Play")
    h.click_button("Play")
    h.click_button("Start")
    table = h.top
    assert isinstance(table, TableScene)
    table.submit(Take(1))
    h.step()
    return table


def axis_mundi_save(seats: list[str], steps: int) -> Match:
    """A 3-player Axis Mundi match a few bot moves in (for rounds, players and LAN seats)."""
    info = get_game("axis_mundi")
    match = Match(info, info.resolve_options({}), 11, seats)
    rngs = [bot_rng(11, n) for n in range(3)]
    for _ in range(steps):
        seat = match.state.to_move()[0]
        state = match.state
        match.play(seat, info.bot("normal")(state.view(seat), state.legal_actions(seat),
                                             rngs[seat]))
    return match


def test_every_table_keeps_its_own_autosave_and_continue_offers_the_latest(harness):
    first = start_toy_table(harness)
    harness.app.home()
    harness.step()
    second = start_toy_table(harness)
    assert first.save_path is not None and second.save_path is not None
    assert first.save_path != second.save_path
    assert first.save_path.exists() and second.save_path.exists()
    harness.app.home()
    harness.step()
    assert isinstance(harness.top, MainMenu)
    assert harness.top.resumable is not None
    assert harness.top.resumable.path == second.save_path
    harness.click_button("Continue: Toy Table")
    resumed = harness.top
    assert isinstance(resumed, TableScene)
    assert resumed.save_path == second.save_path  # goes on writing its own autosave
    assert len(resumed.match.steps) == len(second.match.steps)


def test_load_lists_only_saves_with_game_players_round_and_date(config_dir):
    folder = saves_dir()
    folder.mkdir(parents=True)
    write_save(axis_mundi_save(["human", "bot:normal", "bot:hard"], 40), folder / "mine.json")
    axis_mundi_save(["human", "lan", "lan"], 12).save(lan_host_autosave())  # no table block
    (folder / "lan_host.seats.json").write_text(json.dumps({"tokens": ["a", "b"]}))
    (folder / "paradox_notebook.json").write_text(json.dumps({"1": {"text": "lakes"}}))
    (folder / "broken.json").write_text("{not json")
    entries = {e.path.name: e for e in list_saves()}
    assert set(entries) == {"mine.json", "lan_host.json", "broken.json"}
    mine, lan = entries["mine.json"], entries["lan_host.json"]
    assert mine.title == lan.title == "Axis Mundi"
    assert mine.players == "3 players: 1 here, 2 bots"
    assert lan.players == "3 players: 1 here, 2 on the LAN"
    assert mine.round is not None and lan.round is not None  # the LAN save is replayed
    assert "round" in mine.details() and mine.when() in mine.details()
    assert entries["broken.json"].problem


def test_a_lan_tables_save_asks_who_plays_its_lan_seats(config_dir):
    h = Harness()
    lan_save = lan_host_autosave()
    toy_match(["human", "lan"]).save(lan_save)
    before = lan_save.read_bytes()
    h.click_button("Load game")
    load = h.top
    assert isinstance(load, LoadScene)
    h.screenshot("load")
    h.click(find_buttons(load.ui, "Open")[0].rect.center)
    chooser = h.top
    assert isinstance(chooser, SaveSeats)
    assert "over the LAN" in chooser.note
    h.screenshot("load_lan_seats")
    assert [s.kind for s in chooser.chosen()] == ["human", "bot"]  # nobody here: a bot
    h.click_button("Play")
    table = h.top
    assert isinstance(table, TableScene)
    assert [s.kind for s in table.seats] == ["human", "bot"]
    table.submit(Take(1))
    h.step(60)  # the bot answers: no seat waits forever
    assert len(table.match.steps) == 2
    assert table.save_path is not None and table.save_path != lan_save
    assert lan_save.read_bytes() == before  # the LAN host's save is left as it was
    h.close()


def test_a_bad_save_says_why_in_words_that_fit(config_dir):
    h = Harness()
    folder = saves_dir()
    folder.mkdir(parents=True)
    (folder / "broken.json").write_text("{not json")
    old = toy_match(["human", "bot"]).to_json()
    old["rules_version"] = 99
    (folder / "old.json").write_text(json.dumps(old))
    h.click_button("Load game")
    load = h.top
    assert isinstance(load, LoadScene)
    for name in ("broken.json", "old.json"):
        row = next(n for n, e in enumerate(load.shown()) if e.path.name == name)
        h.click(find_buttons(load.ui, "Open")[row].rect.center)
        assert h.top is load, "a bad save changes nothing"
        assert name in load.message and str(folder) not in load.message
    assert "rules version 99" in load.message
    h.screenshot("load_bad")
    h.close()


def test_players_words():
    assert players_words(["human", "bot:easy"]) == "2 players: 1 here, 1 bot"
    assert players_words(["bot:hard"]) == "solo, a bot"


def test_a_finished_game_removes_its_autosave(harness):
    table = start_toy_table(harness)
    path = table.save_path
    assert path is not None and path.exists()
    while not table.match.state.is_over():
        seat = table.match.state.to_move()[0]
        table.match.play(seat, Take(1))
    table._autosave()
    assert not path.exists()


def test_delete_asks_then_removes_the_save_and_what_lies_beside_it(config_dir):
    """Polish after the playtests: a loaded save and the autosave its table went on to write
    are two rows; a player can remove the one they no longer want."""
    h = Harness()
    folder = saves_dir()
    folder.mkdir(parents=True)
    toy_match(["human", "bot"]).save(folder / "keep.json")
    gone = folder / "gone.json"
    toy_match(["human", "bot"], seed=5).save(gone)
    side = folder / "gone.seats.json"
    side.write_text(json.dumps({"tokens": ["a"]}))
    h.click_button("Load game")
    load = h.top
    assert isinstance(load, LoadScene)
    row = next(n for n, e in enumerate(load.shown()) if e.path == gone)
    h.click(find_buttons(load.ui, "Delete")[row].rect.center)
    h.screenshot("load_delete_asks")
    h.click_button("Stay")
    assert h.top is load and gone.exists(), "Stay changes nothing"
    h.click(find_buttons(load.ui, "Delete")[row].rect.center)
    h.click_button("Delete")
    assert h.top is load
    assert not gone.exists() and not side.exists()
    assert [e.path.name for e in load.entries] == ["keep.json"]
    assert "Deleted gone.json" in load.message
    assert len(find_buttons(load.ui, "Open")) == 1
    h.close()
