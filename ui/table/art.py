"""The games' pieces as our own pictures: one SVG per face and tile type in
assets/pieces/, each a white silhouette on a 48x48 grid that Flutter tints to the
colour it is drawn in. Every silhouette differs from the others by its outline (a
crab's claws, a shell's fan, a gull's wings), so a player who cannot tell the discs'
colours apart still tells the pieces apart."""
from __future__ import annotations

import os

import flet as ft

FOLDER = "pieces"   # under the app's assets folder (flet.toml [app] assets_dir)
ART = ("crab", "shell", "beach", "wave", "sandpiper", "isopod", "rock",      # Seaside
       "bucket", "seagull", "sandbank", "bonus", "bigwave",                  # Sandcastles
       "castle", "cloud", "shovel")                                          # tile draft


def path(name: str) -> str:
    """The picture's file, relative to the assets folder."""
    if name not in ART:
        raise KeyError(f"no picture named {name!r}")
    return f"{FOLDER}/{name}.svg"


def art(name: str, size: float, colour: str) -> ft.Image:
    """The picture `size` px square in `colour` (no semantics: its parent says what it is)."""
    return ft.Image(src=path(name), width=size, height=size, color=colour,
                    fit=ft.BoxFit.CONTAIN)


def file_of(name: str, assets: str) -> str:
    return os.path.join(assets, path(name))
