"""Motion with Flet's implicit animations: a piece that travels from one place to
another (animate_position), counts and drawn tokens that pop in (AnimatedSwitcher).

Each animation lasts 200-400 ms. A new state replaces whatever is still moving by
its end state (the next build makes new pieces), so a tap never waits for one; with
"reduce motion" nothing moves and every state shows at once."""
from __future__ import annotations

import asyncio
from dataclasses import dataclass

import flet as ft

from ui.table.pictogram import picture
from ui.table.style import INK, MIST, PLAIN, Look, box, text

HOP_MS = 350          # one piece's travel
HOP_GAP = 0.1         # seconds between two hops of one action
START_DELAY = 0.12    # seconds a piece rests at its start
PIECE = 28
END_WIDTH = 96        # the "from" and "to" labels of the strip


def switch(content: ft.Control, key: str, look: Look = PLAIN,
           transition=ft.AnimatedSwitcherTransition.SCALE, ms: int = 300) -> ft.Control:
    """Content that pops in when it changes (a new `key`); plain with reduced motion."""
    content.key = key
    if not look.motion:
        return content
    # the old content leaves at once: a new state never waits behind the last one's
    # exit (nor do a screen reader and a browser test meet two sets of choices)
    return ft.AnimatedSwitcher(content, duration=ms, reverse_duration=0,
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
    they came from to where they went. One per board; `strip` draws it as things
    stand, `start` (once the strip is on screen) sets the pieces moving.

    Every step is a redraw through `refresh` with the piece keyed as before and only
    its position changed: Flet sends just that, and Flutter animates it. A new action
    starts a new generation; the old one's steps are dropped (its end is drawn)."""

    def __init__(self, page, look: Look = PLAIN, refresh=None, alive=None):
        self.page = page
        self.look = look
        self.refresh = refresh
        self.alive = alive or (lambda: True)
        self.generation = 0
        self.hops: tuple = ()
        self.step = 0
        self.landed = True
        self.flying = None      # the generation whose task runs
        self.drawn = None       # (inputs, control) of the last strip

    def strip(self, hops: list, width: float, caption: str, key: str, *, on_click=None,
              label: str | None = None, identifier: str = "last-move", mark=None,
              bgcolor: str = MIST, serial=None) -> ft.Control:
        """`serial` tells one action from the next (two alike in a row still move)."""
        hops = tuple(hops)
        action = (hops, key, caption, serial)
        if action != getattr(self, "action", None):
            self.generation += 1
            self.hops, self.action = hops, action
            self.step = 0
            self.landed = not (self.look.motion and hops)
        inputs = (self.generation, self.step, self.landed, int(width), caption, label, bgcolor,
                  bool(on_click))
        if self.drawn is not None and self.drawn[0] == inputs:
            return self.drawn[1]
        ends = END_WIDTH if width >= 420 else 72
        lane_w = max(PIECE * 2, int(width) - 2 * ends - 24)
        hop = hops[self.step] if hops else None
        source = text(hop.source if hop else "", self.look, one_line=True)
        target = text(hop.target if hop else "", self.look, one_line=True, bold=True)
        lane = ft.Stack([self._piece(hop, lane_w)] if hop else [], width=lane_w,
                        height=self.look.size(PIECE) + 4)
        row = ft.Row([ft.Container(source, width=ends), lane,
                      ft.Container(target, width=ends)], spacing=4,
                     vertical_alignment=ft.CrossAxisAlignment.CENTER)
        head = ([mark] if mark is not None else []) + [
            text(caption, self.look, one_line=True, expand=True, bold=bool(on_click))]
        if on_click:
            head.append(ft.Icon(ft.Icons.CHEVRON_RIGHT, color=INK, size=self.look.size(20)))
        body = ft.Column([ft.Row(head, spacing=2), row], spacing=2, tight=True)
        control = ft.Semantics(label=label or caption, exclude_semantics=True, key=key,
                               identifier=identifier, container=True,
                               button=True if on_click else None,
                               content=box(body, bgcolor=bgcolor, padding=ft.Padding.symmetric(horizontal=6, vertical=3), radius=10,
                                           on_click=on_click))
        self.drawn = (inputs, control)
        return control

    def _piece(self, hop: Hop, lane_w: int) -> ft.Control:
        size = self.look.size(PIECE)
        face = hop.piece if (self.landed or not hop.was) else hop.was
        # keyed by its hop: the landed piece is the same piece moved (and, when a
        # Beach turns over, its picture switched), so Flutter animates the change
        pic = switch(picture(face, PIECE, look=self.look), f"face-{self.generation}-{self.step}-{face}",
                     self.look, transition=ft.AnimatedSwitcherTransition.ROTATION)
        parts = [pic]
        if hop.count > 1:
            parts.append(text(f"\u00d7{hop.count}", self.look, bold=True, colour=INK))
        return ft.Container(ft.Row(parts, spacing=2, tight=True),
                            left=lane_w - size - 30 if self.landed else 0, top=2,
                            animate_position=self.look.anim(HOP_MS, ft.AnimationCurve.EASE_IN_OUT),
                            key=f"piece-{self.generation}-{self.step}")

    def airtime(self) -> float:
        """Seconds until the pieces now drawn have all landed (0 when nothing moves)."""
        if self.landed and self.step + 1 >= len(self.hops):
            return 0.0
        left = len(self.hops) - self.step
        return left * (START_DELAY + HOP_MS / 1000 + HOP_GAP)

    def later(self, step):
        """Once the state now drawn has been on screen for a moment, `step()` and, if it
        returns True (its state is still the one on screen), a redraw: the second half
        of an implicit animation (drawn at its start, then at its end)."""
        if self.refresh is None:
            step()
            return

        async def run():
            await asyncio.sleep(START_DELAY)
            if self.alive() and step():
                self.refresh()
        self.page.run_task(run)

    def start(self):
        """Called when the strip has been drawn: its pieces set off (once)."""
        if not self.landed and self.refresh and self.flying != self.generation:
            self.flying = self.generation
            self.page.run_task(self._fly, self.generation)

    async def _fly(self, generation):
        while True:
            # the piece is on screen at its start (and the client has drawn the new
            # state before it is sent the next step)
            await asyncio.sleep(START_DELAY)
            if generation != self.generation or not self.alive():
                return                  # a new state: it shows this one's end
            self.landed = True
            self.refresh()
            await asyncio.sleep(HOP_MS / 1000 + HOP_GAP)
            if generation != self.generation or not self.alive() or \
                    self.step + 1 >= len(self.hops):
                return
            self.step += 1
            self.landed = False
            self.refresh()
