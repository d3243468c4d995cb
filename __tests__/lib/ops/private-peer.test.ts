/** @jest-environment node */
import { isPrivateAddress, isScraper } from '@/lib/ops/private-peer';

describe('who may read /metrics', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '::1',
    '::ffff:127.0.0.1',
    '10.1.2.3',
    '172.16.0.9',
    '172.31.255.255',
    '192.168.1.20',
    '::ffff:192.168.1.20',
    'fd12:3456::1',
    'fe80::1',
  ])('%s is loopback or private', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each([
    '203.0.113.5',
    '172.32.0.1',
    '8.8.8.8',
    '::ffff:8.8.8.8',
    '2001:db8::1',
    '',
    'localhost',
    'not an address',
  ])('%s is not', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('refuses a private peer whose request came through a proxy, and a request outside our HTTP server', () => {
    expect(isScraper({ peer: '127.0.0.1', proxied: false })).toBe(true);
    expect(isScraper({ peer: '127.0.0.1', proxied: true })).toBe(false);
    expect(isScraper({ peer: '203.0.113.5', proxied: false })).toBe(false);
    expect(isScraper(undefined)).toBe(false);
  });
});
