"""Home: the three games, the Continue list of unfinished (and damaged) saves, delete
with confirmation, import of a save file."""
from __future__ import annotations

import datetime
import hashlib
import time
import uuid

import flet as ft

from core import saves
from core.i18n import _, ngettext, pgettext
from core.registry import all_games, get_game
from core.saves import SaveError
from ui import workers
from ui.session import GameSession
from ui.shell.boards import boards
from ui.table.style import DAMAGED, DAMAGED_INK, FOAM, INK
from ui.table.controls import panel, tap

SHORT_LIST = 3  # unfinished games shown on home before "Show more"
SAVE_COL = {"xs": 12, "md": 4}
SAVE_ROW_HEIGHT = 148   # a save's card on home at 360x640 (its title, progress, buttons)


def player_counts(game) -> str:
    if game.has_solo:
        return _("{low}-{high} players (solo mode)").format(low=game.min_players,
                                                            high=game.max_players)
    return _("{low}-{high} players").format(low=game.min_players, high=game.max_players)


def month_name(month: int) -> str:
    """A month's short name (1-12) in the language spoken."""
    return (pgettext("month", "Jan"), pgettext("month", "Feb"), pgettext("month", "Mar"),
            pgettext("month", "Apr"), pgettext("month", "May"), pgettext("month", "Jun"),
            pgettext("month", "Jul"), pgettext("month", "Aug"), pgettext("month", "Sep"),
            pgettext("month", "Oct"), pgettext("month", "Nov"), pgettext("month", "Dec"))[month - 1]


def delete_key(save_id: str) -> str:
    """The Delete button's key for a listed save: its id, or for a file whose name is
    not a save id (spaces, capitals, undecodable bytes...) a digest of the name."""
    if saves.valid_id(save_id):
        return f"delete-{save_id}"
    digest = hashlib.sha1(save_id.encode("utf-8", "surrogatepass")).hexdigest()[:12]
    return f"delete-file-{digest}"


def fresh_id(game_id: str) -> str:
    """A new save id for an imported game: a-z, 0-9 and '-' only."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return f"{game_id.replace('_', '-')}-import-{stamp}-{uuid.uuid4().hex[:6]}"


def imported(save_id: str) -> bool:
    """Whether a save is an imported copy (Continue tells it from its original)."""
    return "-import-" in save_id


def ago(stamp: str | None) -> str:
    try:
        then = datetime.datetime.fromisoformat(stamp)
    except (TypeError, ValueError):
        return _("unknown")
    secs = (datetime.datetime.now(datetime.timezone.utc) - then).total_seconds()
    if secs < 90:
        return _("just now")
    if secs < 5400:
        return _("{n} min ago").format(n=int(secs // 60))
    if secs < 36 * 3600:
        return _("{n} h ago").format(n=int(secs // 3600))
    # Translators: a date, e.g. "04 Dec 2026"
    return _("{day} {month} {year}").format(day=then.strftime("%d"), month=month_name(then.month),
                                            year=then.year)


def save_heading(title: str, names: str, copy: bool, challenge) -> str:
    """A Continue row's first line: the game, what kind of save, who plays."""
    if isinstance(challenge, dict):   # a daily challenge (ui/shell/daily.py)
        date, practice = challenge.get("date"), challenge.get("practice")
        if copy:
            words = (_("{game} (imported copy) - daily {date} practice: {names}") if practice
                     else _("{game} (imported copy) - daily {date}: {names}"))
        else:
            words = (_("{game} - daily {date} practice: {names}") if practice
                     else _("{game} - daily {date}: {names}"))
        return words.format(game=title, date=date, names=names)
    if copy:
        return _("{game} (imported copy): {names}").format(game=title, names=names)
    return _("{game}: {names}").format(game=title, names=names)


class HomeScreen:
    """Part of BeachBagApp (ui/shell/app.py): the home screen."""
    def home(self):
        playable = boards()
        cards = []
        for game in all_games():
            title = _(game.title)
            buttons = [tap(_("Rules of {game}").format(game=title), lambda e, g=game.id: self.go(f"/rules/{g}"),
                           key=f"rules-{game.id}", icon=ft.Icons.MENU_BOOK)]
            if game.id in playable:
                buttons.insert(0, tap(_("New {game} game").format(game=title),
                                      lambda e, g=game.id: self.go(f"/new/{g}"),
                                      key=f"new-{game.id}", icon=ft.Icons.PLAY_ARROW, primary=True))
                note = []
            else:
                note = [ft.Text(_("Rules engine done; its touch board is being built. "
                                  "Read the rules meanwhile."), size=14, italic=True, color=INK)]
            cards.append(panel(
                ft.Text(player_counts(game), size=14, color=INK),
                ft.Text(_(game.summary), color=INK),
                *note,
                ft.Row(buttons, wrap=True, spacing=8, run_spacing=8),
                title=title, bgcolor=FOAM, col={"xs": 12, "md": 4}))
        intro = ft.Text(_("Three beach games for the table, the towel or the train. Pass the "
                          "device around or play alone; every move is saved."), color=INK)
        games = ft.ResponsiveRow(cards, spacing=10, run_spacing=10)
        alone = ft.Row([tap(_("Daily challenge"), lambda e: self.go("/daily"), key="daily",
                            icon=ft.Icons.TODAY),
                        tap(_("Records and replays"), lambda e: self.go("/records"), key="records",
                            icon=ft.Icons.LEADERBOARD, text=_("Records"))], wrap=True, spacing=8, run_spacing=8)
        saved, has_saves = self.continue_list()
        # A returning player sees their unfinished games first, without scrolling.
        parts = [saved, alone, intro, games] if has_saves else [intro, alone, games, saved]
        return ft.Column(self.notice(keep=self.checking_saves) + parts, spacing=14)

    def continue_list(self):
        playable = boards()
        rows = []
        # Only saves checked before are shown at once; the others are checked off the
        # event loop (a long save takes a while to replay) and home is drawn again.
        listed, unchecked = self.store.list_known()
        if unchecked:
            self.check_saves_later()
        # most recently played first; damaged saves (no trustworthy date) last
        listed.sort(key=lambda item: str(item[1].get("updated", "")) if isinstance(item[1], dict) else "",
                    reverse=True)
        for save_id, doc in listed:
            if not isinstance(doc, SaveError):
                try:
                    row = self.save_row(save_id, doc, playable)
                except Exception as err:  # a save this version cannot show is listed as damaged
                    doc = SaveError(self.store.where(save_id),
                                    f"the save cannot be shown ({type(err).__name__}: {err})")
                else:
                    if row is not None:
                        rows.append(row)
                    continue
            name = saves.printable(save_id, 60)
            rows.append(panel(
                ft.Text(_("Damaged save '{name}'").format(name=name), weight=ft.FontWeight.BOLD, color=DAMAGED_INK),
                ft.Text(doc.problem, size=14, color=INK),
                ft.Row([tap(_("Delete damaged save"), lambda e, s=save_id: self.confirm_delete(s),
                            key=delete_key(save_id), icon=ft.Icons.DELETE)]),
                bgcolor=DAMAGED, col=SAVE_COL))
        head = ft.Row([ft.Text(_("Continue"), size=18, weight=ft.FontWeight.BOLD, color=INK,
                               expand=True),
                       tap(_("Import a save"), self.import_save, key="import-save",
                           icon=ft.Icons.UPLOAD_FILE)])
        if unchecked:
            count = len(unchecked)
            # a card for each save being checked, about as tall as a save's own (148 px
            # on a phone): when they are listed, what lies below them (the games' New
            # buttons) stays put instead of jumping down under a finger on its way to
            # it (measured: New Seaside game moved from y=493 to 961 with four saves)
            for k in range(count):
                card = panel(ft.Row([
                    ft.ProgressRing(width=24, height=24),
                    ft.Text(ngettext("Checking {n} saved game...", "Checking {n} saved games...",
                                     count).format(n=count), color=INK)],
                    spacing=12) if k == 0 else ft.Container())
                card.height = SAVE_ROW_HEIGHT
                rows.append(ft.Semantics(identifier="checking-save" if k == 0 else None,
                                         container=True, content=card, col=SAVE_COL))
        has_saves = bool(rows)
        more = []
        if len(rows) > SHORT_LIST and not self.show_all_saves:
            hidden = len(rows) - SHORT_LIST
            rows = rows[:SHORT_LIST]
            more = [tap(ngettext("Show {n} more saved game", "Show {n} more saved games",
                                 hidden).format(n=hidden),
                        lambda e: self.toggle_saves(), key="show-all-saves")]
        elif len(rows) > SHORT_LIST:
            more = [tap(_("Show fewer"), lambda e: self.toggle_saves(), key="show-all-saves")]
        if not rows:
            return ft.Column([head, ft.Text(_("No unfinished games. Start one above."), color=INK)],
                             spacing=8), False
        grid = ft.ResponsiveRow(rows, spacing=8, run_spacing=8)  # one column on phones
        return ft.Column([head, grid] + [ft.Row(more)] * bool(more), spacing=8), has_saves

    def save_row(self, save_id, doc, playable):
        """A checked, unfinished save's panel (None for a finished game)."""
        game = get_game(doc["game"])
        if game.is_over(doc["state"]):
            return None
        seats = doc.get("seats") or []
        names = ", ".join(_("{name} (bot)").format(name=name)
                          if q < len(seats) and isinstance(seats[q], dict) and seats[q].get("bot")
                          else name for q, name in enumerate(doc["state"]["names"]))
        delete = tap(_("Delete"), lambda e, s=save_id: self.confirm_delete(s),
                     key=delete_key(save_id), icon=ft.Icons.DELETE)
        buttons = [delete]
        heading = save_heading(_(game.title), names, imported(save_id), doc.get("challenge"))
        lines = [ft.Text(heading, weight=ft.FontWeight.BOLD, color=INK),
                 ft.Text(_("{progress} - last played {when}").format(
                     progress=game.progress(doc["state"]), when=ago(doc.get("updated"))),
                         size=14, color=INK)]
        if game.id in playable:
            buttons.insert(0, tap(_("Resume {game}").format(game=_(game.title)), lambda e, s=save_id: self.go(f"/play/{s}"),
                                  key=f"resume-{save_id}", icon=ft.Icons.PLAY_ARROW, primary=True))
        else:
            # e.g. a save made with `python -m core play`: kept safe until its board lands
            lines.append(ft.Text(_("This version cannot show this game's board yet; the save is kept."),
                                 size=14, italic=True, color=INK))
        return panel(*lines, ft.Row(buttons, wrap=True, spacing=8, run_spacing=8), col=SAVE_COL)

    def check_saves_later(self):
        if not self.checking_saves:
            self.checking_saves = True
            self.spawn(self.check_saves)

    async def check_saves(self):
        try:
            await self.off_loop(self.store.list, workers.check_in_worker)
        finally:
            self.checking_saves = False
        if (self.route or "/") == "/":
            self.render()

    def toggle_saves(self):
        self.show_all_saves = not self.show_all_saves
        self.render()

    def confirm_delete(self, save_id):
        def really(e):
            self.page.pop_dialog()
            try:
                self.store.delete(save_id)
                self.message = _("Save deleted.")
            except (SaveError, OSError) as err:
                self.message = saves.printable(_("Could not delete the save: {error}").format(error=err))
            self.render()

        dialog = ft.AlertDialog(
            title=ft.Text(_("Delete this game?")),
            content=ft.Text(_("It cannot be brought back.")),
            actions=[tap(_("Keep it"), lambda e: self.page.pop_dialog(), key="keep-save"),
                     tap(_("Delete for good"), really, key="confirm-delete", primary=True)])
        self.page.show_dialog(dialog)

    async def import_save(self, e=None):
        try:
            files = await self.picker.pick_files(dialog_title=_("Import a Beach Bag save"),
                                                 with_data=True, allowed_extensions=["json"],
                                                 file_type=ft.FilePickerFileType.CUSTOM)
        except Exception as err:
            self.message = _("Could not open the file picker: {error}").format(error=err)
            self.render()
            return
        for f in files or []:
            # checked and replayed off the event loop: a long save takes a second
            await self.off_loop(self.import_text, bytes(f.bytes or b""), f.name, workers.run)
        self.render()

    def import_text(self, data, name: str, run=None) -> bool:
        """Import a save file's bytes (or text): checked completely before it is
        stored, under a fresh id of its own (the file's id is never used); a bad file
        is refused with the reason and nothing in the store changes. Blocking: the
        app calls it off the event loop, with `run` = workers.run (the replay in a
        worker process)."""
        name = saves.printable(name or _("the file"), 80)
        try:
            session = (run or (lambda f, *a: f(*a)))(workers.open_session, data, name, "import")
            taken = set(self.store.ids())
            session.save_id = fresh_id(session.game.id)
            while session.save_id in taken:  # never overwrite a game already here
                session.save_id = fresh_id(session.game.id)
            session.store = self.store
            session.stored_actions = None  # a new file of its own
            session.save()
        except SaveError as err:
            self.message = _("Not imported: {error}").format(error=err)
            return False
        except Exception as err:  # nothing in a file may crash the app
            self.message = saves.printable(_("Not imported: {name}: {error}").format(
                name=name, error=f"{type(err).__name__}: {err}"))
            return False
        self.message = _("Imported {game} ({progress}).").format(
            game=_(session.game.title), progress=session.game.progress(session.state))
        return True
