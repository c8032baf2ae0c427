/**
 * How the desktop story run is split into shards that run side by side, each in its own
 * Chromium. The step ends with its last shard, so the shards are dealt by time: every story file
 * under packages/ui/src has a weight (the seconds its stories and pictures took in a desktop run,
 * in story-weights.json, written by `npm run stories:weigh`), and the files go out heaviest first,
 * each to the shard with the least time so far. A file not weighed yet counts as the median file.
 */
import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import storyWeights from './story-weights.json' with { type: 'json' };

/** Seconds per story file (path from the repository root) in a desktop run. */
export type StoryWeights = Readonly<Record<string, number>>;

/** Every story file, as a path from the repository root, sorted. */
export function storyFiles(repoRoot: string): string[] {
  return readdirSync(join(repoRoot, 'packages/ui/src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.stories\.tsx?$/.test(file))
    .map((file) => `packages/ui/src/${file.split(sep).join('/')}`)
    .sort();
}

/** The weight of each of `files`: its measured seconds, or the median of those measured. */
export function weighFiles(files: readonly string[], weights: StoryWeights): Map<string, number> {
  const known = files.flatMap((file) => (file in weights ? [weights[file] ?? 0] : []));
  known.sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  return new Map(files.map((file) => [file, weights[file] ?? median]));
}

/** The files of each of `shards` shards, each shard's list sorted. */
export function dealShards(
  files: readonly string[],
  shards: number,
  weights: StoryWeights = storyWeights,
): string[][] {
  const weight = weighFiles(files, weights);
  const dealt = Array.from({ length: shards }, () => ({ files: [] as string[], seconds: 0 }));
  // heaviest first (ties by path, so every run deals the same), each to the lightest shard
  const order = [...files].sort(
    (a, b) => (weight.get(b) ?? 0) - (weight.get(a) ?? 0) || (a < b ? -1 : 1),
  );
  for (const file of order) {
    const lightest = dealt.reduce((least, shard) =>
      shard.seconds < least.seconds ? shard : least,
    );
    lightest.files.push(file);
    lightest.seconds += weight.get(file) ?? 0;
  }
  return dealt.map((shard) => shard.files.sort());
}

/** The story files shard `shard` of `shards` leaves to the others (its project's `exclude`). */
export function otherShards(repoRoot: string, shard: number, shards: number): string[] {
  return dealShards(storyFiles(repoRoot), shards)
    .filter((_, index) => index !== shard)
    .flat();
}
