/**
 * Mock mode (no VITE_API_BASE_URL): the MSW mock backend, loaded lazily so it is never part of
 * a production bundle that talks to a real API. Its database is laid out around today.
 */
export async function startMockBackend(): Promise<void> {
  const { startMockBackend: start } = await import('@reprally/mocks/browser');
  await start({ clock: () => new Date() });
}

/** 'Reset demo data': the seed again, in memory and in this browser's storage. */
export async function resetDemoData(): Promise<void> {
  const { resetDemoData: reset } = await import('@reprally/mocks/browser');
  reset();
}
