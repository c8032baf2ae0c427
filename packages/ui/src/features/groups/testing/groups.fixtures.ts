import type { GroupDetails, GroupSummary } from '@reprally/api-client';
import { FIXED_NOW, hostile, longWord, personas } from '@reprally/mocks';

const summary = (overrides: Partial<GroupSummary> & Pick<GroupSummary, 'id' | 'name'>) => ({
  description: '',
  isPrivate: true,
  creatorId: 'someone-else',
  createdAt: FIXED_NOW,
  memberCount: 1,
  activeChallengeCount: 0,
  upcomingChallengeCount: 0,
  role: 'Member' as const,
  ...overrides,
});

/** Groups whose names and descriptions carry markup, script tags, emoji, RTL text and a long word. */
export function hostileGroupsFixture(): GroupSummary[] {
  return [
    summary({
      id: 901,
      name: `Night Owls ${hostile.scriptTag}`,
      description: `Late-night ${hostile.boldTag} crew. ${hostile.imgTag}`,
      memberCount: 1,
      activeChallengeCount: 1,
      upcomingChallengeCount: 1,
    }),
    summary({
      id: 902,
      name: `${hostile.arabic} ${hostile.emoji}`,
      description: hostile.hebrew,
      creatorId: personas.member.sub,
      role: 'Admin',
      memberCount: 12,
      activeChallengeCount: 2,
      upcomingChallengeCount: 0,
    }),
    summary({ id: 903, name: longWord, description: longWord, role: 'Admin', memberCount: 3 }),
  ];
}

/** A group of Ana's with the given members, for the settings screen's views. */
export function groupDetailsFixture(overrides: Partial<GroupDetails> = {}): GroupDetails {
  const members: GroupDetails['members'] = [
    {
      userId: personas.member.sub,
      role: 'Admin',
      user: { name: personas.member.name, profilePhotoUrl: null },
    },
    {
      userId: 'member-brenda',
      role: 'Member',
      user: { name: 'Brenda <b>Bold</b> Okoye', profilePhotoUrl: null },
    },
    {
      userId: 'member-hubert',
      role: 'Admin',
      user: { name: `Hubert ${longWord}`, profilePhotoUrl: null },
    },
  ];
  return {
    ...summary({
      id: 1,
      name: 'Dawn Patrol Lifters',
      description: 'Lifting before sunrise, coffee after. All levels welcome.',
      isPrivate: false,
      creatorId: personas.member.sub,
      role: 'Admin',
      memberCount: members.length,
    }),
    creator: { id: personas.member.sub, name: personas.member.name },
    members,
    activeChallenges: [],
    upcomingChallenges: [],
    pastChallenges: [],
    ...overrides,
  };
}
