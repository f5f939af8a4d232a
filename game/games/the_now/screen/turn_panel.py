"""The buttons of the viewer's own turn: what to do, what it costs, before the click.

A mixin of ``TheNowScene`` (with ``controls.Choices``). ``turn_rows`` lists
the turn: extraction, the four impacts on the event underfoot, the items
tablet, shots, an emptied Kinetic Storage, exchanges, the tools of cast
artifacts, and ending the turn (always at the bottom). A card in hand being
planned gets ``plan_rows`` (turn it, the tie token, a flexible card's
players, organize), a hand artifact ``artifact_rows``, a chosen tool or the
shop ``mode_rows``. A button the rules would refuse is drawn dim and, when
clicked, says why.
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import ITEMS, NUMBERS, artifact_kind
from game.games.the_now.rules.field import FIELD, V616
from game.games.the_now.rules.words import artifact_name, who
from game.games.the_now.screen.buttons import Rows, cell
from game.games.the_now.screen.controls import Choices
from game.games.the_now.screen.tips import ARTIFACT_TEXT, item_tip
from game.games.the_now.screen.words import MINUS, capital, label, me, place, turn_words


class TurnPanel(Choices):
    """The rows of buttons of the viewer's turn."""

    def turn_rows(self, rows: Rows) -> None:
        view = self.view
        player = me(view)
        assert player is not None
        rows.heading(f"Your turn · round {view['round']} · {player['energy']} energy")
        rows.note(turn_words(view))
        extract = [cell(self.act_name(a, "extract"), label(a, view), self.player_cmd(a))
                   for a in (A.Extract(False), A.Extract(True))
                   if a in self.legal or not a.collector]
        extract[0]["disabled"] = A.Extract(False) not in self.legal
        rows.add(*extract)
        pos = player["pos"]
        node = view["field"]["nodes"][pos] if pos != V616 else None
        if node is not None and node["event"] and not node["realized"]:
            rows.heading(f"Impact '{node['event']['name']}' here · 1 AU each:")
            for strong in (False, True):
                cost = NUMBERS.strong_impact if strong else NUMBERS.weak_impact
                pair = []
                for side, sign in (("for", "+"), ("against", MINUS)):
                    a = A.Impact(side, strong)
                    pair.append(cell(self.act_name(a, f"impact:{side}:{int(strong)}"),
                                     f"{sign}{cost.impact} {side} · {cost.energy} energy",
                                     self.player_cmd(a), disabled=a not in self.legal))
                rows.add(*pair)
        buys = self.of_kind("buy")
        rows.add(cell("mode:shop", f"Items tablet: buy or upgrade… ({len(buys)} affordable)",
                      lambda: self.set_mode("shop"), disabled=not buys))
        for _, a in self.of_kind("attack", "empty_storage", "offer_exchange"):
            rows.add(cell(self.act_name(a, ""), label(a, view), self.player_cmd(a)))
        self._tool_rows(rows)
        end = A.EndTurn()
        rows.add(cell(self.act_name(end, "end"), "End the turn", self.player_cmd(end),
                      style="primary"), pinned=True)

    def _tool_rows(self, rows: Rows) -> None:
        view = self.view
        player = me(view) or {"cast": {}}
        tools = (("jump", "Collapse Generator: jump anywhere…", "collapse_generator"),
                 ("needle", "Lachesis Needle: link to a later node…", "lachesis_needle"),
                 ("amplify", "Link Amplifier: reinforce a link…", ""),
                 ("hole", "Hole in the Box: borrow or pay back…", "hole_in_the_box"))
        for mode, words, kind in tools:
            kinds = {"hole": ("borrow", "repay")}.get(mode, (mode,))
            if self.of_kind(*kinds):
                left = ""
                copy = next((c for c in player["cast"] if artifact_kind(c) == kind), "")
                if copy and mode != "hole":
                    tokens = player["cast"][copy]
                    left = f" ({tokens.get('charges', tokens.get('pairs', 0))} left)"
                rows.add(cell(f"mode:{mode}", words + left, lambda m=mode: self.set_mode(m)))
        stabilize = self.of_kind("stabilize")
        if stabilize:
            group = FIELD.symmetric(self.my_pos()) if self.my_pos() != V616 else ()
            rows.add(*[cell(f"act:{i}", f"Stabilizer {'+' if a.side == 'for' else MINUS}3 "
                            f"{a.side} (3 nodes)", self.player_cmd(a), nodes=group)
                       for i, a in stabilize])

    def mode_rows(self, rows: Rows) -> None:
        """The buttons of a chosen tool or of the shop."""
        view = self.view
        if self.mode == "shop":
            rows.heading("Items tablet (one purchase or upgrade a turn):")
            player = me(view) or {"items": {}}
            for item, info in ITEMS.items():
                level = player["items"].get(item, 0)
                if level >= len(info.levels):
                    rows.note(f"{info.name}: top level")
                    continue
                a = A.Buy(item)
                rows.add(cell(self.act_name(a, f"buy:{item}"), label(a, view),
                              self.player_cmd(a, self.buy_block(item)),
                              disabled=a not in self.legal, tip=item_tip(item, level)))
        elif self.mode == "needle" and self.needle_target >= 0:
            rows.heading(f"Link here to {place(self.needle_target)} by a:")
            rows.add(*[cell(f"act:{i}", capital(a.link), self.player_cmd(a),
                            nodes=(a.target,))
                       for i, a in self.of_kind("needle") if a.target == self.needle_target])
        elif self.mode == "hole":
            self._hole_rows(rows)
        else:
            words = {"jump": "Click any lit node to jump there (1 charge, 1 energy).",
                     "needle": "Click a lit node: a later node at most 2 away, not linked yet.",
                     "amplify": "Click a lit node, or a link below (1 charge each)."}
            rows.heading(words.get(self.mode, ""))
            if self.mode == "amplify":
                for i, a in self.of_kind("amplify"):
                    rows.add(cell(f"act:{i}", label(a, view), self.player_cmd(a),
                                  nodes=(a.to,)))
        rows.add(cell("back", "Back", lambda: self.set_mode(self.mode)), pinned=True)

    def _hole_rows(self, rows: Rows) -> None:
        borrow = [a.amount for _, a in self.of_kind("borrow")]
        repay = [a.amount for _, a in self.of_kind("repay")]
        most = max(borrow + repay + [1])
        self.hole_amount = max(1, min(self.hole_amount, most))
        n = self.hole_amount
        player = me(self.view) or {"cast": {}}
        tokens = next((v for c, v in player["cast"].items() if artifact_kind(c) ==
                       "hole_in_the_box"), {})
        rows.heading(f"Hole in the Box · amount {n}:")
        rows.note(f"Anti-charge {tokens.get('anticharge', 0)} of 32, tension "
                  f"{tokens.get('tension', 0)} of 12. After your turn the tension rises by 1, "
                  "2 or 4 as the anti-charge passes 0, 10 and 20; past 12 the Hole annihilates.")
        rows.add(cell("hole:less", f"{MINUS} 1", lambda: self._hole_step(-1)),
                 cell("hole:more", "+ 1", lambda: self._hole_step(1)),
                 cell("hole:more5", "+ 5", lambda: self._hole_step(5)))
        for a in (A.Borrow(n), A.Repay(n)):
            rows.add(cell(self.act_name(a, a.kind), label(a, self.view), self.player_cmd(
                a, "The Hole cannot take that much now." if a.kind == "borrow" else
                "You cannot pay that much back now."), disabled=a not in self.legal))

    def _hole_step(self, step: int) -> None:
        self.hole_amount = max(1, self.hole_amount + step)

    def plan_rows(self, rows: Rows) -> None:
        """Planning the card in ``self.card``: turn it, the tie token, arcs, organize."""
        view = self.view
        face = view["cards"][self.card]
        rows.heading(f"Organize '{face['name']}' on {place(self.my_pos())}?")
        turns = self.rotations()
        block = "" if turns else self.organize_block()
        if block:
            rows.note(block)
        else:
            k = turns.index(self.rotation) + 1 if self.rotation in turns else 1
            rows.add(cell("turn:left", "Turn left", lambda: self.turn_card(-1),
                          disabled=len(turns) < 2),
                     cell("", f"turn {k} of {len(turns)}", None, style="value"),
                     cell("turn:right", "Turn right", lambda: self.turn_card(1),
                          disabled=len(turns) < 2))
            rows.add(*[cell(f"tie:{side}", f"Tie token on the {words}",
                            lambda s=side: setattr(self, "token", s),
                            style="chosen" if self.token == side else "normal")
                       for side, words in (("yes", "check"), ("no", "cross"))])
            self._arc_rows(rows, face)
        a = self.planned()
        rows.add(cell(self.act_name(a, "organize"), label(a, view),
                      self.player_cmd(a, block), style="primary", disabled=a not in self.legal))
        rows.add(cell("back", "Back", lambda: self.click_card(self.card)), pinned=True)

    def _arc_rows(self, rows: Rows, face: dict[str, Any]) -> None:
        options = self.arc_options()
        if face.get("flexible") == "attacking":
            others = sorted({c for pair in options for c in pair if c})
            for arc, words in ((0, "Check arc"), (1, "Cross arc")):
                rows.heading(f"{words} (loses a point if it {'occurs' if arc == 0 else 'fails'}):")
                rows.add(*[cell(f"arc:{arc}:{c}", who(c), lambda c=c, arc=arc: self._set_arc(
                    arc, c), style="chosen" if self.arcs[arc] == c else "normal")
                           for c in others])
        elif face.get("flexible") == "supporting":
            rows.heading("Who gains a point, and when:")
            for arc, words in ((0, "if it occurs"), (1, "if it fails")):
                rows.add(*[cell(f"arc:{arc}:{c}", f"{who(c)} {words}",
                                lambda pair=pair: setattr(self, "arcs", pair),
                                style="chosen" if self.arcs == pair else "normal")
                           for pair in options if (c := pair[arc])])

    def _set_arc(self, arc: int, colour: str) -> None:
        pair = list(self.arcs)
        pair[arc] = colour
        if pair[1 - arc] == colour:
            pair[1 - arc] = next(c for yes, no in self.arc_options() for c in (yes, no)
                                 if c and c != colour)
        self.arcs = (pair[0], pair[1])

    def artifact_rows(self, rows: Rows) -> None:
        copy = self.artifact
        rows.heading(f"{capital(artifact_name(copy))} (in your hand):")
        rows.note(ARTIFACT_TEXT[artifact_kind(copy)])
        actions: list[Action] = [a for a in self.legal
                                 if a.kind in ("cast", "discharge") and a.artifact == copy]
        if artifact_kind(copy) == "tangle_of_fates":
            wanted: list[Action] = [A.Cast(copy, "yes"), A.Cast(copy, "no")]
        else:
            wanted = [A.Cast(copy)]
        wanted.append(A.Discharge(copy))
        for a in wanted:
            rows.add(cell(self.act_name(a, a.kind), label(a, self.view), self.player_cmd(a),
                          disabled=a not in actions))
        rows.add(cell("back", "Back", lambda: self.click_artifact(copy)), pinned=True)
