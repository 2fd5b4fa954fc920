"""The served app's front door (server mode, `python app.py`): which requests reach Flet.

Flet 1.0.5's own server accepts a WebSocket from any web page and answers every HTTP
request with `Access-Control-Allow-Origin: *`, so a page on another site (or a
DNS-rebinding name that points at 127.0.0.1) could open a session and play. `Guard`
wraps Flet's ASGI app and lets a request through only when

- its `Host` header is one of the app's own names with the app's port (loopback names,
  the bound address, and `allowed_hosts` from flet.toml), and
- its `Origin`, when the browser sends one, is one of those same origins; a WebSocket
  and any request that may change state (every method but GET, HEAD and OPTIONS) must
  carry one.

Anything else gets 403 before Flet sees it, so no session exists for it. Responses lose
any `Access-Control-Allow-*` header: nothing here is shared with other origins.

`LocalFiles` serves a few files from memory in place of Flet's (the web client with its
CDN address rewritten, ui/webclient.py). `listen` binds the listening sockets itself, with
SO_REUSEADDR, so a restart is not refused while closed connections linger in TIME_WAIT.

Plain ASGI and the standard library: nothing here imports Flet (tests/ui/test_server.py
drives it with hand-made ASGI messages).
"""
from __future__ import annotations

import errno
import hashlib
import ipaddress
import os
import socket
from collections.abc import Iterable

LOOPBACK = ("127.0.0.1", "localhost", "[::1]")
ALL_INTERFACES = ("", "0.0.0.0", "::", "*")
SAFE_METHODS = ("GET", "HEAD", "OPTIONS")


def normalize_name(name: str) -> str:
    """A host name or IP address as it appears in a `Host` header without the port:
    lower case, IPv6 in brackets. ValueError with a one-line reason for anything else."""
    if not isinstance(name, str):
        raise ValueError(f"a host name must be text, not {name!r}")
    text = name.strip().lower()
    bare = text[1:-1] if text.startswith("[") and text.endswith("]") else text
    try:
        address = ipaddress.ip_address(bare)
    except ValueError:
        address = None
    if address is not None:
        return f"[{address.compressed}]" if address.version == 6 else address.compressed
    labels = text.split(".")
    if (not text or len(text) > 253 or text != bare
            or not all(label and len(label) <= 63 and label.replace("-", "").isalnum()
                       and label.isascii() and not label.startswith("-")
                       for label in labels)):
        raise ValueError(f"{name!r} is not a host name or IP address")
    return text


def allowed_names(bind_host: str, allowed_hosts: Iterable[str] = ()) -> tuple[str, ...]:
    """Every name a browser may use to reach the app: the loopback names (this computer),
    the address it is bound to (unless that is every interface), and `allowed_hosts`."""
    names = list(LOOPBACK)
    if bind_host.strip() not in ALL_INTERFACES:
        names.append(normalize_name(bind_host))
    names.extend(normalize_name(n) for n in allowed_hosts)
    return tuple(dict.fromkeys(names))


def _header(scope: dict, name: bytes) -> list[str]:
    return [value.decode("latin-1") for key, value in scope.get("headers", ())
            if key.lower() == name]


class Guard:
    """ASGI middleware: refuse (403) requests whose Host or Origin is not the app's own."""

    def __init__(self, app, names: Iterable[str], port: int, scheme: str = "http"):
        self.app = app
        self.port = int(port)
        default = 443 if scheme == "https" else 80
        self.hosts = set()
        for name in names:
            name = normalize_name(name)
            self.hosts.add(f"{name}:{self.port}")
            if self.port == default:
                self.hosts.add(name)
        self.origins = {f"{scheme}://{host}" for host in self.hosts}

    def refusal(self, scope: dict) -> str | None:
        """Why this request is refused, or None when it may pass."""
        hosts = _header(scope, b"host")
        if len(hosts) != 1:
            return "no Host header" if not hosts else "several Host headers"
        if hosts[0].strip().lower() not in self.hosts:
            return f"Host {hosts[0]!r} is not this app"
        origins = _header(scope, b"origin")
        if len(origins) > 1:
            return "several Origin headers"
        if origins:
            if origins[0].strip().lower() not in self.origins:
                return f"Origin {origins[0]!r} is not this app"
        elif scope["type"] == "websocket":
            return "a WebSocket without Origin"
        elif scope.get("method", "GET").upper() not in SAFE_METHODS:
            return f"a {scope.get('method')} request without Origin"
        return None

    async def __call__(self, scope, receive, send):
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)  # lifespan
            return
        reason = self.refusal(scope)
        if reason is not None:
            await refuse(scope, receive, send, reason)
            return
        if scope["type"] == "websocket":
            await self.app(scope, receive, send)
            return

        async def send_without_cors(message):
            if message["type"] == "http.response.start":
                message = dict(message, headers=[
                    (k, v) for k, v in message.get("headers", ())
                    if not k.lower().startswith(b"access-control-allow-")])
            await send(message)

        await self.app(scope, receive, send_without_cors)


async def refuse(scope, receive, send, reason: str) -> None:
    """Answer 403 (HTTP: with a one-line reason); a WebSocket is never accepted."""
    if scope["type"] == "websocket":
        # Closing before accepting: the server answers the handshake with 403 itself.
        # (uvicorn's websocket.http.response path would carry the reason, but logs an
        # error for every refusal.)
        message = await receive()
        if message["type"] == "websocket.connect":
            await send({"type": "websocket.close", "code": 1008})
        return
    body = f"Forbidden: {reason}\n".encode("utf-8", "replace")
    headers = [(b"content-type", b"text/plain; charset=utf-8"),
               (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": 403, "headers": headers})
    await send({"type": "http.response.body",
                "body": b"" if scope.get("method") == "HEAD" else body})


class LocalFiles:
    """ASGI middleware: answer GET/HEAD for a few exact paths from memory.
    files: {"/main.dart.js": (bytes, content type)}; extra_headers go on every answer."""

    def __init__(self, app, files: dict[str, tuple[bytes, str]],
                 extra_headers: Iterable[tuple[str, str]] = ()):
        self.app = app
        self.files = {path: (data, ctype, '"' + hashlib.sha256(data).hexdigest()[:32] + '"')
                      for path, (data, ctype) in files.items()}
        self.extra = [(k.lower().encode(), v.encode()) for k, v in extra_headers]

    async def __call__(self, scope, receive, send):
        found = (self.files.get(scope.get("path", "")) if scope["type"] == "http"
                 and scope.get("method") in ("GET", "HEAD") else None)
        if found is None:
            await self.app(scope, receive, send)
            return
        data, ctype, etag = found
        headers = [(b"content-type", ctype.encode()), (b"etag", etag.encode()),
                   (b"cache-control", b"no-cache")] + self.extra
        if etag in ", ".join(_header(scope, b"if-none-match")):
            await send({"type": "http.response.start", "status": 304, "headers": headers})
            await send({"type": "http.response.body", "body": b""})
            return
        headers.append((b"content-length", str(len(data)).encode()))
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send({"type": "http.response.body",
                    "body": b"" if scope["method"] == "HEAD" else data})


class PortInUse(OSError):
    pass


class PageWatch:
    """ASGI middleware: how many of the app's pages are open (each holds one WebSocket), so
    the desktop build (ui/desktop.py) can stop once the player has closed the last one."""

    def __init__(self, app, clock=None):
        import time
        self.app = app
        self.clock = clock or time.monotonic
        self.open = 0
        self.seen = False
        self.changed = self.clock()

    async def __call__(self, scope, receive, send):
        if scope["type"] != "websocket":
            await self.app(scope, receive, send)
            return
        self.open += 1
        self.seen = True
        self.changed = self.clock()
        try:
            await self.app(scope, receive, send)
        finally:
            self.open -= 1
            self.changed = self.clock()

    def closed_for(self) -> float | None:
        """Seconds since the last page closed; None while a page is open or before the
        first one connected."""
        if self.open or not self.seen:
            return None
        return self.clock() - self.changed


def listen(host: str, port: int, backlog: int = 2048) -> list[socket.socket]:
    """Bound, listening sockets for host:port (one per address the host name has, e.g.
    127.0.0.1 and ::1 for "localhost"); port 0 picks a free port, the same on each.
    SO_REUSEADDR (POSIX): connections closed a moment ago (TIME_WAIT) do not block the
    port; a program listening on it does: PortInUse."""
    bind = None if host.strip() in ("", "*") else host
    infos = socket.getaddrinfo(bind, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    if bind is None:  # every interface: one IPv6 socket that takes IPv4 too, else IPv4
        infos = ([i for i in infos if i[0] == socket.AF_INET6][:1]
                 or [i for i in infos if i[0] == socket.AF_INET][:1])
    sockets: list[socket.socket] = []
    seen = set()
    try:
        for family, kind, proto, _, address in infos:
            if (family, address[0]) in seen:
                continue
            seen.add((family, address[0]))
            if sockets:  # port 0: the others take the first one's port
                address = (address[0], sockets[0].getsockname()[1], *address[2:])
            sock = socket.socket(family, kind, proto)
            try:
                if os.name == "posix":
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                if family == socket.AF_INET6 and bind is None:
                    sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
                sock.bind(address)
                sock.listen(backlog)
            except OSError as e:
                sock.close()
                if e.errno == errno.EADDRINUSE:
                    raise PortInUse(e.errno, f"{host}:{port} is already in use") from None
                if e.errno == errno.EADDRNOTAVAIL and len(infos) > 1:
                    continue  # e.g. ::1 on a machine without IPv6: the other address serves
                raise
            sock.setblocking(False)
            sockets.append(sock)
        if not sockets:
            raise OSError(errno.EADDRNOTAVAIL, f"cannot listen on {host}:{port}")
    except BaseException:
        for s in sockets:
            s.close()
        raise
    return sockets
