// @ts-check
// Next appends a cached redirect's Location twice: a proxy joining them sends `/x, /x` (README.md).
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
