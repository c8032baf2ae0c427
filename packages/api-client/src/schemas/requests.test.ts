import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  adminChallengeCreateRequestSchema,
  badgeEvaluationQuerySchema,
  monthlyBadgeCreateRequestSchema,
} from './admin';
import { createGroupChallengeRequestSchema } from './group-challenges';
import { createGroupRequestSchema, updateGroupRequestSchema } from './groups';
import { inviteByEmailRequestSchema } from './invites';
import { monthlyGoalRequestSchema } from './monthly-goals';
import { photoCommentRequestSchema, photoFeedQuerySchema } from './photos';

/** The first issue's message, as the mock backend puts it in a 400 answer. */
const firstIssue = (schema: v.GenericSchema, input: unknown): string | null => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('request schemas the mock backend validates with', () => {
  it('reject group names shorter than 3 characters with their error text', () => {
    const group = { name: ' ab ', description: '', isPrivate: true, creatorId: 'member-ana' };
    expect(firstIssue(createGroupRequestSchema, group)).toBe(
      'Group name must be at least 3 characters long',
    );
    expect(firstIssue(createGroupRequestSchema, { ...group, name: '  ' })).toBe(
      'Group name is required',
    );
    expect(firstIssue(createGroupRequestSchema, { ...group, name: 'abc' })).toBeNull();
  });

  it('reject a group update without changed fields', () => {
    expect(firstIssue(updateGroupRequestSchema, {})).toBe('Nothing to update');
    expect(firstIssue(updateGroupRequestSchema, { isPrivate: false })).toBeNull();
  });

  it('check group challenge dates, buy-in and the 5 measurement types', () => {
    const challenge = {
      name: 'Winter cut',
      description: '',
      startDate: '2026-12-10T00:00:00.000Z',
      endDate: '2026-12-31T00:00:00.000Z',
      buyInAmount: null,
      hasBuyIn: false,
      challengeType: 'BodyRecomp',
      measurementTypes: ['Weight', 'Waist'],
      groupId: 4,
    };
    expect(firstIssue(createGroupChallengeRequestSchema, challenge)).toBeNull();
    expect(
      firstIssue(createGroupChallengeRequestSchema, {
        ...challenge,
        endDate: '2026-12-01T00:00:00.000Z',
      }),
    ).toBe('End date cannot be before the start date');
    expect(firstIssue(createGroupChallengeRequestSchema, { ...challenge, hasBuyIn: true })).toBe(
      'Buy-in amount is required when buy-in is on',
    );
    expect(
      firstIssue(createGroupChallengeRequestSchema, {
        ...challenge,
        measurementTypes: ['Weight', 'Waist', 'Chest', 'Hips', 'Arms', 'Thighs'],
      }),
    ).toBe('You can select a maximum of 5 measurement types');
  });

  it('require a specific month only for month-specific badges', () => {
    const badge = {
      name: 'Gold',
      description: 'Twenty workouts.',
      imageUrl: 'badge-default.png',
      badgeType: 'WorkoutCount',
      requiredValue: 20,
      isActive: true,
      isMonthSpecific: false,
      specificMonth: null,
    };
    expect(firstIssue(monthlyBadgeCreateRequestSchema, badge)).toBeNull();
    expect(firstIssue(monthlyBadgeCreateRequestSchema, { ...badge, isMonthSpecific: true })).toBe(
      'Specific month is required for a month-specific badge',
    );
    expect(firstIssue(monthlyBadgeCreateRequestSchema, { ...badge, specificMonth: 13 })).toBe(
      'Month must be between 1 and 12',
    );
    expect(firstIssue(monthlyBadgeCreateRequestSchema, { ...badge, requiredValue: 0 })).toBe(
      'Required value must be at least 1',
    );
  });

  it('require admin challenge criteria of at least 1 workout', () => {
    const challenge = { name: 'Ten', criteria: 0, badge: 'Bronze', isActive: true };
    expect(firstIssue(adminChallengeCreateRequestSchema, challenge)).toBe(
      'Completion criteria must be at least 1',
    );
  });

  it('check goals (integer above 0), e-mail invites (contains @) and comments (trimmed, non-empty)', () => {
    expect(firstIssue(monthlyGoalRequestSchema, { targetWorkouts: 0, year: 2026, month: 11 })).toBe(
      'The goal must be at least 1 workout',
    );
    expect(firstIssue(inviteByEmailRequestSchema, { email: 'bo.example.com' })).toBe(
      'Please enter a valid email address',
    );
    expect(firstIssue(photoCommentRequestSchema, { content: '   ' })).toBe(
      'Comment cannot be empty',
    );
  });
});

describe('query schemas the mock backend reads URLs with', () => {
  it('default the photo feed to 20 from 0 and type the filters', () => {
    expect(v.parse(photoFeedQuerySchema, {})).toEqual({ limit: 20, offset: 0 });
    expect(
      v.parse(photoFeedQuerySchema, { limit: '20', offset: '40', challengeId: '9', type: 'Meal' }),
    ).toEqual({ limit: 20, offset: 40, challengeId: 9, type: 'Meal' });
    expect(v.safeParse(photoFeedQuerySchema, { type: 'Selfie' }).success).toBe(false);
  });

  it('take evaluate-all year and month together or not at all', () => {
    expect(v.parse(badgeEvaluationQuerySchema, { year: '2026', month: '10' })).toEqual({
      year: 2026,
      month: 10,
    });
    expect(v.parse(badgeEvaluationQuerySchema, {})).toEqual({});
    expect(firstIssue(badgeEvaluationQuerySchema, { year: '2026' })).toBe(
      'Give both year and month, or neither',
    );
  });
});
