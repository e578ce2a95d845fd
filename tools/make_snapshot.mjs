// Makes the Pyodide memory snapshot the page restores on later visits (see worker.js and
// docs/architecture.md, "Memory snapshot"). It does, under Node, what the page's plain
// start does - Pyodide from the site's trimmed standard library, micropip by path, our
// wheel through micropip, import pygame_rules.web_api and list the games - then writes
// the interpreter's whole memory to <out>.
//
//   node tools/make_snapshot.mjs <pyodide dir> <stdlib zip> <micropip wheel> <our wheel> <out>
//
// Pyodide's snapshot API is private (_makeSnapshot / makeMemorySnapshot / _loadSnapshot)
// and a snapshot fits only the exact Pyodide build that made it, so build.py makes it
// from the same files it ships and names it by their hashes. A snapshot may hold no
// reference to a JavaScript object: micropip holds some, so it leaves sys.modules, and
// loadedPackages is emptied (the page installs nothing after a restore). The filesystem
// is not in the snapshot, so every module of the wheel is imported here (each game's card
// and board data is read when its module is imported): a restored page needs none of the
// wheel's files. It still unpacks them once it is idle, for anything that reads one late.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [pyodideDir, stdlib, micropipWheel, wheel, out] = process.argv.slice(2);
if (!out) {
  console.error('usage: node tools/make_snapshot.mjs <pyodide dir> <stdlib zip> <micropip wheel> <our wheel> <out>');
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, 'pyodide.mjs')).href);
const pyodide = await loadPyodide({
  indexURL: path.resolve(pyodideDir) + path.sep,
  stdLibURL: path.resolve(stdlib),
  _makeSnapshot: true,
  stderr: (line) => process.stderr.write(line + '\n'),
});
await pyodide.loadPackage(path.resolve(micropipWheel), { checkIntegrity: false, messageCallback: () => {} });
const inFs = `/tmp/${path.basename(wheel)}`;
pyodide.FS.writeFile(inFs, fs.readFileSync(wheel));
await pyodide.runPythonAsync(`
import gc
import importlib
import os
import sys
import zipfile  # the page unpacks the wheel with it after a restore

import micropip
await micropip.install("emfs:${inFs}")
import pygame_rules.web_api
pygame_rules.web_api.games()


def import_all(package):  # (no pkgutil: the site's standard library has none)
    folder = package.__path__[0]
    for name in sorted(os.listdir(folder)):
        if name.endswith(".py") and name != "__init__.py":
            name = name[:-3]
        elif not os.path.isfile(os.path.join(folder, name, "__init__.py")):
            continue
        module = f"{package.__name__}.{name}"
        if module not in ("pygame_rules.cli", "pygame_rules.__main__"):  # never run in a page
            imported = importlib.import_module(module)
            if hasattr(imported, "__path__"):
                import_all(imported)


import_all(pygame_rules)
del micropip
for name in [m for m in sys.modules if m == "micropip" or m.startswith("micropip.")]:
    del sys.modules[name]
gc.collect()
`);
pyodide.FS.unlink(inFs);
for (const name of Object.keys(pyodide.loadedPackages)) delete pyodide.loadedPackages[name];
const snapshot = pyodide.makeMemorySnapshot();
fs.writeFileSync(out, snapshot);
console.log(`snapshot: ${(snapshot.length / 1048576).toFixed(1)} MiB`);
