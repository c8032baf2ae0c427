import type { Http, RequestOptions } from '../http';
import type { CreatedId } from '../schemas/common';
import type {
  ChallengeLeaderboard,
  ChallengeLeaderboardQuery,
  CreateGroupChallengeRequest,
  GroupChallenge,
  MeasurementSubmission,
  UserChallengeMeasurement,
} from '../schemas/group-challenges';

export const groupChallengeCalls = (http: Http) => ({
  /** GET /groups/{id}/challenges */
  list: (groupId: number, options: RequestOptions = {}): Promise<GroupChallenge[]> =>
    http.call('groups.challenges.list', { ...options, params: { groupId } }),
  /** POST /groups/{groupId}/challenges; the payload carries groupId too. */
  create: (
    groupId: number,
    challenge: Omit<CreateGroupChallengeRequest, 'groupId'>,
  ): Promise<CreatedId> =>
    http.call('groups.challenges.create', {
      params: { groupId },
      body: { ...challenge, groupId },
    }),
  /** GET /groups/{id}/challenges/{challengeId} */
  get: (
    groupId: number,
    challengeId: number,
    options: RequestOptions = {},
  ): Promise<GroupChallenge> =>
    http.call('groups.challenges.get', { ...options, params: { groupId, challengeId } }),
  /** GET /groups/{id}/challenges/{challengeId}/measurements/me */
  myMeasurements: (
    groupId: number,
    challengeId: number,
    options: RequestOptions = {},
  ): Promise<UserChallengeMeasurement[]> =>
    http.call('groups.challenges.myMeasurements', {
      ...options,
      params: { groupId, challengeId },
    }),
  /** POST /groups/{groupId}/challenges/{challengeId}/measurements with an array of entries. */
  submitMeasurements: async (
    groupId: number,
    challengeId: number,
    entries: readonly Pick<MeasurementSubmission, 'measurementTypeId' | 'value'>[],
  ): Promise<void> => {
    const body: MeasurementSubmission[] = entries.map((entry) => ({
      groupId,
      challengeId,
      measurementTypeId: entry.measurementTypeId,
      value: entry.value,
    }));
    await http.call('groups.challenges.submitMeasurements', {
      params: { groupId, challengeId },
      body,
    });
  },
  /** GET /groups/{id}/challenges/{challengeId}/leaderboard, optional `measurementType`. */
  leaderboard: (
    groupId: number,
    challengeId: number,
    { measurementType }: ChallengeLeaderboardQuery = {},
    options: RequestOptions = {},
  ): Promise<ChallengeLeaderboard> =>
    http.call('groups.challenges.leaderboard', {
      ...options,
      params: { groupId, challengeId },
      query: { measurementType: measurementType || undefined },
    }),
});
