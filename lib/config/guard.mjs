import { assertConfiguration } from './check.mjs';

assertConfiguration(process.env);
