"""Axis Mundi's table by mouse (the real app, headless, posted events): a lit hex says what
a click does and costs before the click, a hex with several ways asks which, and a click
that does nothing says why (the rule in brackets, as the table refuses an illegal action).
"""

from __future__ import annotations

import pytest

from game.core.hexgrid import Hex
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.screen.scene import AxisMundiScene


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXFOLD_CONFIG_DIR", str(tmp_path / "config"))


def _hexes_of(scene: AxisMundiScene, kind: str) -> list[Hex]:
    return [h for h, options in scene.targets().items()
            if any(scene.legal[i].kind == kind for i in options)]


def test_a_climb_shows_its_three_actions_before_it_is_taken(axis):
    """Move Actions: "Move to an adjacent Hex 1 Level above" uses 3 actions."""
    axis.place_where(lambda s: bool(_hexes_of(s, "climb")))
    scene = axis.scene
    up = _hexes_of(scene, "climb")[0]
    assert scene._lit()[up][1] in ("3", "?"), "a climb hex carries its price on the board"
    axis.hover(scene.hex_center(up))
    assert "Climb: 3 actions" in scene.tooltip_at(scene.hex_center(up))
    assert "climb (3 actions)" in scene.click_says(up) or "Climb: 3 actions" in \
        scene.click_says(up)
    steps = len(axis.match.steps)
    axis.click(scene.hex_center(up))
    if len(scene.targets().get(up, [])) > 1:  # several ways: the click asked, took nothing
        assert len(axis.match.steps) == steps and scene.chooser == up
        labels = [b.label for b in scene.buttons()]
        assert any(label.startswith("Climb: 3 actions") for label in labels), labels
    else:
        assert axis.match.steps[steps].action.kind == "climb"


def test_the_familiar_hex_says_energy_and_action_and_a_double_hex_asks(axis):
    """Send Familiar: the action "requires 3 Energy Tokens" as well as an action."""
    axis.place_where(lambda s: bool(_hexes_of(s, "send_familiar")))
    scene = axis.scene
    target = _hexes_of(scene, "send_familiar")[0]
    kinds = {scene.legal[i].kind for i in scene.targets()[target]}
    assert scene._lit()[target][0] == ("familiar" if kinds == {"send_familiar"} else "mixed")
    axis.hover(scene.hex_center(target))
    tip = scene.tooltip_at(scene.hex_center(target))
    assert "Send the familiar" in tip and "1 action, 3 energy" in tip, tip
    assert scene.click_says(target).startswith("Click")
    energy = list(axis.t.mats[0].energy)
    steps = len(axis.match.steps)
    if len(scene.targets()[target]) == 1:
        axis.click(scene.hex_center(target))
        assert axis.match.steps[steps].action.kind == "send_familiar"
        return
    axis.click(scene.hex_center(target))
    assert len(axis.match.steps) == steps and axis.t.mats[0].energy == energy, \
        "a hex with several ways spent nothing on the click"
    assert scene.chooser == target
    end = f"act:{scene.legal.index(A.EndTurn())}"  # End turn stays in sight
    assert all(":" in b.label for b in scene.buttons() if b.name.startswith("act:")
               and b.name != end)


def test_every_hex_with_several_ways_asks_and_every_lit_hex_tells_its_cost(axis):
    axis.place_where(lambda s: any(len(v) > 1 for v in s.targets().values()))
    scene = axis.scene
    for h, options in scene.targets().items():
        offers = scene.offers(h)
        assert len(offers) == len(options) and all(": " in o for o in offers)
        assert all(any(w in o for w in ("action", "free move", "extra attack", "free"))
                   for o in offers), offers
        assert (scene.primary_at(h) is None) == (len(options) > 1)
    double = next(h for h, v in scene.targets().items() if len(v) > 1)
    steps = len(axis.match.steps)
    axis.click(scene.hex_center(double))
    assert len(axis.match.steps) == steps and scene.chooser == double
    first = next(b for b in scene.buttons() if b.name.startswith("act:"))
    axis.click(first.rect.center)
    assert len(axis.match.steps) > steps


def test_an_unlit_hex_says_why_in_the_tables_refusal_style(axis):
    """Inaccessible Terrain Hex: "these Hexes cannot be entered"; Hex Limitation."""
    t = axis.t
    here = t.mats[0].pos
    scene = axis.scene
    lava = next((h for h in t.board.neighbours(here) if t.terrain(h) == "inaccessible"), None)
    if lava is None:
        axis.place_where(lambda s: any(axis.t.terrain(h) == "inaccessible"
                                       for h in axis.t.board.neighbours(axis.t.mats[0].pos)))
        here = t.mats[0].pos
        lava = next(h for h in t.board.neighbours(here) if t.terrain(h) == "inaccessible")
    steps = len(axis.match.steps)
    axis.click(scene.hex_center(lava))
    assert axis.toast().startswith("Nobody can enter inaccessible terrain on ")
    assert axis.toast().endswith(". (Inaccessible Terrain Hex)")
    assert axis.table.toasts[-1].colour == axis.app.palette.bad
    far = max((h for h in scene._all_hexes() if t.terrain(h) not in ("inaccessible", "")
               and t.occupant(h) is None), key=lambda h: h.distance(here))
    axis.click(scene.hex_center(far))
    assert axis.toast().startswith("Too far") and axis.toast().endswith("(Move Actions)")
    t.turn.actions = 0
    axis.reshow()
    near = next(h for h in t.board.neighbours(here) if t.is_free(h, 0))
    axis.click(scene.hex_center(near))
    assert axis.toast() == "No actions left: end your turn. (Action Phase)"
    assert len(axis.match.steps) == steps, "a refused click changed nothing"


def test_a_foe_on_a_hex_and_a_card_with_nothing_to_do_say_why(axis):
    t = axis.t
    scene = axis.scene
    foe = t.mats[1].pos
    t.turn.actions = 3
    t.mats[0].pos = next(h for h in t.board.neighbours(foe) if t.is_free(h, 0))
    axis.reshow()
    if foe not in scene.targets():  # not attackable from here: the hex limit says so
        axis.click(scene.hex_center(foe))
        assert axis.toast().endswith("a hex holds one character. (Hex Limitation)")
    you = scene.view["you"]
    idle = next((c for c in you["hand"] if not scene.card_actions(c)), None)
    if idle is not None:
        axis.click(scene.card_rect(idle).center)
        assert "cannot be played now" in axis.toast()


def test_clicks_off_turn_say_whose_turn_it_is(axis):
    """Turns: the next player on the left goes next; the person waits for the bot."""
    t = axis.t
    axis.table.instant_bots, axis.table.bot_delay = False, 1000.0  # the bot keeps thinking
    axis.table.submit(A.EndTurn())
    axis.step(2)
    scene = axis.scene
    assert not scene.legal and t.current != 0
    axis.click(scene.hex_center(t.mats[0].pos))
    assert axis.toast().startswith("It is ") and axis.toast().endswith("(Turns)")


def test_a_second_copy_of_a_card_is_discarded_by_its_click(axis):
    """Hand Limit: the rules offer one copy of a kind (copies are alike); a click on the
    second copy discards that kind, never "First: hand limit" (the mouse playtest could
    not discard its second Perfect Counter)."""
    from tests.games.axis_mundi.setups import give

    state = axis.match.state
    t = axis.t
    hand = t.mats[0].hand
    first, second = give(state, 0, "perfect_counter"), give(state, 0, "perfect_counter")
    while len(hand) <= t.hand_limit(0):
        give(state, 0, "salve")
    t.check_hand(0)
    axis.reshow()
    assert t.pending and t.pending[0]["kind"] == "discard"
    before = len(hand)
    axis.click(axis.scene.card_rect(second).center)
    assert not axis.table.toasts or "First" not in axis.toast()
    discard = next(b for b in axis.scene.buttons() if "iscard" in b.label)
    axis.click(discard.rect.center)
    axis.step(2)
    assert len(hand) == before - 1
    assert sum(c in hand for c in (first, second)) == 1
