"""The shell after the Apocalypse's fifth mouse playtest: Settings offers only window
sizes that fit the display; a toast keeps to two lines; LAN players of one name are told
apart; the setup form offers an option's value only for its seat counts."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.core.registry import all_games, get_game
from game.ui.lan_session import LanSession
from game.ui.scenes.seats import SeatSetup
from game.ui.scenes.settings_menu import SettingsScene
from game.ui.settings import WINDOW_PRESETS, Settings, window_sizes_offered
from game.ui.widgets import Toast, find_buttons
from tests.ui.harness import Harness


def on_a_display(monkeypatch, width: int, height: int) -> None:
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(width, height)])


def test_a_1600_by_900_screen_is_not_offered_1920_by_1080(harness, monkeypatch):
    on_a_display(monkeypatch, 1600, 900)
    assert window_sizes_offered((1280, 720)) == [(1024, 576), (1280, 720), (1600, 900)]
    harness.click_button("Settings")
    scene = harness.top
    assert isinstance(scene, SettingsScene)
    assert "1920 × 1080" not in scene.sizes  # noqa: RUF001


def test_the_current_size_stays_offered_even_if_it_does_not_fit(harness, monkeypatch):
    on_a_display(monkeypatch, 1280, 720)
    assert window_sizes_offered((1920, 1080)) == [(1024, 576), (1280, 720), (1920, 1080)]
    harness.app.settings = Settings(window_size=(1920, 1080))
    harness.click_button("Settings")
    assert (1920, 1080) in harness.top.sizes.values()


def test_headless_keeps_every_size(harness):
    assert pygame.display.get_driver() == "dummy"
    assert window_sizes_offered((1280, 720)) == list(WINDOW_PRESETS)


def test_a_toast_keeps_to_two_lines_and_cuts_after_a_whole_word():
    """Playtest 5: toasts of 4-6 lines covered the log for seconds."""
    pygame.font.init()
    message = ("Player 1 plays Dimitriy Martynov; Player 1 draws Gaining the Edge (a Good Luck "
               "card); Player 1 draws Soul Searching (a Good Luck card)")
    lines = Toast(message, (0, 0, 0)).lines(320)
    assert len(lines) == 2 and lines[-1].endswith("…")
    shown = " ".join(lines)[:-1].split()
    assert shown == message.split()[:len(shown)]  # every word shown is whole
    assert Toast("Nothing to decide right now.", (0, 0, 0)).lines(320) == [
        "Nothing to decide right now."]



def test_a_refused_clicks_reason_keeps_its_words():
    """A refusal is in no log (bad input gets a clear message): its toast keeps six
    lines where news keeps two."""
    pygame.font.init()
    reason = ("You cannot play Customs Trouble now: a Bad Luck card is played only on the "
              "active player, at most one in each step, and Player 2 has had one this step")
    assert len(Toast(reason, (0, 0, 0)).lines(320)) == 2
    lines = Toast(reason, (0, 0, 0), refusal=True).lines(320)
    assert 2 < len(lines) <= 6 and " ".join(lines) == reason

def lobby_of(*names: str) -> LanSession:
    seats = [{"seat": n, "name": name, "role": "", "kind": "lan", "connected": True}
             for n, name in enumerate(names)]
    return LanSession(get_game("apocalypse"), [SimpleNamespace(lobby={"seats": seats})],
                      "127.0.0.1", 0)


def test_two_lan_players_of_one_name_are_told_apart():
    """Playtest 5: both joined as "Player", and the table said "Your move, Player"."""
    assert lobby_of("Player", "Player", "").names() == ["Player", "Player 2", "Player 3"]
    assert lobby_of("Ana", "ana", "Bo").names() == ["Ana", "ana 2", "Bo"]
    assert lobby_of("Ana", "Bo").names() == ["Ana", "Bo"]


def test_the_setup_form_offers_an_option_only_for_its_seat_counts():
    """Playtest 5: "Four (two players only)" was offered with 3 players. The form offers a
    value only for the counts its ``OptionSpec.seat_counts`` names, and a value chosen for
    two players goes back to the default when a third joins."""
    h = Harness(games=all_games)
    try:
        seats = h.open_seats("apocalypse")
        assert isinstance(seats, SeatSetup) and seats.count == 2
        unknown = seats.info.options[0]
        assert seats.offered(unknown) == [3, 4]
        h.click_button("Three (the rule)")
        h.click(max(find_buttons(h.top.ui, "Four (two players only)"),
                    key=lambda b: b.rect.y).rect.center)
        h.step()
        assert seats.values["unknown_cards"] == "Four (two players only)"
        h.click_button("2")
        h.click(max(find_buttons(h.top.ui, "3"), key=lambda b: b.rect.y).rect.center)
        h.step()
        assert seats.count == 3 and seats.offered(unknown) == [3]
        assert seats.values["unknown_cards"] == "Three (the rule)"
        h.click_button("Three (the rule)")
        assert not find_buttons(h.top.ui, "Four (two players only)")
    finally:
        h.close()
