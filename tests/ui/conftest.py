"""UI tests never open a window (unless ``HEXFOLD_REAL_X=1`` asks for a real X11 one:
``tests/ui/test_real_x.py``) or a sound device, and never touch the real config."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "x11" if os.environ.get("HEXFOLD_REAL_X") == "1" else "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest

from tests.ui.harness import Harness


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    """Settings and saves go to a fresh temporary folder for every test."""
    folder = tmp_path / "config"
    monkeypatch.setenv("HEXFOLD_CONFIG_DIR", str(folder))
    return folder


@pytest.fixture
def harness():
    """A headless app showing the main menu, with the toy table game installed."""
    h = Harness()
    yield h
    h.close()
