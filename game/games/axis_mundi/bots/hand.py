"""The normal bot's hand: which 1-Time card helps now, keeping under the hand limit by
playing rather than discarding, drawing five when the hand is poor, and the decisions
owed outside the Action Phase (1-Time Power Cards; Hand Limit; Draw 5 Cards)."""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.core.values import Action
from game.games.axis_mundi.bots.sight import PERMANENT_ORDER, Sight, is_permanent, of, value
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules.catalog import card_type

#: Plays that change the hand by more than the card itself (draws, takes, discards).
NET_ZERO = frozenset({"archers_tales", "mobilizing_forces", "second_times_the_charm", "crates",
                      "hurry_change"})
HEALS = {"suture_kit": 2, "holistic_herbs": 1, "options": 1}


def _deficit(sight: Sight) -> int:
    return int(sight.mine["max_hp"]) - sight.hp


def _energy_short(sight: Sight) -> int:
    energy = sight.mine["energy"]
    full = 2 if len(energy) == 3 else 3
    return max(full - e for e in energy)


def _near(sight: Sight, reach: int) -> list[dict[str, Any]]:
    return [p for p in sight.foes() if 1 <= Hex(*p["pos"]).distance(sight.here) <= reach]


def net(play: A.PlayCard) -> int:
    """How the play changes the hand's size."""
    kind = card_type(play.card)
    spent = 1 + (1 if play.double else 0) + len(play.cards)
    if kind == "free_refills":
        return 3 * (2 if play.double else 1) - spent
    if kind in NET_ZERO:
        return 0
    return -spent


def worth(sight: Sight, play: A.PlayCard) -> float:
    """How much an action-costing 1-Time card helps now (0 or less: not now)."""
    kind = card_type(play.card)
    times = 2 if play.double else 1
    deficit, wounds = _deficit(sight), int(sight.mine["wounds"] or 0)
    if kind in HEALS:
        if kind == "options" and play.option != "heal":
            return 0.0
        return min(deficit, HEALS[kind] * times) - (0.5 if play.double else 0.0)
    if kind in ("salve", "holistic_herbs"):
        if play.cards:  # the pair: 3 hit points and 3 wounds (5 and all, doubled)
            return min(deficit, 3 * times) + 0.25 * min(wounds, 3) - 0.5
        return 0.25 * min(wounds, 2 * times) - (0.5 if play.double else 0.0)
    if kind == "last_resort":
        if deficit < 2:
            return 0.0
        return min(deficit, 1 + len(play.cards)) - 0.2 * sum(value(c) for c in play.cards)
    if kind in ("morsel_of_vermin", "vermin", "ethereal_drain"):
        short = _energy_short(sight)
        return 0.6 if short >= (2 if kind != "morsel_of_vermin" else 1) else 0.0
    if kind == "god_mode":
        threat = _near(sight, 2)
        return 1.5 if threat and not sight.mine["god_mode"] and (
            sight.heavenly or sight.hp <= 4) else 0.0
    if kind == "empty_vessel":
        return vanish_worth(sight)
    if kind == "free_refills":
        return 1.0 if len(sight.hand) - 1 + 3 * times <= sight.limit else -1.0
    if kind in ("second_times_the_charm", "crates"):  # a chosen card for this one
        return (value(play.cards[0]) - 3.0) / 4.0 - (0.5 if play.double else 0.0)
    if kind == "archers_tales":  # the best of six for this one
        return 0.5 if not play.double else -0.5
    if kind == "hurry_change":
        poor = sum(1 for c in play.cards if value(c) <= 3)
        return 0.3 * poor - 0.5 * (len(play.cards) - poor)
    if kind == "mobilizing_forces":  # the best of one card per player
        return 0.5 if not play.double else -0.5
    if kind == "peek_a_boo":
        return 0.1
    if kind == "phrygian_tumble":
        return 0.6 if sum(1 for c in sight.hand if card_type(c) in HEALS) >= 2 else 0.05
    return 0.0


def vanish_worth(sight: Sight) -> float:
    """Invisibility ("You Have Only this Empty Vessel"): worth most to the Angel or Demon
    walking home among hunters, or to a hurt character beside a foe."""
    if sight.mine["invisible"] or sight.mine["on_axis_mundi"]:
        return 0.0
    if sight.heavenly and _near(sight, 3):
        return 2.0
    if sight.hp <= 3 and _near(sight, 1):
        return 1.0
    return 0.0


def spare(sight: Sight, legal: list[Action]) -> Action | None:
    """A card for a spare action: the one that helps most; with a full hand, any that
    helps at all, so the hand stays under the limit without discarding."""
    full = len(sight.hand) >= sight.limit - 1
    best, top = None, 0.45 if not full else -0.05
    for play in of(legal, A.PlayCard):
        assert isinstance(play, A.PlayCard)
        if card_type(play.card) in ("who_are_you", "rock_climber") or _free(play):
            continue
        score = worth(sight, play)
        if full and net(play) >= 0:
            score -= 1.0
        if score > top:
            best, top = play, score
    return best


def _free(play: A.PlayCard) -> bool:
    kind = card_type(play.card)
    return kind in ("second_wind", "inspiration", "follow_the_monkey") or (
        kind == "options" and play.option == "move") or kind.startswith("now_you_see_me") \
        or kind in ("seek_and_destroy", "godspeed", "hafdasa_c4")


def free_card(sight: Sight, legal: list[Action], kind: str, option: str = "") -> Action | None:
    """A free card of this kind (doubled when the hand is full)."""
    plays = [p for p in of(legal, A.PlayCard) if card_type(p.card) == kind  # type: ignore
             and (not option or p.option == option)]  # type: ignore[attr-defined]
    if not plays:
        return None
    full = len(sight.hand) >= sight.limit
    plays.sort(key=lambda p: bool(p.double) != full)  # type: ignore[attr-defined]
    return plays[0]


def activation(sight: Sight, legal: list[Action], free: bool) -> Action | None:
    """Slot the best Permanent card; swap a better one in while swapping costs nothing."""
    acts = of(legal, A.Activate)
    if not acts:
        return None

    def rank(a: Action) -> int:
        return order(a.card)  # type: ignore[attr-defined]

    fresh = [a for a in acts if not a.replace]  # type: ignore[attr-defined]
    if fresh:
        return min(fresh, key=rank)
    if not free:
        return None
    better = [a for a in acts if rank(a) < order(a.replace)]  # type: ignore[attr-defined]
    return min(better, key=rank) if better else None


def order(card: str) -> int:
    """A Permanent card's place in the bots' liking (lower: slot it first)."""
    kind = card_type(card)
    return PERMANENT_ORDER.index(kind) if kind in PERMANENT_ORDER else len(PERMANENT_ORDER)


def poor(sight: Sight) -> bool:
    """A hand of at most two cards, none of much use."""
    return len(sight.hand) <= 2 and all(value(c) < 4 for c in sight.hand)


def draw_five(sight: Sight, legal: list[Action]) -> Action | None:
    """Three actions for five cards (at most one lost to the hand limit)."""
    draws = of(legal, A.DrawFive)
    if not draws or sight.turn["actions"] < 3 or not sight.turn["fresh"]:
        return None
    one_time = 3 if sight.mine["slots"] else 2
    return min(draws, key=lambda a: abs(a.one_time - one_time))  # type: ignore[attr-defined]


def draw(sight: Sight, legal: list[Action]) -> Action | None:
    """One card, while it leaves room under the hand limit."""
    if len(sight.hand) > sight.limit - 2:
        return None
    want = "permanent" if not sight.mine["slots"] and not any(
        is_permanent(c) for c in sight.hand) else "one_time"
    for action in of(legal, A.DrawCard):
        if action.deck == want:  # type: ignore[attr-defined]
            return action
    return None


def decide(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action | None:
    """The card decisions owed outside the Action Phase (None: not a card decision)."""
    first = legal[0]
    hand = view["you"]["hand"]
    if isinstance(first, A.DrawStartingHand):
        return A.DrawStartingHand(3)
    if isinstance(first, A.Redraw):
        poor = tuple(c for c in hand if value(c) <= 2)
        chosen = A.Redraw(poor, len(poor) // 2)
        return chosen if chosen in legal else A.Redraw((), 0)
    if isinstance(first, A.Discard | A.GiveCard | A.DealCard | A.Unslot):
        return min(legal, key=lambda a: value(a.card))  # type: ignore[attr-defined]
    if isinstance(first, A.KeepCard):
        return max(legal, key=lambda a: value(a.card))  # type: ignore[attr-defined]
    if isinstance(first, A.ChooseSlots):
        return max(legal, key=lambda a: sum(value(c) for c in a.cards))  # type: ignore
    takes = of(legal, A.TakeFromCrate)
    if takes and isinstance(first, A.Pass):  # the pre-game crate card: a swap, if better
        best = max(takes, key=lambda a: value(a.card))  # type: ignore[attr-defined]
        worst = min((value(c) for c in hand), default=0.0)
        return best if value(best.card) > worst + 0.5 else first  # type: ignore
    if takes:
        return max(takes, key=lambda a: value(a.card))  # type: ignore[attr-defined]
    return None
