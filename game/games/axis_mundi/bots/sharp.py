"""The hard seat's own policy: the normal bot with its worst judgements in the race
replaced (the hard level's search plays it for its own seat; the normal level never
does).

What the normal bot gets wrong, read from its games against itself (seeds 1001-1120,
three players): the gate is taken by whoever is not pinned. In 65 pins of the race the
pinned seat won 9 games, the pinner 21 and the third seat 35. So:

- **Pin whoever would step into the gate first.** A rival standing on the gate's ring,
  unpinned, steps in at its next turn, before the seat's own next turn comes round. The
  normal bot pins only a rival nearer the gate than itself, so a seat on the ring
  itself (pinned there, or without the action to step in) lets a rival on the ring
  through; here it pins it. With two rivals waiting there one pin cannot stop both,
  so it pins neither and climbs.
- **Hold a way in.** Half the gates are taken the turn their taker climbs onto the
  ring, with a free move or action (Second Wind, Options, Inspiration, the extra
  action or two moves of a treasure) paying for the step in: a seat that climbs onto
  the ring without one waits there a round, where the others pin it. The normal bot
  spends these on the way up; here the last one is kept for the step in, the starting
  hand is drawn again until it holds one (or the Alpinist's move every turn), and the
  pre-game crate card is one when the hand has none.
- **Keep the familiar for that pin.** Sent to fetch treasure or harvest in the race,
  it leaves the energy short (3 are needed; 1 comes back a turn) when the pin decides
  the game; in the race the familiar only pins.
"""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.core.values import Action
from game.games.axis_mundi.bots.journey import journey
from game.games.axis_mundi.bots.levels import normal_bot
from game.games.axis_mundi.bots.sight import ATTACKS, Sight, of, pins
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules.catalog import card_type

__all__ = ["WAYS_IN", "first_in", "sharp_bot"]

_STEPS = (A.Move, A.Climb, A.Descend)

#: The cards that pay for the step into the gate on the turn of the last climb.
WAYS_IN = frozenset({"second_wind", "inspiration", "options"})
#: Treasure that does the same.
TREASURE_IN = frozenset({"extra_action", "two_moves"})
#: Kept through the starting hand's redraw: a way in, the Alpinist's move every turn,
#: and what keeps a pin off.
KEPT = WAYS_IN | {"alpinist", "unstoppable", "elusive"}


def sharp_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """The normal bot, pinning and keeping its familiar as the race asks."""
    if view["you"]["decision"] is not None:
        return _opening(view, legal) or normal_bot(view, legal, rng)
    if len(legal) == 1:
        return legal[0]
    sight = Sight(view)
    if sight.heavenly:
        return _homeward(view, sight, legal, rng)
    if sight.holder is not None:
        return normal_bot(view, legal, rng)
    pin = first_in(sight, legal)
    if pin is not None:
        return pin
    kept = [a for a in legal if not _errand(a)]
    if len(_waiting(sight)) >= 2:  # one pin cannot stop two: climb instead
        kept = [a for a in kept if not pins(a)]
    if not _on_ring(sight) and _ways_in(sight) <= 1:
        kept = [a for a in kept if not _way_in(a)]
    return normal_bot(view, kept or legal, rng)


def first_in(sight: Sight, legal: list[Action]) -> Action | None:
    """A pin on the one rival who would step into the gate before the seat's next
    turn, when the seat cannot step in now."""
    if of(legal, A.EnterAxisMundi):
        return None
    waiting = _waiting(sight)
    if len(waiting) != 1:
        return None
    return next((a for a in legal if pins(a) and getattr(a, "target", None) == waiting[0]),
                None)


def _waiting(sight: Sight) -> list[Hex]:
    """Where the rivals stand who wait on the gate's ring, free to step in at their next
    turn (each comes before the seat's own next turn)."""
    ring = set(sight.gate_ring())
    return [Hex(*p["pos"]) for p in sight.foes()
            if Hex(*p["pos"]) in ring and not p["immobilized"]]


def _errand(action: Action) -> bool:
    """The familiar sent for anything but a pin."""
    return (isinstance(action, A.SendFamiliar) and action.purpose != "pin") or (
        isinstance(action, A.PlayCard) and action.option in ("fetch", "harvest"))


def _on_ring(sight: Sight) -> bool:
    return sight.here.length() == 1


def _way_in(action: Action) -> bool:
    if isinstance(action, A.UseTreasure):
        return action.treasure in TREASURE_IN
    return isinstance(action, A.PlayCard) and card_type(action.card) in WAYS_IN and (
        card_type(action.card) != "options" or action.option == "move")


def _ways_in(sight: Sight) -> int:
    """The ways in the seat holds (cards and treasure)."""
    return sum(card_type(c) in WAYS_IN for c in sight.hand) + sum(
        t in TREASURE_IN for t in sight.view["you"]["treasures"])


def _opening(view: dict[str, Any], legal: list[Action]) -> Action | None:
    """The starting hand drawn again (all but what it keeps) while it holds no way in;
    the pre-game crate card a way in when the hand has none."""
    hand = list(view["you"]["hand"])
    has_way = any(card_type(c) in WAYS_IN or card_type(c) == "alpinist" for c in hand)
    kind = view["you"]["decision"]["kind"]
    if kind == "redraw" and not has_way:
        back = tuple(c for c in hand if card_type(c) not in KEPT)
        for one_time in (len(back) - 1, len(back)):
            chosen = A.Redraw(back, one_time)
            if chosen in legal:
                return chosen
        return None
    takes = [a for a in of(legal, A.TakeFromCrate) if card_type(a.card) in WAYS_IN]  # type: ignore
    if takes and kind == "pre_crate" and not has_way:
        return takes[0]
    return None


def _homeward(view: dict[str, Any], sight: Sight, legal: list[Action], rng: GameRng) -> Action:
    """The Angel's or Demon's turn: a strike the normal bot makes (at a blocker) or its
    heal, else the first step of the earliest way home; when staying put is as early,
    the normal bot's choice among the rest."""
    choice = normal_bot(view, legal, rng)
    if isinstance(choice, (*ATTACKS, A.PowerHeal)):
        return choice
    way = journey(sight, legal)
    if way is not None:
        return way
    if isinstance(choice, _STEPS):
        rest = [a for a in legal if not isinstance(a, _STEPS)]
        return normal_bot(view, rest, rng) if rest else choice
    return choice
