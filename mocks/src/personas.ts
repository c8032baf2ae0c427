/**
 * The signed-in people stories and tests can be: the seeded demo member, the seeded admin and
 * a brand-new member.
 * The mock database seeds members with exactly these ids, names and e-mails.
 */
export type Persona = {
  sub: string;
  email: string;
  name: string;
  roles: readonly string[];
};

export const personas = {
  member: {
    sub: 'member-ana',
    email: 'ana.moreno@example.com',
    name: 'Ana Moreno',
    roles: [],
  },
  admin: {
    sub: 'admin-kai',
    email: 'kai.admin@example.com',
    name: 'Kai Lindqvist',
    roles: ['Admin'],
  },
  /** Joined today: no workouts, points, badges, groups or goal (every empty state). */
  newcomer: {
    sub: 'member-noor',
    email: 'noor.haddad@example.com',
    name: 'Noor Haddad',
    roles: [],
  },
} as const satisfies Record<string, Persona>;

export type PersonaName = keyof typeof personas;
