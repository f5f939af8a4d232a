"""The headless command line, in process (toy game) and as a real program."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main
from tests.core import toy  # noqa: F401  (registers the toy game)

ROOT = Path(__file__).resolve().parent.parent


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_headless_game_prints_one_json_line(capsys, tmp_path):
    save = tmp_path / "g.json"
    code, out, err = run(
        capsys, "--headless", "--game", "toy", "--seats", "bot,bot", "--seed", "7",
        "--option", "pile=9", "--save", str(save),
    )
    assert code == 0, err
    lines = out.strip().splitlines()
    assert len(lines) == 1
    summary = json.loads(lines[0])
    assert summary["game"] == "toy" and summary["seed"] == 7
    assert summary["options"] == {"pile": 9}
    assert summary["outcome"]["winners"] in ([0], [1])
    code, out, err = run(capsys, "--replay", str(save))
    assert code == 0, err
    replay = json.loads(out)
    assert replay["verified"] and replay["hash"] == summary["hash"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--headless", "--game", "nope"], "unknown game 'nope'"),
        (["--headless", "--game", "toy", "--seats", "bot,human"], "bots only"),
        (["--headless", "--game", "toy", "--seats", "bot"], "takes 2 seats"),
        (["--headless", "--game", "toy", "--option", "pile"], "NAME=VALUE"),
        (["--headless", "--game", "toy", "--option", "pile=4"], "not one of"),
    ],
)
def test_bad_headless_arguments(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 1 and out == ""
    assert message in err and len(err.strip().splitlines()) == 1


def test_replay_of_a_tampered_save_names_the_step(capsys, tmp_path):
    save = tmp_path / "g.json"
    run(capsys, "--headless", "--game", "toy", "--seats", "bot,bot", "--save", str(save))
    data = json.loads(save.read_text())
    data["steps"][1]["hash"] = "f" * 64
    save.write_text(json.dumps(data))
    code, out, err = run(capsys, "--replay", str(save))
    assert code == 1 and "step 2" in err
    save.write_text("garbage")
    code, _out, err = run(capsys, "--replay", str(save))
    assert code == 1 and "not valid JSON" in err


def test_position_list_and_apply(capsys, tmp_path):
    pos = tmp_path / "p.json"
    code, out, err = run(capsys, "--new-position", "--game", "toy", "--out", str(pos))
    assert code == 0, err
    code, out, err = run(capsys, "--position", str(pos), "--list")
    listed = [json.loads(line) for line in out.splitlines()]
    assert [x["text"] for x in listed] == ["peek", "take stones=1", "take stones=2"]
    after = tmp_path / "q.json"
    code, out, err = run(
        capsys, "--position", str(pos), "--apply", '{"kind": "take", "stones": 2}',
        "--out", str(after),
    )
    assert code == 0, err
    assert json.loads(out)["events"] == ["taken seat=0 stones=2"]
    before = pos.read_bytes()
    code, out, err = run(
        capsys, "--position", str(pos), "--apply", '{"kind": "take", "stones": 5}',
        "--out", str(after),
    )
    assert code == 1 and "take 1 or 2" in err
    assert pos.read_bytes() == before
    code, out, err = run(capsys, "--position", str(pos), "--apply", "{oops")
    assert code == 1 and "not valid JSON" in err


def test_main_py_runs_as_a_program(tmp_path):
    result = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--replay", str(tmp_path / "none.json")],
        capture_output=True, text=True, cwd=ROOT, timeout=60,
    )
    assert result.returncode == 1
    assert result.stderr.startswith("error:") and "cannot read" in result.stderr


def test_headless_host_plays_a_bot_table_to_the_end(capsys):
    code, out, err = run(
        capsys, "--headless", "--host", "--game", "toy", "--seats", "bot,bot", "--port", "0",
        "--announce", "127.255.255.255", "--seed", "3",
    )
    assert code == 0, err
    summary = json.loads(out)
    assert summary["game"] == "toy" and summary["outcome"]["winners"] in ([0], [1])
    code, out, err = run(capsys, "--headless", "--host", "--game", "toy")
    assert code == 1 and "--seats" in err


def test_bench_only_lan_measures_the_lan_part_of_one_title(capsys, monkeypatch):
    """``--bench-only lan --game G``: only ``--bench``'s LAN measurement, of G, under the
    same ``lan.<game>`` keys (the measurement itself: ``tests/net/test_app_api.py``)."""
    from game.net import bench

    asked = []

    def measured(game_id, **how):
        asked.append((game_id, how))
        return {"clients": 6, **bench.summary([0.001, 0.002], [(600, 6), (540, 6)])}

    monkeypatch.setattr(bench, "update_latency", measured)
    code, out, err = run(capsys, "--bench-only", "lan", "--game", "the_now")
    assert code == 0, err
    *lines, last = out.strip().splitlines()
    assert asked == [("the_now", {"play": "bots", "seats": None})]
    assert json.loads(last)["lan"]["the_now"]["bytes_growth"] == 0.9
    assert lines == ["LAN the_now: 2 steps, action to all 6 clients updated p50/p95 first tenth "
                     "1.0/1.0 ms, last tenth 2.0/2.0 ms; bytes per update per client 100 → 90 "
                     "(growth 0.9)"]
