"""The table kit's look: colours (every text/background pair used is listed in
TEXT_PAIRS and checked for 4.5:1 contrast by tests/ui/test_table_kit.py), text sizes
and the player's device settings that change them (larger text, reduced motion)."""
from __future__ import annotations

from dataclasses import dataclass, replace

import flet as ft

INK = "#1D2B36"        # text on every light background
SAND = "#F6E7C8"       # the page
FOAM = "#FFFFFF"
PAPER = "#FFFDF5"      # the decision at hand, the player whose turn it is
MIST = "#F3F6F8"       # logs, recaps
SEA_DEEP = "#17617F"   # the Sea and the app bar: white text on it reads at 6.9:1
SEA_PALE = "#D8EEF7"   # the Sea's pool (its deep edge)
SHALLOW = "#EEF8FC"    # the Sea's pool where it is shallow (its middle)
SEA_FOAM_LINE = "#9CCFE3"  # the pool's rim (a graphic, not text)
HIT = "#FBE3E0"        # what hit this player (a Crab taken from them)
HIT_INK = "#8B1A12"
GOLD = "#FFF1C1"       # the winner's card
LINE = "#5B6B78"       # borders and the stack picture (graphics, 3:1 is enough; it has 5.5:1)
SOFT_LINE = "#B0BEC5"  # a calendar day's border (graphics beside text, not text)
HINT_FRAME = "#9A5B00" # a dark amber frame round Hard's pick: 5:1 on the decision's paper
NOTICE = "#FFF3CD"     # a notice: damaged records, a message on the next screen
ENDING = "#FFF8E1"     # the game's end: game over, the solo band
DAMAGED = "#FDECEA"    # a damaged save on home
DAMAGED_INK = "#B71C1C"
FIRE = "#B3261E"       # the daily streak's flame (an icon)
DAILY = "#E8F5E9"      # the daily challenge panel
DAY_DONE = "#C8E6C9"   # calendar days: played, under way, missed
DAY_UNDER_WAY = "#FFE0B2"
DAY_MISSED = "#ECEFF1"
MIN_TAP = 48
BODY = 14              # the smallest text a player must read
TITLE = 16

# (text colour, background) pairs the kit and boards use.
TEXT_PAIRS = (
    (INK, SAND), (INK, FOAM), (INK, PAPER), (INK, MIST), (FOAM, SEA_DEEP), (INK, SEA_PALE),
    (INK, SHALLOW),
    (INK, HIT), (HIT_INK, HIT), (HIT_INK, FOAM), (HIT_INK, PAPER), (INK, GOLD),
    (SEA_DEEP, FOAM), (SEA_DEEP, PAPER), (SEA_DEEP, SAND), (SEA_DEEP, MIST),
    (INK, NOTICE), (INK, ENDING), (DAMAGED_INK, DAMAGED), (INK, DAILY), (INK, DAY_DONE),
    (INK, DAY_UNDER_WAY), (INK, DAY_MISSED),
)


def luminance(colour: str) -> float:
    """WCAG 2 relative luminance of a #RRGGBB colour."""
    h = colour.lstrip("#")
    out = []
    for i in (0, 2, 4):
        c = int(h[i:i + 2], 16) / 255
        out.append(c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
    r, g, b = out
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """WCAG 2 contrast ratio of two colours (1 to 21)."""
    x, y = sorted((luminance(a), luminance(b)))
    return (y + 0.05) / (x + 0.05)


@dataclass(frozen=True)
class Look:
    """The player's device settings as the kit draws them."""
    scale: float = 1.0          # 1.25 with "larger text"
    motion: bool = True         # False with "reduce motion"

    def size(self, px: float) -> int:
        return round(px * self.scale)

    @property
    def unscaled(self) -> "Look":
        """This look at the default text size: for pictures that keep their own size
        where the room is tight (pictures, not words, with Larger text)."""
        return replace(self, scale=1.0)

    def ms(self, ms: int) -> int | None:
        """An animation duration, or None (no animation) with reduced motion."""
        return ms if self.motion else None

    def anim(self, ms: int = 300, curve=ft.AnimationCurve.EASE_OUT):
        return ft.Animation(ms, curve) if self.motion else None


PLAIN = Look()


def text(value: str, look: Look = PLAIN, *, size: float = BODY, bold: bool = False,
         colour: str = INK, italic: bool = False, expand=None, one_line: bool = False,
         key: str | None = None, align=None) -> ft.Text:
    """Text at least BODY px (scaled by the player's text size)."""
    return ft.Text(value, size=look.size(max(size, BODY)), color=colour, expand=expand, key=key,
                   weight=ft.FontWeight.BOLD if bold else None, italic=italic or None,
                   max_lines=1 if one_line else None, text_align=align,
                   overflow=ft.TextOverflow.ELLIPSIS if one_line else None,
                   no_wrap=True if one_line else None)


def box(content, *, bgcolor: str = FOAM, padding=10, border: str | None = None, expand=None,
        key=None, width=None, height=None, radius: int = 12, on_click=None,
        animate=None) -> ft.Container:
    return ft.Container(content, bgcolor=bgcolor, padding=padding, expand=expand, key=key,
                        width=width, height=height, on_click=on_click, ink=bool(on_click),
                        border_radius=ft.BorderRadius.all(radius),
                        border=ft.Border.all(2, border) if border else None,
                        animate=animate)
