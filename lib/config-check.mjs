// @ts-check
// Settings that must not be combined, checked where the build and the server start
// (next.config.mjs, instrumentation.ts) and wherever the configuration is read (lib/config.ts).
// Plain JavaScript: next.config.mjs loads it before anything is compiled.

/**
 * Why the environment cannot be run with, or null when it can. APPAPI_URL names a real backend
 * and APPAPI_KEY is its key: sending the bundled demo's key there instead would only get every
 * call refused (and tell that backend the demo key), so a missing key stops the site at once.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function configurationProblem(env) {
  if (env.APPAPI_URL?.trim() && !env.APPAPI_KEY?.trim()) {
    return 'APPAPI_URL is set but APPAPI_KEY is not: set APPAPI_KEY to the key of the backend at APPAPI_URL (the demo key is used only when APPAPI_URL is unset, with the bundled demo backend)';
  }
  return null;
}

export class ConfigurationError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'ConfigurationError';
  }
}

/**
 * Throws a ConfigurationError naming the problem, if there is one.
 * @param {Record<string, string | undefined>} env
 */
export function assertConfiguration(env) {
  const problem = configurationProblem(env);
  if (problem) throw new ConfigurationError(problem);
}
