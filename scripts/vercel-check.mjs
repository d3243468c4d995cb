#!/usr/bin/env node
// npm run test:vercel: docs/deploy.md's "Deploy to Vercel", followed offline up to the upload, then
// the output checked (issue 19). Vercel's CLI 64.0.2 is installed in a throwaway folder (npm
// `overrides`: the sandbox 4.4.0 it asks for is missing from the registry, 4.5.0 installs); the
// repository's files (tracked and new, node_modules hard-linked) are copied to a folder of their
// own with a generated .vercel/project.json whose `settings` keep `vercel build` from asking the
// network. Then `vercel build` and deploy/vercel/finish-output.mjs, as docs/deploy.md says, and:
//   - the middleware is Vercel's (edge) middleware;
//   - every id route is ISR, made on first request, expiring after the revalidate window, in
//     every language, HTML and RSC; the fixed pages and the feeds expire after it too;
//   - /sitemap.xml, each language's feed.xml, /events.ics and the programme finder are there;
//   - no function needs Redis or nginx: no custom cache handler, no Redis client traced;
//   - the demo backend's key is in no static file;
//   - a department page's function, started as Vercel starts it (its launcher, minimal mode),
//     answers with the page and `s-maxage` = the window.
import assert from 'node:assert/strict';
import { spawnSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { finishOutput, isIdRoute, prerenderConfigs } from '../deploy/vercel/finish-output.mjs';

/** The site's languages (lib/i18n/languages.json): each has its own copy of every page. */
const LANGUAGE_CODES = Object.keys(
  JSON.parse(readFileSync(new URL('../lib/i18n/languages.json', import.meta.url), 'utf8')),
);

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI_VERSION = '64.0.2';
const WINDOW = 300;
const DEMO_KEY = 'kust-demo-key';
const started = Date.now();
const step = (text) =>
  console.log(`vercel-check [${Math.round((Date.now() - started) / 1000)} s] ${text}`);

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

// 1. The CLI, in a throwaway folder.
const cliDir = mkdtempSync(join(tmpdir(), 'vercel-cli-'));
writeFileSync(
  join(cliDir, 'package.json'),
  JSON.stringify(
    {
      name: 'vercel-cli-throwaway',
      private: true,
      dependencies: { vercel: CLI_VERSION },
      overrides: { sandbox: '4.5.0' },
    },
    null,
    2,
  ),
);
step(`installing vercel ${CLI_VERSION} in ${cliDir}`);
run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: cliDir });
const vercel = join(cliDir, 'node_modules/.bin/vercel');

// 2. The project, as a clone would have it, linked to a project that exists nowhere.
const work = mkdtempSync(join(tmpdir(), 'vercel-project-'));
step(`copying the project to ${work}`);
const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .stdout.split('\0')
  .filter(Boolean);
for (const file of files) {
  if (!existsSync(join(ROOT, file))) continue;
  mkdirSync(dirname(join(work, file)), { recursive: true });
  cpSync(join(ROOT, file), join(work, file));
}
if (spawnSync('cp', ['-al', join(ROOT, 'node_modules'), join(work, 'node_modules')]).status !== 0) {
  cpSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), {
    recursive: true,
    verbatimSymlinks: true,
  });
}
mkdirSync(join(work, '.vercel'));
writeFileSync(
  join(work, '.vercel/project.json'),
  JSON.stringify(
    {
      projectId: 'prj_offline_check',
      orgId: 'team_offline_check',
      settings: {
        framework: 'nextjs',
        nodeVersion: '24.x',
        buildCommand: null,
        installCommand: null,
        outputDirectory: null,
        rootDirectory: null,
        devCommand: null,
        commandForIgnoringBuildStep: null,
      },
    },
    null,
    2,
  ),
);

// 3. docs/deploy.md's steps: vercel build, then finish-output.
const env = {
  ...process.env,
  VERCEL_TELEMETRY_DISABLED: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  APPAPI_REVALIDATE_SECONDS: String(WINDOW),
};
for (const name of ['APPAPI_URL', 'APPAPI_KEY', 'REDIS_URL', 'NEXT_DIST_DIR']) delete env[name];
step('vercel build');
run(vercel, ['build', '--yes'], { cwd: work, env });
const output = join(work, '.vercel/output');
const changed = finishOutput(output, WINDOW);
step(`finish-output: ${changed} id-route configs set to ${WINDOW} s`);

// 4. The output.
const functions = join(output, 'functions');
const config = JSON.parse(readFileSync(join(output, 'config.json'), 'utf8'));
assert.equal(config.version, 3);
assert.ok(
  config.routes.some((route) => route.middlewarePath === 'middleware'),
  'the middleware runs as Vercel middleware',
);
assert.equal(
  JSON.parse(readFileSync(join(functions, 'middleware.func/.vc-config.json'), 'utf8')).runtime,
  'edge',
);

const configs = new Map(prerenderConfigs(functions).map((entry) => [entry.route, entry.config]));
const routes = JSON.parse(readFileSync(join(ROOT, 'lib/routing/routes.json'), 'utf8'));
let idConfigs = 0;
for (const { path, internal } of routes) {
  if (internal) {
    for (const suffix of ['', '.rsc']) {
      const route = `/[lang]${internal.replace(':id', '[id]')}${suffix}`;
      const prerender = configs.get(route);
      assert.ok(prerender, `${path}: no prerender config ${route}`);
      assert.ok(isIdRoute(route));
      assert.equal(
        prerender.expiration,
        WINDOW,
        `${route} expires after ${prerender.expiration} s`,
      );
      assert.equal(prerender.fallback, null, `${route} is made on first request`);
      const func = join(functions, `${route}.func/.vc-config.json`);
      assert.equal(JSON.parse(readFileSync(func, 'utf8')).operationType, 'ISR', `${route} is ISR`);
      idConfigs += 1;
    }
  } else if (path !== '/search' && path !== '/ProgrammeFinder' && path !== '/offline') {
    for (const lang of LANGUAGE_CODES) {
      const route = path === '/' ? `/${lang}` : `/${lang}${path}`;
      assert.equal(configs.get(route)?.expiration, WINDOW, `${route} expires after the window`);
    }
  }
}
for (const feed of ['/sitemap.xml', '/feed.xml', '/ur/feed.xml', '/sd/feed.xml', '/events.ics']) {
  assert.equal(
    configs.get(feed)?.expiration,
    WINDOW,
    `${feed} is there, refreshed once per window`,
  );
}
assert.ok(
  existsSync(join(functions, '[lang]/ProgrammeFinder.func')),
  'the programme finder is there',
);
assert.ok(existsSync(join(functions, '[lang]/search.func')), 'search is there');
step(`${idConfigs} id-route prerender configs: ISR, ${WINDOW} s`);

const launchers = [];
const walkFuncs = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name.endsWith('.func')) {
      if (existsSync(join(path, '___next_launcher.cjs'))) launchers.push(path);
    } else if (statSync(path).isDirectory()) walkFuncs(path);
  }
};
walkFuncs(functions);
assert.ok(launchers.length > 10, 'the pages are functions');
for (const func of launchers) {
  const vc = readFileSync(join(func, '.vc-config.json'), 'utf8');
  assert.doesNotMatch(
    vc,
    /@redis\/client|page-cache\/handler/,
    `${func} carries the Redis cache handler`,
  );
  assert.doesNotMatch(
    readFileSync(join(func, '___next_launcher.cjs'), 'utf8'),
    /"cacheHandler":"/,
    `${func} names a custom cache handler`,
  );
}
const staticFiles = [];
const walkStatic = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walkStatic(path);
    else staticFiles.push(path);
  }
};
walkStatic(join(output, 'static'));
for (const file of staticFiles)
  assert.ok(!readFileSync(file).includes(DEMO_KEY), `${file} holds the backend key`);
step(
  `${launchers.length} functions without Redis or nginx; ${staticFiles.length} static files without the key`,
);

// 5. A department page's function as Vercel runs it: the files it names (its .vc-config.json's
// filePathMap, the upload) and its own folder put together, its launcher, in minimal mode.
const funcDir = join(functions, '[lang]/department/[id]/DptHome.func');
const func = mkdtempSync(join(tmpdir(), 'vercel-function-'));
const { filePathMap } = JSON.parse(readFileSync(join(funcDir, '.vc-config.json'), 'utf8'));
for (const [to, from] of Object.entries(filePathMap)) {
  mkdirSync(dirname(join(func, to)), { recursive: true });
  cpSync(join(work, from), join(func, to));
}
cpSync(funcDir, func, { recursive: true, dereference: true });
assert.ok(
  !Object.keys(filePathMap).some((file) => /@redis\/client|page-cache\/handler/.test(file)),
  'the function ships the Redis cache handler',
);
const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const server = spawn(
  process.execPath,
  [
    '-e',
    `require('node:http').createServer(require('./___next_launcher.cjs')).listen(${port}, '127.0.0.1')`,
  ],
  {
    cwd: func,
    env: { ...env, NODE_ENV: 'production', VERCEL: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
try {
  let answer;
  for (let attempt = 0; attempt < 100 && !answer; attempt += 1) {
    try {
      answer = await fetch(
        `http://127.0.0.1:${port}/en/department/DEP-000001/DptHome?nxtPlang=en&nxtPid=DEP-000001`,
        {
          headers: { 'x-matched-path': '/[lang]/department/[id]/DptHome' },
        },
      );
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  assert.ok(answer, 'the function answers');
  const body = await answer.text();
  assert.equal(answer.status, 200, body.slice(0, 500));
  assert.match(body, /<h1/);
  const cacheControl = answer.headers.get('cache-control') ?? '';
  assert.match(cacheControl, new RegExp(`s-maxage=${WINDOW}\\b`), `Cache-Control: ${cacheControl}`);
  step(`the DptHome function answers 200, Cache-Control: ${cacheControl}`);
} finally {
  server.kill();
}

rmSync(func, { recursive: true, force: true });
rmSync(work, { recursive: true, force: true });
rmSync(cliDir, { recursive: true, force: true });
step('passed');
