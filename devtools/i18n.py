"""The translation catalogues, kept with Babel (docs/i18n.md):

    scripts/i18n extract   every message of core/, ui/ and the static site's page ->
                           ui/locale/beachbag.pot (the template)
    scripts/i18n update    the template's messages into every language's .po: new ones
                           empty, changed ones marked fuzzy, translations kept
    scripts/i18n compile   every .po -> its .mo (what ui/language.py reads)
    scripts/i18n check     fails on a message with no translation, a fuzzy one, a field
                           ({who}) that is not in both, or a .mo older than its .po
    scripts/i18n all       extract, update, compile, check
    scripts/i18n check --only ui/seaside   only the messages written under that path
    scripts/i18n merge-parts FOLDER        translations from FOLDER/*.po (work files of
                           several translators) into every language's catalogue, then
                           compile and check

The .mo files are committed beside their .po (the app, the static site and an installed
package read them without Babel); `check` (and tests/core/test_i18n.py) keeps them equal.
"""
from __future__ import annotations

import glob
import io
import os
import re
import sys

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po, write_po

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOCALE = os.path.join(ROOT, "ui", "locale")
DOMAIN = "beachbag"
TEMPLATE = os.path.join(LOCALE, DOMAIN + ".pot")
# Where players' words are written: the rules core, the views, and the static site's
# page text (devtools/site_text.py, put into the page by the build).
SOURCES = ("core", "ui", "devtools/site_text.py")
METHODS = [("**.py", "python")]
HEADER = ("# {what} for Beach Bag (scripts/i18n; docs/i18n.md says how to keep it).\n"
          "# This file is distributed under the same license as the Beach Bag project.\n#")
FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)[^{}]*\}")


def languages() -> list:
    return sorted(d for d in os.listdir(LOCALE)
                  if os.path.isfile(os.path.join(LOCALE, d, "LC_MESSAGES", DOMAIN + ".po")))


def po_path(code: str) -> str:
    return os.path.join(LOCALE, code, "LC_MESSAGES", DOMAIN + ".po")


def mo_path(code: str) -> str:
    return os.path.join(LOCALE, code, "LC_MESSAGES", DOMAIN + ".mo")


def extract() -> Catalog:
    template = Catalog(project="Beach Bag", version="0.1", domain=DOMAIN, charset="utf-8",
                       header_comment=HEADER.format(what="Messages template"),
                       copyright_holder="the Beach Bag team", msgid_bugs_address="",
                       last_translator="", language_team="")
    for source in SOURCES:
        path = os.path.join(ROOT, source)
        if not os.path.exists(path):
            continue
        if os.path.isdir(path):
            found = extract_from_dir(path, METHODS, DEFAULT_KEYWORDS, strip_comment_tags=True,
                                     comment_tags=("Translators:",))
            prefix = source
        else:
            found = _extract_file(path)
            prefix = os.path.dirname(source)
        for filename, lineno, message, comments, context in found:
            where = os.path.join(prefix, filename) if prefix else filename
            template.add(message, None, [(where.replace(os.sep, "/"), lineno)],
                         auto_comments=comments, context=context)
    return template


def _extract_file(path: str):
    from babel.messages.extract import extract_from_file
    for lineno, message, comments, context in extract_from_file(
            "python", path, DEFAULT_KEYWORDS, comment_tags=("Translators:",),
            strip_comment_tags=True):
        yield os.path.basename(path), lineno, message, comments, context


def _write_po(path: str, catalog: Catalog, **options) -> None:
    buf = io.BytesIO()
    write_po(buf, catalog, width=100, sort_by_file=True, **options)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(buf.getvalue())


def read(code: str) -> Catalog:
    with open(po_path(code), "rb") as f:
        return read_po(f, locale=code, domain=DOMAIN)


def tidy_header(catalog: Catalog, code: str) -> None:
    """The header says what the file is, with no template placeholders left in it."""
    catalog.header_comment = HEADER.format(what=f"The {code} translations")
    catalog.project, catalog.version = "Beach Bag", "0.1"
    catalog.msgid_bugs_address = ""
    catalog.last_translator = "the Beach Bag team"
    catalog.language_team = code


def write_template() -> Catalog:
    template = extract()
    _write_po(TEMPLATE, template, omit_header=False)
    return template


def updated(code: str, template: Catalog) -> Catalog:
    """One language's catalogue with the template's messages: new ones empty, changed
    ones fuzzy, translations kept, entries the code no longer has dropped."""
    catalog = read(code)
    catalog.update(template, update_header_comment=False)
    catalog.obsolete.clear()   # git keeps the history; a stale entry misleads
    tidy_header(catalog, code)
    return catalog


def write(code: str, catalog: Catalog) -> None:
    """Replace a language's .po whole (a reader never sees half of it)."""
    tmp = po_path(code) + ".tmp"
    _write_po(tmp, catalog)
    os.replace(tmp, po_path(code))


def update(template: Catalog) -> None:
    for code in languages():
        write(code, updated(code, template))


def compile_all() -> None:
    for code in languages():
        catalog = read(code)
        with open(mo_path(code), "wb") as f:
            write_mo(f, catalog, use_fuzzy=False)


def fields(text: str) -> set:
    return set(FIELD.findall(text or ""))


def translated(messages) -> dict:
    """{(context, id): translation} of catalogue messages, .po's or .mo's alike (a plural's
    id and forms as tuples; read_mo gives contexts as bytes)."""
    def text(value):
        return value.decode() if isinstance(value, bytes) else value

    def plain(value):
        return value if isinstance(value, str) else tuple(value)
    return {(text(m.context), plain(m.id)): plain(m.string) for m in messages if m.id}


def problems(code: str, template: Catalog | None = None, only: str = "") -> list:
    """Everything wrong with one language's catalogue, one line each (empty: complete);
    `only`: just the messages written under that path."""
    template = template if template is not None else extract()
    catalog = read(code)
    out = []
    for message in template:
        if not message.id:
            continue
        if only and not any(path.startswith(only) for path, _line in message.locations):
            continue
        ours = catalog.get(message.id, context=message.context)
        where = message.locations[0][0] + ":" + str(message.locations[0][1]) if message.locations else "?"
        shown = message.id if isinstance(message.id, str) else message.id[0]
        if ours is None:
            out.append(f"{code}: missing ({where}): {shown!r}")
            continue
        if ours.fuzzy:
            out.append(f"{code}: fuzzy ({where}): {shown!r}")
        strings = ours.string if isinstance(ours.string, (list, tuple)) else [ours.string]
        if not all(strings):
            out.append(f"{code}: untranslated ({where}): {shown!r}")
            continue
        ids = message.id if isinstance(message.id, (list, tuple)) else [message.id]
        wanted = set().union(*(fields(i) for i in ids))
        for s in strings:
            # a plural's singular may spell out "one" instead of {n}; any other field must match
            if fields(s) - wanted or (wanted - fields(s)) - {"n", "count"}:
                out.append(f"{code}: fields differ ({where}): {shown!r} -> {s!r}")
                break
    if only:
        return out
    if not os.path.isfile(mo_path(code)):
        out.append(f"{code}: no compiled catalogue; run scripts/i18n compile")
    else:
        with open(mo_path(code), "rb") as f:
            compiled = read_mo(f)
        if translated(m for m in catalog if not m.fuzzy and m.string) != translated(compiled):
            out.append(f"{code}: the compiled catalogue is older than its .po; "
                       "run scripts/i18n compile")
    return out


def merge_parts(folder: str, template: Catalog) -> int:
    """Put the translations of FOLDER/*.po into every language's catalogue (a part's
    Language header says which; a message the template lacks is left out). Returns how
    many messages were taken."""
    taken = 0
    parts = sorted(glob.glob(os.path.join(folder, "*.po")))
    for code in languages():
        catalog = updated(code, template)
        for part_path in parts:
            with open(part_path, "rb") as f:
                part = read_po(f, locale=code)
            if part.locale is not None and str(part.locale) != code:
                continue
            for message in part:
                if not message.id or not message.string:
                    continue
                ours = catalog.get(message.id, context=message.context)
                if ours is None:
                    continue
                ours.string = message.string
                ours.flags.discard("fuzzy")
                taken += 1
        write(code, catalog)
    return taken


def main(argv: list) -> int:
    command = argv[0] if argv else "all"
    if command not in ("extract", "update", "compile", "check", "all", "merge-parts"):
        print(__doc__)
        return 2
    only = argv[argv.index("--only") + 1] if "--only" in argv[:-1] else ""
    template = None
    if command == "merge-parts":
        if len(argv) < 2 or not os.path.isdir(argv[1]):
            print("i18n: merge-parts needs the folder of the parts")
            return 2
        template = write_template()
        print(f"i18n: {merge_parts(argv[1], template)} translations taken from {argv[1]}")
        compile_all()
        command = "check"
    if command in ("extract", "update", "all"):
        template = write_template()
        print(f"i18n: {len(template)} messages in {os.path.relpath(TEMPLATE, ROOT)}")
    if command in ("update", "all"):
        update(template)
    if command in ("compile", "all"):
        compile_all()
    if command in ("check", "all"):
        found = [line for code in languages() for line in problems(code, template, only)]
        for line in found:
            print(line)
        if found:
            print(f"i18n: {len(found)} problems")
            return 1
        print(f"i18n: {', '.join(languages())} complete")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
