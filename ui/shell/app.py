"""The app shell: routing, home with the Continue list, new-game setup, in-app rules,
the play screen with pass-the-device covers, bots at a followable pace, the end
screen, and save export/import. Screens are rebuilt from state on every change."""
from __future__ import annotations

import asyncio
import datetime
import random

import flet as ft

from core import saves
from core.engine import IllegalAction
from core.registry import all_games, get_game
from core.saves import SaveError
from ui import rules_text
from ui.session import GameSession, SaveConflict
from ui.widgets.common import FOAM, INK, SAND, SEA, icon_tap, panel, score_table, tap

MAX_WIDTH = 1100
SHORT_LIST = 3  # unfinished games shown on home before "Show more"
SAVE_COL = {"xs": 12, "md": 4}


def boards():
    """Game id -> board class, for the games whose touch board exists."""
    from ui.seaside.board import SeasideBoard
    return {"seaside": SeasideBoard}


def player_counts(game) -> str:
    text = f"{game.min_players}-{game.max_players} players"
    return text + (" (solo mode)" if game.has_solo else "")


def ago(stamp: str | None) -> str:
    try:
        then = datetime.datetime.fromisoformat(stamp)
    except (TypeError, ValueError):
        return "unknown"
    secs = (datetime.datetime.now(datetime.timezone.utc) - then).total_seconds()
    if secs < 90:
        return "just now"
    if secs < 5400:
        return f"{int(secs // 60)} min ago"
    if secs < 36 * 3600:
        return f"{int(secs // 3600)} h ago"
    return then.strftime("%d %b %Y")


class BeachBagApp:
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
        if push and self.live_client:
            async def push():
                try:
                    await self.page.push_route(route)
                except Exception:  # the URL bar is a nicety; the screen is already drawn
                    pass
            self.page.run_task(push)
        self.render()
        if changed and self.live_client:
            # a new screen starts at its top, not where the last one was scrolled to
            # (the next part of the rules is reached from the bottom of the last)
            async def to_top():
                try:
                    await self.page.scroll_to(offset=0)
                except Exception:
                    pass
            self.page.run_task(to_top)

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

    # ---- home -----------------------------------------------------------------
    def home(self):
        playable = boards()
        cards = []
        for game in all_games():
            buttons = [tap(f"Rules of {game.title}", lambda e, g=game.id: self.go(f"/rules/{g}"),
                           key=f"rules-{game.id}", icon=ft.Icons.MENU_BOOK)]
            if game.id in playable:
                buttons.insert(0, tap(f"New {game.title} game",
                                      lambda e, g=game.id: self.go(f"/new/{g}"),
                                      key=f"new-{game.id}", icon=ft.Icons.PLAY_ARROW, primary=True))
                note = []
            else:
                note = [ft.Text("Rules engine done; its touch board is being built. "
                                "Read the rules meanwhile.", size=12, italic=True, color=INK)]
            cards.append(panel(
                ft.Text(player_counts(game), size=13, color=INK),
                ft.Text(game.summary, color=INK),
                *note,
                ft.Row(buttons, wrap=True, spacing=8, run_spacing=8),
                title=game.title, bgcolor=FOAM, col={"xs": 12, "md": 4}))
        intro = ft.Text("Three beach games for the table, the towel or the train. Pass the "
                        "device around or play alone; every move is saved.", color=INK)
        games = ft.ResponsiveRow(cards, spacing=10, run_spacing=10)
        saved, has_saves = self.continue_list()
        # A returning player sees their unfinished games first, without scrolling.
        parts = [saved, intro, games] if has_saves else [intro, games, saved]
        return ft.Column(self.notice() + parts, spacing=14)

    def continue_list(self):
        playable = boards()
        rows = []
        listed = self.store.list()
        # most recently played first; damaged saves (no trustworthy date) last
        listed.sort(key=lambda item: item[1].get("updated", "") if isinstance(item[1], dict) else "",
                    reverse=True)
        for save_id, doc in listed:
            if isinstance(doc, SaveError):
                rows.append(panel(
                    ft.Text(f"Damaged save '{save_id}'", weight=ft.FontWeight.BOLD, color="#B71C1C"),
                    ft.Text(doc.problem, size=13, color=INK),
                    ft.Row([tap("Delete damaged save", lambda e, s=save_id: self.confirm_delete(s),
                                key=f"delete-{save_id}", icon=ft.Icons.DELETE)]),
                    bgcolor="#FDECEA", col=SAVE_COL))
                continue
            game = get_game(doc["game"])
            if game.is_over(doc["state"]):
                continue
            names = ", ".join(doc["state"]["names"])
            delete = tap("Delete", lambda e, s=save_id: self.confirm_delete(s),
                         key=f"delete-{save_id}", icon=ft.Icons.DELETE)
            buttons = [delete]
            lines = [ft.Text(f"{game.title}: {names}", weight=ft.FontWeight.BOLD, color=INK),
                     ft.Text(f"{game.progress(doc['state'])} - last played {ago(doc.get('updated'))}",
                             size=13, color=INK)]
            if game.id in playable:
                buttons.insert(0, tap(f"Resume {game.title}", lambda e, s=save_id: self.go(f"/play/{s}"),
                                      key=f"resume-{save_id}", icon=ft.Icons.PLAY_ARROW, primary=True))
            else:
                # e.g. a save made with `python -m core play`: kept safe until its board lands
                lines.append(ft.Text("This version cannot show this game's board yet; the save is kept.",
                                     size=13, italic=True, color=INK))
            rows.append(panel(*lines, ft.Row(buttons, wrap=True, spacing=8, run_spacing=8),
                              col=SAVE_COL))
        head = ft.Row([ft.Text("Continue", size=18, weight=ft.FontWeight.BOLD, color=INK,
                               expand=True),
                       tap("Import a save", self.import_save, key="import-save",
                           icon=ft.Icons.UPLOAD_FILE)])
        has_saves = bool(rows)
        more = []
        if len(rows) > SHORT_LIST and not self.show_all_saves:
            hidden = len(rows) - SHORT_LIST
            rows = rows[:SHORT_LIST]
            more = [tap(f"Show {hidden} more saved game{'s' if hidden != 1 else ''}",
                        lambda e: self.toggle_saves(), key="show-all-saves")]
        elif len(rows) > SHORT_LIST:
            more = [tap("Show fewer", lambda e: self.toggle_saves(), key="show-all-saves")]
        if not rows:
            return ft.Column([head, ft.Text("No unfinished games. Start one above.", color=INK)],
                             spacing=8), False
        grid = ft.ResponsiveRow(rows, spacing=8, run_spacing=8)  # one column on phones
        return ft.Column([head, grid] + [ft.Row(more)] * bool(more), spacing=8), has_saves

    def toggle_saves(self):
        self.show_all_saves = not self.show_all_saves
        self.render()

    def confirm_delete(self, save_id):
        def really(e):
            self.page.pop_dialog()
            self.store.delete(save_id)
            self.message = "Save deleted."
            self.render()

        dialog = ft.AlertDialog(
            title=ft.Text("Delete this game?"),
            content=ft.Text("It cannot be brought back."),
            actions=[tap("Keep it", lambda e: self.page.pop_dialog(), key="keep-save"),
                     tap("Delete for good", really, key="confirm-delete", primary=True)])
        self.page.show_dialog(dialog)

    async def import_save(self, e=None):
        try:
            files = await self.picker.pick_files(dialog_title="Import a Beach Bag save",
                                                 with_data=True, allowed_extensions=["json"],
                                                 file_type=ft.FilePickerFileType.CUSTOM)
        except Exception as err:
            self.message = f"Could not open the file picker: {err}"
            self.render()
            return
        for f in files or []:
            self.import_text(bytes(f.bytes or b"").decode("utf-8", "replace"), f.name)
        self.render()

    def import_text(self, text: str, name: str) -> bool:
        """Validate an imported save completely before storing it; a bad file is
        refused with the reason and nothing in the store changes."""
        try:
            doc = saves.parse_document(text, name)
        except SaveError as err:
            self.message = f"Not imported: {err}"
            return False
        session = GameSession.from_document(doc, self.store)
        taken, name, k = set(self.store.ids()), session.save_id, 1
        while session.save_id in taken:  # never overwrite a game already here
            session.save_id = f"{name}-import{k}"
            k += 1
        session.stored_actions = None  # a new file of its own
        session.save()
        self.message = f"Imported {session.game.title} ({session.game.progress(session.state)})."
        return True

    # ---- new game -------------------------------------------------------------
    def new_game(self, game_id):
        game = get_game(game_id)
        if game_id not in boards():
            raise KeyError(game_id)
        if not self.setup or self.setup["game"] != game_id:
            remembered = (self.settings.get("new_game") or {}).get(game_id) or {}
            count = remembered.get("players", max(game.min_players, 2))
            seats = remembered.get("seats") or []
            seats = [dict(s) for s in seats][: game.max_players]
            while len(seats) < game.max_players:
                i = len(seats)
                seats.append({"name": f"Player {i + 1}", "bot": i >= 2})
            self.setup = {"game": game_id, "players": count, "seats": seats,
                          "options": remembered.get("options", {})}
        st = self.setup
        counts = []
        for n in range(game.min_players, game.max_players + 1):
            label = "Solo" if n == 1 and game.has_solo else str(n)
            counts.append(tap("Solo" if label == "Solo" else f"{n} players",
                              lambda e, n=n: self.set_players(n), key=f"players-{n}",
                              primary=st["players"] == n, width=80 if label == "Solo" else 56,
                              text=label))
        seat_rows = []
        for i in range(st["players"]):
            seat = st["seats"][i]
            field = ft.TextField(value=seat["name"], label=f"Seat {i + 1}", dense=True, expand=True,
                                 on_change=lambda e, i=i: self.set_name(i, e.control.value))
            kind = "Bot" if seat["bot"] else "Person"
            toggle = tap(f"Seat {i + 1}: {kind}, tap to change", lambda e, i=i: self.toggle_bot(i),
                         key=f"seat-{i}-kind", text=kind,
                         icon=ft.Icons.SMART_TOY if seat["bot"] else ft.Icons.PERSON, width=120)
            seat_rows.append(ft.Row([ft.Semantics(label=f"Name of seat {i + 1}",
                                                  identifier=f"seat-{i}-name", content=field,
                                                  expand=True), toggle],
                                    vertical_alignment=ft.CrossAxisAlignment.CENTER))
        if st["players"] == 1 and game.has_solo:
            seat_rows.append(ft.Text("Solo mode: the rulebook's solo rules apply.", color=INK,
                                     size=13))
        body = self.notice() + [
            ft.Text(game.title, size=22, weight=ft.FontWeight.BOLD, color=INK),
            panel(ft.Row(counts, wrap=True, spacing=6, run_spacing=6), title="Players"),
            panel(*seat_rows, title="Who plays"),
            ft.Row([tap("Start the game", lambda e: self.start_game(), key="start-game",
                        icon=ft.Icons.PLAY_ARROW, primary=True)]),
        ]
        return ft.Column(body, spacing=12)

    def set_players(self, n):
        self.setup["players"] = n
        if n == 1:
            self.setup["seats"][0]["bot"] = False
        self.render()

    def set_name(self, i, value):
        self.setup["seats"][i]["name"] = value  # no redraw: the field keeps focus

    def toggle_bot(self, i):
        seat = self.setup["seats"][i]
        seat["bot"] = not seat["bot"]
        self.render()

    def start_game(self):
        st = self.setup
        game = get_game(st["game"])
        seats = []
        for i in range(st["players"]):
            s = st["seats"][i]
            name = (s["name"] or "").strip()[:20] or f"Player {i + 1}"
            seats.append({"name": name, "bot": bool(s["bot"]) and st["players"] > 1})
        if all(s["bot"] for s in seats):
            self.message = "At least one seat must be a person."
            return self.render()
        names = [s["name"].lower() for s in seats]
        if len(set(names)) != len(names):
            self.message = "Give every seat a different name, so the pass screen is clear."
            return self.render()
        remembered = dict(self.settings.get("new_game") or {})
        remembered[game.id] = {"players": st["players"], "seats": st["seats"],
                               "options": st["options"]}
        self.settings.set("new_game", remembered)
        self.begin(game.id, seats, dict(st["options"]))

    def begin(self, game_id, seats, options):
        seed = random.SystemRandom().randrange(2**53)
        try:
            self.session = GameSession.new(game_id, seats, options, seed, self.store)
        except (IllegalAction, ValueError) as err:
            self.message = f"Could not start: {err}"
            return self.render()
        self.board = None
        self.go(f"/play/{self.session.save_id}")

    # ---- rules ----------------------------------------------------------------
    def rules(self, game):
        """The rules' parts as a list: a phone shows one part at a time."""
        pages = rules_text.pages(game)
        items = [ft.Text(f"Rules of {game.title}", size=22, weight=ft.FontWeight.BOLD, color=INK),
                 ft.Text("The rulebook in parts, then how Beach Bag reads what it leaves open. "
                         "Tap a part to read it.", color=INK)]
        for n, (title, _) in enumerate(pages, start=1):
            row = ft.Container(ft.Row([ft.Text(title, color=INK, expand=True),
                                       ft.Icon(ft.Icons.CHEVRON_RIGHT, color=INK)]),
                               padding=ft.Padding.symmetric(vertical=6))
            items.append(tap(title, lambda e, n=n: self.go(f"/rules/{game.id}/{n}"),
                             key=f"rules-page-{n}", content=row))
        return ft.Column(items, spacing=8, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)

    def rules_page(self, game, number: str):
        pages = rules_text.pages(game)
        if not number.isdigit() or not 1 <= int(number) <= len(pages):
            raise KeyError(number)
        n = int(number)
        title, blocks = pages[n - 1]
        items = [ft.Text(title, size=22, weight=ft.FontWeight.BOLD, color=INK),
                 ft.Text(f"Part {n} of {len(pages)}", size=13, color=INK, italic=True)]
        for kind, payload in blocks:
            if kind == "heading":
                items.append(ft.Text(payload[1], size=17, weight=ft.FontWeight.BOLD, color=INK))
            elif kind == "bullet":
                depth, text = payload
                items.append(ft.Container(ft.Text(f"\u2022 {text}", color=INK, selectable=True),
                                          padding=ft.Padding.only(left=8 if depth == 1 else 28)))
            elif kind == "table":
                # columns share the width by their longest cell: a short "Topic" column
                # leaves a phone's width to the long "Decision" one
                longest = [max((len(row[c]) for row in payload if c < len(row)), default=1)
                           for c in range(max(len(row) for row in payload))]
                weights = [max(1, round(4 * width / max(longest))) for width in longest]
                rows = [ft.Row([ft.Text(cell, color=INK, expand=weights[c], size=13,
                                        weight=ft.FontWeight.BOLD if r == 0 else None)
                                for c, cell in enumerate(row)],
                               vertical_alignment=ft.CrossAxisAlignment.START)
                        for r, row in enumerate(payload)]
                items.append(panel(*rows))
            else:
                items.append(ft.Text(payload, color=INK, selectable=True))
        nav = []
        if n < len(pages):
            nav.append(tap(f"Next: {pages[n][0]}", lambda e: self.go(f"/rules/{game.id}/{n + 1}"),
                           key="rules-next", primary=True, icon=ft.Icons.ARROW_FORWARD))
        if n > 1:
            nav.append(tap(f"Previous: {pages[n - 2][0]}",
                           lambda e: self.go(f"/rules/{game.id}/{n - 1}"), key="rules-previous",
                           icon=ft.Icons.ARROW_BACK))
        nav.append(tap("All parts of the rules", lambda e: self.go(f"/rules/{game.id}"),
                       key="rules-contents", icon=ft.Icons.LIST))
        return ft.Column(items + [ft.Column(nav, spacing=8,
                                            horizontal_alignment=ft.CrossAxisAlignment.STRETCH)],
                         spacing=10)

    # ---- play -----------------------------------------------------------------
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
        actions = [icon_tap("Rules", ft.Icons.MENU_BOOK, lambda e: self.go(f"/rules/{s.game.id}"),
                            key="play-rules"),
                   icon_tap("Export save", ft.Icons.DOWNLOAD, self.export_save, key="export-save")]
        return ft.AppBar(title=ft.Text(s.game.title, color=FOAM), bgcolor=SEA,
                         leading=icon_tap("Back to home", ft.Icons.ARROW_BACK, lambda e: self.leave_game(),
                                          key="back-home"),
                         automatically_imply_leading=False, actions=actions)

    def leave_game(self):
        self.session = None
        self.board = None
        self.go("/")

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
        try:
            await asyncio.sleep(self.bot_delay)
            s = self.session
            if s is None or not s.bot_due() or not (self.route or "").endswith(s.save_id):
                return
            try:
                s.play_bot()
            except SaveConflict as err:
                self.reload_after_conflict(err, tapped=False)
        finally:
            self.bot_task_running = False
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
