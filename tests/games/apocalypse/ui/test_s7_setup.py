"""The Apocalypse's setup at one screen (session 7, mouse playtest P4: two people at the
screen passed it eight times through setup, the choices alternating between them).

Setup 4 keeps the characters in turn order; steps 9 to 13 follow in the book's order,
each done by everyone before the next, the players taking each step back and forth so
that it starts with whoever ended the one before (docs/rules/apocalypse.md, Designer's
choices; the independent audit of session 7 found rules version 6 taking each person's
9-13 together, the Catastrophe rolled before anyone's Personalities)."""

from __future__ import annotations

import pytest

from game.core.registry import get_game
from game.core.rng import GameRng
from game.core.state import Outcome
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.screen import clicks
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.end import EndScene
from game.ui.scenes.recap import RecapScene
from game.ui.settings import Settings, save_settings
from tests.games.apocalypse.ui.test_playtest3 import shots
from tests.games.apocalypse.ui.test_table import ApocalypseHarness, click_action
from tests.ui.textfit import assert_text_fits


@pytest.fixture
def apo(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXFOLD_CONFIG_DIR", str(tmp_path / "config"))
    save_settings(Settings(volume=0.0))
    monkeypatch.setattr(clicks, "SETTLE_SECONDS", 0.0)
    h = ApocalypseHarness()
    yield h
    h.close()


def setup_curtains(h: ApocalypseHarness, seed: int, people: int) -> list[str]:
    """``people`` at one screen play setup by mouse (the normal bot's choices); the seat
    named by each curtain, until the first turn's first decision."""
    table = h.sit("apocalypse", ["human"] * people, seed)
    bot, rng = get_game("apocalypse").bot("normal"), GameRng(seed)
    named: list[str] = []
    for _ in range(5000):
        h.step()
        if isinstance(h.top, CurtainScene):
            named.append(h.top.seat_name)
            h.click((640, 360))
            continue
        if table.match.state.view(-1)["phase"] != "setup":
            return named
        scene = h.scene
        if scene.on_show.waiting(table.ctx.seat):
            h.click(scene.on_show.go_on.rect.center)
            continue
        if not scene.legal or scene.busy():
            continue
        click_action(h, bot(scene.view, scene.legal, rng))
    raise AssertionError("setup did not end")


@pytest.mark.parametrize("seed", [6, 7])
def test_two_people_pass_the_screen_four_times_in_setup(apo, seed):
    """Setup 4-13: the playtest counted 8 curtains for two people (after the first
    person's, which the table opens with). The characters are chosen in turn order
    (step 4: others follow the Starting Player); then the Rare Item kept (9), the
    Personalities (11) and the pawns (13), each step by both, back and forth, the
    Starting Player placing last and beginning: 4."""
    named = [name.split(" (")[0] for name in setup_curtains(apo, seed, 2)]  # "Player n"
    other, start = named[0], named[1]
    assert named == [other, start, other, start] and other != start, named


def test_three_people_pass_the_screen_eight_times_in_setup(apo):
    """Setup 4-13 at three (version 5's order: 12): characters in turn order (2 changes),
    then each of steps 9, 11 and 13 by everyone (2 changes each), each starting with
    whoever ended the one before, the Starting Player last."""
    named = [name.split(" (")[0] for name in setup_curtains(apo, 6, 3)]  # "Player n"
    assert len(named) == 8, named
    second, third, _, first = named[:4]
    assert named == [second, third, second, first] * 2 and len(set(named)) == 3, named


def test_long_character_names_show_whole_on_the_curtain_and_the_status(apo):
    """Session 7: the curtain said "Player 1 (Alex)" for one person and only "Player 2"
    for the other (a seat name over 20 letters lost its character). Every seat now
    reads "Player n (Character)", Brandon the Broken and Dimitriy Martynov too, and the
    curtain, its button, the status line, the recap and the end screen fit them (the
    canvas is drawn at 1280x720 and scaled to the window: screenshots at both sizes)."""
    table = apo.sit("apocalypse", ["human", "human"], 6)
    long_names = iter(("brandon_the_broken", "dimitriy_martynov"))
    bot, rng = get_game("apocalypse").bot("normal"), GameRng(6)
    curtains = []
    for _ in range(2000):
        apo.step()
        if isinstance(apo.top, CurtainScene):
            curtains.append(apo.top.seat_name)
            assert_text_fits(apo.app, f"the curtain for {apo.top.seat_name}")
            shots(apo, f"curtain{len(curtains)}", "s7a_long_names")
            apo.click(apo.top.button_rect.center)
            if len(curtains) == 2:
                break
            continue
        scene = apo.scene
        if not scene.legal or scene.busy():
            continue
        if isinstance(scene.legal[0], A.ChooseCharacter):
            table.submit(A.ChooseCharacter(next(long_names)))
        else:
            table.submit(bot(scene.view, scene.legal, rng))
    apo.step(2)
    start = table.match.state.view(-1)["starting_player"]
    brandon = f"Player {start + 1} (Brandon the Broken)"
    dimitriy = f"Player {2 - start} (Dimitriy Martynov)"
    assert sorted(table.names) == sorted([brandon, dimitriy])
    assert curtains == [f"Player {2 - start}", brandon]
    assert table.status() == f"Your move, {brandon}"
    assert_text_fits(apo.app, "the status line with a long seat name")
    shots(apo, "table", "s7a_long_names")
    assert table.recap_offer.button.visible  # Player 2's choices, told to Player 1
    apo.click(table.recap_offer.button.rect.center)
    recap = apo.top
    assert isinstance(recap, RecapScene) and dimitriy in recap.summary  # smaller, whole
    assert_text_fits(apo.app, "the recap of a long seat name's moves")
    shots(apo, "recap", "s7a_long_names")
    apo.app.pop()
    apo.app.push(EndScene(apo.app, table, Outcome((0, 1), "both reached the Heart")))
    apo.step(2)
    assert brandon in apo.top.headline and dimitriy in apo.top.headline
    assert_text_fits(apo.app, "the end screen naming two long seat names")
    shots(apo, "end", "s7a_long_names")


def test_a_hint_rings_the_button_it_names(apo):
    """Session 7: "Hint: ..." did not point at its button. At setup's first choice the
    hint names a character; the table rings that character's button for a moment."""
    table = apo.sit("apocalypse", ["human", "bot:normal"], 6)
    for _ in range(200):
        apo.step()
        if apo.scene.legal and not apo.scene.busy():
            break
    apo.click_button("Hint")
    said, ring = apo.toast(), table.hint_ring
    assert said.startswith("Hint: ") and ring is not None
    button = next(b for b in apo.scene.all_buttons() if b.rect.inflate(10, 10) == ring.rect)
    assert button.action in apo.scene.legal and button.label.split(" (")[0] in said, said
    apo.step()
    shots(apo, "hint", "s7a")
