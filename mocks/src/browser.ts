import { setupWorker } from 'msw/browser';
import { setServerClock } from './db/calendar';
import { db, resetDb } from './db/index';
import { allHandlers } from './handlers/index';

/** Where the dev app keeps the mock database between reloads. */
export const MOCK_DB_STORAGE_KEY = 'reprally.mock-db';

export const worker = setupWorker(...allHandlers());

function saveDatabase(): void {
  try {
    localStorage.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify(db.snapshot()));
  } catch (error) {
    // a full storage quota only costs persistence; the session keeps working in memory
    console.warn('[mocks] could not save the demo data', error);
  }
}

function loadDatabase(): void {
  const saved = localStorage.getItem(MOCK_DB_STORAGE_KEY);
  if (!saved) return;
  try {
    if (!db.restore(JSON.parse(saved))) localStorage.removeItem(MOCK_DB_STORAGE_KEY);
  } catch {
    localStorage.removeItem(MOCK_DB_STORAGE_KEY);
  }
}

export type StartMockBackendOptions = {
  /** Where mockServiceWorker.js is served (default '/mockServiceWorker.js'). */
  serviceWorkerUrl?: string;
  quiet?: boolean;
  /**
   * The app's clock, when it does not run at FIXED_NOW: the seed is then laid out around it
   * and logged workouts carry its time. Give the UI's ClockProvider the same clock.
   */
  clock?: () => Date;
};

/**
 * Starts the mock backend in the dev app: the database comes back from localStorage and is
 * saved after every call that changes it. Requests that are not API calls pass through.
 */
export async function startMockBackend(options: StartMockBackendOptions = {}): Promise<void> {
  if (options.clock) setServerClock(options.clock);
  loadDatabase();
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') saveDatabase();
  });
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? true,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
}

/** 'Reset demo data': back to the seed, in memory and in storage. */
export function resetDemoData(): void {
  resetDb();
  localStorage.removeItem(MOCK_DB_STORAGE_KEY);
}
