/** @jest-environment node */
import { clientStart } from '@/lib/next-internals/client-start.mjs';

describe('CLIENT_START, the switch between the phone layer and Next’s own client start', () => {
  it('builds the phone layer unless told otherwise', () => {
    expect(clientStart({})).toBe('first-use');
    expect(clientStart({ CLIENT_START: ' ' })).toBe('first-use');
    expect(clientStart({ CLIENT_START: 'first-use' })).toBe('first-use');
  });

  it('builds on Next’s own client start with CLIENT_START=next', () => {
    expect(clientStart({ CLIENT_START: 'next' })).toBe('next');
    expect(clientStart({ CLIENT_START: ' next\n' })).toBe('next');
  });

  it('stops the build on any other value, naming the two', () => {
    expect(() => clientStart({ CLIENT_START: 'stock' })).toThrow(
      'CLIENT_START=stock: expected first-use or next',
    );
    expect(() => clientStart({ CLIENT_START: 'Next' })).toThrow(/expected first-use or next/);
  });
});
