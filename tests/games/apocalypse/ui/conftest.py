"""The Apocalypse's UI tests: ``apo``, the app at a table (a test sits down itself), with
auto-pass off (these tests answer every window) and no click guard between decisions.
A module may define its own ``apo`` (``test_table.py``'s knows the game's scene)."""

from __future__ import annotations

import pytest

from game.games.apocalypse.screen import clicks
from game.ui.settings import Settings, save_settings
from tests.ui.harness import TableHarness


@pytest.fixture
def apo(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXFOLD_CONFIG_DIR", str(tmp_path / "config"))
    save_settings(Settings(auto_pass=False))
    monkeypatch.setattr(clicks, "SETTLE_SECONDS", 0.0)
    h = TableHarness()
    yield h
    h.close()
