"""Sandcastles (tile draft)'s board, made of the table kit (ui/table): the round and the
active player's stack, the face-up tile and who it is offered to, the castle of the
person deciding (large, its legal cells lit) and a row (phone) or a castle (tablet) for
every other player, each with a live score estimate. Everything on this table is
public (core's observe is the same for every seat); the order of the stack is never
drawn, only its count. Every "may I?" comes from core's legal actions."""
from __future__ import annotations

import re

import flet as ft

from core.i18n import N_, _, ngettext, pgettext
from core.sandcastles_draft.components import ROUNDS
from core.sandcastles_draft.scoring import CATEGORIES, window_row_points
from ui.sandcastles_draft.tiles import (castle, legend, score_sign, tile_chip, tile_data,
                                       tile_face, tile_words)
from ui.table import layout as L
from ui.table.board import Board
from ui.table.learn import HowTo, hint
from ui.table.motion import Hop
from ui.table.pictogram import Piece, register
from ui.table.recap import RecapItem, recap_lines_height, since_last_turn
from ui.table.rows import details_dialog, player_card, player_card_body, who, who_mark
from ui.table.style import FOAM, GOLD, INK, MIST, PAPER, SEA_DEEP, box, text
from ui.table.controls import icon_tap, tap

# piece names are keys of the table kit's pictograms, marked here, translated where shown
register(
    Piece(N_("Sand tile"), "castle", "#8A5A00", round=False),
    Piece(N_("Sky tile"), "cloud", "#1565C0", round=False),
)
# marked here, translated where the table kit shows them
HOWTO = HowTo(
    game=N_("Sandcastles (tile draft)"),
    goal=N_("Build the best 5x5 sandcastle in 15 rounds: windows, starfish pairs, items, birds "
            "and sky tiles score at the end."),
    steps=(N_("Each round the active player's stack is revealed one tile at a time. The tile "
              "is offered to them first: keep it or pass it left."),
           N_("Whoever keeps a tile places it at once: sand tiles on the bottom row or on sand, "
              "sky tiles in the top row (the lit cells are where it may go)."),
           N_("Everyone keeps one tile a round; the last player must keep what reaches them.")),
    end=N_("After 15 rounds the sky tiles drop onto the highest sand and every castle is "
           "scored; ties go to top-row sky tiles, then windows, then an extra draft."),
    pieces=((N_("Sand tile"), N_("Rests on the bottom row or on sand.")),
            (N_("Sky tile"), N_("Top row; drops onto the sand at the end."))),
)
KEY_RULES = ("Game Overview", "How to Play", "Scoring", "Winning the Game")
TABLET_BAR = 56          # the app bar's height on a tablet
OWN_DECISION_ROOM = 130  # the left column's tallest decision on a tablet (a sky tile's)
NEWS_STRIP = 64          # the last move's strip
EARLIER_ROOM = 64        # the least room worth listing the moves before it in
SIDE_CASTLE_W = 260      # a phone's castle of 48 px cells in its box, and the gap beside it
SIDE_ASIDE_MIN = 76      # the least width beside it for the name, the score and Keep/Pass


class SandcastlesDraftBoard(Board):
    """Holds only the controls it drew last (so a tap sends only what changed) and
    whether the end-of-game drop has been shown."""
    howto = HOWTO
    key_rules = KEY_RULES
    category_pieces: dict = {}
    category_words: dict = {}

    def __init__(self, session, act, refresh, **kw):
        super().__init__(session, act, refresh, **kw)
        self.dropped_shown = False   # the end screen's sky tiles have fallen
        self._cells: dict = {}       # castle cells drawn, by what they show
        self.grown = self.growing_for = None   # the move whose placed tile has grown
        self._result = None          # (number of moves, core's result) for the estimates

    def result(self) -> dict:
        """Core's result for the position (a score estimate mid-game), once per move."""
        k = len(self.session.actions)
        if self._result is None or self._result[0] != k:
            self._result = (k, self.session.result())
        return self._result[1]

    # ---- whole board ---------------------------------------------------------
    def build(self, width: float, height: float | None = None) -> ft.Control:
        s = self.session
        view = s.view()
        inner = self.fit_window(width, height)
        mode, height = self.mode, self.height
        n = view["players"]
        mover = s.to_move
        # the castle drawn large: with one person at the table, theirs; else the castle of
        # whoever decides (the person who uncovered, or the bot being watched). Never
        # chosen by whose eyes the board is drawn for: everything here is public, and the
        # same position draws the same castles for everyone.
        humans = s.humans
        focus = humans[0] if len(humans) == 1 else (
            mover if mover is not None else view["active"])
        order = [(focus + i) % n for i in range(n)]
        others = order[1:]
        self.col_w = {"tablet": L.SIDE_COLUMN, "landscape": inner - 5 * 48 - 8 - 12 - 16}.get(
            mode, inner)
        header = self.in_bar(self.header(view))
        shared = self.shared(view)
        # the offer's third line: who kept a tile this round
        kept_line = view["phase"] == "draft" and any(k is not None for k in view["kept"])
        if mode == "tablet":
            # below the app bar and the screen's padding
            room = height - TABLET_BAR - 20
            left = L.column([header, shared, self.mine(view, focus, self.own_cell(room), "full"),
                             self.decision(view, focus)])
            right = self.castles(view, others, inner - L.SIDE_COLUMN - 12, room)
            board = ft.Row([ft.Container(left, width=L.SIDE_COLUMN),
                            ft.Container(right, expand=True)],
                           spacing=L.GAP * 2, vertical_alignment=ft.CrossAxisAlignment.START,
                           key="draft-tablet")
        elif mode == "landscape":
            # everyone's row here (the viewer's too: its score), the castle beside
            # one line of rows up to four players; the news only beside the small
            # keep-or-pass decision (a phone on its side has 312 px below the bar)
            per_row = n if n <= 4 else 3
            small = s.game.decision_kind(s.state) == "keep_or_pass"
            # (not when the offer says who kept a tile this round: its third line put the
            # players' row 5 px under the window's edge; nor beside your own decision
            # with Larger text: 41 px under it; the pass cover lists the moves)
            left = L.column([header, shared, self.decision(view, focus)]
                            + ([self.news(view)] if n <= 3 and small and not kept_line
                               and not (self.look.scale > 1 and mover == s.viewer)
                               else [])
                            + [self.rows(view, order, per_row)])
            board = ft.Row([ft.Container(left, expand=True),
                            self.mine(view, focus, 48, "bare")],
                           spacing=L.GAP * 2, vertical_alignment=ft.CrossAxisAlignment.START,
                           key="draft-landscape")
        else:
            per_row = 3 if len(others) > 2 else max(1, len(others))
            # with Larger text from five players the last move's strip gives way to the
            # castle (its last row ran under the window's edge; the pass cover lists
            # what happened since your turn, and Scores the rest)
            # (and with the default text when the offer has its third line: a sky tile's
            # choice stood 5 px under the edge)
            # (and with Larger text beside your own decision at any count: a sky tile's
            # replace-or-discard ran 53-64 px under the edge with it, two to six players)
            # (and on a phone narrower than 360 px, where the castle goes over its
            # decision: the height is the castle's)
            narrow = self.col_w < SIDE_CASTLE_W + SIDE_ASIDE_MIN
            news = None if (n >= 5 and (self.look.scale > 1 or kept_line)
                            or self.look.scale > 1 and mover == s.viewer
                            or narrow) else self.news(view)
            rows = self.rows(view, others, per_row)
            cell = self.tall_cell(len(others), per_row, news is not None, kept_line)
            if not cell and narrow:
                # beside 48 px cells the name, the score and Keep/Pass got 36 px at
                # 320x568 (their words cut): the castle across the width with the
                # decision over it, the other players' cards under it (what does not
                # fit is reached by scrolling, the decision and your castle first)
                cell = int(min(48, (self.col_w - 12 - 10) / 5))
                board = L.column([header, shared, self.decision(view, focus),
                                  self.mine(view, focus, cell, "full"), rows],
                                 key="draft-portrait")
            else:
                yours = ([self.mine(view, focus, cell, "full"), self.decision(view, focus)]
                         if cell else [self.mine(view, focus, 48, "side")])
                board = L.column([header, shared, news, rows] + yours, key="draft-portrait")
        self.flight.start()
        return board

    # ---- the round -------------------------------------------------------------
    def status_words(self, view) -> str:
        s = self.session
        names = view["names"]
        mover = s.to_move
        if mover is None:
            return _("The game is over")
        head = self.round_words(view)
        who_ = who(names[mover], s.is_bot(mover))
        if view["placer"] is not None:
            return _("{round}, {active} is the active player; {who} to place a tile").format(
                round=head, active=names[view["active"]], who=who_)
        return _("{round}, {active} is the active player; {who} to keep or pass").format(
            round=head, active=names[view["active"]], who=who_)

    @staticmethod
    def round_words(view) -> str:
        """"Round 3 of 15", or the tie-break draft."""
        if view["phase"] == "draft":
            return _("Round {round} of {rounds}").format(round=view["round"], rounds=ROUNDS)
        return _("Tie-break draft")

    def header(self, view) -> ft.Control:
        """The round and who is active; its spoken words also say who decides what.
        The row is kept while the round and the active player stay (a tap changes only
        who decides: the label)."""
        look = self.look
        s = self.session
        title = self.round_words(view)
        active = view["active"]
        row_inputs = (title, view["names"][active], s.is_bot(active))
        row = self.part("header-row", row_inputs, lambda: ft.Row(
            [text(title, look, bold=True, size=16),
             who_mark(s.is_bot(active), look),
             text(_("{who} is active").format(who=view["names"][active]), look,
                  one_line=True, expand=True)],
            spacing=6, vertical_alignment=ft.CrossAxisAlignment.CENTER))
        label = self.status_words(view)
        return self.part("header", (label, row_inputs), lambda: ft.Semantics(
            label=label, identifier="status", container=True, content=row,
            exclude_semantics=True))

    def candidates(self, view) -> list:
        """Who may still take the face-up tile, in offering order (core's rule, read
        from the public view: from the active player leftwards, skipping keepers)."""
        n = view["players"]
        return [(view["active"] + i) % n for i in range(n)
                if view["drafting"][(view["active"] + i) % n]
                and view["kept"][(view["active"] + i) % n] is None]

    def shared(self, view) -> ft.Control:
        """The active player's stack (a count: its order is never shown), the face-up
        tile, who it is offered to and who comes after, who kept a tile this round.
        Each of the three is kept while what it draws stays (passing the tile changes
        only the words beside it)."""
        look = self.look
        names = view["names"]
        offer, to = view["offer"], view["offer_to"]
        # a phone on its side: 52 px (the column under it holds the decision, the
        # last move and the players' cards in 312 px)
        face_px = 52 if self.mode == "landscape" else 64
        # (a picture, not words: 52 px with Larger text too; at 65 the offer's box was
        # 25 px taller, and five players' cards ran under the window's edge)
        face_size = face_px if self.mode == "landscape" else look.size(face_px)
        left = view["hand_count"]
        stack_inputs = (names[view["active"]], left)
        stack = self.part("stack", stack_inputs, lambda: ft.Semantics(
            label=ngettext("{who}'s stack: {n} face-down tile left",
                           "{who}'s stack: {n} face-down tiles left", left).format(
                who=names[view["active"]], n=left), identifier="stack",
            exclude_semantics=True, container=True,
            content=ft.Column([ft.Icon(ft.Icons.LAYERS, color=INK, size=look.size(22)),
                               # Translators: tiles left in the stack, under its icon
                               text(pgettext("tile draft stack", "{n} left").format(n=left), look, bold=True)],
                              spacing=0, tight=True,
                              horizontal_alignment=ft.CrossAxisAlignment.CENTER)))
        words = []     # the lines beside the tile, as they read
        if offer is not None:
            cands = self.candidates(view)
            after = cands[cands.index(to) + 1:] if to in cands else []
            face_inputs = (offer, names[to], face_px)
            # tile_chip's picture kept while the tile stays (passed on: a new label)
            picture = self.part("offer-picture", (offer, face_px),
                                lambda: tile_face(offer, face_size, look))
            face = self.part("offer-face", face_inputs, lambda: ft.Semantics(
                label=_("Face-up tile offered to {who}: {tile}").format(
                    who=names[to], tile=tile_words(offer)),
                exclude_semantics=True, container=True, key=f"offer-{offer}", content=picture))
            words.append((_("Offered to {who}").format(who=names[to]), True))
            if after:
                then = (_("then {who} (must keep it)") if len(after) == 1
                        else _("then {who}")).format(who=names[after[0]])
                words.append((then, False))
            else:
                words.append((_("the last player: must keep it"), False))
        elif view["placer"] is not None and view.get("placing") is not None:
            # the kept tile on its way to a castle stands where the offer stood (an
            # empty frame there read as a picture missing)
            placing, placer = view["placing"], names[view["placer"]]
            face_inputs = ("placing", placing, placer, face_px)
            picture = self.part("offer-picture", (placing, face_px),
                                lambda: tile_face(placing, face_size, look))
            face = self.part("offer-face", face_inputs, lambda: ft.Semantics(
                label=_("{who} places the kept tile: {tile}").format(
                    who=placer, tile=tile_words(placing)),
                exclude_semantics=True, container=True, key=f"offer-{placing}",
                content=picture))
            words.append((_("{who} places the kept tile").format(who=placer), False))
        else:
            face_inputs = (None, face_px)
            face = self.part("offer-face", face_inputs, lambda: ft.Container(
                width=face_size, height=face_size,
                border=ft.Border.all(1, "#B0A080"), border_radius=ft.BorderRadius.all(6)))
            if view["placer"] is not None:
                words.append((_("{who} places the kept tile").format(
                    who=names[view["placer"]]), False))
            else:
                words.append((_("No tile on offer"), False))
        kept = [names[q] for q in range(view["players"]) if view["kept"][q] is not None]
        # (with Larger text on a phone the players' cards alone say it, by their marks:
        # on its side the line held the players' rows 11-55 px under the window's edge,
        # upright a sky tile's Discard 53 px)
        if kept and view["phase"] == "draft" and not self.larger_on_phone:
            words.append((_("Kept: {names}").format(names=", ".join(kept)), False))
        words = tuple(words)
        # a phone upright has a tile's height beside the picture for three lines: with
        # one or two lines of words the last may wrap onto what is left ("Ana places
        # the k…" with Larger text at 360 px); on its side the picture stands 52 px
        wrap = 4 - len(words) if self.mode == "portrait" and len(words) <= 2 else 1

        def line(i, words_, bold):
            shown = text(words_, look, bold=bold, one_line=True)
            if i == len(words) - 1 and wrap > 1:
                shown.max_lines, shown.no_wrap = wrap, None
            return shown
        lines = self.part("offer-lines", (words, wrap), lambda: ft.Column(
            [line(i, w, bold) for i, (w, bold) in enumerate(words)],
            spacing=0, tight=True, expand=True))
        return self.part("shared", (stack_inputs, face_inputs, words), lambda: ft.Semantics(
            identifier="offer", container=True,
            content=box(ft.Row([stack, face, lines], spacing=8,
                               vertical_alignment=ft.CrossAxisAlignment.CENTER),
                        bgcolor=MIST, padding=6)))

    # ---- castles ---------------------------------------------------------------
    def mine(self, view, q, cell: int, style: str) -> ft.Control:
        """The castle of the person deciding (or watched), large. `style`: "side" (a
        phone upright: name, score and the decision beside the castle), "bare" (a phone
        on its side: the castle under a one-line name; the score is in the player rows)
        or "full" (a tablet: name and score above)."""
        s = self.session
        look = self.look
        names = view["names"]
        res = self.result()
        deciding = self.placing_here(view, q)
        lit, replace, fresh = {}, {}, self.fresh_cell(view, q)
        if deciding:
            for a in s.legal_actions():
                if a[0] == "place":
                    lit[a[1] * 5 + a[2]] = (lambda e, a=a: self.act(a))
                elif a[0] == "replace":
                    replace[a[1]] = (lambda e, a=a: self.act(a))
        grid = view["grids"][q]
        tiles = sum(1 for t in grid if t) - 1
        you = q == self.session.viewer and len(s.humans) > 1

        def name_row(*after):
            return ft.Row([who_mark(s.is_bot(q), look),
                           text(_("{who} (you)").format(who=names[q]) if you else names[q],
                                look, bold=True, one_line=True, expand=True), *after],
                          spacing=4, vertical_alignment=ft.CrossAxisAlignment.CENTER)
        grid_control = self.part(
            f"castle-{q}-{cell}", (tuple(grid), tuple(sorted(lit)), tuple(sorted(replace)),
                                   fresh, repr(view["extra"][q]), self.growing(fresh)),
            lambda: castle(grid, cell, look, lit=lit, replace=replace, fresh=fresh,
                           extra=view["extra"][q], prefix="cell", cache=self._cells,
                           growing=self.growing(fresh)))
        label = ngettext("{who}'s castle: {n} tile placed, score so far {score}",
                         "{who}'s castle: {n} tiles placed, score so far {score}", tiles).format(
            who=who(names[q], s.is_bot(q)), n=tiles, score=res["scores"][q])
        current = q == s.to_move
        # the name, the score and the decision are each kept while what they draw stays
        # (the board's parts): a tap redraws the frame and what it changed
        if style == "side":
            # the column beside the castle is narrow: the name may take two lines there
            # ("Player / 1" rather than "Play..."); the box's frame says whose it is
            # (one with Larger text: the tie-break's Right ran under a 360x640 window)
            # (and the person or bot mark gives the name its room: beside it six
            # players' "Dmitri" read "D…"; the turn line over the table has the mark)
            lines = 1 if look.scale > 1 else 2
            mark = [] if look.scale > 1 else [who_mark(s.is_bot(q), look)]
            short = self.part(f"mine-name-{q}-side", (names[q], s.is_bot(q)), lambda: ft.Row(
                mark + [
                 ft.Container(ft.Text(names[q], size=look.size(14), color=INK, max_lines=lines,
                                      weight=ft.FontWeight.BOLD,
                                      overflow=ft.TextOverflow.ELLIPSIS), expand=True)],
                spacing=2, vertical_alignment=ft.CrossAxisAlignment.START))
            aside = ft.Column([short,
                               self.score_button(view, q, res),
                               self.decision(view, q, narrow=True)], spacing=6, tight=True,
                              expand=True, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
            body = ft.Row([grid_control, aside], spacing=4,
                          vertical_alignment=ft.CrossAxisAlignment.START)
        elif style == "bare":
            name = self.part(f"mine-name-{q}-bare", (names[q], you, s.is_bot(q)), name_row)
            body = ft.Column([name, grid_control], spacing=2, tight=True)
        else:
            name = self.part(f"mine-name-{q}-full", (names[q], you, s.is_bot(q),
                                                     res["scores"][q]),
                             lambda: name_row(self.score_button(view, q, res)))
            # (a tall phone's castle, narrower than the screen, stands in its middle)
            body = ft.Column([name, grid_control], spacing=4, tight=True,
                             horizontal_alignment=ft.CrossAxisAlignment.CENTER
                             if self.mode == "portrait" else ft.CrossAxisAlignment.START)
        return ft.Semantics(label=label, identifier=f"mine-{q}", container=True, content=box(
            body, bgcolor=PAPER if current else FOAM, border=SEA_DEEP if current else None,
            padding=4))

    def score_button(self, view, q, res) -> ft.Control:
        score = res["scores"][q]
        return self.part(f"score-{q}-{self.mode}", (score, view["names"][q]), lambda: tap(
            _("{who}: score so far {score}, tap for each category").format(
                who=view["names"][q], score=score),
            lambda e, q=q: self.open_castle(q), key=f"score-{q}",
            text=ngettext("{n} pt", "{n} pts", score).format(n=score), padding=8))

    def placing_here(self, view, q) -> bool:
        s = self.session
        return (view["placer"] == q and s.to_move == q and q == self.session.viewer
                and not s.is_bot(q) and bool(s.legal_actions()))

    def growing(self, fresh) -> bool:
        """Whether the tile just placed is still to grow to its place (once per move:
        drawn small now, full size a moment later)."""
        k = len(self.session.actions)
        if fresh is None or not self.look.motion or self.grown == k:
            return False
        if self.growing_for != k:
            self.growing_for = k
            self.flight.later(lambda: self.grow(k))
        return True

    def grow(self, k) -> bool:
        if len(self.session.actions) != k:
            return False
        self.grown = k
        return True

    def fresh_cell(self, view, q):
        """The cell of `q`'s castle the last action filled (it pops in)."""
        s = self.session
        if not s.actions or s.movers[-1] != q:
            return None
        a = s.actions[-1]
        if a[0] == "place":
            return a[1] * 5 + a[2]
        if a[0] == "replace":
            return a[1]
        return None

    def rows(self, view, seats, per_row) -> ft.Control:
        """A compact card per other player: name, score so far, tiles placed, kept."""
        if not seats:
            return None
        res = self.result()
        # four cards in a row on a phone on its side: about 80 px each
        narrow = self.mode == "landscape" and per_row >= 4
        # three cards to a row on a phone with Larger text: the tiles placed leave the
        # card (they wrapped it onto a third line; everyone places one a round, so they
        # differ by one at most; the details have them), the score stays
        tally = not (self.look.scale > 1 and self.mode != "tablet" and per_row >= 3)
        # (and where a name beside the mark and the kept check would not fit its card:
        # the new-game form's "Player 2" read "Play…" three to a row on a phone on its
        # side; the mark then opens the second line, the name has the first)
        if tally and not narrow and self.mode != "tablet" and per_row >= 3:
            look = self.look
            card = (self.col_w - (per_row - 1) * L.GAP) / per_row - 12
            longest = max(len(view["names"][q]) for q in seats)
            tally = look.size(8.5) * longest + 2 * (look.size(16) + 4) <= card
        cards = [self.row(view, q, res, narrow, tally) for q in seats]
        return L.grid(cards, per_row) if per_row > 1 else L.column(cards)

    def row(self, view, q, res, narrow: bool = False, tally: bool = True) -> ft.Control:
        """A player's card; its lines are kept while they stay (a tap that only
        changes who is current redraws the card's frame), the whole card while nothing
        it shows changes."""
        look = self.look
        s = self.session
        name, bot = view["names"][q], s.is_bot(q)
        tiles = sum(1 for t in view["grids"][q] if t) - 1
        flagged = view["kept"][q] is not None and view["phase"] == "draft"
        kept = view["kept"][q] is not None
        score = res["scores"][q]
        # the name says who and the score: on a phone on its side three or four cards
        # stand in a row at the bottom of the screen (rows.player_card's `brief`)
        brief = (_("score so far {score}, kept a tile") if kept
                 else _("score so far {score}")).format(score=score)
        drawn = (name, bot, tiles, score, flagged, brief, narrow)

        shown = tiles if tally else None      # (rows: the count left out of narrow cards)
        drawn = drawn + (shown,)

        def body():
            items = [text(ngettext("{n} pt", "{n} pts", score).format(n=score), look, bold=True)]
            flags = ()
            if flagged:
                flags = (ft.Icon(ft.Icons.CHECK_CIRCLE, color=SEA_DEEP, size=look.size(16),
                                 tooltip=_("kept a tile this round")),)
            # (and the mark under the name where the count left the card: with Larger
            # text three to a row, a name beside the mark and the kept check read "D…")
            return player_card_body(name, bot=bot, count=shown, items=items, look=look,
                                    flags=flags, brief=brief, mark_below=narrow or not tally)
        lines = self.part(f"row-lines-{q}", drawn, body)
        current = s.to_move == q
        return self.part(f"row-{q}", (drawn, current), lambda: player_card(
            name, bot=bot, count=tiles, count_label=_("tiles placed"), items=[],
            spoken=(_("score so far {score}, kept a tile this round") if kept
                    else _("score so far {score}")).format(score=score),
            brief=brief, current=current, on_open=lambda e, q=q: self.open_castle(q),
            key=f"player-{q}", look=look, body=lines))

    def own_cell(self, room: float) -> int:
        """A tablet: the cell of the castle drawn large in the left column, as large as
        the column's width and height let it be beside the header, the offer and the
        tallest decision (at 1024x768, 66 px; never under 48)."""
        # the header, the offer, the castle's frame and name row, the tallest decision
        # (a sky tile's replace-or-discard with its hint) and the gaps between them
        fixed = self.look.size(24 + 76 + 48 + OWN_DECISION_ROOM) + 24 + 3 * L.GAP
        by_height = (room - fixed) / 5 - 2
        by_width = (L.SIDE_COLUMN - 4 - 8 - 4 * 2) / 5
        return int(max(48, min(by_height, by_width, 70)))

    def tall_cell(self, others: int, per_row: int, news: bool, kept_line: bool) -> int:
        """A tall phone upright (740 px and up: 390x844, 412x915): the cell of your
        castle drawn across the whole width, its name and score over it and the decision
        under it (as on a tablet's left column), where that draws it at least 52 px;
        else 0: beside the castle's 48 px cells, as on every phone (at 390x844 a third
        of the screen stayed bare sand under them)."""
        if self.mode != "portrait" or self.height < L.TALL_PHONE:
            return 0
        look = self.look
        rows = -(-others // per_row) if others else 0
        # the app bar and the screen's padding; the turn line, the offer, the castle's
        # name row and the tallest decision (a sky tile's); the offer's third line, the
        # last move's strip, the rows of cards; the gaps, the castle's box and 16 spare
        used = (56 + 20 + look.size(24 + 76 + 48 + OWN_DECISION_ROOM)
                + (look.size(20) if kept_line else 0)
                + (look.size(NEWS_STRIP) if news else 0)
                + rows * look.size(56) + 6 * L.GAP + 12 + 16)
        by_height = (self.height - used) / 5 - 2
        by_width = (self.col_w - 12 - 5 * 2) / 5
        cell = int(min(by_height, by_width, 70))
        return cell if cell >= 52 else 0

    def castles(self, view, seats, width: float, room: float) -> ft.Control:
        """A tablet's right side: every other player's castle, sized to fit them all at
        once and fill the side, and the last move with the "since your turn" recap (in
        the grid's free place when there is one, else under the castles), so the left
        column keeps to the decision and never cuts the recap off."""
        k = len(seats)

        def cell_in(per_row, reserve=0):
            """The castles' cell, `per_row` castles a row: their share of the width, and
            of the height less `reserve` px kept under them (before the least size)."""
            rows = max(1, -(-k // per_row))
            return min(((width - (per_row - 1) * L.GAP) / per_row - 16) / 5 - 2,
                       ((room - reserve - (rows - 1) * L.GAP) / rows - 74) / 5 - 2, 120)

        # as many castles a row as draws them about as large as they can be (within a
        # tenth: more a row leave the news room under them): two or three on a wide
        # tablet (up to four others two a row, as before), one or two on a tall one
        # (upright, three a row cut five players' castles at their right edge; one a
        # row, a hair larger, ran four others' news under the window's edge)
        counts = range(1, min(k, 3) + 1)
        best = max((cell_in(r) for r in counts), default=0)
        per_row = max((r for r in counts if cell_in(r) >= 0.9 * best), default=1)
        # a narrow area (two a row upright) leaves out the tiles placed from its header
        # line, which its castle shows and its spoken name says: with Larger text the
        # count and the score left the name no room at all
        narrow = (width - (per_row - 1) * L.GAP) / per_row < L.NARROW_AREA
        rows = max(1, -(-k // per_row))
        free = per_row * rows - k          # a place in the grid's last row for the news
        items = self.recap_for(view)
        recap_h = min(recap_lines_height(items, self.look, width), 360) if items else 0
        strip = self.look.size(NEWS_STRIP)
        news_h = strip + (L.GAP + recap_h if items else 0)

        def cell_for(reserve):
            return int(max(24, cell_in(per_row, reserve)))

        def grid_h(cell):
            return rows * (74 + 5 * (cell + 2)) + (rows - 1) * L.GAP

        # the castles grow with the window until they fill it; the news goes under them
        # when they leave room (they fill the width first), else in the grid's free
        # place, else under them with the castles a little smaller
        cell = cell_for(0)
        under = room - grid_h(cell) - L.GAP >= strip + L.GAP + EARLIER_ROOM
        if not under and not free:
            cell = cell_for(news_h + L.GAP)
            under = True
        if under:
            self.col_w = width
            space = room - grid_h(cell) - L.GAP
        else:
            self.col_w = (width - (per_row - 1) * L.GAP) / per_row
            space = 74 + 5 * (cell + 2)
        space -= strip + L.GAP             # the room under the last move's strip
        news = None
        if self.session.actions:
            news = self.stacked(self.news_parts(
                view, self.hops(), recap_height=int(max(96, space)), earlier=int(space)))
        res = self.result()
        areas = [self.area(view, q, cell, res, narrow) for q in seats]
        if not under and news is not None:
            return L.grid(areas + [news], per_row)
        return L.column([L.grid(areas, per_row) if areas else None, news])

    def area(self, view, q, cell, res, narrow: bool = False) -> ft.Control:
        """Another player's castle on a tablet, under a line with their name, tiles
        placed and score (`narrow`: without the tiles placed). The line and the castle
        are each kept while what they draw stays; the frame says who is current."""
        look = self.look
        s = self.session
        name_, bot = view["names"][q], s.is_bot(q)
        grid = view["grids"][q]
        tiles = sum(1 for t in grid if t) - 1
        current = s.to_move == q
        kept = view["kept"][q] is not None and view["phase"] == "draft"
        score = res["scores"][q]
        head_inputs = (name_, bot, tiles, kept, score, narrow)
        head = self.part(f"area-head-{q}", head_inputs, lambda: ft.Row(
            [who_mark(bot, look),
             text(name_, look, bold=True, one_line=True, expand=True)]
            # the count as the cards show it (an icon, not a word): room for
            # the name beside the score
            + ([] if narrow else [ft.Icon(ft.Icons.LAYERS, color=INK, size=look.size(16),
                                          tooltip=_("tiles placed")),
                                  text(str(tiles), look, bold=True)])
            + ([ft.Icon(ft.Icons.CHECK_CIRCLE, color=SEA_DEEP, size=look.size(16))]
               if kept else []) + [self.score_button(view, q, res)],
            spacing=4, vertical_alignment=ft.CrossAxisAlignment.CENTER))
        fresh = self.fresh_cell(view, q)
        grown = self.growing(fresh)
        castle_inputs = (tuple(grid), cell, repr(view["extra"][q]), fresh, grown)
        grid_control = self.part(f"area-castle-{q}", castle_inputs, lambda: castle(
            grid, cell, look, extra=view["extra"][q], prefix=f"c{q}", fresh=fresh,
            cache=self._cells, growing=grown))
        who_ = who(name_, bot)
        if current:
            who_ = _("{who}, to play").format(who=who_)
        if kept:
            label = ngettext("{who}: {n} tile placed, score so far {score}, kept a tile this round",
                             "{who}: {n} tiles placed, score so far {score}, kept a tile this round",
                             tiles)
        else:
            label = ngettext("{who}: {n} tile placed, score so far {score}",
                             "{who}: {n} tiles placed, score so far {score}", tiles)
        label = label.format(who=who_, n=tiles, score=score)
        return self.part(f"area-{q}", (label, current, head_inputs, castle_inputs),
                         lambda: ft.Semantics(
                             label=label, identifier=f"area-{q}", container=True, content=box(
                                 ft.Column([head, grid_control], spacing=4, tight=True),
                                 bgcolor=PAPER if current else FOAM,
                                 border=SEA_DEEP if current else None, padding=6)))

    def breakdown_lines(self, res, q, prefix="line") -> list:
        """A score line each: its picture, what was counted (the words of the rulebook's
        category, its count), its points at the right. The window line names the rows of windows that score."""
        look = self.look
        out = []
        for i, (label, points) in enumerate(res["breakdown"][q]):
            category = CATEGORIES[i] if i < len(CATEGORIES) else ""
            words_ = label
            spoken = _("{label}: {points}").format(label=label, points=points)
            if category == "windows" and res.get("window_rows"):
                rows = res["window_rows"][q]
                scoring = [(k, w) for k, w in enumerate(rows) if window_row_points(w)]
                # every castle row has an upper and a lower row of windows; castle rows
                # count from the bottom (row 1) to the top (row 5), as the rulebook does
                words_ = (_("Windows: {rows}").format(rows=", ".join(
                    (_("row {row} upper {n}") if k % 2 == 0 else _("row {row} lower {n}")).format(
                        row=5 - k // 2, n=w)
                    for k, w in scoring)) if scoring else _("Windows: no row of 5 or more"))
                spoken = ngettext("{words}; {n} point", "{words}; {n} points", points).format(
                    words=words_, n=points)
            # a line that scores nothing: its picture faint (its words keep their contrast)
            row = ft.Row([ft.Container(score_sign(category, look.size(22)), width=look.size(48),
                                       alignment=ft.Alignment.CENTER,
                                       opacity=1 if points else 0.45),
                          text(words_, look, expand=True),
                          text(f"+{points}" if points else "0", look, bold=bool(points))],
                         spacing=6, vertical_alignment=ft.CrossAxisAlignment.CENTER)
            out.append(ft.Semantics(
                label=spoken, identifier=f"{prefix}-{q}-{i}", exclude_semantics=True,
                container=True, content=row))
        return out

    def open_castle(self, q):
        """One tap: any castle large, with its score so far category by category."""
        if self.page is None:
            return
        s = self.session
        view = s.view()
        res = self.result()
        look = self.look
        # the dialog's own margins (40 a side) and padding (24 a side) leave this much
        width = min((self.page.width or 360) - 130, 400)
        cell = max(30, min(56, int((width - 8) / 5)))
        body = ft.Column([castle(view["grids"][q], cell, look, extra=view["extra"][q],
                                 prefix=f"big{q}"),
                          text(_("Score if the game ended now (sky tiles dropped):"), look,
                               bold=True)] + self.breakdown_lines(res, q, "estimate")
                         + [text(_("Total {score}").format(score=res["scores"][q]), look,
                                 bold=True), legend(look)],
                         spacing=4, tight=True, width=width, scroll=ft.ScrollMode.AUTO)
        details_dialog(self.page, ngettext("{who}: {n} point so far", "{who}: {n} points so far",
                                           res["scores"][q]).format(
            who=who(view["names"][q], s.is_bot(q)), n=res["scores"][q]), body, look)

    # ---- the decision ----------------------------------------------------------
    def decision(self, view, q, narrow: bool = False) -> ft.Control:
        """Keep or pass the face-up tile; place the kept one (the lit cells), replace a
        sky tile or discard it; add the tie-break tile at an end of the bottom row.
        Kept while the position stays (a piece moving redraws the board, not this), and
        a bot's "is thinking" while the same bot thinks."""
        s = self.session
        mover = s.to_move
        names = tuple(view["names"])
        if mover is not None and (s.is_bot(mover) or mover != s.viewer):
            return self.part(f"decision-{narrow}", ("waiting", names[mover], s.is_bot(mover)),
                             lambda: self._decision(view, q, narrow))
        position = (len(s.actions), tuple(s.actions[-1]) if s.actions else None)
        return self.part(f"decision-{narrow}", (position, mover, s.viewer, names, self.mode,
                                                self.hint, s.can_undo()),
                         lambda: self._decision(view, q, narrow))

    def _decision(self, view, q, narrow: bool = False) -> ft.Control:
        s = self.session
        look = self.look
        names = view["names"]
        mover = s.to_move
        if mover is None:
            return box(text(_("The game is over."), look))
        if s.is_bot(mover) or mover != self.session.viewer:
            waiting = _("{who} is thinking\u2026") if s.is_bot(mover) else _("{who} decides\u2026")
            row = ft.Row([who_mark(s.is_bot(mover), look),
                          text(waiting.format(who=who(names[mover], s.is_bot(mover))), look,
                               expand=True)], spacing=6)   # the expanding text wraps itself
            return ft.Semantics(identifier="waiting", container=True, content=box(row, padding=6))
        legal = s.legal_actions()
        if not legal:
            return box(text(_("Waiting for {who}.").format(who=names[mover]), look))
        kinds = {a[0] for a in legal}
        # a phone on its side (not the column beside the castle) has height for one row
        wide = self.mode == "landscape" and not narrow
        out = []
        if "keep" in kinds:
            offer = view["offer"]
            cands = self.candidates(view)
            nxt = cands[cands.index(mover) + 1] if mover in cands[:-1] else None
            must = nxt is not None and cands.index(nxt) == len(cands) - 1
            if self.mode == "tablet":
                out.append(text(_("Keep this tile or pass it?"), look, bold=True, size=16))
            keep = tap(_("Keep {tile}").format(tile=tile_words(offer)),
                       lambda e: self.act(("keep",)),
                       key="keep", text=_("Keep"), primary=True, padding=8, ripple=False,
                       icon=None if narrow else ft.Icons.CHECK, expand=not narrow)
            keep = self.light(keep, ("keep",))
            # "Pass to NAME" where it fits half the row (a button's words stay 14 px,
            # about 7 px a letter, with Larger text too; beside the 18 px arrow and the
            # button's padding): at 320 px "Pass to Player 2" was cut ("Pass to
            # Player"); the offer above says who comes next
            words = _("Pass to {who}").format(who=names[nxt])
            half = (self.col_w - 24 - 6) / 2 - 2 * 8 - 18 - 8
            if narrow or 7.5 * len(words) > half:
                words = _("Pass")
            pass_ = tap((_("Pass it to {who}, who must keep it") if must
                         else _("Pass it to {who}")).format(who=names[nxt]),
                        lambda e: self.act(("pass",)), key="pass", padding=8, ripple=False,
                        text=words,
                        icon=None if narrow else ft.Icons.ARROW_FORWARD, expand=not narrow)
            pass_ = self.light(pass_, ("pass",))
            if narrow:   # who it goes to is in the offer above ("then ...")
                out += [keep, pass_]
            else:
                out.append(ft.Row([keep, pass_], spacing=6))
        elif "end" in kinds:
            tile = view["placing"]
            chip = tile_chip(tile, 48, _("Your tie-break tile: {tile}").format(
                tile=tile_words(tile)), look)
            # beside the castle a name is as narrow as its button ("Row end:" above
            # says where): in the browser a longer one ran below the window
            left, right = (self.light(tap(END_WORDS[end][0]() if narrow
                                          else END_WORDS[end][1](),
                                          lambda e, end=end: self.act(("end", end)),
                                          key=f"end-{end}",
                                          text=END_WORDS[end][0]() if wide
                                          else END_WORDS[end][2](),
                                          icon=None if narrow else arrow, padding=8,
                                          ripple=False, expand=None if narrow else True),
                                      ("end", end))
                           for end, arrow in (("left", ft.Icons.WEST), ("right", ft.Icons.EAST)))
            if narrow:   # beside the castle: one thing under the other
                # one line of caption: with five or six players the column stood 19 px
                # taller than the castle and Right ran below a 360x640 window
                # (none with Larger text, where it took two lines: the buttons say
                # Left and Right, and their spoken names where they add it)
                out += [chip] + ([] if look.scale > 1 else [text(_("Row end:"), look, bold=True)])
                out += [left, right]
            elif wide:   # the tile and both ends in one row (the header says "Tie-break draft")
                out.append(ft.Row([chip, left, right], spacing=6,
                                  vertical_alignment=ft.CrossAxisAlignment.CENTER))
            else:
                out.append(ft.Row([chip, text(_("Add it to the bottom row:"), look, bold=True,
                                              expand=True)],
                                  spacing=6, vertical_alignment=ft.CrossAxisAlignment.CENTER))
                # side by side, sharing the column (stacked, they pushed the last-move
                # strip off a tablet's 768 px)
                out.append(ft.Row([left, right], spacing=6))
        else:
            tile = view["placing"]
            sky = tile_data(tile)[0] == "sky"
            forced = bool(s.movers) and s.movers[-1] != mover
            # beside the castle the longer replace-or-discard words leave no room for
            # why (at 360x640 with three players Discard's frame ran below the window)
            # (nor, with Larger text, beside the castle on a phone upright: five lines
            # of a narrow column ran 10 px under a 360x640 window's edge)
            # (nor, with Larger text on a phone on its side, over two rows of players'
            # cards: its third line ran the second row 14 px under a 640x360 window's
            # edge, five and six players late in a game)
            why = forced and (not narrow or "place" in kinds) and not (
                narrow and self.look.scale > 1 and self.mode == "portrait") and not (
                self.larger_on_phone and self.mode == "landscape" and len(view["names"]) >= 5)
            if "place" in kinds and narrow:
                # Translators: beside the castle, a column about 70 px wide: with Larger
                # text a word of more than six letters is cut in two (French "éclairée"
                # read "éclairé / e"); the lit cells are drawn with a "+"
                words = _("Tap a lit cell. You had to keep it.") if why else _("Tap a lit cell")
            elif "place" in kinds:
                words = (_("Place it: tap a lit cell (you were the last: you had to keep it)")
                         if why else _("Place it: tap a lit cell"))
            elif self.larger_on_phone:
                # (Larger text on a phone: beside the castle five lines of the longer
                # words put Discard under the edge of a 360x640 window, on its side
                # three lines the players' rows 14 px; Discard says the rest)
                words = _("Tap a lit sky tile")
            elif narrow:
                words = _("Replace a lit sky tile or discard")
            else:
                words = (_("Top row full: replace a lit sky tile or discard (you were the last: "
                           "you had to keep it)") if why
                         else _("Top row full: replace a lit sky tile or discard"))
            chip = tile_chip(tile, 48, _("The tile to place: {tile}").format(
                tile=tile_words(tile)), look, key=f"placing-{tile}")
            discard = self.light(tap(_("Discard it") if narrow
                                     else _("Discard {tile}").format(tile=tile_words(tile)),
                                     lambda e: self.act(("discard",)), key="discard",
                                     text=_("Discard"), padding=8, ripple=False), ("discard",))
            discard_beside = wide and "discard" in kinds   # the tile, words and Discard in one row
            if narrow:
                out += [chip, text(words, look, bold=True)]
            else:
                out.append(ft.Row([chip, text(words, look, bold=True, expand=True)]
                                  + ([discard] if discard_beside else []), spacing=6,
                                  vertical_alignment=ft.CrossAxisAlignment.CENTER))
            if "discard" in kinds:
                if not discard_beside:
                    out.append(discard)
            elif sky and self.mode == "tablet":
                out.append(hint(_("Sky tiles go in the top row; at the end they drop onto the "
                                  "sand."), look))
        if s.can_undo() and s.movers[-1] == mover:   # one's own last move only
            undo = icon_tap(_("Undo"), ft.Icons.UNDO, lambda e: self.act(None), key="undo")
            if not narrow and isinstance(out[-1], ft.Row):
                out[-1].controls.append(undo)
            else:
                out.append(undo)
        if narrow:   # beside the castle, which is already framed as the one deciding
            panel = ft.Column(out, spacing=6, tight=True,
                              horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
        else:
            panel = box(ft.Column(out, spacing=6, tight=True,
                                  horizontal_alignment=ft.CrossAxisAlignment.STRETCH),
                        bgcolor=PAPER, border=SEA_DEEP, padding=6)
        return ft.Semantics(identifier="decision", container=True, content=panel)

    # ---- what happened -----------------------------------------------------------
    def recap_items(self, seat: int) -> list:
        """Every action by others since `seat` last acted: what they kept, passed and
        where they placed it (the log lines; everything here is public)."""
        return self.log_items(since_last_turn(self.session.movers, seat))

    def earlier_items(self, count: int, before: int) -> list:
        return self.log_items(range(max(0, before - count), before))

    def log_items(self, indexes) -> list:
        """The log's lines at `indexes`, each with the tile it names."""
        s = self.session
        names = s.state["names"]
        items = []
        for i in indexes:
            mover = s.movers[i]
            line = s.log[i] if i < len(s.log) else ""
            if not line:
                continue
            # the tile the line names (core's log says "tile N (...)")
            m = re.search(r"tile (\d+)", line)
            faces = [self.kind_piece(int(m.group(1)))] if m and int(m.group(1)) <= 90 else []
            items.append(RecapItem(i, names[mover] if mover is not None else "",
                                   mover is not None and s.is_bot(mover), line, faces, False))
        return items

    def hops(self) -> list:
        """Where the last action moved a tile: from seat to seat when passed, into the
        castle when placed."""
        s = self.session
        if not s.actions or s.previous is None:
            return []
        before, a = s.previous, s.actions[-1]
        names = before["names"]
        mover = s.movers[-1]
        if a[0] == "pass":
            tile = before["offer"]
            to = s.state["placer"] if s.state["offer"] != tile else s.state["offer_to"]
            if to is None:
                to = s.state["offer_to"]
            return [Hop(self.kind_piece(tile), names[mover],
                        names[to] if to is not None else "")]
        if a[0] == "keep":
            return [Hop(self.kind_piece(before["offer"]), pgettext("tile draft hop", "Offer"), names[mover])]
        if a[0] in ("place", "replace", "end"):
            return [Hop(self.kind_piece(before["placing"]), names[mover],
                        _("{who}'s castle").format(who=names[mover]))]
        if a[0] == "discard":
            return [Hop("Sky tile", names[mover], pgettext("tile draft hop", "Discarded"))]
        return []

    @staticmethod
    def kind_piece(tile) -> str:
        return "Sky tile" if tile and tile_data(tile)[0] == "sky" else "Sand tile"

    def news(self, view):
        """Where the last action moved a tile (and, at the top of a person's turn, what
        happened since: the board base's news_parts)."""
        if not self.session.actions:
            return None
        return self.stacked(self.news_parts(view, self.hops()))

    # ---- the end -------------------------------------------------------------------
    def end_parts(self, result: dict, width: float = 360, height: float = 640) -> list:
        """The end screen: every castle with its sky tiles falling onto the highest
        sand (the draft's own rising: its castles are its scores), then each player's
        full breakdown in ranking order, and the tie-break."""
        from ui.table.ranking import ordinal, places
        s = self.session
        look = self.look
        names = s.state["names"]
        width = self.page.width if self.page is not None and self.page.width else 400
        n = len(names)
        per_row = 1 if width < 560 else (2 if width < 900 else 3)
        cell = int(min(48, (min(width, 1100) - 24 - per_row * 30) / per_row / 5))
        falling = self.look.motion and not self.dropped_shown
        if falling:
            self.flight.later(self.drop_done)
        out = []
        if result["decided_by"] != "score":
            out.append(self.tiebreak_note(result))
        cards = []
        for q, place in places(result["scores"]):
            won = q in result["winners"]
            head = ft.Row([text(ordinal(place), look, bold=True, size=18),
                           ft.Icon(ft.Icons.EMOJI_EVENTS, color=INK, size=look.size(22))
                           if won else ft.Container(),
                           who_mark(s.is_bot(q), look),
                           text(_("{who} - winner").format(who=names[q]) if won else names[q],
                                look, bold=True, size=16, expand=True),
                           text(_("Total {score}").format(score=result["scores"][q]), look,
                                bold=True, size=16)],
                          spacing=6, vertical_alignment=ft.CrossAxisAlignment.CENTER)
            lines = self.breakdown_lines(result, q, "score")
            body = ft.Column([head, castle(s.state["grids"][q], look.size(cell), look,
                                           extra=s.state["extra"][q], prefix=f"end{q}",
                                           drop_from_top=falling)] + lines,
                             spacing=4, tight=True)
            spoken = (_("{place}: {who}, winner, total {score}") if won
                      else _("{place}: {who}, total {score}")).format(
                place=ordinal(place), who=who(names[q], s.is_bot(q)), score=result["scores"][q])
            cards.append(ft.Semantics(label=spoken, identifier=f"rank-{q}", container=True,
                                      content=box(body, bgcolor=GOLD if won else FOAM)))
        out.append(L.grid(cards, per_row) if per_row > 1 and n > 1 else L.column(cards))
        return out

    def drop_done(self) -> bool:
        if self.dropped_shown:
            return False
        self.dropped_shown = True
        return True

    def tiebreak_note(self, result: dict) -> ft.Control:
        """Which tie-break decided, and why."""
        look = self.look
        names = self.session.state["names"]
        tb = result["tie_break"]
        lines = [text(_("Tie-break"), look, bold=True, size=16)]
        stages = tb.get("stages") or []
        top = max(result["scores"])
        tied = [q for q in range(len(names)) if result["scores"][q] == top]
        lines.append(text(ngettext("Tied on {n} point: {names}.", "Tied on {n} points: {names}.",
                                   top).format(n=top, names=", ".join(names[q] for q in tied)),
                          look))
        if "sky tiles in the top row" in stages:
            lines.append(text(_("1. Most sky tiles in the top row after the drop: {counts}.").format(
                counts=", ".join(f"{names[q]} {result['sky_top_row'][q]}" for q in tied)), look))
        if "windows" in stages:
            lines.append(text(_("2. Most windows in the castle: {counts}.").format(
                counts=", ".join(f"{names[q]} {result['windows'][q]}" for q in tied
                                 if q in tb["tied"] or result["sky_top_row"][q] == max(
                                     result["sky_top_row"][p] for p in tied))), look))
        if tb.get("gains") is not None:
            lines.append(text(_("3. Extra draft, the improvement of each castle: {gains}.").format(
                gains=", ".join(f"{names[q]} +{tb['gains'][q]}" for q in tb["tied"])), look))
        if tb.get("note"):
            # core keeps its note in English (a marked message): in the player's language here
            note = tb["note"]
            lines.append(text(_(note), look))
        lines.append(text(decided_words(result["decided_by"]), look, bold=True))
        return ft.Semantics(identifier="tiebreak", container=True,
                            content=box(ft.Column(lines, spacing=4, tight=True), bgcolor=MIST))


# an end of the bottom row (the tie-break tile): (short name, what its button says, one word)
END_WORDS = {
    "left": (lambda: _("Left end"), lambda: _("Add it at the left end"), lambda: _("Left")),
    "right": (lambda: _("Right end"), lambda: _("Add it at the right end"), lambda: _("Right")),
}


def decided_words(decided: str) -> str:
    """What decided the game (core's result's decided_by, an identifier), as a sentence."""
    words = {"score": lambda: _("Decided by: score."),
             "sky tiles in the top row": lambda: _("Decided by: sky tiles in the top row."),
             "windows": lambda: _("Decided by: windows."),
             "extra draft": lambda: _("Decided by: extra draft."),
             "shared": lambda: _("Decided by: shared.")}
    return words[decided]() if decided in words else _("Decided by: {how}.").format(how=decided)
