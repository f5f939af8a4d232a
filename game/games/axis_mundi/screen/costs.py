"""What a click on a lit hex does and what it costs, in words, before the click.

Every action a hex offers (a move, a run, a climb, the familiar, an attack, a
pull...) is told as "what: cost", the cost counted in the book's currencies:
actions (or the free moves and extra attacks the turn holds, which the rules
spend first), energy, mischief tokens, wounds, and the hit points a fourth
wound, an infected hex or a third descent takes. It reads the view only.
"""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import ORIGIN, Hex
from game.core.values import Action
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules.board import level_of, rotated
from game.games.axis_mundi.rules.catalog import CARDS, card_type
from game.games.axis_mundi.rules.movement import entry_wounds
from game.games.axis_mundi.screen.effects import effect
from game.games.axis_mundi.screen.words import (
    DECK_NAMES,
    Words,
    card_name,
    card_text,
    plural,
    terrain_at,
)

#: Move actions, as the rules pay for them: (actions, actions for the Angel/Demon).
MOVE_ACTIONS = {"move": (1, 1), "run": (1, 1), "climb": (3, 1), "descend": (1, 3),
                "through_cave": (1, 1), "enter_axis_mundi": (1, 1)}
ATTACKS = frozenset({"melee", "shoot", "throw_grenade", "demonic_melee"})
#: Button actions (no hex) and the actions they take, where fixed.
FIXED = {"draw_card": 1, "draw_five": 3, "power_heal": 1, "place_time_bomb": 2,
         "disarm_time_bomb": 1, "scrounge": 1, "pick_up_treasure": 1}
#: Button actions of the turn that take no action.
FREE = frozenset({"use_treasure", "demand"})


class Costs:
    """The cost of each hex action for the viewing seat (``words.view`` is the view)."""

    def __init__(self, words: Words) -> None:
        self.words = words

    @property
    def view(self) -> dict[str, Any]:
        return self.words.view

    def me(self, seat: int) -> dict[str, Any]:
        return self.view["players"][seat]

    def actions_spent(self, a: Action, seat: int) -> int:
        """How many of the turn's actions ``a`` takes (0 when a free move or attack pays)."""
        turn = self.view["turn"]
        if a.kind in MOVE_ACTIONS:
            cost = MOVE_ACTIONS[a.kind][self.me(seat)["form"] in ("angel", "demon")]
            return 0 if cost == 1 and turn.get("extra_moves") else cost
        if a.kind in ATTACKS:
            free = (a.kind == "melee" and turn.get("free_melee")) or turn.get("extra_attacks")
            return 0 if free else 1
        if a.kind == "send_familiar":
            return 1
        return 0

    def label(self, a: Action) -> str:
        """What clicking does, short (the hex is named around it)."""
        w = self.words
        match a:
            case A.Run(via=via):
                return f"Run on, via {w.where(via)}"
            case A.SendFamiliar(purpose=p):
                return {"fetch": "Send the familiar to fetch the treasure",
                        "pin": "Send the familiar to pin this character",
                        "harvest": "Send the familiar to harvest this hex",
                        "attack": "Send the familiar to attack"}.get(p, "Send the familiar")
            case A.Melee(target=t) | A.Shoot(target=t) | A.ThrowGrenade(target=t) \
                    | A.DemonicMelee(target=t):
                verb = {"melee": "Melee attack", "shoot": "Shoot an arrow at",
                        "throw_grenade": "Throw the grenade at",
                        "demonic_melee": "Demonic melee on"}[a.kind]
                return f"{verb} {self._victim(t)}"
            case A.Levitate(to=to) if to is not None:
                return "Levitate here"
        return w.action(a)

    def verb(self, a: Action, seat: int) -> str:
        """A word or two for the line under the volcano: "move", "climb (3 actions)"."""
        name = {"send_familiar": f"familiar: {getattr(a, 'purpose', '')}",
                "through_cave": "through the cave", "enter_axis_mundi": "enter the Axis Mundi",
                "throw_grenade": "grenade", "demonic_melee": "demonic melee",
                "shoot": "shoot", "levitate": "levitate", "pull": "pull", "shove": "shove",
                }.get(a.kind, a.kind)
        spent = self.actions_spent(a, seat)
        return f"{name} ({plural(spent, 'action')})" if spent > 1 else name

    def _victim(self, h: Hex) -> str:
        for p in self.view["players"]:
            if p["pos"] is not None and Hex.from_json(p["pos"]) == h:
                return self.words.who(p["seat"])
        return "whoever hides here"

    def of(self, a: Action, here: Hex, seat: int) -> str:
        """ "What clicking does: what it costs", e.g. "Climb: 3 actions, 1 wound"."""
        parts = self._price(a, seat)
        if a.kind in MOVE_ACTIONS:
            parts += self._harm(a, here, seat)
        return f"{self.label(a)}: {', '.join(parts) if parts else 'free'}"

    def _price(self, a: Action, seat: int) -> list[str]:
        turn = self.view["turn"]
        spent = self.actions_spent(a, seat)
        parts = [plural(spent, "action")] if spent else []
        if a.kind in MOVE_ACTIONS and not spent:
            parts.append("1 of your free moves")
        elif a.kind in ATTACKS and not spent:
            free_melee = a.kind == "melee" and turn.get("free_melee")
            parts.append("your free melee attack" if free_melee else "1 of your extra attacks")
        if a.kind == "throw_grenade":
            parts.append("the grenade")
        if isinstance(a, A.SendFamiliar):
            me = self.me(seat)
            need = 2 if me["character"] == "beastmaster" and me["form"] == "upgraded" else 3
            parts.append(f"{next((e for e in me['energy'] if e >= need), need)} energy")
        if isinstance(a, A.Shove):
            parts.append("2 mischief tokens")
        for card in getattr(a, "cards", ()):
            parts.append(f"the {card_name(card)} card")
        return parts

    def _harm(self, a: Action, here: Hex, seat: int) -> list[str]:
        """Wounds and hit points of entering the hexes a move goes through."""
        me = self.me(seat)
        board = self.view["board"]
        top = board["top_level"]
        dexterity = any(card_type(c) == "dexterity" for c in me["slots"])

        def enter(how: str, h: Hex, downhill: bool = False) -> int:
            return entry_wounds(how, terrain_at(self.view, h), dexterity, downhill)

        match a:
            case A.Run(via=via, to=to):
                down1 = level_of(top, via) < level_of(top, here)
                down2 = level_of(top, to) < level_of(top, via)
                hurt, steps = enter("run", via, down1) + enter("run", to, down2), [via, to]
            case A.ThroughCave():
                hurt, steps = 2, [Hex(-here.q, -here.r)]
            case A.EnterAxisMundi():
                hurt, steps = 0, [ORIGIN]
            case _:
                to = getattr(a, "to", here)
                hurt, steps = enter("move", to), [to]
        parts = [plural(hurt, "wound") if hurt else "no wounds"]
        lost = ((me["wounds"] or 0) + hurt) // 4
        if lost:
            parts.append(f"{plural(lost, 'hit point')} (a 4th wound)")
        infected = {Hex.from_json(x) for x in board["infected"]}
        sick = sum(1 for h in steps if 0 < h.length() < len(board["rings"])
                   and rotated(h, -board["turns"][level_of(top, h)]) in infected)
        if sick and me["character"] != "malignant":
            parts.append(f"{plural(sick, 'hit point')} (infection)")
        if isinstance(a, A.Descend) and self.view["turn"].get("descents") == 2:
            parts.append("1 hit point (a third descent)")
        return parts


class Prices(Costs):
    """The price of each button action of the turn (a card, the crate, a draw...) before
    the click, and a tooltip saying what it does."""

    def price(self, a: Action, seat: int) -> str:
        """ "1 action", "3 actions", "free (...)", or "" for an answer owed (no price)."""
        turn = self.view["turn"]
        me = self.me(seat)
        kind = a.kind
        if kind in FIXED:
            return plural(FIXED[kind], "action")
        if kind in FREE:
            return "no action"
        if isinstance(a, A.TakeFromCrate):
            return "no action (a further crate card)" if turn.get("crate_takes") \
                else "1 action"
        if isinstance(a, A.Harvest):
            upgraded = me["character"] == "cultivator" and me["form"] == "upgraded"
            spent = "no action (your free harvest)" if upgraded and not turn.get(
                "free_harvest") else "1 action"
            return spent + (f" + the {card_name(a.card)} card" if a.card else "")
        if isinstance(a, A.Activate):
            savant = me["character"] == "savant" and me["form"] == "upgraded"
            if turn.get("free_activation") or savant:
                return "no action (the Savant's free activation)"
            return "1 action"
        if isinstance(a, A.PlayCard):
            return self._play_price(a)
        if a.kind == "demonic_blast":
            return "1 of your extra attacks" if turn.get("extra_attacks") else "1 action"
        return ""

    def _play_price(self, a: A.PlayCard) -> str:
        timing = CARDS[card_type(a.card)].timing
        free = self.view["turn"].get("tumble") or timing in ("free", "turn_start") or (
            card_type(a.card) == "options" and a.option == "move")
        spent = "no action" if free else "1 action"
        return spent + (f" + the {card_name(a.double)} card" if a.double else "")

    def button(self, a: Action, seat: int) -> str:
        """A button's label: what it does · what it costs."""
        price = self.price(a, seat)
        what = f"Take {card_name(a.cards[0])}" if self.crate_of(a) else self.words.action(a)
        return f"{what} · {price}" if price else what

    def crate_of(self, a: Action) -> str:
        """Whose crate the Crates card's choice ``a`` takes from ("The Cultivator's"), or
        "" if ``a`` is no such play."""
        if not (isinstance(a, A.PlayCard) and card_type(a.card) == "crates" and a.cards):
            return ""
        return next((f"{self.words.who(i)}'s" for i, crate
                     in enumerate(self.view.get("crates") or []) if crate and a.cards[0] in crate),
                    "a")

    def explain(self, a: Action, seat: int) -> str:
        """A button's tooltip: what the click does, what it costs, the card's text."""
        price = self.price(a, seat)
        cost = f": {price}" if price else ""
        match a:
            case A.TakeFromCrate(card=c):
                deck = DECK_NAMES[CARDS[card_type(c)].deck]
                return f"Take {card_name(c)} from {self._crate_owner(seat)}'s crate into " \
                       f"your hand{cost}. The crate is refilled from the {deck} deck. " \
                       f"{card_text(c)}"
            case A.PlayCard(cards=(taken,)) if self.crate_of(a):
                return f"Play Crates: take {card_name(taken)} from {self.crate_of(a)} crate " \
                       f"into your hand{cost}; Crates is then discarded. {card_text(taken)}"
            case A.DrawCard(deck=d):
                kind = "A 1-Time card is played once, for a strong effect" if d == "one_time" \
                    else "A Permanent card is a power you activate on your mat and keep"
                return f"Draw the top card of the {DECK_NAMES[d]} deck{cost}. {kind}."
            case A.DrawFive() | A.UseTreasure(treasure="draw_three"):
                return f"{self.words.action(a)}{cost}. {effect(a)} Cards over your hand " \
                       "limit are discarded (you choose which)."
        words = f"{self.words.action(a)}{cost}. {effect(a)}".strip()
        card = getattr(a, "card", "") or ""
        return f"{words} {card_text(card)}" if card and card_type(card) in CARDS else words

    def _crate_owner(self, seat: int) -> str:
        here = self.me(seat)["pos"]
        for i, place in enumerate(self.view["board"]["places"]):
            if place["warehouse"] == here:
                return self.words.who(i)
        return "this warehouse"
