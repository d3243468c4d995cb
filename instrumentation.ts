// Runs once when a server instance starts (Next's instrumentation hook): the first walk of the
// site index begins at once, so searches, the programme finder and the breadcrumbs' faculty
// level have it within seconds, not after the first visitor's wait.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { warmSiteIndex } = await import('./lib/search/site-index');
  warmSiteIndex();
}
