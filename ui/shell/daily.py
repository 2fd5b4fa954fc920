"""The challenge of the day: one deal per game and date (core/daily.py), one counted
attempt (later ones are practice), a calendar of past days with each result, the
current and best streak, and a share line without secrets."""
from __future__ import annotations

import asyncio
import datetime
import uuid

import flet as ft

from core import daily
from core import records as rec
from core.engine import IllegalAction
from core.i18n import N_, _, ngettext
from core.registry import all_games, get_game
from ui.session import GameSession
from ui.shell.boards import boards
from ui.table.style import (DAILY, DAY_DONE, DAY_MISSED, DAY_UNDER_WAY, FIRE, FOAM, INK, SEA_DEEP,
                            SOFT_LINE)
from ui.table.controls import panel, tap

WEEKS = 4                      # calendar rows shown
DAY_W, DAY_H = 40, 52          # a calendar day (7 fit the 312 px a phone leaves)
COL = {"xs": 12, "md": 6}       # side by side on a tablet


def today() -> datetime.date:
    """The player's own calendar day (the device's local date)."""
    return datetime.date.today()


def daily_id(game_id: str, day: str, practice: bool) -> str:
    base = f"daily-{game_id.replace('_', '-')}-{day}"
    return f"{base}-practice-{uuid.uuid4().hex[:6]}" if practice else base


# Short tab names, so the three games' tabs fit one row on a 360 px phone
TAB_NAMES = {"sandcastles_2015": N_("Sandcastles"), "sandcastles_draft": N_("Tile draft")}
# the calendar's heading, Monday first
WEEKDAYS = (N_("Mo"), N_("Tu"), N_("We"), N_("Th"), N_("Fr"), N_("Sa"), N_("Su"))


class DailyScreen:
    """Part of BeachBagApp (ui/shell/app.py): /daily/<game>."""

    def daily_games(self) -> list:
        """Games with a challenge and a board to play it on, in home's order."""
        playable = boards()
        return [g.id for g in all_games() if g.id in daily.CHALLENGES and g.id in playable]

    def daily_screen(self, game_id=None):
        games = self.daily_games()
        if game_id is None:
            game_id = games[0] if games else None
        if game_id not in games:
            raise KeyError(game_id)
        parts = self.notice()
        if len(games) > 1:
            parts.append(ft.Row([tap(_("Daily {game}").format(game=_(get_game(g).title)),
                                     lambda e, g=g: self.go(f"/daily/{g}"),
                                     key=f"daily-tab-{g}", text=_(TAB_NAMES.get(g, get_game(g).title)),
                                     primary=g == game_id,
                                     padding=10) for g in games], wrap=True, spacing=6, run_spacing=6))
        if not self.records_ready():
            return ft.Column(parts + [self.loading_panel()], spacing=12)
        parts += self.daily_body(game_id)
        return ft.Column(parts, spacing=12)

    def daily_body(self, game_id) -> list:
        game = get_game(game_id)
        title = _(game.title)
        r = self.keeper.records
        day = today().isoformat()
        spec = daily.CHALLENGES[game_id]
        entry = rec.counted(r, game_id, day)
        kept = set(self.store.ids())
        status, buttons = [], []
        if entry is None:
            status.append(ft.Text(_("Not played yet today. Your first game counts; later ones "
                                    "are practice."), color=INK))
            buttons.append(tap(_("Play today's {game} challenge").format(game=title),
                               lambda e: self.start_daily(game_id),
                               key="daily-play", icon=ft.Icons.PLAY_ARROW, primary=True,
                               text=_("Play today's challenge")))
        elif entry["finished"] is None:
            status.append(ft.Text(_("Today's attempt is under way: it counts when it ends."), color=INK))
            if entry["id"] in kept:
                buttons.append(tap(_("Resume today's {game} challenge").format(game=title),
                                   lambda e, i=entry["id"]: self.go(f"/play/{i}"), key="daily-resume",
                                   icon=ft.Icons.PLAY_ARROW, primary=True,
                                   text=_("Resume today's challenge")))
            buttons.append(tap(_("Play it again as practice"), lambda e: self.start_daily(game_id),
                               key="daily-practice", icon=ft.Icons.REPLAY))
        else:
            line = rec.share_line(entry)
            status.append(ft.Text(_("Today's result (copy it to share; it gives nothing of the deal away):"),
                                  size=14, color=INK))
            status.append(ft.Semantics(label=_("Share line: {line}").format(line=line), identifier="daily-share",
                                       container=True, content=ft.Text(line, selectable=True,
                                                                       weight=ft.FontWeight.BOLD,
                                                                       color=INK, size=16)))
            buttons.append(tap(_("Copy the share line"), lambda e, t=line: self.copy_line(t),
                               key="daily-copy", icon=ft.Icons.CONTENT_COPY, text=_("Copy")))
            buttons.append(tap(_("Play it again as practice"), lambda e: self.start_daily(game_id),
                               key="daily-practice", icon=ft.Icons.REPLAY, text=_("Practice")))
            if entry["id"] in kept and game_id in boards():
                buttons.append(tap(_("Replay today's game"), lambda e, i=entry["id"]: self.go(f"/replay/{i}"),
                                   key="daily-replay", icon=ft.Icons.SLOW_MOTION_VIDEO, text=_("Replay")))
        current, best = rec.streaks(r, game_id, day)
        streak = ft.Semantics(
            label=ngettext("Current streak {n} day, best {best}", "Current streak {n} days, best {best}",
                           current).format(n=current, best=best),
            identifier="daily-streak", container=True, exclude_semantics=True,
            content=ft.Row([ft.Icon(ft.Icons.LOCAL_FIRE_DEPARTMENT, color=FIRE),
                            ft.Text(ngettext("Streak {n} day", "Streak {n} days", current).format(
                                n=current), size=16, weight=ft.FontWeight.BOLD, color=INK),
                            ft.Text(_("best {best}").format(best=best), size=16, color=INK)],
                           spacing=8))
        label = spec["label"]
        label = _(label) if label else label
        today_panel = panel(ft.Text(_("{game}, {date}").format(game=title, date=day), size=18,
                                    weight=ft.FontWeight.BOLD, color=INK),
                            ft.Text(_("{challenge}. Everyone plays the same deal today.").format(
                                challenge=label), size=14, color=INK),
                            *status, ft.Row(buttons, wrap=True, spacing=8, run_spacing=8), streak,
                            title=_("Challenge of the day"), col=COL)
        return [ft.ResponsiveRow([today_panel, self.calendar_panel(game_id, r, kept)],
                                 spacing=10, run_spacing=10)]

    def calendar_panel(self, game_id, r, kept):
        days = rec.calendar(r, game_id)
        now = today()
        start = now - datetime.timedelta(days=now.weekday() + 7 * (WEEKS - 1))
        head = ft.Row([ft.Container(ft.Text(_(d), size=14, color=INK, weight=ft.FontWeight.BOLD),
                                    width=DAY_W, alignment=ft.Alignment.CENTER)
                       for d in WEEKDAYS], spacing=3)
        rows = [head]
        for week in range(WEEKS):
            cells = []
            for i in range(7):
                day = start + datetime.timedelta(days=7 * week + i)
                cells.append(self.day_cell(game_id, day, now, days.get(day.isoformat()), kept))
            rows.append(ft.Row(cells, spacing=3))
        earlier = sorted((d for d in days if d < start.isoformat()), reverse=True)
        extra = []
        if earlier:
            extra.append(ft.Text(ngettext("Earlier: {n} day played before {date}",
                                          "Earlier: {n} days played before {date}",
                                          len(earlier)).format(n=len(earlier), date=start.isoformat()),
                                 size=14, color=INK))
        legend = ft.Text(_("Green: finished; orange: under way; grey: not played. Tap a finished "
                           "day to replay it."), size=14, color=INK)
        return panel(ft.Column(rows, spacing=3), legend, *extra, title=_("Calendar"), col=COL)

    def day_cell(self, game_id, day, now, entry, kept):
        iso = day.isoformat()
        if day > now:
            return ft.Container(width=DAY_W, height=DAY_H)
        if entry is None:
            colour, score, words = (FOAM if day == now else DAY_MISSED), "", _("not played")
        elif entry["finished"] is None:
            colour, score, words = DAY_UNDER_WAY, "...", _("under way")
        else:
            score = str(rec.person_score(entry))
            colour, words = DAY_DONE, _("{score}, {outcome}").format(
                score=score, outcome=rec.outcome_words(entry))
        content = ft.Container(
            ft.Column([ft.Text(str(day.day), size=14, color=INK,
                               weight=ft.FontWeight.BOLD if day == now else None),
                       ft.Text(score, size=14, color=INK, weight=ft.FontWeight.BOLD)],
                      spacing=0, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER),
            width=DAY_W, height=DAY_H, bgcolor=colour, alignment=ft.Alignment.CENTER,
            border=ft.Border.all(2 if day == now else 1, SEA_DEEP if day == now else SOFT_LINE),
            border_radius=ft.BorderRadius.all(8))
        replay = (entry is not None and entry["finished"] is not None and entry["id"] in kept
                  and game_id in boards())
        if replay:
            content.on_click = lambda e, i=entry["id"]: self.go(f"/replay/{i}")
            content.ink = True
        return ft.Semantics(label=_("{date}: {words}").format(date=iso, words=words), identifier=f"day-{iso}", button=replay,
                            container=True, exclude_semantics=True, content=content)

    async def copy_line(self, line):
        try:
            await asyncio.wait_for(ft.Clipboard().set(line), 3)
            self.message = _("Copied: {line}").format(line=line)
        except Exception:
            self.message = _("Could not reach the clipboard here: select the line and copy it.")
        self.render()

    def start_daily(self, game_id):
        """Start today's challenge: the counted attempt, or practice if today's counted
        one exists already (finished or not)."""
        if not self.records_ready():
            self.message = _("The records are still being read; try again in a moment.")
            return self.render()
        day = today().isoformat()
        practice = rec.counted(self.keeper.records, game_id, day) is not None
        remembered = (self.settings.get("new_game") or {}).get(game_id) or {}
        seats = remembered.get("seats") or []
        first = _("Player {n}").format(n=1)
        name = (seats[0].get("name") if seats and isinstance(seats[0], dict) else "") or first
        c = daily.challenge(game_id, day, name=str(name).strip()[:20] or first)
        save_id = daily_id(game_id, day, practice)
        if not practice and save_id in set(self.store.ids()):
            save_id = daily_id(game_id, day, True)   # a stray save of that name: never overwritten
            practice = True
        try:
            session = GameSession(game_id, c["seats"], c["options"], c["seed"], self.store,
                                  challenge={"date": day, "practice": practice})
            session.save_id = save_id
            session.save()
        except (IllegalAction, ValueError, OSError) as err:
            self.message = _("Could not start: {error}").format(error=err)
            return self.render()
        self.session, self.board = session, None
        self.go(f"/play/{save_id}")

    def daily_end(self, s) -> list:
        """The end screen's part for a daily challenge: the share line and the calendar."""
        info = getattr(s, "challenge", None)
        if not info or not self.keeper.loaded:
            return []
        entry = self.keeper.entry(s.save_id)
        if entry is None or entry["finished"] is None:
            return []
        r = self.keeper.records
        current, best = rec.streaks(r, s.game.id, info["date"])
        words = (_("Practice: today's counted result stands.") if info["practice"]
                 else ngettext("Streak {n} day, best {best}.", "Streak {n} days, best {best}.",
                               current).format(n=current, best=best))
        items = [ft.Text(words, color=INK)]
        if not info["practice"]:
            items.append(ft.Semantics(label=_("Share line: {line}").format(line=rec.share_line(entry)),
                                      identifier="daily-share", container=True,
                                      content=ft.Text(rec.share_line(entry), selectable=True,
                                                      weight=ft.FontWeight.BOLD, color=INK)))
        items.append(ft.Row([tap(_("Daily calendar"), lambda e: self.go(f"/daily/{s.game.id}"),
                                 key="daily-calendar", icon=ft.Icons.CALENDAR_MONTH)]))
        return [panel(*items, title=_("Daily challenge, {date}").format(date=info["date"]),
                      bgcolor=DAILY)]
