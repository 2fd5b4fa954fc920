"""The translation layer (core/i18n.py, ui/language.py) and the catalogues (docs/i18n.md)."""
import pytest

from core import i18n
from devtools import i18n as catalogues
from ui import language


def test_every_message_has_a_french_translation_with_the_same_fields():
    # "A complete French catalogue (fr) ... no missing or fuzzy entries" (issue 27); the
    # compiled .mo the app reads is the .po's own.
    assert catalogues.problems("fr") == []


@pytest.mark.parametrize("preference, device, spoken", [
    ("auto", ["fr-CA", "en-US"], "fr"),        # the device's first language we have
    ("auto", ["de-DE", "fr-FR"], "fr"),        # skipping one we do not have
    ("auto", ["de-DE"], "en"),                 # none: English
    ("auto", [], "en"),
    ("en", ["fr-FR"], "en"),                   # Settings' choice wins over the device
    ("fr", ["en-GB"], "fr"),
    ("xx", ["fr_FR.UTF-8"], "fr"),             # an unknown stored choice counts as "auto"
])
def test_the_language_follows_the_device_unless_settings_chose_one(preference, device, spoken):
    assert language.pick(preference, device) == spoken


def test_french_is_spoken_through_the_catalogue_and_english_comes_back():
    assert language.use("fr") == "fr"
    assert i18n._("Settings") == "Réglages"
    assert language.use("en") == "en"
    assert i18n._("Settings") == "Settings"


def test_a_missing_catalogue_falls_back_to_english_instead_of_failing(monkeypatch, tmp_path):
    monkeypatch.setattr(language, "LOCALE_DIR", str(tmp_path))
    language.translations.cache_clear()
    language.spoken.cache_clear()
    try:
        assert language.use("fr") == "en"
        assert i18n._("Settings") == "Settings"
    finally:
        language.translations.cache_clear()
        language.spoken.cache_clear()


def test_numbers_are_written_as_the_language_writes_them():
    assert (i18n.number(12500), i18n.number(23.5), i18n.number(23.0)) == ("12,500", "23.5", "23")
    assert i18n.percent(0.615) == "62%"
    language.use("fr")
    assert i18n.percent(0.615) == "62\u202f%"
    # French: a narrow no-break space between thousands, a comma before decimals
    assert (i18n.number(12500), i18n.number(23.5), i18n.number(7)) == ("12\u202f500", "23,5", "7")
