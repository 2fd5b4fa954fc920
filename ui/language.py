"""Which language the app speaks: the device's (the browser's or the system's), unless
the player chose one in Settings (kept on the device, ui/table/prefs.py). Reads the
compiled catalogues in ui/locale/ and installs the chosen one in core/i18n.py, which every
message goes through. Adding a language: docs/i18n.md."""
from __future__ import annotations

import asyncio
import functools
import gettext
import locale
import os

import flet as ft

from core import i18n

DOMAIN = "beachbag"
LOCALE_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "locale")
# Each language by its own name, as a player looks for it in Settings.
LANGUAGES = {"en": "English", "fr": "Français"}
SOURCE = "en"          # the code's own language: no catalogue
AUTO = "auto"          # the Settings choice "as the device"


def base(tag) -> str | None:
    """'fr-CA', 'fr_FR.UTF-8', 'FR' -> 'fr'; None for nothing usable."""
    if not isinstance(tag, str) or not tag.strip():
        return None
    return tag.strip().replace("_", "-").split("-")[0].split(".")[0].lower() or None


def pick(preference, device_tags) -> str:
    """The language to speak: the player's choice if it is one we have, else the first
    of the device's languages that we have, else English."""
    if preference in LANGUAGES:
        return preference
    for tag in device_tags or ():
        code = base(tag)
        if code in LANGUAGES:
            return code
    return SOURCE


@functools.lru_cache(maxsize=None)
def translations(code: str):
    """The compiled catalogue of `code` (None for English, or when it is missing: the
    app then speaks English rather than failing)."""
    if code == SOURCE:
        return None
    try:
        with open(os.path.join(LOCALE_DIR, code, "LC_MESSAGES", DOMAIN + ".mo"), "rb") as f:
            return gettext.GNUTranslations(f)
    except (OSError, ValueError):
        return None


def use(code: str) -> str:
    """Speak `code` from now on where no page says otherwise (see `page_language`);
    returns the language now spoken."""
    catalogue, spoken_code = spoken(code)
    i18n.install(catalogue, spoken_code)
    return spoken_code


@functools.lru_cache(maxsize=None)
def spoken(code: str) -> tuple:
    """(catalogue, code) for core/i18n.py; English when the catalogue is missing."""
    catalogue = translations(code)
    return (catalogue, code) if catalogue else i18n.SOURCE


def _public_current_page():
    try:
        return ft.context.page
    except RuntimeError:
        return None


try:   # every word asks: Flet's own context variable, without ft.context.page's exception
    from flet.controls.context import _context_page
    _current_page = _context_page.get
except ImportError:   # a Flet that moved it: the public way, slower outside a session
    _current_page = _public_current_page


def page_language():
    """The language of the browser session being answered now: the served app talks to
    several browsers at once (a phone in French, a tablet in English), and Flet runs each
    one's handlers with its page in context. None outside a session (tests, the command
    line): core/i18n.py then uses what `use` set."""
    page = _current_page()
    code = getattr(getattr(page, "data", None), "language_code", None)
    return spoken(code) if code else None


i18n.set_resolver(page_language)


def system_tags() -> list:
    """The languages of the machine the app runs on (desktop; the served app asks the
    browser instead)."""
    tags = [os.environ.get(name) for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    tags = [t for value in tags if value for t in value.split(":")]
    try:
        tags.append(locale.getlocale()[0])
    except ValueError:
        pass
    return [t for t in tags if t and t not in ("C", "POSIX")]


def locale_tags(locales) -> list:
    """Flet's Locale objects as tags, first first: [Locale("fr", "CA")] -> ["fr-CA"]."""
    tags = []
    for loc in locales or []:
        code, country = getattr(loc, "language_code", None), getattr(loc, "country_code", None)
        if code:
            tags.append(f"{code}-{country}" if country else code)
    return tags


async def device_tags(page, timeout: float = 3.0) -> list:
    """The languages the player's device prefers, first first ("fr-CA", ...): from the
    browser or phone through Flet; [] when the client does not say in time."""
    try:
        info = await asyncio.wait_for(page.get_device_info(), timeout)
    except Exception:   # an old client, a lost connection, no answer: fall back
        return []
    tags = locale_tags(getattr(info, "locales", None))
    language = getattr(info, "language", None)   # the browser's navigator.language
    if isinstance(language, str) and language:
        tags.insert(0, language)
    return tags
