// Start-up milestones of the page, in ms since navigation start (performance.now()), read by
// the e2e benchmark as window.__skullTable (tests/e2e/test_startup_bench.py): start,
// engineReady, engineSteps ({step: ms}, from the Worker's clock), homeShown, firstMove; and
// sealedCalls, the Worker's time per sealed-play call (lib/sealed_play.js).
// This module owns the record; others only add milestones to it.

const timings = {};
window.__skullTable = timings;

/**
 * Record milestone ``name`` (again: the newest value wins).
 * @param {string} name
 * @param {*} [value] default performance.now()
 */
export function mark(name, value = performance.now()) {
  timings[name] = value;
}

/**
 * Record milestone ``name`` unless it already holds a value (the first home screen, the first move).
 * @param {string} name
 */
export function markOnce(name) {
  timings[name] ??= performance.now();
}

/**
 * Add ``value`` to the list ``name`` (e.g. each sealed-play call's time in the Worker).
 * @param {string} name
 * @param {*} value
 */
export function addTiming(name, value) {
  (timings[name] ??= []).push(value);
}
