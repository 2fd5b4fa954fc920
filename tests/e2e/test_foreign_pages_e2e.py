"""Issue 10, section 1, in a real browser: a web page from another origin cannot open the
app's WebSocket or read its answers, and a DNS-rebinding name that resolves to 127.0.0.1
gets 403; the app's own page, by either loopback name, still plays."""
import contextlib
import functools
import http.server
import threading

from devtools import browser as B

ATTACK = """<!doctype html><title>another site</title><script>
window.attack = async (port) => {
  const ws = await new Promise((done) => {
    const s = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    s.onopen = () => { s.close(); done("open"); };
    s.onerror = () => done("refused");
    setTimeout(() => done("timeout"), 10000);
  });
  let read;
  try {
    const r = await fetch(`http://127.0.0.1:${port}/`);
    read = "read " + r.status;
  } catch (e) { read = "blocked"; }
  return {ws, read};
};
</script>"""


@contextlib.contextmanager
def another_site(folder):
    (folder / "index.html").write_text(ATTACK)
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(folder))
    handler.log_message = lambda *a: None
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_other_sites_cannot_drive_the_app(tmp_path):
    problem = B.missing()
    assert problem is None, problem
    saves = tmp_path / "saves"
    site = tmp_path / "site"
    site.mkdir()
    with B.serve(env={"BEACHBAG_SAVES": str(saves)}) as url, another_site(site) as evil_url, \
            B.chromium(["--host-resolver-rules=MAP rebind.test 127.0.0.1"]) as chrome:
        port = int(url.rstrip("/").rsplit(":", 1)[1])
        context = chrome.new_context(viewport=B.PHONE)
        page = context.new_page()
        page.goto(evil_url)
        assert page.evaluate(f"attack({port})") == {"ws": "refused", "read": "blocked"}

        # DNS rebinding: a name the attacker controls now points at this machine
        answer = page.goto(f"http://rebind.test:{port}/")
        assert answer.status == 403 and "Forbidden" in page.content()
        assert B.left_the_machine() == [f"http://rebind.test:{port}/"]  # mapped to 127.0.0.1

        for name in ("127.0.0.1", "localhost"):  # the app's own page plays
            own = B.open_app(chrome, url.replace("127.0.0.1", name), B.PHONE)
            B.wait_id(own, "new-seaside", timeout=60)
            B.tap(own, "new-seaside")
            B.tap(own, "players-1")
            B.tap(own, "start-game")
            if name == "127.0.0.1":  # a first Seaside game on this device opens on How to play
                B.wait_id(own, "howto-done", timeout=30)
                B.tap(own, "howto-done")
            B.wait_id(own, "status", timeout=30)
            own.context.close()
        context.close()
