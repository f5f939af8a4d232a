"""Decisions owed outside the plain turn, as panels of the controls area.

A mixin of ``TheNowScene`` (with ``controls.Choices``): keeping one of the
drawn cards, the swap at setup, surfing off a node being realized, a secret
Tangle bet, answering an exchange, the Hole's victims at the same distance,
drafting an exchange offer, and laying a Logistic event's links. Each panel
says what is decided, what it costs, and offers only what the rules allow
(a button the rules refuse says why).
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import ARTIFACTS
from game.games.the_now.rules.field import FIELD
from game.games.the_now.rules.words import artifact_name, card_name, who
from game.games.the_now.screen.buttons import Rows, cell
from game.games.the_now.screen.controls import Choices
from game.games.the_now.screen.words import (
    MINUS,
    artifact_kind_name,
    capital,
    label,
    me,
    place,
    plus_minus,
    turn_words,
)

PER_IMPACT = 1 + ARTIFACTS["tangle_of_fates"].number("fee")


def _things(energy: int, items: list[str]) -> str:
    named = [f"{energy} energy"] if energy else []
    for item in items:
        if item.startswith("hand:"):
            named.append(f"{artifact_name(item)} from a hand")
        else:
            named.append(artifact_name(item))
    return ", ".join(named) or "nothing"


class Decisions(Choices):
    """The panels of decisions (rows of ``buttons.Rows``)."""

    def decision_rows(self, rows: Rows) -> bool:
        """Rows for the decision owed now, if any (True if one was laid out)."""
        you = self.view.get("you") or {}
        decision = you.get("decision") or {}
        if self.of_kind("keep"):
            self._keep_rows(rows, you)
            return True
        kind = decision.get("kind", "")
        if kind == "replace":
            self._replace_rows(rows, you)
        elif kind == "surf":
            rows.heading("Your node is being realized: surf off")
            rows.note("Click a lit node, or a button (free).")
            for i, a in self.of_kind("surf"):
                rows.add(cell(f"act:{i}", label(a, self.view), self.player_cmd(a),
                              nodes=(a.to,)))
        elif kind == "bet":
            self._bet_rows(rows, decision)
        elif kind == "answer":
            self._answer_rows(rows, decision)
        elif kind == "annihilate":
            rows.heading("Your Hole in the Box annihilates!")
            rows.note("These players stand as near: choose who the field reaches next.")
            for i, a in self.of_kind("annihilate"):
                rows.add(cell(f"act:{i}", label(a, self.view), self.player_cmd(a)))
        elif you.get("offer"):
            self._offer_rows(rows, you["offer"])
        elif (self.view.get("turn") or {}).get("logistic", -1) >= 0 and self.my_turn():
            self._logistic_rows(rows)
        else:
            return False
        return True

    # Cards.

    def _keep_rows(self, rows: Rows, you: dict[str, Any]) -> None:
        drawn = list(you.get("drawn", []))
        rows.heading("Keep one of the cards you drew")
        rows.note("The others are discarded face down. Click a card, then keep it.")
        rows.cards([cell(f"drawn:{c}", c, lambda c=c: setattr(self, "kept", c),
                         style="card") for c in drawn])
        a = A.Keep(self.kept) if self.kept else None
        if a is None:
            rows.add(cell("keep", "Keep… (click a card first)", None, disabled=True))
        else:
            rows.add(cell(self.act_name(a, "keep"), f"Keep {card_name(self.kept)}",
                          self.player_cmd(a), style="primary"))

    def _replace_rows(self, rows: Rows, you: dict[str, Any]) -> None:
        rows.heading("Before the game: replace a card?")
        rows.note("Click a card of your hand, then one of these three, and swap them; or "
                  "keep your hand.")
        rows.cards([cell(f"offer:{c}", c, lambda c=c: setattr(self, "take", c),
                         style="card") for c in you.get("offered", [])])
        swap = A.Replace(self.give, self.take) if self.give and self.take else None
        if swap is not None and swap in self.legal:
            rows.add(cell(self.act_name(swap, "swap"), f"Swap {card_name(self.give)} for "
                          f"{card_name(self.take)}", self.player_cmd(swap), style="primary"))
        else:
            rows.add(cell("swap", "Swap… (a card of your hand and one of these)", None,
                          disabled=True))
        keep = A.Replace()
        rows.add(cell(self.act_name(keep, "keep_hand"), "Keep my starting hand",
                      self.player_cmd(keep)))

    # The Tangle's bet.

    def _bet_rows(self, rows: Rows, decision: dict[str, Any]) -> None:
        tokens = decision["tokens"]
        player = me(self.view) or {"energy": 0}
        yes, for_, against = self.bet
        yes = max(0, min(tokens, yes))
        for_ = for_ if yes > 0 else 0
        against = against if yes < tokens else 0
        self.bet = [yes, for_, against]
        rows.heading(f"Your secret bet on the Tangle at {place(decision['node'])}")
        tangle = self.view["field"]["nodes"][decision["node"]]["event"] or {"card": ""}
        symbol = self.view["cards"].get(tangle["card"], {}).get("symbol", "spiral")
        colour = (me(self.view) or {"colour": ""})["colour"]
        rows.board(f"{yes}:{tokens - yes}:{for_}:{against}:{colour}:{symbol}")
        rows.note(f"Each of your {tokens} token{'s' if tokens > 1 else ''} scores 1 point if "
                  f"its side comes true. Impacts: {PER_IMPACT} energy each (you have "
                  f"{player['energy']}).")
        rows.add(cell("bet:yes-", f"{MINUS} check", lambda: self._bet_step(0, -1)),
                 cell("", f"check {yes} · cross {tokens - yes}", None, style="value"),
                 cell("bet:yes+", "+ check", lambda: self._bet_step(0, 1)))
        rows.add(cell("bet:for-", f"{MINUS} for", lambda: self._bet_step(1, -1), disabled=not yes),
                 cell("", f"impact for {for_}", None, style="value"),
                 cell("bet:for+", "+ for", lambda: self._bet_step(1, 1), disabled=not yes))
        rows.add(cell("bet:against-", f"{MINUS} against", lambda: self._bet_step(2, -1),
                      disabled=yes == tokens),
                 cell("", f"impact against {against}", None, style="value"),
                 cell("bet:against+", "+ against", lambda: self._bet_step(2, 1),
                      disabled=yes == tokens))
        a = A.Bet(yes, for_, against)
        cost = PER_IMPACT * (for_ + against)
        words = f"Place my secret bet · {cost} energy" if cost else "Place my secret bet · free"
        rows.add(cell(self.act_name(a, "bet"), words, self.player_cmd(
            a, f"You cannot pay for {for_ + against} impacts."), style="primary",
            disabled=a not in self.legal))
        waiting = (self.view.get("bets") or {}).get("waiting", [])
        if waiting:
            rows.note(f"Still betting: {', '.join(who(c) for c in waiting)}")

    def _bet_step(self, k: int, step: int) -> None:
        self.bet[k] = max(0, self.bet[k] + step)

    # Exchanges.

    def _answer_rows(self, rows: Rows, decision: dict[str, Any]) -> None:
        rows.heading(f"{who(decision['from'])} offers you an exchange")
        rows.note(f"You get: {_things(decision['give_energy'], decision['give'])}.")
        rows.note(f"You give: {_things(decision['take_energy'], decision['take'])}.")
        for a in (A.Answer(True), A.Answer(False)):
            rows.add(cell(self.act_name(a, "answer"), label(a, self.view), self.player_cmd(
                a, "You do not have everything asked for."), style="primary" if a.accept
                else "normal", disabled=a not in self.legal))

    def _offer_rows(self, rows: Rows, offer: dict[str, Any]) -> None:
        partner = self.view["players"][offer["partner"]]["name"]
        rows.heading(f"Your offer to {partner}")
        for what, words in (("give", "You give"), ("take", "You ask for")):
            rows.heading(f"{words}: {offer[what + '_energy']} energy")
            rows.add(*[cell(self.act_name(a, f"{what}:{a.amount}"),
                            plus_minus(a.amount),
                            self.player_cmd(a), disabled=a not in self.legal)
                       for a in (A.ChangeOffer(what, n) for n in (-5, -1, 1, 5))])
        toggles = self.of_kind("offer_artifact")
        if toggles:
            rows.heading("Artifacts (click to add or take back):")
        for i, a in toggles:
            chosen = a.artifact in offer[a.side]
            where = " (from their hand)" if a.side == "take" and a.artifact.startswith(
                "hand:") else ""
            verb = "Give" if a.side == "give" else "Ask for"
            rows.add(cell(f"act:{i}", f"{verb} the {artifact_kind_name(a.artifact)}{where}",
                          self.player_cmd(a), style="chosen" if chosen else "normal"))
        send, drop = A.SendOffer(), A.CancelOffer()
        rows.add(cell(self.act_name(send, "send"), "Send the offer", self.player_cmd(
            send, "Put something into the offer first."), style="primary",
            disabled=send not in self.legal),
            cell(self.act_name(drop, "drop"), "Drop it", self.player_cmd(drop)), pinned=True)

    # The Logistic event.

    def _logistic_rows(self, rows: Rows) -> None:
        node = self.view["turn"]["logistic"]
        event = self.view["field"]["nodes"][node]["event"] or {"edges": []}
        laid = [e for e in event["edges"] if e]
        total = sum(e["strength"] for e in laid)
        back = "a backward link laid" if any(e["dir"] == "backward" for e in laid) else \
            "no backward link yet"
        rows.heading("Lay the Logistic event's links")
        rows.note(f"At least one backward link; total strength 8 at most, each link 4 at most. "
                  f"Now: total {total}, {back}. Click a lit neighbour, or a button.")
        by_direction: dict[int, list[tuple[int, Action]]] = {}
        for i, a in self.of_kind("lay_link", "reinforce"):
            by_direction.setdefault(a.direction, []).append((i, a))
        shown = sorted(by_direction) if self.focus not in by_direction else [self.focus]
        for direction in shown:
            other = FIELD.neighbours[node][direction]
            where = (place(other) + (" (later)" if other > node else " (earlier)")
                     if other >= 0 else "beyond the field (later)")
            rows.heading(f"Toward {where}:")
            cells = []
            for i, a in by_direction[direction]:
                words = capital(a.link) if isinstance(a, A.LayLink) else "Reinforce +1"
                cells.append(cell(f"act:{i}", words, self.player_cmd(a),
                                  nodes=(other,) if other >= 0 else ()))
            rows.add(*cells)
        finish = A.FinishLinks()
        rows.add(cell(self.act_name(finish, "finish"), "Finish the links", self.player_cmd(
            finish, "The Logistic event needs at least one backward link."), style="primary",
            disabled=finish not in self.legal), pinned=True)

    def waiting_rows(self, rows: Rows) -> None:
        """Not the viewer's move: whose it is, and how to read the field."""
        view = self.view
        current = view.get("current", -1)
        players = view.get("players", [])
        if 0 <= current < len(players) and view.get("turn"):
            rows.heading(f"{players[current]['name']}'s turn · round {view['round']}")
            rows.note(turn_words(view))
        else:
            rows.heading(f"Round {view.get('round', 1)}")
        rows.note(self.waiting_words())
        rows.heading("Reading the field:")
        for line in ("Green bars are causes, red striped bars hindrances; the white arrow "
                     "points out of a card for a forward link, into it for a backward one.",
                     "Above the centre: who scores if the event occurs (check); below: if it "
                     "fails (cross). The small shape beside a mark is the tie token.",
                     "Realized nodes fade: a check if the event occurred, a cross if not, "
                     "Ø if empty. The outlined ring is realized next, in the numbered order."):
            rows.note(line)
