import { describe, expect, it } from 'vitest';
import { ApiError } from '@reprally/api-client';
import { answerHolds, isAnsweredElsewhere } from './invite-answer';

const failure = (kind: 'http' | 'network', status: number | null = null) =>
  new ApiError({
    kind,
    status,
    message: 'Failed to accept or reject invite',
    call: 'invites.accept',
  });

describe('isAnsweredElsewhere', () => {
  it.each([404, 409])('a %i means the invite is answered already', (status) => {
    expect(isAnsweredElsewhere(failure('http', status))).toBe(true);
  });

  it.each([
    ['a 403', failure('http', 403)],
    ['a 500', failure('http', 500)],
    ['no answer', failure('network')],
    ['an error that is no API error', new Error('boom')],
  ])('%s does not', (_, error) => {
    expect(isAnsweredElsewhere(error)).toBe(false);
  });
});

describe('answerHolds', () => {
  const groups = [{ id: 1 }, { id: 7 }];

  it('Accept holds when the group is among her groups, and not otherwise', () => {
    expect(answerHolds(true, 7, groups)).toBe(true);
    expect(answerHolds(true, 9, groups)).toBe(false);
  });

  it('Decline holds when the group is not among her groups, and not otherwise', () => {
    expect(answerHolds(false, 9, groups)).toBe(true);
    expect(answerHolds(false, 7, groups)).toBe(false);
  });

  it('an invite without a known group never holds', () => {
    expect(answerHolds(true, null, groups)).toBe(false);
    expect(answerHolds(false, null, [])).toBe(false);
  });
});
