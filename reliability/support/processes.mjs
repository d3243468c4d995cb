// Stopping a detached child and its process group, and waiting until it is really gone (so the
// next process can take its port).
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Notes the process group of a detached child under RELIABILITY_LOG_DIR, so that run.mjs can
 * stop what an interrupted or crashed spec left running (and nothing else).
 */
export function registerGroup(pid) {
  const dir = process.env.RELIABILITY_LOG_DIR;
  if (dir && pid) appendFileSync(`${dir}/pids`, `${pid}\n`);
}

/** Stops every process group registered under `dir` that is still running. */
export async function stopRegisteredGroups(dir) {
  if (!existsSync(`${dir}/pids`)) return;
  const pids = readFileSync(`${dir}/pids`, 'utf8').split('\n').filter(Boolean).map(Number);
  for (const pid of pids) await stopGroup(pid);
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the group of `pid`, SIGKILL after `graceMs`; resolves once the group is gone. */
export async function stopGroup(pid, graceMs = 5000) {
  if (!pid || !groupAlive(pid)) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(50);
  if (groupAlive(pid)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
    while (groupAlive(pid)) await sleep(50);
  }
}

/** Throws when something already answers on `port` (another run would make results meaningless). */
export async function assertPortFree(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
  } catch (error) {
    if (error?.cause?.code === 'ECONNREFUSED') return;
    throw new Error(
      `port ${port} is in use or not answering properly (${error?.cause?.code ?? error?.message})`,
    );
  }
  throw new Error(`port ${port} is already in use: stop whatever listens there first`);
}
