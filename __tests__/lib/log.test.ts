/** @jest-environment node */
import { escapeLogText, installLogEscaping } from '@/lib/log';

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

  it('keeps colour sequences only when asked (a terminal), and escapes any other ESC sequence even then', () => {
    expect(escapeLogText('\u001b[31m⨯\u001b[39m x')).toBe('\\x1b[31m⨯\\x1b[39m x');
    expect(escapeLogText('\u001b[31m⨯\u001b[39m x\u001b[1A\n', { keepColours: true })).toBe('\u001b[31m⨯\u001b[39m x\\x1b[1A\\n');
  });
});

describe('installLogEscaping', () => {
  function fakeConsole() {
    const written: { method: string; args: unknown[] }[] = [];
    const target = {} as Record<string, (...args: unknown[]) => void>;
    for (const method of ['log', 'info', 'warn', 'error', 'debug']) {
      target[method] = (...args: unknown[]) => written.push({ method, args });
    }
    return { target: target as unknown as Console, written };
  }
  const notTerminal = { out: { isTTY: false }, err: { isTTY: false } };

  it('formats each call as console would, then writes it as one escaped line', () => {
    const { target, written } = fakeConsole();
    installLogEscaping(target, notTerminal);
    target.error(`API Request failed: FACULTY_GET: ${'HTTP error! status: 307'}`);
    target.warn('image %s failed:', FORGED, { status: 400 });
    target.log(new Error('bad\nline'));
    expect(written[0]).toEqual({ method: 'error', args: ['%s', 'API Request failed: FACULTY_GET: HTTP error! status: 307'] });
    expect(written[1]).toEqual({ method: 'warn', args: ['%s', 'image /x\\nAPI Request failed: forged failed: { status: 400 }'] });
    const stack = String(written[2]?.args[1]);
    expect(stack).toMatch(/^Error: bad\\nline\\n {4}at /);
    for (const { args } of written) expect(String(args[1])).not.toMatch(/[\r\n]/);
  });

  it('covers info and debug, and never reads a % of the text as a placeholder again', () => {
    const { target, written } = fakeConsole();
    installLogEscaping(target, notTerminal);
    target.info('%s', '100%d\r\nx');
    target.debug('a %o');
    expect(written).toEqual([
      { method: 'info', args: ['%s', '100%d\\r\\nx'] },
      { method: 'debug', args: ['%s', 'a %o'] },
    ]);
  });

  it('wraps a console once, however many bundles install it', () => {
    const { target, written } = fakeConsole();
    installLogEscaping(target, notTerminal);
    installLogEscaping(target, notTerminal);
    target.error('a\nb');
    expect(written).toEqual([{ method: 'error', args: ['%s', 'a\\nb'] }]);
  });

  it('keeps colours for a terminal, on the stream each method writes to', () => {
    const { target, written } = fakeConsole();
    installLogEscaping(target, { out: { isTTY: false }, err: { isTTY: true } });
    target.error('\u001b[31m⨯\u001b[39m a\nb');
    target.log('\u001b[32m✓\u001b[39m');
    expect(written.map(({ args }) => args[1])).toEqual(['\u001b[31m⨯\u001b[39m a\\nb', '\\x1b[32m✓\\x1b[39m']);
  });
});
