export function configurationProblem(env: Record<string, string | undefined>): string | null;
export class ConfigurationError extends Error {}
export function assertConfiguration(env: Record<string, string | undefined>): void;
