"""The player's side of The Now's table: every legal action reachable with the mouse.

A mixin of ``TheNowScene``. Each action is reached one way, and its cost is
on the button (or in the node's tooltip) before the click:

- **the field**: a left click on a lit node moves there (or surfs, jumps,
  places a Needle or amplifies a link while that tool is chosen);
- **a card in hand**: click it to plan organizing it: its ghost lies on your
  node, turned only to the legal orientations ("Turn left/right"), with the
  tie token and a flexible card's arcs to choose, then "Organize here";
- **an artifact in hand**: click it to cast it, lay a Tangle, or discharge it;
- **an item on your tablet**: click it to buy or upgrade it;
- **everything else**: a button (extraction, impacts, shots, exchanges, the
  tools of cast artifacts, ending the turn), paged when the list is long.

A click the rules refuse says why: the screen names the common reasons from
the view, and otherwise sends the action so the rules' refusal is shown.
Decisions owed outside the turn (keep a card, surf, bet, answer, the setup
swap) are in ``decisions``. Buttons are named ``act:<index in legal>`` when
they play a legal action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.values import Action
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import ITEMS, NUMBERS, artifact_kind
from game.games.the_now.rules.field import FIELD, V616
from game.games.the_now.rules.words import artifact_name, card_name, who
from game.games.the_now.screen.buttons import Rows, cell
from game.games.the_now.screen.tips import ARTIFACT_TEXT
from game.games.the_now.screen.words import MINUS, capital, label, me, place, turn_words

if TYPE_CHECKING:
    from game.ui.game_scene import TableContext


class Choices:
    """What the viewer is choosing now, and the legal actions behind each button."""

    ctx: TableContext
    view: dict[str, Any]
    legal: list[Action]

    def reset_choices(self) -> None:
        self.card = ""  # the event card being planned
        self.rotation = 0
        self.token = "yes"
        self.arcs: tuple[str, str] = ("", "")
        self.artifact = ""  # the hand artifact chosen
        self.mode = ""  # shop | jump | needle | amplify | hole
        self.needle_target = -1
        self.hole_amount = 1
        self.page = 0
        self.focus = -1  # a Logistic edge being chosen
        self.give = self.take = self.kept = ""
        self.bet = [0, 0, 0]

    def keep_choices(self) -> None:
        """After a new view: forget what no longer makes sense."""
        you = self.view.get("you") or {}
        if self.card and self.card not in you.get("hand", []):
            self.card = ""
        if self.artifact and self.artifact not in you.get("artifacts", []):
            self.artifact = ""
        if self.mode in ("jump", "needle", "amplify", "hole") and not self._mode_actions():
            self.mode, self.needle_target = "", -1
        if self.card:
            self.plan_defaults(keep=True)
        if not you.get("drawn"):
            self.kept = ""
        self.page = 0

    # Legal actions.

    def index(self, action: Action) -> int | None:
        try:
            return self.legal.index(action)
        except ValueError:
            return None

    def of_kind(self, *kinds: str) -> list[tuple[int, Action]]:
        return [(i, a) for i, a in enumerate(self.legal) if a.kind in kinds]

    def my_turn(self) -> bool:
        return bool(self.view.get("turn")) and self.view.get("current") == self.view.get("seat") \
            and not self.ctx.read_only

    def my_pos(self) -> int:
        player = me(self.view)
        return -1 if player is None else player["pos"]

    def play(self, action: Action) -> None:
        if self.ctx.submit(action):
            self.ctx.sound.play("click")
            self.after_play(action)

    def after_play(self, action: Action) -> None:
        if action.kind in ("organize", "cast", "discharge"):
            self.card = self.artifact = ""
        if action.kind in ("jump", "needle", "borrow", "repay"):
            self.mode, self.needle_target = "", -1
        self.page = 0

    def refuse(self, action: Action | None, reason: str = "") -> None:
        """A click the rules do not allow: say why (the rules' words if the view cannot)."""
        if not reason and action is not None and not self.ctx.read_only:
            self.ctx.submit(action)  # refused: the table shows the rule and why
            return
        self.ctx.toast(reason or "Nothing to do there now.")
        self.ctx.sound.play("error")

    def player_cmd(self, action: Action, reason: str = "") -> Any:
        """The command of a button for ``action`` (a refusal if it is not legal)."""
        if action in self.legal:
            return lambda: self.play(action)
        return lambda: self.refuse(action, reason)

    def act_name(self, action: Action, fallback: str) -> str:
        i = self.index(action)
        return f"act:{i}" if i is not None else fallback

    def waiting_words(self) -> str:
        """Why the viewer cannot act: whose turn or decision it is."""
        if self.ctx.read_only:
            return "This is a replay."
        movers = self.view.get("to_move", [])
        players = self.view.get("players", [])
        names = [players[s]["name"] for s in movers if 0 <= s < len(players)]
        if self.view.get("stage") == "realize":
            return "The Now is realizing a ring."
        if not names:
            return "Nobody owes a move."
        return f"It is {' and '.join(names)}'s move: wait for your turn."

    # Planning an event.

    def plan(self) -> list[A.Organize]:
        return [a for a in self.legal if isinstance(a, A.Organize) and a.card == self.card]

    def rotations(self) -> list[int]:
        return sorted({a.rotation for a in self.plan()})

    def arc_options(self) -> list[tuple[str, str]]:
        return sorted({(a.yes, a.no) for a in self.plan()})

    def plan_defaults(self, keep: bool = False) -> None:
        turns = self.rotations()
        if turns and not (keep and self.rotation in turns):
            self.rotation = turns[0]
        arcs = self.arc_options()
        if arcs and not (keep and self.arcs in arcs):
            self.arcs = arcs[0]

    def planned(self) -> A.Organize:
        return A.Organize(self.card, self.rotation, self.token, *self.arcs)

    def turn_card(self, step: int) -> None:
        turns = self.rotations()
        if not turns:
            self.refuse(None, self.organize_block())
            return
        k = turns.index(self.rotation) if self.rotation in turns else 0
        self.rotation = turns[(k + step) % len(turns)]

    def organize_block(self) -> str:
        """Why the planned card cannot be organized now, from the view."""
        view = self.view
        face = view["cards"].get(self.card, {})
        player = me(view)
        turn = view.get("turn") or {}
        if player is None or not self.my_turn():
            return "You may organize only on your turn."
        if turn.get("logistic", -1) >= 0 or (view.get("you") or {}).get("offer"):
            return "Finish what you started first."
        if turn["au"] < NUMBERS.organize.activity_units:
            return f"Organizing takes 2 AU; you have {turn['au']} left this turn."
        if player["energy"] < NUMBERS.organize.energy:
            return f"Organizing costs 13 energy; you have {player['energy']}."
        pos = player["pos"]
        if pos == V616:
            return "No event can be organized on V616 Mon."
        node = view["field"]["nodes"][pos]
        if node["realized"]:
            return "Your node is in the past."
        if node["event"]:
            return f"There is an event on {place(pos)} already."
        ring = FIELD.radius[pos]
        if ring not in face.get("radii", []):
            rings = ", ".join(str(r) for r in face.get("radii", []))
            return f"This card goes only on rings {rings}; you stand on ring {ring}."
        track = view["track"]
        if face.get("not_now") and ring == view["phase"] and track["now"]["last_round"]:
            return "This card may not go on the ring realized at the end of this round."
        return ("No turn of this card fits here: forward links must face later nodes and "
                "backward links earlier ones.")

    # Modes: the tools of cast artifacts.

    def _mode_actions(self) -> list[tuple[int, Action]]:
        kinds = {"jump": ("jump",), "needle": ("needle",), "amplify": ("amplify",),
                 "hole": ("borrow", "repay"), "shop": ("buy",)}.get(self.mode, ())
        return self.of_kind(*kinds)

    def set_mode(self, mode: str) -> None:
        self.mode = "" if self.mode == mode else mode
        self.card = self.artifact = ""
        self.needle_target = -1
        self.page = 0

    def targets(self) -> dict[int, Action]:
        """Field nodes a left click plays, and the action each plays."""
        out: dict[int, Action] = {}
        if self.ctx.read_only:
            return out
        if self.mode == "jump":
            return {a.to: a for _, a in self.of_kind("jump")}
        if self.mode == "needle":
            return {a.target: a for _, a in self.of_kind("needle")}
        if self.mode == "amplify":
            return {a.to: a for _, a in self.of_kind("amplify")}
        for _, a in self.of_kind("surf", "move"):
            out[a.to] = a
        if (self.view.get("turn") or {}).get("logistic", -1) >= 0:
            node = self.view["turn"]["logistic"]
            for _, a in self.of_kind("lay_link", "reinforce"):
                other = FIELD.neighbours[node][a.direction]
                if other >= 0:
                    out.setdefault(other, a)
        return out

    def click_node(self, node: int) -> None:
        """A left click on a node of the field."""
        view = self.view
        target = self.targets().get(node)
        if self.mode == "needle" and target is not None:
            self.needle_target = node
            return
        if isinstance(target, (A.LayLink, A.Reinforce)):
            self.focus = target.direction
            return
        if target is not None:
            self.play(target)
            return
        if self.ctx.read_only:
            return
        info = view["field"]["nodes"][node] if node != V616 else None
        if self.mode in ("jump", "needle", "amplify"):
            what = {"jump": "jump there", "needle": "link here to that node",
                    "amplify": "amplify a link with that node"}[self.mode]
            self.refuse(None, f"You cannot {what}: the lit nodes are the ones you can.")
        elif not self.my_turn() and not self.of_kind("surf"):
            self.refuse(None, self.waiting_words())
        elif info is not None and info["realized"]:
            self.refuse(None, f"{capital(place(node))} is in the past: nobody can enter it.")
        elif node == self.my_pos():
            self.refuse(None, "You are here. Click a card in your hand to organize it here.")
        elif node != V616 and self.my_pos() != V616 and self.my_pos() >= 0 and \
                node not in FIELD.adjacent(self.my_pos()):
            self.refuse(None, f"{capital(place(node))} is not next to you: a move goes to a "
                              "neighbouring node.")
        else:
            self.refuse(A.Move(node))

    def click_card(self, card: str) -> None:
        if self.ctx.read_only:
            return
        self.artifact = ""
        self.mode = ""
        if self.card == card:
            self.card = ""
            return
        self.card, self.token = card, "yes"
        self.plan_defaults()
        if not self.plan():
            self.refuse(None, self.organize_block())

    def click_artifact(self, copy: str) -> None:
        if self.ctx.read_only:
            return
        self.card, self.mode = "", ""
        self.artifact = "" if self.artifact == copy else copy

    def click_item(self, seat: int, item: str) -> None:
        if self.ctx.read_only:
            return
        if seat != self.view.get("seat"):
            self.refuse(None, f"That is {self.view['players'][seat]['name']}'s tablet.")
            return
        action = A.Buy(item)
        if action in self.legal:
            self.play(action)
            return
        self.refuse(action, self.buy_block(item))

    def buy_block(self, item: str) -> str:
        player = me(self.view)
        if player is None or not self.my_turn():
            return "You may buy items only on your turn."
        level = player["items"].get(item, 0)
        levels = ITEMS[item].levels
        if level >= len(levels):
            return f"The {ITEMS[item].name} is at its top level."
        if (self.view.get("turn") or {}).get("bought"):
            return "You may buy or upgrade only one item a turn."
        price = levels[level].price
        if player["energy"] < price:
            return f"The {ITEMS[item].name} costs {price} energy; you have {player['energy']}."
        return ""

    # The turn's buttons.

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
                              disabled=a not in self.legal))
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

    def hint_words(self, action: Action) -> str:
        return label(action, self.view) if action.kind != "keep" else \
            f"keep {card_name(action.card)}"
