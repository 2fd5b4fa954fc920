"""The real served app (python app.py, as the README starts it) answers only its own
pages: real connections with a foreign Origin, a foreign Host, or neither, are refused
with 403; its own WebSocket opens; no wildcard CORS; a restart on the same port at once
after connections were open is not refused. No browser needed (tests/e2e has those)."""
import base64
import os
import socket
import time
import urllib.request

import pytest

from devtools import browser as B


def handshake(port, host=None, origin=None, path="/ws"):
    """A WebSocket opening handshake over a plain socket, headers exactly as given.
    Returns (status code, the open socket)."""
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    lines = [f"GET {path} HTTP/1.1"]
    if host is not None:
        lines.append(f"Host: {host}")
    if origin is not None:
        lines.append(f"Origin: {origin}")
    lines += ["Upgrade: websocket", "Connection: Upgrade",
              "Sec-WebSocket-Key: " + base64.b64encode(os.urandom(16)).decode(),
              "Sec-WebSocket-Version: 13", "", ""]
    s.sendall("\r\n".join(lines).encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = s.recv(4096)
        if not chunk:
            break
        head += chunk
    return int(head.split(b" ")[1]), s


def status(port, host, origin=None, path="/", method="GET"):
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    head = [f"{method} {path} HTTP/1.1", f"Host: {host}", "Connection: close"]
    if origin:
        head.append(f"Origin: {origin}")
    s.sendall(("\r\n".join(head) + "\r\nContent-Length: 0\r\n\r\n").encode())
    data = b""
    while chunk := s.recv(65536):
        data += chunk
    s.close()
    top, _, _ = data.partition(b"\r\n\r\n")
    return int(top.split(b" ")[1]), top.decode("latin-1").lower()


@pytest.fixture(scope="module")
def app_port(tmp_path_factory):
    env = {"BEACHBAG_SAVES": str(tmp_path_factory.mktemp("saves"))}
    with B.serve(env=env) as url:
        yield int(url.rstrip("/").rsplit(":", 1)[1])


def test_own_websocket_opens(app_port):
    for name in ("127.0.0.1", "localhost"):
        code, s = handshake(app_port, f"{name}:{app_port}", f"http://{name}:{app_port}")
        s.close()
        assert code == 101, name


@pytest.mark.parametrize("host, origin", [
    ("{me}", "http://evil.example"),            # a page on another site
    ("evil.example:{port}", "http://evil.example:{port}"),  # DNS rebinding to 127.0.0.1
    ("{me}", None),                             # no Origin
    (None, None),                               # neither Host nor Origin
])
def test_foreign_websocket_refused(app_port, host, origin):
    fill = {"me": f"127.0.0.1:{app_port}", "port": app_port}
    code, s = handshake(app_port, host and host.format(**fill), origin and origin.format(**fill))
    s.close()
    assert code == 403


def test_http_answers_only_its_own_host_and_shares_nothing(app_port):
    code, head = status(app_port, f"127.0.0.1:{app_port}", path="/play/some-game")
    assert code == 200 and "access-control-allow-origin" not in head  # deep link served
    assert status(app_port, f"evil.example:{app_port}")[0] == 403
    assert status(app_port, f"127.0.0.1:{app_port}", origin="http://evil.example")[0] == 403
    assert status(app_port, f"127.0.0.1:{app_port}", method="PUT", path="/upload")[0] == 403
    # the client comes without its CDN address (ui/webclient.py)
    with urllib.request.urlopen(f"http://127.0.0.1:{app_port}/main.dart.js") as r:
        assert b"cdn.jsdelivr.net" not in r.read()


def test_restart_at_once_on_the_same_port(tmp_path):
    """Stop the app while a page is connected and start it again at once: not refused
    ("already in use") although the closed connections linger in TIME_WAIT."""
    port = B.free_port()
    env = {"BEACHBAG_SAVES": str(tmp_path)}
    with B.serve(env=env, port=port):
        code, page = handshake(port, f"127.0.0.1:{port}", f"http://127.0.0.1:{port}")
        assert code == 101
        keep_alive = socket.create_connection(("127.0.0.1", port))
        keep_alive.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        keep_alive.recv(65536)
    page.close()
    keep_alive.close()
    started = time.time()
    with B.serve(env=env, port=port) as url:
        assert status(port, f"127.0.0.1:{port}")[0] == 200, url
    assert time.time() - started < 30


def test_names_listed_for_the_local_network_are_accepted(tmp_path):
    """flet.toml's allowed_hosts (here through its environment override): a tablet that
    opens the app by a listed name plays; an unlisted name is still refused."""
    env = {"BEACHBAG_SAVES": str(tmp_path), "BEACHBAG_ALLOWED_HOSTS": "beach.test, 10.0.0.7"}
    with B.serve(env=env) as url:
        port = int(url.rstrip("/").rsplit(":", 1)[1])
        for name in ("beach.test", "10.0.0.7"):
            code, s = handshake(port, f"{name}:{port}", f"http://{name}:{port}")
            s.close()
            assert code == 101, name
            assert status(port, f"{name}:{port}", path="/play/x")[0] == 200
        code, s = handshake(port, f"other.test:{port}", f"http://other.test:{port}")
        s.close()
        assert code == 403


def test_bad_network_settings_stop_the_start_with_one_line(capsys):
    import app
    base = dict(app.CONFIG["app"], port=0)
    for allowed, words in (("192.168.1.20", "must be a list"),
                           (["http://192.168.1.20"], "is not a host name")):
        assert app.serve(app.main, dict(base, allowed_hosts=allowed)) == 1
        err = capsys.readouterr().err
        assert words in err and err.count("\n") == 1, err


def test_a_port_someone_listens_on_is_refused_with_one_line(capsys):
    import app
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert app.serve(app.main, dict(app.CONFIG["app"], port=port)) == 1
    err = capsys.readouterr().err
    assert f"127.0.0.1:{port} is already in use" in err and err.count("\n") == 1
