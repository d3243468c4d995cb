// @ts-check
// Imported by next.config.mjs for its effect: `next build`, `next start` and `next dev` read that
// file before anything else, so an environment the site must not run with (lib/config-check.mjs)
// stops them at once, with its message, before anything is built or served.
import { assertConfiguration } from './config-check.mjs';

assertConfiguration(process.env);
