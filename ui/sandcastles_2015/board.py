"""Sandcastles (2015)'s board, made of the table kit (ui/table): the decision at hand
(hand, rotation, lit cells and targets, the skirmish, restocking), the beach, the draw
pile and the Big Wave, the bonuses with their holders, the viewer's castles and a row
for every other player. It draws core's view for whoever holds the device (nobody's
hand while bots play or between people) and turns taps into core actions; every "may
I?" comes from core's legal actions."""
from __future__ import annotations

from typing import Callable, NamedTuple

import flet as ft

from core.i18n import N_, _, ngettext, pgettext
from core.sandcastles_2015.components import (ATTACK_KIND, BEATEN_BY, BEATS, BONUSES,
                                              TILE_CREATURE, TILE_WALLTYPE,
                                              bonus_label, bonus_points, is_attack, is_sand)
from core.sandcastles_2015.geometry import ROTATIONS, legal_rotations, tile_mask, tops
from core.sandcastles_2015.naming import (bonus_title, castle_name, cell_words, creature_plural,
                                          creature_word, owner_words, starts_with_vowel)
from ui.sandcastles_2015 import work_row as WR
from ui.sandcastles_2015.tiles import (CREATURE_COLOUR, CREATURE_ART, WAVE, castle_grid,
                                       castles_height, fit_cell, grid_span, piece_of,
                                       tile_face, words)
from ui.table import layout as L
from ui.table.art import art
from ui.table.board import Board
from ui.table.learn import HowTo, hint
from ui.table.motion import Hop
from ui.table.recap import CHAR_W, RecapItem, since_last_turn, words_height
from ui.table.rows import details_dialog, player_card, player_row, player_area, who, who_mark
from ui.table.style import (FOAM, GOLD, HIT, INK, MIN_TAP, MIST, SAND, SEA_DEEP, SEA_PALE, box,
                            text)
from ui.table.controls import icon_tap, tap

# a piece's name is its pictogram's (ui/sandcastles_2015/tiles.py), not a word
HOWTO = HowTo(
    game="Sandcastles",
    goal=N_("Complete walled sandcastles before the Big Wave: every tile of a completed castle "
            "goes to your sandbank (a point each) and may win bonuses."),
    steps=(N_("Do one thing: build a tile onto your castles (walls meet walls), attack another "
              "player's castle with an attack tile, or exchange a tile."),
           N_("An attack can be countered: seagull beats crab, crab beats bucket, bucket beats "
              "seagull. The last one played wins the tile."),
           N_("Restock your hand to 3 from the beach or the draw pile.")),
    end=N_("When the Big Wave appears everybody else has one more turn. Sandbank tiles and "
           "bonuses score; unfinished castles do not."),
    pieces=(("Crab tower", N_("Beaten by a seagull attack.")),
            ("Bucket tower", N_("Beaten by a crab attack.")),
            ("Seagull tower", N_("Beaten by a bucket attack; may stack as a tower.")),
            ("Crab attack", N_("Takes a bucket tower.")),
            ("Bucket attack", N_("Takes a seagull tower.")),
            ("Seagull attack", N_("Takes a crab tower."))),
)
KEY_RULES = ("Overview", "Playing Sandcastles", "Countering and Re-strengthening Attacks",
             "The Bonus Cards", "Game End and Scoring", "Variants")
CATEGORY_PIECES = {"Sandbank tiles": "Sandbank"}
# a score line's label in core's result (an identifier there) -> the words shown
CATEGORY_WORDS = {"Sandbank tiles": N_("Sandbank tiles")}


class WorkItem(NamedTuple):
    """A castle of the decision before work_row lays the row out: its group's caption,
    its size (work_row.Piece) and how to draw it at the width work_row gives it; for a
    castle, the castle, its lit cells and its name (a crowded row offers it to choose)."""
    caption: str
    piece: object
    draw: Callable
    castle: list | None = None
    lit: dict | None = None
    name: str = ""


OTHER_CELL = 20     # the other players' castle tiles in their rows (others' pieces: 20 px)
# ...larger where an upright phone has the room (two players' castles are small and few)
OTHER_CELLS = (32, 26, OTHER_CELL)
FRAME = 2           # the border of a castle offered to choose (castle_choice)
CHOICE_GAP = 4      # between two castles offered to choose: each framed, buttons apart
TAG_LINE = 18       # the owner's name over a castle offered to choose (14 px text)
PROMPTS = {"action": N_("build, attack or exchange"), "skirmish": N_("counter or give way"),
           "place": N_("place the stolen tile"), "restock": N_("restock your hand"),
           "game_attack": N_("choose the Game's attack"), "over": N_("the game is over")}
# a shape bonus's name on the bonus strip, without its article ("Donjon")
SHAPE_SHORT = {"The Donjon": N_("Donjon"), "The Axe": N_("Axe"), "The Wyrm": N_("Wyrm"),
               "The Barracks": N_("Barracks"), "The Staircase": N_("Staircase"),
               "The Peacock": N_("Peacock"), "The Cactus": N_("Cactus"),
               "The Abbey": N_("Abbey"), "The Goldfish": N_("Goldfish")}


def shape_short(info: dict) -> str:
    name = info["name"]
    return _(SHAPE_SHORT[name]) if name in SHAPE_SHORT else name.replace("The ", "")


def banked(n: int) -> str:
    """A player's count of sandbank tiles, as their row says it."""
    return ngettext("{n} banked", "{n} banked", n).format(n=n)


def the_game() -> str:
    """The solo opponent's name, as shown."""
    return _("The Game")


def ends_in_ellipsis(row: ft.Control, look) -> ft.Row:
    """A row that pans sideways, with an ellipsis after it at its box's edge: there is
    more past the edge (the bonus strip, a row of castles)."""
    return ft.Row([ft.Container(row, expand=True), text("\u2026", look, bold=True)],
                  spacing=2, vertical_alignment=ft.CrossAxisAlignment.CENTER)


class SandcastlesBoard(Board):
    """Holds only view-local choices (the hand tile picked, its rotation, the Game's
    attack tile picked) and the controls it drew last."""
    howto = HOWTO       # its words translated where shown (ui/table/learn.py)
    key_rules = KEY_RULES

    @property
    def category_pieces(self) -> dict:
        # the label as core gives it, and as shown (should core give it translated)
        return {**CATEGORY_PIECES, **{_(CATEGORY_WORDS[k]): v for k, v in CATEGORY_PIECES.items()
                                      if k in CATEGORY_WORDS}}

    @property
    def category_words(self) -> dict:
        return {k: _(v) for k, v in CATEGORY_WORDS.items()}

    def category_label(self, label: str) -> str:
        return _(CATEGORY_WORDS[label]) if label in CATEGORY_WORDS else label

    @staticmethod
    def setup_choices(players: int) -> list:
        """The new-game form's options: the solo difficulty, the 2-player variant."""
        if players == 1:
            return [("solo_bonuses", _("Difficulty: bonuses to earn"),
                     [(4, _("4 (rulebook)")), (5, _("5 (harder)")), (6, _("6 (hardest)"))], 4)]
        if players == 2:
            return [("shared_castle", _("Variant"),
                     [(False, _("Standard")), (True, _("Shared castle, 2 actions"))], False)]
        return []

    def __init__(self, session, act, refresh, **kw):
        super().__init__(session, act, refresh, **kw)
        self.picked: int | None = None      # hand tile (or the Game's attack tile)
        self.turned = 0                     # index into the tile's rotations
        self.picked_at = -1                 # the move count the pick belongs to
        self.swapping = False               # the picked tile's exchange choices shown
        self.focus = None                   # the castle chosen in a crowded row (its id)
        self.tools_here = False             # the picked tile's buttons by the hand (decision)
        self.beach_gives_way = False        # the decision's castles took the beach's room
        self.beach_room = 0.0
        self._grids: dict = {}              # castle grids drawn (see grid)
        self._drawn_serial = 0              # one per build: a grid goes once in a drawing
        self.wrap_bonuses = True            # the bonus strip wraps (see budget)
        self.bonuses_left = False           # a phone on its side: bonuses under the beach
        self.skirmish_only = False          # a phone on its side in a skirmish (see budget)
        self.hand_size = 0                  # tiles in your hand (see budget)
        self.others_castles = False         # the others' castles drawn in their rows
        self.other_cell = OTHER_CELL        # ...their tiles' size (see others_castles_room)
        self.shared_right = False           # a phone on its side: the beach on the right
        self.game_right = False             # ...and solo, the Game's line (see budget)
        self.beach_right = False            # ...or in a skirmish, the beach's own line
        self.party_right = False            # ...or a completed castle's celebration
        self.party_gives_way = False        # ...or none, for the decision's room
        self.captions_give_way = False      # the hand's words, for the castles' room
        self.flat_skirmish = False          # ...crowded: a skirmish's names beside tiles
        self.mine_joins = False             # your row drawn as a card among the others'
        self._need = (None, None)           # decision_need's last answer, and for what
        self._legal = (None, [])            # legal()'s last listing, and for what
        self._row_h = None                  # the last castles' row's height as drawn
        self.decision_h = 0.0               # the last decision's height (an estimate)
        self.counter_ctrl, self.counter_h = None, 0.0   # the counter's buttons and their height

    # ---- whole board ---------------------------------------------------------
    def build(self, width: float, height: float | None = None) -> ft.Control:
        s = self.session
        view = s.view()
        inner = self.fit_window(width, height)
        mode, height = self.mode, self.height
        col_w = self.col_w = self.halves(inner)
        if self.picked_at != len(s.actions):
            self.picked, self.turned, self.picked_at = None, 0, len(s.actions)
            self.swapping = False
            self.focus = None
        me = view["viewer"]
        n = view["n"]
        current = s.to_move
        lead = current if current is not None and current >= 0 else view["turn"]
        order = [(lead + i) % n for i in range(n)] if me is None else [(me + i) % n for i in range(n)]
        others = [q for q in order if q != me]
        self.budget(view, others, me)
        self._drawn_serial += 1
        # each part is drawn again only when its inputs change (Flet skips an unchanged
        # object when diffing): picking or turning a tile redraws the decision alone
        key = (len(s.actions), id(s.state), me, current, mode, int(width), int(height),
               self.work_h, self.show_news)

        look = (mode, int(width), int(height), self.work_h)
        bonuses = (tuple(view["holders"]), tuple(view["faces"]))
        header = self.in_bar(self.part("header", look + (view["turn_no"], current,
                                                         view["deck_size"], view["phase"]),
                                       lambda: self.header(view)))
        if mode == "landscape" and not self.bonuses_left:
            # the bonuses go with the players, in the right column (the turn line is
            # in the app bar)
            header = self.part("header-bonuses", look + (bonuses,),
                               lambda: self.bonus_strip(view))

        def seat(q):   # what a player's row or area shows
            return (len(view["banks"][q]), repr(view["areas"][q]), view["hand_sizes"][q],
                    current == q, view["wave"] == q)
        sk = repr(view["skirmish"])
        # the decision before the shared state: its castles may take the beach's room
        # (beach_gives_way, work_row)
        decision = self.part("decision", key + (self.picked, self.turned, self.swapping,
                                                self.focus, self.hint),
                             lambda: self.decision(view))
        parts = L.TableParts(
            header=header,
            shared=None if self.beach_gives_way else self.part(
                "shared", look + (self.beach_right, self.flat_skirmish,
                                               tuple(view["beach"]), view["deck_size"],
                                               view["wave"], view["turn"], current, bonuses,
                                               sk, tuple(view["game_hand"]),
                                               len(s.actions) if view["solo"] else 0),
                lambda: self.shared(view)),
            decision=decision,
            mine=self.part("mine", look + (seat(me), bonuses, me, view["phase"]),
                           lambda: self.mine(view, me))
            if me is not None and not self.mine_joins else None,
            # the seats themselves in the key: at the start every seat's row reads alike,
            # and rows drawn for one viewer (the player to move among them) were shown
            # again to the next, leaving out the player who had just moved
            others=self.part("others", look + (bonuses, sk, self.others_castles, self.other_cell,
                                               tuple((q,) + seat(q) for q in others),
                                               seat(me) if self.mine_joins else None),
                             lambda: self.others(view, others))
            + ([self.part("game-line", look + (len(s.actions),),
                          lambda: box(self.game_line(view), bgcolor=SEA_PALE, padding=6))]
               if self.game_right and self.game_turn() is not None else [])
            + ([self.part("beach-right", look + (tuple(view["beach"]), view["deck_size"],
                                                 view["wave"], view["turn"], current),
                          lambda: box(self.beach_row(view), bgcolor=SEA_PALE, padding=6))]
               if self.beach_right else []),
            recap=(self.news(view) if self.show_news
                   else None if self.party_gives_way else self.party()),
            shared_beside=self.shared_right,
            recap_right=self.party_right,
        )
        if mode == "tablet":
            count = n + (1 if view["shared"] else 0)
            per_row = 1 if count == 1 else 3 if width - L.SIDE_COLUMN >= 960 else 2
            rows = -(-count // per_row)
            # the areas fill the right side: as many rows as needed, the screen's height
            self.area_grid = (per_row, rows,
                              (inner - L.SIDE_COLUMN - 12 - 6 * (per_row - 1)) / per_row - 24,
                              max(150, (height - 56 - 24 - 6 * (rows - 1)) / rows))
            parts.areas = [self.part(f"area-{q}", key, lambda q=q: self.area(view, q))
                           for q in order]
            if view["shared"]:
                parts.areas.append(self.part("shared-area", key,
                                             lambda: self.shared_castle_area(view)))
        board = L.arrange(mode, parts, width)
        self.flight.start()
        return board

    def grid(self, castle, *, cell, lit=None, width=None, max_height=None, key="castle",
             name="", marked: frozenset = frozenset()):
        """castle_grid, the same control again while the castle and its lit cells are
        unchanged (a castle left alone costs nothing when the board is redrawn). The
        lit cells' taps send the actions they were drawn with, which depend only on the
        castle, the tile and its turn: all in the key. `marked`: cells lit without a tap
        (the tile a skirmish is fought over)."""
        lit = lit or {}
        k = (tuple(castle), cell, tuple((xy, label) for xy, (label, _f) in sorted(lit.items())),
             int(width or 0), int(max_height or 0), key, name, self.look, marked)
        hit = self._grids.get(k)
        if hit is not None and hit[1] != self._drawn_serial:
            hit[1] = self._drawn_serial
            return hit[0]
        if len(self._grids) > 400:
            self._grids.clear()
        control = castle_grid(castle, cell=cell, look=self.look, lit=lit, width=width,
                              max_height=max_height, key=key, name=name, marked=marked)
        self._grids[k] = [control, self._drawn_serial]
        return control

    @staticmethod
    def contested(view, area: int, castle) -> frozenset:
        """The cell of `castle` (in `area`) a skirmish is fought over, lit wherever the
        castle is drawn; none when no skirmish is on it."""
        sk = view["skirmish"]
        if sk is None or sk["area"] != area or sk["castle"] != castle[0]:
            return frozenset()
        return frozenset({(sk["x"], sk["y"])})

    def per_row(self, count: int) -> int:
        if self.mode == "tablet" or count < 2:
            return 1
        if self.col_w >= 560:
            return 1
        return 3 if count >= 5 and self.mode == "portrait" else 2

    def budget(self, view, others, me):
        """How tall the castles of the decision may be so that the decision, the shared
        state and every player stay on screen (phone upright, phone on its side); the
        "last move" strip gives way first (the cover lists what happened)."""
        h = self.height
        self.shared_right = False
        self.mine_joins = False
        # solo on a phone on its side: the Game's line stands under your row in the
        # right column, which has no other players (in the beach's box, with Larger
        # text, it ran the restock's beach 21-51 px under the window's edge)
        self.game_right = self.mode == "landscape" and view["solo"]
        self.beach_right = self.party_right = self.flat_skirmish = False
        self.party_gives_way = False
        self.captions_give_way = False
        self.beach_room = 0.0
        game_h = self.game_line_height(view)
        # lines of buttons the decision adds to the castles: the Game's attack tiles (and,
        # in a game resumed there, two lines saying the Game attacks)
        button_lines = 0.0
        if view["phase"] == "game_attack" and self.session.to_move == me:
            button_lines = (48 + 6) + (0 if self.game_turn() is not None else 46 * self.look.scale)
        # ...and a turn with no move left but to pass: its button under the castles
        # (the shared castle's second attack with no attack tile ran 58 px under the edge)
        if view["phase"] == "action" and self.session.to_move == me and me is not None \
                and ("pass",) in self.legal():
            button_lines += 48 + 6
        if self.mode == "tablet":
            # the left column down to the castles, measured in Chromium at 1024x768:
            # the turn line and a one-line bonus strip end at 198, the decision's frame
            # and prompt line take 64 more, the hand 58, and its frame and the window's
            # margin 22 below; under it the last move's line (66) and what a completed
            # castle won, and the list of moves since your turn takes what is left
            # (news: the strip that opens it when that is under two lines)
            # (the hand's pictures, scaled with the text, and their words)
            hand = (self.look.size(self.own_cell()) + 28
                    if view["phase"] == "action" and me is not None else 0)
            shared = (44 if view["skirmish"] else 0) + self.game_line_height(view)
            used = (198 + 28 * (self.bonus_rows(view) - 1) + shared + 6 + 64 + hand + button_lines
                    + 22 + 66 + (62 if self.celebration() else 0))
            # with Larger text, as measured at 1024x768 (four players, a build tile
            # picked): the turn line 4 px taller, each bonus line 8 more than counted
            # above, the hand's captions 14, the strip 4 (uncounted, the strip ran
            # 19 px under the window's edge)
            used += (22 + 8 * self.bonus_rows(view)) * (self.look.scale - 1) / 0.25
            # (8: a margin for the estimate; at least 150, not 240: a two-player
            # shared-castle game's second action with Larger text, its Pass button under
            # the castles, was counted 186 px and ran the last move's line 11 px under
            # a 1024x768 window's edge at 240)
            self.work_h = max(150, h - used - 8)
            self.show_news, self.wrap_bonuses = True, True
            self.bonuses_left = self.skirmish_only = self.others_castles = False
            return
        bar = 48 if h < 500 else 56
        # Larger text on a phone, four players or more, your turn: your row is
        # one more card among the others' (a card row of its own, 54 px, was what put
        # the castles or the counters under the window's edge)
        self.mine_joins = (self.mode in ("portrait", "landscape") and me is not None
                           and len(others) >= 3 and self.look.scale > 1
                           and self.session.to_move == me)
        cards = len(others) + (1 if self.mine_joins else 0)
        rows = -(-cards // self.per_row(cards)) if cards else 0
        others_h = (48 if self.per_row(cards) == 1 else 58) * rows + 6 * max(0, rows - 1)
        if self.mode == "portrait" and self.per_row(cards) > 1:
            others_h += self.wrapped_cards_height(view, others)
        shared = (44 if view["skirmish"] else 0) + (0 if self.game_right else game_h)
        hand = self.hand_size = len(view["hands"][me] or []) if me is not None else 0
        # the bonus strip wraps (every bonus in view) when the room it takes leaves the
        # castles of the decision enough; else it keeps to one line that pans
        extra = 26 * (self.bonus_rows(view) - 1) if self.mode == "portrait" else 0
        if self.mode == "portrait":
            # the hand is drawn in these decisions only (a stolen tile is placed, and the
            # Game attacks, without it; your counter or re-strengthen on a phone shows
            # the tiles on its buttons, and its room goes to the castle fought over)
            drawn = view["phase"] in ("action", "skirmish", "restock")
            hand_drawn = drawn and not (view["phase"] == "skirmish" and me is not None
                                        and self.session.to_move == me)
            # the prompt's line: 48 px with buttons beside it, the height of its
            # words without (the picked tile's buttons at the end of the hand's row)
            title = 30 if self.tools_by_hand(view) and not self.session.can_undo() else 48
            # (the hand's pictures, scaled with the text: a captioned line 58 px as
            # measured with 30 px ones, and what the pictures grew; an uncaptioned one
            # the touch target's 48 until the picture is taller)
            face = self.look.size(self.own_cell())
            bare_line = 42 + max(0, face + 4 - MIN_TAP)
            line = 58 + face - self.look.size(30) if self.hand_captions() else bare_line
            decision = 16 + title + 6 + 6 + button_lines + (
                (line if hand <= 4 or self.col_w >= 400 else 2 * line + 4)
                if hand_drawn else 0)
            used = (bar + 48 + 58 + shared + others_h
                    + (48 if me is not None and not self.mine_joins else 0)
                    + decision + 6 * 6 + 20)
            # the beach's box over the players (its tiles, the pile, the Big Wave, the
            # bonuses), which a crowded choice of castles may take (work_row): seven
            # players with Larger text in French, an attack with ten castles in reach
            # panned sideways under the cards, 8 lit cells behind the edge at 360x640
            self.beach_room = (58 + shared) * self.look.scale
            if drawn:
                # with larger text what holds text grows with it, as measured in
                # Chromium at 360x640 (four players, plain -> 1.25): the beach with the
                # bonus strip 14 px, the decision's prompt and hand 14, each row of
                # cards 12; the turn line and your row (48 px buttons) not at all.
                # (Everything below the app bar scaled by 1.25 left the castles 96 px
                # where 128 were free.)
                # (measured again by a mouse wheel at 360x640, late in a game: the
                # screen still stood 14 px taller than the window with one row of
                # cards, 19 with two, 34 with three; 4 and 10 a row more)
                # (since then a card keeps to two lines with three to a row: measured
                # again at 360x640 (three to seven players, 7 December), a row of cards
                # stands 62 px tall, your card 66, where 58 are counted above; a row of
                # one player 48, not scaled. Counted 22 more a row, the restock left
                # your castles out over 100 px of bare sand.)
                card_rows = 8 * rows if self.per_row(cards) > 1 else 0
                used += (32 + card_rows) * (self.look.scale - 1) / 0.25
                if drawn and not hand_drawn:
                    # your own counter or re-strengthen: its cards' rows stand 50 px
                    # tall (62-66 with Larger text), 8 (14-16) less than counted
                    # (measured in Chromium at 360x640, the kept positions of two to
                    # seven players: the screen kept 17-81 px (24-131) of bare sand
                    # under the decision, and no room for the castle fought over); a
                    # cut of 8 (16) a row, at most two (seven players' re-strengthen
                    # kept 17 (27) px spare in all); with Larger text now 2, what the
                    # 66 px counted above leaves over a row of 62-66
                    used -= (8 if self.look.scale == 1 else 2 if card_rows else 0) * min(rows, 2)
            else:
                # a stolen tile's place, the Game's attack: the solo Game's strip and
                # the last move's lines grow with the text too; everything below the
                # app bar scaled (a stolen tile's lit cell ran 84 px under the window's
                # edge at 360x640 when the hand's room, not drawn, stopped covering it)
                used = bar + (used - bar) * self.look.scale
        else:  # the left column: the beach, the news, the decision
            # (measured at 640x360: a lit castle three cells tall stands 10 px above
            # the window's edge with 24 here; with 26 it panned by 2 px)
            # (with Larger text the beach grows, the prompt's line of 48 px buttons
            # not: the solo Game's attack ran its castle under the window's edge at
            # 640x360 counted unscaled, and with everything scaled the castles of a
            # four-player game panned where they fitted)
            used = bar + (46 + shared) * self.look.scale + 16 + 48 + 6 + 6 + 24 + button_lines
            # what the beach's box over the decision was counted (work_row may take it)
            self.beach_room = (46 + shared) * self.look.scale
        room = h - used
        # a castle completed by the last move: its celebration's lines, as many as its
        # words take on a phone on its side (counted 56 px, three lines ran a six-player
        # restock 44 px under the edge of a 640x360 window); upright 56 px, as measured
        # there (the estimate above leaves it room enough: counted by its words, the
        # celebration gave way where it fitted)
        words_ = self.celebration()
        party = (12 + words_height(words_, self.look.size(14), self.col_w - 56, bold=True) + 6
                 if words_ else 0)
        party_room = (max(56, party) if self.mode == "landscape" else 56) if words_ else 0
        room -= party_room
        # a phone on its side with six players or more: the right column has no line
        # to spare for the bonuses, so they wrap under the beach in the left column,
        # where the hand then lies in two columns (measured at 640x360, 7 players;
        # with five the players' rows end at 308 px with the bonuses over them, and
        # the decision gets the line); so too from three rows of cards (five players
        # with Larger text, your row among them: the last card ran 6 px under the
        # window's edge, and in a skirmish the counter's hint 57 px)
        self.bonuses_left = self.mode == "landscape" and (view["n"] >= 6 or rows >= 3)
        # ...where the right column holds your row and the cards alone: one line each,
        # 54 px apart (a name and a bank, either text size), your row 58 unless it joins
        rows_column = 12 + (0 if self.mine_joins else 58) + rows * 54
        # ...and there, with Larger text, a skirmish's names stand beside its tiles,
        # drawn at their own size (over them, the counter's button ran 19 px under the
        # window's edge, five players)
        self.flat_skirmish = self.mode == "landscape" and rows >= 3 and self.look.scale > 1
        self.wrap_bonuses = True
        # ...except in a skirmish, whose counter decision needs the skirmish drawn
        # and the counters, not the bonuses (the Scores dialog lists them) nor the
        # hand (the counters are drawn on their buttons): on a phone on its side the
        # hand's column pushed the counters off the screen with four players too
        # (upright too with Larger text when your row joins the cards and the counter
        # or the re-strengthen is yours: seven players' ran 23 and 69 px under the
        # window's edge with the bonuses' line over the skirmish)
        self.skirmish_only = view["skirmish"] is not None and (
            self.mode == "landscape" or self.mine_joins and self.session.to_move == me)
        if self.skirmish_only and self.mode == "portrait":
            # ...and its names beside its tiles (over them, the re-strengthen's last
            # button still ran 29 px under the edge)
            self.flat_skirmish = True
            # what that leaves out, measured in Chromium at 360x640 with Larger text
            # (five players): the beach's box 100 px tall instead of 180 (the bonus
            # strip's line and the skirmish's names over its tiles), for the castle
            # fought over under the counter's buttons
            room += 64 * self.look.scale
        if self.bonuses_left and not self.skirmish_only:
            # wrapped when it takes one line; longer, it keeps to one line that pans
            # (seven players: two lines pushed the hand's second row off the screen)
            self.wrap_bonuses = self.bonus_rows(view) == 1
            room -= 32     # (extra is for a phone upright)
            self.beach_room += 32
            # ...unless the right column has room for the whole beach's box over its
            # rows (rows_column): six
            # players with Larger text on a phone on its side, an attack tile lighting
            # eight castles in a left column already holding the beach, its castles
            # panned sideways over 140 px of bare sand under the players
            if (self.mode == "landscape" and not words_ and not view["skirmish"]
                    and not (self.game_right and game_h)
                    and bar + rows_column + (46 + shared + 32) * self.look.scale + 6 <= h):
                self.shared_right = True
                room += 32      # (and the beach's own lines below, as shared_right does)
        if self.mode == "landscape" and not self.bonuses_left:
            # the right column: the bonuses, you and the others (the turn line is in the
            # app bar); a strip
            # whose second line would push the last player under the window's edge keeps
            # to one line that pans (four players at 640x360: 14 px below the fold)
            # (with Larger text all of it grows but the app bar: at 640x360 the solo
            # beach put your row 56 px under the window's edge when counted unscaled)
            scale = self.look.scale
            right = (10 + 32 + 26 * (self.bonus_rows(view) - 1)
                     + (0 if self.mine_joins else 48) + others_h + 6 * 2 + 12
                     + (game_h + 6 if self.game_right and game_h else 0))
            self.wrap_bonuses = bar + right * scale <= h
            if not self.wrap_bonuses:
                right -= 26 * (self.bonus_rows(view) - 1)
            # the beach, the pile and the wave go under the bonuses where the right
            # column has room for them (two to four players, no skirmish): the castles
            # of the decision get their height (at 640x360 a new castle's cell and two
            # castles of yours beside a hand of four stood on two lines only so)
            # (in a skirmish too, when it fits: the solo counter's hint stood 6 px under
            # the window's edge with the beach and the skirmish over it; the beach's box
            # with the skirmish measured 107 px at 640x360, 17 more than counted above)
            beach = 46 + shared + (17 if view["skirmish"] else 0) + 6
            # (not beside the solo Game's line: with both, the right column ran 16 px
            # under the window's edge, its bonuses' second line uncounted)
            self.shared_right = bar + (right + beach) * scale <= h and not (
                self.game_right and game_h)
            # else in a skirmish the beach's own line (its tiles, the pile, the Big
            # Wave) goes there alone where it fits, the skirmish staying over the
            # counters (four players with Larger text: the re-strengthen's hint ran
            # 57 px under the window's edge)
            # (the right column as drawn with Larger text at 640x360: 12 px of margin,
            # each line of bonuses 36, your row 58, each row of cards
            # 71, or 54 with one card a row; the default text's are shorter. The
            # estimate above, made for the whole beach box, counts some 60 px more.)
            # (rows of one card counted at 71: two players' right column stood 56 px
            # shorter than counted, and the beach stayed over the skirmish, its
            # counter's button 15 px under the window's edge)
            brows = self.bonus_rows(view) if self.wrap_bonuses else 1
            column = (12 + 36 * brows + (0 if self.mine_joins else 58)
                      + rows * (54 if self.per_row(cards) == 1 else 71))
            self.beach_right = (not self.shared_right and view["skirmish"] is not None
                                and bar + column + self.look.size(32) + 12 + 6 <= h)
            # a castle completed by the last move, celebrated under the players where
            # it fits there (the left column holds the beach and the decision: with
            # Larger text the restock's beach ran 36-44 px under the window's edge
            # under three lines of celebration)
            if words_ and not (self.shared_right or self.beach_right):
                self.party_right = bar + column + party <= h
        elif self.mode == "landscape" and words_:
            # six players or more: under your row and the cards (rows_column) the
            # celebration where it fits
            self.party_right = bar + rows_column + party <= h
        if extra and room - extra < 150:
            self.wrap_bonuses = False
        elif extra:
            room -= extra
            self.beach_room += extra     # (extra: the bonus strip's lines upright; 0 else)
        # the others' castles after the bonuses: what a decision weighs comes first
        room -= self.others_castles_room(view, others, room)
        # the last move's strip where it leaves the castles of the decision their
        # height (as if the beach were still here)
        self.show_news = room - 64 >= max(144, self.decision_need(view) or 0)
        if self.party_right and self.show_news:
            self.party_right = False     # with the strip it stays over the decision
        elif self.party_right:
            room += party_room
        if self.shared_right:
            room += (46 + shared) * self.look.scale
            self.beach_room = 0.0
        # on a phone on its side the celebration gives way where it would leave the
        # decision less than the least it is drawn in (the 96 px below): what the last
        # move won is the mover's news, the decision is what the screen is for (six
        # players late in a game, the restock after your own castle: three lines of it
        # ran the beach's tiles 44 px under the edge of a 640x360 window, 94 with
        # Larger text)
        # Upright, where the estimate above leaves room to spare, only with Larger text,
        # counted by its words (the same restock: 22 px under the edge of 360x640)
        self.party_gives_way = bool(
            words_ and not self.party_right and not self.show_news
            and (room < 96 if self.mode == "landscape" else
                 self.look.scale > 1 and room + party_room - party < 96))
        if self.party_gives_way:
            room += party_room
        if self.mode == "portrait" and hand_drawn and self.hand_captions():
            # the hand's words give way where the castles would stand taller than their
            # room under them (the pictures say the same): 40 px tiles with words under
            # them panned a castle of four players on a phone upright; and in a restock,
            # whose castles under the beach say where a tile taken would go (with
            # Larger text in French they were left out)
            need = self.decision_need(view)
            if view["phase"] == "restock" or need and room - (
                    64 if self.show_news else 0) < need:
                self.captions_give_way = True
                # (what a line of the hand stands shorter without them, as drawn at
                # 360x640: 60 px buttons and 52; counted 16, what the estimate above
                # leaves true in Chromium: 26 ran a late two-player build 8 px under
                # the window's edge, 8 panned a four-player build's lit cell)
                room += self.look.size(16) * (1 if hand <= 4 or self.col_w >= 400 else 2)
        self.work_h = max(96, room - (64 if self.show_news else 0))

    def wrapped_cards_height(self, view, others) -> float:
        """What the rows of cards on a phone upright grow by where a card's counts wrap
        onto a third line (three to a row: a bank of two digits with a bonus or the Big
        Wave; a re-strengthen's castle ran 7 px under the window's edge, six players):
        a line for each such row, found from the counts' pictures and digits."""
        per = self.per_row(len(others) + (1 if self.mine_joins else 0))
        room = self.others_card_width(len(others) + (1 if self.mine_joins else 0))
        look = self.look
        digit = look.size(9)     # (a bold digit of 14 px text, with its side bearing)

        def wide(q) -> float:
            # the tally (the layers icon, 2 px, the bank) and each count, 4 px apart
            w = look.size(16) + 2 + len(str(len(view["banks"][q]))) * digit
            for picture, number in self.row_counts(view, q):
                w += 4 + look.size(self.ROW_PICTURES[picture][0])
                if number is not None:
                    w += 4 + len(str(number)) * digit
            return w
        seats = ([view["viewer"]] if self.mine_joins else []) + list(others)
        lines = sum(any(wide(q) > room for q in seats[i:i + per])
                    for i in range(0, len(seats), per))
        return lines * (look.size(20) + 2) / look.scale

    def others_castles_room(self, view, others, room) -> float:
        """A phone held upright: the other players' castles drawn in their rows
        (others' pieces at OTHER_CELL px) when the decision keeps room for yours; larger
        (OTHER_CELLS) where the screen has room left with the last move's strip kept
        too; what the rows grow by (0 when they stay counts alone)."""
        self.others_castles = False
        self.other_cell = OTHER_CELL
        if self.mode != "portrait" or not others or self.mine_joins:
            return 0
        per = self.per_row(len(others))
        card_w = self.others_card_width(len(others))
        need = self.decision_need(view)
        if need is None:
            # yours keep their room in the decision: as they stand, one row more for the
            # cells a picked tile lights, and their caption
            me = view["viewer"]
            mine = list(view["areas"][me]) if me is not None else []
            if view["shared"]:
                mine += view["areas"][view["n"]]
            own = self.look.size(self.own_cell())
            need = castles_height(mine, self.col_w - 28, own) + self.look.size(MIN_TAP) + 22

        def grow(cell) -> float:
            rows = 0.0
            for i in range(0, len(others), per):
                tallest = max(castles_height(view["areas"][q], card_w, self.look.size(cell))
                              for q in others[i:i + per])
                rows += tallest + 4 + (10 if per == 1 else 0)   # a row folds into a card
            return rows

        least = grow(OTHER_CELL)
        if not least or room - least < max(96, need):
            return 0
        # a larger cell only where the last move's strip keeps its place if it had one
        # at the least (budget shows it when 64 px more are left than the decision needs)
        with_news = room - least - 64 >= max(144, need)
        keep = max(144, need) + 64 if with_news else max(96, need)
        self.others_castles = True
        for cell in OTHER_CELLS:
            rows = least if cell == OTHER_CELL else grow(cell)
            if room - rows >= keep:
                self.other_cell = cell
                return rows
        return least    # (not reached: OTHER_CELL's rows fit, as tested above)

    def legal(self) -> list:
        """The session's legal actions, listed once a position (the budget, the
        castles' height and the decision each ask; listing is most of a move's cost)."""
        s = self.session
        key = (len(s.actions), id(s.state), s.to_move, s.viewer)
        if self._legal[0] != key:
            self._legal = (key, s.legal_actions())
        return self._legal[1]

    def decision_need(self, view) -> float | None:
        """How tall the viewer's castles of a build, attack or stolen-tile decision get
        this turn, whichever tile is picked and however it is turned (the others' rows
        then do not come and go between two taps of one turn): the tallest column the
        decision can draw, caption included; on a phone, your counter's (or
        re-strengthen's) buttons and the castle fought over; None for any other
        decision."""
        s = self.session
        me, phase = view["viewer"], view["phase"]
        if me is None or s.to_move != me or phase not in ("action", "place", "skirmish"):
            return None
        if phase == "skirmish" and self.mode == "tablet":
            return None
        memo = (len(s.actions), id(s.state), self.mode, self.look)
        if self._need[0] == memo:
            return self._need[1]
        look = self.look
        if phase == "skirmish":
            # the counter's buttons, then the castle fought over under its name, at
            # your own pieces' size (fought_over)
            castle = self.find_castle(view, view["skirmish"]["castle"])
            need = self.counter_buttons_height(view, self.legal())
            if castle is not None:
                width = self.work_width()
                name = self.name_of(view, view["skirmish"]["area"], castle)
                need += 6 + words_height(name, look.size(14), width) + 6 + castles_height(
                    [castle], width, look.size(self.own_cell()))
            self._need = (memo, need)
            return need
        own, lit = look.size(self.own_cell()), look.size(max(MIN_TAP, self.own_cell()))
        head = look.size(22) + 2 + 2 * WR.PLOT   # its caption above, its patch of sand

        def rows(cells) -> int:
            ys = [y for _x, y in cells]
            return max(ys) - min(ys) + 1
        areas = [me] + ([view["n"]] if view["shared"] else [])
        castles = {c[0]: c for q in areas for c in view["areas"][q]}
        still = max((rows(tops(c)) for c in castles.values()), default=0) * own
        if phase == "action":   # before a tile is picked: the hint (two lines), yours
            need = look.size(52) + 6 + (head + still if still else 0)
        else:                   # the stolen tile is beside the prompt
            need = head + still
        lit_cells = {}
        for a in self.legal():
            if a[0] == "attack":
                area = view["n"] if a[2] == "shared" else a[2]
                castle = next(c for c in view["areas"][area] if c[0] == a[3])
                need = max(need, head + rows(tops(castle)) * lit)
                continue
            if a[0] == "build":
                turn, cid, cell = (a[1], a[-1]), a[2], a[3:5]
            elif a[0] == "place_stolen":
                turn, cid, cell = (a[-1],), a[1], a[2:4]
            else:
                continue
            if cid in ("new", "shared") or len(cell) < 2:
                need = max(need, head + look.size(MIN_TAP))    # a lit empty cell
                continue
            lit_cells.setdefault((turn, cid), set()).add(tuple(cell))
        for (_turn, cid), cells in lit_cells.items():
            need = max(need, head + rows(set(tops(castles[cid])) | cells) * lit)
        self._need = (memo, need)
        return need

    def you_fits(self, name: str, count: int) -> bool:
        """Whether "Ana (you)" stands whole in a card of a row of `count` (beside the
        mark, and, on a line of its own, the bank's count and a gap)."""
        room = self.others_card_width(count) - self.look.size(24)
        if self.mode == "landscape" and count >= 5:      # one line: the count beside
            room -= self.look.size(16 + 24)
        # (about 10 px a letter of 17.5 px bold text, measured: "Ana (you)" 88 px)
        return len(_("{name} (you)").format(name=name)) * self.look.size(8) <= room

    def others_card_width(self, count: int) -> float:
        per = self.per_row(count)
        return (self.col_w - 6 * (per - 1)) / per - 14

    # ---- header and shared state -----------------------------------------------
    def status_words(self, view) -> str:
        s = self.session
        q = s.to_move
        if q is None:
            return _("Turn {turn}: the game is over").format(turn=view["turn_no"])
        name = the_game() if q < 0 else who(view["names"][q], s.is_bot(q))
        phase = view["phase"]
        prompt = _(PROMPTS[phase]) if phase in PROMPTS else _("to play")
        return _("Turn {turn}: {name}, {prompt}").format(turn=view["turn_no"], name=name,
                                                         prompt=prompt)

    def header(self, view) -> ft.Control:
        look = self.look
        s = self.session
        q = s.to_move
        if q is None:
            playing = _("Game over")
        elif q < 0:
            playing = _("The Game to play")
        else:
            playing = _("{name} to play").format(name=view["names"][q])
        row = ft.Row([who_mark(q is not None and q >= 0 and s.is_bot(q), look),
                      text(_("Turn {turn}").format(turn=view["turn_no"]), look, bold=True,
                           size=16),
                      text(playing, look, one_line=True, expand=True)],
                     spacing=6, vertical_alignment=ft.CrossAxisAlignment.CENTER)
        # one line a screen reader (and the UI benchmark) can follow decision by decision
        label = ngettext("{status}, {n} tile in the draw pile",
                         "{status}, {n} tiles in the draw pile", view["deck_size"]).format(
                             status=self.status_words(view), n=view["deck_size"])
        status = ft.Semantics(label=label, identifier="status", container=True, content=row,
                              exclude_semantics=True, expand=True)
        return ft.Row([status, icon_tap(_("Scores so far"), ft.Icons.LEADERBOARD,
                                        lambda e: self.open_scores(), key="scores-open")],
                      spacing=4, vertical_alignment=ft.CrossAxisAlignment.CENTER)

    def wave_words(self, view, short: bool = False) -> str:
        if view["wave"] is None:
            return _("not yet") if short else _("Big Wave: not yet")
        if view["solo"]:
            return _("it has come") if short else _("The Big Wave has come")
        holder = view["wave"]
        n = view["n"]
        turn = view["turn"]
        name = view["names"][holder]
        if self.session.to_move is None:
            return name if short else _("Big Wave: with {name}").format(name=name)
        left = (holder - turn - 1) % n       # turns after this one before play is back
        if short:
            return ngettext("{name}, {n} more turn", "{name}, {n} more turns", left).format(
                name=name, n=left)
        return ngettext("Big Wave: with {name}, {n} more turn",
                        "Big Wave: with {name}, {n} more turns", left).format(name=name, n=left)

    def shared(self, view) -> ft.Control:
        """One line: the beach, the draw pile, the Big Wave; then the bonuses (the
        solo Game's line, the skirmish)."""
        strip = (self.mode != "landscape" or self.bonuses_left) and not self.skirmish_only
        lines = ([] if self.beach_right else [self.beach_row(view)]) + (
            [self.bonus_strip(view)] if strip else [])
        game = self.game_line(view) if not self.game_right else None
        if game is not None:
            lines.append(game)
        sk = view["skirmish"]
        if sk is not None:
            lines.append(self.skirmish_line(view, sk))
        return ft.Semantics(identifier="shared", container=True, content=box(
            ft.Column(lines, spacing=4, tight=True), bgcolor=SEA_PALE, padding=6))

    def beach_row(self, view) -> ft.Control:
        """The beach's tiles, the draw pile, the Big Wave: one line."""
        look = self.look
        # on a phone on its side the beach's tiles keep their own size with Larger text
        # (scaled, three tiles left "not yet" of the Big Wave cut to "not y...")
        tiles_look = look.unscaled if self.mode == "landscape" else look
        beach = [ft.Semantics(label=_("Beach tile {number}: {tile}").format(number=i + 1,
                                                                            tile=words(t)),
                              container=True, exclude_semantics=True,
                              content=tile_face(t, None, 32, look=tiles_look))
                 for i, t in enumerate(view["beach"])]
        if not beach:
            beach = [text(_("Beach empty"), look, italic=True)]
        wave = view["wave"] is not None
        pile = ft.Semantics(label=ngettext("{n} tile in the draw pile",
                                           "{n} tiles in the draw pile",
                                           view["deck_size"]).format(n=view["deck_size"]),
                            container=True,
                            exclude_semantics=True, content=ft.Row(
                                [ft.Icon(ft.Icons.LAYERS, color=INK, size=look.size(20)),
                                 text(str(view["deck_size"]), look, bold=True)],
                                spacing=2, tight=True))
        wave_line = ft.Semantics(label=self.wave_words(view), identifier="wave", container=True,
                                 exclude_semantics=True, expand=True, content=ft.Row(
                                     [art("bigwave", look.size(22), WAVE if wave else INK),
                                      text(self.wave_words(view, short=self.col_w < 420), look,
                                           bold=wave, one_line=True, expand=True)],
                                     spacing=2))
        return ft.Row([*beach, pile, wave_line], spacing=6,
                      vertical_alignment=ft.CrossAxisAlignment.CENTER)

    def game_line(self, view) -> ft.Control | None:
        """Solo: what the Game's turn just did ("The Game drew" its tiles, and what
        they did), or None."""
        game = self.game_turn() if view["solo"] else None
        if game is None:
            return None
        look = self.look
        drawn, words_ = game
        return ft.Semantics(
            label=_("The Game's turn: it drew {tiles}; {what}").format(
                tiles=", ".join(words(t) for t in drawn) or _("nothing"), what=words_),
            identifier="games-turn", container=True, exclude_semantics=True,
            content=ft.Row([text(_("The Game drew"), look, bold=True)] +
                           [tile_face(t, None, 24, look=look) for t in drawn] +
                           [text(words_, look)], spacing=4, wrap=True,
                           vertical_alignment=ft.CrossAxisAlignment.CENTER))

    def game_line_height(self, view) -> float:
        """About how tall the solo Game's line in the shared state stands (0 when it is
        not drawn): "The Game drew", its tiles and what they did, wrapping in the beach's
        box (one line was counted always; the Game's attack put its castle 37 px under a
        phone's edge when the words took two more)."""
        game = self.game_turn() if view["solo"] else None
        if game is None:
            return 0
        drawn, said = game
        look = self.look
        # a 24 px tile and its gap stand for about four letters; the words are one
        # piece of the wrapping row: where they do not fit beside the tiles they start
        # a line of their own (counted as one run of letters, the line was 20 px
        # taller than its estimate, and the right column of a solo game ran under the
        # window's edge at 640x360)
        head = len(_("The Game drew")) + 4 * len(drawn)
        width = (L.SIDE_COLUMN if self.mode == "tablet" else self.col_w) - 24
        px = look.size(14)
        line = words_height("x", px, width)
        if words_height("x" * (head + 1 + len(said)), px, width) <= line:
            return 12 + max(line, look.size(24))
        return 12 + max(line, look.size(24)) + 4 + words_height(said, px, width)

    def game_turn(self):
        """Solo: what the Game's turn just did, when the last move led to it: the tiles
        it drew, and whether one attacks (the player then picks which and what) or none
        could and its hand went to the discard pile."""
        s = self.session
        before, after = s.previous, s.state
        if not s.actions or before is None or before["solo_stage"] != "player":
            return None
        if after["phase"] == "game_attack":
            return after["game_hand"], _("an attack: choose which, and which tile it takes.")
        if after["solo_stage"] != "game" and after["phase"] != "over":
            return None
        new = after["discard"][len(before["discard"]):]
        drawn = [t for t in new if t not in before["beach"]]
        if after["phase"] == "over" and after["wave"] is not None:
            return drawn, _("then the Big Wave.")
        return drawn, _("no attack; its hand is discarded and the beach dealt anew.")

    def bonus_strip(self, view) -> ft.Control:
        """Every bonus as a small picture: "4" and a crab for 4 crabs, a shape's name,
        the biggest castle and the tallest tower as their own signs; a bonus held is
        gold with its holder's name."""
        look = self.look
        names = view["names"]
        chips, spoken = [], []
        for i, b in enumerate(view["bonuses"]):
            h, face = view["holders"][i], view["faces"][i]
            owner = names[h] if h is not None else _("free")
            spoken.append(_("{bonus}: {owner}").format(
                bonus=bonus_label(b, face) if h is not None else bonus_title(BONUSES[b]),
                owner=owner))
            parts = self.bonus_sign(b, face)
            if h is not None:
                parts.append(text(owner, look, bold=True))
            chips.append(box(ft.Row(parts, spacing=2, tight=True,
                                    vertical_alignment=ft.CrossAxisAlignment.CENTER),
                             bgcolor=GOLD if h is not None else MIST, padding=3, radius=6))
        if view["solo"]:
            title = self.goal_words(view)
            head = text(title, look, bold=True)
        else:
            title = _("Bonuses")
            head = art("bonus", look.size(22), INK)
        wrap = self.wrap_bonuses
        row = ft.Row([head, *chips], spacing=4, run_spacing=2, wrap=wrap,
                     scroll=None if wrap else ft.ScrollMode.HIDDEN,
                     vertical_alignment=ft.CrossAxisAlignment.CENTER)
        if not wrap and self.bonuses_pan(view):
            # kept to one line, it pans to the bonuses past its edge: an ellipsis at the
            # edge says there are more (seven players on a phone on its side: the strip
            # ended at "Axe", the biggest castle's bonus and others out of sight with no
            # sign; a count would be the estimate's, one off where a name is narrow)
            row = ends_in_ellipsis(row, look)
        body = box(row, bgcolor=FOAM, padding=ft.Padding.symmetric(horizontal=4, vertical=2),
                   radius=8)
        # what each bonus asks for: in the Scores dialog (one tap on the header)
        return ft.Semantics(label=_("{title}: {bonuses}").format(title=title,
                                                                 bonuses="; ".join(spoken)),
                            identifier="bonuses",
                            container=True, exclude_semantics=True, content=body)

    def bonus_sign(self, b: int, face: int) -> list:
        look = self.look
        info = BONUSES[b]
        if info["kind"] == "material":
            c = info["creature"]
            disc = ft.Container(art(CREATURE_ART[c], look.size(15), FOAM),
                                width=look.size(20), height=look.size(20),
                                bgcolor=CREATURE_COLOUR[c], shape=ft.BoxShape.CIRCLE,
                                alignment=ft.Alignment.CENTER)
            return [text(str(info["threshold"]), look, bold=True), disc]
        if info["kind"] == "shape":
            return [text(shape_short(info), look)]
        sign = ft.Icons.GRID_VIEW if info["kind"] == "biggest" else ft.Icons.HEIGHT
        return [ft.Icon(sign, color=INK, size=look.size(18))] + (
            [text(str(face), look, bold=True)] if face else [])

    @staticmethod
    def goal_words(view) -> str:
        """The solo Game's goal over the bonuses: "Goal: 1 of 4 bonuses"."""
        got = sum(1 for h in view["holders"] if h == 0)
        total = len(view["bonuses"])
        return ngettext("Goal: {got} of {total} bonus", "Goal: {got} of {total} bonuses",
                        total).format(got=got, total=total)

    def bonus_widths(self, view) -> tuple:
        """About how wide the bonus strip's head and each bonus's chip stand (from its
        pictures and words: about 8.5 px a character at 14 px), and the room they have
        on a line of the strip's column."""
        names = view["names"]
        head = self.look.size(28)
        if view["solo"]:
            # the solo Game's goal heads it in words, not the bonus sign (counted as
            # the sign, French "Objectif : 0/4 bonus" wrapped a bonus onto a line more
            # than counted, and a solo restock ran 22 px under a phone's edge)
            head = self.look.size(8.5 * len(self.goal_words(view))) + 4
        chips = []
        for i, b in enumerate(view["bonuses"]):
            h, info = view["holders"][i], BONUSES[b]
            if info["kind"] == "material":
                px = 8.5 * len(str(info["threshold"])) + 22
            elif info["kind"] == "shape":
                px = 8.5 * len(shape_short(info))
            else:
                px = 20 + (8.5 * len(str(view["faces"][i])) if view["faces"][i] else 0)
            if h is not None:
                px += 8.5 * len(names[h]) + 2
            chips.append(self.look.size(px + 6) + 4)
        return head, chips, self.col_w - 20

    def bonus_rows(self, view) -> int:
        """How many lines the bonus strip takes wrapped in its column (an estimate:
        bonus_widths)."""
        line, chips, room = self.bonus_widths(view)
        lines = 1
        for w in chips:
            # (a line counted full to the pixel is taken as full: the estimate's 8.5 px
            # a letter runs a few px short of some names, and a two-player strip counted
            # 316 px of 316 wrapped, its second line uncounted, and a picked tile's
            # castles ran 4 px under the edge of a 360x640 window)
            if line + w > room - 4:
                lines, line = lines + 1, 0
            line += w
        return lines

    def bonuses_pan(self, view) -> bool:
        """Whether a bonus strip kept to one line is wider than its column (it then pans
        to the bonuses past its right edge), by its estimated widths."""
        head, chips, room = self.bonus_widths(view)
        return head + sum(chips) > room

    def skirmish_line(self, view, sk) -> ft.Control:
        """The skirmish as it lies on the table: the attacker's tiles facing the
        defender's tower and counters, the side winning now framed in gold."""
        look = self.look
        flat = self.flat_skirmish    # (budget: a phone on its side, crowded, Larger text)
        # (flat: the tiles are pictures, not words, at their own size)
        tile_look = look.unscaled if flat else look
        names = view["names"]
        attacker = the_game() if sk["attacker"] < 0 else names[sk["attacker"]]
        defender = names[sk["defender"]]
        tiles = sk["tiles"]
        attacks, counters = tiles[0::2], tiles[1::2]   # the attacker plays first, then in turn
        winning = attacker if len(tiles) % 2 else defender
        castle = self.find_castle(view, sk["castle"])
        prey, tower = None, []
        if castle is not None:
            here = tops(castle).get((sk["x"], sk["y"]))
            if here:
                prey = creature_word(TILE_CREATURE[here[0]])
                tower = [tile_face(here[0], here[1], 30, look=tile_look)]
        count = ngettext("{n} attack tile", "{n} attack tiles", len(tiles)).format(n=len(tiles))
        if prey is not None and starts_with_vowel(defender):
            words_ = pgettext("name starts with a vowel",
                              "Skirmish: {attacker} attacks for {defender}'s {creature} tower; "
                              "{count}, {leader} winning so far").format(
                                  attacker=attacker, defender=defender, creature=prey,
                                  count=count, leader=winning)
        elif prey is not None:
            words_ = _("Skirmish: {attacker} attacks for {defender}'s {creature} tower; {count}, "
                       "{leader} winning so far").format(attacker=attacker, defender=defender,
                                                         creature=prey, count=count,
                                                         leader=winning)
        else:
            words_ = _("Skirmish: {attacker} attacks; {count}, {leader} winning so far").format(
                attacker=attacker, count=count, leader=winning)

        def side(name, faces, wins, end):
            # the side winning now: its name whole beside a trophy ("The Game wins now"
            # was cut to "The Game wi..." beside the decision on a phone on its side)
            right = end == ft.MainAxisAlignment.END
            head = text(name, look, bold=wins, one_line=True,
                        align=ft.TextAlign.RIGHT if right else None)
            if wins:
                trophy = ft.Icon(ft.Icons.EMOJI_EVENTS, color=INK, size=look.size(18))
                name_ = ft.Container(head, expand=True)
                head = ft.Row([name_, trophy] if right else [trophy, name_], spacing=2)
            if flat:     # the name in its own words' size, beside the tiles
                head = ft.Container(head, expand=True)
                row_ = [*faces, head] if right else [head, *faces]
                body = ft.Row(row_, spacing=2, alignment=end,
                              vertical_alignment=ft.CrossAxisAlignment.CENTER)
            else:
                body = ft.Column([head, ft.Row(faces, spacing=2, wrap=True, run_spacing=2,
                                               alignment=end)],
                                 spacing=2, tight=True,
                                 horizontal_alignment=ft.CrossAxisAlignment.END
                                 if end == ft.MainAxisAlignment.END else ft.CrossAxisAlignment.START)
            # each side's share of the line as its name and tiles ask: flat, beside each
            # other (halves cut a winner's name to two letters beside its trophy); else
            # the wider of the name over the tiles and the tiles (halves cut the solo
            # "The Game" to "The Ga…" with Larger text on a phone on its side)
            name_need = 2 * len(name) + (4 if wins else 0)
            share = name_need + 6 * len(faces) if flat else max(name_need, 6 * len(faces))
            return ft.Container(body, expand=share, padding=4, bgcolor=FOAM if wins else None,
                                border=ft.Border.all(3, GOLD) if wins else None,
                                border_radius=ft.BorderRadius.all(8))
        row = ft.Row([side(attacker, [tile_face(t, None, 30, look=tile_look) for t in attacks],
                           winning == attacker and len(tiles) % 2 == 1, ft.MainAxisAlignment.END),
                      ft.Icon(ft.Icons.FLASH_ON, color=INK, size=look.size(22)),
                      side(defender, tower + [tile_face(t, None, 30, look=tile_look)
                                              for t in counters],
                           len(tiles) % 2 == 0, ft.MainAxisAlignment.START)],
                     spacing=4, vertical_alignment=ft.CrossAxisAlignment.CENTER)
        return ft.Semantics(label=words_, identifier="skirmish", container=True,
                            exclude_semantics=True, content=box(row, bgcolor=HIT, padding=4,
                                                                radius=8))

    @staticmethod
    def find_castle(view, cid):
        for area in view["areas"]:
            for c in area:
                if c[0] == cid:
                    return c
        return None

    # ---- players -----------------------------------------------------------------
    def held(self, view, q) -> list:
        return [(b, view["faces"][i]) for i, b in enumerate(view["bonuses"]) if view["holders"][i] == q]

    def spoken(self, view, q) -> str:
        castles = view["areas"][q]
        held = self.held(view, q)
        facts = dict(
            castles=ngettext("{n} castle building", "{n} castles building",
                             len(castles)).format(n=len(castles)),
            hand=ngettext("{n} tile in hand", "{n} tiles in hand",
                          view["hand_sizes"][q]).format(n=view["hand_sizes"][q]),
            bonuses=ngettext("{n} bonus", "{n} bonuses", len(held)).format(n=len(held)))
        if view["wave"] == q:
            return _("{castles}, {hand}, {bonuses}, holds the Big Wave").format(**facts)
        return _("{castles}, {hand}, {bonuses}").format(**facts)

    # a row's counts: their picture's width (px of 14 px text) and how it is drawn
    ROW_PICTURES = {
        "castles": (16, lambda px: ft.Icon(ft.Icons.FORT, color=INK, size=px)),
        "hand": (16, lambda px: ft.Icon(ft.Icons.STYLE, color=INK, size=px)),
        "bonuses": (18, lambda px: art("bonus", px, INK)),
        "wave": (18, lambda px: art("bigwave", px, WAVE)),
    }

    def row_counts(self, view, q) -> list:
        """What `q`'s row or card counts, in order: (picture, number or None)."""
        counts = [("castles", len(view["areas"][q]))]
        cards = len(view["names"]) - (0 if self.mine_joins else 1)
        if not (self.mode == "portrait" and self.look.scale > 1 and self.per_row(cards) == 3):
            # (three cards to a row with Larger text: the hand's count wrapped each card
            # onto a third line; the count is in the card's spoken name and its details)
            counts.append(("hand", view["hand_sizes"][q]))
        held = self.held(view, q)
        if held:
            counts.append(("bonuses", len(held)))
        if view["wave"] == q:
            counts.append(("wave", None))
        return counts

    def row_items(self, view, q) -> list:
        look = self.look
        items = []
        for picture, number in self.row_counts(view, q):
            size, draw = self.ROW_PICTURES[picture]
            items.append(draw(look.size(size)))
            if number is not None:
                items.append(text(str(number), look))
        return items

    def others(self, view, seats) -> list:
        if not seats:
            return []
        s = self.session
        cards = []
        me = view["viewer"]
        # your own card first when it joins the others' (see budget)
        drawn = ([me] if self.mine_joins else []) + list(seats)
        per_row = self.per_row(len(drawn))
        for q in drawn:
            current = q == s.to_move
            hit = bool(view["skirmish"]) and view["skirmish"]["defender"] == q
            common = dict(bot=s.is_bot(q), count=len(view["banks"][q]), count_label=banked,
                          items=self.row_items(view, q), spoken=self.spoken(view, q),
                          current=current, on_open=lambda e, q=q: self.open_details(q),
                          key=f"player-{q}", look=self.look)
            if q == me:
                # your card: "(you)" after your name where it leaves the name whole (the
                # frame round it says whose turn it is; the spoken name says yours)
                common.update(on_open=None, key=f"mine-{me}", you=True,
                              mark_you=self.you_fits(view["names"][me], len(drawn)))
            if self.others_castles:
                # their castles in their card, walls and towers readable on a phone
                width = self.others_card_width(len(seats))
                castles = [self.grid(c, cell=self.other_cell, width=width, key=f"o-{c[0]}",
                                     name=self.name_of(view, q, c),
                                     marked=self.contested(view, q, c))
                           for c in view["areas"][q]]
                if castles:
                    common["items"] = common["items"] + [ft.Row(
                        castles, wrap=True, spacing=10, run_spacing=8, width=width,
                        vertical_alignment=ft.CrossAxisAlignment.START)]
                cards.append(player_card(view["names"][q], **common))
            elif per_row == 1:
                cards.append(player_row(view["names"][q], hit=hit, **common))
            elif self.mode == "landscape" and len(seats) >= 5:
                # many players beside the decision: one line each, the name in full
                common["items"] = []
                cards.append(player_row(view["names"][q], hit=hit, **common))
            else:
                cards.append(player_card(view["names"][q], **common))
        if per_row == 1:
            return cards
        return [L.grid(cards, per_row)]

    def castles_of(self, view, q, cell: int, width: float, height: float | None = None,
                   least: int | None = None) -> list:
        """Every castle of `q` (the shared castle when q is n), each named as players
        say it; given a `height`, as large as fits it, down to `least`, then panning."""
        castles = view["areas"][q]
        if not castles:
            return [text(_("No castle building."), self.look, italic=True)]
        if height is not None:
            scale = self.look.scale
            cell = fit_cell(castles, width / scale, height / scale, cell, least or cell)
        return [ft.Row([self.grid(c, cell=cell, width=width, max_height=height or cell * 6,
                                  key=f"c-{c[0]}", name=self.name_of(view, q, c),
                                  marked=self.contested(view, q, c))
                        for c in castles],
                       wrap=True, spacing=10, run_spacing=8,
                       vertical_alignment=ft.CrossAxisAlignment.START)]

    def area_lines(self, view, q, cell: int, width: float, height: float | None = None,
                   least: int | None = None) -> list:
        look = self.look
        lines = self.castles_of(view, q, cell, width, height, least)
        held = self.held(view, q)
        if held:
            lines.append(text(_("Bonuses: {bonuses}").format(bonuses=", ".join(
                f"{bonus_label(b, f)} ({bonus_points(b, f)})" for b, f in held)), look))
        return lines

    def mine(self, view, me) -> ft.Control:
        """Your own area: a row while you decide (your castles are drawn large in the
        decision), else your castles as they stand."""
        s = self.session
        current = s.to_move == me
        if current or self.mode != "tablet" and self.work_h < 150:
            return player_row(view["names"][me], bot=False, count=len(view["banks"][me]),
                              count_label=banked, items=self.row_items(view, me),
                              spoken=self.spoken(view, me), current=current,
                              you=view["n"] > 1, key=f"mine-{me}", look=self.look)
        # your castles at your own pieces' size, as large as the room below allows
        return player_area(view["names"][me], bot=False, count=len(view["banks"][me]),
                           count_label=banked,
                           lines=self.area_lines(view, me, self.own_cell(), self.col_w - 24,
                                                 max(60, self.work_h - 40), 22),
                           current=current, you=view["n"] > 1, key=f"mine-{me}", look=self.look)

    def area_room(self, view, q) -> tuple:
        """A tablet area's room for castles (width, height): the areas share the right
        side in rows of two or three and the screen's height."""
        _per_row, _rows, width, height = self.area_grid
        # the header, the pictures row, a bonuses line, the box's padding
        room = height - 34 - 34 - (28 if q < view["n"] and self.held(view, q) else 0) - 30
        return width, max(48, room)

    def area(self, view, q) -> ft.Control:
        s = self.session
        width, room = self.area_room(view, q)
        mine = q == view["viewer"]
        facts = ft.Semantics(label=self.spoken(view, q), container=True, exclude_semantics=True,
                             content=ft.Row(self.row_items(view, q), spacing=4))
        area = player_area(view["names"][q], bot=s.is_bot(q), count=len(view["banks"][q]),
                           count_label=banked,
                           # as large as the area allows (the table grows with the
                           # window); a castle too big even at the least size pans
                           lines=[facts] + self.area_lines(view, q, 96 if mine else 64,
                                                           width, room, 16),
                           current=q == s.to_move, you=mine and view["n"] > 1,
                           key=f"area-{q}", look=self.look,
                           short_count=self.area_grid[2] < L.NARROW_AREA)
        return ft.Container(area, height=self.area_grid[3], clip_behavior=ft.ClipBehavior.HARD_EDGE)

    def shared_castle_area(self, view) -> ft.Control:
        n = view["n"]
        width, room = self.area_room(view, n)
        lines = self.castles_of(view, n, 64, width, room, 16) if view["areas"][n] else [
            text(_("Not started."), self.look, italic=True)]
        return ft.Semantics(identifier="shared-castle", container=True, content=box(
            ft.Column([text(_("Shared castle"), self.look, bold=True, size=16)] + lines,
                      spacing=6, tight=True), bgcolor=FOAM))

    def open_details(self, q):
        if self.page is None:
            return
        view = self.session.view()
        # their castles as large as the dialog allows on this screen (a phone's too),
        # from a tablet's own-piece size down to others' least
        room = max(120, getattr(self, "height", 640) - 260)
        facts = ft.Semantics(label=self.spoken(view, q), container=True, exclude_semantics=True,
                             content=ft.Row(self.row_items(view, q), spacing=4))
        body = ft.Column([facts] +
                         self.area_lines(view, q, 56, 280, room, 20), tight=True, spacing=8,
                         width=300, scroll=ft.ScrollMode.AUTO)
        name = who(view["names"][q], self.session.is_bot(q))
        title = _("{name}: {banked}").format(name=name, banked=banked(len(view["banks"][q])))
        details_dialog(self.page, title, body, self.look)

    def bonus_lines(self, view) -> list:
        lines = []
        for i, b in enumerate(view["bonuses"]):
            h = view["holders"][i]
            info = BONUSES[b]
            if info["kind"] == "material":
                what = _("at least {n} visible {creatures} in a completed castle, "
                         "+{points}").format(n=info["threshold"],
                                             creatures=creature_plural(info["creature"]),
                                             points=info["points"])
            elif info["kind"] == "shape":
                what = _("a completed castle of exactly this shape, +{points}").format(
                    points=info["points"])
            elif info["kind"] == "biggest":
                what = _("the biggest completed castle, 7 pieces or more (6/7/9/11 points)")
            else:
                what = _("the tallest tower, 3 high or more (3/4/5/7 points)")
            if h is None:
                owner = _("not taken yet")
            else:
                holder, label = view["names"][h], bonus_label(b, view["faces"][i])
                record = (view.get("records") or [0] * len(view["bonuses"]))[i]
                if record > view["faces"][i]:
                    owner = _("held by {name}: {bonus}, won with {record}").format(
                        name=holder, bonus=label, record=record)
                else:
                    owner = _("held by {name}: {bonus}").format(name=holder, bonus=label)
            lines.append(text(_("{bonus}: {what}; {owner}.").format(
                bonus=bonus_title(info), what=what, owner=owner), self.look))
        return lines

    def open_scores(self):
        if self.page is None:
            return
        s = self.session
        view = s.view()
        res = s.result()
        names = s.state["names"]
        lines = []
        for q in sorted(range(len(names)), key=lambda q: -res["scores"][q]):
            parts = ", ".join(f"{self.category_label(label)} {pts}"
                              for label, pts in res["breakdown"][q])
            lines.append(text(_("{name}: {score} ({parts})").format(
                name=names[q], score=res["scores"][q], parts=parts), self.look))
        lines.append(text(_("Unfinished castles do not score."), self.look, italic=True))
        lines.append(text(_("Bonuses"), self.look, bold=True, size=16))
        lines += self.bonus_lines(view)
        details_dialog(self.page, _("Scores so far"), ft.Column(lines, tight=True, spacing=6,
                                                             width=320, scroll=ft.ScrollMode.AUTO),
                       self.look)

    # ---- what happened -----------------------------------------------------------
    def recap_items(self, seat: int) -> list:
        """Every action by others since `seat` last acted: attacks, thefts and
        completions among them, what hit `seat` marked (public facts only)."""
        s = self.session
        names = s.state["names"]
        items = []
        target = None
        for i, action in enumerate(s.actions):
            if action[0] == "attack":
                target = (s.state["n"] if action[2] == "shared" else action[2])
            elif action[0] == "game_attack":
                target = 0
            if i not in since_last_turn(s.movers, seat):
                continue
            mover = s.movers[i]
            line = s.log[i] if i < len(s.log) else ""
            # what went against `seat`: the attack, the attacker's re-strengthening and
            # the stolen tile placed; the attacker giving up (a pass) is the defence won
            hit = (target == seat and mover != seat
                   and action[0] in ("attack", "game_attack", "counter", "place_stolen"))
            if action[0] not in ("attack", "game_attack", "counter", "pass", "place_stolen"):
                target = None if action[0] != "restock" else target
            if line:
                name = names[mover] if mover is not None and mover >= 0 else the_game()
                items.append(RecapItem(i, name, mover is not None and mover >= 0 and
                                       s.is_bot(mover), line, [], hit))
            if action[0] == "place_stolen":
                target = None
        return items

    def hops(self, view) -> list:
        """The pieces the last action moved: a completed castle to its builder's bank
        (and the bonuses it took), a stolen tile to the winner, the Big Wave from the
        draw pile to whoever drew it."""
        s = self.session
        if not s.actions or s.previous is None:
            return []
        before, after = s.previous, s.state
        names = after["names"]
        out = []
        for q in range(after["n"]):
            gained = len(after["banks"][q]) - len(before["banks"][q])
            if gained > 0:
                bank = (pgettext("name starts with a vowel", "{name}'s bank")
                        if starts_with_vowel(names[q]) else _("{name}'s bank"))
                built = s.actions[-1][0] in ("build", "place_stolen")
                out.append(Hop("Sandbank", _("Castle") if built else _("Skirmish"),
                               bank.format(name=names[q]), count=gained))
        for i, h in enumerate(after["holders"]):
            if h is not None and (h != before["holders"][i] or after["faces"][i] != before["faces"][i]):
                out.append(Hop("Bonus", _("Bonuses"), names[h]))
        if after["wave"] is not None and before["wave"] is None:
            # the Big Wave turned up: it goes from the draw pile to whoever drew it
            out.append(Hop("Big Wave", _("Draw pile"), the_game() if after["solo"]
                           else names[after["wave"]]))
        if after.get("stolen") is not None and before.get("stolen") is None and before["skirmish"]:
            sk = before["skirmish"]
            out.append(Hop(piece_of(after["stolen"]), names[sk["defender"]],
                           names[sk["attacker"]], hit=sk["defender"] == view["viewer"]))
        return out

    def celebration(self) -> str | None:
        """A castle completed by the last action: its size and the bonuses it took."""
        s = self.session
        if not s.actions or s.previous is None or s.actions[-1][0] not in ("build", "place_stolen"):
            return None
        before, after = s.previous, s.state
        mover = s.movers[-1]
        gained = len(after["banks"][mover]) - len(before["banks"][mover])
        if gained <= 0:
            return None
        took = [bonus_label(b, after["faces"][i]) for i, b in enumerate(after["bonuses"])
                if after["holders"][i] == mover and (before["holders"][i] != mover or
                                                      before["faces"][i] != after["faces"][i])]
        if took:
            line = ngettext("{name} completed a {n}-piece sandcastle: {n} to the sandbank, and "
                            "takes {bonuses}!",
                            "{name} completed a {n}-piece sandcastle: {n} to the sandbank, and "
                            "takes {bonuses}!", gained)
        else:
            line = ngettext("{name} completed a {n}-piece sandcastle: {n} to the sandbank!",
                            "{name} completed a {n}-piece sandcastle: {n} to the sandbank!", gained)
        return line.format(name=after["names"][mover], n=gained, bonuses=", ".join(took))

    def news(self, view):
        """The last action's pieces moving, a completed castle celebrated below them (and,
        at the top of a person's turn, what happened since: the board base's news_parts)."""
        if not self.session.actions:
            return None
        room = None
        if self.mode == "tablet":
            # the list of moves since your turn stands under the decision in the left
            # column: it gets what the decision leaves of the window's height (a long
            # list under tall castles ran below the window's edge, late in a game)
            look = self.look
            # (a skirmish's box: its names over its 30 px tiles, framed, 78 px with the
            # default text as drawn at 1024x768; counted 44, the list ran 51 px under
            # the window's edge in a six-player counter late in a game)
            shared = look.size(12 + 40 + 4 + 30 * self.bonus_rows(view)) + (
                look.size(50) + 28 if view["skirmish"] else 0) + self.game_line_height(view)
            used = (56 + 10 + look.size(48) + 6 + shared + 6 + self.decision_h + 6
                    + look.size(60) + 6 + 10 + (look.size(62) if self.celebration() else 0))
            # (8 px: a margin for the estimate; the list ran 3-5 px under the window's
            # edge with a skirmish over the decision)
            room = int((self.height or 768) - used - 8)
        # too little room for even two lines of the list: the phone's strip instead
        # ("Since your turn: 9 moves"), which opens it
        out = self.news_parts(view, self.hops(view), recap_height=room,
                              as_strip=room is not None and room < self.look.size(96))
        if self.celebration():
            out.insert(1, self.party())
        return self.stacked(out)

    def party(self):
        """A castle completed by the last move, celebrated with the bonuses it took
        (shown even where the last-move strip gives way)."""
        words_ = self.celebration()
        if not words_:
            return None
        return self.part("party", (len(self.session.actions), self.mode), lambda: ft.Semantics(
            label=words_, identifier="completed", container=True, exclude_semantics=True,
            content=box(ft.Row([ft.Icon(ft.Icons.CELEBRATION, color=INK, size=self.look.size(20)),
                                text(words_, self.look, bold=True, expand=True)], spacing=6),
                        bgcolor=GOLD, padding=6, radius=8)))

    # ---- the decision ------------------------------------------------------------
    def decision(self, view) -> ft.Control:
        s = self.session
        look = self.look
        mover = s.to_move
        names = view["names"]
        self.decision_h = look.size(72)     # a waiting line (a decision sets its own)
        self.beach_gives_way = False
        if mover is None:
            return ft.Semantics(identifier="waiting", container=True,
                                content=box(text(_("The game is over."), look)))
        if mover >= 0 and (s.is_bot(mover) or mover != view["viewer"]):
            return self.waiting(mover, names, _("{who} is thinking\u2026") if s.is_bot(mover)
                                else _("{who} is playing\u2026"))
        legal = self.legal()
        phase = view["phase"]
        self.title_buttons = []
        # the picked tile's buttons beside the hand (work_row reads it while the body
        # is drawn)
        self.tools_here = self.tools_by_hand(view)
        self.hand_ctrl = self.counter_ctrl = None
        self._row_h = None
        body = {"action": self.choose_action, "skirmish": self.choose_counter,
                "place": self.choose_place, "restock": self.choose_restock,
                "game_attack": self.choose_game_attack}[phase](view, legal)
        prompt = self.prompt(view)
        title = [text(prompt, look, bold=True, size=16, expand=True, one_line=True)]
        if self.title_buttons and self.hand_ctrl is not None and self.hand_ctrl in body \
                and self.tools_here:
            # as many as fit beside the tiles; the rest (a castle chosen in a crowded
            # row: its way back to them all, a third button) by the prompt (beside
            # three tiles and two buttons Flutter squeezed it to 18 x 48 px; work_row
            # keeps the castle clear of the line it grows)
            n = len(self.title_buttons)
            while n > 2 and not self.buttons_fit_by_hand(n):
                n -= 1
            row = self.hand_ctrl.content
            self.hand_ctrl.content = ft.Row(
                [row, ft.Row(self.title_buttons[:n], spacing=4, tight=True)],
                spacing=4, alignment=ft.MainAxisAlignment.SPACE_BETWEEN,
                vertical_alignment=ft.CrossAxisAlignment.CENTER)
            self.title_buttons = self.title_buttons[n:]
        title += self.title_buttons + self.undo()
        self.decision_h = self.body_height(body, buttons=len(title) > 1)
        if self.mode == "landscape" and self.hand_ctrl is not None and self.hand_ctrl in body:
            # a phone on its side: the hand in a column beside the castles
            rest = [c for c in body if c is not self.hand_ctrl]
            body = [ft.Row([self.hand_ctrl, ft.Column(rest, spacing=6, tight=True, expand=True)],
                           spacing=6, vertical_alignment=ft.CrossAxisAlignment.START)]
        return self.frame(title, body)

    def body_height(self, body: list, buttons: bool) -> float:
        """About how tall the decision stands with `body` (its frame, the title line,
        with `buttons` beside the prompt or not, then each part): the castles' row as
        work_row laid it out, the hand and the hint as drawn, anything else a line of
        buttons."""
        look = self.look
        # (measured on a tablet: 10 px of padding above and below, a title line of
        # 48 px with buttons and about 30 without, hand buttons 50 px tall)
        h = look.size(20 + (48 if buttons else 30) + 6)
        for part in body:
            if part is self.hand_ctrl:
                # (52 as measured with 30 px pictures and their words)
                face = look.size(self.own_cell())
                h += (look.size(52) + face - look.size(30) if self.hand_captions()
                      else max(look.size(52), face + 8))
            elif isinstance(part, ft.Semantics) and part.identifier == "castles" \
                    and self._row_h is not None:
                h += self._row_h
            elif isinstance(part, ft.Semantics) and part.identifier == "hint":
                h += look.size(52)
            elif part is self.counter_ctrl:
                # the counter's buttons, as many lines as they wrap onto (counted as
                # one, a six-player counter's two put the list of moves under it 17 px
                # under a 1024x768 window's edge)
                h += self.counter_h
            elif isinstance(part, ft.Semantics) and part.identifier == "pass" \
                    and isinstance(part.content.content, ft.Column):
                h += look.size(84)    # its caption and, under it, why (two lines or three)
            else:
                h += look.size(56)
            h += 6
        return h

    def prompt(self, view) -> str:
        phase = view["phase"]
        if phase == "action":
            hand = view["hands"][view["viewer"]] or []
            if self.picked is not None and self.picked < len(hand):
                if getattr(self, "swapping", False):
                    return _("Exchange it for")
                return _("Build it") if is_sand(hand[self.picked]) else _("Attack with it")
            if view["shared"] and view["actions_done"]:
                return {"build": _("Second action: build again"),
                        "attack": _("Second action: attack again"),
                        "exchange": _("Second action: exchange again")}.get(
                            view["first_kind"],
                            f"Second action: {view['first_kind']} again")
            return _("Build, attack or exchange")
        if phase == "skirmish":
            sk = view["skirmish"]
            if self.larger_on_phone:
                # (beside Undo, the solo counter's prompt was cut to "You are attacked:
                # count…" at 360x640; the skirmish drawn over it says who attacks whom)
                return (_("Counter the attack?") if len(sk["tiles"]) % 2
                        else _("Re-strengthen?"))
            if len(sk["tiles"]) % 2:
                return _("You are attacked: counter?")
            return _("Countered: re-strengthen?")
        if phase == "restock":
            want = view["hand_size"] - len(view["hands"][view["viewer"]] or [])
            if self.larger_on_phone:
                # (the whole prompt was cut to "Restock: take 1 mor…" on a phone on its
                # side; the beach's lit tiles and the pile say where from)
                return ngettext("Take {n} more tile", "Take {n} more tiles",
                                want).format(n=want)
            return ngettext("Restock: take {n} more tile", "Restock: take {n} more tiles",
                            want).format(n=want)
        prompt = _(PROMPTS[phase])
        prompt = prompt[:1].upper() + prompt[1:]
        if phase == "place" and self.larger_on_phone:
            # the words beside the stolen tile and its buttons (48 px each) where they
            # keep to one line, else short ones (French "Place la tuile volée" was cut
            # to "Place la tuile vo…" with Larger text at 640x360; the tile says which)
            buttons = len(self.title_buttons) + (1 if self.session.can_undo() else 0)
            room = self.col_w - 28 - buttons * (MIN_TAP + 4)
            px = self.look.size(16)
            if words_height(prompt, px, room, bold=True) > words_height("x", px, room,
                                                                        bold=True):
                return pgettext("stolen tile", "Place it")
        return prompt

    def hand_row(self, view, me, playable: list, picked) -> ft.Control:
        """Your hand; the tiles in `playable` can be picked. On a phone on its side, a
        column (two when four tiles) beside the castles, without captions."""
        look = self.look
        side = self.mode == "landscape"
        # beside the castles the tiles are pictures at their own size, Larger text or
        # not (scaled, three in a column ran the left column 15-57 px under the window's
        # edge; in two, the castles beside them panned)
        pictures = look.unscaled if side else look
        face_px = self.own_cell()     # your own pieces' size (issue 24)
        tiles = []
        for h, t in enumerate(view["hands"][me]):
            turned = is_sand(t) and h == picked
            face = tile_face(t, tile_mask(t, self.rotation(t)) if turned else None,
                             face_px, look=pictures)
            short = creature_word(TILE_CREATURE[t]) if is_sand(t) else (
                pgettext("hand caption", "attack") if is_attack(t)
                else pgettext("hand caption", "wave"))
            parts = [face] if not self.hand_captions() else [
                face, text(short, look, one_line=True, colour=FOAM if h == picked else INK)]
            content = ft.Column(parts, spacing=0, tight=True,
                                horizontal_alignment=ft.CrossAxisAlignment.CENTER)
            label = _("Hand tile {number}: {tile}").format(number=h + 1, tile=words(t))
            # a caption of 7 letters, "mouette", whole
            width = 48 if side else max(look.size(62 if self.hand_captions() else 48),
                                        pictures.size(face_px) + 4)
            if h in playable:
                tiles.append(tap(_("{label} (picked)").format(label=label) if h == picked
                                 else label,
                                 lambda e, h=h: self.pick(h), key=f"hand-{h}", primary=h == picked,
                                 content=ft.Container(content, width=width, height=(
                                     50 if side else None if self.hand_captions()
                                     # (a touch target's height, uncaptioned)
                                     else max(MIN_TAP, pictures.size(face_px) + 4)),
                                                      alignment=ft.Alignment.CENTER),
                                 padding=2))
            else:
                tiles.append(ft.Semantics(label=label, container=True, exclude_semantics=True,
                                          content=ft.Container(content, padding=2, width=width)))
        self.hand_n = len(tiles)
        if not tiles:
            tiles = [text(_("Your hand is empty."), look, italic=True)]
        if side:
            per = 2 if self.hand_in_two(len(tiles)) else 1
            cols = [ft.Column(tiles[i::per], spacing=4, tight=True) for i in range(per)]
            row = ft.Row(cols, spacing=4, tight=True, vertical_alignment=ft.CrossAxisAlignment.START)
        else:
            row = ft.Row(tiles, spacing=4, wrap=True, run_spacing=4,
                         vertical_alignment=ft.CrossAxisAlignment.CENTER)
        self.hand_ctrl = ft.Semantics(identifier="hand", container=True, content=row)
        return self.hand_ctrl

    def hand_captions(self) -> bool:
        """Each hand tile's word under it (crab, attack, wave): on a phone upright,
        but not with Larger text when your row joins the others' cards (five players or
        more: the castles a tile may go to ran 34 px under the window's edge with seven);
        the tile's picture says the same (an attack's bolt, its creature)."""
        # (nor with Larger text beside four tiles or more: with their words they took
        # two lines, and a shared castle ran 21 px under the edge of a 360x640 window)
        return self.mode != "landscape" and not self.captions_give_way and not (
            self.look.scale > 1 and (self.mine_joins or self.hand_size >= 4))

    def tools_by_hand(self, view) -> bool:
        """Larger text on a phone upright: the picked tile's buttons (turn it, exchange
        it) stand at the end of the hand's row where they fit beside its tiles, and the
        prompt's line keeps to the height of its words (seven players' castles, at their
        floor under three rows of cards, ran 18 px under the window's edge with the
        buttons beside the prompt)."""
        if self.mode != "portrait" or not self.larger_on_phone or view["phase"] != "action":
            return False
        return self.buttons_fit_by_hand(2)

    def buttons_fit_by_hand(self, buttons: int) -> bool:
        """Whether `buttons` 48 px buttons fit at the end of the hand's row."""
        # each tile its width, its tap's padding and the row's spacing; each button 48 px
        # and the spacing; the decision's frame and padding (measured in Chromium: a
        # hand of three uncaptioned tiles and two buttons end 12 px short of it at 360)
        tile = self.look.size(62 if self.hand_captions() else 48) + 4 + 4
        return self.hand_size * tile + buttons * (MIN_TAP + 4) <= self.col_w - 20

    def hand_in_two(self, n: int) -> bool:
        """A phone on its side: the hand's `n` tiles in two columns beside the castles
        (one holds three tiles; with the bonuses under the beach, two)."""
        return n > (2 if self.bonuses_left and not self.shared_right else 3)

    def rotation(self, tile) -> int:
        rots = ROTATIONS[TILE_WALLTYPE[tile]]
        return rots[self.turned % len(rots)][0]

    def pick(self, h):
        self.picked = None if self.picked == h else h
        self.turned = 0
        self.swapping = False
        self.focus = None
        view = self.session.view()
        if self.picked is not None and view["phase"] == "action":
            t = view["hands"][view["viewer"]][h]
            if is_sand(t):
                self.turned = self.first_fitting(self.legal(), ("build", h), t)
        self.refresh()

    @staticmethod
    def first_fitting(legal, prefix, tile) -> int:
        """The first rotation with a place in an existing castle (else the first)."""
        rots = ROTATIONS[TILE_WALLTYPE[tile]]
        k = len(prefix)
        for i, (r, _m) in enumerate(rots):
            if any(a[:k] == prefix and a[-1] == r and a[k] not in ("new", "shared") for a in legal):
                return i
        return 0

    def turn_tile(self):
        self.turned += 1
        self.refresh()

    def toggle_swap(self):
        self.swapping = not self.swapping
        self.refresh()

    def choose_castle(self, cid) -> None:
        """A crowded row's castle chosen: drawn alone at a touch target's size."""
        self.focus = cid
        self.refresh()

    def rotate_button(self, tile) -> list:
        if len(ROTATIONS[TILE_WALLTYPE[tile]]) < 2:
            return []    # a cross looks the same every way round
        return [icon_tap(_("Turn the tile a quarter"), ft.Icons.ROTATE_RIGHT,
                         lambda e: self.turn_tile(), key="rotate")]

    def work_width(self) -> float:
        beside = 0
        if self.mode == "landscape" and getattr(self, "hand_ctrl", None) is not None:
            two = self.hand_in_two(getattr(self, "hand_n", 0))
            # the hand's column(s); measured in Chromium, two columns take 122 px of a
            # 282 px decision, one 62 (the 28 counts 8 px more than the padding: 2 spare)
            # (the tiles keep their size with Larger text: see hand)
            beside = 116 if two else 58
        return max(150, self.col_w - 28 - beside)

    def work_height(self) -> float:
        return getattr(self, "work_h", 192)

    def work_row(self, items: list, lit: bool = True, above: float = 0) -> ft.Control:
        """The castles of the decision (WorkItems, in order) in groups under one caption
        each, side by side. More than fit the width wrap onto further lines where the
        room for the castles (less `above`, drawn over them in that room) holds them
        all, with shorter captions or narrower windows onto the widest castles if need
        be (work_row.fit), so no lit cell is behind a sideways scroll; else, when more
        than one castle (or a new one) is lit, each is offered small, its lit cells
        marked, to choose first (castle_choice), then drawn alone; else they pan
        sideways. Your castles before a tile is picked (`lit` False) wrap only on a
        tablet: on a phone that room is the lit cells'."""
        row = self.lay_out(items, lit, above)
        if not (lit and self._panned
                and sum(1 for item in items if item.lit or item.castle is None) > 1):
            return row
        chosen = next((item for item in items if item.lit and item.castle is not None
                       and item.castle[0] == self.focus), None)
        if chosen is not None:
            # the beach stays away while a castle chosen from a row that took its room
            # stands alone (below), so nothing jumps between the choice and the castle
            # (a quick tap back and on another castle landed on the wrong one)
            self.beach_gives_way = (self.castle_choice(items, above) is None
                                    and self.choice_in_beach_room(items, above) is not None)
            # a castle chosen in a crowded row: alone, after a way back to them all
            # (beside the prompt where the castle needs the row's whole width)
            row = self.lay_out([self.back_to_all(), chosen], lit, above)
            if self._panned:
                self.title_buttons.append(self.back_to_all().draw(None))
                if self.tools_here and not self.buttons_fit_by_hand(len(self.title_buttons)):
                    # it stands by the prompt (decision), whose line budget counted at
                    # its words' 30 px: a touch target's 48 there
                    above += MIN_TAP - 30
                row = self.lay_out([chosen], lit, above)
            return row
        panned_h = self._row_h
        crowded = self.castle_choice(items, above)
        if crowded is not None:
            return crowded
        crowded = self.choice_in_beach_room(items, above)
        if crowded is not None:
            self.beach_gives_way = True
            return crowded
        self._row_h, self._panned = panned_h, True
        return row

    def choice_in_beach_room(self, items: list, above: float) -> ft.Control | None:
        """castle_choice in the work room and the beach's (a phone), or None. There the
        beach's box (its tiles, the pile, the Big Wave and the bonuses; over the
        decision on its side, over the players upright) gives way to the castles to
        choose from where even so they would pan: seven players, an attack tile with
        ten castles in reach, each a 48 px button, in 158 x 134 px on its side (and
        upright with Larger text in French); the beach is not what this choice weighs,
        and the players' rows stay."""
        if self.beach_room <= 0:
            return None
        work_h = self.work_h
        self.work_h = work_h + self.beach_room
        try:
            return self.castle_choice(items, above)
        finally:
            self.work_h = work_h

    def castle_choice(self, items: list, above: float) -> ft.Control | None:
        """A row too crowded for its lit cells at a touch target's size: each castle the
        tile can go to drawn small (cells of 36 px down to 12), its lit cells marked, as
        one button that opens it alone (choose_castle); a new castle's cell as it is;
        the castles it cannot go to left out. None when even so the row would pan or
        stand taller than its room."""
        look = self.look
        offered = [item for item in items if item.castle is None or item.lit]
        pick = [item if item.castle is None else self.castle_button(item) for item in offered]
        # at a pinch a new castle's cell joins your castles under "Yours" (its own
        # caption's line cost a line of castles); at the last no caption line: when
        # every castle is yours, none at all (a new castle's cell says what it is),
        # else each castle's caption (its owner) inside its button, over the castle
        new, yours = pgettext("castle caption", "New"), pgettext("castle caption", "Yours")
        joined = [item._replace(caption=yours) if item.castle is None and item.caption == new
                  and any(other.caption == yours for other in pick) else item for item in pick]
        tries = [pick, joined]
        if {item.caption for item in pick} <= {new, yours}:
            tries.append([item._replace(caption="") for item in pick])
        else:
            tries.append([(item if item.castle is None else
                           self.castle_button(item, tag=item.caption))._replace(caption="")
                          for item in offered])
        # the castles' cells as large as fit (at 12 px a castle is still its shape
        # and its marked places; its button stays a touch target); at the very last
        # the owners' names left out of the buttons (each castle chosen is drawn
        # under its owner's name, and every button says it to a screen reader): seven
        # players with Larger text on a phone on its side, an attack's six castles
        # stood on two lines of 70 px in 122 px and panned sideways
        bare = [item._replace(caption="") for item in pick]
        for tried in (tries, [bare]):
            for cell in (36, 30, 24, OTHER_CELL, 16, 12):
                for item in (item for items_ in tried for item in items_):
                    if item.castle is not None:
                        item.piece.cell, item.piece.px = cell, look.size(cell)
                        item.piece.reset()
                for items_ in tried:
                    row = self.lay_out(items_, True, above)
                    # (one line within the width stands at its height, whatever the room)
                    if not self._panned and self._row_h <= self.work_height() - above:
                        return row
        return None

    def back_to_all(self) -> WorkItem:
        """The button back from a castle chosen in a crowded row to all of them."""
        look = self.look

        def draw(_piece):
            return icon_tap(_("Show every castle it can go to"), ft.Icons.GRID_VIEW,
                            lambda e: self.choose_castle(None), key="all-castles")
        return WorkItem(pgettext("castle caption", "All"),
                        WR.Piece(cols=1, rows=1, cell=MIN_TAP, px=look.size(MIN_TAP), least=1,
                                 room=self.work_width(), cap=look.size(MIN_TAP)), draw)

    def castle_button(self, item: WorkItem, tag: str = "") -> WorkItem:
        """`item`'s castle as one button of castle_choice, at the size lay_out gives it;
        `tag` (its owner) written over the castle inside the button."""
        look = self.look
        castle, marked = item.castle, frozenset(item.lit)
        cols, rows = grid_span(castle, marked)
        piece = WR.Piece(cols=cols, rows=rows, cell=OTHER_CELL, px=look.size(OTHER_CELL),
                         least=cols, room=self.work_width(), cap=1e9, frame=FRAME,
                         # a touch target's 48 px, with Larger text too: a picture, not
                         # words (at 60 four castles and a new one's cell did not fit
                         # 360 px in a row, and the crowded row panned)
                         least_side=MIN_TAP, head=look.size(TAG_LINE) if tag else 0,
                         plot=0, gap=CHOICE_GAP)
        cid = castle[0]
        # Translators: {castle} is a castle as players say it ("Ana's 3-piece castle")
        label = ngettext("{castle}: {n} place; tap to choose it",
                         "{castle}: {n} places; tap to choose one", len(marked)).format(
                             castle=item.name[:1].upper() + item.name[1:], n=len(marked))

        def draw(p):
            grid = castle_grid(castle, cell=p.cell, look=look, marked=marked, name=item.name,
                               key=f"choice-grid-{cid}")
            if tag:
                grid = ft.Column([ft.Container(text(tag, look, one_line=True),
                                               height=look.size(TAG_LINE),
                                               width=p.width - 2 * FRAME,
                                               alignment=ft.Alignment.CENTER),
                                  grid], spacing=0, tight=True,
                                 horizontal_alignment=ft.CrossAxisAlignment.CENTER)
            return ft.Semantics(
                label=label, identifier=f"castle-{cid}", button=True, container=True,
                content=ft.Container(grid, on_click=lambda e: self.choose_castle(cid),
                                     border=ft.Border.all(FRAME, SEA_DEEP),
                                     border_radius=ft.BorderRadius.all(4),
                                     width=p.width, height=p.tall,
                                     alignment=ft.Alignment.CENTER))
        return WorkItem(item.caption, piece, draw, castle, item.lit, item.name)

    def lay_out(self, items: list, lit: bool, above: float) -> ft.Control:
        """work_row's row: the groups laid out by work_row.fit, drawn."""
        look = self.look
        width = self.work_width()
        groups, captions = [], []
        for item in items:
            if not captions or captions[-1] != item.caption:
                groups.append([])
                captions.append(item.caption)
            groups[-1].append(item)
        pieces = [[item.piece for item in g] for g in groups]
        # a caption gets about 11.5 px a letter, up to 96 px (French "Commun" was cut
        # to "Com..." in 60 px), and a cell's width when room is short
        wide = [max(look.size(48), min(look.size(11.5) * len(c), look.size(96)))
                for c in captions]
        head = look.size(22) + 2 if any(captions) else 0     # (castle_choice's own castles)
        # a tablet's castles may come down to a touch target's size (56 -> 48 px) to
        # keep every lit cell in view, rather than pan sideways
        smaller = (MIN_TAP, look.size(MIN_TAP)) if lit and self.mode == "tablet" else None
        wrap, wide, tall = WR.fit(pieces, wide, look.size(48), head, width,
                                  self.work_height() - above, lit or self.mode == "tablet",
                                  smaller)
        self._row_h = tall
        self._panned = not wrap and WR.row_size(pieces, wide, head, width, False)[0] > width
        drawn = []
        for group, caption, ps, cap_w in zip(groups, captions, pieces, wide):
            w, _h = WR.group_size(ps, cap_w, head, width if wrap else 1e9)
            # each castle on its own patch of sand: side by side, two castles read
            # as two (without it a lit cell between them joined them into one)
            castles = [ft.Container(item.draw(item.piece), bgcolor=SAND, padding=item.piece.plot,
                                    border_radius=ft.BorderRadius.all(6)) for item in group]
            gaps = WR.group_gaps(ps)
            # wrapped, each group's castles and then the groups wrap at the widths
            # work_row.fit counted them at (sizes in halves of a pixel: the sums are
            # exact, a line that fits exactly stays one); left to the room Flutter
            # gives, a few pixels wider than work_width's estimate, a group's castles
            # filled a line more than counted, the groups beside it went down a line,
            # and the row stood 46 px taller than counted (a tablet's six castles to
            # choose from, the "since your turn" strip under the window's edge)
            drawn.append(ft.Column(
                ([ft.Container(text(caption, look, one_line=True), width=w)] if caption else [])
                + [ft.Row(castles, spacing=gaps[0], run_spacing=gaps[1],
                          wrap=wrap, width=w if wrap else None,
                          vertical_alignment=ft.CrossAxisAlignment.START)],
                spacing=2, tight=True))
        row = ft.Row(drawn, spacing=WR.GROUP_SPACING, run_spacing=WR.RUN_SPACING, wrap=wrap,
                     width=width if wrap else None,
                     scroll=None if wrap else ft.ScrollMode.AUTO,
                     vertical_alignment=ft.CrossAxisAlignment.START)
        if self._panned:
            # a row that pans ends in an ellipsis at the edge, as the bonus strip does:
            # there are more castles past it (your castles before a tile is picked, on a
            # phone: a third castle stood cut at the panel's edge with no sign)
            row = ends_in_ellipsis(row, look)
        return ft.Semantics(identifier="castles", container=True, content=row)

    def start_cell(self, label, on_click, key, caption) -> WorkItem:
        """A new castle as a lit empty cell, first in the row of castles."""
        look = self.look

        def draw(_piece):
            cell = tile_face(None, None, 48, look=look)
            cell.on_click, cell.ink = on_click, True
            return ft.Semantics(label=label, identifier=key, button=True, container=True,
                                content=cell)
        return WorkItem(caption, WR.Piece(cols=1, rows=1, cell=48, px=look.size(48), least=1,
                                          room=self.work_width(), cap=look.size(48)), draw)

    def own_cell(self) -> int:
        """Your own pieces: at least 40 px on a phone, 56 on a tablet."""
        return 56 if self.mode == "tablet" else 40

    def castle_column(self, castle, caption, lit, name, among_lit: bool = False) -> WorkItem:
        """A castle of the decision under a short caption ("Yours", "Ana", "No fit")
        shared with the castles beside it; `name` is what a screen reader says. Drawn
        whole, or in a window of whole cells where work_row narrows it."""
        look = self.look
        cell = max(MIN_TAP, self.own_cell()) if lit else self.own_cell()
        width = self.work_width()
        top = tops(castle)
        cols, rows = grid_span(castle, lit)
        # narrowed no further than the lit cells' span and a tile beside the first
        # (a lit cell alone on bare sand does not show which castle it grows); a
        # castle the tile cannot go to, beside others it can, down to a cell; your
        # castles before a tile is picked not at all. Shortened the same way.
        least = floor = 1 if among_lit else cols
        low = low_floor = 1 if among_lit else rows
        if lit:
            least, floor = WR.lit_span(top, lit, across=True)
            low, low_floor = WR.lit_span(top, lit, across=False)
        piece = WR.Piece(cols=cols, rows=rows, cell=cell,
                         px=look.size(cell), least=least, room=width,
                         cap=max(48, self.work_height() - 22), lit=bool(lit), floor=floor,
                         low=low, low_floor=low_floor)

        def draw(p):
            wide, tall = p.window()
            return self.grid(castle, cell=p.cell, lit=lit, width=wide, max_height=tall,
                             key=f"work-{castle[0]}", name=name)
        return WorkItem(caption, piece, draw, castle, lit, name)

    def name_of(self, view, area: int, castle) -> str:
        """The castle as the viewer says it: "your 3-piece castle", "Ana's second
        1-piece castle", "the shared 2-piece castle"."""
        owner = owner_words(view["names"], area, view["n"], view["viewer"])
        return castle_name(castle, view["areas"][area], owner)

    def build_targets(self, view, legal, prefix, tile) -> list:
        """The castles a sandcastle tile may go to, its legal cells lit, and the cells
        starting a new (or the shared) castle, for the rotation shown."""
        r = self.rotation(tile)
        k = len(prefix)
        mine = [a for a in legal if a[:k] == prefix and a[-1] == r]
        items = []
        for a in mine:
            if a[k] == "new":
                items.append(self.start_cell(_("Start a new castle with it"),
                                             lambda e, a=a: self.act(a), "new-castle",
                                             pgettext("castle caption", "New")))
            elif a[k] == "shared":
                items.append(self.start_cell(_("Start the shared castle with it"),
                                             lambda e, a=a: self.act(a), "shared-castle",
                                             pgettext("castle caption", "Shared")))
        me = view["viewer"]
        n = view["n"]
        areas = [me] + ([n] if view["shared"] else [])
        fitting, rest = [], []
        for q in areas:
            for castle in view["areas"][q]:
                name = self.name_of(view, q, castle)
                lit = {}
                for a in mine:
                    if a[k] == castle[0]:
                        x, y = a[k + 1], a[k + 2]
                        label = _("Put the {tile} {where} in {castle}").format(
                            tile=words(tile), where=cell_words(castle, x, y), castle=name)
                        if self.hinted(a):
                            label = _("{label} (Hard's pick)").format(label=label)
                        lit[(x, y)] = (label, lambda e, a=a: self.act(a))
                caption = ((pgettext("castle caption", "Shared") if q == n
                            else pgettext("castle caption", "Yours")) if lit
                           else pgettext("castle caption", "No fit"))
                (fitting if lit else rest).append(self.castle_column(castle, caption, lit, name,
                                                                     among_lit=True))
        return [self.work_row(items + fitting + rest, lit=bool(items or fitting))]

    def attack_targets(self, view, legal, h, tile) -> list:
        look = self.look
        mine = [a for a in legal if a[0] == "attack" and a[1] == h]
        if not mine:
            creature = creature_word(BEATS[ATTACK_KIND[tile]])
            if self.larger_on_phone or self.mode == "landscape":
                # (beside the hand on a phone on its side the long words took six lines
                # in French and ran the screen 20 px under the window's edge, four
                # players; the picked tile beside it says which attack)
                # (with the default text too, seven players in French: seven lines,
                # 32 px under the edge)
                return [hint(_("No {creature} tower it can take.").format(creature=creature),
                             look)]
            # Translators: {tile} is an attack tile ("crab attack")
            return [hint(_("Nothing to attack with a {tile}: it takes only {creature} towers a "
                           "castle can spare.").format(tile=words(tile), creature=creature),
                         look)]
        by_castle = {}
        for a in mine:
            by_castle.setdefault((a[2], a[3]), []).append(a)
        items = []
        n = view["n"]
        for (target, cid), acts in by_castle.items():
            area = n if target == "shared" else target
            castle = next(c for c in view["areas"][area] if c[0] == cid)
            name = self.name_of(view, area, castle)
            top = tops(castle)
            lit = {(a[4], a[5]): (_("Attack the {creature} tower of {castle}").format(
                creature=creature_word(TILE_CREATURE[top[(a[4], a[5])][0]]), castle=name),
                                  lambda e, a=a: self.act(a)) for a in acts}
            caption = (pgettext("castle caption", "Shared") if target == "shared"
                       else view["names"][target])
            items.append(self.castle_column(castle, caption, lit, name))
        return [self.work_row(items)]

    def exchange_buttons(self, view, legal, h) -> list:
        look = self.look
        buttons = []
        for a in legal:
            if a[0] == "exchange" and a[1] == h:
                if a[2] == "beach":
                    t = view["beach"][a[3]]
                    buttons.append(tap(_("Exchange it for beach tile {number}: {tile}").format(
                                           number=a[3] + 1, tile=words(t)),
                                       lambda e, a=a: self.act(a), key=f"exchange-beach-{a[3]}",
                                       content=ft.Row([ft.Icon(ft.Icons.SWAP_HORIZ, color=INK,
                                                               size=look.size(18)),
                                                       tile_face(t, None, 28, look=look)],
                                                      spacing=2, tight=True, height=MIN_TAP),
                                       padding=6))
                else:
                    buttons.append(tap(_("Exchange it secretly with the top of the draw pile"),
                                       lambda e, a=a: self.act(a), key="exchange-deck",
                                       icon=ft.Icons.LAYERS, text=_("Pile"), padding=8))
        if not buttons:
            return [text(_("No exchange is possible."), look)]
        return [ft.Row(buttons, wrap=True, spacing=4, run_spacing=4,
                       vertical_alignment=ft.CrossAxisAlignment.CENTER)]

    def choose_action(self, view, legal) -> list:
        look = self.look
        me = view["viewer"]
        hand = view["hands"][me]
        usable = sorted({a[1] for a in legal if a[0] in ("build", "attack", "exchange")})
        h = self.picked if self.picked is not None and self.picked < len(hand) else None
        swapping = getattr(self, "swapping", False) and h is not None
        extra = []
        if h is not None:
            t = hand[h]
            if is_sand(t) and not swapping:
                extra += self.rotate_button(t)
            if any(a[0] == "exchange" and a[1] == h for a in legal):
                extra.append(icon_tap(_("Exchange this tile") if not swapping else
                                      _("Back to placing it"), ft.Icons.SWAP_HORIZ if not swapping
                                      else ft.Icons.UNDO, lambda e: self.toggle_swap(),
                                      key="exchange"))
        self.title_buttons = extra
        out = [self.hand_row(view, me, usable, h)]
        if h is not None:
            t = hand[h]
            if swapping:
                out += self.exchange_buttons(view, legal, h)
            elif is_sand(t):
                if any(a[0] == "build" and a[1] == h for a in legal):
                    out += self.build_targets(view, legal, ("build", h), t)
                else:
                    out.append(hint(_("Your second build may only go to the shared castle, and "
                                      "this tile fits nowhere there."), look))
            elif is_attack(t):
                if view["solo"]:
                    out.append(hint(_("Solo: there is nobody to attack; keep it for the Game's "
                                      "attacks, or exchange it."), look))
                else:
                    out += self.attack_targets(view, legal, h, t)
        else:
            # your castles stand here, large, before any tile is picked
            castles = [(c, me, pgettext("castle caption", "Yours")) for c in view["areas"][me]]
            if view["shared"]:
                castles += [(c, view["n"], pgettext("castle caption", "Shared"))
                            for c in view["areas"][view["n"]]]
            tip = _("Tap a tile of your hand to see where it can go.")
            # the tip's height as its words wrap beside its bulb (five lines beside the
            # hand's column on a phone on its side with Larger text)
            tip_h = (words_height(tip, look.size(14), self.work_width() - 12 - look.size(24))
                     + 12 + 6) if usable else 0
            row = None
            if castles:
                def yours(above):
                    return self.work_row([self.castle_column(c, caption, {},
                                                             self.name_of(view, q, c))
                                          for c, q, caption in castles], lit=False,
                                         above=above)
                row = yours(tip_h)
                if tip_h and (self._panned or self._row_h > self.work_height() - tip_h):
                    # no room for both: your castles before the tip (the prompt says
                    # what to do, and the hand's tiles are the buttons)
                    row, tip_h = yours(0), 0
            if tip_h:
                out.append(hint(tip, look))
            if row is not None:
                out.append(row)
        if ("pass",) in legal:
            out.append(tap(_("Pass: no move is possible"), lambda e: self.act(("pass",)),
                           key="pass", text=_("Pass")))
        return out

    def choose_counter(self, view, legal) -> list:
        look = self.look
        me = view["viewer"]
        sk = view["skirmish"]
        counters = [a[1] for a in legal if a[0] == "counter"]
        # the skirmish itself is drawn with the shared state, just above; the hand first
        # on a tablet only: the counters show their tiles (on a phone upright the hand's
        # line put "Give up the attack" 29-49 px under the window's edge from five
        # players, and with Larger text from four), and with none to play the hint
        # under the button says you hold none
        bare = self.mode != "tablet" or not counters
        out = [] if bare else [self.hand_row(view, me, [], None)]
        hand = view["hands"][me]
        # one button for each kind of attack you can counter with: two crab attacks in
        # hand are the same move for you (a second button cost a line, and with Larger
        # text put "Let the attack stand" under a phone's edge); Hard's pick, if a twin
        offered = {}
        for h in counters:
            same = offered.setdefault(words(hand[h]), h)
            if self.hinted(("counter", h)) and not self.hinted(("counter", same)):
                offered[words(hand[h])] = h
        buttons = []
        for h in offered.values():
            t = hand[h]
            # Translators: {tile} is always an attack tile here ("seagull attack")
            buttons.append(self.light(tap(_("Play your {tile}").format(tile=words(t)),
                                          lambda e, h=h: self.act(("counter", h)),
                                          key=f"counter-{h}",
                                          content=ft.Row([tile_face(t, None, 30, look=look),
                                                          # Translators: an attack tile
                                                          text(_("Play {tile}").format(
                                                              tile=words(t)), look)],
                                                         spacing=6, tight=True, height=MIN_TAP),
                                          padding=8), ("counter", h)))
        give, why = self.counter_words(view)
        if counters:
            label, caption = give, None
        else:
            # none to play: why, on the one button there is (a hint of its own under
            # it stood four lines tall with Larger text in a phone's column on its side,
            # and ran 57 px under the window's edge)
            # Translators: a button's spoken name: what it does, then why it is the only
            # choice
            label = _("{choice}: {why}").format(choice=give, why=why)
            caption = ft.Column([text(give, look, bold=True), text(why, look)], spacing=2,
                                tight=True)
        give_up = self.light(tap(label, lambda e: self.act(("pass",)), key="pass", text=give,
                                 content=caption, padding=14 if caption is None else 10),
                             ("pass",))
        # (alone, out of the wrapping row: its words then wrap at the column's width)
        self.counter_ctrl = (ft.Row(buttons + [give_up], wrap=True, spacing=6, run_spacing=6)
                             if counters else give_up)
        self.counter_h = self.counter_buttons_height(view, legal)
        out.append(self.counter_ctrl)
        return out + self.fought_over(view, self.counter_h)

    def counter_words(self, view) -> tuple:
        """The counter's (or the re-strengthen's) way out, and why it is the only
        choice when no attack tile in hand can be played."""
        sk = view["skirmish"]
        defending = len(sk["tiles"]) % 2 == 1
        give = _("Let the attack stand") if defending else _("Give up the attack")
        need = creature_word(BEATEN_BY[ATTACK_KIND[sk["tiles"][-1]]])
        return give, _("Only a {creature} attack beats the last one, and you hold "
                       "none.").format(creature=need)

    def counter_buttons_height(self, view, legal) -> float:
        """About how tall choose_counter's buttons stand: a wrapping row of one button
        per kind of attack tile that counters, then the way out; or the way out alone,
        its words and why under them."""
        look = self.look
        hand = view["hands"][view["viewer"]]
        give, why = self.counter_words(view)
        kinds = {words(hand[a[1]]) for a in legal if a[0] == "counter"}
        # (measured in Chromium at 360x640: the way out alone with its why 60 px tall,
        # 78 with Larger text; each line of buttons 46 px and 6 between)
        if not kinds:
            # (the why's two lines fill the button's width in both languages: counted
            # without words_height's tenth for ragged ends, which made them three)
            inside = self.work_width() - 12
            return (words_height(give, look.size(14), inside, bold=True) + 2
                    + words_height(why, look.size(14), inside / 0.9) + 14)
        widths = [look.size(30 + len(_("Play {tile}").format(tile=k)) * CHAR_W) + 6 + 16 + 2
                  for k in kinds] + [look.size(len(give) * CHAR_W) + 28 + 2]
        lines = L.wrapped_lines(widths, self.work_width(), 6)
        return lines * (MIN_TAP + 2) + (lines - 1) * 6

    def fought_over(self, view, buttons_h: float) -> list:
        """On a phone, the castle a skirmish is fought over, under the counter's (or the
        re-strengthen's) buttons, the tile at stake lit: the skirmish's strip shows the
        tiles played, not where the one fought over stands nor what else that castle
        holds. Drawn where the room the decision keeps for castles holds it whole at
        24 px or more, else left out (the buttons stay on screen); a tablet draws it in
        its area beside the decision, lit the same."""
        sk = view["skirmish"]
        castle = self.find_castle(view, sk["castle"])
        if self.mode == "tablet" or castle is None:
            return []
        look, width = self.look, self.work_width()
        name = self.name_of(view, sk["area"], castle)
        caption = name[:1].upper() + name[1:]
        # (12 px kept spare: an extra, it never costs the screen its fit where the
        # estimates above run short, as a French bonus strip wrapping one line more;
        # 6 more in a solo game, where no row of cards, counted taller than drawn,
        # makes up for the beach's box drawn 14 px taller than counted: a solo counter
        # with Larger text stood 4 px taller than the window, its castle at 40 px; with
        # 14 more the castle was left out over 75 px of bare sand)
        spare = 12 + (6 if view["solo"] else 0)
        room = (self.work_height() - buttons_h - 6
                - words_height(caption, look.size(14), width) - 6 - spare) / look.scale
        # (at 16 px, as the restock's, the lit tile read as a dot beside the skirmish's
        # own 24 px tiles)
        cell = fit_cell([castle], width / look.scale, room, self.own_cell(), 24)
        if castles_height([castle], width / look.scale, cell) > room:
            return []
        grid = self.grid(castle, cell=cell, width=width, key=f"c-{castle[0]}", name=name,
                         marked=self.contested(view, sk["area"], castle))
        return [ft.Semantics(identifier="fought-over", container=True, content=ft.Column(
            [text(caption, look), grid], spacing=6, tight=True))]

    def choose_place(self, view, legal) -> list:
        stolen = view["stolen"]
        # Translators: {tile} is a sandcastle tile ("crab tower, 1 wall")
        face = ft.Semantics(label=_("The stolen {tile}").format(tile=words(stolen)),
                            container=True,
                            exclude_semantics=True,
                            content=tile_face(stolen, tile_mask(stolen, self.rotation(stolen)),
                                              34, look=self.look))
        # the stolen tile beside the prompt, turned as it will go: the castles get the
        # line "You won the skirmish: ..." took (on a phone their lit cells ran behind
        # the row's sideways scroll late in a game); the last move's line says who won
        self.title_buttons = [face] + self.rotate_button(stolen)
        return self.build_targets(view, legal, ("place_stolen",), stolen)

    def choose_restock(self, view, legal) -> list:
        look = self.look
        me = view["viewer"]
        buttons = []
        for a in legal:
            if a[1] == "beach":
                t = view["beach"][a[2]]
                buttons.append(self.light(tap(_("Take beach tile {number}: {tile}").format(
                                                  number=a[2] + 1, tile=words(t)),
                                   lambda e, a=a: self.act(a), key=f"restock-beach-{a[2]}",
                                   content=ft.Container(tile_face(t, None, 34, look=look),
                                                        height=MIN_TAP, width=look.size(40),
                                                        alignment=ft.Alignment.CENTER),
                                   padding=6), a))
            else:
                buttons.append(self.light(tap(_("Draw the top tile of the pile"),
                                              lambda e, a=a: self.act(a), key="restock-deck",
                                              icon=ft.Icons.LAYERS, text=_("Draw"), padding=8), a))
        # the hand first, where every decision has it (a redraw then changes little);
        # on a phone with Larger text the beach's tiles without their caption (beside
        # it, "Draw" wrapped onto a line of its own, 14 px under the window's edge of a
        # 360x640 screen; the tiles are the beach's own pictures, their names say so)
        # (nor on a phone where the caption alone would wrap the row onto a second
        # line: in French "Plage :" put Draw on a line of its own, 52 px under a
        # 360x640 window's edge, six players late in a game)
        bare = self.mode != "tablet" and (
            self.look.scale > 1
            or self.beach_row_lines(legal, True) > self.beach_row_lines(legal, False))
        caption = [] if bare else [text(_("Beach:"), look)]
        return [self.hand_row(view, me, [], None),
                ft.Row(caption + buttons, wrap=True, spacing=4, run_spacing=4,
                       vertical_alignment=ft.CrossAxisAlignment.CENTER)
                ] + self.castles_to_restock_for(view, me, legal, bool(caption))

    def beach_row_lines(self, legal, caption: bool) -> int:
        """About how many lines the restock's row of beach tiles and Draw wraps onto:
        each tile's button its 40 px and 14 of padding and frame, Draw its icon and
        word, the "Beach:" caption its letters, 4 px apart. (A button's icon and word
        keep their size with Larger text: counted scaled, French "Piocher" was counted
        on a second line it never took, and the castles under the beach were left out
        over 120 px of bare sand at 360x640.)"""
        look = self.look
        draw_w = 32 + len(_("Draw")) * CHAR_W + 18
        widths = ([len(_("Beach:")) * look.size(CHAR_W)] if caption else []) + [
            look.size(40) + 14 if a[1] == "beach" else draw_w for a in legal]
        return L.wrapped_lines(widths, self.work_width(), 4)

    def castles_to_restock_for(self, view, me, legal, caption: bool) -> list:
        """Your castles (and the shared one) under the restock's beach, where the room
        the decision keeps for castles holds them whole at 16 px or more: which tile to
        take depends on where it would go (without them the restock showed your row's
        counts alone over some 110 px of bare sand at 360x640). Nothing when they do not
        fit (the decision itself stays on screen), nor on a tablet, whose areas show
        them large beside the decision."""
        if self.mode == "tablet":
            return []
        mine = [(me, c) for c in view["areas"][me]]
        if view["shared"]:
            mine += [(view["n"], c) for c in view["areas"][view["n"]]]
        if not mine:
            return []
        look, width = self.look, self.work_width()
        # the room for castles less the beach's lines of buttons (48 px touch targets,
        # Larger text or not: counted scaled, a four-player restock drew a castle of
        # yours at 16 px over 42 px of bare sand) and the caption's line
        room = (self.work_height() - self.beach_row_lines(legal, caption) * (MIN_TAP + 8)
                - look.size(4 + 20 + 6)) / look.scale
        castles = [c for _q, c in mine]
        cell = fit_cell(castles, width / look.scale, room, self.own_cell(), 16)
        if castles_height(castles, width / look.scale, cell) > room:
            return []
        grids = [self.grid(c, cell=cell, width=width, key=f"c-{c[0]}",
                           name=self.name_of(view, q, c)) for q, c in mine]
        return [ft.Semantics(identifier="restock-castles", container=True, content=ft.Column(
            [text(pgettext("castle caption", "Yours"), look),
             ft.Row(grids, wrap=True, spacing=10, run_spacing=8,
                    vertical_alignment=ft.CrossAxisAlignment.START)], spacing=6, tight=True))]

    def choose_game_attack(self, view, legal) -> list:
        look = self.look
        gis = sorted({a[1] for a in legal})
        # the shared state says what the Game drew and that it attacks, when this
        # decision follows its turn; a game resumed here says it in the decision
        out = [] if self.game_turn() is not None else [
            text(_("The Game attacks you: choose which of its attack tiles, and which of "
                   "your tiles it takes."), look)]
        chosen = self.picked if self.picked in gis else None
        if chosen is None and len(gis) == 1:
            chosen = gis[0]   # one attack to choose from: what it can take is shown at once
        buttons = []
        for g in gis:
            t = view["game_hand"][g]
            # Translators: {tile} is always an attack tile here ("crab attack")
            mine = _("The Game's {tile}").format(tile=words(t))
            buttons.append(tap(_("{label} (picked)").format(label=mine) if chosen == g else mine,
                               lambda e, g=g: self.pick_game(g), key=f"game-{g}",
                               primary=chosen == g,
                               content=ft.Row([tile_face(t, None, 30, look=look),
                                               # white on the filled (picked) button: ink
                                               # on its teal read at under 4.5:1
                                               text(words(t), look, colour=FOAM
                                                    if chosen == g else INK)],
                                              spacing=4, tight=True,
                                              height=MIN_TAP), padding=6))
        out.append(ft.Row(buttons, wrap=True, spacing=6))
        g = chosen
        if g is not None:
            acts = [a for a in legal if a[1] == g]
            by_castle = {}
            for a in acts:
                by_castle.setdefault(a[2], []).append(a)
            grids = []
            for cid, acts_ in by_castle.items():
                castle = next(c for c in view["areas"][0] if c[0] == cid)
                name, top = self.name_of(view, 0, castle), tops(castle)
                lit = {}
                for a in acts_:
                    taken = creature_word(TILE_CREATURE[top[(a[3], a[4])][0]])
                    lit[(a[3], a[4])] = (
                        _("The Game takes your {creature} tower from {castle}").format(
                            creature=taken, castle=name), lambda e, a=a: self.act(a))
                grids.append(self.grid(castle, cell=max(MIN_TAP, self.own_cell()), lit=lit,
                                       width=self.work_width(),
                                       max_height=self.work_height(), key=f"work-{cid}",
                                       name=name))
            out.append(ft.Row(grids, wrap=True, spacing=10))
        else:
            out.append(hint(_("Tap one of the Game's attack tiles to see what it can take."), look))
        return out

    def suggest(self, action) -> None:
        """Hint: Hard's tile picked and turned as Hard would place it, so its cells (or
        targets) are lit on the castles; the pick itself is said in the hint's words."""
        super().suggest(action)
        name = action[0]
        view = self.session.view()
        if name in ("build", "attack", "exchange", "game_attack"):
            self.picked, self.picked_at, self.swapping = action[1], len(self.session.actions), \
                name == "exchange"
        # in a crowded row, Hard's castle is the one chosen (else this changes nothing)
        where = {"build": 2, "place_stolen": 1, "attack": 3}.get(name)   # the castle's id
        self.focus = action[where] if where is not None else None
        if name in ("build", "place_stolen"):
            tile = view["hands"][view["viewer"]][action[1]] if name == "build" else view["stolen"]
            rots = legal_rotations(tile)
            self.turned = rots.index(action[-1]) if action[-1] in rots else 0

    def pick_game(self, g):
        self.picked = g
        self.refresh()

