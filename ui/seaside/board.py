"""Seaside's board, made of the table kit (ui/table): the decision at hand, the bag
and the Sea, the viewer's own Seaside and a row for every other player, placed for a
phone upright, a phone on its side or a tablet. It draws core's view for whoever holds
the device (nobody's secrets while bots play) and turns taps into core actions; every
"may I?" and every consequence comes from core."""
from __future__ import annotations

import math

import flet as ft

from core.i18n import N_, _, ngettext, pgettext
from core.seaside.components import face_name
from core.seaside.rules import SOLO_LIMIT, compare_stack, stack_outcome
from ui.table import layout as L
from ui.table.board import Board
from ui.table.learn import HowTo, hint
from ui.table.motion import Hop, switch
from ui.table.pictogram import (Piece, counted, picture, pile_of, pile_size, register,
                                stacks_picture, stacks_spoken, stacks_written, token)
from ui.table.recap import CHAR_W, PublicEvents, RecapItem, since_last_turn, words_height
from ui.table.rows import (details_dialog, player_area, player_card, player_card_body,
                           player_row, who, who_mark)
from ui.table.style import (BODY, FOAM, INK, MIN_TAP, MIST, SEA_DEEP, SEA_FOAM_LINE, SEA_PALE,
                            SHALLOW, box, text)
from ui.table.controls import tap

SEA_FACES = ("Isopod", "Shell", "Crab")
# the names are identifiers (core's faces); a player reads face_name's words
register(
    Piece("Isopod", "isopod", "#5C6BC0", say=lambda n: face_name("Isopod", n)),
    Piece("Shell", "shell", "#C2185B", say=lambda n: face_name("Shell", n)),
    Piece("Crab", "crab", "#B3261E", say=lambda n: face_name("Crab", n)),
    Piece("Sandpiper", "sandpiper", "#6D4C41", say=lambda n: face_name("Sandpiper", n)),
    Piece("Beach", "beach", "#A66300", plural="Beaches", say=lambda n: face_name("Beach", n)),
    Piece("Wave", "wave", "#1565C0", say=lambda n: face_name("Wave", n)),
    Piece("Rock", "rock", "#616161", say=lambda n: face_name("Rock", n)),
)
# Player-aid reminders (the rulebook's "Player Aid"), shown on the side choices.
# (English marked with N_, translated where shown)
AID = {
    "Isopod": N_("To the Sea; draw again."),
    "Shell": N_("To the Sea; draw again."),
    "Crab": N_("To the Sea; draw again."),
    "Sandpiper": N_("Take Isopods: a stack."),
    "Beach": N_("A Shell per Beach."),
    "Wave": N_("Flip one of your Beaches."),
    "Rock": N_("2nd Rock: Crab Habitat."),
}
HOWTO = HowTo(   # English marked with N_: ui/table/learn translates it when shown
    game="Seaside",
    goal=N_("Build the tallest stack: at the end every token on your Seaside counts, one point "
            "each."),
    steps=(N_("Draw a token from the bag. Only you see it: it has two sides."),
           N_("Choose a side. Isopods, Shells and Crabs go to the Sea and you draw again."),
           N_("Sandpipers, Beaches, Waves and Rocks stay on your Seaside and do what they say; "
              "then the next player draws.")),
    end=N_("When the bag is empty the game ends: the most Waves take the Sea, the tallest stack "
           "wins."),
    pieces=tuple((face, AID[face]) for face in
                 ("Sandpiper", "Beach", "Wave", "Rock", "Isopod", "Shell", "Crab")),
)
# the rules' parts that matter once the box is open (in ui/rules_text's titles)
KEY_RULES = ("Goal", "Gameplay", "Token Effects", "End of Game", "Solo Mode")
# end-screen categories (core's breakdown labels: English identifiers, translated where
# shown by ui/table/ranking) and their pieces
CATEGORY_PIECES = {"Sandpiper stacks": "Sandpiper", "Beaches": "Beach", "Shells": "Shell",
                   "Crabs": "Crab", "Waves": "Wave", "Rocks": "Rock",
                   "Tokens from the Sea": "Isopod", "7th Sandpiper (not resolved)": "Sandpiper"}
CATEGORY_WORDS = {"Sandpiper stacks": N_("Tokens in stacks")}
PROMPTS = {"side": N_("choose a side"), "isopods": N_("your Sandpiper takes Isopods"),
           "shells": N_("take Shells from the Sea"), "flip": N_("your Wave flips a Beach"),
           "steal": N_("Crab Habitat: take a Crab")}  # the turn line says whose
# with Larger text on a phone (Board.larger_on_phone)
SHORT_PROMPTS = {"flip": N_("Flip a Beach"), "steal": N_("Take a Crab")}


def tokens_counted(n: int) -> str:
    """A seat's token count, as its row and area say it."""
    # Translators: the English says "tokens" for every count.
    return ngettext("{n} token", "{n} tokens", n).format(n=n)


class SeasideBoard(Board):
    """Holds only view-local choices (the Isopod count being considered) and the
    controls it drew last, so a tap sends only what changed."""
    howto = HOWTO
    key_rules = KEY_RULES
    category_pieces = CATEGORY_PIECES
    category_words = CATEGORY_WORDS

    def __init__(self, session, act, refresh, **kw):
        super().__init__(session, act, refresh, **kw)
        self.isopod_choice: int | None = None
        self.undo_in_choices = False   # the Isopods' Undo among the numbers (see build)
        self.drawn_up = None     # the draw whose token has come out of the bag
        self.events = PublicEvents(session)

    # ---- whole board ---------------------------------------------------------
    def build(self, width: float, height: float | None = None) -> ft.Control:
        s = self.session
        view = s.view()
        inner = self.fit_window(width, height)
        mode, height = self.mode, self.height
        col_w = self.col_w = self.halves(inner)
        me = view["viewer"]
        n = len(view["names"])
        # a phone on its side from four players: the Isopods' Undo among the numbers, so
        # the prompt stands on one short line (with the turn line and the Sea over it,
        # its two lines and Undo beside them put the hint 23 px under the window's edge)
        # (and with Larger text: the title's line then holds the question alone)
        # Larger text on a phone: a Wave's flip and a Crab to take ask in few words,
        # without the hint under them (the kept positions of these decisions ran 4-67 px
        # under the window's edge with them; How to play has the rule, and each button's
        # spoken name says what it does); Undo stands among the choices of these and the
        # Isopods' (upright the Isopods' hint ran 16 px under the edge, five players)
        self.undo_in_choices = (
            view["phase"] == "isopods" and (mode == "landscape" and n >= 4
                                            or self.larger_on_phone
                                            or mode == "landscape" and self.undo_fits_picks(view))
            or view["phase"] in ("flip", "steal") and self.larger_on_phone)
        order = [(view["current"] + i) % n for i in range(n)] if me is None else \
            [(me + i) % n for i in range(n)]
        others = [q for q in order if q != me]
        per_row = 1 if n == 1 else 3 if width - L.SIDE_COLUMN >= 960 else 2
        rows = -(-n // per_row)
        # a tablet's areas fill the right side and the screen's height (issue 24: at
        # most a quarter of a tablet's table is bare sand), their pieces as large as fit
        self.area_grid = ((inner - L.SIDE_COLUMN - 12 - 6 * (per_row - 1)) / per_row - 20,
                          max(150, (height - 56 - 24 - 6 * (rows - 1)) / rows))
        parts = L.TableParts(
            header=self.in_bar(self.part(f"header-{mode}", (view["turn"], view["current"],
                                                            view["phase"], view["bag"]),
                                         lambda: self.header(view))),
            shared=self.shared(view),
            decision=self.decision(view),
            mine=(self.part(f"mine-{mode}", (me, repr(view["players"][me]), view["current"],
                                             view["phase"] == "over", self.phone_size()),
                            lambda: self.mine(view, me)) if me is not None else None),
            others=self.others(view, others),
            # on a phone upright the last move's strip gives way to your decision with
            # Larger text (4-63 px under the window's edge with it), and from four
            # players to a tall one (Isopods, a flip, a Crab to take: 8-16 px); the pass
            # cover lists what happened since your turn, and while others play (a short
            # "waiting" panel) the strip shows each of their moves
            recap=None if mode == "portrait" and (
                self.look.scale > 1 and self.own_decision(view)
                or n >= 4 and self.tall_decision(view))
            else self.news(view),
        )
        if mode == "landscape":
            self.fit_on_its_side(parts, view, n)
        if mode == "tablet":
            parts.areas = [self.part(f"area-{q}", (repr(view["players"][q]), view["current"], me,
                                                   self.area_grid),
                                     lambda q=q: self.area(view, q)) for q in order]
            if not self.recap_for(view):
                parts.extra = [self.part("log", (len(s.log),), self.log)]
        board = L.arrange(mode, parts, width)
        self.flight.start()
        return board

    def isopod_rows(self, more: int = 0) -> int:
        """How many rows the Isopods' numbers (and `more` buttons among them) take in
        the decision's column: its frame has 8 px padding and a 2 px border each side; a
        number is MIN_TAP + 4 wide, 4 px from the next (choose_isopods)."""
        per_row = max(1, int((self.col_w - 20 + 4) // (MIN_TAP + 8)))
        return -(-(len(self.session.legal_actions()) + more) // per_row)

    def undo_fits_picks(self, view) -> bool:
        """Undo among the Isopods' numbers takes no row more than the numbers do alone
        (a phone on its side, three players, a Sandpiper able to take eight: the
        numbers on two rows, the prompt on two lines beside Undo, and the hint ran 8 px
        under a 640x360 window's edge)."""
        return self.own_decision(view) and self.isopod_rows(1) == self.isopod_rows()

    def own_decision(self, view) -> bool:
        """The viewer decides now (not a bot, not another person)."""
        return view["viewer"] is not None and view["viewer"] == self.session.to_move

    def tall_decision(self, view) -> bool:
        """Your own decision with a second row or a hint under its choices."""
        # (with Larger text on a phone a flip and a Crab to take have no hint)
        tall = ("isopods",) if self.larger_on_phone else ("isopods", "flip", "steal")
        return self.own_decision(view) and view["phase"] in tall

    def fit_on_its_side(self, parts, view, n: int) -> None:
        """A phone on its side (360 px tall, the turn line in the app bar): a decision
        with a second row or a hint under its choices (Isopods, a flip, a Crab to take)
        fills the left column, so the last move's strip goes under the players where
        they leave it room (one other player) or gives way (the pass cover lists the
        moves since your turn). Measured in Chromium, each of these ran 5-60 px under
        the window's edge."""
        # With Larger text from four players the others' cards alone fill the right
        # column (a card's counts wrap onto a third line): your area goes over your
        # decision, the bag and the Sea over the cards (with your area on the right the
        # last card ran 13 px under the window's edge)
        # (not beside a decision with a second row or a hint: with your area over the
        # Isopods' numbers and their hint the left column ran 38 px under the edge)
        tall = self.tall_decision(view)
        parts.mine_left = n >= 4 and self.look.scale > 1 and not tall
        # Larger text, Isopods' numbers on two rows, up to three players: the bag and
        # the Sea go over your area on the right, which the cards leave room for (with
        # them on the left, the hint under eight Isopods' numbers ran 39 px under the
        # window's edge, and what taking them does beside "Take" 27 px)
        parts.shared_beside = (n <= 3 and self.look.scale > 1 and view["phase"] == "isopods"
                               and self.own_decision(view) and self.isopod_rows(1) > 1)
        if self.look.scale > 1 and self.own_decision(view):
            # Larger text: the strip's words and the decision's grow by a quarter; the
            # 360 px hold the Sea and your decision (36-114 px under the edge with it)
            parts.recap = None
        elif parts.recap is not None and tall:
            if n <= 2:
                parts.recap_right = True
            else:
                parts.recap = None

    # ---- parts -----------------------------------------------------------------
    def status_words(self, view) -> str:
        q = view["current"]
        name = who(view["names"][q], self.session.is_bot(q))
        if view["phase"] == "over":
            return _("Turn {turn}: the game is over").format(turn=view["turn"])
        prompt = PROMPTS.get(view["phase"])
        # Translators: {prompt} is what the player does now ("choose a side")
        return _("Turn {turn}: {who}, {prompt}").format(
            turn=view["turn"], who=name, prompt=_(prompt) if prompt else _("to play"))

    def header(self, view) -> ft.Control:
        look = self.look
        q = view["current"]
        bot = self.session.is_bot(q)
        row = ft.Row([who_mark(bot, look),
                      text(_("Turn {turn}").format(turn=view["turn"]), look, bold=True, size=16),
                      text(_("{who} to play").format(who=view["names"][q]), look, one_line=True,
                           expand=True)],
                     spacing=6, vertical_alignment=ft.CrossAxisAlignment.CENTER)
        # One line a screen reader (and the UI benchmark) can follow decision by decision.
        # Translators: the English says "tokens" for every count.
        label = ngettext("{status}, {n} token in the bag", "{status}, {n} tokens in the bag",
                         view["bag"]).format(status=self.status_words(view), n=view["bag"])
        return ft.Semantics(label=label, identifier="status", container=True, content=row,
                            exclude_semantics=True)

    def shared(self, view) -> ft.Control:
        """The bag and the Sea, each redrawn only when it changes."""
        from ui.table.pictogram import bag
        named = self.col_w >= 420
        sea = self.part(f"sea-{self.mode}", (repr(view["sea"]),), lambda: self.sea(view))
        count = self.part(f"bag-{self.mode}", (view["bag"],),
                          lambda: bag(view["bag"], look=self.look, named=named))
        return self.part(f"shared-{self.mode}", (id(sea), id(count)), lambda: ft.Row(
            [count, sea], spacing=8, vertical_alignment=ft.CrossAxisAlignment.CENTER))

    def sea(self, view) -> ft.Control:
        look = self.look
        named = self.col_w >= 420
        counts = view["sea"]
        total = sum(counts.values())
        title = _("The Sea")
        shown = title
        if view["solo"]:
            title = _("The Sea {count}/{limit}").format(count=total, limit=SOLO_LIMIT)
            # a narrow column (a phone on its side): "Sea 5/7", so the tokens keep to one line
            shown = title if named else _("Sea {count}/{limit}").format(count=total,
                                                                        limit=SOLO_LIMIT)
        if not named and look.scale > 1:
            # Larger text on a phone: the pool itself says "the Sea" (its label too), so
            # its three tokens keep to one row (with the title they wrapped to two, 40 px
            # more over the decision); solo keeps the count to 7
            shown = (f"{total}/{SOLO_LIMIT}" if view["solo"] else "")
        # each count's chip kept while that count stands (one token landing in the Sea
        # changes one of the three: the other two are not made and diffed again)
        chips = [self.part(f"sea-{self.mode}-{f}", (counts[f], named),
                           lambda f=f: switch(token(f, counts[f], look=look, named=named,
                                                    size=24), f"sea-{f}-{counts[f]}", look))
                 for f in SEA_FACES]
        # the Sea as a pool on the table: rounded water, lighter where it is shallow,
        # the tokens lying in it (ink on both of its blues reads at 12:1 or more)
        pool = box(ft.Row(chips, spacing=10 if named else 6, tight=True, wrap=True,
                          alignment=ft.MainAxisAlignment.SPACE_EVENLY),
                   bgcolor=SEA_PALE, padding=ft.Padding.symmetric(horizontal=10, vertical=4),
                   radius=look.size(20), expand=True)
        pool.gradient = ft.RadialGradient(colors=[SHALLOW, SEA_PALE], radius=1.2)
        pool.border = ft.Border.all(2, SEA_FOAM_LINE)
        sea = box(ft.Row(([text(shown, look, bold=True, colour=FOAM)] if shown else []) + [pool],
                         spacing=8, vertical_alignment=ft.CrossAxisAlignment.CENTER),
                  bgcolor=SEA_DEEP, padding=6, expand=True)
        words = ", ".join(counted(f, counts[f]) for f in SEA_FACES)
        return ft.Semantics(label=_("{sea}: {pieces}").format(sea=title, pieces=words),
                            identifier="sea", container=True,
                            content=sea, expand=True, exclude_semantics=True)

    def seat_items(self, p, look, size=20, gap=4, written: bool = True) -> list:
        # each count pops when it changes (a Crab taken, Isopods gathered into a stack)
        return [switch(stacks_picture(p["stacks"], size, look=look, gap=gap, written=written),
                       f"stacks-{p['stacks']}-{written}", look)] + [
            switch(token(f, p[key], look=look, size=size, gap=gap), f"{f}-{p[key]}", look)
            for f, key in (("Wave", "waves"), ("Beach", "beaches"), ("Crab", "crabs"))]

    def others(self, view, seats) -> list:
        if not seats:
            return []
        per_row = 2 if self.mode != "tablet" and len(seats) > 1 and self.col_w < 560 else 1
        if (len(seats) == 3 and self.mode == "portrait" and self.look.scale > 1
                and self.tall_decision(view) and self.isopod_rows(1) > 1):
            # Larger text upright, three others, your Isopods' numbers on two rows: the
            # three cards on one row (two and one, each card's Crab on a third line,
            # put the hint 73 px under a 360x640 window's edge in French, and what
            # taking five does 61 px)
            per_row = 3
        # one other player on a phone with Larger text: folded in two lines as well (on
        # one, the counts left the name no room at all)
        two = per_row > 1 or self.mode != "tablet" and self.look.scale > 1
        card_w = (self.col_w - L.GAP * (per_row - 1)) / per_row

        def card(q):
            written = not two or self.counts_fit(view["players"][q], card_w)
            return self.part(f"other-{self.mode}-{per_row}-{two}-{written}-{q}",
                             (repr(view["players"][q]), view["current"] == q, view["phase"]),
                             lambda: self.other(view, q, two, narrow=per_row == 3,
                                                written=written))
        cards = [card(q) for q in seats]
        if per_row == 1:
            return cards
        return [L.grid(cards, per_row)]

    def counts_fit(self, p, card_w: float) -> bool:
        """A card `card_w` wide holds player `p`'s stacks written ("2×2") and their
        Waves, Beaches and Crabs on one line (other's card: pieces 20 px, each count 2 px
        from its picture, 3 px between them, the frame's sides 4 px and a 2 px border).
        With Larger text a Sandpiper's "2×2" put the Crab on a third line: two cards of
        five players' Seaside ran a 360x640 window 35 px under its edge (French, the
        sweep's --seed 7000). Bold digits are about 0.70 em wide and "×" 0.84 em."""
        em = self.look.size(BODY)
        pic = self.look.size(round(20 / self.look.scale))
        words = [str(p[k]) for k in ("waves", "beaches", "crabs")]
        width = 3 * 3 + pic + sum(pic + 2 + 0.70 * em * len(w) for w in words)
        if p["stacks"]:   # its digits and one "×"
            width += 2 + em * (0.84 + 0.70 * (len(stacks_written(p["stacks"])) - 1))
        # 4 px to spare: Flutter wrapped rows such sums said fitted within 3 px
        return width + 4 <= card_w - 2 * 4 - 2 * 2

    def other(self, view, q, two_lines: bool, narrow: bool = False,
              written: bool = True) -> ft.Control:
        """Another player's row, or their card (`two_lines`); `narrow`: one of three
        cards in an upright phone's row, the token count left to its spoken name and
        its details (beside it the name had no room at all). `written` False: the
        card's Sandpiper without its "2×2" (counts_fit)."""
        look = self.look
        p = view["players"][q]
        name, bot = view["names"][q], self.session.is_bot(q)
        current = q == view["current"] and view["phase"] != "over"
        spoken = self.spoken(p)
        if not two_lines:
            return player_row(name, bot=bot, count=p["tokens"], count_label=tokens_counted,
                              items=self.seat_items(p, look), spoken=spoken, current=current,
                              on_open=lambda e, q=q: self.open_details(q), key=f"player-{q}",
                              look=look)
        # the token count beside the name: Seaside's four counts then fit one line of a
        # phone's card (with the count they wrapped onto a third); others' pieces 20 px
        # whatever the text size (issue 24), each count 2 px from its picture, 3 px
        # between them and the frame's sides 4 px, so the four of them stand on one line
        # of an upright phone's card (at 4, 4 and 6 px the Crab wrapped onto a third line)
        items = ft.Row(self.seat_items(p, look, size=round(20 / look.scale), gap=2,
                                       written=written),
                       spacing=3, run_spacing=2, wrap=True, tight=True)
        body = (player_card_body(name, bot=bot, count=None, items=[items], look=look,
                                 tally_top=True) if narrow else None)
        return player_card(name, bot=bot, count=p["tokens"], count_label=tokens_counted,
                           items=[items], spoken=spoken, pad_x=4, body=body,
                           tally_top=True,
                           current=current, on_open=lambda e, q=q: self.open_details(q),
                           key=f"player-{q}", look=look)

    def spoken(self, p) -> str:
        st = p["stacks"]
        # Translators: the English says "stacks" for every count.
        stacks = (ngettext("{n} stacks of {size}", "{n} stacks of {size}", len(st)).format(
            n=len(st), size=st[0]) if st else _("no stack"))
        # Translators: the English says "Waves", "Beaches"... for every count; a language
        # with plurals has a line per count ("1 Vague")
        return ", ".join([stacks,
                          ngettext("{n} Wave", "{n} Waves", p["waves"]).format(n=p["waves"]),
                          ngettext("{n} Beach", "{n} Beaches", p["beaches"]).format(
                              n=p["beaches"]),
                          ngettext("{n} Crab", "{n} Crabs", p["crabs"]).format(n=p["crabs"]),
                          ngettext("{n} Shell", "{n} Shells", p["shells"]).format(
                              n=p["shells"]),
                          ngettext("{n} Rock", "{n} Rocks", p["rocks"]).format(n=p["rocks"])])

    def seaside(self, p, size: int) -> ft.Control:
        """A player's Seaside laid out as the rulebook's hints show it: each Sandpiper
        on its stack of Isopods, the Beaches side by side, the Waves in a stack, the
        Crabs, Shells and Rocks each in a pile; a place still empty shows its piece
        faint. On a phone one piece stands for each pile, its count written on it, and
        one stack for all of them (they are all of one size), "×2" at its foot, so the
        whole Seaside keeps to one line (two stacks or more wrapped it onto a second,
        which ran a late game's decision 7-47 px under a phone's edge)."""
        look = self.look
        full = self.mode == "tablet"
        if not full:   # Larger text makes words larger, not a phone's row of pieces
            size = round(size / look.scale)
        stacks = p["stacks"]
        places = []
        for i, (face, n, lay, cap) in enumerate(self.places(p)):
            times = 1
            if face == "Sandpiper":   # the stacks come first: i counts them
                if not full and i:
                    continue          # the first stands for them all
                names = ["Isopod"] * (n - 1) + ["Sandpiper"] if n else []
                label = (ngettext("A Sandpiper stack of {n} token",
                                  "A Sandpiper stack of {n} tokens", n).format(n=n) if n
                         else _("No Sandpiper stack"))
                if not full and len(stacks) > 1:
                    times = len(stacks)
                    label = stacks_spoken(times, n)
                key, phone_cap = f"stack-{i}-{n}-{times}", 3
            else:
                names, label = [face] * n, counted(face, n)
                key, phone_cap = f"{face}-{n}", 1
            places.append(switch(pile_of(names, lay=lay, size=size, look=look,
                                         cap=cap if full else phone_cap, label=label,
                                         empty=face, times=times), key, look))
        return ft.Row(places, spacing=12 if full else 6, run_spacing=6, wrap=True,
                      vertical_alignment=ft.CrossAxisAlignment.END)

    @staticmethod
    def places(p) -> list:
        """A Seaside's places in the order they are laid out: (face, count, lay, tablet cap)."""
        stacks = [("Sandpiper", n, "stack", 4) for n in (p["stacks"] or [0])]
        return stacks + [(face, p[key], lay, 5 if lay == "row" else 4)
                         for face, key, lay in (("Beach", "beaches", "row"), ("Wave", "waves", "stack"),
                                                ("Crab", "crabs", "heap"), ("Shell", "shells", "heap"),
                                                ("Rock", "rocks", "heap"))]

    def seaside_height(self, p, px: int, width: float) -> float:
        """How tall seaside() draws `p` on a tablet at `px` a piece in `width`: its
        places wrapped into rows as Flutter's Row(wrap=True) does."""
        rows, line_w, line_h = [], 0.0, 0.0
        for _face, n, lay, cap in self.places(p):
            w, h = pile_size(n, lay, px, cap)
            if line_w and line_w + 12 + w > width:
                rows.append(line_h)
                line_w, line_h = 0.0, 0.0
            line_w += (12 if line_w else 0) + w
            line_h = max(line_h, h)
        rows.append(line_h)
        return sum(rows) + 6 * (len(rows) - 1)

    def tablet_size(self, view, q, hidden_line: bool = True) -> int:
        """A tablet area's piece size: as large as its share of the screen allows (the
        table grows with the window), your own at least 56 px, others' at least 40.
        `hidden_line`: the tokens under your Beaches have a line of their own."""
        width = self.area_grid[0]
        p = view["players"][q]
        lo, hi = self.tablet_sizes(view, q)
        room = self.tablet_room(view, q, hidden_line)
        for size in range(hi, lo - 1, -4):
            if self.seaside_height(p, self.look.size(size), width) <= room:
                return size
        return lo

    def phone_size(self) -> int:
        """Your pieces on a phone: 40 px, and on a tall phone upright (740 px and up:
        390x844, 412x915) as large as keeps your Seaside's six places on one line, up
        to 56 (at 40 a third of a 390x844 screen stayed bare sand under the decision).
        The height each grows by (a stack of three: 0.36 of its size) is far less than
        the window adds over the 640 px every screen is fitted to."""
        if self.mode != "portrait" or self.height < L.TALL_PHONE:
            return 40
        # six places a piece wide, 6 px apart, in the area's box (10 px of padding and a
        # 2 px border each side)
        # (8 px to spare: a count's badge, the stack's "×2")
        fits = (self.col_w - 24 - 5 * 6 - 8) / 6
        return int(max(40, min(56, fits // 4 * 4)))

    def tablet_sizes(self, view, q) -> tuple:
        """(least, most) size of a tablet area's pieces (drawn at look.size of it): yours
        56-96 px, others' 40-80. The least is in drawn pixels, Larger text or not (with
        it, 56 scaled to 70 px put a tall stack of Waves over a second row that the
        area's bottom edge cut, five players at 1024x768)."""
        lo, hi = (56, 96) if q == view["viewer"] else (40, 80)
        return math.ceil(lo / self.look.scale), hi

    def tablet_room(self, view, q, hidden_line: bool = True) -> float:
        """The height a tablet area leaves its pieces: less its header, the lines under
        the pieces (both grow with Larger text: counted unscaled, your "Under your
        Beaches" line was cut by the area's bottom edge, five players at 1024x768) and
        the box's padding."""
        width, height = self.area_grid
        p = view["players"][q]
        extra = 28 * ((bool(p.get("beach_hidden")) and hidden_line) + bool(p["won"]))
        if view["solo"]:
            extra += 28 if width >= 480 else 48
        return height - (34 + extra) * self.look.scale - 26

    def hidden_in_header(self, view, q) -> bool:
        """The tokens under your Beaches go into your area's header, pictures after a
        lock, not on a line of their own: on a phone with Larger text, and on a tablet
        where with that line even your Seaside's least size would not fit the area
        (Larger text, five players at 1024x768: the line was cut by the area's edge)."""
        p = view["players"][q]
        if not p.get("beach_hidden"):
            return False
        if self.mode != "tablet":
            return self.larger_on_phone
        least = self.look.size(self.tablet_sizes(view, q)[0])
        return self.seaside_height(p, least, self.area_grid[0]) > self.tablet_room(view, q)

    def area_lines(self, view, q, named: bool, hidden_line: bool = True) -> list:
        look = self.look
        p = view["players"][q]
        # your own pieces at least 40 px on a phone, 56 on a tablet, where they grow
        # with the room their area has
        size = (self.tablet_size(view, q, hidden_line) if self.mode == "tablet"
                else self.phone_size())
        lines = [self.seaside(p, size)]
        if p.get("beach_hidden") and hidden_line:
            lines.append(self.under_beaches(p, words=True))
        if p["won"]:
            # Translators: the English says "tokens" for every count.
            lines.append(text(ngettext("Took {n} token from the Sea",
                                       "Took {n} tokens from the Sea", p["won"]).format(n=p["won"]),
                              look))
        if view["solo"]:
            counts = [("Sandpiper", len(p["stacks"])), ("Beach", p["beaches"]),
                      ("Wave", p["waves"]), ("Rock", p["rocks"])]
            each = ", ".join(_("{piece} {count}/{limit}").format(piece=face_name(f), count=k,
                                                                  limit=SOLO_LIMIT)
                             for f, k in counts)
            lines.append(text(_("Toward {limit}: {counts}").format(limit=SOLO_LIMIT, counts=each),
                              look))
        return lines

    def header_marks(self, view, q) -> list:
        """What an area's header shows after the name: the tokens under your Beaches,
        pictures after a lock, where they have no room for a line of their own
        (hidden_in_header; with Larger text, five players upright, the line put the
        sides' buttons 23 px under a 360x640 window's edge). Only your own view has
        them."""
        if self.hidden_in_header(view, q):
            return [self.under_beaches(view["players"][q], words=False)]
        return []

    def under_beaches(self, p, words: bool) -> ft.Control:
        """The tokens hidden under your Beaches (only you see them): a lock, then their
        pictures, after the words "Under your Beaches:" where there is room."""
        look = self.look
        hidden = p["beach_hidden"]
        pics = [picture(f, 20, look=look) for f in hidden]
        under = ", ".join(face_name(f) for f in hidden)
        return ft.Semantics(
            label=_("Under your Beaches (only you see this): {pieces}").format(pieces=under),
            container=True,
            content=ft.Row([ft.Icon(ft.Icons.LOCK, color=INK, size=look.size(16)),
                            *([text(_("Under your Beaches:"), look, italic=True)] if words
                              else []), *pics],
                           spacing=4, wrap=words, tight=not words))

    def mine(self, view, q) -> ft.Control:
        p = view["players"][q]
        current = q == view["current"] and view["phase"] != "over"
        badges = self.header_marks(view, q)
        return player_area(view["names"][q], bot=False, count=p["tokens"],
                           count_label=tokens_counted,
                           lines=self.area_lines(view, q, named=self.col_w >= 420,
                                                 hidden_line=not badges),
                           current=current, you=len(view["names"]) > 1, key=f"mine-{q}",
                           look=self.look, badges=badges)

    def area(self, view, q) -> ft.Control:
        p = view["players"][q]
        current = q == view["current"] and view["phase"] != "over"
        badges = self.header_marks(view, q)
        area = player_area(view["names"][q], bot=self.session.is_bot(q), count=p["tokens"],
                           count_label=tokens_counted,
                           lines=self.area_lines(view, q, named=True, hidden_line=not badges),
                           current=current, you=q == view["viewer"] and len(view["names"]) > 1,
                           key=f"area-{q}", look=self.look, badges=badges,
                           short_count=self.area_grid[0] < L.NARROW_AREA)
        return ft.Container(area, height=self.area_grid[1], clip_behavior=ft.ClipBehavior.HARD_EDGE)

    def open_details(self, q):
        if self.page is None:
            return
        view = self.session.view()
        body = ft.Column(self.area_lines(view, q, named=True), tight=True, spacing=8, width=320)
        name = who(view["names"][q], self.session.is_bot(q))
        p = view["players"][q]
        details_dialog(self.page, _("{who}: {count}").format(who=name,
                                                             count=tokens_counted(p["tokens"])),
                       body, self.look)

    def log(self) -> ft.Control:
        # the last six moves; three with Larger text, whose lines wrap to two (six ran
        # the tablet's left column 10-71 px under the window's edge)
        keep = 6 if self.look.scale <= 1 else 3
        lines = [line for line in self.session.log if line][-keep:]
        if self.look.scale > 1:
            # ...and no more than seven wrapped lines in all, as estimated (the French
            # words are longer: three moves took eight lines, and ran the column 8 px
            # under a 1024x768 window's edge; the English three, estimated seven, fit)
            px, width = self.look.size(14), L.SIDE_COLUMN - 20
            room = 7 * words_height("x", px, width)
            shown = []
            for line in reversed(lines):
                room -= words_height(line, px, width)
                if shown and room < 0:
                    break
                shown.append(line)
            lines = shown[::-1]
        texts = [text(line, self.look) for line in reversed(lines)] or [
            text(_("The game has just begun."), self.look)]
        head = text(_("What happened (newest first)"), self.look, bold=True)
        return box(ft.Column([head] + texts, spacing=4, tight=True), bgcolor=MIST)

    # ---- what happened: the last action's motion, the recap ----------------------
    def recap_items(self, seat: int) -> list:
        """Every action by others since `seat` last acted, from public facts only."""
        s = self.session
        events = self.events.get()
        names = s.state["names"]
        items = []
        for i in since_last_turn(s.movers, seat):
            mover = s.movers[i]
            evs = events[i] if i < len(events) else []
            faces, hit = [], False
            for ev in evs:
                if ev[0] in ("play", "flip"):
                    faces.append(ev[2])
                elif ev[0] == "steal":
                    faces.append("Crab")
                    hit = hit or ev[2] == seat
                elif ev[0] == "sea" and ev[2] and seat not in ev[1]:
                    hit = True  # someone else collected the Sea
                elif ev[0] in ("habitat", "shells", "stack"):
                    faces.append({"habitat": "Crab", "shells": "Shell", "stack": "Isopod"}[ev[0]])
            line = s.log[i] if i < len(s.log) else ""
            if line:
                items.append(RecapItem(i, names[mover] if mover is not None else "",
                                       mover is not None and s.is_bot(mover), line, faces, hit))
        return items

    def hops(self, view) -> list:
        """The pieces the last action moved, from its public events."""
        s = self.session
        if not s.actions:
            return []
        events = self.events.get()
        evs = events[-1] if events else []
        names = s.state["names"]
        out, flipped = [], None
        # the strip's ends: where the pieces come from and go to
        bag, sea = pgettext("Seaside place", "Bag"), pgettext("Seaside place", "Sea")
        for ev in evs:
            kind = ev[0]
            who_ = names[ev[1]] if len(ev) > 1 and isinstance(ev[1], int) else ""
            if kind == "flip":
                flipped = ev[2]
                out.append(Hop(ev[2], _("{who}'s Beach").format(who=who_), who_, was="Beach"))
            elif kind == "play":
                face = ev[2]
                if flipped == face:
                    flipped = None
                    if face not in SEA_FACES:
                        continue  # turned over in place
                    out.append(Hop(face, who_, sea))
                else:
                    out.append(Hop(face, bag, sea if face in SEA_FACES else who_))
            elif kind == "stack":
                out.append(Hop("Isopod", sea, _("{who}'s stack").format(who=who_),
                               count=max(ev[2], 1)))
            elif kind == "shells" and ev[2]:
                out.append(Hop("Shell", sea, who_, count=ev[2]))
            elif kind == "habitat" and ev[2]:
                out.append(Hop("Crab", sea, who_, count=ev[2]))
            elif kind == "steal":
                out.append(Hop("Crab", names[ev[2]], who_, hit=ev[2] == view["viewer"]))
            elif kind == "sea" and ev[1] and ev[2]:
                for t in ev[1]:
                    out.append(Hop("Shell", sea, names[t], count=ev[2]))
        return out

    def news(self, view):
        """The last action's pieces moving (and, at the top of a person's turn, what
        happened since their last one: the board base's news_parts)."""
        if not self.session.actions:
            return None
        return self.stacked(self.news_parts(view, self.hops(view)))

    # ---- the decision ----------------------------------------------------------
    def decision(self, view) -> ft.Control:
        s = self.session
        look = self.look
        mover = s.to_move
        names = view["names"]
        if mover is None:
            return box(text(_("The game is over."), look))
        if s.is_bot(mover) or mover != view["viewer"]:
            return self.waiting(mover, names)
        legal = s.legal_actions()
        if not legal:
            # drawn for nobody's eyes (a spectator's view): the decision is not shown
            return box(ft.Column([text(_("{who}'s turn").format(who=names[mover]), look, bold=True),
                                  text(_("Waiting for {who}.").format(who=names[mover]), look)],
                                 spacing=4, tight=True))
        phase = view["phase"]
        body = {"side": self.choose_side, "isopods": self.choose_isopods,
                "shells": self.choose_shells, "flip": self.choose_flip,
                "steal": self.choose_steal}[phase](view, legal)
        # whose decision it is says the turn line above; the prompt says what to decide
        prompt = _(PROMPTS[phase])
        if phase == "isopods" and (look.scale > 1 and self.col_w < 420
                                   or self.mode == "landscape" and self.isopod_rows() > 1):
            # Larger text in a phone's column: the question on one line (on two beside
            # Undo, the hint ran 22 px under the edge of a 640x360 window, two players)
            # (and on a phone on its side over two rows of numbers: in French "Ton
            # Bécasseau prend des Isopodes" took two lines without Undo beside it, and
            # the hint ran 6 px under the edge, three players)
            prompt = _("How many Isopods?")
        elif phase in SHORT_PROMPTS and (self.larger_on_phone or self.mode == "landscape"):
            # (on a phone on its side too: beside Undo in a 300 px column the French
            # "Ta Vague retourne une Plage" took two lines, and the hint under the
            # flip's choices ran under the window's edge)
            prompt = _(SHORT_PROMPTS[phase])
        title = [text(prompt[0].upper() + prompt[1:], look, bold=True, size=16, expand=True)]
        return self.frame(title + ([] if self.undo_in_choices else self.undo()), body)

    def side_hint(self, view, a, b, short: bool = False) -> tuple | None:
        """(face, words): a twist of playing that side of the drawn token now, or None.
        `short`: in the fewest words (Larger text on a phone: each side's button is
        some 120 px wide on its side, and French "Aucun Isopode à prendre : défaussé."
        took four lines and ran the button 9 px under the edge of a 640x360 window,
        four players late in a game)."""
        p = view["players"][view["current"]]
        faces = (a, b)
        if "Rock" in faces and p["rocks"] % 2 == 1:
            return "Rock", (_("2nd Rock: take a Crab.") if short
                            else _("2nd Rock: Crab Habitat, take a Crab."))
        if "Wave" in faces and not p["beaches"]:
            return "Wave", (_("No Beach to flip.") if short
                            else _("This Wave has no Beach to flip."))
        if ("Sandpiper" in faces and p["stacks"] and not view["sea"]["Isopod"]
                and compare_stack(1, p["stacks"][0]) == "discard_new"):
            # (short: the longer "No Isopods in the Sea: this Sandpiper would be a
            # stack of 1" ran a late four-player game 33-72 px under a phone's edge with
            # Larger text; a stack of 1 beside stacks of 1 is kept, no twist)
            return "Sandpiper", (_("No Isopods: discarded.") if short
                                 else _("No Isopods to take: discarded."))
        if "Beach" in faces and not view["sea"]["Shell"]:
            return "Beach", (_("No Shells in the Sea.") if short
                             else _("No Shells in the Sea: a Beach takes none now."))
        return None

    def choose_side(self, view, legal):
        look = self.look
        a, b = view["drawn"]
        k = len(self.session.actions)
        # a twist of one side is written on that side's button, in place of its usual
        # aid (a box of its own under the two ran under a phone's edge with Larger text)
        twist = self.side_hint(view, a, b, short=self.larger_on_phone)
        # with Larger text in a phone's column the buttons' inner margin gives way (a
        # Wave's three-line twist put the decision's frame 3 px under the edge of a
        # 360x640 window, five players); each stays far above 48 px tall
        inner = 0 if self.larger_on_phone else 4
        tiles = []
        for face in (a, b):
            twisted = twist is not None and twist[0] == face
            aid = twist[1] if twisted else _(AID[face])
            # (with Larger text on a phone the picture keeps its own size: scaled, it
            # pushed "Sandpiper" past its button's edge at 640x360; and the name is at
            # the body's size, the button's side margins 6 px: the French "Bécasseau"
            # still ran past the edge there. At worst a name ends in "…" in its button.)
            content = ft.Column([
                ft.Row([picture(face, round(26 / look.scale) if self.larger_on_phone else 26,
                                look=look),
                        text(face_name(face), look, bold=True,
                             size=BODY if self.larger_on_phone else 15, one_line=True,
                             expand=True)], spacing=6, tight=True),
                text(aid, look, bold=twisted)],
                spacing=2, tight=True)
            button = tap(_("Play {piece}: {aid}").format(piece=face_name(face), aid=aid),
                         lambda e, f=face: self.act(("side", f)),
                         key=f"side-{face.lower()}",
                         content=ft.Container(content, padding=ft.Padding.symmetric(vertical=inner)),
                         expand=1, padding=6 if self.larger_on_phone else 8)
            tiles.append(self.light(button, ("side", face)))
        # the drawn token comes out of the bag: each new draw is drawn small and faint,
        # then grows to its place (a redraw with the same key, which Flutter animates;
        # an AnimatedSwitcher here cost every tap about 15 ms)
        fresh = look.motion and self.drawn_up != k
        pair = ft.Container(ft.Row(tiles, spacing=6,
                                   vertical_alignment=ft.CrossAxisAlignment.START),
                            key=f"drawn-{k}", scale=0.85 if fresh else 1,
                            opacity=0.5 if fresh else 1, animate_scale=look.anim(300),
                            animate_opacity=look.anim(250))
        if fresh:
            self.flight.later(lambda: self.draw_up(k))
        return [pair]

    def draw_up(self, k) -> bool:
        """The token drawn at action `k` has come out of the bag (if still on screen)."""
        if len(self.session.actions) != k:
            return False
        self.drawn_up = k
        return True

    def choose_isopods(self, view, legal):
        s = self.session
        look = self.look
        most = len(legal) - 1
        me = view["players"][view["current"]]
        kept = me["stacks"][0] if me["stacks"] else 0
        picks = [self.light(tap(ngettext("{n} Isopod", "{n} Isopods", k).format(n=k),
                                lambda e, k=k: self.pick_isopods(k), key=f"isopods-{k}",
                                text=str(k), primary=self.isopod_choice == k, width=MIN_TAP + 4),
                            ("isopods", k)) for k in range(most + 1)]
        if self.undo_in_choices:
            picks += self.undo()
        out = [ft.Row(picks, wrap=True, spacing=4, run_spacing=4)]
        if self.isopod_choice is not None and self.isopod_choice <= most:
            k = self.isopod_choice
            # core explains the consequence (kept, discarded, replaces): the view only shows it
            said = s.game.describe(s.state, ("isopods", k))
            if self.mode != "tablet":
                # on a phone in fewer words (beside "Take" in French the whole line took
                # five lines of a 360x640 phone with Larger text, 17 px under the
                # window's edge, three players; four lines with the default text, four
                # players, 10 px)
                size, verdict = stack_outcome(s.state, k)
                said = {"keep": _("A stack of {size}, kept."),
                        "discard_new": _("A stack of {size}: smaller than yours, discarded."),
                        "discard_old": _("A stack of {size}: your smaller stacks are "
                                         "discarded.")}[verdict].format(size=size)
            out.append(ft.Row([text(said, look, expand=True),
                               tap(ngettext("Take {n} Isopod", "Take {n} Isopods", k).format(n=k),
                                   lambda e: self.confirm_isopods(), key="isopods-confirm",
                                   primary=True, text=pgettext("Seaside button", "Take"))],
                              vertical_alignment=ft.CrossAxisAlignment.CENTER))
        elif not (self.larger_on_phone and self.mode == "landscape"
                  and len(view["players"]) >= 4 and self.isopod_rows(1) > 1):
            # (with Larger text on its side, from four players, under two rows of numbers
            # the hint ran 13 px under a 640x360 window's edge in French: there a number
            # picked says what the stack does, in few words, before "Take")
            words = (_("Your stacks hold {n}: a bigger one replaces them, a smaller one is "
                       "discarded.").format(n=kept) if kept
                     else _("How many? Your first stack: any size."))
            out.append(hint(words, look))
        return out

    def pick_isopods(self, k):
        self.isopod_choice = k
        self.refresh()

    def confirm_isopods(self):
        k, self.isopod_choice = self.isopod_choice, None
        self.act(("isopods", k))

    def choose_shells(self, view, legal):
        most = len(legal) - 1
        picks = [self.light(tap(ngettext("Take {n} Shell", "Take {n} Shells", k).format(n=k),
                                lambda e, k=k: self.act(("shells", k)), key=f"shells-{k}",
                                text=str(k), primary=k == most, width=MIN_TAP + 4), ("shells", k))
                 for k in range(most + 1)]
        return [ft.Row([token("Shell", look=self.look), *picks], wrap=True, spacing=4,
                       run_spacing=4)]

    def choose_flip(self, view, legal):
        hidden = view["players"][view["current"]].get("beach_hidden") or []
        picks = []
        # a narrow column (a phone on its side) with many Beaches: the pictures alone,
        # three to a row, so every Beach stays in view (the label still says the face)
        # (with Larger text from three Beaches: a button with its words takes a row)
        # (on a phone on its side from three Beaches: two buttons with their words did
        # not fit a row in French, and the third's row put the hint 46 px under the
        # window's edge)
        # (nor where the words would wrap the buttons onto a third row: in French a
        # "Coquillage" beside a "Vague" did not fit a phone's row, and four Beaches'
        # third row ran the hint 34 px under a 360x640 window's edge)
        words = not self.larger_on_phone and (
            self.col_w >= 420 or len(legal) <= (2 if self.mode == "landscape" else 4)
            and self.flip_rows(legal, hidden) <= 2)
        for (_kind, i) in legal:
            face = hidden[i] if i < len(hidden) else "?"
            content = ft.Row([text(str(i + 1), self.look, bold=True),
                              picture("Beach", 22, look=self.look),
                              ft.Icon(ft.Icons.ARROW_FORWARD, size=16, color=INK),
                              picture(face, 22, look=self.look)] +
                             ([text(face_name(face), self.look)] if words else []),
                             spacing=3, tight=True, height=MIN_TAP,
                             vertical_alignment=ft.CrossAxisAlignment.CENTER)
            picks.append(self.light(tap(_("Flip Beach {n}: hides {piece}").format(
                                            n=i + 1, piece=face_name(face)),
                                        lambda e, i=i: self.act(("flip", i)), key=f"flip-{i}",
                                        content=content, padding=8 if words else 4),
                                    ("flip", i)))
        if self.undo_in_choices:
            picks += self.undo()
        out = [ft.Row(picks, wrap=True, spacing=4, run_spacing=4)]
        # (on its side, while the choices keep to one row)
        if not self.larger_on_phone and (self.mode != "landscape" or len(legal) <= 3):
            out.append(hint(_("The Beach you flip is played as if drawn."), self.look))
        return out

    def flip_rows(self, legal, hidden) -> int:
        """About how many rows choose_flip's buttons with the faces' names wrap onto in
        the decision's column (its frame: 8 px padding and a 2 px border each side).
        Each button: 8 px padding each side and a 1 px border round its number, two 22
        px pictures and a 16 px arrow 3 px apart, then the name; 8 px more than that
        (Flutter wrapped two French buttons the sum said fitted, within 3 px)."""
        widths = [2 * 8 + 2 + CHAR_W * len(str(i + 1)) + 3 + 22 + 3 + 16 + 3 + 22 + 3
                  + CHAR_W * len(face_name(hidden[i] if i < len(hidden) else "?")) + 8
                  for (_kind, i) in legal]
        return L.wrapped_lines(widths, self.col_w - 20, 4)

    def choose_steal(self, view, legal):
        picks = []
        for (_kind, q) in legal:
            name = view["names"][q]
            n = view["players"][q]["crabs"]
            content = ft.Row([picture("Crab", 22, look=self.look),
                              text(f"{name} ({n})", self.look, one_line=True)], spacing=4,
                             tight=True, height=MIN_TAP,
                             vertical_alignment=ft.CrossAxisAlignment.CENTER)
            picks.append(self.light(tap(_("Take a Crab from {who} ({n})").format(who=name, n=n),
                                        lambda e, q=q: self.act(("steal", q)),
                                        key=f"steal-{q}", content=content, padding=8),
                                    ("steal", q)))
        if self.undo_in_choices:
            picks += self.undo()
        out = [ft.Row(picks, wrap=True, spacing=4, run_spacing=4)]
        if not self.larger_on_phone:
            out.append(hint(_("You took the Sea's Crabs; now one from another player."),
                            self.look))
        return out
