"""The rules screens (ui/shell/rules.py) in French: their own words from the catalogue,
the French rulebook's parts, and "Start here" still listing the parts that matter."""
import flet as ft

from core.registry import get_game
from ui import language
from ui.shell.rules import RulesScreen


def words(control) -> list:
    """Every text and button caption under `control`, in order."""
    out = []
    if isinstance(control, ft.Text) and isinstance(control.value, str):
        out.append(control.value)
    for name in ("content", "controls"):
        child = getattr(control, name, None)
        for c in child if isinstance(child, list) else [child]:
            if isinstance(c, ft.Control):
                out += words(c)
            elif isinstance(c, str):
                out.append(c)
    return out


def test_rules_list_and_page_in_french():
    assert language.use("fr") == "fr"
    screen = RulesScreen()
    shown = words(screen.rules(get_game("seaside")))
    assert shown[0] == "Règles de Seaside"
    assert "Touche une partie pour la lire." in shown[1]
    start, rest = shown.index("Pour commencer"), shown.index("Tout le reste")
    # the English key parts (Goal, Gameplay, Token Effects, End of Game, Solo Mode) at
    # their places in the French rulebook
    key = shown[start + 1:rest]
    for part in ("But du jeu", "Déroulement", "Effets des jetons", "Fin de la partie", "Mode solo"):
        assert part in key
    assert "Matériel" in shown[rest:] and "Comment Beach Bag joue les cas ouverts" in shown[rest:]

    page = words(screen.rules_page(get_game("seaside"), "2"))
    assert page[:2] == ["But du jeu", "Partie 2 sur 13"]
    assert "Avoir la plus haute pile de jetons." in page
    assert "Suivant : Mise en place" in page and "Précédent : Matériel" in page
    assert "Toutes les parties des règles" in page

    draft = words(RulesScreen().rules(get_game("sandcastles_draft")))
    assert draft[0] == "Règles de Sandcastles (draft)"
    key = draft[draft.index("Pour commencer") + 1:draft.index("Tout le reste")]
    assert key == ["Aperçu de la partie", "Comment jouer", "Décompte des points",
                   "Gagner la partie"]


def test_rules_list_in_english_is_unchanged():
    shown = words(RulesScreen().rules(get_game("sandcastles_2015")))
    assert shown[0] == "Rules of Sandcastles (2015)"
    key = shown[shown.index("Start here") + 1:shown.index("Everything else")]
    assert key == ["Overview", "Playing Sandcastles", "Game End and Scoring"]
