/** Types of floor.mjs (a plain module, run by Node from scripts/bench.mjs). */
export const FLOOR_PATH: string;
export const FLOOR_HEADING: string;
export function writeFloorPage(buildDir: string, apiUrl: string): Promise<string>;
