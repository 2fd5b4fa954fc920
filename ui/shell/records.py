"""Records: per game and player count, games played and finished, wins (or solo wins
and result bands), best and average score, recent results with their replays, each
bot level's record against people; and Export/Import of all data in one file."""
from __future__ import annotations

import datetime
import json
import re

import flet as ft

from core import alldata, saves
from core import records as rec
from core.i18n import _, ngettext, number
from core.registry import get_game
from core.saves import SaveError
from ui import workers
from ui.clock import now_iso
from ui.shell.boards import boards
from ui.shell.new_game import level_name
from ui.table.style import INK, NOTICE
from ui.table.controls import panel, tap

CARD_COL = {"xs": 12, "md": 6}


def group_title(game_id: str, players: int) -> str:
    title = _(get_game(game_id).title)
    if players == 1:
        return _("{game} - solo").format(game=title)
    return _("{game} - {n} players").format(game=title, n=players)


def short_band(band: str) -> str:
    first = re.split(r"[.!?]", band, maxsplit=1)[0].strip()
    return first or band


def entry_line(e: dict) -> str:
    """One finished game in a line: day, the person's score and how it went."""
    if e["challenge"] and not e["challenge"]["practice"]:
        day = _("{date} daily").format(date=e["challenge"]["date"])
    else:
        day = (e["finished"] or "")[:10]
    words = "" if e["band"] else rec.outcome_words(e)   # the bands are counted above
    score = rec.person_score(e)
    # nothing to add when the only words would be "finished" (in any language)
    plain = e["won"] is None and not (e["players"] > 1 and e["scores"] is not None)
    if words and not plain and words != "finished":
        return _("{day}: {score} - {outcome}").format(day=day, score=score, outcome=words)
    return _("{day}: {score}").format(day=day, score=score)


class RecordsScreen:
    """Part of BeachBagApp (ui/shell/app.py): /records."""
    loading_records = False

    # ---- loading --------------------------------------------------------------
    def records_ready(self) -> bool:
        """Whether the records are loaded; if not, loading starts off the loop."""
        if self.keeper.loaded:
            return True
        if not self.loading_records:
            self.loading_records = True
            self.spawn(self.load_records)
        return False

    async def load_records(self):
        try:
            await self.off_loop(self.keeper.load, self.store, workers.check_in_worker)
        except Exception as err:  # a store that cannot be listed: records start empty
            self.keeper.records = self.keeper.records or rec.empty()
            self.message = saves.printable(_("Could not read the records: {error}").format(error=err))
        finally:
            self.loading_records = False
        self.report_records_damage()
        route = self.route or "/"
        if route.startswith(("/records", "/daily")) or (route == "/" and self.message):
            self.render()

    def report_records_damage(self):
        """A damaged records file is said once on the next screen (and kept on Records)."""
        k = self.keeper
        if k.problem and not getattr(self, "records_damage_told", False):
            self.records_damage_told = True
            self.message = self.damage_words()

    def damage_words(self) -> str:
        k = self.keeper
        n = k.rebuilt_from
        return ngettext("Your records were damaged ({problem}). They were rebuilt from the {n} "
                        "finished game kept on this device.",
                        "Your records were damaged ({problem}). They were rebuilt from the {n} "
                        "finished games kept on this device.", n).format(problem=k.problem, n=n)

    def loading_panel(self, words=None):
        words = words if words is not None else _("Reading your records...")
        return panel(ft.Row([ft.ProgressRing(width=24, height=24), ft.Text(words, color=INK)],
                            spacing=12))

    # ---- the screen -------------------------------------------------------------
    def records_screen(self):
        parts = self.notice()
        if not self.records_ready():
            return ft.Column(parts + [self.loading_panel()], spacing=12)
        k = self.keeper
        if k.problem:
            parts.append(panel(ft.Text(self.damage_words(), color=INK), bgcolor=NOTICE))
        r = k.records
        kept = set(self.store.ids())
        cards = [self.record_card(r, g, n, kept) for g, n in rec.groups(r)]
        if cards:
            parts.append(ft.ResponsiveRow(cards, spacing=10, run_spacing=10))
        else:
            parts.append(ft.Text(_("No games recorded yet: every game you start on this device "
                                   "counts here, and finished ones can be replayed."), color=INK))
        parts.append(panel(
            ft.Text(_("Everything Beach Bag keeps on this device (saved games, replays, records "
                      "and daily results) in one file, to keep safe or to move to another device."),
                    size=14, color=INK),
            ft.Row([tap(_("Export all data"), self.export_all, key="export-all", icon=ft.Icons.DOWNLOAD),
                    tap(_("Import all data"), self.import_all, key="import-all",
                        icon=ft.Icons.UPLOAD_FILE)], wrap=True, spacing=8, run_spacing=8),
            title=_("All data in one file")))
        return ft.Column(parts, spacing=12)

    def record_card(self, r, game_id, players, kept):
        s = rec.summarize(r, game_id, players)
        lines = [ft.Text(_("Played {played}, finished {finished}").format(
            played=s["played"], finished=s["finished"]), color=INK)]
        if s["best"] is not None:
            lines.append(ft.Text(_("Best score {best}, average {average}").format(
                best=s["best"], average=number(s["average"])), color=INK))
        if players == 1:
            if s["solo_counted"]:
                total = s["solo_wins"] + s["solo_losses"]
                lines.append(ft.Text(_("Solo wins: {wins} of {total}").format(
                    wins=s["solo_wins"], total=total), color=INK))
            for band, count in sorted(s["bands"].items(), key=lambda kv: -kv[1]):
                lines.append(ft.Text(_("{count} x {band}").format(count=count, band=short_band(_(band))),
                                     size=14, color=INK))
        else:
            won = s["won_by"]
            if s["finished"]:
                lines.append(ft.Text(_("Won by people {people}, by bots {bots}").format(
                    people=won["people"], bots=won["bots"]), color=INK))
            if s["wins_by_name"]:
                lines.append(ft.Text(_("Wins: {list}").format(list=", ".join(
                    f"{name} {n}" for name, n in s["wins_by_name"][:5])), size=14, color=INK))
            for level, t in s["bot_levels"].items():
                lines.append(ft.Text(
                    ngettext("{level} bots against people: won {won}, lost {lost}, tied {tied} "
                             "({n} game)",
                             "{level} bots against people: won {won}, lost {lost}, tied {tied} "
                             "({n} games)", t["games"]).format(
                        level=level_name(level), won=t["won"], lost=t["lost"], tied=t["tied"],
                        n=t["games"]),
                    size=14, color=INK))
        playable = game_id in boards()
        for title, entries, tag in ((_("Best games"), s["best_games"], "best"),
                                    (_("Recent results"), s["recent"], "recent")):
            if not entries:
                continue
            lines.append(ft.Text(title, weight=ft.FontWeight.BOLD, color=INK))
            for e in entries:
                row = [ft.Text(entry_line(e), size=14, color=INK, expand=True)]
                if playable and e["id"] in kept:
                    row.append(tap(_("Replay {game}: {result}").format(
                                       game=_(get_game(game_id).title), result=entry_line(e)),
                                   lambda ev, i=e["id"]: self.go(f"/replay/{i}"),
                                   key=f"replay-{tag}-{e['id']}", text=_("Replay"),
                                   icon=ft.Icons.SLOW_MOTION_VIDEO, padding=10))
                lines.append(ft.Row(row, vertical_alignment=ft.CrossAxisAlignment.CENTER))
        return panel(*lines, title=group_title(game_id, players), col=CARD_COL)

    # ---- all data in one file ----------------------------------------------------
    def export_all_text(self) -> str:
        """Every save that loads and the records, as one file's text (blocking)."""
        docs = []
        for save_id, doc in self.store.list(workers.check_in_worker):
            if isinstance(doc, dict):
                try:
                    docs.append(json.loads(self.store.read_text(save_id)) | {"id": save_id})
                except (SaveError, ValueError, TypeError):
                    continue
        stamp = now_iso()
        return alldata.make_bundle(docs, self.keeper.records or rec.empty(), stamp)

    async def export_all(self, e=None):
        if not self.records_ready():
            self.message = _("The records are still being read; try again in a moment.")
            return self.render()
        text_ = await self.off_loop(self.export_all_text)
        name = f"beachbag-data-{datetime.date.today().isoformat()}.json"
        try:
            await self.picker.save_file(dialog_title=_("Export all Beach Bag data"), file_name=name,
                                        src_bytes=text_.encode("utf-8"))
            self.message = _("All data exported.")
        except Exception as err:
            self.message = saves.printable(_("Could not export: {error}").format(error=err))
        self.render()

    async def import_all(self, e=None):
        if not self.records_ready():
            self.message = _("The records are still being read; try again in a moment.")
            return self.render()
        try:
            files = await self.picker.pick_files(dialog_title=_("Import all Beach Bag data"),
                                                 with_data=True, allowed_extensions=["json"],
                                                 file_type=ft.FilePickerFileType.CUSTOM)
        except Exception as err:
            self.message = _("Could not open the file picker: {error}").format(error=err)
            return self.render()
        for f in files or []:
            await self.off_loop(self.import_all_data, bytes(f.bytes or b""), f.name)
        self.render()

    def import_all_data(self, data, name: str) -> bool:
        """Import a file of all data: checked completely first (every save replayed, the
        records checked); a fault anywhere refuses the whole file in one line and
        changes nothing. Saves already here are not duplicated; a different game under a
        taken name gets a new name; the records are merged. Blocking."""
        name = saves.printable(name or _("the file"), 80)
        try:
            got, theirs = alldata.parse_bundle(data, name, workers.check_in_worker)
        except SaveError as err:
            self.message = _("Not imported: {error}").format(error=err)
            return False
        except Exception as err:
            self.message = saves.printable(_("Not imported: {name}: {error}").format(
                name=name, error=f"{type(err).__name__}: {err}"))
            return False
        inner = getattr(self.store, "inner", self.store)   # not noted as games played here
        taken = set(inner.ids())
        renamed, added, same = {}, 0, 0
        try:
            for save_id, doc in got:
                game = get_game(doc["game"])
                clean = saves.make_document(game.id, doc["seats"], doc["options"], doc["seed"],
                                            doc["actions"], doc["state"], created=doc.get("created"),
                                            updated=doc.get("updated"), save_id=save_id)
                clean["progress"] = game.progress(doc["state"])
                clean["over"] = game.is_over(doc["state"])
                if "challenge" in doc:
                    clean["challenge"] = doc["challenge"]
                target = save_id
                if save_id in taken:
                    try:
                        here = json.loads(inner.read_text(save_id))
                    except (SaveError, ValueError, TypeError):
                        here = None
                    if isinstance(here, dict) and here.get("actions") == clean["actions"] \
                            and here.get("seed") == clean["seed"]:
                        same += 1
                        continue
                    from ui.shell.home import fresh_id
                    while target in taken:
                        target = fresh_id(game.id)
                    renamed[save_id] = target
                    clean["id"] = target
                inner.write(target, clean)
                taken.add(target)
                added += 1
        except (SaveError, OSError) as err:
            self.message = saves.printable(_("Import stopped part way: {error}").format(error=err))
            return False
        for entry in theirs["games"]:
            if entry["id"] in renamed:
                entry["id"] = renamed[entry["id"]]
        before = len(self.keeper.records["games"])
        merged = rec.merge(self.keeper.records, theirs)
        self.keeper.replace(merged)
        new_games = len(merged["games"]) - before
        games = ngettext("{n} saved game", "{n} saved games", added).format(n=added)
        if same:
            games = ngettext("{n} saved game ({same} already here)",
                             "{n} saved games ({same} already here)", added).format(n=added, same=same)
        recorded = ngettext("{n} recorded game", "{n} recorded games", new_games).format(n=new_games)
        # Translators: {games} is "2 saved games", {recorded} "3 recorded games"
        self.message = _("Imported {games} and {recorded}.").format(games=games, recorded=recorded)
        return True
