#!/usr/bin/env bash
# Set up everything a fresh machine needs, then run every test: unit, conformance,
# bots, the engine under Pyodide in Node, and end to end in headless Chromium.
#   ./test.sh            all tests
#   ./test.sh -k sedlec  extra arguments go to pytest
set -euo pipefail
cd "$(dirname "$0")"

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# Debian packages: Node.js + npm (Pyodide, Workbox) and Chromium (the e2e browser).
missing=()
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ ${#missing[@]} -gt 0 ]; then
  echo "[test.sh] installing Debian packages: ${missing[*]}"
  as_root apt-get update -q
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# Python: the package (editable) with its test tools. Playwright's own browser download
# is never used: the tests drive /usr/bin/chromium.
python -m pip install -q -e '.[test]'

# npm packages pinned by package-lock.json (Pyodide, Comlink, Workbox).
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

# dist/ once; the e2e tests serve it.
python build.py

# Types: mypy --strict over the package (pyproject.toml, [tool.mypy]); a few seconds.
python -m mypy

# Tests spread over one more worker than there are cores (pytest-xdist, tests/conftest.py): a
# browser test waits on its pages much of the time, so a third worker keeps this 2-core
# machine's cores busy. A browser test module keeps its page, and each worker serves dist/ on
# its own port.
E2E_SKIP_BUILD=1 python -m pytest -n "$(( $(nproc) + 1 ))" --dist loadgroup --durations=25 tests "$@"
