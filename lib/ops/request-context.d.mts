export type RequestContext = {
  /** The edge's X-Request-Id, or one made here. */
  id: string;
  method: string;
  /** The path asked for, without its query. */
  path: string;
  /** The address of whoever opened the connection (the edge, a probe, a visitor). */
  peer: string;
  /** Whether it came through a proxy: X-Forwarded-For, Forwarded or X-Real-IP as it arrived (Next adds X-Forwarded-* of its own later). */
  proxied: boolean;
  /** process.hrtime.bigint() when the request arrived. */
  started: bigint;
};

export function requestIdOf(header: unknown): string;
export function currentRequest(): RequestContext | undefined;
export function runInRequest<T>(context: RequestContext, task: () => T): T;
export function installRequestContext(
  onFinish?: (context: RequestContext, status: number, seconds: number) => void,
): void;
