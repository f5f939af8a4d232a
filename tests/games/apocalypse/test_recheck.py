"""An independent check of points a mouse playtest raised: "once per turn" abilities
(Game Turn: Refresh is the turn's sixth step), the Research tokens after an Expedition
(Expedition, Finding The Artifact), and healing at full Health (Cards: "use" under the
proper conditions)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.catalog import card_id
from tests.games.apocalypse.helpers import (
    Dice,
    aspire,
    decision,
    empty_hands,
    give,
    inject,
    learn,
    pass_windows,
    ready,
)

SAM = A.UseCard("sam_the_seer")


def at_menu(s, seat: int, step: str) -> None:
    """Answer everything (windows: pass; menus: stay, go on or end the step; a look at a
    deck: the Unknown deck, put back) until ``seat``'s menu of ``step``."""
    for _ in range(300):
        d = decision(s)
        if d["kind"] == "menu" and d["step"] == step and d["seat"] == seat:
            return
        mover = s.to_move()[0]
        legal = s.legal_actions(mover)
        plain = (A.Pass(), A.Proceed(), A.EndStep(), A.Travel(s.table.players[mover].place),
                 A.FreeTime("skill"), A.Expedition(False), A.DropSkillTokens(),
                 A.StopRolling(), A.PeekAnswer(False), A.Choose("unknown"))
        s.apply(mover, next((a for a in plain if a in legal), legal[0]))
    raise AssertionError(f"no {step} menu for seat {seat}")


def test_once_per_turn_is_not_turned_back_in_the_refresh_step_game_turn_refresh():
    """Game Turn: "A Game Turn is composed of 6 separate steps ... 6. Refresh", and Sam's
    ability works "Once per turn": used in turn 1, it is not usable again in turn 1's
    Refresh step (which turns the used cards back), only from turn 2 on."""
    s = ready(2, seed=3, characters=("sam_the_seer", "john_dante"))
    t = s.table
    empty_hands(s)
    sam = 0
    at_menu(s, sam, "travel")
    assert SAM in s.legal_actions(sam)
    s.apply(sam, SAM)
    s.apply(sam, A.Choose("unknown"))
    s.apply(sam, A.PeekAnswer(False))
    assert SAM not in s.legal_actions(sam)
    at_menu(s, sam, "refresh")
    assert t.round == 1 and SAM not in s.legal_actions(sam)
    before = t.to_json()
    with pytest.raises(IllegalAction, match="once per turn"):
        s.apply(sam, SAM)
    assert t.to_json() == before
    at_menu(s, sam, "travel")
    assert t.round == 2 and SAM in s.legal_actions(sam)


def test_a_card_turned_sideways_is_turned_back_in_the_refresh_step_cards():
    """Cards: "At the end of a player's turn, in the Refresh phase, all cards become usable
    again": a used Medical Kit (no "once per turn") is turned back in Refresh."""
    s = ready(2, seed=3, characters=("john_dante", "sam_the_seer"))
    t = s.table
    empty_hands(s)
    kit = give(s, 0, "medical_kit")
    t.players[0].health = 3
    at_menu(s, 0, "travel")
    s.apply(0, A.UseCard(kit))
    assert t.players[0].used == [kit]
    at_menu(s, 0, "refresh")
    assert t.players[0].used == []


def expedition(s, research: int, equipment: int, dice: list[int], obstacle: str):
    t = s.table
    empty_hands(s)
    p = t.players[0]
    t.active = 0
    p.place, p.research, p.equipment = "cairo_1", research, equipment
    aspire(s, 0, "void_lantern", "cairo", obstacle)
    t.rng = Dice(dice)
    inject(s, {"t": "menu", "p": 0, "step": "expedition"})
    events = s.apply(0, A.Expedition(True))
    return p, events + pass_windows(s)


def test_a_failed_expedition_roll_keeps_the_research_tokens_expedition():
    """Expedition: "If the Expedition Roll is unsuccessful, nothing happens": 1 1 + 2
    Research + 1 = 5, the Equipment is spent, the Research tokens stay."""
    s = ready(2, seed=4)
    p, events = expedition(s, research=2, equipment=1, dice=[1, 1], obstacle="clear_path")
    rolled = next(e for e in events if e.kind == "expedition_rolled")
    assert rolled.total == 5 and not rolled.success
    assert (p.research, p.equipment, p.artifacts) == (2, 0, [])
    assert card_id(p.aspired["artifact"]) == "void_lantern"


def test_an_obstacle_that_stops_the_find_keeps_the_research_tokens_finding_the_artifact():
    """Finding The Artifact 2: unable to satisfy the Obstacle, "he is considered as though
    he has failed the Expedition Roll after all": Sealed Vault with no Equipment left
    after the roll; the Research tokens stay (they go only in step 4, after the find)."""
    s = ready(2, seed=4)
    p, events = expedition(s, research=4, equipment=1, dice=[3, 3], obstacle="sealed_vault")
    assert any(e.kind == "expedition_rolled" and e.success for e in events)
    assert any(e.kind == "artifact_not_found" for e in events)
    assert (p.research, p.artifacts) == (4, [])
    assert p.aspired is not None and p.aspired["face_up"]


def test_finding_the_artifact_discards_every_research_token_finding_the_artifact():
    """Finding The Artifact 4: "the player must discard all of his Research tokens"."""
    s = ready(2, seed=4)
    p, events = expedition(s, research=5, equipment=1, dice=[3, 3], obstacle="clear_path")
    assert [card_id(a) for a in p.artifacts] == ["void_lantern"]
    assert p.research == 0 and p.aspired is None


def test_healing_cards_wait_until_health_is_lost_cards():
    """Cards: a card is used "under the proper conditions - if the player wishes to apply
    the given effect"; Meditation, Medical Kit and A Night's Rest only heal, so at full
    Health they are not offered (the refusal says why), and are once Health is lost."""
    s = ready(2, seed=3, characters=("john_dante", "sam_the_seer"))
    t = s.table
    empty_hands(s)
    meditation = learn(s, 0, "meditation")
    kit = give(s, 0, "medical_kit")
    rest = give(s, 0, "rest")
    at_menu(s, 0, "travel")
    legal = s.legal_actions(0)
    assert A.UseCard(meditation) not in legal and A.UseCard(kit) not in legal
    assert A.PlayCard(rest) not in legal
    for action in (A.UseCard(meditation), A.PlayCard(rest)):
        with pytest.raises(IllegalAction, match="Health is full"):
            s.apply(0, action)
    t.players[0].health = 5
    inject(s)
    legal = s.legal_actions(0)
    assert {A.UseCard(meditation), A.UseCard(kit), A.PlayCard(rest)} <= set(legal)
    s.apply(0, A.UseCard(meditation))
    assert t.players[0].health == 6
    assert decision(s)["kind"] == "menu" and A.UseCard(kit) not in s.legal_actions(0)
