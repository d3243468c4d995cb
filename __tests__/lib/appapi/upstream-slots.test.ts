/** @jest-environment node */
import { NoSlotError, UpstreamSlots } from '@/lib/appapi/upstream-slots';

/** A call that stays in flight until released; records the order calls started in. */
function harness(limit: number) {
  const slots = new UpstreamSlots(
    () => limit,
    () => 1000,
  );
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  let inFlight = 0;
  let most = 0;
  const call = (
    name: string,
    fields: Record<string, string>,
    signal = new AbortController().signal,
    at = Infinity,
  ) =>
    slots.run(fields, { signal, at }, () => {
      started.push(name);
      inFlight += 1;
      most = Math.max(most, inFlight);
      return new Promise<string>((resolve) => {
        releases.set(name, () => {
          inFlight -= 1;
          resolve(name);
        });
      });
    });
  const release = async (name: string) => {
    releases.get(name)!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { slots, started, call, release, most: () => most };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('UpstreamSlots', () => {
  it('never has more calls in flight than its limit, and starts the waiting ones as slots free up', async () => {
    const { slots, started, call, release, most } = harness(2);
    const calls = ['a', 'b', 'c', 'd', 'e'].map((name) => call(name, {}));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(slots.waiting).toBe(3);
    for (const name of ['a', 'b', 'c', 'd', 'e']) await release(name);
    await expect(Promise.all(calls)).resolves.toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(most()).toBe(2);
    expect(slots.peak).toBe(2);
  });

  it('serves calls without an id and calls for known ids before calls for ids never seen with rows', async () => {
    const { slots, started, call, release } = harness(1);
    slots.learn({ ID: 'FAC-1' }, [{ DPT_ID: 'DEP-000001', DeptTitle: 'Physics' }]);
    const blocker = call('blocker', { ID: 'DEP-000001' });
    const unknown1 = call('unknown-1', { ID: 'DEP-F3K9Q2ZL' });
    const unknown2 = call('unknown-2', { DeptID: 'DEP-Q8W7E6R5' });
    const menus = call('menus', {});
    const known = call('known', { ID: 'DEP-000001', CatID: '1' });
    const faculty = call('faculty', { ID: 'FAC-1' });
    for (const name of ['blocker', 'menus', 'known', 'faculty', 'unknown-1', 'unknown-2'])
      await release(name);
    await Promise.all([blocker, unknown1, unknown2, menus, known, faculty]);
    expect(started).toEqual(['blocker', 'menus', 'known', 'faculty', 'unknown-1', 'unknown-2']);
  });

  it('does not learn an id from an empty reply', async () => {
    const { slots, started, call, release } = harness(1);
    slots.learn({ ID: 'DEP-EMPTY' }, []);
    slots.learn({ ID: 'DEP-OBJECT' }, { rows: 1 });
    const blocker = call('blocker', {});
    const empty = call('empty', { ID: 'DEP-EMPTY' });
    const menus = call('menus', {});
    for (const name of ['blocker', 'menus', 'empty']) await release(name);
    await Promise.all([blocker, empty, menus]);
    expect(started).toEqual(['blocker', 'menus', 'empty']);
  });

  it('fails a call still waiting at its deadline without running it, and frees its place', async () => {
    const { slots, started, call, release } = harness(1);
    const blocker = call('blocker', {});
    const deadline = new AbortController();
    const late = call('late', { ID: 'DEP-X' }, deadline.signal);
    const next = call('next', {});
    deadline.abort();
    await expect(late).rejects.toBeInstanceOf(NoSlotError);
    expect(slots.waiting).toBe(1);
    await release('blocker');
    await release('next');
    await Promise.all([blocker, next]);
    expect(started).toEqual(['blocker', 'next']);
  });

  it('does not send a call handed a slot too near its deadline, and passes the slot on', async () => {
    const { slots, started, call, release } = harness(1);
    const blocker = call('blocker', {});
    const late = call('late', {}, new AbortController().signal, Date.now() + 500);
    const next = call('next', {});
    await release('blocker');
    await expect(late).rejects.toBeInstanceOf(NoSlotError);
    await settle();
    expect(started).toEqual(['blocker', 'next']);
    expect(slots.waiting).toBe(0);
    await release('next');
    await Promise.all([blocker, next]);
  });

  it('frees the slot of a call that fails', async () => {
    const slots = new UpstreamSlots(() => 1);
    const forever = { signal: new AbortController().signal, at: Infinity };
    await expect(slots.run({}, forever, () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    await expect(slots.run({}, forever, async () => 'ok')).resolves.toBe('ok');
  });
});
