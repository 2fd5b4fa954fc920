"""Motion with Flet's implicit animations: a piece that travels from one place to
another (animate_position), counts and drawn tokens that pop in (AnimatedSwitcher).

Each animation lasts 200-400 ms. A new state replaces whatever is still moving by
its end state (the next build makes new pieces), so a tap never waits for one; with
"reduce motion" nothing moves and every state shows at once."""
from __future__ import annotations

import asyncio
from dataclasses import dataclass

import flet as ft

from ui.table.pictogram import PIECES, picture
from ui.table.style import INK, MIST, PLAIN, Look, box, text

HOP_MS = 350          # one piece's travel
HOP_GAP = 0.1         # seconds between two hops of one action
PIECE = 28
END_WIDTH = 96        # the "from" and "to" labels of the strip


def switch(content: ft.Control, key: str, look: Look = PLAIN,
           transition=ft.AnimatedSwitcherTransition.SCALE, ms: int = 300) -> ft.Control:
    """Content that pops in when it changes (a new `key`); plain with reduced motion."""
    content.key = key
    if not look.motion:
        return content
    return ft.AnimatedSwitcher(content, duration=ms, reverse_duration=ms // 2,
                               transition=transition,
                               switch_in_curve=ft.AnimationCurve.EASE_OUT_BACK,
                               switch_out_curve=ft.AnimationCurve.EASE_IN)


@dataclass(frozen=True)
class Hop:
    """One piece moving: `piece` from `source` to `target` (labels on the strip),
    `count` pieces at once, showing `was` at the start (a Beach turned over)."""
    piece: str
    source: str
    target: str
    count: int = 1
    was: str | None = None
    hit: bool = False


class Flight:
    """A strip where the last action's pieces travel one after the other from where
    they came from to where they went. One per board; `strip` builds it, and
    `start` (after the page update) sets the pieces moving."""

    def __init__(self, page, look: Look = PLAIN):
        self.page = page
        self.look = look
        self.generation = 0
        self.hops: tuple = ()
        self.lane = None
        self.control = None
        self.pending = False

    def strip(self, hops: list, width: float, caption: str, key: str, *, on_click=None,
              label: str | None = None, identifier: str = "last-move", mark=None,
              bgcolor: str = MIST) -> ft.Control:
        """The strip for `hops` (the first at its start, or all at their end with
        reduced motion); the same strip while nothing new happened."""
        hops = tuple(hops)
        if self.control is not None and hops == self.hops and self.control.key == key:
            return self.control
        self.generation += 1
        self.hops = hops
        lane_w = max(PIECE * 2, int(width) - 2 * END_WIDTH - 24)
        self.lane_w = lane_w
        first = hops[0] if hops else None
        self.source = text(first.source if first else "", self.look, one_line=True)
        self.target = text(first.target if first else "", self.look, one_line=True, bold=True)
        moving = self.look.motion and bool(hops)
        self.piece = self._piece(first, at_end=not moving) if first else ft.Container()
        self.lane = ft.Stack([self.piece], width=lane_w, height=self.look.size(PIECE) + 4)
        row = ft.Row([ft.Container(self.source, width=END_WIDTH), self.lane,
                      ft.Container(self.target, width=END_WIDTH)], spacing=4,
                     vertical_alignment=ft.CrossAxisAlignment.CENTER)
        head = ([mark] if mark is not None else []) + [
            text(caption, self.look, one_line=True, expand=True, bold=bool(on_click))]
        if on_click:
            head.append(ft.Icon(ft.Icons.CHEVRON_RIGHT, color=INK, size=self.look.size(20)))
        body = ft.Column([ft.Row(head, spacing=2), row], spacing=2, tight=True)
        self.control = ft.Semantics(label=label or caption, exclude_semantics=True, key=key,
                                    identifier=identifier, container=True,
                                    button=True if on_click else None,
                                    content=box(body, bgcolor=bgcolor, padding=6, radius=10,
                                                on_click=on_click))
        self.pending = moving
        return self.control

    def _piece(self, hop: Hop, at_end: bool) -> ft.Control:
        size = self.look.size(PIECE)
        face = hop.piece if (at_end or not hop.was) else hop.was
        inner = picture(face, PIECE, look=self.look) if face in PIECES else ft.Container()
        pic = switch(inner, f"{face}-{self.generation}", self.look,
                     transition=ft.AnimatedSwitcherTransition.ROTATION)
        parts = [pic]
        if hop.count > 1:
            parts.append(text(f"\u00d7{hop.count}", self.look, bold=True, colour=INK))
        return ft.Container(ft.Row(parts, spacing=2, tight=True),
                            left=self.lane_w - size - 30 if at_end else 0, top=2,
                            animate_position=self.look.anim(HOP_MS, ft.AnimationCurve.EASE_IN_OUT),
                            key=f"piece-{self.generation}-{id(hop)}")

    def start(self):
        """Called once the strip is on screen: the pieces set off."""
        if self.pending:
            self.pending = False
            self.page.run_task(self._fly, self.generation)

    async def _fly(self, generation):
        size = self.look.size(PIECE)
        for i, hop in enumerate(self.hops):
            if generation != self.generation:
                return  # a new state came: its strip shows the end of this one
            if i:
                self.piece = self._piece(hop, at_end=False)
                self.lane.controls = [self.piece]
                self.source.value, self.target.value = hop.source, hop.target
                self.control.update()
            await asyncio.sleep(0.05)
            if generation != self.generation:
                return
            self.piece.left = self.lane_w - size - 30
            flipper = self.piece.content.controls[0]
            if hop.was and isinstance(flipper, ft.AnimatedSwitcher):
                # the hidden side turns up while it travels
                flipper.content = picture(hop.piece, PIECE, look=self.look,
                                          key=f"{hop.piece}-{generation}-{i}-up")
            self.control.update()
            await asyncio.sleep(HOP_MS / 1000 + HOP_GAP)
