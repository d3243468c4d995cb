// @ts-check

/** The demo key sent to a real backend would be refused, and tell it the demo key. */
export function configurationProblem(/** @type {Record<string, string | undefined>} */ env) {
  if (env.APPAPI_URL?.trim() && !env.APPAPI_KEY?.trim()) {
    return 'APPAPI_URL is set but APPAPI_KEY is not: set APPAPI_KEY to the key of the backend at APPAPI_URL (the demo key is used only when APPAPI_URL is unset, with the bundled demo backend)';
  }
  return null;
}

export class ConfigurationError extends Error {
  constructor(/** @type {string} */ message) {
    super(message);
    this.name = 'ConfigurationError';
  }
}

export function assertConfiguration(/** @type {Record<string, string | undefined>} */ env) {
  const problem = configurationProblem(env);
  if (problem) throw new ConfigurationError(problem);
}
