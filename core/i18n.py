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
import contextvars
import gettext

SOURCE = (gettext.NullTranslations(), "en")     # the English written in the code
_default = SOURCE            # (translations, language code) when nothing else says
_resolver = None             # () -> (translations, code) or None: whose language is it now
_forced = contextvars.ContextVar("beachbag_forced_language", default=None)


def install(translations: gettext.NullTranslations | None, language: str = "en") -> None:
    """Use `translations` for every message from now on (None: the English written in
    the code), wherever the resolver does not say otherwise."""
    global _default
    _default = (translations, language) if translations else SOURCE


def set_resolver(resolver) -> None:
    """`resolver()` names the language of the person being answered right now, as
    (translations, code), or None to use what `install` set. One served app answers
    several browsers at once, each in its own language (ui/language.py)."""
    global _resolver
    _resolver = resolver


def _current() -> tuple:
    forced = _forced.get()
    if forced is not None:
        return forced
    if _resolver is not None:
        found = _resolver()
        if found is not None:
            return found
    return _default


@contextlib.contextmanager
def source_language():
    """Words made inside come out in the code's English, whatever is spoken: for what is
    written into a file (a save's "progress" line), so files stay language-free."""
    token = _forced.set(SOURCE)
    try:
        yield
    finally:
        _forced.reset(token)


def language() -> str:
    """The language messages are shown in now ("en", "fr")."""
    return _current()[1]


def _(message: str) -> str:
    return _current()[0].gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _current()[0].ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """A message whose English is ambiguous ("Beach" the token, "Beach" the screen)."""
    return _current()[0].pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _current()[0].npgettext(context, singular, plural, n)


def number(value) -> str:
    """A number as the language writes it: 12,500 and 23.5 in English, 12 500 and 23,5
    in French (the separators are the catalogue's own two messages)."""
    if isinstance(value, float) and not value.is_integer():
        whole, _dot, fraction = f"{value:,.1f}".partition(".")
    else:
        whole, fraction = f"{int(value):,}", ""
    # Translators: the separator between thousands in a number (French: a narrow no-break space)
    whole = whole.replace(",", pgettext("number", ","))
    # Translators: the decimal separator ("23.5")
    return whole + (pgettext("number", ".") + fraction if fraction else "")


def percent(fraction: float) -> str:
    """A share as the language writes it: "62%" in English, "62 %" in French."""
    # Translators: a percentage (French puts a narrow no-break space before the sign)
    return pgettext("number", "{n}%").format(n=number(round(fraction * 100)))


def N_(message: str) -> str:
    """Mark a message for the catalogue where it is written (a table of names, a
    constant); it is translated with `_` where it is shown."""
    return message
