// Everything the benchmark starts registers how to stop it here, so that servers, browsers and
// load generators are stopped on success, on error and on Ctrl-C alike.

/** @type {Map<number, { name: string, stop: () => unknown }>} */
const stoppers = new Map();
let nextId = 1;
let interrupted = false;

/** True once Ctrl-C (or SIGTERM) has been received: errors after that are expected. */
export const isInterrupted = () => interrupted;

/**
 * Registers `stop`; returns a function that runs it once and unregisters it.
 * @param {string} name
 * @param {() => unknown} stop
 */
export function onCleanup(name, stop) {
  const id = nextId++;
  stoppers.set(id, { name, stop });
  return async () => {
    if (!stoppers.delete(id)) return;
    await stop();
  };
}

/** Stops everything still registered, newest first; never throws. */
export async function cleanupAll() {
  const entries = [...stoppers.entries()].reverse();
  stoppers.clear();
  for (const [, { name, stop }] of entries) {
    try {
      await stop();
    } catch (error) {
      console.error(
        `bench: could not stop ${name}: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
}

/** Ctrl-C / SIGTERM: stop what we started, then exit with the conventional code. */
export function installSignalHandlers() {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.once(signal, async () => {
      interrupted = true;
      console.error(`\nbench: ${signal}, stopping the servers it started…`);
      await cleanupAll();
      process.exit(code);
    });
  }
}

/**
 * Sends `signal` to the process group of a child started with `detached: true` (npx, next and
 * chrome run as grandchildren, so killing only the child would leave them behind).
 * @param {number | undefined} pid
 */
export function killGroup(pid, signal = 'SIGTERM') {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Resolves when the child has exited, or after `timeoutMs` (then kills it hard). */
export function waitForExit(child, timeoutMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      killGroup(child.pid, 'SIGKILL');
      resolve();
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
