"""Content files: every problem names the file and the field."""

import pytest

from game.core.content import Node, load_content
from game.core.errors import ContentError


def test_fields_are_checked_with_their_path():
    node = Node({"rows": [{"n": 1}, {"n": "x"}], "name": "a"}, "demo.json")
    rows = list(node.items("rows"))
    assert rows[0].int("n") == 1
    with pytest.raises(ContentError, match=r"demo.json: rows\[1\].n: must be an integer"):
        rows[1].int("n")
    with pytest.raises(ContentError, match=r"demo.json: size: is missing"):
        node.int("size")
    with pytest.raises(ContentError, match="'a' is not one of: b, c"):
        node.str("name", ("b", "c"))
    with pytest.raises(ContentError, match="must be at least 2"):
        rows[0].int("n", minimum=2)


def test_missing_and_broken_files(tmp_path):
    with pytest.raises(ContentError, match=r"nothing.json: \(file\): cannot read"):
        load_content("levels/nothing.json")
    broken = tmp_path / "broken.json"
    broken.write_text("[1,")
    with pytest.raises(ContentError, match="not valid JSON"):
        load_content(str(broken))
