"""The app shell: routing between the screens, the app bar, one-off notices. Each
screen lives in its own module (home, new_game, rules, play) as a part of BeachBagApp;
screens are rebuilt from state on every change.

Each kind of screen has a slot of its own. Home and the new-game form stay in the
client when one is left for the other (moved off screen, out of the semantics tree and
disabled), so going back and forth only patches what changed instead of building
every widget again. The rules and the game are emptied when left, and a game stands
alone: a parked screen costs the client on every frame, and nothing of a game waits
off screen."""
from __future__ import annotations

import asyncio
import time

import flet as ft

from core import saves
from core.i18n import _
from core.registry import all_games, get_game
from ui import language, storage
from ui.session import GameSession
from ui.records_keeper import RecordingStore, keeper_for
from ui.shell.boards import boards
from ui.shell.daily import DailyScreen
from ui.shell.home import HomeScreen
from ui.shell.new_game import NewGameScreen
from ui.shell.play import PlayScreen
from ui.shell.records import RecordsScreen
from ui.shell.replay import ReplayScreen
from ui.shell.rules import RulesScreen
from ui.table.style import FOAM, INK, NOTICE, SAND, SEA_DEEP
from ui.table.controls import icon_tap

MAX_WIDTH = 1100
# route's first part -> slot ("" is home), bottom to top: the new-game form lies beneath
# home, where it is drawn once, covered, while it is prepared (prepare_new_game)
SLOTS = ("new", "home", "rules", "play", "records", "daily", "replay")
PARKED = ("home", "new")                    # kept off screen when left for each other
OFF_SCREEN = ft.Offset(3, 0)                # three widths to the right, clipped away
ON_SCREEN = ft.Offset(0, 0)
PUSH_DELAY = 0.1       # seconds between drawing a screen and putting its route in the address bar
PREPARE_DELAY = 1.0    # seconds after the first screen before the new-game form is built off screen
PREPARE_PAINT = 0.3    # seconds the prepared form lies drawn beneath home
PUSH_ECHO_WAIT = 3.0   # seconds within which the browser answers a push with a route change


def clean_route(route: str) -> str:
    """A route with one slash before each part: "//play/x/" (an address typed or pasted
    with a slash too many) is "/play/x", the screen every check by prefix knows (with
    the slash too many no game was opened)."""
    path, sep, query = route.partition("?")
    return "/" + "/".join(part for part in path.split("/") if part) + sep + query


class ScreenSlot:
    """One screen kind's place in the page: a scrolling column that keeps its own
    scroll position, and the route it last showed."""
    def __init__(self, name: str, bgcolor: str):
        self.name = name
        self.semantics = ft.Semantics(exclude_semantics=True)
        self.new_column(None)
        # disabled as well: a hidden slot's buttons can take neither a tap nor keyboard
        # focus; opaque, so a slot beneath it never shows through
        self.box = ft.Container(self.semantics, offset=OFF_SCREEN, disabled=True,
                                bgcolor=bgcolor, key=f"slot-{name}")

    def set_shown(self, shown: bool):
        self.box.offset = ON_SCREEN if shown else OFF_SCREEN
        self.box.disabled = not shown
        self.semantics.exclude_semantics = not shown

    def new_column(self, route):
        """An empty scrolling column for `route`: keyed by it, so the client makes a new
        one (scrolled to its top) instead of reusing the last route's."""
        self.route = route
        self.column = ft.Column([], scroll=ft.ScrollMode.AUTO, spacing=0, key=f"scroll-{route}")
        self.semantics.content = self.column

    def show_route(self, route: str, content: ft.Control):
        """Put a route's screen in the slot. Another route than last time (the next part
        of the rules, another game) gets a new scrolling column, so it starts at its
        top; the same route again (home after the new-game form) keeps its place."""
        if route != self.route:
            self.new_column(route)
        self.column.controls[:] = [content]

    def clear(self):
        if self.route is not None or self.column.controls:  # already empty: nothing to send
            self.new_column(None)


class BeachBagApp(HomeScreen, NewGameScreen, RulesScreen, PlayScreen, RecordsScreen, DailyScreen,
                  ReplayScreen):
    def __init__(self, page: ft.Page, config: dict, store, settings, live_client: bool = True,
                 device_languages: list | None = None):
        self.page = page
        self.config = config
        # every save written is noted in the records (ui/records_keeper.py)
        self.keeper = keeper_for(store)
        self.store = RecordingStore(store, self.keeper)
        self.settings = settings
        # the device's languages, first first (ui/language.py): the app speaks the first
        # one it has unless Settings chose one
        self.device_languages = list(device_languages or [])
        self.apply_language()
        # False in tests without a browser: nothing answers address bar requests there
        self.live_client = live_client
        self.route = None
        self.session: GameSession | None = None
        self.board = None
        self.bot_task_running = False
        self.landing = None                # (save, moves): a person's move lands before the cover
        self.landing_waits = False         # the cover's timer for it runs
        self.bot_delay = config["bots"]["delay_ms"] / 1000
        self.setup = None                  # the new-game form being edited
        self.message = None                # a one-off notice shown on the next screen
        self.picker = ft.FilePicker()
        self._play_bar = None
        self.bar_line = None               # the board's turn line for the game's bar
        self.back_route = "/"
        self.show_all_saves = False        # the Continue list shows the newest few
        self.slots = {name: ScreenSlot(name, page.bgcolor or SAND) for name in SLOTS}
        self.slot = None                   # the slot on screen
        self.pushes = []                   # (route, when) pushed to the browser, echo unseen
        self.browser_route = page.route    # what the address bar shows
        self.pending = set()               # background work under way (spawn)
        self.checking_saves = False        # home's unchecked saves are being checked
        self.opening = None                # the save being opened off the event loop
        page.on_route_change = self.on_route_change
        page.on_connect = self.on_connect
        page.on_locale_change = self.on_locale_change
        page.on_resize = lambda e: self.render()

    # ---- work that must not hold up other players -----------------------------
    def spawn(self, handler, *args):
        """Run a coroutine on the page's loop; kept in `pending` until it ends (the
        test harness waits for these)."""
        future = self.page.run_task(handler, *args)
        self.pending.add(future)
        future.add_done_callback(self.pending.discard)
        return future

    async def off_loop(self, work, *args):
        """Run blocking work (reading and replaying a save, which a long game makes
        slow) away from the event loop that every browser session of the server
        shares, so nobody else's tap waits for it. In the browser build there is one
        thread and one player: it runs in place."""
        if storage.IN_BROWSER:
            return work(*args)
        return await asyncio.to_thread(work, *args)

    # ---- language ---------------------------------------------------------------
    def apply_language(self) -> str:
        """Speak the language Settings chose, or the device's (every screen drawn from
        here on is in it; nothing saved holds words, so nothing else changes)."""
        # this session's own language (ui/language.page_language), and the process's
        # default for work done outside any session
        self.language_code = language.use(language.pick(self.prefs.language,
                                                        self.device_languages))
        # Flutter's own locale follows: it names the page's language (<html lang>, what a
        # screen reader's voice speaks) and Flutter's built-in words (menus, text fields)
        now = self.page.locale_configuration
        if now is None or now.current_locale is None or (
                now.current_locale.language_code != self.language_code):
            self.page.locale_configuration = ft.LocaleConfiguration(
                supported_locales=[ft.Locale(code) for code in language.LANGUAGES],
                current_locale=ft.Locale(self.language_code))
        return self.language_code

    def on_locale_change(self, e):
        """The player changed the device's languages: followed at once unless Settings
        chose one."""
        tags = language.locale_tags(getattr(e, "locales", None))
        if tags:
            self.device_languages = tags
            self.language_changed()

    def language_changed(self):
        """Draw the screen afresh in the language now chosen (the board too: its parts
        are cached with their words)."""
        self.apply_language()
        self.board = None
        self._play_bar = None        # the game's bar, cached with its words
        self.replay_board = None
        self.render()

    # ---- routing --------------------------------------------------------------
    def start(self):
        self.go(self.page.route or "/", push=False)
        self.records_ready()   # read (or rebuild) the records off the loop
        if self.live_client:
            self.page.run_task(self.prepare_new_game)

    def on_connect(self, e=None):
        """The browser reloaded the page (or came back after a lost connection) and
        took up this session again: whoever holds the device now is unknown, so a game
        with two or more people goes back under its cover, and any dialog (a hint, the
        details of a hand) closes with it."""
        s = self.session
        if s is None or s.revealed_to is None or len(s.humans) <= 1:
            return
        s.revealed_to = None
        while self.page.pop_dialog() is not None:
            pass
        self.render()

    def on_route_change(self, e):
        route = getattr(e, "route", None) or self.page.route or "/"
        self.browser_route = route
        if self.own_push(route):
            return
        if clean_route(route) != self.route:
            self.go(route, push=False)

    def own_push(self, route: str) -> bool:
        """Whether this route change is the browser answering one of our own pushes.
        Those arrive late (pushes wait for the screen to be drawn) and must not take a
        player who tapped on quickly back to where they were."""
        now = time.monotonic()
        self.pushes = [(r, t) for r, t in self.pushes if now - t < PUSH_ECHO_WAIT]
        for i, (pushed, _) in enumerate(self.pushes):
            if pushed == route:
                del self.pushes[: i + 1]
                return True
        return False

    def go(self, route: str, push: bool = True):
        route = clean_route(route)
        if (self.route or "").startswith("/play/") and route.startswith("/rules/"):
            self.back_route = self.route  # the rules' back arrow returns to the game
        elif not route.startswith("/rules/"):
            self.back_route = "/"
        if not route.startswith("/replay/"):
            self.leave_replay()
        elif not (self.route or "").startswith("/replay/"):
            # a replay's back arrow returns where it was opened (records or calendar)
            self.replay_back = self.route if (self.route or "").startswith(("/daily", "/records")) \
                else "/records"
        if not route.startswith("/play/"):
            # the board's reused controls belong to the game on screen; a game opened
            # again is built afresh
            self.board = None
            self._play_bar = None
            if not route.startswith("/rules/"):
                # any way out of the game (the browser's Back included) lets go of it, as
                # its own Back arrow does: whoever holds the device when it is opened
                # again is unknown, so it opens under its cover
                self.session = None
                self.howto_open = False
        self.route = route
        self.render()  # may settle on another route (home, for a page that does not exist)
        if self.live_client and push:
            self.page.run_task(self.push_route_later, self.route)

    async def push_route_later(self, route):
        """The address bar follows the screen, once the screen is drawn: the client
        handles a route change with work of its own, which would otherwise delay the
        frame the player waits for. A nicety: a failure leaves the screen as drawn."""
        await asyncio.sleep(PUSH_DELAY)
        if route != self.route or route == self.browser_route:
            return  # the player has moved on (that screen's push follows), or a double tap
        self.browser_route = route
        self.pushes.append((route, time.monotonic()))
        try:
            await self.page.push_route(route)
        except Exception:
            pass

    def render(self):
        route = self.route or "/"
        parts = [p for p in route.split("/") if p]
        try:
            if not parts:
                body, bar = self.home(), self.home_bar()
            elif parts[0] == "new" and len(parts) == 2:
                body, bar = self.new_game(parts[1]), self.bar(_("New game"))
            elif parts[0] == "rules" and len(parts) == 2:
                game = get_game(parts[1])
                back = _("Back to the game") if self.back_route != "/" else _("Back to home")
                body = self.rules(game)
                bar = self.bar(_(game.title), back_label=back, back_to=self.back_route)
            elif parts[0] == "rules" and len(parts) == 3:
                game = get_game(parts[1])
                body = self.rules_page(game, parts[2])
                bar = self.bar(_(game.title), back_label=_("Back to the list of rules"),
                               back_to=f"/rules/{game.id}")
            elif parts[0] == "records" and len(parts) == 1:
                body, bar = self.records_screen(), self.bar(_("Records and replays"))
            elif parts[0] == "daily" and len(parts) <= 2:
                body = self.daily_screen(parts[1] if len(parts) == 2 else None)
                bar = self.bar(_("Daily challenge"))
            elif parts[0] == "replay" and len(parts) == 2:
                if not saves.valid_id(parts[1]):
                    self.message = _("There is no saved game by that name.")
                    raise KeyError(route)
                body = self.replay_screen(parts[1])
                title = (_("Replay: {game}").format(game=_(self.replay.game.title))
                         if self.replay is not None else _("Replay"))
                back = getattr(self, "replay_back", "/records")
                bar = self.bar(title, back_to=back, back_label=_("Back to the calendar")
                               if back.startswith("/daily") else _("Back to the records"))
                if self.replay_board is not None and self.replay_board.bar_line is not None:
                    bar.title = self.replay_board.bar_line   # a phone on its side
            elif parts[0] == "play" and len(parts) == 2:
                if not saves.valid_id(parts[1]):  # /play/%00, /play/..%2fx: no such save
                    self.message = _("There is no saved game by that name.")
                    raise KeyError(route)
                body = self.play(parts[1])
                if self.session is None:  # still being opened (PlayScreen.open_game)
                    bar = self.bar(_("Opening a game"))
                # the same bar object while the same game is open: nothing to diff
                # (and the same height: a phone turned on its side gets the compact bar)
                else:
                    short = (self.page.height or 640) < 500
                    shape = (short, self.narrow_bar(), self.bar_title_cut())
                    if not self._play_bar or self._play_bar[:2] != (self.session, shape):
                        made = self.play_bar()
                        self._play_bar = (self.session, shape, made, made.title)
                    bar = self._play_bar[2]
                    # the game's name, or the turn line where the board put it up here
                    bar.title = self.bar_line or self._play_bar[3]
            else:
                raise KeyError(route)
        except KeyError:
            self.message = self.message or _("There is no page {route}.").format(
                route=saves.printable(route, 100))
            self.route = "/"
            return self.render()
        self.show(bar, body)

    def slot_content(self, screen: str, body):
        # Explicit keys let Flet diff a rebuilt screen against the one in its slot
        # property by property, so a tap sends only what changed, not the screen.
        page = self.page
        # 4 px under the screen, not 10: a board that fills a phone's height (the
        # castles of a decision sized to what is left) stood those few pixels taller
        # than the window, nothing of it cut but the margin, and the page scrolled
        content = ft.Container(body, padding=ft.Padding.only(left=12, top=10, right=12,
                                                             bottom=4),
                               width=min(MAX_WIDTH, page.width or MAX_WIDTH) if page.width else None,
                               key=f"screen-{screen}")
        return ft.Row([content], alignment=ft.MainAxisAlignment.CENTER,
                      vertical_alignment=ft.CrossAxisAlignment.START, key="root")

    def show(self, bar, body):
        page = self.page
        screen = (self.route or "/").split("/")[1] or "home"
        slot = self.slots[screen]
        if bar is not None and bar.key is None:
            bar.key = f"bar-{screen}"
        page.appbar = bar
        slot.show_route(self.route or "/", self.slot_content(screen, body))
        if slot is not self.slot:
            for other in self.slots.values():
                other.set_shown(other is slot)
                # a parked screen still costs the client on every frame it draws: only
                # the two menus are parked, and never behind a game
                if other is not slot and (other.name not in PARKED or screen == "play"):
                    other.clear()
            self.slot = slot
        if not page.controls:
            page.controls[:] = [ft.Stack([s.box for s in self.slots.values()], fit=ft.StackFit.EXPAND,
                                         clip_behavior=ft.ClipBehavior.HARD_EDGE, expand=True)]
        page.update()

    async def prepare_new_game(self):
        """A moment after home is first drawn, build the new-game form off screen, so a
        newcomer's first tap on "New ... game" only brings it into view."""
        await asyncio.sleep(PREPARE_DELAY)
        playable = [g.id for g in all_games() if g.id in boards()]  # in home's order
        slot = self.slots["new"]
        if self.route != "/" or slot.route is not None or self.message or not playable:
            return
        try:
            body = self.new_game(playable[0])
        except KeyError:
            return
        slot.show_route(f"/new/{playable[0]}", self.slot_content("new", body))
        # Drawn once beneath home (covered by it, disabled, out of the semantics
        # tree): the client's first drawing of these widgets is slow, and is better
        # paid now than on the tap (first tap 100 vs 126 ms, minimal 38).
        slot.box.offset = ON_SCREEN
        self.page.update()
        await asyncio.sleep(PREPARE_PAINT)
        if self.slot is not slot:
            slot.box.offset = OFF_SCREEN
            self.page.update()

    def home_bar(self):
        """Home's bar: the app's name, and Settings (the language among them) before any
        game."""
        settings = icon_tap(_("Settings"), ft.Icons.SETTINGS, lambda e: self.open_settings(),
                            key="home-settings", color=FOAM)
        return ft.AppBar(title=ft.Text("Beach Bag", color=FOAM), bgcolor=SEA_DEEP, leading=None,
                         automatically_imply_leading=False, actions=[settings])

    def bar(self, title: str, back: bool = True, back_label: str | None = None,
            back_to: str = "/"):
        back_label = back_label if back_label is not None else _("Back to home")
        leading = icon_tap(back_label, ft.Icons.ARROW_BACK, lambda e: self.go(back_to),
                           key="back-home", color=FOAM) if back else None
        return ft.AppBar(title=ft.Text(title, color=FOAM), bgcolor=SEA_DEEP, leading=leading,
                         automatically_imply_leading=False)

    def notice(self, keep: bool = False):
        """The one-off notice, shown once (or kept for the next drawing too, when this
        screen will be drawn again at once, e.g. home while saves are being checked)."""
        if not self.message:
            return []
        text = self.message
        if not keep:
            self.message = None
        return [ft.Container(ft.Text(text, color=INK), bgcolor=NOTICE, padding=10,
                             border_radius=ft.BorderRadius.all(10))]
