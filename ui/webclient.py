"""Flet's web client without its one CDN address.

Flet 1.0.5's Flutter client (flet_web/web/main.dart.js, and main.dart.wasm for the
WebAssembly build) loads Rive's runtime at start from
https://cdn.jsdelivr.net/npm/@rive-app/flutter-native-wasm@<version>/wasm/rive_native.js,
even though Beach Bag shows no Rive animation. The runtime is not on PyPI or Debian, so
it cannot ship here; instead the address is rewritten to a path of the app's own site
(RIVE_PATH, or no-cdn/rive_/ when the lengths differ by an odd number). Nothing is served there: the browser gets a 404 from the app itself, the
client's wait for the script simply never ends (exactly what happens offline), and no
request leaves the machine.

The new address has the same length as the old one ("./" segments, which URL resolution
drops, make up the difference), so main.dart.wasm stays a valid module without
re-encoding it. Used by app.py (served from memory, ui/server.py LocalFiles) and by
scripts/build-web (the static site's copy). Standard library only.
"""
from __future__ import annotations

import os
import re

CDN = re.compile(rb"https://cdn\.jsdelivr\.net/npm/@rive-app/[A-Za-z0-9._-]+@[0-9A-Za-z.+-]+/")
RIVE_PATH = "no-cdn/rive/"  # relative to the page's base: /no-cdn/rive/wasm/rive_native.js
CLIENT_FILES = {"main.dart.js": "text/javascript; charset=utf-8",
                "main.dart.wasm": "application/wasm"}


def local_address(length: int) -> bytes:
    """A relative address of exactly `length` bytes that resolves to RIVE_PATH."""
    tail = RIVE_PATH.encode()
    if (length - len(tail)) % 2:  # "./" pads by two: an odd gap takes one more letter
        tail = tail[:-1] + b"_/"
    pad = length - len(tail)
    if pad < 0:
        raise ValueError(f"no local address fits in {length} bytes")
    return b"./" * (pad // 2) + tail


def without_cdn(data: bytes, name: str = "client") -> bytes:
    """The client with every Rive CDN address replaced by a same-length local one.
    ValueError when there is none (a Flet upgrade moved it: look again)."""
    found = CDN.findall(data)
    if not found:
        raise ValueError(f"{name}: no Rive CDN address found to rewrite")
    out = CDN.sub(lambda m: local_address(len(m.group(0))), data)
    assert len(out) == len(data)
    return out


def patched_files(web_dir: str) -> dict[str, tuple[bytes, str]]:
    """{"/main.dart.js": (bytes, content type), ...} for every client file in web_dir."""
    files = {}
    for name, ctype in CLIENT_FILES.items():
        path = os.path.join(web_dir, name)
        if os.path.isfile(path):
            with open(path, "rb") as f:
                files["/" + name] = (without_cdn(f.read(), name), ctype)
    return files


def patch_folder(folder: str) -> list[str]:
    """Rewrite the client files of a built site in place (scripts/build-web); returns the
    names rewritten."""
    done = []
    for name in CLIENT_FILES:
        path = os.path.join(folder, name)
        if os.path.isfile(path):
            with open(path, "rb") as f:
                data = without_cdn(f.read(), name)
            with open(path, "wb") as f:
                f.write(data)
            done.append(name)
    return done
