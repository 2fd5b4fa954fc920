"""New game: players, a name for each seat, person or bot; remembered from last time."""
from __future__ import annotations

import random

import flet as ft

from core.bots import LEVELS, level_of
from core.daily import NORMAL_SEEDS
from core.engine import IllegalAction
from core.i18n import N_, _
from core.registry import get_game
from ui.session import GameSession
from ui.shell.boards import boards
from ui.table.style import INK
from ui.table.controls import panel, tap

NAME_LENGTH = 20   # characters of a seat's name kept (the pass cover and rows show it)
# below this window width a bot seat's level button has a line of its own (beside the name
# and the Bot button the name's field keeps the width less 288 px: 152 at 440)
NARROW_FORM = 440
LEVEL_NAMES = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard")}


def level_name(level: str) -> str:
    """A bot level's name as shown ("Easy"); the level itself stays "easy"."""
    return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level.title()


def shown(words):
    """A word a board or a game marked with N_ (an option's title or label), in the
    language spoken; one already translated is left as it is."""
    return _(words) if isinstance(words, str) and words else words


class NewGameScreen:
    """Part of BeachBagApp (ui/shell/app.py): the new-game setup."""
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
                # the default name is a name: kept as written when the game begins
                seats.append({"name": _("Player {n}").format(n=i + 1), "bot": i >= 2})
            self.setup = {"game": game_id, "players": count, "seats": seats,
                          "options": remembered.get("options", {})}
        st = self.setup
        counts = []
        for n in range(game.min_players, game.max_players + 1):
            solo = n == 1 and game.has_solo
            label = _("Solo") if solo else str(n)
            counts.append(tap(_("Solo") if solo else _("{n} players").format(n=n),
                              lambda e, n=n: self.set_players(n), key=f"players-{n}",
                              primary=st["players"] == n, width=80 if solo else 56,
                              text=label))
        seat_rows = []
        # a phone upright: a bot's level goes on a line of its own under its Bot button
        # (beside them at 360 px the name's field was 96 px wide: "Player 2" was cut)
        narrow = (self.page.width or 400) < NARROW_FORM
        for i in range(st["players"]):
            seat = st["seats"][i]
            # at least 48 px tall, like every other touch target
            # the field takes no more than a name keeps (no counter: the field is short)
            field = ft.TextField(value=seat["name"], label=_("Seat {n}").format(n=i + 1), expand=True,
                                 height=56, text_size=16, max_length=NAME_LENGTH, counter="",
                                 on_change=lambda e, i=i: self.set_name(i, e.control.value))
            solo = st["players"] == 1
            kind = _("Bot") if seat["bot"] and not solo else _("Person")
            if solo:  # the only seat of a solo game is a person: nothing to switch
                toggle = ft.Semantics(label=_("Seat {n}: Person").format(n=i + 1),
                                      identifier=f"seat-{i}-kind",
                                      content=ft.Row([ft.Icon(ft.Icons.PERSON, color=INK),
                                                      ft.Text(_("Person"), color=INK, size=14)],
                                                     width=120, tight=True))
            else:
                toggle = tap(_("Seat {n}: {kind}, tap to change").format(n=i + 1, kind=kind),
                             lambda e, i=i: self.toggle_bot(i), key=f"seat-{i}-kind", text=kind,
                             icon=ft.Icons.SMART_TOY if seat["bot"] else ft.Icons.PERSON,
                             width=120)   # (96 for a bot broke French "Robot" in two)
            row = [ft.Semantics(label=_("Name of seat {n}").format(n=i + 1), identifier=f"seat-{i}-name",
                                content=field, expand=True), toggle]
            level_button = None
            if seat["bot"] and not solo:
                level = level_name(level_of(seat))
                level_button = tap(_("Seat {n} bot level: {level}, tap to change").format(
                                       n=i + 1, level=level),
                                   lambda e, i=i: self.cycle_level(i), key=f"seat-{i}-level",
                                   text=level, width=120 if narrow else 100, padding=8)
                if not narrow:
                    row.append(level_button)
            seat_rows.append(ft.Row(row, vertical_alignment=ft.CrossAxisAlignment.CENTER))
            if level_button is not None and narrow:
                seat_rows.append(ft.Row([level_button], alignment=ft.MainAxisAlignment.END))
        if st["players"] == 1 and game.has_solo:
            seat_rows.append(ft.Text(_("Solo mode: the rulebook's solo rules apply."), color=INK,
                                     size=14))
        # a board may offer its game's options for this player count (a variant, the
        # solo difficulty): one row of choices each
        extra = []
        for key, title, values, default in self.setup_choices(game_id, st["players"]):
            chosen = st["options"].get(key, default)
            title = shown(title)
            extra.append(panel(ft.Row(
                [tap(_("{option}: {choice}").format(option=title, choice=shown(label)),
                     lambda e, k=key, v=value: self.set_option(k, v),
                     key=f"option-{key}-{str(value).lower()}", primary=chosen == value,
                     text=shown(label))
                 for value, label in values], wrap=True, spacing=6, run_spacing=6), title=title))
        body = self.notice() + [
            ft.Text(_(game.title), size=22, weight=ft.FontWeight.BOLD, color=INK),
            panel(ft.Row(counts, wrap=True, spacing=6, run_spacing=6), title=_("Players")),
            *extra,
            panel(*seat_rows, title=_("Who plays")),
            ft.Row([tap(_("Start the game"), lambda e: self.start_game(), key="start-game",
                        icon=ft.Icons.PLAY_ARROW, primary=True)]),
        ]
        return ft.Column(body, spacing=12)

    @staticmethod
    def setup_choices(game_id, players) -> list:
        """(option key, title, [(value, label)], default) the game's board offers."""
        return boards()[game_id].setup_choices(players)

    def set_option(self, key, value):
        self.setup["options"] = {**self.setup["options"], key: value}
        self.render()

    def set_players(self, n):
        self.setup["players"] = n
        if n == 1:
            self.setup["seats"][0]["bot"] = False
        self.render()

    def set_name(self, i, value):
        self.setup["seats"][i]["name"] = value  # no redraw: the field keeps focus

    def toggle_bot(self, i):
        if self.setup["players"] == 1:
            return  # a solo game's only seat is a person
        seat = self.setup["seats"][i]
        seat["bot"] = not seat["bot"]
        self.render()

    def cycle_level(self, i):
        """Easy -> Medium -> Hard -> Easy (a new bot seat starts at Medium)."""
        seat = self.setup["seats"][i]
        seat["level"] = LEVELS[(LEVELS.index(level_of(seat)) + 1) % len(LEVELS)]
        self.render()

    def start_game(self):
        st = self.setup
        game = get_game(st["game"])
        seats = []
        for i in range(st["players"]):
            s = st["seats"][i]
            name = (s["name"] or "").strip()[:NAME_LENGTH] or _("Player {n}").format(n=i + 1)
            seat = {"name": name, "bot": bool(s["bot"]) and st["players"] > 1}
            if seat["bot"]:
                seat["level"] = level_of(s)
            seats.append(seat)
        if all(s["bot"] for s in seats):
            self.message = _("At least one seat must be a person.")
            return self.render()
        names = [s["name"].lower() for s in seats]
        if len(set(names)) != len(names):
            self.message = _("Give every seat a different name, so the pass screen is clear.")
            return self.render()
        remembered = dict(self.settings.get("new_game") or {})
        remembered[game.id] = {"players": st["players"], "seats": st["seats"],
                               "options": st["options"]}
        self.settings.set("new_game", remembered)
        options = dict(st["options"])
        offered = self.setup_choices(game.id, st["players"])
        # only the options offered for this many players, at their chosen values
        options = {key: options.get(key, default) for key, _t, _v, default in offered}
        self.begin(game.id, seats, options)

    def begin(self, game_id, seats, options):
        seed = random.SystemRandom().randrange(NORMAL_SEEDS)  # daily deals lie above
        try:
            self.session = GameSession.new(game_id, seats, options, seed, self.store)
        except (IllegalAction, ValueError) as err:
            self.message = _("Could not start: {error}").format(error=err)
            return self.render()
        self.board = None
        self.go(f"/play/{self.session.save_id}")
