"""Settings: round trip, corrupt files, the settings screen."""

from __future__ import annotations

import logging

from game.ui.palette import COLOURBLIND
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.settings_menu import SettingsScene
from game.ui.settings import Settings, load_settings, save_settings, settings_path


def test_round_trip(config_dir):
    chosen = Settings(window_size=(1600, 900), fullscreen=True, volume=0.25, colourblind=True)
    save_settings(chosen)
    assert settings_path().parent == config_dir
    assert load_settings() == chosen


def test_missing_file_gives_defaults():
    assert load_settings() == Settings()


def test_corrupt_file_gives_defaults_and_a_warning(caplog):
    settings_path().parent.mkdir(parents=True)
    for bad in ("{not json", '{"volume": "loud"}', "[1, 2]", '{"window_size": [1]}'):
        settings_path().write_text(bad, encoding="utf-8")
        caplog.clear()
        with caplog.at_level(logging.WARNING):
            assert load_settings() == Settings()
        assert "corrupt" in caplog.text


def test_settings_screen_applies_and_remembers(harness):
    harness.click_button("Settings")
    scene = harness.top
    assert isinstance(scene, SettingsScene)
    harness.screenshot("settings")
    harness.click(scene.colourblind_box.rect.center)
    harness.click_button("Done")
    assert isinstance(harness.top, MainMenu)
    assert harness.app.palette is COLOURBLIND
    assert load_settings().colourblind
    harness.screenshot("menu_colourblind")
