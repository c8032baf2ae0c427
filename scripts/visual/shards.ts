/**
 * How the desktop story run is split into shards that run side by side, each in its own
 * Chromium: the story files under packages/ui/src, sorted by path, are dealt round-robin, so
 * every shard gets a share of the heavy screens rather than one shard getting a whole folder.
 */
import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Every story file, as a path from the repository root, sorted. */
export function storyFiles(repoRoot: string): string[] {
  return readdirSync(join(repoRoot, 'packages/ui/src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.stories\.tsx?$/.test(file))
    .map((file) => `packages/ui/src/${file.split(sep).join('/')}`)
    .sort();
}

/** The files of each of `shards` shards. */
export function dealShards(files: readonly string[], shards: number): string[][] {
  return Array.from({ length: shards }, (_, shard) =>
    files.filter((_, index) => index % shards === shard),
  );
}

/** The story files shard `shard` of `shards` leaves to the others (its project's `exclude`). */
export function otherShards(repoRoot: string, shard: number, shards: number): string[] {
  return dealShards(storyFiles(repoRoot), shards)
    .filter((_, index) => index !== shard)
    .flat();
}
