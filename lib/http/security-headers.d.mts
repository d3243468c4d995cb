export const SECURITY_HEADERS_SOURCE: string;
export function securityHeaders(
  env: Record<string, string | undefined>,
  options?: { dev?: boolean },
): { key: string; value: string }[];
export function applyRuntimeSecurityHeaders(
  distDir: string,
  env: Record<string, string | undefined>,
): 'unchanged' | 'updated' | 'no build';
