"""Which games have a touch board in this version."""
from __future__ import annotations


def boards():
    """Game id -> board class, for the games whose touch board exists."""
    from ui.sandcastles_2015.board import SandcastlesBoard
    from ui.sandcastles_draft.board import SandcastlesDraftBoard
    from ui.seaside.board import SeasideBoard
    return {"seaside": SeasideBoard, "sandcastles_2015": SandcastlesBoard,
            "sandcastles_draft": SandcastlesDraftBoard}
