"""Playing: the board or the pass-the-device cover, taps turned into moves, bots at a
pace people can follow, the end screen, export of the save."""
from __future__ import annotations

import asyncio
import sys
import time

import flet as ft

from core import saves
from core.engine import IllegalAction
from core.i18n import _, ngettext
from core.saves import SaveError
from ui import workers
from ui.session import GameSession, SaveConflict
from ui.shell.boards import boards
from ui.table.prefs import TablePrefs, settings_dialog
from ui.table.learn import howto_view
from ui.table.ranking import ranking
from ui.table.recap import recap_lines_height, recap_list, words_height
from ui.table.controls import icon_tap, panel, tap
from ui.table.style import ENDING, FOAM, INK, MIN_TAP, MIST, SAND, SEA_DEEP, text

NARROW_BAR = 480   # px: below this the game's bar leaves out Rules (How to play leads there)
TITLE_PX_PER_CHAR = 10.5   # the bar's 16 px title, measured in Chromium ("Sandcastl": 93 px)


THINK_AFTER = 0.05    # seconds a bot waits before it starts thinking (see bot_turn)
LANDED_REST = 0.35    # seconds a person's move rests, landed, before the pass cover
# px: the cover's parts above its list of moves that do not wrap: the app bar 56, the
# screen's padding 20 and the cover's 32, the phone icon 48, the pass button 48, five gaps
# of 12 (measured in Chromium at 360x640: 264)
ABOVE_COVER_RECAP = 264
COVER_MARGIN = 16     # px left under the list, for words wrapping wider than estimated
PAUSE_MS = 1          # the browser: a timer this long between two slices of thinking


def between_slices():
    """What the browser's thinking awaits between two slices, so a tap waits at most
    for the slice under way. Not asyncio.sleep(0): Pyodide runs each ready callback
    as a message on one MessageChannel, and Chromium was seen to serve that port's
    messages back to back (each slice posting the next) ahead of the worker's incoming
    ones: a tap from the page waited behind several slices, 200-640 ms during Hard's
    think (scripts/browser_think.py --taps, docs/bots.md). A timer lets them in first, and the callbacks
    they start (Flet's receive loop, the handler) run before it fires."""
    if sys.platform != "emscripten":
        return asyncio.sleep(0)
    import js
    from pyodide.ffi import create_once_callable
    done = asyncio.get_running_loop().create_future()

    def wake():
        if not done.done():
            done.set_result(None)

    js.setTimeout(create_once_callable(wake), PAUSE_MS)
    return done


class PlayScreen:
    """Part of BeachBagApp (ui/shell/app.py): a game being played, and its end."""
    def read_session(self, save_id):
        """Read, check and replay a save into a session (blocking: run off the loop;
        the replay runs in the worker process)."""
        text = self.store.read_text(save_id)
        session = workers.run(workers.open_session, text, self.store.where(save_id), save_id)
        session.store = self.store
        return session

    async def open_game(self, save_id):
        """Open a save off the event loop, then show it if the player still waits for it."""
        try:
            session, problem = await self.off_loop(self.read_session, save_id), None
        except SaveError as err:
            session, problem = None, err.problem
        except Exception as err:  # nothing in a save may crash the app
            session, problem = None, saves.printable(f"{type(err).__name__}: {err}")
        if self.opening != save_id:
            return  # opened again meanwhile: that task shows it
        self.opening = None
        if self.route != f"/play/{save_id}":
            return  # the player went elsewhere
        if session is None:
            self.message = _("Could not open the game: {problem}. The save was left as it is.").format(
                problem=problem)
            self.go("/")
            return
        self.session, self.board, self._play_bar = session, None, None
        self.render()

    def opening_screen(self, save_id):
        if self.opening != save_id:
            self.opening = save_id
            self.spawn(self.open_game, save_id)
        # a notice waiting (e.g. "played on elsewhere") is kept for the game's screen
        return ft.Column([panel(
            ft.Row([ft.ProgressRing(width=24, height=24),
                    ft.Text(_("Opening the game..."), size=16, color=INK)], spacing=12))],
            spacing=10)

    def play_bar(self):
        s = self.session
        self._export_tap = icon_tap(_("Export save"), ft.Icons.DOWNLOAD, self.confirm_export,
                                    key="export-save", color=FOAM)
        self.sync_export()
        narrow = self.narrow_bar()
        actions = [icon_tap(_("Hint: what Hard would play"), ft.Icons.LIGHTBULB_OUTLINE, self.show_hint,
                            key="play-hint", color=FOAM),
                   icon_tap(_("How to play"), ft.Icons.HELP_OUTLINE, lambda e: self.show_howto(),
                            key="play-howto", color=FOAM)]
        if not narrow:  # on a phone the rules are one more tap away: How to play, All the rules
            actions.append(icon_tap(_("Rules"), ft.Icons.MENU_BOOK, lambda e: self.go(f"/rules/{s.game.id}"),
                                    key="play-rules", color=FOAM))
        actions += [icon_tap(_("Settings"), ft.Icons.SETTINGS, lambda e: self.open_settings(),
                             key="play-settings", color=FOAM),
                    self._export_tap]
        # a phone on its side keeps its height for the table
        short = (self.page.height or 640) < 500
        # a phone held upright: the title in two lines of smaller type beside five icons
        name = _(s.game.title)
        title = ft.Text(name, color=FOAM, max_lines=2, size=16 if narrow else None)
        if self.bar_title_cut(len(actions)):
            # a 320 px phone gives it 80 px beside the icons, and "Sandcastles" broke
            # inside the word ("Sandcastl / es"): left out (the player chose the game),
            # a screen reader still hears it
            title = ft.Semantics(label=name, content=ft.Container(width=1, height=1))
        return ft.AppBar(title=title, bgcolor=SEA_DEEP,
                         toolbar_height=MIN_TAP if short else None,
                         leading=icon_tap(_("Back to home"), ft.Icons.ARROW_BACK, lambda e: self.leave_game(),
                                          key="back-home", color=FOAM), title_spacing=0,
                         leading_width=MIN_TAP, automatically_imply_leading=False, actions=actions)

    def bar_title_cut(self, icons: int = 4) -> bool:
        """Whether the game's name has a word too long for the room beside the back
        arrow and `icons` icons (the phone's bar: Hint, How to play, Settings, Export)."""
        room = (self.page.width or 400) - MIN_TAP * (1 + icons)
        name = _(self.session.game.title)
        return self.narrow_bar() and room < TITLE_PX_PER_CHAR * max(map(len, name.split()))

    def narrow_bar(self) -> bool:
        """Too narrow for the title beside six 48-px icons (a phone held upright)."""
        return (self.page.width or 400) < NARROW_BAR

    def leave_game(self):
        self.go("/")  # which lets go of the game and its board (BeachBagApp.go)

    def play(self, save_id):
        self.bar_line = None     # the game's name in the bar unless the board is drawn
        if not (self.session and self.session.save_id == save_id):
            self.session, self.board = None, None
            return self.opening_screen(save_id)
        s = self.session
        if s.game.id not in boards():
            self.session = None
            self.message = _("This version cannot show {game}'s board yet; the save is "
                             "kept.").format(game=_(s.game.title))
            raise KeyError(save_id)
        self.sync_export()
        if self.board is None:
            self.board = boards()[s.game.id](
                s, self.act, self.render, page=self.page, look=self.prefs.look,
                alive=lambda: self.session is s and (self.route or "").startswith("/play/"),
                redraw=self.motion_render)
        if s.over:
            return self.end_screen(s)
        if getattr(self, "howto_open", False) or (
                not self.prefs.seen_howto(s.game.id) and not s.actions):
            return self.howto_screen(s)
        cover = s.needs_cover()
        landing = cover is not None and self.landing == (s.save_id, len(s.actions))
        if cover is not None and not landing:
            return self.cover(s, cover)
        self.schedule_bot()
        board = self.board.build(self.page.width or 400, self.page.height or 640)
        self.bar_line = self.board.bar_line
        if landing and not self.landing_waits:
            # the person's move lands first, drawn for nobody (no one's secrets), then the
            # cover comes up for the next person (the flight's redraws come through here too)
            self.landing_waits = True
            self.spawn(self.cover_after_landing, s, self.board.flight.airtime())
        if not getattr(self, "moving", False):
            self.play_notice = self.notice()
        return ft.Column(self.play_notice + [board], spacing=10)

    def motion_render(self):
        """A step of a moving piece: the same screen, its notice kept."""
        self.moving = True
        try:
            self.render()
        finally:
            self.moving = False

    @property
    def prefs(self) -> TablePrefs:
        return TablePrefs(self.settings)

    def howto_screen(self, s):
        """The game's one-screen "How to play": before a person's first game of it, and
        one tap away on the board."""
        board = self.board
        first = not self.prefs.seen_howto(s.game.id)
        done = tap(_("Start playing") if first else _("Back to the game"), lambda e: self.close_howto(),
                   key="howto-done", primary=True, icon=ft.Icons.PLAY_ARROW)
        rules = tap(_("All the rules"), lambda e: self.go(f"/rules/{s.game.id}"), key="howto-rules",
                    icon=ft.Icons.MENU_BOOK)
        return howto_view(board.howto, self.prefs.look, actions=[done, rules],
                          compact=(self.page.height or 640) < 500)

    def show_howto(self):
        self.howto_open = True
        self.render()

    def close_howto(self):
        self.howto_open = False
        if self.session:
            self.prefs.mark_howto(self.session.game.id)
        self.render()

    def open_settings(self):
        settings_dialog(self.page, self.prefs, self.settings_changed, self.prefs.look)

    def settings_changed(self):
        """Text size, motion and language apply at once: the board is drawn afresh
        with them."""
        self.language_changed()

    def sync_export(self):
        """Export writes the whole game, every player's hidden tokens included: offered
        only while one person holds the device and sees their own turn (or to the only
        person at the table, or once the game is over), never under a cover or while the
        screen shows a spectator's view between two people."""
        button = getattr(self, "_export_tap", None)
        s = self.session
        if button is not None and s is not None:
            button.visible = s.over or s.secrets_shown()

    def cover(self, s, seat):
        name = s.name(seat)
        look = self.prefs.look
        items = [i for i in self.board.recap_items(seat) if s.movers[i.index] != seat]
        notices = self.notice()
        title = _("Pass to {name}").format(name=name)
        prompt = _("{name}, tap when only you can see the screen.").format(name=name)
        parts = [
            *notices,
            ft.Icon(ft.Icons.PHONE_ANDROID, size=48, color=SEA_DEEP),
            ft.Text(title, size=28, weight=ft.FontWeight.BOLD,
                    color=INK),
            ft.Text(prompt, color=INK,
                    size=look.size(14)),
            tap(_("I am {name}: show my turn").format(name=name), lambda e: self.uncover(), key="uncover",
                primary=True, icon=ft.Icons.VISIBILITY),
        ]
        width, height = self.page.width or 360, self.page.height or 640
        beside = width > height
        recap = None
        if items:
            # a long list scrolls in a box of its own that ends inside the window (it ran
            # under the window's edge, to be reached only by scrolling the whole cover):
            # beside the pass button on a phone on its side, below it when upright
            wide = (min(width, 1100) - 64) / (2 if beside else 1)
            if beside:
                room = height - 110
            else:
                # what stands above the list, its words wrapped as in `wide` px, and a
                # margin: the cover itself never scrolls (at 360x640 it overflowed by
                # 2 px, by 22 on another machine: the screen scrolled, not the list)
                above = (ABOVE_COVER_RECAP + 60 * len(notices)
                         + words_height(title, 28, wide, bold=True)
                         + words_height(prompt, look.size(14), wide))
                room = height - above - COVER_MARGIN
            room = max(120, room)
            content = recap_list(items, look)
            if recap_lines_height(items, look, wide) > room:
                content = ft.Container(ft.Column([content], scroll=ft.ScrollMode.AUTO,
                                                 tight=True), height=room)
            recap = ft.Semantics(identifier="cover-recap", container=True, content=content)
        column = ft.Column(parts, horizontal_alignment=ft.CrossAxisAlignment.CENTER, spacing=12)
        if recap is not None and beside:
            # a phone on its side: what happened beside the pass button
            body = ft.Row([ft.Container(column, expand=1), ft.Container(recap, expand=1)],
                          spacing=12, vertical_alignment=ft.CrossAxisAlignment.START)
        else:
            body = column
            if recap is not None:
                column.controls.append(recap)
        return ft.Container(body, bgcolor=SAND, padding=16, border_radius=ft.BorderRadius.all(16),
                            alignment=ft.Alignment.CENTER)

    def uncover(self):
        self.session.uncover()
        self.render()

    async def cover_after_landing(self, s, airtime: float):
        """Issue 24: "your own move is seen landing before the pass cover comes up"."""
        try:
            await asyncio.sleep(airtime + LANDED_REST)
        finally:
            self.landing, self.landing_waits = None, False
        if self.session is s and (self.route or "").endswith(s.save_id):
            self.render()

    def act(self, action):
        """A tap on the board: apply through the session (None = undo)."""
        s = self.session
        mover = s.to_move
        try:
            if action is None:
                s.undo()
            else:
                s.play(action)
                if (self.prefs.look.motion and s.needs_cover() is not None
                        and s.to_move != mover):
                    self.landing, self.landing_waits = (s.save_id, len(s.actions)), False
        except IllegalAction as err:
            self.message = str(err)
        except SaveConflict as err:
            self.reload_after_conflict(err)
        except OSError as err:
            self.message = _("The move was made but could not be saved: {error}").format(error=err)
        self.render()

    def reload_after_conflict(self, err, tapped: bool = True):
        """Another window moved this game on: show the game as saved there (this
        window's move was not written) instead of overwriting it."""
        self.message = (_("{conflict} This is where it stands now. Your last tap was not played.")
                        if tapped else _("{conflict} This is where it stands now.")).format(
                            conflict=err)
        self.session = None  # the next render loads the save afresh
        self.board = None
        self._play_bar = None

    def schedule_bot(self):
        s = self.session
        if self.bot_task_running or not s or not s.bot_due():
            return
        self.bot_task_running = True
        self.spawn(self.bot_turn)   # in `pending`: the test harness waits for the thinking

    async def bot_turn(self):
        """A bot's move at the board's pace: it thinks off the event loop (a thread;
        in the browser, slices that yield) while the board shows the bot's turn."""
        try:
            # the reply to the tap that made it the bot's turn leaves first: a thinking
            # thread holds the GIL and would slow its sending (within the bot's pace)
            await asyncio.sleep(THINK_AFTER if self.bot_delay >= THINK_AFTER else 0)
            s = self.session
            if s is None or not s.bot_due() or not (self.route or "").endswith(s.save_id):
                return
            start = time.perf_counter()
            task = s.bot_task()
            action = await think_off_loop(s, task)
            await asyncio.sleep(max(0.0, self.prefs.bot_delay(self.bot_delay) - (time.perf_counter() - start)))
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
        else:   # no threads in the browser: think in slices, the page served between them
            steps = s.hint_slices()
            while True:
                try:
                    next(steps)
                except StopIteration as done:
                    hint = done.value
                    break
                await between_slices()
        if self.session is not s or len(s.actions) != moves:
            return
        if hint is None:
            self.message = _("A hint is for your own decision: it is not your move.")
        else:
            action, line, reason = hint
            self.message = _("Hint: {move} {reason}").format(move=line, reason=reason)
            self.board.suggest(action)   # and lit on the board
        self.render()

    def end_screen(self, s):
        result = s.result()
        look = self.prefs.look
        lines = self.notice() + [ft.Text(_("Game over"), size=26, weight=ft.FontWeight.BOLD,
                                         color=INK)]
        why = s.game.ending(s.state)
        if why:   # why it ended: the Big Wave drawn, the Bag empty, the last round
            lines.append(ft.Semantics(identifier="ending", container=True, content=ft.Row(
                [ft.Icon(ft.Icons.FLAG, color=INK, size=look.size(20)),
                 text(why, look, expand=True)], spacing=6)))
        lines.append(text(result["summary"], look, size=16))
        board = self.board
        if board is not None and s.actions:
            news = board.end_news(self.page.width or 400)
            if news is not None:
                lines.append(news)
        band = result.get("band")
        if band:
            lines.append(panel(ft.Text(_(band), color=INK, italic=True),
                               title=ngettext("Your excursion: {n} token",
                                              "Your excursion: {n} tokens",
                                              result["scores"][0]).format(n=result["scores"][0]),
                               bgcolor=ENDING))
        lines += self.daily_end(s)   # a daily challenge's share line and calendar
        last = [line for line in s.log if line][-3:]
        lines += board.end_parts(result, min(self.page.width or 400, 1100) - 24,
                                 self.page.height or 640)
        if last:
            lines.append(panel(*[text(x, look) for x in last], title=_("Last moves"),
                               bgcolor=MIST))
        lines.append(ft.Row([
            tap(_("Play again"), lambda e: self.play_again(), key="play-again", primary=True,
                icon=ft.Icons.REPLAY),
            tap(_("Home"), lambda e: self.leave_game(), key="end-home", icon=ft.Icons.HOME),
        ], wrap=True, spacing=8))
        return ft.Column(lines, spacing=12)

    def play_again(self):
        s = self.session
        self.begin(s.game.id, s.seats, s.options)

    def confirm_export(self, e=None):
        """Export asks first: the file holds the whole game, every hidden token included."""
        s = self.session
        if s is None or not (s.over or s.secrets_shown()):
            return  # the button is hidden then; a late tap exports nothing

        def close(e=None):
            self.page.pop_dialog()

        async def go(e=None):
            self.page.pop_dialog()
            await self.export_save()

        others = len(s.seats) > 1
        self.page.show_dialog(ft.AlertDialog(
            modal=True,
            title=ft.Text(_("Export this game?")),
            content=ft.Text(
                _("The file holds the whole game, every player's hidden tokens included: "
                  "whoever opens it can read what the others may not see.") if others else
                _("The file holds the whole game, every player's hidden tokens included.")),
            actions=[tap(_("Cancel"), close, key="export-cancel"),
                     tap(_("Export"), go, key="export-confirm", primary=True, icon=ft.Icons.DOWNLOAD)]))

    async def export_save(self, e=None):
        s = self.session
        text = saves.dump_document(s.document())
        try:
            await self.picker.save_file(dialog_title=_("Export this game"), file_name=f"{s.save_id}.json",
                                        src_bytes=text.encode("utf-8"))
            self.message = _("Save exported.")
        except Exception as err:
            self.message = _("Could not export: {error}").format(error=err)
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
        await between_slices()
