"""Drive the Flet app in-process, without a browser or Flutter client (the tests'
harness, tests/support/ui_harness.py, and scripts/tap_controls.py).

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
from flet.controls.value_types import _UNSET, Prop
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


_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}


def _child_fields(cls: type) -> tuple[str, ...]:
    """The dataclass fields of `cls` a walk looks into (none for a class that is not a
    dataclass): the public ones and the page's holders of dialogs, overlay and services.
    Found once per class; the walk runs on every frame of every test game."""
    names = _CHILD_FIELDS.get(cls)
    if names is None:
        names = tuple(f.name for f in dataclasses.fields(cls)
                      if not f.name.startswith("_")
                      or f.name in ("_dialogs", "_overlay", "_services")) \
            if dataclasses.is_dataclass(cls) else ()
        _CHILD_FIELDS[cls] = names
    return names


_DATACLASS: dict[type, bool] = {}


def _is_dataclass_instance(v) -> bool:
    """dataclasses.is_dataclass(v) and v is not a class, decided once per type."""
    cls = type(v)
    known = _DATACLASS.get(cls)
    if known is None:
        known = _DATACLASS[cls] = dataclasses.is_dataclass(cls) and not issubclass(cls, type)
    return known


# What a value found in a field is to the walk, by its type: a control, a list or tuple
# (whose controls are walked), another dataclass (walked, e.g. page._dialogs), or nothing.
_CONTROL, _SEQUENCE, _OTHER, _NOTHING = 1, 2, 3, 0
_KIND: dict[type, int] = {}


def _kind(v) -> int:
    cls = type(v)
    kind = _KIND.get(cls)
    if kind is None:
        kind = _KIND[cls] = (_CONTROL if issubclass(cls, BaseControl) else
                             _SEQUENCE if issubclass(cls, (list, tuple)) else
                             _OTHER if _is_dataclass_instance(v) else _NOTHING)
    return kind


_PLAN: dict[type, tuple] = {}


def _plan(cls: type) -> tuple:
    """How to read `cls`'s child fields fast, found once per class: Flet keeps a
    public field's value in the instance's `_values` dict only when it differs from
    the field's default (flet.controls.value_types.Prop), so the walk reads that dict
    (a few entries) instead of every field (dozens, each through a descriptor).
    Returns (names, index of each Prop field, (index, default) of the Prop fields whose
    default is itself walked, (index, name) of the other fields, read by getattr)."""
    plan = _PLAN.get(cls)
    if plan is None:
        names = _child_fields(cls)
        defaults = getattr(cls, "_prop_defaults", None)
        props, walked_defaults, others = {}, [], []
        for i, name in enumerate(names):
            raw = next((vars(k)[name] for k in cls.__mro__ if name in vars(k)), None)
            if isinstance(defaults, dict) and name in defaults and isinstance(raw, Prop):
                props[name] = i
                d = defaults[name]
                if d is not _UNSET and _kind(d) != _NOTHING:
                    walked_defaults.append((i, name, d))
            else:
                others.append((i, name))
        plan = _PLAN[cls] = (names, props, tuple(walked_defaults), tuple(others))
    return plan


def _children(c) -> list:
    """The values of `c`'s child fields that the walk looks into, in field order."""
    names, props, walked_defaults, others = _plan(type(c))
    found = []
    if props:
        values = c.__dict__.get("_values")
        if values is None:          # not the sparse kind after all: read every field
            props, others = {}, tuple(enumerate(names))
        else:
            for name, v in values.items():
                i = props.get(name)
                if i is not None and _KIND.get(type(v), -1) != _NOTHING and _kind(v):
                    found.append((i, v))
            for i, name, d in walked_defaults:
                if name not in values:
                    found.append((i, d))
    for i, name in others:
        try:
            v = getattr(c, name)
        except Exception:
            continue
        if _KIND.get(type(v), -1) != _NOTHING and _kind(v):
            found.append((i, v))
    if len(found) > 1:
        found.sort(key=lambda pair: pair[0])
    return found


def walk(control, parked: bool = False):
    """Every control below `control` that a player can see and reach, depth first
    (dataclass fields and lists); an invisible control and what it holds are skipped. A Semantics with exclude_semantics ends the walk:
    the shell parks screens left off screen under one (ui/shell/app.py). With
    parked=True the walk goes on below it: everything the client holds."""
    seen = set()
    stack = [control]
    while stack:
        c = stack.pop()
        if id(c) in seen:
            continue
        seen.add(id(c))
        if getattr(c, "visible", True) is False and not parked:
            continue  # not drawn, not reachable
        if isinstance(c, DialogControl) and not c.open and not parked:
            continue  # closed; stays in page._dialogs until the client says it is gone
        yield c
        if isinstance(c, ft.Semantics) and c.exclude_semantics and not parked:
            continue
        for _i, v in _children(c):
            kind = _KIND[type(v)]
            if kind == _CONTROL:
                stack.append(v)
            elif kind == _SEQUENCE:
                stack.extend(x for x in reversed(v) if isinstance(x, BaseControl))
            else:
                # e.g. page._dialogs (a Dialogs holder) keeps shown dialogs
                stack.append(v)


def background_of(control, page_bg: str) -> str:
    """The colour a control is drawn on: its nearest ancestor's bgcolor, else the page's."""
    c = control.parent
    while c is not None:
        bg = getattr(c, "bgcolor", None)
        if isinstance(bg, str) and bg.startswith("#"):
            return bg
        c = c.parent
    return page_bg


def layout_faults(control) -> list[str]:
    """Layouts Flutter refuses, found in the control tree: in a release build each one
    draws as a grey box (the error widget) that only a browser shows. A wrapping Row or
    Column is Flutter's Wrap, which gives no child a share of free space, so a child
    with expand set is an error there."""
    faults = []
    for c in walk(control, parked=True):
        if isinstance(c, (ft.Row, ft.Column)) and c.wrap:
            for child in c.controls:
                if getattr(child, "expand", None):
                    faults.append(f"{type(child).__name__} with expand={child.expand!r} inside a "
                                  f"wrapping {type(c).__name__}: "
                                  f"{getattr(child, 'value', None) or getattr(child, 'identifier', '')!r}")
    return faults


async def drain():
    """Let the event loop run everything that is ready (the app's tasks, the updates
    they send) until nothing is: what a tap set going has happened, without waiting for
    a timer (a fixed sleep of 10 ms a round was most of an in-process game's time)."""
    loop = asyncio.get_running_loop()
    for _ in range(10_000):
        await asyncio.sleep(0)
        if not getattr(loop, "_ready", None):
            return


class Harness:
    def __init__(self, width=360, height=640):
        self.width, self.height = width, height
        # What the client holds changes only by a message: the controls on screen are
        # walked once per message sent (not once per question asked of them), and the
        # layout check runs once for each state of the page the client was sent.
        self._walked = (None, [])
        self._checked = None

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
            await drain()
            # work the app runs off the event loop (opening a save, checking saves)
            pending = [asyncio.wrap_future(f) for f in getattr(self.page.data, "pending", ())]
            if pending:
                await asyncio.wait(pending, timeout=60)
        assert not self.conn.crashes, self.conn.crashes
        sent = len(self.conn.sent_bytes)
        if sent != self._checked:
            faults = layout_faults(self.page)
            assert not faults, faults
            self._checked = sent

    def controls(self):
        """The controls on screen, as last sent to the client."""
        sent = len(self.conn.sent_bytes)
        if self._walked[0] != sent:
            self._walked = (sent, list(walk(self.page)))
        return list(self._walked[1])

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

    async def reconnect(self):
        """The browser reloading the page: Flet's client takes up the same session
        again and the page gets its "connect" event."""
        await self.session.dispatch_event(self.page._i, "connect", None)
        await self.settle()

    async def type_text(self, identifier, value):
        sem = self.find(identifier)
        field = sem.content
        # as the client does: the typed value arrives as a patch, then the event
        self.session.apply_patch(field._i, {"value": value})
        await self.session.dispatch_event(field._i, "change", value)
        await self.settle()


def run(coro):
    return asyncio.run(coro)
