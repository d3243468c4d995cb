// @ts-check
// Next 16.4 sends an App Router redirect's Location twice on the response that first caches it
// (vercel/next.js#82117, open; fix proposed in #95913): the render sets it, then the cache entry's
// headers are appended to the Node response again. Browsers cope, but a proxy that joins repeated
// headers turns it into `/AdmHome?id=…, /AdmHome?id=…`, and Googlebot reports a redirect error.
// Both servers of the site (`npm start` and the bundle's) install this before Next loads: a
// Location appended with the very value already set is not added again; anything else is
// appended as Node would.
import { ServerResponse } from 'node:http';

export function installSingleLocation() {
  const append = ServerResponse.prototype.appendHeader;
  ServerResponse.prototype.appendHeader = function appendHeader(name, value) {
    if (String(name).toLowerCase() === 'location') {
      const current = this.getHeader('location');
      if (current !== undefined && String(current) === String(value)) return this;
    }
    return append.call(this, name, value);
  };
}
