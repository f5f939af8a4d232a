"""Toasts: the same words again replace the older copy; the newest three stay (the
Apocalypse playtest saw "Passed for you: no card to play" stacked three times)."""

from __future__ import annotations

from game.ui.widgets import Toast, with_toast


def test_the_same_words_replace_their_older_copy_and_three_stay():
    black = (0, 0, 0)
    shown: list[Toast] = []
    for words in ("passed", "passed", "Hint", "passed", "a", "b"):
        shown = with_toast(shown, Toast(words, black))
    assert [t.message for t in shown] == ["passed", "a", "b"]
    shown = with_toast(shown, Toast("a", black))
    assert [t.message for t in shown] == ["passed", "b", "a"]
