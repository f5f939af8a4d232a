"""The Apocalypse's checks and cards after the seventh mouse playtest (a real X window):
a check's verdict stays until read, a card played on you is shown, the ability tiles
explain Simple and Great Success, card headlines say what the card does, a warning
before The Unknown at a low Level, and the window before the Research reward.
Screenshots at 1280x720 and 1600x900 go to tests/_artifacts/apocalypse_s7b_*.png."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.registry import get_game
from game.core.rng import GameRng
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules import language as L
from game.games.apocalypse.rules.catalog import CARDS, SOURCES
from game.games.apocalypse.rules.effects import OPS
from game.games.apocalypse.rules.state import ApocalypseState
from game.games.apocalypse.rules.world import UNKNOWN
from game.games.apocalypse.screen.asks import heading, unknown_warning
from game.games.apocalypse.screen.dice_poker import BANNER_SECONDS
from game.games.apocalypse.screen.poker_parts import need_words, tile_tip
from game.games.apocalypse.screen.poker_words import subtitle
from game.games.apocalypse.screen.scene import ApocalypseScene
from tests.games.apocalypse.ui.test_playtest2 import scene_of
from tests.games.apocalypse.ui.test_playtest3 import shots as both_sizes
from tests.games.apocalypse.ui.test_screen_playtest4 import research_window
from tests.ui.harness import TableHarness

SECOND = 60  # frames


def shots(h: TableHarness, name: str) -> None:
    both_sizes(h, name, "apocalypse_s7b")


def drive(h: TableHarness, seed: int, wanted: Callable[[ApocalypseScene], bool],
          seats: int = 2) -> ApocalypseScene:
    """Let the normal bot play the human seat until ``wanted`` (checked every frame, before
    anything is hurried): dice are settled, cards on show read, without a verdict held
    for the human being dismissed."""
    table = h.sit("apocalypse", ["human"] + ["bot:normal"] * (seats - 1), seed)
    scene = scene_of(h)
    bot = get_game("apocalypse").bot("normal")
    rng = GameRng(seed)
    for _ in range(8000):
        h.step()
        if wanted(scene):
            return scene
        if scene.on_show.waiting(0):
            scene.on_show.queue.pop(0)
            continue
        if scene.busy():
            scene.poker.hurry((-1, -1))
            scene.poker.update(1.0)
            scene.glides = {}
            if scene.busy() and scene.poker.held:
                scene.poker.release()
            continue
        if scene.legal:
            table.submit(bot(scene.view, scene.legal, rng))
    raise AssertionError("the moment never came")


def own_verdict(scene: ApocalypseScene) -> bool:
    return scene.poker.held and not scene.poker.tray.is_rolling and not scene.poker.to_act


def test_your_own_verdict_stays_until_you_click_continue(apo):
    """Item 1: the verdict, the hand and what it gave went within about 5 s."""
    scene = drive(apo, 3, own_verdict)
    finished = scene.poker.finished
    assert finished is not None and finished["seat"] == 0
    assert finished["result"] in ("fail", "success", "great")
    assert scene.poker.banner_age < BANNER_SECONDS, "the verdict's banner first"
    apo.step(20 * SECOND)
    assert scene.poker.finished is finished and scene.busy(), "on show until read"
    assert scene.poker.banner_age >= BANNER_SECONDS, "then the dice of the hand show"
    steps = len(apo.table.match.steps)
    shots(apo, "own_verdict")
    go_on = scene.button_rect("poker:continue")
    assert go_on is not None and go_on.colliderect(scene.poker.rect)
    apo.click((scene.poker.rect.x + 5, scene.poker.rect.bottom - 5))
    assert scene.poker.finished is finished, "only Continue reads it"
    assert len(apo.table.match.steps) == steps, "the bots wait for the player to read"
    apo.click(go_on.center)
    assert scene.poker.finished is None and not scene.poker.held
    assert all(s.seat != 0 for s in apo.table.match.steps[steps:]), "reading sends nothing"


def others_verdict(scene: ApocalypseScene) -> bool:
    finished = scene.poker.finished
    return finished is not None and finished["seat"] != 0 and not scene.poker.tray.is_rolling


def test_another_players_verdict_stays_long_enough_to_read(apo):
    """Item 1: another player's verdict stays a few seconds (shorter: the table is theirs),
    and is not held for a click."""
    scene = drive(apo, 3, others_verdict)
    finished = scene.poker.finished
    assert not scene.poker.held
    apo.step(3 * SECOND)
    assert scene.poker.finished is finished and scene.busy(), "still on show after 3 s"
    shots(apo, "others_verdict")
    apo.step(2 * SECOND)
    assert scene.poker.finished is not finished, "gone after 5 s, no click needed"


def test_your_next_action_reads_your_verdict(apo):
    """Item 1: when the check ends in a decision of yours, the verdict stays on the tray
    (the table need not wait) until you act."""
    scene = drive(apo, 3, lambda s: s.poker.held and s.poker.to_act and bool(s.legal))
    finished = scene.poker.finished
    apo.step(10 * SECOND)
    assert scene.poker.finished is finished
    way_on = next(b for b in scene.buttons() if b.action is not None)
    apo.click(way_on.rect.center)
    assert scene.poker.finished is not finished


def card_on_you(scene: ApocalypseScene) -> bool:
    return scene.on_show.waiting(0) and "on you" in scene.on_show.queue[0][0]


def test_a_card_played_on_you_is_shown_with_who_and_what_it_did(apo):
    """Item 2: a bot's Bad Luck card played on the human was applied with a log line only.
    It is shown once it has acted (the window after it closed): the card, who played it,
    what it did, until Go on."""
    scene = drive(apo, 1, card_on_you)
    title, card, words = scene.on_show.queue[0]
    played = [e for s in apo.table.match.steps for e in s.events
              if getattr(e, "card", None) == card and type(e).__name__ == "CardPlayed"]
    assert played and played[-1].aimed_at() == 0 and played[-1].seat == 1
    assert title == "Player 2 played this card on you"
    assert words, "what it did"
    assert scene.busy(), "the table waits for the player to read it"
    assert scene.on_show.rect.width > scene.on_show.card_box.width + 200, "words beside"
    apo.step(5 * SECOND)
    assert scene.on_show.waiting(0)
    assert scene.tooltip_at(scene.on_show.card_box.center) is None, "no tip over the card"
    assert scene.tooltip_at(scene.on_show.go_on.rect.center) == scene.on_show.go_on.tip
    shots(apo, "card_on_you")
    apo.click(scene.on_show.go_on.rect.center)
    assert not card_on_you(scene)


def test_the_ability_tiles_say_what_simple_and_great_success_mean(apo):
    """Item 3 (the book, the Ability check: any ability may be used, but only the Required
    one can reach a Great Success, a hand two Categories above the target): each tile's
    tooltip says so for this check."""
    scene = drive(apo, 3, lambda s: (s.decision() or {}).get("kind") == "ability"
                  and bool(s.legal) and not s.on_show.waiting(0))
    apo.step(2)
    check = scene.view["check"]
    tiles = [b for b in scene.poker.buttons(scene.view, scene.legal) if b.style == "ability"]
    assert len(tiles) == 3
    for b in tiles:
        tip = scene.tooltip_at(b.rect.center) or ""
        assert "Rerolls (its value)" in tip and "is a Simple Success" in tip, tip
        if b.action.ability == check["required"] and check["target"] != "five_of_a_kind":
            assert "Great possible" in tip or "there is none" in tip, tip
        elif b.action.ability != check["required"]:
            assert "Simple at most: only" in tip and "can bring a Great Success" in tip, tip
    apo.move(tiles[0].rect.center)
    apo.step(90)
    shots(apo, "ability_tiles")


def test_a_difficulty_above_seven_says_the_hand_stays_five_of_a_kind():
    """Item 3 (the book: however far the Difficulty goes above 7, the hand needed stays
    Five of a Kind): where the target is shown, and in the tiles' tooltips."""
    assert need_words(9) == "Difficulty 9: still Five of a Kind (5K)"
    assert need_words(7) == "Difficulty 7: Five of a Kind (5K)"
    assert need_words(3) == "Difficulty 3: Three of a Kind (3K)"
    tip = tile_tip("scholar", {"rerolls": 4, "difficulty": 9}, "scholar")
    assert "Difficulty 9: still Five of a Kind (5K)" in tip
    assert "never goes above Five of a Kind" in tip and "there is none" in tip
    pygame.init()
    check = {"difficulty": 9, "target": "five_of_a_kind", "chosen": "", "required": "mystic",
             "rerolls": 0, "parts": {}}
    assert "Difficulty 9: still Five of a Kind (5K) or better" in subtitle(check, 608)
    check["chosen"] = "mystic"
    assert "Difficulty 9: still Five of a Kind (5K) or better" in subtitle(check, 608)


def _ops(node: object) -> list[object]:
    """Every effect op under a card's record (the outcomes of its checks, its choices)."""
    if isinstance(node, list | tuple):
        return [op for item in node for op in _ops(item)]
    if isinstance(node, dict):
        return [op for item in node.values() for op in _ops(item)]
    fields = getattr(type(node), "__struct_fields__", ())  # the levels' records
    inner = [op for name in fields for op in _ops(getattr(node, name))]
    return [node, *inner] if type(node) in OPS else inner


def test_no_card_headline_claims_a_level():
    """Item 4: The Tibetan Masters (+1 in an ability of your choice, 2 XP) was headed "You
    gain a Level". Every op of every card in levels/ is run by the rules; the decision it
    asks is headed in the controls without a Level (no card gives one), and a Level's own
    raise still says so."""
    state = ApocalypseState.new({}, 1, 2)
    t = state.table
    asked = 0
    for card in sorted(CARDS):
        for op in _ops(SOURCES[card]):
            asks = isinstance(op, L.ChangePersonality) or \
                (isinstance(op, L.AbilityChange) and op.ability == "choose")
            if not asks:
                continue  # only these ask what a Level asks (the others act at once)
            t.decision = None
            OPS[type(op)](t, op, [card], {"you": 0, "card": f"{card}#1"})
            if t.decision is None:
                continue
            view = state.view(0)
            title, note = heading(view, view["you"]["decision"], state.legal_actions(0))
            assert "Level" not in title + note, (card, title, note)
            asked += 1
    assert asked >= 2, "The Tibetan Masters and the Personality change were asked"
    t.decision = {"kind": "raise_ability", "seat": 0}
    view = state.view(0)
    assert heading(view, view["you"]["decision"], [])[0] == "You gain a Level"


def can_enter_unknown(scene: ApocalypseScene) -> bool:
    me = scene.me() or {}
    return A.Travel(UNKNOWN) in scene.legal and me.get("level") == 1 \
        and not scene.on_show.waiting(0)


def test_travelling_into_the_unknown_at_level_1_asks_first(apo):
    """Item 5 (the book, The Unknown: inside, face 3 Unknown cards and be alive after the
    last; no Travel step out): a click on The Unknown at Level 1 asks, with what it takes;
    Cancel sends nothing, Confirm sends the Travel."""
    scene = drive(apo, 3, can_enter_unknown)
    steps = len(apo.table.match.steps)
    apo.click(scene.place_centre(UNKNOWN))
    assert scene.on_show.question is not None
    question, words, _ = scene.on_show.question
    assert question == "Travel to The Unknown at Level 1?"
    assert f"face {scene.view['goal']} Unknown cards" in words and "win or die" in words
    assert len(apo.table.match.steps) == steps, "nothing sent before Confirm"
    shots(apo, "unknown_question")
    apo.click((scene.on_show.rect.x + 5, scene.on_show.rect.y + 5))
    assert "Confirm or Cancel" in apo.toast()
    apo.click(scene.on_show.cancel.rect.center)
    assert scene.on_show.question is None and len(apo.table.match.steps) == steps
    assert A.Travel(UNKNOWN) in scene.legal, "the choice is still open"
    apo.click(scene.place_centre(UNKNOWN))
    apo.click(scene.on_show.confirm.rect.center)
    sent = apo.table.match.steps[steps]
    assert sent.seat == 0 and sent.action == A.Travel(UNKNOWN)


def test_the_unknown_asks_at_every_level_and_nothing_else_does():
    """Item 5 and the sixth playtest (a click at Level 3 went in with no way out): The
    Unknown asks first at any Level; another place does not."""
    view = {"seat": 0, "goal": 3, "players": [{"level": 1, "place": "cairo", "health": 6,
                                              "collection": 2}]}
    assert unknown_warning(view, A.Travel(UNKNOWN)) is not None
    assert unknown_warning(view, A.Travel("london")) is None
    view["players"][0]["level"] = 3
    question, _ = unknown_warning(view, A.Travel(UNKNOWN))
    assert question == "Travel to The Unknown at Level 3?"


def test_the_window_before_the_research_reward_says_why_it_asks_again(apo):
    """Item 6 (the book: every player has an opportunity to react before the game goes
    on): the window after the Research menu is not merged with the menu, since the others
    are asked in it at that moment whatever your hand holds; it says why it asks."""
    scene = drive(apo, 3, lambda s: research_window(s) and not s.on_show.waiting(0))
    apo.step(2)
    scene.buttons()
    title, note = scene._buttons[2]
    assert title == "Before your Research reward: a moment to react"
    assert note.startswith("Every player may react before play goes on"), note
    others = any(seat != 0 for seat in scene.view["window"]["asked"])
    assert ("the others may play Bad Luck on you now" in note) == others, note
    assert "gain 1" in note, note
    shots(apo, "research_window")
