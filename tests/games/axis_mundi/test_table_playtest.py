"""What the Axis Mundi mouse playtest in a real window ran into, each fixed and kept so
(the real app, headless, posted events): a pinned character is told so, never sent to
lit hexes; every button tells what it does and costs (the crate's cards, the cards'
plays and activations); End turn is always in sight; toasts cover no mat, hand or button;
an undo while the volcano turns shows the position taken back; every character's token
is told apart; Draw 5 offers each split of the decks the rules allow; the log tells a
4th wound before the hit point it costs.
"""

from __future__ import annotations

import pygame
import pytest

from game.core.hexgrid import Hex
from game.core.match import Match
from game.core.rng import GameRng
from game.games.axis_mundi.bots import levels as bots
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules import cardplay, harm
from game.games.axis_mundi.rules.catalog import CARDS, CHARACTERS, card_type
from game.games.axis_mundi.screen.costs import Prices
from game.games.axis_mundi.screen.pieces import token_mark
from game.games.axis_mundi.screen.reach import hand_card
from game.games.axis_mundi.screen.words import Words
from game.ui.game_scene import BOARD_RECT, SIDE_RECT
from tests.games.axis_mundi.setups import give
from tests.games.axis_mundi.table import AxisTable

#: Actions reached by a hex: their price is told by the hex (``Costs.of``).
ON_HEXES = frozenset({"move", "run", "climb", "descend", "through_cave", "enter_axis_mundi",
                      "melee", "shoot", "throw_grenade", "demonic_melee", "send_familiar",
                      "pull", "shove", "levitate"})


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXFOLD_CONFIG_DIR", str(tmp_path / "config"))


def _on_warehouse(axis: AxisTable) -> None:
    t = axis.t
    t.mats[0].pos = t.board.places[0].warehouse
    t.turn.actions, t.turn.crate_takes = 3, 0
    axis.reshow()


def test_pinned_on_the_pier_is_told_so_not_sent_to_lit_hexes(axis):
    """Send Familiar ... to Immobilize: "An immobilized Character cannot perform any Move
    Actions": no hex is lit, and no message points at lit hexes."""
    t = axis.t
    pier = t.board.places[0].pier
    t.mats[0].pos, t.mats[0].immobilized = pier, True
    t.mats[0].energy = [0] * len(t.mats[0].energy)  # no familiar to send either
    axis.reshow()
    scene = axis.scene
    assert not scene.targets()
    assert "pinned: no moves this turn" in scene._prompt()
    for h in (pier, t.board.places[0].warehouse):
        axis.click(scene.hex_center(h))
        assert "A familiar pins you" in axis.toast() and "lit" not in axis.toast(), \
            axis.toast()
    t.mats[0].immobilized = False
    t.mats[0].pos = t.board.places[0].warehouse
    t.turn.actions = 0  # nothing lit: the refusal says so
    axis.reshow()
    axis.click(scene.hex_center(t.mats[0].pos))
    assert "no hex is lit now" in axis.toast(), axis.toast()


def test_the_crate_buttons_tell_what_is_taken_and_its_price(axis):
    """Take 1 ... Card from a Warehouse Crate: 1 action, once a turn; the crate is refilled
    "from the same Deck"."""
    _on_warehouse(axis)
    scene = axis.scene
    takes = [b for b in scene.buttons() if b.label.startswith("Take ")]
    assert takes, "a stocked crate offers its cards"
    owner = scene.words.who(0)
    for b in takes:
        action = scene.legal[int(b.name.split(":")[1])]
        name = CARDS[card_type(action.card)].name
        assert b.label == f"Take {name} · 1 action"
        axis.hover(b.rect.center)
        tip = scene.tooltip_at(b.rect.center)
        assert tip.startswith(f"Take {name} from {owner}'s crate into your hand: 1 action.")
        assert "refilled from the" in tip and CARDS[card_type(action.card)].text[:20] in tip
    axis.screenshot("axis_crate_tooltip")


def test_end_turn_is_always_in_sight(axis):
    """On a warehouse the list is long (crate, draws, cards): End turn keeps the bottom row
    on every page, with a card open and with a hex's choices open."""
    _on_warehouse(axis)
    scene = axis.scene
    end = f"act:{scene.legal.index(A.EndTurn())}"
    r = scene.controls_rect
    for _ in range(3):
        button = scene.button_named(end)
        assert button is not None and button.rect.bottom == r.bottom
        assert all(not b.rect.colliderect(button.rect) for b in scene.buttons()
                   if b is not button)
        more = scene.button_named("page:next")
        if more is None:
            break
        axis.click(more.rect.center)
    card = scene.view["you"]["hand"][0]
    axis.click(scene.card_rect(card).center)
    assert scene.button_named(end) is not None
    axis.press(end)
    assert axis.match.steps[-1].action == A.EndTurn()


def test_toasts_cover_no_mat_hand_or_button(axis):
    scene = axis.scene
    axis.click(scene.hex_center(axis.t.mats[0].pos))  # a refusal: a red toast
    assert axis.table.toasts
    anchor = scene.toast_anchor()
    scratch = pygame.Surface(axis.app.canvas.get_size())
    height = sum(t.draw(scratch, anchor.centerx, anchor.y, axis.app.palette, anchor.width)
                 for t in axis.table.toasts)
    covered = pygame.Rect(anchor.x, anchor.y, anchor.width, height)
    assert not covered.colliderect(BOARD_RECT), "the volcano, mats, hand and buttons"
    assert covered.y >= SIDE_RECT.y + 96, "the title and the status line stay in sight"
    assert covered.bottom < axis.table.log_panel.rect.bottom - 100, "the newest log lines"
    axis.screenshot("axis_toast")


def test_undo_while_the_volcano_turns_shows_the_turn_taken_back():
    """The Rotation Mechanism turns the volcano after the last turn of a round; taking that
    turn back (Undo) stops the turning and shows the position before it at once."""
    axis = AxisTable(seed=1)  # seat 0 plays last in the round
    try:
        axis.to_my_turn()
        scene, table = axis.scene, axis.table
        turns = list(scene.view["board"]["turns"])
        table.instant_bots, table.bot_delay = False, 1000.0
        axis.press(f"act:{scene.legal.index(A.EndTurn())}")
        axis.step(5)
        assert scene.turning is not None, "the round ended: the volcano turns"
        assert table.undo_button.is_enabled
        axis.click(table.undo_button.rect.center)
        assert scene.turning is None and scene.view["board"]["turns"] == turns
        assert scene.legal and scene.button_named(
            f"act:{scene.legal.index(A.EndTurn())}") is not None
    finally:
        axis.close()


def test_every_characters_token_is_told_apart():
    """M and M (the Malignant, the Mischievous), S and S (the Savant, the Scrounger) were
    alike: each token carries two letters, and its tooltip still names the character."""
    marks = {token_mark(c) for c in CHARACTERS}
    assert len(marks) == len(CHARACTERS)
    axis = AxisTable(players=6)
    try:
        axis.to_my_turn()
        scene = axis.scene
        for p in scene.view["players"]:
            h = Hex.from_json(p["pos"])
            tip = scene.tooltip_at(scene.hex_center(h))
            assert f"{scene.words.who(p['seat'])} stands here" in tip
        axis.screenshot("axis_six_tokens")
    finally:
        axis.close()


def test_draw_five_offers_every_split_the_rules_allow(axis):
    """Draw 5 Cards: "from either the Permanent Power Deck, the 1-Time Power Deck, or any
    combination of the 2 decks", 3 actions; a deck too short (with its discards,
    Replenishing Decks) leaves out the splits it cannot give, and the panel says why."""
    scene = axis.scene
    axis.press("group:draw_five")
    labels = [b.label for b in scene.buttons() if b.name.startswith("act:")]
    for k in range(6):
        assert f"Draw 5: {k} 1-Time, {5 - k} Permanent · 3 actions" in labels, labels
    axis.click(scene.button_named("back").rect.center)
    t = axis.t
    t.discard = [c for c in t.discard if CARDS[card_type(c)].deck != "permanent"]
    t.decks["permanent"] = t.decks["permanent"][:3]
    axis.reshow()
    axis.press("group:draw_five")
    labels = [b.label for b in scene.buttons()]
    assert not any(label.startswith(("Draw 5: 0 ", "Draw 5: 1 ")) for label in labels)
    assert "Not 0 or 1 1-Time: too few Permanent cards are left, discards counted." in labels
    steps = len(axis.match.steps)
    axis.press(f"act:{scene.legal.index(A.DrawFive(2))}")
    assert axis.match.steps[steps].action == A.DrawFive(2)


def test_card_buttons_show_their_price_before_the_click(axis):
    """Play a Card: 1 action unless the card says otherwise; Activate a Permanent card:
    1 action, the Savant's first each turn free."""
    t = axis.t
    scene = axis.scene
    permanent = give(axis.match.state, 0, "alpinist")
    salve = give(axis.match.state, 0, "salve")
    t.mats[0].hp = t.mats[0].max_hp - 2
    while len(t.mats[0].hand) > 5:
        t.mats[0].hand.remove(next(c for c in t.mats[0].hand if c not in (permanent, salve)))
    axis.reshow()
    axis.click(scene.card_rect(permanent).center)
    labels = [b.label for b in scene.buttons() if b.name.startswith("act:")]
    assert "Activate Alpinist · 1 action" in labels, labels
    axis.click(scene.card_rect(salve).center)
    labels = [b.label for b in scene.buttons() if b.name.startswith("act:")]
    assert any(label.startswith("Play Salve") and label.endswith("· 1 action")
               for label in labels), labels
    t.turn.free_activation = True
    axis.reshow()
    axis.click(scene.card_rect(permanent).center)
    labels = [b.label for b in scene.buttons() if b.name.startswith("act:")]
    assert "Activate Alpinist · no action (the Savant's free activation)" in labels, labels


def test_the_log_tells_a_fourth_wound_before_the_hit_point_it_costs(axis):
    """Wounds: the 4th wound token costs a hit point and the tokens start again."""
    t = axis.t
    t.mats[1].wounds = 3
    start = len(t.log)
    harm.add_wounds(t, 1, 1, "melee attack")
    lines = [axis.scene.describe(e) for e in t.log[start:]]
    who = axis.scene.words.who(1)
    assert lines[0] == f"{who} takes 1 wound (melee attack), reaching a 4th: it costs a " \
                       "hit point and the wounds start again (0 now)"
    assert lines[1].startswith(f"{who} loses 1 hit point (fourth wound)")


def test_undo_is_off_once_another_seat_has_played_and_says_why(axis):
    """Undo takes back only the person's own last step: from the frame a bot plays it is
    off, and a click that raced the bot's move says who played since."""
    table = axis.table
    table.instant_bots, table.bot_delay = False, 0.05
    axis.press(f"act:{axis.scene.legal.index(A.EndTurn())}")
    for _ in range(600):
        axis.step()
        if axis.match.steps[-1].seat != 0:
            break
    assert axis.match.steps[-1].seat != 0, "a bot played after the person's turn"
    assert not table.undo_button.is_enabled
    table.undo()
    who = table.names[axis.match.steps[-1].seat]
    assert axis.toast() == f"Nothing of yours to undo: {who} has played since."


def test_every_button_of_a_whole_bot_game_tells_its_price():
    """Issue 14's standard for buttons: every action of the turn a button plays (no hex)
    says what it costs before the click; answers owed (a shield, a discard) cost nothing
    and say nothing. Over a whole 6-seat bot game, the button and the rules agree on the
    actions spent."""
    match = Match.create("axis_mundi", {}, 6, ["bot"] * 6)
    prices = Prices(Words([f"Player {n}" for n in range(1, 7)]))
    rng = GameRng(7)
    checked = 0
    for _ in range(3000):
        state = match.state
        if state.is_over():
            break
        seat = state.to_move()[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        prices.words.view = view
        turn = state.table.turn  # type: ignore[attr-defined]
        action = bots.normal_bot(view, legal, rng)
        playing = state.table.phase == "play" and not state.table.pending  # type: ignore
        for a in legal if playing else []:
            if a.kind in ("end_turn", "pass") or (a.kind in ON_HEXES and not hand_card(a)):
                continue  # a hex's click tells its price by the hex (test_table_clicks)
            assert prices.price(a, seat), f"no price on {a.to_text()}"
        before = turn.actions
        spent = prices.price(action, seat) if playing else ""
        said = int(spent.split()[0]) if spent[:1].isdigit() else 0
        if action.kind == "play_card" and spent:  # the card's effect may give actions back
            assert (said == 1) == cardplay.costs_action(state.table, action), spent
            checked += 1
        match.play(seat, action)
        after = match.state.table.turn.actions  # type: ignore[attr-defined]
        if spent and action.kind not in ("play_card", "use_treasure") and \
                match.state.table.current == seat:  # type: ignore[attr-defined]
            assert before - after == said, (action.to_text(), spent, before, after)
            checked += 1
    assert checked > 100
