#!/usr/bin/env node
// Renders deploy/nginx/site.conf.template for a given set of instances. Used by `npm run stack`
// and by operators installing the edge on their own server:
//
//   node deploy/nginx/render.mjs --listen 80 --listen '[::]:80' --server-name www.example.edu.pk \
//     --upstream 10.0.0.11:3000 --upstream 10.0.0.12:3000 --cache-dir /var/cache/nginx/kust \
//     [--compressor-listen 127.0.0.1:8081] [--edge-cache-seconds 10] [--cache-max-size 2g] \
//     [--miss-rate 10] [--miss-burst 100] [--error-pages /srv/kust-site/deploy/nginx] \
//     [--access-log /var/log/nginx/kust-access.log] > /etc/nginx/conf.d/kust.conf
// --listen (repeatable): the edge's port or address:port (default 80); --server-name
// (repeatable): the names the edge answers, beside the other sites of the same nginx; without
// it, the edge answers every name (default_server), as the only site on its port. The
// compressing hop (--compressor-listen) must be a loopback address. --miss-rate/--miss-burst:
// requests per second (and at once) that one client (an IPv4 address, an IPv6 /64) may send
// past the edge's cache; --error-pages: the folder of nginx's own page (error-page.html;
// default: this file's folder); --access-log: where the edge logs each request as a JSON line
// with its request id (`off` for none; default /var/log/nginx/kust-access.log).
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  NEXT_INTERNAL_REQUEST_HEADERS,
  ROUTER_HEADERS,
} from '../../lib/next-internals/request-headers.mjs';

const TEMPLATE = new URL('./site.conf.template', import.meta.url);

/** `host:port` of an instance; anything else would put arbitrary text into the config. */
const UPSTREAM = /^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9A-Fa-f:]+\]:\d{1,5}$/;
const LISTEN = /^(?:[A-Za-z0-9.-]+:|\[[0-9A-Fa-f:]+\]:)?\d{1,5}$/;
const SIZE = /^\d+[kmg]?$/i;
/** A name nginx matches against Host: letters, digits, dots, hyphens, a leading `*.` or `.`. */
const SERVER_NAME = /^(?:\*\.|\.)?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*$/;
/** The compressing hop's address:port: 127.0.0.0/8 or [::1], nothing else can reach it. */
const LOOPBACK = /^(?:127(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}|\[::1\]):(\d{1,5})$/;
/** nginx's own page, in the site's look, served from --error-pages (see ownPagesLocation). */
export const OWN_PAGE = 'error-page.html';
/**
 * The security headers of nginx's own pages: the site's (next.config.mjs), with a CSP for a page
 * that holds nothing but its inline style and an inline SVG.
 */
export const OWN_PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

/** nginx's variable for request header `name`: Next-Router-Prefetch → $http_next_router_prefetch. */
const headerVariable = (name) => `$http_${name.toLowerCase().replace(/-/g, '_')}`;

/**
 * The edge's request header lines beyond the forwarded ones: Next's internal headers sent on
 * empty (nginx then leaves them out), and each router header as the one value the cache key
 * read. A header set here replaces every copy the client sent: `RSC: 1` twice reached the
 * instance as `1, 1` (HTML) while the key said payload, and the edge stored HTML under the
 * payload's key (issue 49, N18).
 */
export function requestHeaderLines() {
  return [
    ...NEXT_INTERNAL_REQUEST_HEADERS.map((name) => `    proxy_set_header ${name} "";`),
    ...ROUTER_HEADERS.map((name) => `    proxy_set_header ${name} ${headerVariable(name)};`),
  ].join('\n');
}

/** The map that gives the cache key's variant: "html" without router headers, else their values. */
export function variantMap() {
  const source = ROUTER_HEADERS.map(headerVariable).join('|');
  return [
    `map "${source}" $kust_variant {`,
    `    "${'|'.repeat(ROUTER_HEADERS.length - 1)}"   "html";`,
    `    default "${source}";`,
    '}',
  ].join('\n');
}

/** One UTF-8 character, as bytes (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF). */
const UTF8_CHARACTER =
  '(?:[\\x00-\\x7F]|[\\xC2-\\xDF][\\x80-\\xBF]|\\xE0[\\xA0-\\xBF][\\x80-\\xBF]|[\\xE1-\\xEC\\xEE\\xEF][\\x80-\\xBF]{2}|' +
  '\\xED[\\x80-\\x9F][\\x80-\\xBF]|\\xF0[\\x90-\\xBF][\\x80-\\xBF]{2}|[\\xF1-\\xF3][\\x80-\\xBF]{3}|\\xF4[\\x80-\\x8F][\\x80-\\xBF]{2})';

/**
 * The maps that give the access log a request's URI and User-Agent as valid UTF-8: as they came
 * when they are, else up to the first byte that is not, then "[not UTF-8]".
 */
export function utf8LogMaps() {
  return [
    ['$request_uri', '$kust_log_uri', 'kust_uri_valid'],
    ['$http_user_agent', '$kust_log_user_agent', 'kust_user_agent_valid'],
  ]
    .map(
      ([source, target, prefix]) =>
        `map ${source} ${target} {\n` +
        `    "~^${UTF8_CHARACTER}*$"  ${source};\n` +
        `    "~^(?<${prefix}>${UTF8_CHARACTER}*)"  "\${${prefix}}[not UTF-8]";\n` +
        `}`,
    )
    .join('\n');
}

/** Seconds pages stay fresh at the edge: EDGE_CACHE_SECONDS, or 10 (docs/behaviour.md, Environment). */
export function edgeCacheSeconds(value = process.env.EDGE_CACHE_SECONDS) {
  const seconds = Number(value?.trim?.() ?? value);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 10;
}

/**
 * The `server` lines of the instances' upstream block. An instance that failed a request (refused
 * a connection, dropped one, answered 502–504) is left out for 2 s, so a dead instance costs one
 * retry, not one per request. Each instance is listed again as a backup that is never left out:
 * nginx turns to the backups only when every instance is left out, so a single failed request on
 * the last live instance (say, a keep-alive connection it closed as nginx reused it) while another
 * is dead cannot make the whole site answer 502 for those 2 s; the live one is still tried.
 * @param {string[]} upstreams
 */
export function upstreamServers(upstreams) {
  return [
    ...upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=2s;`),
    ...(upstreams.length > 1
      ? upstreams.map((upstream) => `    server ${upstream} backup max_fails=0;`)
      : []),
  ].join('\n');
}

/**
 * The edge's `listen` lines. Without server names it is the default server of each of its
 * addresses: it answers whatever name a client asks for, and nginx refuses to load it beside
 * another default server there (Debian's default site) rather than let that one take the site's
 * visitors. With names, it answers those, beside whatever else the same nginx serves.
 * @param {string[]} listens @param {string[]} serverNames
 */
export function listenLines(listens, serverNames) {
  return listens
    .map((listen) => `    listen ${listen}${serverNames.length === 0 ? ' default_server' : ''};`)
    .join('\n');
}

/**
 * The location of nginx's own pages (error_page targets), one per server block: internal, so a
 * client cannot ask for them; no-store; the site's security headers (`always`: on error statuses
 * too); Retry-After on the 429 page only ($kust_retry_after is empty otherwise, and an empty
 * header is not sent).
 * @param {string} errorPages the folder of the pages
 */
export function ownPagesLocation(errorPages) {
  return [
    `    location = /__kust/${OWN_PAGE} {`,
    '        internal;',
    `        alias ${errorPages}/${OWN_PAGE};`,
    // Its words follow the status it answers (429, 5xx, 4xx): one page, nginx's SSI.
    '        ssi on;',
    '        default_type text/html;',
    '        charset utf-8;',
    '        etag off;',
    '        add_header Retry-After $kust_retry_after always;',
    '        add_header Cache-Control "no-store" always;',
    ...Object.entries(OWN_PAGE_HEADERS).map(
      ([name, value]) => `        add_header ${name} "${value}" always;`,
    ),
    '    }',
  ].join('\n');
}

/** Creates the folders under `dir` that renderMainConf's configuration has nginx write to. */
export function makeNginxDirs(dir) {
  for (const sub of [
    'cache',
    'temp/body',
    'temp/proxy',
    'temp/fastcgi',
    'temp/uwsgi',
    'temp/scgi',
    'logs',
  ]) {
    mkdirSync(join(dir, sub), { recursive: true });
  }
}

/**
 * A whole nginx.conf for this machine around the site's file, as `npm run stack` runs it: every
 * path nginx writes is under `dir` (its -p prefix); errors at `warn` on stderr. `user`: whom the
 * workers run as when nginx is started as root (they write the cache).
 * @param {{ dir: string, siteConf: string, user?: string, extraInclude?: string }} options
 */
export function renderMainConf({ dir, siteConf, user, extraInclude }) {
  return `# Written for this run by deploy/nginx/render.mjs.
${user ? `user ${user};\n` : ''}worker_processes auto;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65s;
    keepalive_requests 100000;
    server_tokens off;
    client_body_temp_path ${dir}/temp/body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
    include ${siteConf};
${extraInclude ? `    include ${extraInclude};\n` : ''}}
`;
}

/**
 * The site's nginx configuration (an http-level file) for these instances.
 * missRate/missBurst: requests a second, and at once, that one client (an IPv4 address, an IPv6
 * /64) may send past the edge's cache (Retry-After of the 429 answer: burst / rate); connLimit:
 * connections the edge answers for one client at once; errorPages: the
 * folder of nginx's own page (OWN_PAGE); listen: one or more ports or address:ports;
 * serverNames: see listenLines.
 * @param {{ listen: string | string[], serverNames?: string[], compressorListen?: string, upstreams: string[], cacheDir: string, edgeCacheSeconds?: number, cacheMaxSize?: string, missRate?: number, missBurst?: number, connLimit?: number, errorPages?: string, accessLog?: string }} options
 */
export function renderSiteConf({
  listen,
  serverNames = [],
  compressorListen = '127.0.0.1:8081',
  upstreams,
  cacheDir,
  edgeCacheSeconds: seconds = edgeCacheSeconds(),
  cacheMaxSize = '1g',
  missRate = 10,
  missBurst = 100,
  connLimit = 100,
  errorPages = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, ''),
  accessLog = '/var/log/nginx/kust-access.log',
}) {
  const listens = (Array.isArray(listen) ? listen : [listen]).map(String);
  if (listens.length === 0) throw new Error('at least one --listen port or address:port is needed');
  for (const one of listens) {
    if (!LISTEN.test(one)) throw new Error(`listen: not a port or address:port: ${one}`);
  }
  for (const name of serverNames) {
    if (!SERVER_NAME.test(name)) throw new Error(`server name: not a host name: ${name}`);
  }
  // The hop trusts the client address the edge hands it (X-Real-IP from 127.0.0.1 or ::1): on
  // any other address, whoever reached it could name their own and skip the limit.
  const hopPort = LOOPBACK.exec(String(compressorListen))?.[1];
  if (!hopPort || Number(hopPort) < 1 || Number(hopPort) > 65535) {
    throw new Error(
      `compressor listen: not a loopback address:port (127.x.x.x:port or [::1]:port): ${compressorListen}`,
    );
  }
  if (upstreams.length === 0) throw new Error('at least one --upstream host:port is needed');
  for (const upstream of upstreams) {
    if (!UPSTREAM.test(upstream)) throw new Error(`upstream: not host:port: ${upstream}`);
  }
  if (!cacheDir.startsWith('/') || /[\s;{}'"]/.test(cacheDir))
    throw new Error(`cache dir: not a plain absolute path: ${cacheDir}`);
  if (!SIZE.test(cacheMaxSize))
    throw new Error(`cache max size: not a size such as 512m or 2g: ${cacheMaxSize}`);
  for (const [name, value] of [
    ['miss rate', missRate],
    ['miss burst', missBurst],
    ['connection limit', connLimit],
  ]) {
    if (!Number.isInteger(Number(value)) || Number(value) < 1)
      throw new Error(`${name}: not a whole number ≥ 1: ${value}`);
  }
  if (!errorPages.startsWith('/') || /[\s;{}'"]/.test(errorPages))
    throw new Error(`error pages: not a plain absolute path: ${errorPages}`);
  if (accessLog !== 'off' && (!accessLog.startsWith('/') || /[\s;{}'"]/.test(accessLog))) {
    throw new Error(`access log: not off or a plain absolute path: ${accessLog}`);
  }
  const values = {
    ACCESS_LOG: accessLog === 'off' ? 'off' : `${accessLog} kust_json`,
    LISTEN: listenLines(listens, serverNames),
    SERVER_NAMES: serverNames.length > 0 ? serverNames.join(' ') : '_',
    COMPRESSOR_LISTEN: compressorListen,
    UPSTREAM_SERVERS: upstreamServers(upstreams),
    CACHE_DIR: cacheDir,
    CACHE_MAX_SIZE: cacheMaxSize,
    EDGE_CACHE_SECONDS: String(seconds),
    MISS_RATE: String(Number(missRate)),
    MISS_BURST: String(Number(missBurst)),
    CONN_LIMIT: String(Number(connLimit)),
    LOG_TEXT_MAPS: utf8LogMaps(),
    // The burst refills in burst / rate seconds.
    RETRY_AFTER: String(Math.max(1, Math.ceil(Number(missBurst) / Number(missRate)))),
    ERROR_PAGES: errorPages,
    OWN_PAGES: ownPagesLocation(errorPages),
    REQUEST_HEADERS: requestHeaderLines(),
    VARIANT_MAP: variantMap(),
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`the template names an unknown placeholder ${match}`);
    return values[name];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string', multiple: true, default: ['80'] },
      'server-name': { type: 'string', multiple: true, default: [] },
      upstream: { type: 'string', multiple: true, default: [] },
      'cache-dir': { type: 'string', default: '/var/cache/nginx/kust' },
      'compressor-listen': { type: 'string', default: '127.0.0.1:8081' },
      'edge-cache-seconds': { type: 'string' },
      'cache-max-size': { type: 'string', default: '1g' },
      'miss-rate': { type: 'string', default: '10' },
      'miss-burst': { type: 'string', default: '100' },
      'conn-limit': { type: 'string', default: '100' },
      'error-pages': { type: 'string' },
      'access-log': { type: 'string' },
    },
  });
  try {
    process.stdout.write(
      renderSiteConf({
        listen: values.listen,
        serverNames: values['server-name'],
        compressorListen: values['compressor-listen'],
        upstreams: values.upstream,
        cacheDir: values['cache-dir'],
        edgeCacheSeconds: edgeCacheSeconds(values['edge-cache-seconds']),
        cacheMaxSize: values['cache-max-size'],
        missRate: Number(values['miss-rate']),
        missBurst: Number(values['miss-burst']),
        connLimit: Number(values['conn-limit']),
        ...(values['error-pages'] ? { errorPages: values['error-pages'] } : {}),
        ...(values['access-log'] ? { accessLog: values['access-log'] } : {}),
      }),
    );
  } catch (error) {
    console.error(`render: ${error.message}`);
    process.exit(2);
  }
}
