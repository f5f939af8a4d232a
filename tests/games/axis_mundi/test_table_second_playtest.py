"""What the second Axis Mundi mouse playtest in a real window ran into, each fixed and kept
so (the real app, headless, posted events): every refused click says why (the crater from
Sea Level, no actions left, the Grenade with nobody near, a mat, the open sea); the Crates
card asks which crate, then names each card once, with Back; the centre hex is told as the
crater inside the top rim; six mats' counts fit; a harvest's roll says what it gave; a
tooltip adds to its label; log words for players; lit hexes told apart by shape.
"""

from __future__ import annotations

import pygame
import pytest

from game.core.hexgrid import ORIGIN
from game.core.match import Match
from game.core.rng import GameRng
from game.games.axis_mundi.bots import levels as bots
from game.games.axis_mundi.rules import events as E
from game.games.axis_mundi.rules.catalog import CARDS, card_type
from game.games.axis_mundi.screen import panels, pieces
from game.games.axis_mundi.screen.costs import Prices
from game.games.axis_mundi.screen.mat_counts import counts_row
from game.games.axis_mundi.screen.panels import EMPTY_HAND_NOTES
from game.games.axis_mundi.screen.words import Words
from tests.games.axis_mundi.table import AxisTable


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXFOLD_CONFIG_DIR", str(tmp_path / "config"))


def test_the_crater_from_sea_level_no_actions_the_grenade_and_a_mat_say_why(axis):
    """Move into the Axis Mundi Hex: "From an adjacent Hex"; Action Phase: actions run out;
    Throw a Grenade: into a neighbouring hex."""
    t = axis.t
    axis.place_where(lambda s: t.board.level_of(t.mats[0].pos) == 0)
    scene = axis.scene
    axis.click(scene.hex_center(ORIGIN))
    assert axis.toast() == (f"You are on Sea Level: the Axis Mundi is entered from a hex of "
                            f"the Level {t.board.top_level} rim beside it, with 1 action. "
                            "(Move into the Axis Mundi Hex)")
    t.mats[0].treasures.append("grenade")
    here = t.mats[0].pos
    for mat in t.mats[1:]:  # nobody next to seat 0
        if mat.pos is not None and mat.pos.distance(here) <= 1:
            mat.pos = t.pier(t.mats.index(mat))
    axis.reshow()
    axis.click(scene.treasure_rect("grenade").center)
    assert axis.toast() == "The Grenade needs a character next to you. (Throw a Grenade)"
    t.turn.actions = 0
    axis.reshow()
    card = scene.view["you"]["hand"][0]
    axis.click(scene.card_rect(card).center)
    assert axis.toast() == "No actions left: end your turn. (Action Phase)"
    near = next(h for h in t.board.neighbours(here) if t.is_free(h, 0) and h != ORIGIN)
    axis.table.toasts.clear()
    axis.click(scene.hex_center(near))
    assert axis.toast() == "No actions left: end your turn. (Action Phase)"
    axis.click(scene.hex_center(ORIGIN))
    assert axis.toast().startswith("No actions left")
    axis.click((scene.mats_rect.x + 100, scene.mats_rect.y + 5))
    assert "not a control" in axis.toast()
    axis.click((scene.volcano_rect.x + 4, scene.volcano_rect.y + 4))
    assert axis.toast() == "That is the open sea, off the island: nobody goes there. (Move)"


def _copies(t, kind: str, count: int) -> list[str]:
    """``count`` copies of card kind ``kind`` taken out of the decks and the discard."""
    out = []
    for pile in (*t.decks.values(), t.discard):
        for card in [c for c in pile if card_type(c) == kind]:
            if len(out) < count:
                pile.remove(card)
                out.append(card)
    assert len(out) == count
    return out


def test_the_crates_card_asks_which_crate_then_names_each_card_once_with_back(axis):
    """Crates (1-Time): "Take 1 card from any warehouse crate": the crate first (its cards
    in the tooltip), then one choice per card; two copies in one crate are one choice."""
    t = axis.t
    [crates_card] = _copies(t, "crates", 1)
    t.mats[0].hand.append(crates_card)
    twice = [k for k, c in CARDS.items() if c.copies >= 3 and k != "crates"][:2]
    a1, a2, a3 = _copies(t, twice[0], 3)
    b1, b2 = _copies(t, twice[1], 2)
    t.crates[1] = [a1, a2, b1]  # two alike in one crate
    t.crates[2] = [a3, b2]  # and the same kind in another crate
    axis.reshow()
    scene = axis.scene
    axis.click(scene.card_rect(crates_card).center)
    who = scene.words.who
    assert scene.button_named("back") is not None, "Back from the crates"
    crates = [b for b in scene.buttons() if b.name.startswith("crate:")]
    assert len(crates) == len({b.label for b in crates}) >= 2
    choices: list[tuple[str, str, str]] = []  # (the crate, a button's label, its tooltip)
    for k in range(len(crates)):
        button = [b for b in scene.buttons() if b.name.startswith("crate:")][k]
        owner = button.name.removeprefix("crate:")
        assert button.label.startswith(f"{owner} crate: ") and \
            button.tip.startswith(f"{owner} crate holds ")
        axis.press(button.name)
        assert any(b.label == f"Crates: from {owner} crate" for b in scene.buttons())
        assert scene.button_named("back") is not None
        choices += [(owner, b.label, b.tip) for b in scene.buttons() if b.name.startswith("act:")
                    and scene.legal[int(b.name[4:])].kind == "play_card"]
        axis.press("back")  # back to the crates, not out of the card
        assert scene.card == crates_card and scene.button_named(button.name) is not None
    labels = [(owner, label) for owner, label, _ in choices]
    assert len(labels) == len(set(labels)), labels
    a_name, b_name = CARDS[twice[0]].name, CARDS[twice[1]].name
    for name, seat in ((a_name, 1), (a_name, 2), (b_name, 1), (b_name, 2)):
        assert labels.count((f"{who(seat)}'s", f"Take {name} · 1 action")) == 1, \
            (name, seat, labels)
    for owner, label, tip in choices:
        taken = label.split(" · ")[0].removeprefix("Take ")
        assert tip.startswith(f"Play Crates: take {taken} from {owner} crate"), tip
        assert "Crates (1-Time): Take 1 card" not in tip  # describes the choice, not Crates


def test_the_centre_hex_is_the_crater_inside_the_top_rim():
    """Axis Mundi Hex: "dead center of the island, inside the mouth of the volcano"; left by
    the Angel/Demon it is "one Level lower than the highest Level"."""
    h = AxisTable(players=6, seed=5)
    h.to_my_turn()
    scene = h.scene
    tip = scene.tooltip_at(scene.hex_center(ORIGIN))
    assert tip.startswith("The Axis Mundi, in the crater inside the Level 4 rim"), tip
    assert "Level 3" not in tip
    h.close()


@pytest.mark.parametrize("players", [3, 6])
def test_every_mats_counts_fit_and_the_counts_say_themselves(players, monkeypatch):
    h = AxisTable(players=players, seed=5)
    h.to_my_turn()
    t = h.t
    for mat in t.mats:  # the fullest mats
        mat.wounds, mat.deaths, mat.mischief, mat.scrounge = 3, 2, 2, 3
        mat.slots = list(t.decks["permanent"][:2])
        mat.hand += t.decks["permanent"][2:6]
        mat.treasures = ["grenade", "time_bomb"]
    h.reshow()
    scene = h.scene
    cut: list[str] = []
    original = panels.fit_lines

    def cutting(words: str, *args, **kwargs):
        cut.append(words)
        return original(words, *args, **kwargs)

    monkeypatch.setattr(panels, "fit_lines", cutting)
    h.drawn()
    assert not cut, f"mat text cut short: {cut}"
    mat = panels.mat_rects(scene.mats_rect, players)[1]
    tip = scene.tooltip_at(counts_row(mat).center)
    assert tip.startswith(f"{scene.words.who(1)} holds: ") and "2 treasures" in tip \
        and "cards in hand" in tip and "2 active cards" in tip, tip
    powers = scene.tooltip_at((mat.x + 60, mat.y + 8))  # the name row: the mat's powers
    assert powers.startswith(f"{scene.words.who(1)}: "), powers  # not the book's "S. The..."
    h.close()


def test_a_harvests_roll_says_what_it_gave_even_nothing(axis):
    """Harvest: 1-2 a 1-Time card, 3-4 a Permanent card, 5-6 heal."""
    scene = axis.scene
    roll = E.DieRolled(0, "harvest", 6)
    scene.on_events([roll])
    assert scene.describe(roll).endswith("rolls 6 for the harvest: hit points, but nothing "
                                         "to heal (already at full hit points)")
    roll = E.DieRolled(0, "harvest", 5)
    healed = E.HitPoints(0, 1, 9, "harvest")
    scene.on_events([roll, healed])
    assert scene.describe(roll).endswith("rolls 5 for the harvest: hit points")
    for value, gives in ((1, "a 1-Time card"), (4, "a Permanent card")):
        roll = E.DieRolled(0, "harvest", value)
        scene.on_events([roll])
        assert scene.describe(roll).endswith(f"for the harvest: {gives}")


def test_log_and_help_words_name_cards_and_the_buttons_place(axis):
    scene = axis.scene
    line = scene.describe(E.HitPoints(0, 1, 10, "Options"))
    assert line.endswith("heals 1 hit point (the Options card): 10 left"), line
    assert scene.describe(E.HitPoints(0, 1, 10, "power hex")).endswith("(power hex): 10 left")
    for note in EMPTY_HAND_NOTES.values():
        assert "on the right" not in note and "under the mats" in note


def test_every_buttons_tooltip_adds_to_its_label():
    match = Match.create("axis_mundi", {}, 3, ["bot"] * 3)
    words = Words(["Player 1", "Player 2", "Player 3"])
    prices = Prices(words)
    rng = GameRng(3)
    for _ in range(400):
        if match.state.is_over():
            break
        seat = match.state.to_move()[0]
        words.view = match.state.view(seat)
        legal = match.state.legal_actions(seat)
        for a in legal:
            label = prices.button(a, seat).split(" · ")[0]
            tip = prices.explain(a, seat)
            assert len(tip.rstrip(".")) > len(label) + 12, (label, tip)
        match.play(seat, bots.normal_bot(words.view, legal, rng))


def test_lit_hexes_tell_what_a_click_does_by_shape_not_hue_alone():
    colour = (120, 200, 120)
    sprites = {offer: pieces._target_sprite(30, colour, offer)
               for offer in ("move", "attack", "familiar", "mixed")}
    marks = {offer: pygame.mask.from_threshold(s, (250, 250, 250, 255), (8, 8, 8, 255))
             for offer, s in sprites.items()}  # the white mark at each lit hex's foot
    offers = list(marks)
    for i, a in enumerate(offers):  # same colour, each a different shape
        assert marks[a].count() > 8, a
        for b in offers[i + 1:]:
            assert marks[a].overlap_area(marks[b], (0, 0)) < max(marks[a].count(),
                                                                 marks[b].count()), (a, b)
    ring = pieces._target_sprite(30, colour)  # the hovered hex: a bare ring
    move = sprites["move"]
    centre = (move.get_width() // 2, move.get_height() // 2)
    assert move.get_at(centre).a >= 90 and ring.get_at(centre).a == 0, "a lit hex is tinted"
    edge = (move.get_width() // 2, 6)  # the top corner's rim: dark around the colour
    assert any(sum(move.get_at((edge[0], y))[:3]) < 120 and move.get_at((edge[0], y)).a > 200
               for y in range(edge[1], edge[1] + 8)), "a dark rim sets a lit hex off"


def test_a_harvest_at_full_hit_points_says_so_in_the_tables_log(axis, monkeypatch):
    """Harvest: a roll of 5-6 heals; at full hit points that heals nothing, and the log
    says so rather than leaving the roll unexplained."""
    axis.place_where(lambda s: any(a.kind == "harvest" and not a.choice for a in s.legal))
    scene, t = axis.scene, axis.t
    assert t.mats[0].hp == t.mats[0].max_hp

    def six(seat: int, purpose: str) -> int:
        t.log.append(E.DieRolled(seat, purpose, 6))
        return 6

    monkeypatch.setattr(t, "roll", six)
    index = next(i for i, a in enumerate(scene.legal) if a.kind == "harvest" and not a.choice)
    axis.press(f"act:{index}")
    axis.step(120)
    log = " ".join(str(line).strip() for line in axis.table.log_panel.lines)  # wrapped
    assert log.endswith(f"{scene.words.who(0)} rolls 6 for the harvest: hit points, but nothing to "
                        "heal (already at full hit points)"), log[-200:]
