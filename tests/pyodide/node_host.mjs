// Hosts one Pyodide under Node for tests/pyodide/test_pyodide_node.py.
//
//   node node_host.mjs <pyodide package dir> <repo dir> <site dir>
//
// Mounts <repo dir> at /repo and <site dir> (pure-Python test tools) at /site, then reads
// one JSON request per line on stdin, {"id": n, "code": "<python>"}, runs the code with
// runPythonAsync and answers one JSON line on stdout: {"id", "ok", "result" | "error"}.
// Python's own output goes to stderr so that stdout carries only answers.
import path from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";

const [pyodideDir, repoDir, siteDir] = process.argv.slice(2);
const send = (message) => process.stdout.write(JSON.stringify(message) + "\n");

const started = Date.now();
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: pyodideDir + path.sep,
  stdout: (line) => process.stderr.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
pyodide.mountNodeFS("/repo", repoDir);
pyodide.mountNodeFS("/site", siteDir);
send({
  id: 0,
  ok: true,
  result: JSON.stringify({
    python: pyodide.runPython("import sys; sys.version.split()[0]"),
    pyodide: pyodide.version,
    load_seconds: (Date.now() - started) / 1000,
  }),
});

let queue = Promise.resolve();
createInterface({ input: process.stdin }).on("line", (line) => {
  queue = queue.then(async () => {
    let request;
    try {
      request = JSON.parse(line);
      const result = await pyodide.runPythonAsync(request.code);
      send({ id: request.id, ok: true, result: result === undefined ? null : String(result) });
    } catch (error) {
      send({ id: request ? request.id : null, ok: false, error: String(error && error.message || error) });
    }
  });
}).on("close", () => queue.then(() => process.exit(0)));
