/**
 * After a failed run: draws the diffs Vitest left out and lists every picture under visual/diffs/.
 * A script of its own so that `npm test` can run it to its end from its exit handler, where
 * nothing asynchronous finishes.
 */
import { reportDiffs } from './baselines.mjs';

await reportDiffs();
