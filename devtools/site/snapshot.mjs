import { loadPyodide } from "@PYODIDE_URL@";
import fs from "fs";
const [, , runtime, out, target] = process.argv;
const py = await loadPyodide({indexURL: runtime, _makeSnapshot: true});
py.mountNodeFS("/site", out);
py.runPython(`
import os, sys, tarfile
# exactly where and how python-worker.js puts the app in the browser
with tarfile.open("/site/app.tar.gz") as t:
    t.extractall("/home/pyodide", filter="data")
os.chdir("/home/pyodide")
sys.path.insert(0, "/home/pyodide/__pypackages__.zip")
import app                                   # flet, the shell, the rules cores
from ui.shell.boards import boards
boards()                                     # every board the site has
import msgpack, flet.messaging.session, flet.messaging.protocol
import runpy, shutil, tarfile, traceback, urllib.parse  # the worker's own start
import pyodide.http
`);
const snapshot = py.makeMemorySnapshot();
fs.writeFileSync(target, snapshot);
// restore it as the page's worker does: a snapshot the page cannot start from fails the build
const create = (await import(new URL("pyodide.asm.mjs", "@PYODIDE_URL@").href)).default;
const again = await loadPyodide({indexURL: runtime, _loadSnapshot: snapshot,
                                 createPyodideModule: bbGrowForSnapshot(create, snapshot)});
if (!again.runPython("import sys; 'app' in sys.modules and 'ui.shell.boards' in sys.modules"))
  throw new Error("the restored snapshot has no app imported");
console.log("ok " + snapshot.length);
