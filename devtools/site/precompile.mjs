import { loadPyodide } from "@PYODIDE_URL@";
const [, , runtime, folder] = process.argv;
const py = await loadPyodide({indexURL: runtime});
py.mountNodeFS("/app", folder);
const out = py.runPython(`
import compileall, py_compile, sys
ok = compileall.compile_dir("/app", quiet=1, workers=1,
    invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
f"{int(bool(ok))} {sys.implementation.cache_tag}"
`);
console.log(out);
