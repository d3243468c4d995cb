#!/usr/bin/env node
// npm run revalidate -- <public url>… | --all [--origin https://www.example.edu.pk]
//
// Asks the site to refresh pages after an editor changed their content in the backend
// (POST /api/revalidate, docs/behaviour.md). The secret comes from REVALIDATE_SECRET, the site from
// --origin or SITE_URL. Public URLs are given as visitors see them: /DptHome?id=DEP-000025.
import { parseArgs } from 'node:util';

const USAGE = 'usage: npm run revalidate -- <public url>… | --all [--origin <site origin>]';

function fail(message, code = 2) {
  console.error(`revalidate: ${message}`);
  process.exit(code);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: 'boolean', default: false },
    origin: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const secret = process.env.REVALIDATE_SECRET?.trim();
if (!secret) fail('REVALIDATE_SECRET is not set: it must be the secret the site was started with');
if (!values.all && positionals.length === 0) fail(USAGE);
if (values.all && positionals.length > 0) fail('give either --all or URLs, not both');
const origin = (values.origin ?? process.env.SITE_URL ?? 'http://localhost:3000')
  .trim()
  .replace(/\/+$/, '');

let response;
try {
  response = await fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(values.all ? { all: true } : { paths: positionals }),
    signal: AbortSignal.timeout(30_000),
  });
} catch (error) {
  fail(`${origin} could not be reached: ${error.cause?.message ?? error.message}`, 1);
}
const text = await response.text();
let body;
try {
  body = JSON.parse(text);
} catch {
  body = { error: text.slice(0, 200) };
}
if (response.ok) {
  for (const url of body.revalidated ?? [])
    console.log(`refreshed ${url === 'all' ? 'every page' : url}`);
  // Pages of ids the site index does not list (a typo, or added to the backend since its last walk).
  if (body.unknown?.length) fail(`${body.note ?? 'not refreshed'}: ${body.unknown.join(', ')}`, 1);
  process.exit(0);
}
const reasons = {
  401: 'the secret was refused (REVALIDATE_SECRET differs from the site’s)',
  404: 'the site has no REVALIDATE_SECRET configured, so refreshing is switched off',
  400: `not refreshed: ${body.error ?? ''}${body.invalid ? ` ${body.invalid.join(', ')}` : ''}`,
};
fail(reasons[response.status] ?? `the site answered ${response.status}: ${body.error ?? ''}`, 1);
