"""The kit's controls: buttons that screen readers and browser tests can find (each
with a label and an identifier), icon buttons, panels. Colours come from the one palette
(ui/table/style.py)."""
from __future__ import annotations

import flet as ft

from ui.table.style import FOAM, INK, MIN_TAP, SEA_DEEP

# Flet imports a control's module the first time its name is used (flet/__init__.py);
# load the ones the first screen does not use with the app, so a player's first tap
# to another screen does not wait for an import (about 20 ms for IconButton).
for _lazy in ("IconButton", "Icon", "AlertDialog"):
    getattr(ft, _lazy)

def ident(text: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in text.lower()).strip("-")


def tap(label: str, on_click, *, key: str | None = None, icon=None, primary: bool = False,
        disabled: bool = False, expand: bool | int | None = None, width=None, content=None,
        text: str | None = None, tooltip: str | None = None, padding: int = 14,
        ripple: bool = True) -> ft.Control:
    """A button at least 48x48 with a semantics label and identifier. `text` is a
    shorter visible caption when the label needs context only a reader lacks.
    `ripple=False`: a board's decision, drawn alike but without the press animation
    (still_tap)."""
    if not ripple and not disabled and content is None:
        return still_tap(label, on_click, key=key, icon=icon, primary=primary, expand=expand,
                         width=width, text=text, tooltip=tooltip, padding=padding)
    kind = ft.FilledButton if primary else ft.OutlinedButton
    # a picked piece's button: filled with the Sea's deep blue, which its white
    # caption is drawn for (6.9:1) and a contrast check can see
    fill = SEA_DEEP if primary and content is not None else None
    btn = kind(content=content or text or label, icon=icon, on_click=on_click, disabled=disabled,
               **({"bgcolor": fill} if fill else {}),
               height=MIN_TAP if content is None else None, width=width, tooltip=tooltip,
               style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=padding, vertical=8),
                                    shape=ft.RoundedRectangleBorder(radius=12)))
    return ft.Semantics(label=label, identifier=key or ident(label), button=True, content=btn,
                        expand=expand)


def still_tap(label: str, on_click, *, key: str | None = None, icon=None, primary: bool = False,
              expand: bool | int | None = None, width=None, text: str | None = None,
              tooltip: str | None = None, padding: int = 14) -> ft.Control:
    """A button with the theme's button colours and shape but no ink: pressing it starts
    no animation, so the frame that answers the tap never queues behind a ripple's
    frames (on a phone without a fast GPU, or a large tablet screen, a frame of a busy
    board costs 10-25 ms to draw). The board's change is the tap's feedback."""
    colour = ft.Colors.ON_PRIMARY if primary else ft.Colors.PRIMARY
    caption = [ft.Text(text or label, size=14, weight=ft.FontWeight.W_500, color=colour,
                       no_wrap=True, overflow=ft.TextOverflow.ELLIPSIS)]
    if icon is not None:
        caption.insert(0, ft.Icon(icon, size=18, color=colour))
    btn = ft.Container(
        ft.Row(caption, spacing=8, tight=True, alignment=ft.MainAxisAlignment.CENTER,
               vertical_alignment=ft.CrossAxisAlignment.CENTER),
        on_click=on_click, ink=False, height=MIN_TAP, width=width, tooltip=tooltip,
        alignment=ft.Alignment.CENTER,
        padding=ft.Padding.symmetric(horizontal=padding, vertical=8),
        bgcolor=ft.Colors.PRIMARY if primary else None,
        border=None if primary else ft.Border.all(1, ft.Colors.OUTLINE),
        border_radius=ft.BorderRadius.all(12))
    return ft.Semantics(label=label, identifier=key or ident(label), button=True, content=btn,
                        expand=expand)


def icon_tap(label: str, icon, on_click, *, key: str | None = None, disabled: bool = False,
             color: str | None = None):
    # the icon carries the name too: keyboard focus lands on the button's own node,
    # which a screen reader would otherwise announce as a bare "button"
    btn = ft.IconButton(icon=ft.Icon(icon, semantics_label=label, color=color),
                        on_click=on_click, tooltip=label, disabled=disabled,
                        width=MIN_TAP, height=MIN_TAP, icon_color=color)
    return ft.Semantics(label=label, identifier=key or ident(label), button=True, content=btn)


def panel(*controls, title: str | None = None, bgcolor: str = FOAM, padding: int = 12,
          expand=None, col=None) -> ft.Container:
    items = []
    if title:
        items.append(ft.Text(title, weight=ft.FontWeight.BOLD, size=16, color=INK))
    items.extend(controls)
    return ft.Container(content=ft.Column(items, spacing=8, tight=True,
                                          horizontal_alignment=ft.CrossAxisAlignment.STRETCH),
                        bgcolor=bgcolor,
                        padding=padding, border_radius=ft.BorderRadius.all(12), expand=expand,
                        col=col)
