"""Collection order for parallel runs: long tests first.

``python3 tools/dev.py test`` runs pytest-xdist with ``--dist worksteal``: each worker
starts on its share of the collected tests and an idle worker takes the back half of
a busy one's queue. With the tests marked ``slow`` first, the last tests of the run
are short ones, so no worker sits idle while another finishes a long one.
"""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
