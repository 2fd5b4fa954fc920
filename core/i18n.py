"""Words a player reads, in the player's language: the one translation layer, over the
standard library's gettext.

Every sentence a player sees is written in English in the code and passed through here
when it is shown (never when a move is made: saves and logs keep actions, not words,
so a game started in French opens in English):

    from core.i18n import _, ngettext, N_

    _("{who} builds a tower.").format(who=name)        # named fields: a language may
                                                       # put them in another order
    ngettext("{n} tile", "{n} tiles", n).format(n=n)   # plurals by the catalogue's rule
    KIND = {"crab": N_("Crab")}   ...   _(KIND[k])     # marked where written, translated
                                                       # where shown

The catalogues (ui/locale/<language>/LC_MESSAGES/beachbag.po, compiled to .mo) are read by
ui/language.py, which hands the chosen one to `install`: core reads no file. The messages
are extracted from core/ and ui/ by `scripts/i18n extract` (Babel; docs/i18n.md).
"""
from __future__ import annotations

import contextlib
import gettext

_translations: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def install(translations: gettext.NullTranslations | None, language: str = "en") -> None:
    """Use `translations` for every message from now on (None: the English written in
    the code)."""
    global _translations, _language
    _translations = translations or gettext.NullTranslations()
    _language = language if translations else "en"


@contextlib.contextmanager
def source_language():
    """Words made inside come out in the code's English, whatever is spoken: for what is
    written into a file (a save's "progress" line), so files stay language-free."""
    global _translations, _language
    kept = _translations, _language
    _translations, _language = gettext.NullTranslations(), "en"
    try:
        yield
    finally:
        _translations, _language = kept


def language() -> str:
    """The language messages are shown in now ("en", "fr")."""
    return _language


def _(message: str) -> str:
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """A message whose English is ambiguous ("Beach" the token, "Beach" the screen)."""
    return _translations.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _translations.npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Mark a message for the catalogue where it is written (a table of names, a
    constant); it is translated with `_` where it is shown."""
    return message
