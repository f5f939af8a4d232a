"""Paradox Island's test report: the seeded games' coverage table (``test_coverage``)."""

from __future__ import annotations

from typing import Any

from tests.games.paradox_island.test_coverage import REPORT


def pytest_terminal_summary(terminalreporter: Any) -> None:
    for table in REPORT:
        terminalreporter.write_sep("-", "Paradox Island coverage")
        terminalreporter.write_line(table)
