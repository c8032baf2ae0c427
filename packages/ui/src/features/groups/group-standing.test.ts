import { describe, expect, it } from 'vitest';
import { canManageGroup, groupTag, isGroupMember, memberTag, parseGroupId } from './group-standing';

describe('groupTag', () => {
  it('names the creator Owner, even with role Admin', () => {
    expect(groupTag({ creatorId: 'ana', role: 'Admin' }, 'ana')).toBe('Owner');
  });
  it('names a group Admin Admin', () => {
    expect(groupTag({ creatorId: 'kai', role: 'Admin' }, 'ana')).toBe('Admin');
  });
  it('has no tag for an ordinary member', () => {
    expect(groupTag({ creatorId: 'kai', role: 'Member' }, 'ana')).toBeNull();
    expect(groupTag({ creatorId: 'kai', role: null }, 'ana')).toBeNull();
  });
});

describe('canManageGroup', () => {
  it('lets the creator and group Admins manage, nobody else', () => {
    expect(canManageGroup({ creatorId: 'ana', role: 'Member' }, 'ana')).toBe(true);
    expect(canManageGroup({ creatorId: 'kai', role: 'Admin' }, 'ana')).toBe(true);
    expect(canManageGroup({ creatorId: 'kai', role: 'Member' }, 'ana')).toBe(false);
  });
});

describe('parseGroupId', () => {
  it.each(['1', '42', '900719925474099'])('reads %s', (raw) => {
    expect(parseGroupId(raw)).toBe(Number(raw));
  });
  it.each([undefined, '', '0', '-3', '1.5', 'abc', '12abc', '01', '99999999999999999999'])(
    'refuses %j',
    (raw) => {
      expect(parseGroupId(raw)).toBeNull();
    },
  );
});

const group = {
  creatorId: 'creator',
  members: [
    { userId: 'creator', role: 'Admin' as const, user: { name: 'C', profilePhotoUrl: null } },
    { userId: 'admin', role: 'Admin' as const, user: { name: 'A', profilePhotoUrl: null } },
    { userId: 'member', role: 'Member' as const, user: { name: 'M', profilePhotoUrl: null } },
  ],
};

describe('canManageGroup from the member list', () => {
  it('lets the creator and group admins manage, not members, outsiders or nobody', () => {
    expect(canManageGroup(group, 'creator')).toBe(true);
    expect(canManageGroup(group, 'admin')).toBe(true);
    expect(canManageGroup(group, 'member')).toBe(false);
    expect(canManageGroup(group, 'outsider')).toBe(false);
    expect(canManageGroup(group, undefined)).toBe(false);
  });
  it('counts the creator even when the member list misses them', () => {
    expect(canManageGroup({ creatorId: 'creator', members: [] }, 'creator')).toBe(true);
  });
});

describe('isGroupMember', () => {
  it('counts everyone on the member list, whatever their role', () => {
    expect(isGroupMember(group, 'creator')).toBe(true);
    expect(isGroupMember(group, 'admin')).toBe(true);
    expect(isGroupMember(group, 'member')).toBe(true);
  });
  it('does not count someone missing from the list, or nobody', () => {
    expect(isGroupMember(group, 'outsider')).toBe(false);
    expect(isGroupMember(group, undefined)).toBe(false);
    expect(isGroupMember(group, '')).toBe(false);
  });
  it('counts the creator even when the member list misses them', () => {
    expect(isGroupMember({ creatorId: 'creator', members: [] }, 'creator')).toBe(true);
    expect(isGroupMember({ creatorId: 'creator', members: [] }, 'outsider')).toBe(false);
  });
});

describe('memberTag', () => {
  it('names the creator Creator only, though she is an Admin of her group', () => {
    expect(memberTag({ creatorId: 'ana' }, { userId: 'ana', role: 'Admin' })).toBe('Creator');
  });
  it('names a group Admin Admin, and a plain member nothing', () => {
    expect(memberTag({ creatorId: 'kai' }, { userId: 'ana', role: 'Admin' })).toBe('Admin');
    expect(memberTag({ creatorId: 'kai' }, { userId: 'ana', role: 'Member' })).toBeNull();
  });
});
