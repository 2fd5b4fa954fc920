"""Seaside's board: the bag, the Sea, every Seaside, and the decision at hand as
touch controls. It draws core's view for the player holding the device and turns
taps into core actions; every "may I?" and every consequence comes from core."""
from __future__ import annotations

import flet as ft

from core.seaside.rules import SOLO_LIMIT
from ui.widgets.common import FACE_STYLE, FOAM, INK, SAND, SEA, face_chip, panel, tap
# Player-aid reminders (the rulebook's "Player Aid"), shown on the side buttons.
AID = {
    "Isopod": "Into the Sea; draw again.",
    "Shell": "Into the Sea; draw again.",
    "Crab": "Into the Sea; draw again.",
    "Sandpiper": "Take any Isopods from the Sea to make a stack.",
    "Beach": "Take a Shell from the Sea per Beach you have.",
    "Wave": "Flip one of your Beaches and play what it hides.",
    "Rock": "Every 2nd Rock: a Crab Habitat.",
}


class SeasideBoard:
    """Holds only view-local choices (the Isopod count being considered)."""

    def __init__(self, session, act, refresh):
        self.session = session
        self.act = act            # act(action): apply through the session
        self.refresh = refresh    # redraw after a view-local change
        self.isopod_choice: int | None = None
        self.full_log = False
        self._parts: dict = {}   # part name -> (inputs, control) from the last build
        self._layout = "narrow"

    def part(self, name, inputs, build):
        """The control drawn last time when its inputs are unchanged. Flet skips an
        unchanged object when diffing, so a tap costs only the parts that changed."""
        last = self._parts.get(name)
        if last is not None and last[0] == inputs:
            return last[1]
        control = build()
        self._parts[name] = (inputs, control)
        return control

    def chip(self, where, face, label):
        """A face chip reused while its label is unchanged (one per place on screen)."""
        return self.part(f"chip-{self._layout}-{where}", (face, label),
                         lambda: face_chip(face, label=label))

    # ---- whole board ---------------------------------------------------------
    def build(self, width: float) -> ft.Control:
        s = self.session
        view = s.view()
        wide = width >= 700
        layout = "wide" if wide else "narrow"  # a control never moves between layouts
        self._layout = layout
        decision = self.decision(view)
        status = self.part(f"status-{layout}", (view["current"], len(s.actions), view["bag"]),
                           lambda: self.status(view))
        sea = self.part(f"sea-{layout}", (repr(view["sea"]), view["solo"]), lambda: self.sea(view))
        seasides = [self.part(f"seaside-{layout}-{q}",
                              (repr(view["players"][q]), view["viewer"], view["current"],
                               view["phase"] == "over"),
                              lambda q=q: self.seaside(view, q))
                    for q in self.seat_order(view)]
        log = self.part(f"log-{layout}", (len(s.log), self.full_log), self.log)
        if wide:
            left = ft.Column([status, decision, sea, log], spacing=10, col={"md": 5},
                             horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
            right = ft.Column(seasides, spacing=10, col={"md": 7},
                              horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
            return ft.ResponsiveRow([left, right], spacing=12, run_spacing=12)
        return ft.Column([status, decision, sea] + seasides + [log], spacing=10,
                         horizontal_alignment=ft.CrossAxisAlignment.STRETCH)

    def seat_order(self, view):
        """The viewer's own Seaside first, then the others in turn order."""
        n = len(view["names"])
        me = view["viewer"] if view["viewer"] is not None else view["current"]
        return [(me + i) % n for i in range(n)]

    # ---- parts -----------------------------------------------------------------
    def status(self, view) -> ft.Control:
        names = view["names"]
        turn = f"{names[view['current']]}'s turn"
        bag = ft.Row([ft.Icon(ft.Icons.SHOPPING_BAG, color=INK),
                      ft.Text(f"Bag: {view['bag']}", size=16, weight=ft.FontWeight.BOLD, color=INK)],
                     spacing=4, tight=True)
        items = [ft.Text(turn, size=18, weight=ft.FontWeight.BOLD, color=INK, expand=True), bag]
        box = ft.Container(ft.Row(items, vertical_alignment=ft.CrossAxisAlignment.CENTER),
                           bgcolor=SAND, padding=10, border_radius=ft.BorderRadius.all(12))
        # One line a screen reader (and the UI benchmark) can follow move by move.
        label = f"{turn}, move {len(self.session.actions) + 1}, {view['bag']} tokens in the bag"
        return ft.Semantics(label=label, identifier="status", content=box)

    def sea(self, view) -> ft.Control:
        counts = view["sea"]
        total = sum(counts.values())
        chips = [self.chip(f"sea-{f}", f, f"{f}s {counts[f]}") for f in ("Isopod", "Shell", "Crab")]
        title = f"The Sea: {total} token{'s' if total != 1 else ''}"
        if view["solo"]:
            title += f" ({total}/{SOLO_LIMIT}: the 7th ends the game)"
        return ft.Container(
            ft.Column([ft.Text(title, color=FOAM, weight=ft.FontWeight.BOLD, size=16),
                       ft.Container(ft.Row(chips, spacing=16, wrap=True), bgcolor=FOAM,
                                    padding=8, border_radius=ft.BorderRadius.all(10))],
                      spacing=6, tight=True),
            bgcolor=SEA, padding=12, border_radius=ft.BorderRadius.all(12))

    def seaside(self, view, q) -> ft.Control:
        p = view["players"][q]
        name = view["names"][q]
        mine = q == view["viewer"]
        head = ft.Row([
            ft.Text(name + (" (you)" if mine and len(view["names"]) > 1 else ""), size=16,
                    weight=ft.FontWeight.BOLD, color=INK, expand=True),
            ft.Text(f"{p['tokens']} token{'' if p['tokens'] == 1 else 's'}", size=14, color=INK),
        ])
        stacks = p["stacks"]
        stack_text = (f"{len(stacks)} of {stacks[0]} token{'s' if stacks[0] != 1 else ''}"
                      if stacks else "none")
        chips = [self.chip(f"seat{q}-{face}", face, label) for face, label in (
            ("Sandpiper", f"Stacks: {stack_text}"),
            ("Beach", f"Beaches {p['beaches']}"),
            ("Shell", f"Shells {p['shells']}"),
            ("Crab", f"Crabs {p['crabs']}"),
            ("Wave", f"Waves {p['waves']}"),
            ("Rock", f"Rocks {p['rocks']}"))]
        lines = [head, ft.Row(chips, spacing=14, run_spacing=6, wrap=True)]
        if mine and p.get("beach_hidden"):
            under = ", ".join(p["beach_hidden"])
            lines.append(ft.Text(f"Under your Beaches (only you see this): {under}", size=13,
                                 italic=True, color=INK))
        if p["won"]:
            lines.append(ft.Text(f"Took {p['won']} tokens from the Sea", size=13, color=INK))
        if view["solo"]:
            counts = [("Sandpiper", len(stacks)), ("Beach", p["beaches"]), ("Wave", p["waves"]),
                      ("Rock", p["rocks"])]
            lines.append(ft.Text("Toward 7: " + ", ".join(f"{f} {n}/{SOLO_LIMIT}" for f, n in counts),
                                 size=13, color=INK))
        current = q == view["current"] and view["phase"] != "over"
        box = panel(*lines, bgcolor="#FFFDF5" if current else FOAM)
        box.border = ft.Border.all(2, SEA) if current else None
        return box

    def log(self) -> ft.Control:
        lines = [line for line in self.session.log if line]
        shown = lines if self.full_log else lines[-6:]
        first = len(lines) - len(shown)
        # One keyed Text per log line, reused while it is shown: a move inserts one
        # line at the top instead of rewriting every line below it.
        texts = [self.part(f"logline-{first + i}", (line,),
                           lambda i=i, line=line: ft.Text(line, size=13, color=INK,
                                                          key=f"log-{first + i}"))
                 for i, line in reversed(list(enumerate(shown)))]
        for name in [n for n in self._parts if n.startswith("logline-")]:
            if int(name.split("-")[1]) < first:
                del self._parts[name]  # scrolled out of the short log
        if not texts:
            texts = [ft.Text("The game has just begun.", size=13, color=INK)]
        if len(lines) > 6:
            label = "Show fewer" if self.full_log else f"Show the whole log ({len(lines)} moves)"
            texts.append(tap(label, lambda e: self.toggle_log(), key="toggle-log"))
        return panel(*texts, title="What happened (newest first)", bgcolor="#F3F6F8")

    def toggle_log(self):
        self.full_log = not self.full_log
        self.refresh()

    # ---- the decision ----------------------------------------------------------
    def decision(self, view) -> ft.Control:
        s = self.session
        mover = s.to_move
        names = view["names"]
        if mover is None:
            return panel(ft.Text("The game is over.", color=INK))
        if s.is_bot(mover):
            return panel(ft.Row([ft.ProgressRing(width=20, height=20),
                                 ft.Text(f"{names[mover]} (bot) is playing...", color=INK)]),
                         title="Bot's turn")
        legal = s.legal_actions()
        if not legal:
            # drawn for nobody's eyes (a spectator's view): the decision is not shown
            return panel(ft.Text(f"Waiting for {names[mover]}.", color=INK),
                         title=f"{names[mover]}'s turn")
        phase = view["phase"]
        body = {"side": self.choose_side, "isopods": self.choose_isopods,
                "shells": self.choose_shells, "flip": self.choose_flip,
                "steal": self.choose_steal}[phase](view, legal)
        extra = []
        if s.can_undo():
            extra.append(tap("Undo", lambda e: self.act(None), key="undo", icon=ft.Icons.UNDO))
        return panel(*body, *extra, title=self.prompt(view), bgcolor="#FFFDF5")

    def prompt(self, view) -> str:
        me = view["names"][view["current"]]
        return {"side": f"{me}: choose a side",
                "isopods": f"{me}: your Sandpiper takes Isopods",
                "shells": f"{me}: take Shells from the Sea",
                "flip": f"{me}: your Wave flips a Beach",
                "steal": f"{me}: Crab Habitat!"}[view["phase"]]

    def choose_side(self, view, legal):
        a, b = view["drawn"]
        text = ft.Text("You drew a token. Only you can see it. Which side do you play?",
                       color=INK, size=14)
        buttons = []
        for face in (a, b):
            icon, colour = FACE_STYLE[face]
            content = ft.Row([
                ft.Container(ft.Icon(icon, color=FOAM, size=28), bgcolor=colour, width=52,
                             height=52, border_radius=ft.BorderRadius.all(99),
                             alignment=ft.Alignment.CENTER),
                ft.Column([ft.Text(face, size=18, weight=ft.FontWeight.BOLD),
                           ft.Text(AID[face], size=12)], spacing=2, tight=True, expand=True),
            ], spacing=10)
            buttons.append(tap(f"Play {face}", lambda e, f=face: self.act(("side", f)),
                               key=f"side-{face.lower()}", content=ft.Container(content, padding=6)))
        return [text, ft.Column(buttons, spacing=8, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)]

    def choose_isopods(self, view, legal):
        s = self.session
        most = len(legal) - 1
        me = view["players"][view["current"]]
        kept = me["stacks"][0] if me["stacks"] else 0
        intro = (f"The Sea has {most} Isopod{'s' if most != 1 else ''}. "
                 + (f"Your stacks have {kept} tokens each." if kept else "You have no stack yet."))
        picks = [tap(str(k), lambda e, k=k: self.pick_isopods(k), key=f"isopods-{k}",
                     primary=self.isopod_choice == k, width=56) for k in range(most + 1)]
        out = [ft.Text(intro, color=INK), ft.Row(picks, wrap=True, spacing=6, run_spacing=6)]
        if self.isopod_choice is not None and self.isopod_choice <= most:
            k = self.isopod_choice
            # core explains the consequence (kept, discarded, replaces): the view only shows it
            out.append(ft.Text(s.game.describe(s.state, ("isopods", k)), color=INK, italic=True))
            out.append(tap(f"Take {k} Isopod{'s' if k != 1 else ''}",
                           lambda e: self.confirm_isopods(), key="isopods-confirm", primary=True))
        else:
            out.append(ft.Text("Pick a number to see what happens to your stacks.", size=13,
                               color=INK))
        return out

    def pick_isopods(self, k):
        self.isopod_choice = k
        self.refresh()

    def confirm_isopods(self):
        k, self.isopod_choice = self.isopod_choice, None
        self.act(("isopods", k))

    def choose_shells(self, view, legal):
        most = len(legal) - 1
        beaches = view["players"][view["current"]]["beaches"]
        text = ft.Text(f"You have {beaches} Beach{'es' if beaches != 1 else ''}: take up to {most} "
                       f"Shell{'s' if most != 1 else ''} from the Sea.", color=INK)
        picks = [tap(f"Take {k} Shell{'s' if k != 1 else ''}", lambda e, k=k: self.act(("shells", k)),
                     key=f"shells-{k}", primary=k == most) for k in range(most + 1)]
        return [text, ft.Row(picks, wrap=True, spacing=6, run_spacing=6)]

    def choose_flip(self, view, legal):
        hidden = view["players"][view["current"]].get("beach_hidden") or []
        text = ft.Text("You may look under your Beaches. The one you flip is played as if drawn.",
                       color=INK)
        picks = []
        for (_, i) in legal:
            face = hidden[i] if i < len(hidden) else "?"
            picks.append(tap(f"Flip Beach {i + 1}: hides {face}", lambda e, i=i: self.act(("flip", i)),
                             key=f"flip-{i}", icon=FACE_STYLE.get(face, (ft.Icons.HELP,))[0]))
        return [text, ft.Column(picks, spacing=6)]

    def choose_steal(self, view, legal):
        text = ft.Text("You took every Crab in the Sea. Now take one Crab from another player:",
                       color=INK)
        picks = []
        for (_, q) in legal:
            name = view["names"][q]
            n = view["players"][q]["crabs"]
            picks.append(tap(f"Take a Crab from {name} ({n})", lambda e, q=q: self.act(("steal", q)),
                             key=f"steal-{q}", icon=FACE_STYLE["Crab"][0]))
        return [text, ft.Column(picks, spacing=6)]
