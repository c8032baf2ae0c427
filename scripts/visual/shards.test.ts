import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dealShards, otherShards, storyFiles } from './shards';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('story shards', () => {
  const files = storyFiles(repoRoot);

  it('finds every story file of the library', () => {
    expect(files.length).toBeGreaterThan(90);
    expect(files).toContain('packages/ui/src/primitives/Button/Button.stories.tsx');
    expect(files).toContain(
      'packages/ui/src/features/dashboard/DashboardScreen/DashboardScreen.stories.tsx',
    );
  });

  it.each([1, 2, 3])('puts each story file in exactly one of %i shards, evenly', (shards) => {
    const dealt = dealShards(files, shards);
    expect(dealt.flat().sort()).toEqual(files);
    const sizes = dealt.map((shard) => shard.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('gives every shard a share of the screens', () => {
    const screens = (shard: string[]) => shard.filter((file) => /(Page|Screen)\//.test(file));
    const [first = [], second = []] = dealShards(files, 2);
    expect(screens(first).length).toBeGreaterThan(screens(files).length / 3);
    expect(screens(second).length).toBeGreaterThan(screens(files).length / 3);
  });

  it('excludes from a shard exactly the files of the others', () => {
    const [, second = []] = dealShards(files, 2);
    const excluded = otherShards(repoRoot, 0, 2);
    expect(excluded.sort()).toEqual([...second].sort());
    expect(otherShards(repoRoot, 0, 1)).toEqual([]);
  });
});
