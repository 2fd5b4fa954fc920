"""Replays: a finished game shown again through its own board, move by move.

Step forward and back, jump to any move (typed), or play at a pace. The board is
drawn for one chosen seat's eyes (what that seat knew then); at the end the result
lists every seat's score line by line. The game is read and replayed off the event
loop, as a game being opened is (ui/shell/play.py)."""
from __future__ import annotations

import asyncio

import flet as ft

from core import saves
from core.engine import IllegalAction
from core.i18n import N_, _
from core.saves import SaveError
from ui import workers
from ui.replay import ReplaySession
from ui.shell.boards import boards
from ui.table.ranking import ranking
from ui.table.controls import icon_tap, panel, tap
from ui.table.style import ENDING, INK, MIST, text

PACES = ((N_("Slow"), 2.0), (N_("Normal"), 1.0), (N_("Fast"), 0.4))   # seconds per move


def read_replay(store, save_id) -> ReplaySession:
    """Read, check and replay a save into a ReplaySession (blocking: off the loop)."""
    text_ = store.read_text(save_id)
    doc = workers.run(workers.check_document, text_, store.where(save_id))
    if isinstance(doc, SaveError):
        raise doc
    doc["id"] = save_id
    return ReplaySession(doc)


class ReplayScreen:
    """Part of BeachBagApp (ui/shell/app.py): /replay/<save id>."""
    replay = None               # the ReplaySession on screen
    replay_board = None
    replay_opening = None
    replay_playing = False
    replay_pace = 1             # index into PACES
    replay_run = 0              # bumped to stop a running "play"
    replay_moving = False       # drawing a step of a moving piece
    replay_notice: list = []

    def replay_motion_render(self):
        self.replay_moving = True
        try:
            self.render()
        finally:
            self.replay_moving = False

    def replay_screen(self, save_id):
        r = self.replay
        if r is None or r.save_id != save_id:
            self.replay, self.replay_board, self.replay_playing = None, None, False
            if self.replay_opening != save_id:
                self.replay_opening = save_id
                self.spawn(self.open_replay, save_id)
            return ft.Column([panel(ft.Row([ft.ProgressRing(width=24, height=24),
                                            ft.Text(_("Opening the replay..."), size=16, color=INK)],
                                           spacing=12))], spacing=10)
        if r.game.id not in boards():
            self.message = _("This version cannot show {game}'s board yet.").format(game=_(r.game.title))
            raise KeyError(save_id)
        look = self.prefs.look
        if self.replay_board is None:
            self.replay_board = boards()[r.game.id](
                r, lambda action: None, self.render, page=self.page, look=look,
                alive=lambda: self.replay is r and (self.route or "").startswith("/replay/"),
                redraw=self.replay_motion_render)
        width, height = self.page.width or 400, self.page.height or 640
        if not self.replay_moving:   # a moving piece's step keeps the notice on screen
            self.replay_notice = self.notice()
        parts = self.replay_notice + [self.replay_controls(r)]
        board = self.replay_board.build(width, height)
        parts.append(ft.Semantics(identifier="replay-board", container=True, content=board))
        if r.step == r.length:
            result = r.result()
            names = r.state["names"]
            why = r.game.ending(r.state)
            parts.append(panel(*([text(why, look)] if why else []),
                               text(result["summary"], look, size=16), title=_("Game over"),
                               bgcolor=ENDING))
            parts.append(ranking(result, names, [r.is_bot(q) for q in range(len(names))],
                                 self.replay_board.category_pieces, look,
                                 self.replay_board.category_words))
        return ft.Column(parts, spacing=10)

    def replay_controls(self, r):
        look = self.prefs.look
        k, n = r.step, r.length
        playing = self.replay_playing
        short = (self.page.height or 640) < 500     # a phone on its side keeps room for the board
        move_of = _("Move {k} of {n}").format(k=k, n=n)
        where = ft.Semantics(label=move_of, identifier="replay-step", container=True,
                             exclude_semantics=True, expand=True,
                             content=ft.Container(text(f"{k} / {n}" if short else move_of,
                                                       look, bold=True, size=16),
                                                  alignment=ft.Alignment.CENTER))
        steps = ft.Row([
            icon_tap(_("First move"), ft.Icons.SKIP_PREVIOUS, lambda e: self.replay_seek(0),
                     key="replay-first", disabled=k == 0),
            icon_tap(_("Step back"), ft.Icons.CHEVRON_LEFT, lambda e: self.replay_seek(r.step - 1),
                     key="replay-back", disabled=k == 0),
            where,
            icon_tap(_("Step forward"), ft.Icons.CHEVRON_RIGHT, lambda e: self.replay_seek(r.step + 1),
                     key="replay-forward", disabled=k == n),
            icon_tap(_("Last move"), ft.Icons.SKIP_NEXT, lambda e: self.replay_seek(n),
                     key="replay-last", disabled=k == n),
        ], spacing=0, vertical_alignment=ft.CrossAxisAlignment.CENTER)
        # (a Slider would do, but on the web its semantics cover the whole page and take
        # every tap: a number and a button instead)
        self.replay_field = ft.TextField(label=_("Move"), value=None, width=84, height=56,
                                         text_size=16, keyboard_type=ft.KeyboardType.NUMBER,
                                         on_submit=lambda e: self.replay_jump())
        jump = ft.Row([ft.Semantics(label=_("Move to go to"), identifier="replay-jump-to",
                                    content=self.replay_field),
                       tap(_("Go to that move"), lambda e: self.replay_jump(), key="replay-jump",
                           text=_("Go"), padding=10)], spacing=4, tight=True,
                      vertical_alignment=ft.CrossAxisAlignment.CENTER)
        pace = ft.Row([
            icon_tap(_("Pause") if playing else _("Play at a pace"),
                     ft.Icons.PAUSE if playing else ft.Icons.PLAY_ARROW,
                     lambda e: self.replay_toggle(), key="replay-play",
                     disabled=k == n and not playing),
            tap(_("Pace: {pace}, tap to change").format(pace=_(PACES[self.replay_pace][0])),
                lambda e: self.replay_cycle_pace(),
                key="replay-pace", text=_(PACES[self.replay_pace][0]), padding=8, width=84),
            jump], spacing=4, wrap=True, run_spacing=4,
            vertical_alignment=ft.CrossAxisAlignment.CENTER)
        log = r.log
        last = _("Last move: {move}").format(move=log[-1]) if log else _("The game is about to start.")
        words = text(last, look, size=14, one_line=short)
        if short:
            items = [ft.Row([ft.Container(steps, expand=1), ft.Container(pace, expand=1)], spacing=8,
                            vertical_alignment=ft.CrossAxisAlignment.CENTER), words]
        else:
            items = [steps, pace, words]
        if len(r.seats) > 1:
            names = r.state["names"]
            items.append(ft.Row(
                [text(_("Seen by"), look)] +
                [tap(_("Seen by {name}").format(name=names[q]), lambda e, q=q: self.replay_seat(q), key=f"replay-seat-{q}",
                     text=names[q], primary=q == r.seat, padding=10) for q in range(len(r.seats))],
                wrap=True, spacing=6, run_spacing=6,
                vertical_alignment=ft.CrossAxisAlignment.CENTER))
        return panel(*items, bgcolor=MIST, padding=8)

    async def open_replay(self, save_id):
        try:
            session, problem = await self.off_loop(read_replay, self.store, save_id), None
        except (SaveError, IllegalAction) as err:
            session, problem = None, getattr(err, "problem", None) or str(err)
        except Exception as err:  # nothing in a save may crash the app
            session, problem = None, saves.printable(f"{type(err).__name__}: {err}")
        if self.replay_opening != save_id:
            return
        self.replay_opening = None
        if self.route != f"/replay/{save_id}":
            return
        if session is None:
            self.message = saves.printable(_("Could not open the replay: {problem}").format(problem=problem))
            self.go("/records")
            return
        self.replay, self.replay_board = session, None
        self.render()

    def replay_seek(self, k):
        if self.replay is None:
            return
        self.replay.seek(k)
        if self.replay.step == self.replay.length:
            self.replay_playing = False
        self.render()

    def replay_jump(self):
        r = self.replay
        field = getattr(self, "replay_field", None)
        if r is None or field is None:
            return
        typed = (field.value or "").strip()
        if not typed.isdigit() or int(typed) > r.length:
            self.message = _("Type a move number from 0 to {n}.").format(n=r.length)
        else:
            self.replay_seek(int(typed))
            return
        self.render()

    def replay_seat(self, seat):
        if self.replay is None:
            return
        self.replay.choose_seat(seat)
        self.replay_board = None   # drawn afresh for the other seat's eyes
        self.render()

    def replay_cycle_pace(self):
        self.replay_pace = (self.replay_pace + 1) % len(PACES)
        self.render()

    def replay_toggle(self):
        r = self.replay
        if r is None:
            return
        self.replay_run += 1
        if self.replay_playing:
            self.replay_playing = False
        else:
            if r.step == r.length:
                return
            self.replay_playing = True
            self.page.run_task(self.replay_play, r, self.replay_run)
        self.render()

    async def replay_play(self, r, run):
        """Step forward at the chosen pace until the end, a pause, or the screen is left."""
        while True:
            await asyncio.sleep(PACES[self.replay_pace][1])
            if (run != self.replay_run or self.replay is not r or not self.replay_playing
                    or not (self.route or "").startswith("/replay/")):
                return
            r.seek(r.step + 1)
            if r.step >= r.length:
                self.replay_playing = False
            self.render()
            if not self.replay_playing:
                return

    def leave_replay(self):
        self.replay_run += 1
        self.replay, self.replay_board, self.replay_playing = None, None, False
