"""The board base: what the shell asks of every game's board, and what every board
shares, written once. The shell calls these and never writes into a board or probes it
for what it has. Here: the part cache, the last move's strip with the top-of-turn
recap, the decision's frame (its prompt row, Undo, the "is playing" row), the end
screen's frame and the ranking; a board keeps only what its game draws."""
from __future__ import annotations

import flet as ft

from core.i18n import _
from ui.table import layout as L
from ui.table.controls import icon_tap
from ui.table.motion import Flight
from ui.table.ranking import ranking, score_stacks
from ui.table.recap import latest_that_fit, recap_lines_height, recap_list, summary
from ui.table.rows import details_dialog, who, who_mark
from ui.table.style import (FOAM, HINT_FRAME, HIT, INK, MIST, PAPER, PLAIN, SAND, SEA_DEEP,
                            Look, box, text)


def recap_box(identifier: str, content: ft.Control, height: int | None = None) -> ft.Control:
    """A list of moves on the table: a foam card, named for the harness and screen
    readers; `height` fixes it for content that scrolls inside."""
    return ft.Semantics(identifier=identifier, container=True, content=ft.Container(
        content, bgcolor=FOAM, padding=8, border_radius=ft.BorderRadius.all(12), height=height))


class Board:
    """A game's board, built by the shell with the session, the act and refresh
    callbacks and the page; it draws the table in `build`."""
    howto = None                       # the game's one-screen How to play (ui.table.learn)
    key_rules: tuple = ()              # the rulebook sections How to play links to
    category_pieces: dict = {}         # a score category -> the pictogram drawn beside it
    category_words: dict = {}          # a score category -> the words said for it
    hint: tuple | None = None          # (move count, action): Hard's pick, lit until a move

    def __init__(self, session, act, refresh, *, page=None, look: Look = PLAIN, alive=None,
                 redraw=None):
        self.session = session
        self.act = act            # act(action): apply through the session (None: undo)
        self.refresh = refresh    # redraw after a change only this board knows of
        self.page = page
        self.look = look
        self.mode, self.col_w, self.height = "portrait", 336, 640
        self._parts: dict = {}    # part name -> (inputs, control) from the last build
        self.stacks_risen = False  # the end's score stacks have grown (drawn flat first)
        # the turn line as the app bar shows it (a phone on its side), or None: the
        # board draws it itself (see in_bar)
        self.bar_line: ft.Control | None = None
        # pieces move only while this board is the one on screen
        # (redraw: a refresh that keeps the notice on screen)
        self.flight = Flight(page, look, refresh=(redraw or refresh) if page is not None else None,
                             alive=alive)

    def part(self, name, inputs, build):
        """The control drawn last time when its inputs are unchanged. Flet skips an
        unchanged object when diffing, so a tap costs only the parts that changed."""
        last = self._parts.get(name)
        if last is not None and last[0] == inputs:
            return last[1]
        control = build()
        self._parts[name] = (inputs, control)
        return control

    def fit_window(self, width: float, height: float | None) -> float:
        """The window's shape for this build: `mode` (portrait, landscape, tablet) and
        `height` kept for the parts that budget room; returns the width inside the
        board's margins, which each game splits into its columns."""
        self.height = height or 640
        self.mode = L.mode_for(width, self.height)
        return min(width, 1100) - 24

    def halves(self, inner: float) -> float:
        """A side's column: the tablet's side column, half of a phone on its side,
        the whole width upright (Seaside and Sandcastles (2015) lay out so)."""
        return {"tablet": L.SIDE_COLUMN, "landscape": (inner - 12) / 2}.get(self.mode, inner)

    @property
    def larger_on_phone(self) -> bool:
        """Larger text on a phone (upright or on its side): where the room is tight and
        words that repeat what is on screen give way first."""
        return self.look.scale > 1 and self.mode != "tablet"

    def in_bar(self, turn_line: ft.Control) -> ft.Control | None:
        """A phone on its side: the turn line goes up into the app bar, on a sand pill in
        the game's title's place, and the table keeps its 312 px for the decision and
        the players (with Larger text, five or six players' draft and four or five
        players' Seaside ran 5-31 px under the window's edge with it on the table).
        Returns what the board draws itself: the line, or None when it is in the bar."""
        if self.mode != "landscape":
            self.bar_line = None
            return turn_line
        self.bar_line = self.part("bar-line", (id(turn_line),), lambda: ft.Container(
            turn_line, bgcolor=SAND, border_radius=ft.BorderRadius.all(24),
            padding=ft.Padding.only(left=10, right=4, top=2, bottom=2)))
        return None

    # ---- the recap: what the others did since a person's last turn -----------------
    def recap_for(self, view) -> list:
        """The recap shown at the top of a person's turn, before they act; never in a
        one-seat game, for a bot, or for a spectator. (The pass cover shows it too.)"""
        s = self.session
        me = s.viewer
        if me is None or me != s.to_move or len(s.seats) == 1 or s.is_bot(me):
            return []
        if s.movers and s.movers[-1] == me:
            return []  # their turn is under way
        return [i for i in self.recap_items(me) if s.movers[i.index] != me]

    def open_recap(self):
        if self.page is None:
            return
        items = self.recap_for(self.session.view())
        details_dialog(self.page, _("Since your turn"),
                       ft.Column([recap_list(items, self.look, title=False)], tight=True,
                                 width=340, scroll=ft.ScrollMode.AUTO), self.look)

    def news_parts(self, view, hops: list, recap_height: int | None = None,
                   earlier: int = 0, as_strip: bool = False) -> list:
        """The last action's pieces moving on a strip; at the top of a person's turn the
        strip says what happened since their last turn and opens the list, which a
        tablet shows in full below it (in a box of its own that scrolls). `recap_height`:
        the room the board has for that box (it scrolls inside when the list is longer;
        without it, a tablet's box is at most the screen's height less 600 px, and
        elsewhere more than four lines scroll in a box of the screen's height less 480
        px). `earlier`: on a tablet with room to spare, the moves before the last one
        (or before the recap's) listed under it, as many as fit in that many px (the
        recap's own height included). `as_strip`: the recap as a phone has it (a strip
        that opens the list) where a tablet's column has no room for the list."""
        s = self.session
        k = len(s.actions)
        items = self.recap_for(view)
        if items and (as_strip or self.mode not in ("tablet", "end")):
            # the same key as the last move's strip it turns into (and back): patched
            # in place, not sent whole, when a person's move follows the recap
            return [self.flight.strip(hops, self.col_w, summary(items), key="news",
                                      on_click=lambda e: self.open_recap(),
                                      label=_("{summary}. Tap to read them").format(
                                          summary=summary(items)),
                                      identifier="recap-open",
                                      bgcolor=HIT if any(i.hit for i in items) else MIST,
                                      mark=ft.Icon(ft.Icons.HISTORY, color=INK,
                                                   size=self.look.size(18)), serial=k)]
        mover = s.movers[-1] if s.movers else None
        mark = (who_mark(mover >= 0 and s.is_bot(mover), self.look)
                if mover is not None else None)
        # a piece taken from the viewer is marked as it happens, as in the recap
        out = [self.flight.strip(hops, self.col_w, s.log[-1] if s.log else "", key="news",
                                 mark=mark, serial=k,
                                 bgcolor=HIT if any(h.hit for h in hops) else MIST)]
        if len(items) == 1 and items[0].index == k - 1:
            # one move since your turn, the last one: the strip above says it (listed
            # under it as well, a tablet showed the same move twice)
            items = []
        if items:
            natural = recap_lines_height(items, self.look, self.col_w)
            if recap_height is not None:
                tall = recap_height if natural > recap_height else None
            elif self.mode == "tablet":
                # under the decision in a tablet's left column: in the browser matrix
                # at 768 px high the box started 517-573 px down and its fourth line
                # ran under the window's edge, to be reached only by scrolling the page
                cap = max(120, int(self.height or 768) - 600)
                tall = cap if natural > cap else None
            else:
                tall = max(160, (self.height or 768) - 480) if len(items) > 4 else None
            # a few lines take their own height; more scroll in a box of `tall` px
            out.append(self.part("recap", (k, tall), lambda: recap_box(
                "recap", ft.Column([recap_list(items, self.look)], scroll=ft.ScrollMode.AUTO,
                                   tight=True), tall)))
            earlier -= (tall or natural) + L.GAP
        if earlier > 0:
            # the moves before (before the recap's, or before the last one)
            first = items[0].index if items else len(s.movers) - 1
            before = latest_that_fit(self.earlier_items(12, first), self.col_w, earlier,
                                     self.look)
            if before:
                out.append(self.part("earlier", (k, len(before)), lambda: recap_box(
                    "earlier", recap_list(before, self.look, heading=_("Earlier moves")))))
        return out

    @staticmethod
    def stacked(parts: list):
        parts = [p for p in parts if p is not None]
        return parts[0] if len(parts) == 1 else L.column(parts)

    # ---- the decision's frame ------------------------------------------------------
    def waiting(self, mover: int, names, doing: str | None = None) -> ft.Control:
        """Another seat decides: who, and nothing of anyone's hand (bots included).
        `doing`: the sentence, translated, with {who} where the name goes
        (`_("{who} is thinking\u2026")`; default "{who} is playing\u2026"). Text without
        {who} is put after the name, as before."""
        bot = self.session.is_bot(mover)
        if self.session.needs_cover() == mover:
            # the last move landing before the cover: the device goes to them next
            doing = _("{who} plays next: pass the device")
        elif doing is None:
            doing = _("{who} is playing\u2026")
        name = who(names[mover], bot)
        said = doing.format(who=name) if "{who}" in doing else f"{name} {doing}"
        row = ft.Row([who_mark(bot, self.look),
                      text(said, self.look, expand=True)],
                     spacing=6)
        return ft.Semantics(identifier="waiting", container=True, content=box(row))

    def undo(self) -> list:
        """The Undo button while the last move may be taken back."""
        if not self.session.can_undo():
            return []
        return [icon_tap(_("Undo"), ft.Icons.UNDO, lambda e: self.act(None), key="undo")]

    def frame(self, head: list, body: list, *, padding: int = 8,
              framed: bool = True) -> ft.Control:
        """The decision at hand: its prompt row (`head`: the prompt, its buttons,
        Undo) over its choices, framed as the thing to do now."""
        row = ft.Row(head, spacing=2, vertical_alignment=ft.CrossAxisAlignment.CENTER)
        column = ft.Column([row] + body, spacing=6, tight=True,
                           horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
        panel = box(column, bgcolor=PAPER, border=SEA_DEEP, padding=padding) if framed else column
        return ft.Semantics(identifier="decision", container=True, content=panel)

    def suggest(self, action) -> None:
        """Hint: light `action` on the board (for this decision only)."""
        self.hint = (len(self.session.actions), tuple(action))

    def hinted(self, action) -> bool:
        return self.hint == (len(self.session.actions), tuple(action))

    def light(self, control: ft.Control, action) -> ft.Control:
        """A choice framed in amber when it is Hard's pick; its label says so too."""
        if not self.hinted(action):
            return control
        if isinstance(control, ft.Semantics) and control.label:
            control.label = _("{label} (Hard's pick)").format(label=control.label)
        return ft.Container(control, border=ft.Border.all(3, HINT_FRAME), padding=2,
                            border_radius=ft.BorderRadius.all(14), expand=control.expand)

    @staticmethod
    def setup_choices(players: int) -> list:
        """The new-game form's options for this many players:
        [(option key, title, [(value, label)], default)]."""
        return []

    def build(self, width: float, height: float | None = None) -> ft.Control:
        raise NotImplementedError

    def recap_items(self, seat: int) -> list:
        """What the others did since `seat` last acted (ui.table.recap.RecapItem)."""
        return []

    def earlier_items(self, count: int, before: int) -> list:
        """Up to `count` moves before the move at index `before`, oldest first
        (RecapItem; public facts only)."""
        return []

    def news(self, view):
        """The last action, its pieces moving; None before the first."""
        return None

    def end_news(self, width: float):
        """The last action's pieces on the end screen (the Sea going to the most
        Waves, the last castle to its bank), drawn the screen's whole width."""
        self.mode, self.col_w = "end", min(width, 1100) - 24
        news = self.news(self.session.game.observe(self.session.state, None))
        if news is not None:
            self.flight.start()
        return news

    def end_parts(self, result: dict, width: float = 360, height: float = 640) -> list:
        """The end screen's scores: every player's stack rising, then the ranking with
        each category's picture. The stacks are drawn flat once, then risen (the end
        screen's next drawing, a moment later: the second half of the animation)."""
        s = self.session
        names = s.state["names"]
        bots = [s.is_bot(q) for q in range(len(names))]
        risen = self.stacks_risen or not self.look.motion
        if not risen:
            def rise():
                self.stacks_risen = True
                return True
            self.flight.later(rise)
        stacks = score_stacks(result, names, bots, self.category_pieces, self.look,
                              width=width, height=height, risen=risen,
                              category_words=self.category_words)
        return [stacks, ranking(result, names, bots, self.category_pieces, self.look,
                                self.category_words)]
