import { describe, expect, it } from 'vitest';
import { isInvitableEmail, searchableQuery } from './invite-input';
import { noUsersFoundMessage, noUsersFoundParts } from './messages';

describe('searchableQuery', () => {
  it.each(['', ' ', '\t\n'])('does not search %j', (query) => {
    expect(searchableQuery(query)).toBeNull();
  });

  it('searches the trimmed text', () => {
    expect(searchableQuery('  ana  ')).toBe('ana');
  });
});

describe('isInvitableEmail', () => {
  it.each([
    '',
    '   ',
    'ana.example.com',
    'ana',
    '   @   ',
    '@example.com',
    'ana@',
    'ana @example.com',
    'ana@@example.com',
  ])('refuses %j', (email) => {
    expect(isInvitableEmail(email)).toBe(false);
  });

  it.each(['ana@example.com', ' ana@example.com ', 'a@b'])('accepts %j', (email) => {
    expect(isInvitableEmail(email)).toBe(true);
  });
});

describe('noUsersFoundMessage', () => {
  it('quotes the query as typed, markup and all', () => {
    expect(noUsersFoundMessage('<b>ana</b>')).toBe('No users found matching "<b>ana</b>"');
  });

  it('keeps the query apart from the quotes around it, so its direction can be isolated', () => {
    const query = '\u202Eana';
    const { before, query: inside, after } = noUsersFoundParts(query);
    expect(inside).toBe(query);
    expect(`${before}${inside}${after}`).toBe(noUsersFoundMessage(query));
    expect(after).toBe('"');
  });
});
