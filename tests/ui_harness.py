"""Drive the Flet app in-process, without a browser or Flutter client.

The only module that touches Flet's internal messaging names (see
../shared/PLATFORM.md): a Session over a Connection that msgpack-encodes every
message as the real transport would, so diffs are computed exactly as in
production, and crashes reported to the client fail the test instead.
"""
from __future__ import annotations

import asyncio
import dataclasses
from concurrent.futures import ThreadPoolExecutor

import flet as ft
import msgpack
from flet.controls.base_control import BaseControl
from flet.controls.context import _context_page
from flet.controls.dialog_control import DialogControl
from flet.messaging.connection import Connection
from flet.messaging.protocol import MessageAction, configure_encode_object_for_msgpack
from flet.messaging.session import Session
from flet.pubsub.pubsub_hub import PubSubHub


class RecordingConnection(Connection):
    def __init__(self, loop):
        super().__init__()
        self.loop = loop
        self.executor = ThreadPoolExecutor(max_workers=2)
        self.pubsubhub = PubSubHub(loop=loop, executor=self.executor)
        self.encode = configure_encode_object_for_msgpack(BaseControl)
        self.crashes: list = []
        self.sent_bytes: list = []  # size of every message, for patch-size checks
        self.page_name = "test"
        self.page_url = "http://127.0.0.1/"

    def send_message(self, message):
        self.sent_bytes.append(len(msgpack.packb([message.action, message.body], default=self.encode)))
        if message.action == MessageAction.SESSION_CRASHED:
            self.crashes.append(getattr(message.body, "message", message.body))


def walk(control, parked: bool = False):
    """Every control below `control` that a player can see and reach, depth first
    (dataclass fields and lists). A Semantics with exclude_semantics ends the walk:
    the shell parks screens left off screen under one (ui/shell/app.py). With
    parked=True the walk goes on below it: everything the client holds."""
    seen = set()
    stack = [control]
    while stack:
        c = stack.pop()
        if id(c) in seen:
            continue
        seen.add(id(c))
        if isinstance(c, DialogControl) and not c.open and not parked:
            continue  # closed; stays in page._dialogs until the client says it is gone
        yield c
        if isinstance(c, ft.Semantics) and c.exclude_semantics and not parked:
            continue
        if not dataclasses.is_dataclass(c):
            continue
        for f in dataclasses.fields(c):
            if f.name.startswith("_") and f.name not in ("_dialogs", "_overlay", "_services"):
                continue
            try:
                v = getattr(c, f.name)
            except Exception:
                continue
            if isinstance(v, BaseControl):
                stack.append(v)
            elif isinstance(v, (list, tuple)):
                stack.extend(x for x in reversed(v) if isinstance(x, BaseControl))
            elif dataclasses.is_dataclass(v) and not isinstance(v, type):
                # e.g. page._dialogs (a Dialogs holder) keeps shown dialogs
                stack.append(v)


class Harness:
    def __init__(self, width=360, height=640):
        self.width, self.height = width, height

    async def start(self, main):
        loop = asyncio.get_running_loop()
        self.conn = RecordingConnection(loop)
        self.session = Session(self.conn)
        self.page = self.session.page
        _context_page.set(self.page)
        self.page.width, self.page.height = self.width, self.height
        # The client connecting: encoding the first patch records the state that
        # every later diff is computed from.
        msgpack.packb(self.session.get_page_patch(), default=self.conn.encode)
        result = main(self.page)
        if asyncio.iscoroutine(result):
            await result
        await self.settle()
        return self

    async def settle(self, rounds: int = 5):
        for _ in range(rounds):
            await asyncio.sleep(0.01)
        assert not self.conn.crashes, self.conn.crashes

    def controls(self):
        return list(walk(self.page))

    def all_controls(self):
        """Also the screens parked off screen: everything the client holds."""
        return list(walk(self.page, parked=True))

    def find(self, identifier):
        for c in self.controls():
            if isinstance(c, ft.Semantics) and c.identifier == identifier:
                return c
        return None

    def ids(self):
        return [c.identifier for c in self.controls() if isinstance(c, ft.Semantics) and c.identifier]

    def texts(self) -> str:
        out = []
        for c in self.controls():
            if isinstance(c, ft.Text) and isinstance(c.value, str):
                out.append(c.value)
            elif isinstance(c, ft.Button) and isinstance(getattr(c, "content", None), str):
                out.append(c.content)
        return "\n".join(out)

    async def tap(self, identifier, rounds: int = 5):
        sem = self.find(identifier)
        assert sem is not None, f"no control {identifier!r} on screen; ids: {self.ids()}"
        target = sem.content
        assert not getattr(target, "disabled", False), f"{identifier} is disabled"
        await self.session.dispatch_event(target._i, "click", None)
        await self.settle(rounds)

    async def type_text(self, identifier, value):
        sem = self.find(identifier)
        field = sem.content
        # as the client does: the typed value arrives as a patch, then the event
        self.session.apply_patch(field._i, {"value": value})
        await self.session.dispatch_event(field._i, "change", value)
        await self.settle()


def run(coro):
    return asyncio.run(coro)
