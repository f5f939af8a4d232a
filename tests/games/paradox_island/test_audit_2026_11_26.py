"""Regression tests from the independent audit of 2026-11-26 (see "Independent audit
(2026-11-26)" in docs/rules/paradox_island.md); each cites the book."""

from __future__ import annotations

import json
from pathlib import Path

from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.island import DIRECTION_NAMES, SIDES, step
from tests.games.paradox_island.helpers import put, ready

LEVELS = Path(__file__).resolve().parents[3] / "levels" / "paradox_island"


def _pushed_onto(kind: str, seed: int = 2):
    """Schrodie, holding only the banana, stands where the Rock can push her straight
    onto a space of ``kind``; OP pushes and activates it."""
    state = ready(("schrodie",), seed=seed)
    fruits = state.board(1)["fruits"]
    fruits.update({f: "" for f in fruits} | {"banana": "circled"})
    for target in state.island.find(kind):
        for d in range(6):
            x = step(target, (d + 3) % 6)
            r = None if x is None else step(x, (d + 3) % 6)
            if r is not None and state.island.lake_of[x] < 0 and state.island.lake_of[r] < 0 \
                    and state.island.spaces[x].kind not in ("knot", "portal"):
                put(state, [1, 0], x)
                state.wave, state.bush, state.rock = 0, None, r
                state.turn = {"seat": 0, "over": False, "op_actions": 3, "open": None,
                              "wave_hit": [], "trail": {}}
                state.apply(0, A.Push("rock", 1, 0, DIRECTION_NAMES[d]))
                assert state.pending["kind"] == "op_activate"
                state.apply(0, A.Activate(True))
                return state, target
    raise AssertionError(f"no push onto a {kind}")


def test_schrodie_may_stop_a_portal_op_pushed_her_onto_p27():
    """p. 27 (Schrodie's bonus): "Do not activate an Escher knot or a portal when you
    visit one unsafely"; a push is an unsafe visit (designer's choice), so when OP
    chooses to activate the portal (p. 17, "Its activation is left to OP's choice")
    her bonus is still offered, and using it keeps her on the portal."""
    state, portal = _pushed_onto("portal")
    assert state.pending["kind"] == "bonus" and state.pending["bonus"] == "no_activation"
    assert state.pending["seat"] == 1
    state.apply(1, A.UseBonus("banana", 0, ""))
    assert state.piece([1, 0])["at"] == portal
    assert state.board(1)["fruits"]["banana"] == "crossed"


def test_schrodie_passing_lets_the_portal_work_p12():
    """p. 12: "When a portal is activated, OP immediately moves the captive piece to
    the other portal with the same number"."""
    state, portal = _pushed_onto("portal")
    state.apply(1, A.Pass())
    assert state.piece([1, 0])["at"] == state.island.twin_portal(portal)


def test_lithophytes_token_text_matches_the_rule_p20():
    """p. 20, Lithophytes: "The Bush's pushes work the same as the Rock's pushes, and
    the Rock attacks and moves according to the rules of the Bush" -- nothing takes
    the Bush's own attack away (and the game keeps it), so the token OP reads aloud
    (p. 15, "OP reads the text from the chosen token aloud") must not say it never
    attacks."""
    tokens = json.loads((LEVELS / "power_tokens.json").read_text())["tokens"]
    text = next(t["text"] for t in tokens if t["id"] == "lithophytes")
    assert "never attacks" not in text
    assert "attack" in text


def _swell_scene(seed: int = 2):
    """OP's turn: the Wave's part touches Phil's space; Hempel stands where the Rock can
    push him straight onto an anomaly whose token makes OP act with the Wave."""
    state = ready(("phil", "hempel"), seed=seed)
    for n in state.island.find("anomaly"):
        for d in range(6):
            y = step(n, (d + 3) % 6)
            r = None if y is None else step(y, (d + 3) % 6)
            if r is None or state.island.lake_of[y] >= 0 or state.island.lake_of[r] >= 0 \
                    or state.island.spaces[y].kind in ("knot", "portal", "anomaly"):
                continue
            for k in range(6):
                xs = [x for x in sorted(SIDES[k])
                      if x not in (n, y, r) and state.island.lake_of[x] < 0]
                if xs:
                    state.anomalies[n] = "swell"
                    put(state, [1, 0], xs[0])
                    put(state, [2, 0], y)
                    state.wave, state.bush, state.rock = k, None, r
                    state.turn = {"seat": 0, "over": False, "op_actions": 3, "open": None,
                                  "wave_hit": [], "trail": {}}
                    return state, d
    raise AssertionError("no scene")


def test_wave_granted_by_an_anomaly_on_ops_turn_cannot_hit_twice_p16():
    """p. 16: the Wave may "attack one captive ... The Wave cannot attack that captive
    again until the end of OP's turn"; p. 12: the anomaly's action is performed
    "according to standard rules". OP's Wave hits Phil, the Rock pushes Hempel onto
    the Wave anomaly and OP activates it: the Wave may not hit Phil again."""
    state, d = _swell_scene()
    state.apply(0, A.WaveAttack(1, 0))
    state.apply(0, A.Push("rock", 2, 0, DIRECTION_NAMES[d]))
    state.apply(0, A.Activate(True))
    assert state.pending["kind"] == "anomaly_action" and state.pending["piece"] == "wave"
    assert A.WaveAttack(1, 0) not in state.legal_actions(0)


def test_wave_hit_by_an_anomaly_on_ops_turn_counts_for_the_rest_of_it_p16():
    """The other way round: a captive the anomaly's Wave hit during OP's turn cannot be
    hit again by OP's Wave that turn (p. 16)."""
    state, d = _swell_scene()
    state.apply(0, A.Push("rock", 2, 0, DIRECTION_NAMES[d]))
    state.apply(0, A.Activate(True))
    state.apply(0, A.WaveAttack(1, 0))
    assert state.pending is None or state.pending["seat"] == 0
    assert A.WaveAttack(1, 0) not in state.legal_actions(0)
