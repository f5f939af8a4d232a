"""No clipped text, anywhere in the shell: every label and text of every screen fits.

Walks the shell's screens at 1280x720 (menu, game choice, the seats form of
every registered game at every seat count, settings, load, a LAN save's seat
chooser, the table's side panel, pause, end, curtain, the quit question, the
rules viewer of every game, and the LAN screens: join, host setup, password,
lobby and seats) and runs each through ``tests.ui.textfit`` (which a game's
screen can run its own labels through; see its docstring).
"""

from __future__ import annotations

import pygame
import pytest

from game.core.match import Match
from game.core.registry import all_games
from game.core.seats import SeatSpec
from game.net.table import Table
from game.ui.lan_session import LanConfig
from game.ui.saves import new_autosave_path, write_save
from game.ui.scenes.choose import ChooseGame
from game.ui.scenes.end import EndScene
from game.ui.scenes.lan_host import LanHostSetup, open_table
from game.ui.scenes.lan_join import LanJoin
from game.ui.scenes.lan_lobby import LanLobby
from game.ui.scenes.lan_password import PasswordPrompt
from game.ui.scenes.lan_seats import LanSeats
from game.ui.scenes.load import LoadScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.seats import SeatSetup
from game.ui.settings import lan_host_autosave, saves_dir
from game.ui.table import TableScene
from game.ui.widgets import find_buttons
from tests.ui.harness import Harness
from tests.ui.textfit import assert_text_fits
from tests.ui.toy_scene import TOY_TABLE

GAMES = all_games()
FORMS = [(info, n) for info in GAMES for n in info.seat_counts]
LOOPBACK = LanConfig("127.0.0.1", 0, "127.255.255.255", 0)


@pytest.fixture(scope="module")
def h():
    made = Harness(games=lambda: [*GAMES, TOY_TABLE])
    yield made
    made.close()


def look(h: Harness, where: str, frames: int = 2) -> None:
    h.step(frames)
    assert_text_fits(h.app, where)


@pytest.mark.parametrize(("info", "count"), FORMS, ids=[f"{i.id}-{n}" for i, n in FORMS])
def test_seats_forms(h, info, count):
    for scene in (SeatSetup(h.app, info), LanHostSetup(h.app, info, LOOPBACK)):
        if isinstance(scene, LanHostSetup) and count == 1:
            continue
        scene.count = count
        scene.error = "Level 3 rules need a level 3 board: pick Level 3 to play death mode."
        h.app.push(scene)
        look(h, f"{type(scene).__name__} of {info.title} with {count} seats")
        h.app.pop()


def test_menu_choose_settings_and_the_quit_question(h, config_dir):
    write_save(Match(TOY_TABLE, TOY_TABLE.resolve_options({}), 1, ["human", "bot"]),
               new_autosave_path(TOY_TABLE.id))
    h.app.home()
    h.app.scenes[0].resume()
    look(h, "the main menu")
    assert any(b.text.startswith("Continue") for b in find_buttons(h.top.ui, "Continue: Toy Table"))
    for purpose in ("play", "rules"):
        h.app.push(ChooseGame(h.app, purpose))
        look(h, f"choose a game to {purpose}")
        h.app.pop()
    h.click_button("Settings")
    look(h, "settings")
    h.key(pygame.K_ESCAPE)
    h.key(pygame.K_ESCAPE)  # on the menu: the quit question
    look(h, "the quit question")
    h.click_button("Stay")


@pytest.mark.parametrize("info", GAMES, ids=[i.id for i in GAMES])
def test_rules_viewer(h, info):
    h.app.push(RulesScene(h.app, info))
    look(h, f"rules of {info.title}")
    h.app.pop()


def test_load_and_a_lan_saves_seat_chooser(h, config_dir):
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "a_rather_long_name_for_a_file_that_was_cut_short_by_a_crash.json").write_text("{")
    Match(TOY_TABLE, TOY_TABLE.resolve_options({}), 2, ["human", "lan"]).save(lan_host_autosave())
    write_save(Match(TOY_TABLE, TOY_TABLE.resolve_options({}), 3, ["bot", "bot"]),
               folder / "toy.json")
    h.app.home()
    h.click_button("Load game")
    load = h.top
    assert isinstance(load, LoadScene)
    look(h, "the load list")
    damaged = next(n for n, e in enumerate(load.shown()) if e.problem)
    h.click(find_buttons(load.ui, "Open")[damaged].rect.center)
    look(h, "the load list saying why a file cannot be loaded")
    lan = next(n for n, e in enumerate(load.shown()) if e.path == lan_host_autosave())
    h.click(find_buttons(load.ui, "Open")[lan].rect.center)
    look(h, "who plays a LAN save's seats")
    h.app.home()


def test_table_pause_end_and_curtain(h):
    for seats in (["human", "human"], ["bot", "bot"]):
        match = Match(TOY_TABLE, TOY_TABLE.resolve_options({}), 5, seats)
        table = TableScene(h.app, match, [SeatSpec(s) for s in seats], autosave=False)
        h.app.push(table)
        look(h, f"the toy table, {seats}")
    h.key(pygame.K_ESCAPE)
    look(h, "pause")
    h.click_button("Save game")
    look(h, "pause with its saved toast")
    h.app.pop()
    table = h.top
    assert isinstance(table, TableScene)
    while not table.match.state.is_over():
        seat = table.match.state.to_move()[0]
        table.match.play(seat, table.match.state.legal_actions(seat)[-1])
    outcome = table.match.state.outcome()
    assert outcome is not None
    h.app.push(EndScene(h.app, table, outcome))
    look(h, "the end of a game")
    h.app.home()


def test_lan_screens(h, config_dir):
    join = LanJoin(h.app, LanConfig(discovery_port=0))
    h.app.push(join)
    join._say("Cannot reach 192.168.100.200:47810: No route to host. Check the address and "
              "that the host's firewall lets Hexfold through.", True)
    look(h, "the join screen")
    h.app.push(PasswordPrompt(h.app, join, "Annabelle's table", False, lambda words: None))
    look(h, "the password prompt")
    h.app.home()
    table = Table(TOY_TABLE, TOY_TABLE.resolve_options({}),
                  [SeatSpec("human", role="first"), SeatSpec("lan", role="second")], 9)
    session = open_table(table, "Annabelle", None, LOOPBACK)
    try:
        h.app.push(LanLobby(h.app, session))
        look(h, "the LAN lobby", frames=20)
        h.app.push(LanSeats(h.app, session))
        look(h, "the LAN seats", frames=5)
    finally:
        h.app.home()
        session.close()


@pytest.mark.filterwarnings("ignore:Label Rect is too small")
def test_the_check_catches_cut_text(h):
    """A label too small, a button too narrow, a choice too long and drawn text running
    over its panel are each reported."""
    import pygame_gui

    from game.ui.scenes.base import Scene
    from game.ui.widgets import panel, text
    from tests.ui.textfit import text_misfits

    class Cramped(Scene):
        def build_ui(self) -> None:
            self.label((40, 40, 60, 30), "A label far too long for its box")
            self.button((40, 90, 80, 40), "A button far too long", lambda: None)
            pygame_gui.elements.UIDropDownMenu(["Short", "A choice much too long to show"],
                                               "Short", pygame.Rect(40, 150, 150, 36), self.ui)

        def draw_scene(self, surface: pygame.Surface) -> None:
            super().draw_scene(surface)
            box = pygame.Rect(300, 300, 200, 100)
            panel(surface, box, self.app.palette)
            surface.blit(text("Words that run over the panel's edge", "body"), (320, 320))

    h.app.push(Cramped(h.app))
    h.step()
    problems = " | ".join(text_misfits(h.app))
    h.app.pop()
    for words in ("A label far too long", "A button far too long", "A choice much too long",
                  "run over the panel"):
        assert words in problems


def test_a_long_end_of_game_summary_stays_in_its_panel(h):
    """Six players' lines, scores and a long reason: the panel grows, the text stays in."""
    from types import SimpleNamespace

    from game.core.state import Outcome

    names = [f"The Mischievous {n}" for n in range(1, 7)]
    game = SimpleNamespace(summary_lines=lambda outcome: [
        f"{name}: 10/10 HP, died 3 times, 4 cards, 2 treasures, Angel" for name in names])
    table = SimpleNamespace(names=names, game=game, play_again=lambda: None)
    outcome = Outcome((0, 3), "reached the Axis Mundi and came home before anyone else could",
                      (12, 3, 4, 12, 0, 1))
    h.app.push(EndScene(h.app, table, outcome))  # type: ignore[arg-type]
    look(h, "a six-player end screen")
    h.screenshot("end_six_players")
    h.app.pop()
