// Imported by next.config.mjs for its effect: a bad environment stops build, start and dev first.
import { assertConfiguration } from './check.mjs';

assertConfiguration(process.env);
