"""Loop's test report: the seeded games' coverage table (``test_coverage``)."""

from __future__ import annotations

from typing import Any

from tests.games.loop.test_coverage import REPORT


def pytest_terminal_summary(terminalreporter: Any) -> None:
    for table in REPORT:
        terminalreporter.write_sep("-", "Loop coverage")
        terminalreporter.write_line(table)
