"""The app shell: routing between the screens, the app bar, one-off notices. Each
screen lives in its own module (home, new_game, rules, play) as a part of BeachBagApp;
screens are rebuilt from state on every change."""
from __future__ import annotations

import flet as ft

from core.registry import get_game
from ui.session import GameSession
from ui.shell.home import HomeScreen
from ui.shell.new_game import NewGameScreen
from ui.shell.play import PlayScreen
from ui.shell.rules import RulesScreen
from ui.widgets.common import FOAM, INK, SEA, icon_tap

MAX_WIDTH = 1100


class BeachBagApp(HomeScreen, NewGameScreen, RulesScreen, PlayScreen):
    def __init__(self, page: ft.Page, config: dict, store, settings, live_client: bool = True):
        self.page = page
        self.config = config
        self.store = store
        self.settings = settings
        # False in tests without a browser: nothing answers URL or scroll requests there
        self.live_client = live_client
        self.route = None
        self.session: GameSession | None = None
        self.board = None
        self.bot_task_running = False
        self.bot_delay = config["saves"].get("bot_delay_ms", 700) / 1000
        self.setup = None                  # the new-game form being edited
        self.message = None                # a one-off notice shown on the next screen
        self.picker = ft.FilePicker()
        self._play_bar = None
        self.back_route = "/"
        self.show_all_saves = False        # the Continue list shows the newest few
        page.on_route_change = self.on_route_change
        page.on_resize = lambda e: self.render()

    # ---- routing --------------------------------------------------------------
    def start(self):
        self.go(self.page.route or "/", push=False)

    def on_route_change(self, e):
        route = getattr(e, "route", None) or self.page.route or "/"
        if route != self.route:
            self.go(route, push=False)

    def go(self, route: str, push: bool = True):
        if (self.route or "").startswith("/play/") and route.startswith("/rules/"):
            self.back_route = self.route  # the rules' back arrow returns to the game
        elif not route.startswith("/rules/"):
            self.back_route = "/"
        if not route.startswith("/play/"):
            # controls kept between taps must not outlive their screen: a screen shown
            # again is built afresh
            self.board = None
            self._play_bar = None
        changed = route != self.route
        self.route = route
        self.render()
        if self.live_client and (push or changed):
            self.page.run_task(self.follow_in_browser, route if push else None, changed)

    async def follow_in_browser(self, pushed_route, scroll_to_top):
        """After the screen is drawn: the address bar shows the route, and a new screen
        starts at its top, not where the last one was scrolled to (the next part of
        the rules is reached from the bottom of the last). Both are niceties: a
        failure leaves the screen as drawn."""
        try:
            if pushed_route is not None:
                await self.page.push_route(pushed_route)
            if scroll_to_top:
                await self.page.scroll_to(offset=0)
        except Exception:
            pass

    def render(self):
        route = self.route or "/"
        parts = [p for p in route.split("/") if p]
        try:
            if not parts:
                body, bar = self.home(), self.bar("Beach Bag", back=False)
            elif parts[0] == "new" and len(parts) == 2:
                body, bar = self.new_game(parts[1]), self.bar("New game")
            elif parts[0] == "rules" and len(parts) == 2:
                game = get_game(parts[1])
                back = "Back to the game" if self.back_route != "/" else "Back to home"
                body = self.rules(game)
                bar = self.bar(game.title, back_label=back, back_to=self.back_route)
            elif parts[0] == "rules" and len(parts) == 3:
                game = get_game(parts[1])
                body = self.rules_page(game, parts[2])
                bar = self.bar(game.title, back_label="Back to the list of rules",
                               back_to=f"/rules/{game.id}")
            elif parts[0] == "play" and len(parts) == 2:
                body = self.play(parts[1])
                # the same bar object while the same game is open: nothing to diff
                if not self._play_bar or self._play_bar[0] is not self.session:
                    self._play_bar = (self.session, self.play_bar())
                bar = self._play_bar[1]
            else:
                raise KeyError(route)
        except KeyError:
            self.message = self.message or f"There is no page {route}."
            self.route = "/"
            return self.render()
        self.show(bar, body)

    def show(self, bar, body):
        page = self.page
        # Explicit keys let Flet diff a rebuilt screen against the one on display
        # property by property, so a tap sends only what changed, not the screen.
        screen = (self.route or "/").split("/")[1] or "home"
        content = ft.Container(body, padding=ft.Padding.symmetric(horizontal=12, vertical=10),
                               width=min(MAX_WIDTH, page.width or MAX_WIDTH) if page.width else None,
                               key=f"screen-{screen}")
        if bar is not None and bar.key is None:
            bar.key = f"bar-{screen}"
        page.appbar = bar
        page.controls[:] = [ft.Row([content], alignment=ft.MainAxisAlignment.CENTER,
                                   vertical_alignment=ft.CrossAxisAlignment.START, key="root")]
        page.update()

    def bar(self, title: str, back: bool = True, back_label: str = "Back to home",
            back_to: str = "/"):
        leading = icon_tap(back_label, ft.Icons.ARROW_BACK, lambda e: self.go(back_to),
                           key="back-home") if back else None
        return ft.AppBar(title=ft.Text(title, color=FOAM), bgcolor=SEA, leading=leading,
                         automatically_imply_leading=False)

    def notice(self):
        if not self.message:
            return []
        text, self.message = self.message, None
        return [ft.Container(ft.Text(text, color=INK), bgcolor="#FFF3CD", padding=10,
                             border_radius=ft.BorderRadius.all(10))]
