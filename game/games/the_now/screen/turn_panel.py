"""The buttons of the viewer's own turn: what to do, what it costs, before the click.

A mixin of ``TheNowScene`` (with ``controls.Choices``). ``turn_rows`` lists
the turn in fixed places: extraction, the four impacts on the event underfoot
(dim where there is none), the items tablet, the tools the player owns (dim
where they cannot be used), shots, an emptied Kinetic Storage, exchanges, and
ending the turn (always at the bottom, and nothing else ever is). A card in
hand being planned gets ``plan_rows`` (turn it, the tie token, a flexible
card's players, organize), a hand artifact ``artifact_rows``, a chosen tool or
the shop ``mode_rows``; each of these panels starts with "Back to the turn".
A button the rules would refuse is drawn dim and, when clicked, says why.
``confirm_rows`` asks before a click that cannot be taken back (``cautions``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.values import Action
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import ITEMS, NUMBERS, artifact_kind
from game.games.the_now.rules.field import FIELD, V616
from game.games.the_now.rules.views import is_realized
from game.games.the_now.rules.words import artifact_name, who
from game.games.the_now.screen.buttons import Rows, cell
from game.games.the_now.screen.controls import Choices
from game.games.the_now.screen.preview import LinkNote, link_notes, preview_height
from game.games.the_now.screen.tips import ARTIFACT_TEXT, item_tip
from game.games.the_now.screen.words import AU, MINUS, capital, label, me, place, turn_words

#: The tools of cast artifacts and of the Link Amplifier: (mode, words, artifact or item).
TOOLS = (("jump", "Collapse Generator: jump anywhere…", "collapse_generator"),
         ("needle", "Lachesis Needle: link to a later node…", "lachesis_needle"),
         ("amplify", "Link Amplifier: reinforce a link…", "link_amplifier"),
         ("hole", "Hole in the Box: borrow or pay back…", "hole_in_the_box"))
#: Why a tool's row is dim.
TOOL_BLOCKS = {
    "jump": "No jump now: it takes a charge, a move your speed allows and 1 energy.",
    "needle": "No Needle now: it needs a pair left and a later node at most 2 away, not "
              "linked yet (and no Events artifact in a pre-realization round).",
    "amplify": "No link here to amplify now: your node needs a link below strength 4, "
               "and the Amplifier a charge and its turn's uses.",
    "hole": "Nothing to take from or pay back into the Hole now."}


def back_row(rows: Rows, command: Callable[[], Any]) -> None:
    """"Back to the turn" heads a tool's panel: never where "End the turn" lies (the
    bottom), so a panel that closes by itself leaves no button under the next click."""
    rows.add(cell("back", "Back to the turn", command))


class TurnPanel(Choices):
    """The rows of buttons of the viewer's turn."""

    def turn_rows(self, rows: Rows) -> None:
        """The turn, every row in its place whatever the node: a row that cannot be used
        here is drawn dim and its tooltip (and a click) says why."""
        view = self.view
        player = me(view)
        assert player is not None
        rows.heading(f"Your turn · round {view['round']} · {player['energy']} energy")
        rows.note(turn_words(view))
        extract = [cell(self.act_name(a, "extract"), label(a, view), self.player_cmd(
            a, self.extract_block()), tip=self.extract_block())
                   for a in (A.Extract(False), A.Extract(True))
                   if a in self.legal or not a.collector]
        extract[0]["disabled"] = A.Extract(False) not in self.legal
        rows.add(*extract)
        pos = player["pos"]
        node = view["field"]["nodes"][pos] if pos != V616 else None
        event = node["event"] if node is not None and not is_realized(view["field"], pos) \
            else None
        rows.heading(f"Impact the event here · 1 {AU} each:")
        for strong in (False, True):
            cost = NUMBERS.strong_impact if strong else NUMBERS.weak_impact
            pair = []
            for side, sign in (("for", "+"), ("against", MINUS)):
                a = A.Impact(side, strong)
                block = self.impact_block(a)
                tip = block or (f"{'Strong' if strong else 'Weak'} impact {side} "
                                f"'{event['name'] if event else ''}' ({sign}{cost.impact})")
                pair.append(cell(self.act_name(a, f"impact:{side}:{int(strong)}"),
                                 f"{sign}{cost.impact} {side} · {cost.energy} energy",
                                 self.player_cmd(a, block), disabled=a not in self.legal,
                                 tip=tip))
            rows.add(*pair)
        rows.add(self._shop_cell())
        self._tool_rows(rows)
        for _, a in self.of_kind("empty_storage", "offer_exchange"):
            rows.add(cell(self.act_name(a, ""), label(a, view), self.player_cmd(a)))
        end = A.EndTurn()
        rows.add(cell(self.act_name(end, "end"), "End the turn", self.player_cmd(end),
                      style="primary"), pinned=True)

    def _shop_cell(self) -> dict[str, Any]:
        buys = self.of_kind("buy")
        if (self.view.get("turn") or {}).get("bought"):
            words = "Items tablet: bought this turn (one purchase a turn)"
            tip = "You may buy or upgrade one item a turn: the tablet opens again next turn."
        else:
            can = f"{len(buys)} you can afford" if buys else "none you can afford"
            words, tip = f"Items tablet: buy or upgrade… ({can})", ""
        return cell("mode:shop", words, lambda: self.set_mode("shop"), disabled=not buys,
                    tip=tip)

    def extract_block(self) -> str:
        """Why extracting is refused now ("" if it is not, or the rules must say)."""
        turn = self.view.get("turn") or {}
        if self.my_turn() and turn.get("au", 0) < NUMBERS.extraction.activity_units:
            return "Extracting takes 1 activity unit (AU); you have none left this turn."
        return ""

    def impact_block(self, action: A.Impact) -> str:
        """Why this impact cannot be made now, from the view ("" if the rules must say)."""
        view = self.view
        player = me(view)
        turn = view.get("turn") or {}
        if player is None or not self.my_turn():
            return "You may impact only on your turn."
        pos = player["pos"]
        node = view["field"]["nodes"][pos] if pos != V616 else None
        if node is None or is_realized(view["field"], pos) or not node["event"]:
            return (f"There is no event on {place(pos)} to impact: move to an event, or "
                    "organize one here.")
        cost = NUMBERS.strong_impact if action.strong else NUMBERS.weak_impact
        if turn.get("au", 0) < 1:
            return "An impact takes 1 activity unit (AU); you have none left this turn."
        if turn.get("impacts", 0) + cost.impact > NUMBERS.impacts_per_turn:
            return (f"Impacts add up to {NUMBERS.impacts_per_turn} a turn: you have made "
                    f"{turn['impacts']}, and this one adds {cost.impact}.")
        if player["energy"] < cost.energy:
            return f"It costs {cost.energy} energy; you have {player['energy']}."
        return ""

    def _tool_rows(self, rows: Rows) -> None:
        """A row for each tool the player owns, whether it can be used here or not."""
        player = me(self.view) or {"cast": {}, "items": {}}
        for mode, words, kind in TOOLS:
            copy = next((c for c in player["cast"] if artifact_kind(c) == kind), "")
            owned = bool(copy) or (mode == "amplify" and player["items"].get(kind))
            kinds = {"hole": ("borrow", "repay")}.get(mode, (mode,))
            if not owned:
                continue
            left = ""
            if mode == "amplify":
                left = f" ({player.get('amplifier', 0)} left)"
            elif mode != "hole":
                tokens = player["cast"][copy]
                left = f" ({tokens.get('charges', tokens.get('pairs', 0))} left)"
            usable = bool(self.of_kind(*kinds))
            why = "" if usable else TOOL_BLOCKS[mode]
            command = (lambda m=mode: self.set_mode(m)) if usable else \
                (lambda why=why: self.refuse(None, why))
            rows.add(cell(f"mode:{mode}", words + left, command, disabled=not usable, tip=why))
        stabilize = self.of_kind("stabilize")
        if stabilize:
            group = FIELD.symmetric(self.my_pos()) if self.my_pos() != V616 else ()
            rows.add(*[cell(f"act:{i}", f"Stabilizer {'+' if a.side == 'for' else MINUS}3 "
                            f"{a.side} (3 nodes)", self.player_cmd(a), nodes=group)
                       for i, a in stabilize])
        for _, a in self.of_kind("attack"):
            rows.add(cell(self.act_name(a, ""), label(a, self.view), self.player_cmd(a)))

    def confirm_rows(self, rows: Rows, away: int = 0) -> None:
        """The question before a click that cannot be taken back: "no" pinned at the
        bottom (where "End the turn" lies), "yes" above, ``away`` lower still when it would
        lie under the click that asked (a double click must not say yes)."""
        assert self.confirm is not None
        action, question = self.confirm
        ending = isinstance(action, A.EndTurn)
        rows.heading("End the turn now?" if ending else "Spend your last energy?")
        for sentence in question.split(": ", 1) if not ending else [question]:
            rows.note(capital(sentence))
        if away:
            rows.space(away)
        yes = "Yes, end the turn" if ending else f"Yes: {label(action, self.view)}"
        rows.add(cell("confirm:yes", yes, lambda: self.play(action, asked=True)))
        no = "No, keep playing my turn" if ending else "No, keep my energy"
        rows.add(cell("confirm:no", no, self._drop_confirm, style="primary"), pinned=True)

    def _drop_confirm(self) -> None:
        self.confirm = None

    def mode_rows(self, rows: Rows) -> None:
        """The buttons of a chosen tool or of the shop."""
        view = self.view
        back_row(rows, lambda: self.set_mode(self.mode))
        if self.mode == "shop":
            rows.heading("Items tablet (one purchase or upgrade a turn):")
            player = me(view) or {"items": {}}
            for item, info in ITEMS.items():
                level = player["items"].get(item, 0)
                if level >= len(info.levels):
                    rows.note(f"{info.name}: yours, at its highest level")
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

    def _hole_rows(self, rows: Rows) -> None:
        borrow = [a.amount for _, a in self.of_kind("borrow")]
        repay = [a.amount for _, a in self.of_kind("repay")]
        most = max(borrow + repay + [0])
        self.hole_amount = max(0, min(self.hole_amount, most))
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
            why = "Choose an amount first: + 1 or + 5." if not n else \
                "The Hole cannot give that much now." if a.kind == "borrow" else \
                "You cannot pay that much back now."
            rows.add(cell(self.act_name(a, a.kind), label(a, self.view), self.player_cmd(
                a, why), disabled=a not in self.legal))

    def _hole_step(self, step: int) -> None:
        self.hole_amount = max(0, self.hole_amount + step)

    def plan_rows(self, rows: Rows) -> None:
        """Planning the card in ``self.card``: turn it, the tie token, arcs, organize."""
        view = self.view
        face = view["cards"][self.card]
        back_row(rows, lambda: self.click_card(self.card))
        rows.heading(f"Organize '{face['name']}' on {place(self.my_pos())}?")
        notes = self.planned_notes()
        if self.my_pos() >= 0 and self.my_pos() != V616:
            rows.preview(preview_height(notes, self.controls_rect.width - 16),
                         tuple(n.toward for n in notes if n.toward >= 0))
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
                      self.player_cmd(a, block), style="primary", disabled=a not in self.legal,
                      tip="Your card is shown to everyone: organizing cannot be undone."))

    def planned_notes(self) -> list[LinkNote]:
        """The planned card's links as it would lie on the viewer's node, in words."""
        pos = self.my_pos()
        if not self.card or pos < 0 or pos == V616:
            return []
        return link_notes(self.view, pos, self.view["cards"][self.card], self.rotation)

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
        back_row(rows, lambda: self.click_artifact(copy))
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
