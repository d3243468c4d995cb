import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { RequestContext } from './request-context.mjs';

// Who may read /metrics (docs/behaviour.md, /metrics): its own machine and private network.
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4'); // loopback
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4'); // RFC 1918
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6'); // unique local
PRIVATE.addSubnet('fe80::', 10, 'ipv6'); // link-local

export function isPrivateAddress(address: string): boolean {
  // An IPv4 peer of a dual-stack socket reads ::ffff:10.0.0.5.
  const plain =
    address.toLowerCase().startsWith('::ffff:') && isIPv4(address.slice(7))
      ? address.slice(7)
      : address;
  if (isIPv4(plain)) return PRIVATE.check(plain, 'ipv4');
  if (isIPv6(plain)) return PRIVATE.check(plain, 'ipv6');
  return false;
}

/** Not through a proxy: one that faces visitors, as the edge does, sets X-Forwarded-For. */
export function isScraper(request: Pick<RequestContext, 'peer' | 'proxied'> | undefined): boolean {
  return Boolean(request && !request.proxied && isPrivateAddress(request.peer));
}
