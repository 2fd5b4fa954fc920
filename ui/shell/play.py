"""Playing: the board or the pass-the-device cover, taps turned into moves, bots at a
pace people can follow, the end screen, export of the save."""
from __future__ import annotations

import asyncio
import sys
import time

import flet as ft

from core import saves
from core.engine import IllegalAction
from core.saves import SaveError
from ui.session import GameSession, SaveConflict
from ui.shell.boards import boards
from ui.widgets.common import FOAM, INK, SAND, SEA, icon_tap, panel, score_table, tap


class PlayScreen:
    """Part of BeachBagApp (ui/shell/app.py): a game being played, and its end."""
    def load_session(self, save_id):
        if self.session and self.session.save_id == save_id:
            return self.session
        try:
            doc = self.store.load(save_id)
        except SaveError as err:
            self.message = f"Could not open the game: {err.problem}. The save was left as it is."
            raise KeyError(save_id)
        doc["id"] = save_id
        self.session = GameSession.from_document(doc, self.store)
        self.board = None
        return self.session

    def play_bar(self):
        s = self.session
        actions = [icon_tap("Hint: what Hard would play", ft.Icons.LIGHTBULB_OUTLINE, self.show_hint,
                            key="hint"),
                   icon_tap("Rules", ft.Icons.MENU_BOOK, lambda e: self.go(f"/rules/{s.game.id}"),
                            key="play-rules"),
                   icon_tap("Export save", ft.Icons.DOWNLOAD, self.export_save, key="export-save")]
        return ft.AppBar(title=ft.Text(s.game.title, color=FOAM), bgcolor=SEA,
                         leading=icon_tap("Back to home", ft.Icons.ARROW_BACK, lambda e: self.leave_game(),
                                          key="back-home"),
                         automatically_imply_leading=False, actions=actions)

    def leave_game(self):
        self.session = None
        self.go("/")  # which also lets go of the board

    def play(self, save_id):
        s = self.load_session(save_id)
        if s.game.id not in boards():
            self.session = None
            self.message = f"This version cannot show {s.game.title}'s board yet; the save is kept."
            raise KeyError(save_id)
        if s.over:
            return self.end_screen(s)
        cover = s.needs_cover()
        if cover is not None:
            return self.cover(s, cover)
        if self.board is None:
            self.board = boards()[s.game.id](s, self.act, self.render)
        self.schedule_bot()
        return ft.Column(self.notice() + [self.board.build(self.page.width or 400)], spacing=10)

    def cover(self, s, seat):
        name = s.name(seat)
        return ft.Container(ft.Column([
            ft.Icon(ft.Icons.PHONE_ANDROID, size=64, color=SEA),
            ft.Text(f"Pass to {name}", size=28, weight=ft.FontWeight.BOLD, color=INK),
            ft.Text(f"{name}, tap when only you can see the screen.", color=INK),
            tap(f"I am {name}: show my turn", lambda e: self.uncover(), key="uncover",
                primary=True, icon=ft.Icons.VISIBILITY),
            ft.Text(s.log[-1] if s.log and s.log[-1] else "", size=13, color=INK, italic=True),
        ], horizontal_alignment=ft.CrossAxisAlignment.CENTER, spacing=16),
            bgcolor=SAND, padding=24, border_radius=ft.BorderRadius.all(16),
            alignment=ft.Alignment.CENTER)

    def uncover(self):
        self.session.uncover()
        self.render()

    def act(self, action):
        """A tap on the board: apply through the session (None = undo)."""
        s = self.session
        try:
            if action is None:
                s.undo()
            else:
                s.play(action)
        except IllegalAction as err:
            self.message = str(err)
        except SaveConflict as err:
            self.reload_after_conflict(err)
        except OSError as err:
            self.message = f"The move was made but could not be saved: {err}"
        self.render()

    def reload_after_conflict(self, err, tapped: bool = True):
        """Another window moved this game on: show the game as saved there (this
        window's move was not written) instead of overwriting it."""
        self.message = f"{err} This is where it stands now." + (
            " Your last tap was not played." if tapped else "")
        self.session = None  # the next render loads the save afresh
        self.board = None
        self._play_bar = None

    def schedule_bot(self):
        s = self.session
        if self.bot_task_running or not s or not s.bot_due():
            return
        self.bot_task_running = True
        self.page.run_task(self.bot_turn)

    async def bot_turn(self):
        """A bot's move at the board's pace: it thinks off the event loop (a thread;
        in the browser, slices that yield) while the board shows the bot's turn."""
        try:
            await asyncio.sleep(0)
            s = self.session
            if s is None or not s.bot_due() or not (self.route or "").endswith(s.save_id):
                return
            start = time.perf_counter()
            task = s.bot_task()
            action = await think_off_loop(s, task)
            await asyncio.sleep(max(0.0, self.bot_delay - (time.perf_counter() - start)))
            if self.session is not s or not (self.route or "").endswith(s.save_id):
                return
            try:
                s.play_bot_move(task, action)
            except IllegalAction:
                pass  # the game moved on meanwhile (undo, another window): think again
            except SaveConflict as err:
                self.reload_after_conflict(err, tapped=False)
        finally:
            self.bot_task_running = False
        self.render()

    async def show_hint(self, e=None):
        """What Hard would play in the person's decision, from their view (thought
        off the event loop), shown above the board."""
        s = self.session
        if s is None or s.over or s.needs_cover() is not None:
            return
        moves = len(s.actions)
        if sys.platform != "emscripten":
            hint = await asyncio.to_thread(s.hint)
        else:
            hint = s.hint(budget_ms=300)   # no threads in the browser: a short think
        if self.session is not s or len(s.actions) != moves:
            return
        if hint is None:
            self.message = "A hint is for your own decision: it is not your move."
        else:
            _action, line, reason = hint
            self.message = f"Hint: {line} {reason}"
        self.render()

    def end_screen(self, s):
        result = s.result()
        names = s.state["names"]
        lines = [ft.Text("Game over", size=26, weight=ft.FontWeight.BOLD, color=INK),
                 ft.Text(result["summary"], size=16, color=INK)]
        if result.get("band"):
            lines.append(panel(ft.Text(result["band"], color=INK, italic=True),
                               title=f"Your excursion: {result['scores'][0]} token"
                                     f"{'' if result['scores'][0] == 1 else 's'}",
                               bgcolor="#FFF8E1"))
        last = [line for line in s.log if line][-3:]
        lines.append(score_table(result, names))
        if last:
            lines.append(panel(*[ft.Text(x, size=13, color=INK) for x in last], title="Last moves",
                               bgcolor="#F3F6F8"))
        lines.append(ft.Row([
            tap("Play again", lambda e: self.play_again(), key="play-again", primary=True,
                icon=ft.Icons.REPLAY),
            tap("Home", lambda e: self.leave_game(), key="end-home", icon=ft.Icons.HOME),
        ], wrap=True, spacing=8))
        return ft.Column(lines, spacing=12)

    def play_again(self):
        s = self.session
        self.begin(s.game.id, s.seats, s.options)

    async def export_save(self, e=None):
        s = self.session
        text = saves.dump_document(s.document())
        try:
            await self.picker.save_file(dialog_title="Export this game", file_name=f"{s.save_id}.json",
                                        src_bytes=text.encode("utf-8"))
            self.message = "Save exported."
        except Exception as err:
            self.message = f"Could not export: {err}"
        self.render()


async def think_off_loop(session, task):
    """The bot's move for `task` (session.bot_task()), without holding the event loop
    all sessions share: in a worker thread, or in the browser (no threads) in slices."""
    _mover, level, view, _moves = task
    if sys.platform != "emscripten":
        return await asyncio.to_thread(session.think_bot, level, view)
    steps = session.think_bot_slices(level, view)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value
        await asyncio.sleep(0)
