"""ui/server.py without a server: the Guard decides from hand-made ASGI scopes which
requests reach Flet, strips CORS headers; LocalFiles answers from memory; listen() binds
with SO_REUSEADDR. And ui/webclient.py rewrites the client's one CDN address."""
import asyncio
import errno
import os
import socket

import pytest

from ui import server, webclient

PORT = 8550
NAMES = server.allowed_names("127.0.0.1")


class Recorder:
    """The inner app: records that it was reached and answers like Flet does."""

    def __init__(self):
        self.reached = []

    async def __call__(self, scope, receive, send):
        self.reached.append(scope["type"])
        if scope["type"] == "websocket":
            await receive()
            await send({"type": "websocket.accept"})
            return
        await send({"type": "http.response.start", "status": 200, "headers": [
            (b"content-type", b"text/html"), (b"access-control-allow-origin", b"*"),
            (b"cross-origin-opener-policy", b"same-origin")]})
        await send({"type": "http.response.body", "body": b"<html>"})


def call(app, kind="websocket", host="127.0.0.1:8550", origin=None, method="GET",
         path="/ws", extra=()):
    headers = list(extra)
    if host is not None:
        headers.append((b"host", host.encode()))
    if origin is not None:
        headers.append((b"origin", origin.encode()))
    scope = {"type": kind, "path": path, "headers": headers}
    if kind == "http":
        scope["method"] = method
    sent = []
    inbox = [{"type": "websocket.connect"} if kind == "websocket"
             else {"type": "http.request", "body": b""}]

    async def receive():
        return inbox.pop(0) if inbox else {"type": "http.disconnect"}

    async def send(message):
        sent.append(message)

    asyncio.run(app(scope, receive, send))
    return sent


def guarded(names=NAMES, port=PORT):
    inner = Recorder()
    return server.Guard(inner, names, port), inner


def refused(sent, kind="websocket"):
    if kind == "websocket":
        return sent == [{"type": "websocket.close", "code": 1008}]
    return sent[0]["status"] == 403


def test_own_page_websocket_passes_with_either_loopback_name():
    for host in ("127.0.0.1:8550", "localhost:8550", "LOCALHOST:8550", "[::1]:8550"):
        app, inner = guarded()
        sent = call(app, host=host, origin=f"http://{host.lower()}")
        assert sent == [{"type": "websocket.accept"}] and inner.reached == ["websocket"]
    # the page opened as localhost may talk to the socket at 127.0.0.1: same app
    app, inner = guarded()
    assert call(app, host="127.0.0.1:8550", origin="http://localhost:8550")[0]["type"] \
        == "websocket.accept"


@pytest.mark.parametrize("host, origin, why", [
    ("127.0.0.1:8550", "http://evil.example", "a foreign page"),
    ("127.0.0.1:8550", "null", "a sandboxed or file page"),
    ("127.0.0.1:8550", "https://127.0.0.1:8550", "another scheme"),
    ("127.0.0.1:8550", "http://127.0.0.1:8551", "another port"),
    ("evil.example:8550", "http://evil.example:8550", "DNS rebinding: foreign Host"),
    ("127.0.0.1:8551", "http://127.0.0.1:8551", "Host with another port"),
    ("127.0.0.1", "http://127.0.0.1", "Host without port"),
    ("127.0.0.1:8550", None, "no Origin"),
    (None, None, "neither Host nor Origin"),
    (None, "http://127.0.0.1:8550", "no Host"),
])
def test_websocket_refused_before_flet_sees_it(host, origin, why):
    app, inner = guarded()
    assert refused(call(app, host=host, origin=origin)), why
    assert inner.reached == [], why


def test_two_host_or_origin_headers_are_refused():
    app, inner = guarded()
    sent = call(app, origin="http://127.0.0.1:8550", extra=[(b"host", b"evil:8550")])
    assert refused(sent) and inner.reached == []
    sent = call(app, origin="http://127.0.0.1:8550",
                extra=[(b"origin", b"http://evil.example")])
    assert refused(sent) and inner.reached == []


def test_http_get_needs_own_host_and_no_foreign_origin():
    app, inner = guarded()
    sent = call(app, "http", path="/play/abc")  # a deep link typed in the address bar
    assert sent[0]["status"] == 200 and inner.reached == ["http"]
    for host, origin in (("evil.example:8550", None), (None, None),
                         ("127.0.0.1:8550", "http://evil.example")):
        app, inner = guarded()
        sent = call(app, "http", host=host, origin=origin, path="/")
        assert sent[0]["status"] == 403 and inner.reached == []
        assert sent[1]["body"].startswith(b"Forbidden: ")


def test_state_changing_http_needs_own_origin():
    for method in ("POST", "PUT", "DELETE", "PATCH"):
        app, inner = guarded()
        assert call(app, "http", method=method, path="/upload")[0]["status"] == 403
        app, inner = guarded()
        sent = call(app, "http", method=method, path="/upload", origin="http://127.0.0.1:8550")
        assert sent[0]["status"] == 200 and inner.reached == ["http"]


def test_no_cors_header_leaves_the_app():
    app, _ = guarded()
    start = call(app, "http", path="/")[0]
    names = [k for k, _ in start["headers"]]
    assert b"access-control-allow-origin" not in names
    assert b"cross-origin-opener-policy" in names  # the other headers are kept


def test_local_network_names_from_flet_toml():
    names = server.allowed_names("0.0.0.0", ["192.168.1.20", "Laptop.local", "fe80::1"])
    assert "0.0.0.0" not in names and "[::]" not in names
    for host in ("192.168.1.20:8550", "laptop.local:8550", "[fe80::1]:8550", "127.0.0.1:8550"):
        app, inner = guarded(names)
        assert call(app, host=host, origin=f"http://{host}")[0]["type"] == "websocket.accept"
    app, inner = guarded(names)  # a name not listed is still refused
    assert refused(call(app, host="192.168.1.21:8550", origin="http://192.168.1.21:8550"))
    # bound to one address: that address is allowed without listing it
    assert "192.168.1.20" in server.allowed_names("192.168.1.20")


def test_bad_allowed_host_entries_get_a_reason():
    for bad in ("http://x", "a b", "", "x:80", "-x", "a..b", 5, "ex\u00e4mple"):
        with pytest.raises(ValueError):
            server.allowed_names("127.0.0.1", [bad])
    assert server.normalize_name("[::1]") == server.normalize_name("::1") == "[::1]"


def test_port_80_host_may_omit_the_port():
    app, _ = guarded(port=80)
    assert call(app, host="localhost", origin="http://localhost")[0]["type"] == "websocket.accept"


def test_lifespan_passes_through():
    seen = []

    async def inner(scope, receive, send):
        seen.append(scope["type"])

    asyncio.run(server.Guard(inner, NAMES, PORT)({"type": "lifespan"}, None, None))
    assert seen == ["lifespan"]


def test_local_files_answer_from_memory_with_etag():
    inner = Recorder()
    app = server.LocalFiles(inner, {"/main.dart.wasm": (b"\0asm", "application/wasm")},
                            [("Cross-Origin-Embedder-Policy", "require-corp")])
    sent = call(app, "http", path="/main.dart.wasm")
    headers = dict(sent[0]["headers"])
    assert sent[0]["status"] == 200 and sent[1]["body"] == b"\0asm" and inner.reached == []
    assert headers[b"content-type"] == b"application/wasm"
    assert headers[b"cross-origin-embedder-policy"] == b"require-corp"
    again = call(app, "http", path="/main.dart.wasm", extra=[(b"if-none-match", headers[b"etag"])])
    assert again[0]["status"] == 304
    call(app, "http", path="/index.html")
    assert inner.reached == ["http"]


def test_listen_is_not_refused_by_closed_connections():
    """A server that closed its connections first leaves them in TIME_WAIT: a new server
    on the same port must still start (without SO_REUSEADDR bind() fails for ~60 s)."""
    first = server.listen("127.0.0.1", 0)
    port = first[0].getsockname()[1]
    first[0].setblocking(True)
    client = socket.create_connection(("127.0.0.1", port))
    conn, _ = first[0].accept()
    conn.close()  # the server side closes first: its end waits in TIME_WAIT
    client.recv(1)
    client.close()
    first[0].close()
    with socket.socket() as plain:  # the old probe: refused
        with pytest.raises(OSError) as e:
            plain.bind(("127.0.0.1", port))
        assert e.value.errno == errno.EADDRINUSE
    again = server.listen("127.0.0.1", port)
    assert again[0].getsockname()[1] == port
    # ...while a server that is listening still keeps a second one out
    with pytest.raises(server.PortInUse):
        server.listen("127.0.0.1", port)
    again[0].close()


def test_listen_localhost_serves_both_loopbacks_on_one_port():
    socks = server.listen("localhost", 0)
    try:
        ports = {s.getsockname()[1] for s in socks}
        assert len(ports) == 1 and len(socks) >= 1
        assert {s.family for s in socks} <= {socket.AF_INET, socket.AF_INET6}
    finally:
        for s in socks:
            s.close()


def test_client_loses_its_cdn_address_and_keeps_its_size():
    import flet_web
    web = os.path.join(os.path.dirname(flet_web.__file__), "web")
    files = webclient.patched_files(web)
    assert set(files) == {"/main.dart.js", "/main.dart.wasm"}
    for name, (data, _) in files.items():
        assert b"cdn.jsdelivr" not in data and b"/no-cdn/rive/" in data
        assert len(data) == os.path.getsize(os.path.join(web, name.lstrip("/")))
    # the module is still a valid WebAssembly binary header; the address resolves locally
    assert files["/main.dart.wasm"][0][:4] == b"\0asm"
    from urllib.parse import urljoin
    addr = webclient.local_address(66).decode()
    assert urljoin("http://127.0.0.1:8550/", addr + "wasm/rive_native.js") \
        == "http://127.0.0.1:8550/no-cdn/rive/wasm/rive_native.js"
    assert len(webclient.local_address(67)) == 67
    with pytest.raises(ValueError):
        webclient.without_cdn(b"no address here")
