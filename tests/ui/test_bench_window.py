"""The window benchmark: its measures run, and without Xvfb it says so instead."""

from __future__ import annotations

import shutil

from game.ui import bench_window


def test_without_xvfb_the_window_measures_are_skipped_with_a_note(monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name: None)
    assert bench_window.window_measures(["loop"]) == (None, None, bench_window.NO_XVFB)


def test_idle_cpu_is_measured_on_the_menu_and_at_each_table(monkeypatch):
    """Headless here (the dummy driver): the shape of the figures, not their size."""
    monkeypatch.setattr(bench_window, "IDLE_SECONDS", 0.3)
    measured = bench_window.measure((1280, 720), ["loop"], play=False)
    idle = measured["idle_cpu_percent"]
    assert set(idle) == {"menu", "loop_table"}
    assert all(0 <= share < 50 for share in idle.values())
