"""A turn: its steps, taken by every player in order from the Starting Player.

Travel, then (if anyone is inside) The Unknown step, Research, Free Time,
Adventure, Expedition and Refresh. A player skips the steps the book skips
for him (a Field has no Research; the Catastrophe's City no Free Time; inside
The Unknown only The Unknown and Refresh steps; dead, everything). In each of
his steps the active player gets a *menu*: the step's own choice plus the
cards he may play or use then; he is asked whenever he could act in principle
(he holds Good Luck cards or Plans, or has a card to use, or a choice to
make), so the asking shows nothing of his hand.
"""

from __future__ import annotations

from typing import Any

from game.games.apocalypse.rules.card_events import CardDrawn, CardsRefreshed
from game.games.apocalypse.rules.checks import window
from game.games.apocalypse.rules.events import GameEnded, RoundBegan, StepBegan, VisitedPlaced
from game.games.apocalypse.rules.powers import locked, once_a_turn, uses
from game.games.apocalypse.rules.table import VISITED_TOKENS, Table
from game.games.apocalypse.rules.tokens import gain
from game.games.apocalypse.rules.world import PLACES

STEPS = ("travel", "unknown", "research", "free_time", "adventure", "expedition", "refresh")
#: The hooks a step's menu offers cards for.
MENU_HOOKS: dict[str, tuple[str, ...]] = {
    "travel": ("turn_start", "travel", "any"),
    "unknown": ("turn_start", "unknown", "any"),
    "research": ("research", "any"),
    "free_time": ("free_time", "any"),
    "adventure": ("any",),  # besides its Adventure cards (rules/quest.py)
    "expedition": ("expedition", "any"),
    "refresh": ("refresh", "any"),
}


def run_round(t: Table, task: dict[str, Any]) -> None:
    t.round += 1
    for p in t.players:  # "once per turn": a new turn, a new use
        p.used = [key for key in p.used if not once_a_turn(key)]
    t.say(RoundBegan(t.round, t.start, t.token_active))
    t.later(*({"t": "step", "step": s} for s in STEPS), {"t": "end_round"})


def run_step(t: Table, task: dict[str, Any]) -> None:
    step = task["step"]
    t.step = step
    if step == "unknown" and not any(t.in_unknown(s) for s in range(t.n)):
        return
    t.later(*({"t": "pstep", "step": step, "p": s} for s in t.order_from(t.start)))


def skips(t: Table, seat: int, step: str) -> bool:
    """Does the player skip this step now?"""
    p = t.players[seat]
    if t.dead(seat):
        return True
    inside = p.place == "unknown"
    if step == "unknown":
        return not inside
    if inside:
        return step != "refresh"
    if step == "travel":
        return False
    place = PLACES.get(p.place or "")
    if place is None:
        return True
    if step == "research":
        return not place.is_city or (p.place == t.catastrophe and p.place in p.visited)
    if step == "free_time":
        return p.place == t.catastrophe
    if step == "adventure":
        return p.adventure_round == t.round
    if step == "expedition":
        aspired = p.aspired
        return not (aspired and place.kind == "field" and place.city == aspired["marker"])
    return False


def run_pstep(t: Table, task: dict[str, Any]) -> None:
    step, seat = task["step"], task["p"]
    if skips(t, seat, step):
        return
    p = t.players[seat]
    t.active, t.step, t.bad_luck_played = seat, step, False
    t.last_check = None
    p.blind, p.shield = False, 0
    t.say(StepBegan(step, seat))
    if step in ("travel", "unknown"):  # a new turn for him: no Catastrophe drawn at yet
        p.caught = ""
    if step == "travel":
        t.later(menu(seat, step), window("travel_end", seat))
    elif step == "unknown":
        t.later(window("unknown", seat), menu(seat, step))
    elif step == "research":
        t.later(menu(seat, step), window("research", seat), {"t": "research_reward", "p": seat})
    elif step == "adventure":
        t.later({"t": "adventure", "p": seat, "stage": "good"})
    elif step == "refresh":
        turned = [key for key in p.used if not once_a_turn(key)]
        if turned:
            t.say(CardsRefreshed(seat, tuple(turned)))
            p.used = [key for key in p.used if key not in turned]
        t.later(menu(seat, step), window("turn_end", seat), {"t": "turn_over", "p": seat})
    else:
        t.later(menu(seat, step))


# Menus.


def menu(seat: int, step: str) -> dict[str, Any]:
    return {"t": "menu", "p": seat, "step": step}


def may_act(t: Table, seat: int, step: str) -> bool:
    """Could the player do anything optional now, judged by what everyone sees?"""
    p = t.players[seat]
    if not locked(t, seat) and (p.hand["good_luck"] or p.hand["plan"]):
        return True
    if p.aspired is not None and p.research >= 2:
        return True
    return any(any(True for _ in uses(t, seat, hook)) for hook in MENU_HOOKS[step])


def must_place(t: Table, seat: int) -> bool:
    """Drew an Unknown card at the Catastrophe this turn, and it is still here."""
    p = t.players[seat]
    return bool(p.caught) and p.caught == p.place == t.catastrophe and p.place not in p.visited


def visited_sources(t: Table, seat: int) -> list[str]:
    """Where a Visited token for here can come from: the supply, or a place we have one on
    (never the Catastrophe's City)."""
    p = t.players[seat]
    if p.place is None or p.place == "unknown" or p.place in p.visited:
        return []
    sources = ["supply"] if len(p.visited) < VISITED_TOKENS else []
    return sources + [v for v in p.visited if v != t.catastrophe]


def has_choice(t: Table, seat: int, step: str) -> bool:
    """Does the step itself ask something of the player?"""
    p = t.players[seat]
    place = PLACES.get(p.place or "")
    if step in ("travel", "unknown"):
        return True
    if step == "free_time":
        return place is not None and place.is_city
    if step == "expedition":
        return p.equipment >= 1
    if step == "refresh":
        return bool(visited_sources(t, seat))
    return step == "research" and reveal_here(t, seat)


def reveal_here(t: Table, seat: int) -> bool:
    """At the Exotic City of the Aspired Artifact, with its Obstacle face down."""
    p = t.players[seat]
    a = p.aspired
    return bool(a and a["obstacle"] and not a["face_up"] and p.place == a["marker"])


def run_menu(t: Table, task: dict[str, Any]) -> None:
    seat, step = task["p"], task["step"]
    p = t.players[seat]
    if t.dead(seat) or (p.place is None and step != "travel") or t.active != seat:
        return
    if has_choice(t, seat, step) or may_act(t, seat, step):
        t.decide({"kind": "menu", "seat": seat, "step": step})
        return
    go_on(t, seat, step)  # nothing to ask: the step's plain course


def go_on(t: Table, seat: int, step: str) -> None:
    """The step's course when the player only goes on (Proceed, End step, no roll)."""
    if step == "free_time":
        gain(t, seat, "skill", 1)  # on a Field, Free Time is study
        t.later({"t": "free_time_triggers", "p": seat})
    elif step == "unknown":
        t.later({"t": "face", "p": seat, "card": "", "stage": "reveal"})


def run_research_reward(t: Table, task: dict[str, Any]) -> None:
    """A Western City gives Research, an Exotic City Equipment; the Catastrophe's City an
    Unknown card (for whoever has no Visited token there)."""
    seat = task["p"]
    p = t.players[seat]
    place = PLACES.get(p.place or "")
    if t.dead(seat) or place is None or not place.is_city or t.active != seat:
        return
    if p.place == t.catastrophe:
        if p.place in p.visited:
            return
        card = t.take_top("unknown")
        if card is not None:  # only a card drawn here binds him to a Visited token
            p.collection.append(card)
            t.say(CardDrawn(seat, "unknown", card, "collection"))
            p.caught = p.place
        return
    gain(t, seat, place.research, 1)


def place_visited(t: Table, seat: int, source: str) -> None:
    p = t.players[seat]
    if source != "supply":
        p.visited.remove(source)
    assert p.place is not None
    p.visited.append(p.place)
    t.say(VisitedPlaced(seat, p.place, source))


def run_turn_over(t: Table, task: dict[str, Any]) -> None:
    p = t.players[task["p"]]
    p.caught = ""
    p.blind = False


def run_end_round(t: Table, task: dict[str, Any]) -> None:
    """The Starting Player token passes left (not while it shows its blank side). The
    round limit is no rule of the book: only a table that chose one (a bot-only one by
    default) ends there."""
    if t.token_active:
        t.start = (t.start + 1) % t.n
    if t.round_limit is not None and t.round >= t.round_limit:
        end_game(t, None, f"the world ends after {t.round_limit} turns; no one reached the Heart")
        return
    t.later({"t": "round"})


def end_game(t: Table, winner: int | None, reason: str) -> None:
    """The game is over: the outcome's reason follows the winner's name on the end
    screen ("Player 1 (Alex) wins: faced 3 ..."); the log's line names the winner."""
    t.phase = "over"
    t.winner = winner
    t.end_reason = reason
    t.decision = None
    t.tasks = []
    told = reason if winner is None else f"Player {winner + 1} {reason}"
    t.say(GameEnded(-1 if winner is None else winner, told))


HANDLERS = {
    "round": run_round, "step": run_step, "pstep": run_pstep, "menu": run_menu,
    "research_reward": run_research_reward, "turn_over": run_turn_over,
    "end_round": run_end_round,
}
