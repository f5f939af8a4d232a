"""The check panel says what its Difficulty and Rerolls are made of (Apocalypse mouse
playtest: Ambush, printed Full House, showed "Difficulty 5: Straight" on a +1 Field and
never said why; a skill's -1 and an item's +1 Reroll went unnamed)."""

from __future__ import annotations

from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.screen import clicks, poker_words
from game.ui.settings import Settings, save_settings
from tests.games.apocalypse.ui.test_table import ApocalypseHarness, click_action


def test_the_check_panel_names_the_parts_of_its_numbers(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXFOLD_CONFIG_DIR", str(tmp_path / "config"))
    save_settings(Settings(volume=0.0))
    monkeypatch.setattr(clicks, "SETTLE_SECONDS", 0.0)
    h = ApocalypseHarness()
    table = h.sit("apocalypse", ["human", "bot:normal"], 3)
    h.to_ability_check(table, 3)
    scene = h.scene
    click_action(h, next(a for a in scene.legal if isinstance(a, A.ChooseAbility)))
    h.settle()
    check = table.match.state.table.checks[-1]  # type: ignore[attr-defined]
    check["mods"].append({"what": "difficulty", "n": -1, "card": "lucky_charm#1"})
    table._refresh()
    h.settle()
    shown = scene.poker.check_of(scene.view)
    subtitle = poker_words.subtitle(shown, scene.poker.rect.width - 32)
    assert "Lucky Charm" in subtitle and f"= {shown['difficulty']}" in subtitle
    header = (scene.poker.rect.x + 40, scene.poker.tray_rect.y - 8)
    tip = scene.tooltip_at(header)
    assert tip and "Difficulty: " in tip and "Lucky Charm 1" in tip
    h.move(header)
    h.step(40)
    h.screenshot("apocalypse_check_sums")
    h.close()
