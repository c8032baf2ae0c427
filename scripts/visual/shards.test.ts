import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dealShards, otherShards, storyFiles, weighFiles } from './shards';
import storyWeights from './story-weights.json' with { type: 'json' };

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

  it.each([1, 2, 3])('puts each story file in exactly one of %i shards', (shards) => {
    const dealt = dealShards(files, shards);
    expect(dealt.flat().sort()).toEqual(files);
    expect(dealt.every((shard) => shard.length > 0)).toBe(true);
  });

  it('deals the shards so that they end together, by the time their files took', () => {
    const weight = weighFiles(files, storyWeights);
    const seconds = (shard: string[]) =>
      shard.reduce((sum, file) => sum + (weight.get(file) ?? 0), 0);
    const heaviest = Math.max(...weight.values());
    for (const shards of [2, 3]) {
      const times = dealShards(files, shards).map(seconds);
      // no shard is left waiting for another by more than one file's time
      expect(Math.max(...times) - Math.min(...times)).toBeLessThanOrEqual(heaviest);
    }
    // closer than dealing them round-robin by path did (260 and 227 s when it was replaced)
    const roundRobin = [0, 1].map((shard) => seconds(files.filter((_, i) => i % 2 === shard)));
    const [first = 0, second = 0] = dealShards(files, 2).map(seconds);
    expect(Math.abs(first - second)).toBeLessThan(
      Math.abs((roundRobin[0] ?? 0) - (roundRobin[1] ?? 0)),
    );
  });

  it('weighs every story file it has, and a file not weighed yet as the median one', () => {
    const weighed = Object.keys(storyWeights);
    // a weight for a file that is gone would be a renamed story file: weigh them again
    expect(weighed.filter((file) => !files.includes(file))).toEqual([]);
    const known = { 'a.stories.tsx': 1, 'b.stories.tsx': 2, 'c.stories.tsx': 30 };
    const weight = weighFiles(
      ['a.stories.tsx', 'b.stories.tsx', 'c.stories.tsx', 'new.stories.tsx'],
      known,
    );
    expect(weight.get('new.stories.tsx')).toBe(2);
    expect(
      dealShards(['a.stories.tsx', 'b.stories.tsx', 'c.stories.tsx', 'new.stories.tsx'], 2, known),
    ).toEqual([['c.stories.tsx'], ['a.stories.tsx', 'b.stories.tsx', 'new.stories.tsx']]);
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
