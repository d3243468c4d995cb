// What the operations specs read: the site's JSON log lines (lib/ops/log.mjs), an instance's
// /metrics, and Debian's promtool.
import { spawnSync } from 'node:child_process';

/** A log line as written: `{json}`, or `[name] {json}` as `npm run stack` relays it. */
const LINE = /^(\[[^\]]+\] )?(\{.*\})$/;

/** Each JSON line of `text` with its relay prefix (`[instance-1] `, or ''): { prefix, record } or { prefix, raw }. */
export function logRecords(text) {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const match = LINE.exec(line);
      if (!match) return { prefix: '', raw: line };
      try {
        return { prefix: match[1] ?? '', record: JSON.parse(match[2]) };
      } catch {
        return { prefix: match[1] ?? '', raw: line };
      }
    });
}

/**
 * `text` with each JSON line replaced by its message (and relay prefix): what the older specs
 * match with their line patterns (`^API Request failed: …$`). Lines that are not JSON stay.
 */
export function messagesOf(text) {
  return logRecords(text)
    .map(({ prefix, record, raw }) =>
      record && typeof record.msg === 'string' ? `${prefix}${record.msg}` : raw,
    )
    .join('\n');
}

/** GET `${base}/metrics`: the text, or throws with the status. */
export async function scrape(base, headers = {}) {
  const response = await fetch(`${base}/metrics`, {
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${base}/metrics answered ${response.status}`);
  return body;
}

/** The value of one series in a scrape (`name` or `name{a="b",…}` exactly as written), or undefined. */
export function sampleOf(text, series) {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Runs Debian's promtool; resolves to { status, output }. */
export function promtool(args, input) {
  const result = spawnSync('promtool', args, { input, encoding: 'utf8' });
  if (result.error)
    throw new Error(
      `promtool could not run (Debian's package prometheus): ${result.error.message}`,
    );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
