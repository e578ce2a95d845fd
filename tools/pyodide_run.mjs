// Runs one Python script inside Pyodide under Node, for build steps that must see the
// Python of the browser (3.14) rather than the host's.
//
//   node tools/pyodide_run.mjs [--stdlib <zip>] <pyodide package dir> <script.py> [args...]
//
// --stdlib boots from that standard library zip instead of the package's full one (the
// test of the site's trimmed library does).
// The host's root is mounted at /host, so the script reaches any host path as
// "/host" + path; sys.argv is [script, ...args]; the script's folder is on sys.path. Top-level await is allowed. Exit code 1
// and the Python traceback on stderr if the script raises.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const argv = process.argv.slice(2);
const stdlib = argv[0] === "--stdlib" ? path.resolve(argv.splice(0, 2)[1]) : undefined;
const [pyodideDir, script, ...args] = argv;
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: path.resolve(pyodideDir) + path.sep,
  ...(stdlib ? { stdLibURL: stdlib } : {}),
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
pyodide.mountNodeFS("/host", "/");
const sys = pyodide.pyimport("sys");
sys.argv = pyodide.toPy([script, ...args]);
sys.path.insert(0, "/host" + path.dirname(path.resolve(script)));  // the script's own folder
try {
  await pyodide.runPythonAsync(fs.readFileSync(script, "utf8"), { filename: script });
} catch (error) {
  process.stderr.write(String(error && error.message || error) + "\n");
  process.exit(1);
}
