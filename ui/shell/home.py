"""Home: the three games, the Continue list of unfinished (and damaged) saves, delete
with confirmation, import of a save file."""
from __future__ import annotations

import datetime

import flet as ft

from core import saves
from core.registry import all_games, get_game
from core.saves import SaveError
from ui.session import GameSession
from ui.shell.boards import boards
from ui.widgets.common import FOAM, INK, panel, tap

SHORT_LIST = 3  # unfinished games shown on home before "Show more"
SAVE_COL = {"xs": 12, "md": 4}


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


class HomeScreen:
    """Part of BeachBagApp (ui/shell/app.py): the home screen."""
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
                                "Read the rules meanwhile.", size=14, italic=True, color=INK)]
            cards.append(panel(
                ft.Text(player_counts(game), size=14, color=INK),
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
                    ft.Text(doc.problem, size=14, color=INK),
                    ft.Row([tap("Delete damaged save", lambda e, s=save_id: self.confirm_delete(s),
                                key=f"delete-{save_id}", icon=ft.Icons.DELETE)]),
                    bgcolor="#FDECEA", col=SAVE_COL))
                continue
            game = get_game(doc["game"])
            if game.is_over(doc["state"]):
                continue
            seats = doc.get("seats") or []
            names = ", ".join(name + (" (bot)" if q < len(seats) and isinstance(seats[q], dict)
                                      and seats[q].get("bot") else "")
                              for q, name in enumerate(doc["state"]["names"]))
            delete = tap("Delete", lambda e, s=save_id: self.confirm_delete(s),
                         key=f"delete-{save_id}", icon=ft.Icons.DELETE)
            buttons = [delete]
            lines = [ft.Text(f"{game.title}: {names}", weight=ft.FontWeight.BOLD, color=INK),
                     ft.Text(f"{game.progress(doc['state'])} - last played {ago(doc.get('updated'))}",
                             size=14, color=INK)]
            if game.id in playable:
                buttons.insert(0, tap(f"Resume {game.title}", lambda e, s=save_id: self.go(f"/play/{s}"),
                                      key=f"resume-{save_id}", icon=ft.Icons.PLAY_ARROW, primary=True))
            else:
                # e.g. a save made with `python -m core play`: kept safe until its board lands
                lines.append(ft.Text("This version cannot show this game's board yet; the save is kept.",
                                     size=14, italic=True, color=INK))
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
