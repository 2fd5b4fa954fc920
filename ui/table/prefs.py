"""The player's table settings, kept on the device (ui/storage.Settings): bot pace,
reduced motion, larger text, and which games' "How to play" they have seen."""
from __future__ import annotations

import flet as ft

from core.i18n import N_, _
from ui.language import AUTO, LANGUAGES
from ui.table.style import INK, MIN_TAP, PLAIN, Look, text

PACES = {"slow": 1.8, "normal": 1.0, "fast": 0.4}   # times flet.toml's [bots] delay_ms
PACE_NAMES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast")}
KEY = "table"


class TablePrefs:
    def __init__(self, settings):
        self.settings = settings

    def _data(self) -> dict:
        data = self.settings.get(KEY) if self.settings else None
        return dict(data) if isinstance(data, dict) else {}

    def get(self, name, default=None):
        return self._data().get(name, default)

    def set(self, name, value):
        data = self._data()
        data[name] = value
        if self.settings:
            self.settings.set(KEY, data)

    @property
    def look(self) -> Look:
        return Look(scale=1.25 if self.get("large_text") else 1.0,
                    motion=not self.get("reduce_motion"))

    @property
    def pace(self) -> str:
        pace = self.get("pace", "normal")
        return pace if pace in PACES else "normal"

    @property
    def language(self) -> str:
        """"auto" (as the device) or a language code the player chose (ui/language.py)."""
        code = self.get("language", AUTO)
        return code if code in LANGUAGES else AUTO

    def bot_delay(self, base_seconds: float) -> float:
        return base_seconds * PACES[self.pace]

    def seen_howto(self, game_id: str) -> bool:
        return game_id in (self.get("howto_seen") or [])

    def mark_howto(self, game_id: str):
        seen = list(self.get("howto_seen") or [])
        if game_id not in seen:
            self.set("howto_seen", seen + [game_id])


def settings_dialog(page, prefs: TablePrefs, on_change, look: Look = PLAIN):
    """Bot pace, reduce motion, larger text, language: applied at once and remembered."""
    from ui.table.controls import tap

    def flip(name):
        def handler(e):
            prefs.set(name, bool(e.control.value))
            on_change()
        return handler

    def switch_row(name, words, ident):
        sw = ft.Switch(value=bool(prefs.get(name)), on_change=flip(name))
        row = ft.Row([text(words, look, expand=True), sw], height=MIN_TAP)
        return ft.Semantics(label=words, identifier=ident, toggled=bool(prefs.get(name)),
                            content=row)

    def pace_buttons():
        return [tap(_("Bot pace: {pace}").format(pace=_(PACE_NAMES[p]).lower())
                    + (_(" (chosen)") if prefs.pace == p else ""),
                    lambda e, p=p: set_pace(p), key=f"pace-{p}", text=_(PACE_NAMES[p]),
                    primary=prefs.pace == p) for p in PACES]

    def set_pace(p):
        # The dialog stays open (like the switches): closing it at once sent the
        # player's next tap to whatever lay beneath, the pass cover's "show my turn".
        prefs.set("pace", p)
        paces.controls = pace_buttons()
        paces.update()
        on_change()

    def language_buttons():
        # Each language in its own words, so a player who cannot read the current one
        # still finds theirs.
        choices = [(AUTO, _("As the device"))] + list(LANGUAGES.items())
        return [tap(_("Language: {name}").format(name=words)
                    + (_(" (chosen)") if prefs.language == code else ""),
                    lambda e, code=code: set_language(code), key=f"language-{code}",
                    text=words, primary=prefs.language == code) for code, words in choices]

    def set_language(code):
        prefs.set("language", code)
        on_change()    # the app speaks the new language from here (ui/shell/app.py)
        page.pop_dialog()
        settings_dialog(page, prefs, on_change, look)   # the dialog itself, in it too

    paces = ft.Row(pace_buttons(), wrap=True, spacing=6, run_spacing=6)
    body = ft.Column([text(_("Bot pace"), look, bold=True, colour=INK),
                      paces,
                      switch_row("reduce_motion", _("Reduce motion"), "reduce-motion"),
                      switch_row("large_text", _("Larger text"), "large-text"),
                      text(_("Language"), look, bold=True, colour=INK),
                      ft.Row(language_buttons(), wrap=True, spacing=6, run_spacing=6)],
                     tight=True, spacing=8, width=320, scroll=ft.ScrollMode.AUTO)
    page.show_dialog(ft.AlertDialog(title=text(_("Settings"), look, bold=True, size=18),
                                    content=body,
                                    actions=[tap(_("Done"), lambda e: (page.pop_dialog(), on_change()),
                                                 key="settings-done")]))
