"""The seats screen with the real games: option labels, and refused combinations."""

from game.core.registry import all_games
from game.ui.scenes.seats import SeatSetup
from game.ui.table import TableScene
from game.ui.widgets import find_buttons
from tests.ui.harness import Harness


def choose(h: Harness, current: str, wanted: str) -> None:
    """Open the drop-down showing ``current`` and pick ``wanted``."""
    h.click_button(current)
    h.click_button(wanted)


def test_death_mode_below_level_3_is_refused_with_a_message():
    h = Harness(games=all_games)
    h.click_button("Play")
    h.click_button("Play")  # the Loop card
    assert isinstance(h.top, SeatSetup)
    choose(h, "Off", "Death mode")
    h.click_button("Start")
    assert isinstance(h.top, SeatSetup), "an impossible combination must not start"
    assert "Level 3" in h.top.error
    h.screenshot("seats_refused")
    choose(h, "Level 1", "Level 3: rolled symbols")
    h.click_button("Start")
    assert isinstance(h.top, TableScene)
    assert h.top.match.options == {"level": 3, "death": 1}


def test_paradox_island_solo_default_is_a_captive_against_the_computer_op():
    """The issue's solo default: the computer is OP (seat 1), the player a captive."""
    h = Harness(games=all_games)
    h.open_seats("paradox_island")
    assert isinstance(h.top, SeatSetup)
    specs = h.top.seat_specs()
    assert [s.kind for s in specs] == ["bot", "human"]
    h.click_button("Start")
    assert isinstance(h.top, TableScene)
    assert h.top.seats[0].kind == "bot" and h.top.humans == [1]


def test_round_limit_follows_who_sits_until_the_player_sets_it():
    """No book has a round limit: with a person seated Paradox Island plays without one;
    a table of bots keeps the safety stop; a limit the player picks stays picked."""
    h = Harness(games=all_games)
    seats = h.open_seats("paradox_island")
    assert isinstance(seats, SeatSetup) and seats.values["round_limit"] == "No limit"

    def pick(current: str, wanted: str, menu: tuple[int, int] | None = None) -> None:
        h.click(menu or h.button_pos(current))  # then the open list's entry, lowest down
        h.click(max(find_buttons(h.top.ui, wanted), key=lambda b: b.rect.y).rect.center)
        h.step()  # the menu's change arrives with the next frame

    pick("Human here", "Bot · normal")
    assert [s.kind for s in seats.seat_specs()] == ["bot", "bot"]
    assert seats.values["round_limit"] == "100 rounds"
    pick("100 rounds", "60 rounds")
    pick("Bot · normal", "Human here", seats.seat_menus[1].rect.center)
    assert [s.kind for s in seats.seat_specs()] == ["bot", "human"]
    assert seats.values["round_limit"] == "60 rounds"
    h.click_button("Start")
    assert isinstance(h.top, TableScene) and h.top.match.options["round_limit"] == 60
