"""The Apocalypse's table after the mouse playtest: each finding, played through the real app.

The human seat is played by the normal bot (through the table, as a click would)
until the moment a finding is about; then the test clicks and looks as a
player would. Screenshots go to tests/_artifacts/apocalypse_playtest_*.png.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.core.match import Match
from game.core.registry import get_game
from game.core.rng import GameRng
from game.core.seats import SeatSpec
from game.core.state import Outcome
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.screen import asks, clicks, world_map
from game.games.apocalypse.screen.card_reader import draw_card
from game.games.apocalypse.screen.controls import NOTHING
from game.games.apocalypse.screen.map_sheet import VISITED_R, _misleads
from game.games.apocalypse.screen.scene import AUTO_PASS_SECONDS, ApocalypseScene
from game.ui.saves import list_saves, saves_dir, write_save
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.end import EndScene
from game.ui.settings import Settings, save_settings
from game.ui.table import TableScene
from game.ui.widgets_log import LogPanel
from tests.ui.harness import TableHarness

Wanted = Callable[[ApocalypseScene], bool]


@pytest.fixture
def apo(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXFOLD_CONFIG_DIR", str(tmp_path / "config"))
    save_settings(Settings(auto_pass=False))  # these tests answer every window themselves
    monkeypatch.setattr(clicks, "SETTLE_SECONDS", 0.0)  # tested on its own (test_playtest2)
    h = TableHarness()
    yield h
    h.close()


def scene_of(h: TableHarness) -> ApocalypseScene:
    game = h.table.game
    assert isinstance(game, ApocalypseScene)
    return game


def play_until(h: TableHarness, seed: int, wanted: Wanted, seats: int = 2,
               steps: int = 4000) -> ApocalypseScene:
    """Sit at a table and let the normal bot decide for the human until ``wanted``."""
    table = h.sit("apocalypse", ["human"] + ["bot:normal"] * (seats - 1), seed)
    scene = scene_of(h)
    bot = get_game("apocalypse").bot("normal")
    rng = GameRng(seed)
    for _ in range(steps):
        h.step()
        if scene.busy():
            scene.settle()
            continue
        if not scene.legal:
            continue
        if wanted(scene):
            h.step(2)
            return scene
        table.submit(bot(scene.view, scene.legal, rng))
    raise AssertionError("the moment never came")


def kind(scene: ApocalypseScene) -> str:
    d = scene.decision() or {}
    return f"{d.get('kind', '')}:{d.get('step', d.get('hook', ''))}"


def assert_cards_readable(scene: ApocalypseScene) -> None:
    """Every card on show over the map is drawn with its whole text (nothing cut)."""
    reader = scene.reader
    assert reader.open(scene.view) and reader.cards
    scratch = pygame.Surface((1280, 720))
    for shown, box in zip(reader.cards, reader.boxes, strict=True):
        assert reader.rect.contains(box)
        assert not draw_card(scratch, box, shown, scene.palette), f"{shown.card} is cut"


def test_the_unknown_collection_is_read_in_full_and_faced_by_a_click(apo):
    """Finding 1 (blocker): the collection's cards, whole, at the moment of the choice."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:unknown" and any(
        isinstance(a, A.Face) and a.card for a in s.legal))
    apo.screenshot("apocalypse_playtest_collection")
    assert_cards_readable(scene)
    faced = [a.card for a in scene.legal if isinstance(a, A.Face)]
    shown = [s.card for s in scene.reader.cards]
    assert set(faced) <= set(shown), "every path a player may face is on show"
    card = next(c for c in faced if c)
    steps = len(apo.table.match.steps)
    apo.click(scene.reader_box(card).center)
    assert apo.table.match.steps[steps].action == A.Face(card)


def test_a_luck_card_played_on_you_and_a_peek_are_read_in_full(apo):
    scene = play_until(apo, 3, lambda s: kind(s) == "window:bad_luck_played")
    played = scene.decision()["card"]
    assert scene.reader_box(played) is not None, "the card played on you lies over the map"
    assert_cards_readable(scene)
    apo.screenshot("apocalypse_playtest_bad_luck_on_you")
    apo.close()
    scene = play_until(apo, 11, lambda s: kind(s) == "peek_answer:")
    assert scene.reader_box(scene.decision()["card"]) is not None
    assert_cards_readable(scene)


def test_the_bandits_choice_shows_the_card_and_the_map_can_be_seen(apo):
    scene = play_until(apo, 11, lambda s: kind(s) == "choose:")
    assert scene.reader.cards[0].card.startswith("bandits")
    assert asks.heading(scene.view, scene.decision(), scene.legal)[0] == "Bandits: choose"
    apo.screenshot("apocalypse_playtest_bandits")
    apo.click(scene.reader.toggle.center)  # See the map
    assert not scene.reader.open(scene.view)
    apo.click(scene.reader.tab.center)  # and back
    assert scene.reader.open(scene.view)


def test_passing_is_one_clear_button_and_auto_pass_sends_the_same_pass(apo):
    """Finding 2 and 3: the way on says what it does; auto-pass answers Pass, the same
    action, after the same pause, only where nothing in the hand can answer."""
    scene = play_until(apo, 3, lambda s: kind(s).startswith("window:") and s.legal == [A.Pass()]
                       and not s.poker.visible(s.view))
    way_on = scene.button_rect(f"act:{scene.legal.index(A.Pass())}")
    label = next(b.label for b in scene.all_buttons() if b.rect == way_on)
    assert label == NOTHING
    assert way_on.bottom >= scene.controls_rect.bottom - 2, "the way on stays at the bottom"
    apo.press("auto:pass")
    assert 0 in scene.auto_pass
    steps = len(apo.table.match.steps)
    apo.step(round(AUTO_PASS_SECONDS * 60) + 5)
    sent = apo.table.match.steps[steps]
    assert sent.seat == 0 and sent.action == A.Pass(), "the screen passed, with a plain Pass"
    assert "Passed for you" in " ".join(t.message for t in apo.table.toasts)
    bot = get_game("apocalypse").bot("normal")
    rng = GameRng(1)
    for _ in range(3000):  # a window where a card could answer still waits for the player
        apo.step()
        if scene.busy() or not scene.legal:
            continue
        if kind(scene).startswith("window:") and len(scene.legal) > 1:
            break
        apo.table.submit(bot(scene.view, scene.legal, rng))
    steps = len(apo.table.match.steps)
    apo.step(round(AUTO_PASS_SECONDS * 60) * 2)
    assert len(apo.table.match.steps) == steps, "auto-pass never answers when a card could"
    apo.screenshot("apocalypse_playtest_window_with_cards")


def test_a_card_played_in_a_window_says_what_it_did(apo):
    """Finding 5: a click that changes nothing visible at once still gets an answer."""
    scene = play_until(apo, 3, lambda s: kind(s).startswith("window:") and any(
        isinstance(a, A.PlayCard) for a in s.legal) and not s.poker.visible(s.view))
    card = next(a.card for a in scene.legal if isinstance(a, A.PlayCard))
    box = scene.reader_box(card)
    assert box is not None
    apo.click(box.center)
    apo.screenshot("apocalypse_playtest_played_in_a_window")
    words = " ".join(t.message for t in apo.table.toasts)
    assert words and "Player 1" in words, f"no feedback for playing {card}: {words!r}"


def test_rerolled_dice_stay_where_they_lie_without_padlocks(apo):
    """Finding 4: nothing is held in a check, so no padlock; every die lies on the felt."""
    scene = play_until(apo, 3, lambda s: kind(s) == "reroll:")
    tray = scene.poker.tray
    for die in (0, 1):
        assert A.Reroll(die) in scene.legal
        before = tray.poses()
        apo.click(scene.die_centre(die))
        scene.settle()
        apo.step(3)
        after = tray.poses()
        assert not any(tray.held), "no die is shown as held (locked)"
        for k in range(5):
            x, y, _, _ = after[k]
            assert tray.safe_rect().inflate(2, 2).collidepoint(x, y), f"die {k} is cut"
            if k != die and len(before) == 5:
                assert before[k][:2] == after[k][:2], "the other dice stay where they lie"
    apo.screenshot("apocalypse_playtest_rerolls")


def test_the_map_names_its_cities_clearly_and_explains_its_marks(apo):
    """Finding 6: each name nearer its own marker (or joined to it by a line), Visited
    tokens of a readable size, a legend, and the Travel note matches what is lit."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel")
    painter = scene.painter
    painter.static()
    g = scene.geom
    centres = {pid: (float(x), float(y)) for pid, (x, y) in g.centres.items()}
    for city in ("london", "geneva", "paris", "rome"):
        box = painter.labels[city]
        x, y = centres[city]
        beside = box.inflate(g.radius * 1.6, g.radius * 1.6).collidepoint(x, y)
        assert not _misleads(box, city, centres) or not beside, city
    assert VISITED_R >= 4.5
    _, note = asks.heading(scene.view, scene.decision(), scene.legal)
    lit = scene.targets()
    assert ("any place" in note) == (len(lit) > world_map.LIT_MOST)
    apo.screenshot("apocalypse_playtest_map")


def test_the_hint_says_why_and_the_log_draws_its_arrow(apo, monkeypatch):
    """Finding 7: a hint with a reason; the log's "newer" mark has no missing glyph."""
    play_until(apo, 3, lambda s: kind(s) == "menu:travel")
    apo.table.request_hint()
    assert " — " in apo.toast(), apo.toast()
    drawn: list[str] = []
    import game.ui.widgets_log as widgets_log
    real = widgets_log.text
    monkeypatch.setattr(widgets_log, "text", lambda words, *a, **k: (drawn.append(words),
                                                                     real(words, *a, **k))[1])
    log = LogPanel(pygame.Rect(0, 0, 300, 120))
    for n in range(30):
        log.add(f"line {n}")
    log.scroll = 5
    log.draw(pygame.Surface((300, 120)), apo.app.palette)
    assert any("newer" in w for w in drawn) and not any("↓" in w for w in drawn)


def test_peeking_at_a_deck_needs_no_paging(apo):
    """Finding 8: every deck is one click away."""
    scene = play_until(apo, 11, lambda s: kind(s) == "peek_deck:")
    assert scene.button_rect("page:next") is None
    for k, _ in enumerate(scene.legal):
        assert scene.button_rect(f"act:{k}") is not None
    apo.screenshot("apocalypse_playtest_peek")


def test_the_end_screen_says_who_won_and_how_in_words(apo):
    """Finding 9: no "Scores: Player 1 1" riddle; the headline says who won and how."""
    info = get_game("apocalypse")
    match = Match(info, info.resolve_options({}), 3, ["human", "bot:normal"])
    table = TableScene(apo.app, match, [SeatSpec("human"), SeatSpec("bot", "normal")],
                       autosave=False, instant_bots=True)
    apo.app.push(table)
    apo.step(2)
    reason = "faced 3 Unknown cards in one visit and reached the Heart"
    end = EndScene(apo.app, table, Outcome((0,), reason, (1.0, 0.0)))
    assert not any(line.startswith("Scores") for line in end.lines)
    assert "wins" in end.headline and reason in end.headline


def test_the_load_list_counts_in_the_games_word(apo):
    """Finding 10: the table says "Turn 7", so the Load list says "turn 7"."""
    info = get_game("apocalypse")
    match = Match(info, info.resolve_options({}), 3, ["human", "bot:normal"])
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    write_save(match, folder / "apocalypse.json")
    entry = next(e for e in list_saves() if e.path.name == "apocalypse.json")
    assert "turn " in entry.details() and "round" not in entry.details()


def test_hot_seat_auto_pass_keeps_the_curtain(apo):
    """Finding 2 in hot-seat: a curtain skipped only when a seat holds nothing playable
    would tell the others at the screen so; it stays, and behind it the pass is made for
    the player with no click."""
    table = apo.sit("apocalypse", ["human", "human"], 6)
    scene = scene_of(apo)
    scene.auto_pass = {0, 1}
    bot = get_game("apocalypse").bot("normal")
    rng = GameRng(2)
    for _ in range(6000):
        apo.step()
        if isinstance(apo.top, CurtainScene):
            if scene.auto_passes():
                break
            apo.click((640, 360))
            continue
        if scene.legal and not scene.busy() and not scene.auto_passes():
            table.submit(bot(scene.view, scene.legal, rng))
    else:
        raise AssertionError("no window of nothing playable came after a change of seat")
    seat, steps = table.ctx.seat, len(table.match.steps)
    apo.step(round(AUTO_PASS_SECONDS * 60) * 2)
    assert len(table.match.steps) == steps, "nothing is passed while the curtain is up"
    apo.click((640, 360))
    apo.step(round(AUTO_PASS_SECONDS * 60) + 5)
    assert table.match.steps[steps].seat == seat and table.match.steps[steps].action == A.Pass()
