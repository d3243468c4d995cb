/** @jest-environment node */
import { createLogger, escapeLogText, installJsonConsole } from '@/lib/ops/log.mjs';
import { runInRequest } from '@/lib/ops/request-context.mjs';

const FORGED = '/x\nAPI Request failed: forged';

describe('escapeLogText', () => {
  it('writes CR and LF as escapes, so client text cannot start a line of its own', () => {
    expect(escapeLogText(FORGED)).toBe('/x\\nAPI Request failed: forged');
    expect(escapeLogText('a\r\nb\rc')).toBe('a\\r\\nb\\rc');
  });

  it('escapes every other control character: tab, NUL, ESC, DEL, NEL, line separators, bidi overrides', () => {
    expect(escapeLogText('a\tb\u0000c\u001b[2Kd\u007fe\u0085f\u2028g\u2029h\u202ei\u2066j')).toBe(
      'a\\tb\\x00c\\x1b[2Kd\\x7fe\\x85f\\u2028g\\u2029h\\u202ei\\u2066j',
    );
  });

  it('leaves printable text as it is, Urdu and emoji included', () => {
    const text = 'API Request failed: DPT_NAME_GET: HTTP error! status: 500 — داخلہ 🎓 100%';
    expect(escapeLogText(text)).toBe(text);
  });

  it('drops colour sequences (a JSON log is read by tools, not a terminal) and escapes any other ESC sequence', () => {
    expect(escapeLogText('\u001b[31m⨯\u001b[39m x\u001b[1A')).toBe('⨯ x\\x1b[1A');
  });
});

/** A logger writing into an array, and a console sent through it. */
function jsonConsole() {
  const lines: string[] = [];
  const log = createLogger({ write: (line: string) => void lines.push(line) }, 'debug');
  const target = {} as Record<string, (...args: unknown[]) => void>;
  for (const method of ['log', 'info', 'warn', 'error', 'debug'])
    target[method] = () => lines.push(`raw ${method}`);
  installJsonConsole(target as unknown as Console, log);
  return {
    target: target as unknown as Console,
    log,
    lines,
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('installJsonConsole', () => {
  it('writes each console call as one JSON line: ISO time, level by name, pid, the formatted message', () => {
    const { target, lines, records } = jsonConsole();
    target.error(`API Request failed: FACULTY_GET: ${'HTTP error! status: 307'}`);
    target.warn('image %s failed:', FORGED, { status: 400 });
    target.log('ready');
    target.info('info');
    target.debug('debug');
    expect(lines.every((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n'))).toBe(
      true,
    );
    const [error, warn, log, info, debug] = records();
    expect(error).toEqual({
      level: 'error',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      pid: process.pid,
      msg: 'API Request failed: FACULTY_GET: HTTP error! status: 307',
    });
    expect(warn).toMatchObject({
      level: 'warn',
      msg: 'image /x\\nAPI Request failed: forged failed: { status: 400 }',
    });
    expect([log?.level, info?.level, debug?.level]).toEqual(['info', 'info', 'debug']);
  });

  it('keeps an error’s stack on its one line, and never reads a % of the text as a placeholder again', () => {
    const { target, records } = jsonConsole();
    target.log(new Error('bad\nline'));
    target.info('%s', '100%d\r\nx');
    target.debug('a %o');
    const [error, percent, placeholder] = records();
    expect(String(error?.msg)).toMatch(/^Error: bad\\nline\\n {4}at /);
    expect(percent?.msg).toBe('100%d\\r\\nx');
    expect(placeholder?.msg).toBe('a %o');
  });

  it('wraps a console once, however many bundles install it', () => {
    const { target, log, records } = jsonConsole();
    installJsonConsole(target, log);
    target.error('a\nb');
    expect(records()).toEqual([expect.objectContaining({ msg: 'a\\nb' })]);
  });

  it('adds the id of the request a line is written for, and none outside a request', async () => {
    const { target, log, records } = jsonConsole();
    const request = {
      id: 'edge-id-0123456789abcdef',
      method: 'GET',
      path: '/DptHome',
      peer: '127.0.0.1',
      proxied: false,
      started: 0n,
    };
    await runInRequest(request, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.error(
        { upstream: 'DPT_GET', outcome: 'timeout', ms: 5000 },
        'API Request failed: DPT_GET: timed out',
      );
      target.info('rendered');
    });
    target.info('after');
    expect(records()).toEqual([
      expect.objectContaining({
        requestId: request.id,
        upstream: 'DPT_GET',
        outcome: 'timeout',
        ms: 5000,
        msg: 'API Request failed: DPT_GET: timed out',
      }),
      expect.objectContaining({ requestId: request.id, msg: 'rendered' }),
      expect.not.objectContaining({ requestId: expect.anything() }),
    ]);
  });
});
