"""The seats screen with the real games: option labels, and refused combinations."""

from game.core.registry import all_games
from game.ui.scenes.seats import SeatSetup
from game.ui.table import TableScene
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
    h.click_button("Play")
    card = next(rect for rect, info in h.top.cards if info.id == "paradox_island")
    h.click((card.right - 85, card.y + 46))  # its Play button
    assert isinstance(h.top, SeatSetup)
    specs = h.top.seat_specs()
    assert [s.kind for s in specs] == ["bot", "human"]
    h.click_button("Start")
    assert isinstance(h.top, TableScene)
    assert h.top.seats[0].kind == "bot" and h.top.humans == [1]
