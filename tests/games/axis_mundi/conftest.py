"""Axis Mundi's test report (the seeded games' coverage table, ``test_coverage``) and
the ``axis`` fixture of the table's click tests: a table at the viewer's first turn."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.games.axis_mundi.table import AxisTable
from tests.games.axis_mundi.test_coverage import REPORT


@pytest.fixture
def axis() -> Iterator[AxisTable]:
    h = AxisTable()
    h.to_my_turn()
    yield h
    h.close()


def pytest_terminal_summary(terminalreporter: Any) -> None:
    for table in REPORT:
        terminalreporter.write_sep("-", "Axis Mundi coverage")
        terminalreporter.write_line(table)
