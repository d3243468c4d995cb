// Requests as bytes on a connection of their own, for what an HTTP client will not send: HTTP/0.9,
// bytes that are not UTF-8, headers trickled a few bytes at a time, a body that never comes.
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Sockets rawConnection opened and did not see closed: a test may destroy them. */
export const openConnections = new Set();

/**
 * A connection to host:port (from `localAddress` when given) that sends `parts` (Buffers or
 * strings), `gapMs` apart, and reads until the server closes it. Resolves to { received (a
 * Buffer), ms (until the close) }; rejects past `timeoutMs` with what had come by then.
 */
export function rawConnection(
  { host = '127.0.0.1', port, localAddress },
  parts,
  { gapMs = 0, timeoutMs = 30_000 } = {},
) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect({ host, port, localAddress });
    openConnections.add(socket);
    const received = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(
          `the connection was still open after ${timeoutMs} ms, having received ${JSON.stringify(Buffer.concat(received).toString('latin1').slice(0, 200))}`,
        ),
      );
    }, timeoutMs);
    socket.on('connect', async () => {
      for (const part of parts) {
        if (socket.destroyed) return;
        socket.write(part);
        if (gapMs) await sleep(gapMs);
      }
    });
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      openConnections.delete(socket);
      resolve({ received: Buffer.concat(received), ms: performance.now() - started });
    });
  });
}
