/**
 * The app's settings (`VITE_*`) as the build reads them, and as the app reads them at run time
 * (src/env.ts): trimmed, with a blank one unset. A value of spaces only (an `.env` line left
 * as `VITE_API_BASE_URL= `) would otherwise count as set where the build or the code decides
 * on it directly (the mock backend's code, the local identity provider) and as unset where the
 * app reads it through env.ts: a build for a real API with no API to call, or no sign-in.
 */
export function settledEnv(loaded: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(loaded)
      .map(([name, value]) => [name, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
}

/**
 * The same settings for the code, where it reads `import.meta.env.VITE_*` itself: each loaded
 * name replaced by its settled value, a blank one by '' (unset, to every check the code makes).
 */
export function envDefines(loaded: Record<string, string>): Record<string, string> {
  const settled = settledEnv(loaded);
  return Object.fromEntries(
    Object.keys(loaded).map((name) => [
      `import.meta.env.${name}`,
      JSON.stringify(settled[name] ?? ''),
    ]),
  );
}
