import type { PersonalChallenge } from '@reprally/api-client';

const challenge = (
  id: number,
  name: string,
  badge: string,
  criteria: number,
  progress: number,
): PersonalChallenge => ({
  id,
  name,
  badge,
  criteria,
  progress: Math.min(progress, criteria),
  isCompleted: progress >= criteria,
});

/** The seeded challenges with `workouts` logged (Ana has 117). */
export function challengesFixture(workouts = 117): PersonalChallenge[] {
  return [
    challenge(1, 'First Steps', 'Starter', 1, workouts),
    challenge(2, 'Ten Strong', 'Bronze', 10, workouts),
    challenge(3, 'Quarter Century', 'Silver', 25, workouts),
    challenge(4, 'Half Century', 'Gold', 50, workouts),
    challenge(5, 'Consistency Crown', 'MVP', 75, workouts),
    challenge(6, 'Century Club', 'Champion', 120, workouts),
    challenge(7, 'Iron Year', 'Warrior', 200, workouts),
  ];
}

/** Challenge and badge names that must render as text (mocks/src/db/hostile.ts). */
export function hostileChallengesFixture(): PersonalChallenge[] {
  return [
    challenge(1, 'Midnight <em>Shred</em>', '<script>alert("pwned")</script>', 5, 5),
    challenge(2, 'تحدي الجري 🏃 Run Club', 'Gold 💪🏋️‍♀️🔥', 10, 10),
    challenge(3, 'Wolfeschlegelsteinhausenbergerdorff'.repeat(6).slice(0, 200), 'Warrior', 3, 3),
    challenge(4, '<img src=x onerror="alert(1)">', 'נועה Champion', 40, 12),
    challenge(5, 'Wolfeschlegelsteinhausenbergerdorff'.repeat(4), 'Starter', 60, 12),
  ];
}

/**
 * The hostile challenges named from the right (an Arabic challenge, a Hebrew badge), neither done:
 * each name shows as a bar's label and inside 'N more workouts to earn {badge}'.
 */
export function rightToLeftOpenChallengesFixture(): PersonalChallenge[] {
  return hostileChallengesFixture()
    .filter((challenge) => /Run Club|Champion/.test(challenge.name + challenge.badge))
    .map((challenge) => ({
      ...challenge,
      progress: Math.min(challenge.progress, challenge.criteria - 1),
      isCompleted: false,
    }));
}

/**
 * Two challenges one workout short of done, or done (`completed`), whose names meet the
 * celebration's sentence: an Arabic one, and one that opens a right-to-left override and never
 * closes it.
 */
export function hostileCompletingFixture(completed: boolean): PersonalChallenge[] {
  const workouts = completed ? 10 : 9;
  return [
    challenge(1, 'تحدي الجري 🏃 Run Club', 'Gold 💪🏋️‍♀️🔥', 10, workouts),
    challenge(2, '\u202EMidnight Shred', 'נועה Champion', 10, workouts),
  ];
}
