// Starts the Pyodide Worker while the page is still loading: this classic script runs as
// soon as it arrives (async, first in <head>), before app.js and its imports have loaded
// and the site manifest has been fetched, so the Worker's own start-up (a thread, its
// module graph) overlaps them. lib/engine.js adopts it (adoptEarlyWorker); an error event
// that fires before then is kept for it. Without this script engine.js starts its own.
(() => {
  try {
    const early = { worker: new Worker('worker.js', { type: 'module', name: 'pyodide' }), error: null };
    early.worker.addEventListener('error', (event) => {
      event.preventDefault();
      early.error = early.error || event;
    });
    self.skullTableEarlyWorker = early;
  } catch { /* no module Workers here: engine.js reports it */ }
})();
