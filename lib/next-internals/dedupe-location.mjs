// @ts-check
// Next appends a cached redirect's Location a second time, which a proxy that joins headers turns
// into `/x, /x` (README.md, "One Location"). Installed by both start scripts before Next loads.
import { ServerResponse } from 'node:http';

export function installLocationDedupe() {
  const append = ServerResponse.prototype.appendHeader;
  ServerResponse.prototype.appendHeader = function appendHeader(name, value) {
    if (String(name).toLowerCase() === 'location') {
      const current = this.getHeader('location');
      if (current !== undefined && String(current) === String(value)) return this;
    }
    return append.call(this, name, value);
  };
}
