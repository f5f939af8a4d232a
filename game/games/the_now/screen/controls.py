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
The turn's buttons are laid out in ``turn_panel``, the decisions owed
outside the turn (keep a card, surf, bet, answer, the setup swap) in
``decisions``. Buttons are named ``act:<index in legal>`` when they play a
legal action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.values import Action
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import ITEMS, NUMBERS
from game.games.the_now.rules.field import FIELD, V616
from game.games.the_now.rules.views import is_realized
from game.games.the_now.screen.cautions import caution
from game.games.the_now.screen.words import capital, me, place

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
        self.hole_amount = 0  # the Hole's amount starts at nothing: "+ 5" takes 5
        self.confirm: tuple[Action, str] | None = None  # a click asked about first
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
        self.confirm = None

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

    def play(self, action: Action, asked: bool = False) -> None:
        """Play ``action``; a click that spends the last energy, or ends the turn with
        activity units to spare, is asked about first (``cautions``)."""
        question = "" if asked else caution(action, self.view, self.legal)
        if question:
            self.confirm = (action, question)
            self.page = 0
            return
        self.confirm = None
        if self.ctx.submit(action):
            self.ctx.sound.play("click")
            self.after_play(action)

    def after_play(self, action: Action) -> None:
        if action.kind in ("organize", "cast", "discharge"):
            self.card = self.artifact = ""
        if action.kind in ("jump", "needle", "borrow", "repay"):
            self.mode, self.needle_target = "", -1
            self.hole_amount = 0
        self.page = 0

    def refuse(self, action: Action | None, reason: str = "") -> None:
        """A click the rules do not allow: say why (the rules' words if the view cannot)."""
        if not reason and action is not None and not self.ctx.read_only:
            self.ctx.submit(action)  # refused: the table shows the rule and why
            return
        self.ctx.toast(reason or "Nothing to do there now.", bad=True)  # the refusal colour
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
        if is_realized(view["field"], pos):
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
        elif info is not None and is_realized(view["field"], node):
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
