import type { ChallengeLeaderboardWire, ChallengeParticipantWire } from '@reprally/api-client';
import type { HttpHandler } from 'msw';
import { avatarUrl } from '../db/media';
import { routeGroups } from '../handlers/index';
import { json, toHandler } from '../handlers/route';
import { personas } from '../personas';

const entry = (
  userId: string,
  userName: string,
  initial: number,
  current: number,
  photo: number | null,
): ChallengeParticipantWire => {
  const change = Math.round((current - initial) * 100) / 100;
  return {
    userId,
    userName,
    profilePhotoUrl: photo === null ? null : avatarUrl(userName, photo),
    initial,
    current,
    change,
    percentChange: Math.round((change / initial) * 1000) / 10,
  };
};

/**
 * A weight leaderboard where two members lost the same share (ranks 1, 2, 2, 4), Ana among the
 * tied, and one member without a second weigh-in yet.
 */
export const tiedChallengeLeaderboard: ChallengeLeaderboardWire = {
  measurementType: 'Weight',
  measurementTypes: [
    { id: 1, name: 'Weight', unit: 'kg' },
    { id: 2, name: 'Waist', unit: 'cm' },
    { id: 3, name: 'Body Fat', unit: '%' },
  ],
  participants: [
    entry('member-kai', 'Kai Lindqvist', 90, 85.5, 1),
    entry(personas.member.sub, personas.member.name, 80, 78, 2),
    entry('member-noor', 'Noor Haddad', 70, 68.25, null),
    entry('member-liam', 'Liam Okafor', 100, 99, 3),
    {
      userId: 'member-mia',
      userName: 'Mia Novak',
      profilePhotoUrl: null,
      initial: 65,
      current: 65,
      change: null,
      percentChange: null,
    },
  ],
};

/**
 * A count from 0 (push-ups, a custom type): every start is 0, so no one has a percentage, and the
 * board ranks by the change. Ana and Noor both did 12 more; Mia has not counted again yet.
 */
export const countedFromZeroLeaderboard: ChallengeLeaderboardWire = {
  measurementType: 'Push-ups',
  measurementTypes: [{ id: 9, name: 'Push-ups', unit: 'reps' }],
  participants: [
    { ...entry('member-kai', 'Kai Lindqvist', 0, 30, 1), percentChange: null },
    { ...entry(personas.member.sub, personas.member.name, 0, 12, 2), percentChange: null },
    { ...entry('member-noor', 'Noor Haddad', 0, 12, null), percentChange: null },
    {
      userId: 'member-mia',
      userName: 'Mia Novak',
      profilePhotoUrl: null,
      initial: 0,
      current: 0,
      change: null,
      percentChange: null,
    },
  ],
};

export const groupChallengeScenarios = {
  /** The challenge leaderboard answers `tiedChallengeLeaderboard`; every other call is real. */
  leaderboardTies: (): HttpHandler[] =>
    routeGroups.groupChallenges.routes.map((route) =>
      route.call === 'groups.challenges.leaderboard'
        ? toHandler(route, () => json(tiedChallengeLeaderboard))
        : toHandler(route),
    ),
  /** The challenge leaderboard answers `countedFromZeroLeaderboard`; every other call is real. */
  leaderboardCountedFromZero: (): HttpHandler[] =>
    routeGroups.groupChallenges.routes.map((route) =>
      route.call === 'groups.challenges.leaderboard'
        ? toHandler(route, () => json(countedFromZeroLeaderboard))
        : toHandler(route),
    ),
  /**
   * The challenge leaderboard of `measurementType` fails with a 500 while `failing()` says so
   * (always by default), and answers for real otherwise; the other types and every other call
   * are real.
   */
  leaderboardFailsFor: (
    measurementType: string,
    failing: () => boolean = () => true,
  ): HttpHandler[] =>
    routeGroups.groupChallenges.routes.map((route) =>
      route.call === 'groups.challenges.leaderboard'
        ? toHandler(route, (real, context) =>
            context.url.searchParams.get('measurementType') === measurementType && failing()
              ? json({}, 500)
              : real.resolve(context),
          )
        : toHandler(route),
    ),
};
