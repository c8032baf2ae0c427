import { db } from '../db/index';
import { personas } from '../personas';
import type { DemoAccount } from './pages';

const featured: readonly string[] = [
  personas.member.sub,
  personas.admin.sub,
  personas.newcomer.sub,
];

/**
 * The local provider's accounts: the seeded demo members, the personas first (Ana, the admin
 * Kai, the brand-new Noor), then everyone else by name.
 */
export function demoAccounts(): DemoAccount[] {
  const members = db.tables.members.map((member) => ({
    sub: member.id,
    name: member.name,
    email: member.email,
    roles: [...member.roles],
  }));
  const rank = (sub: string) => {
    const index = featured.indexOf(sub);
    return index === -1 ? featured.length : index;
  };
  return members.sort(
    (a, b) => rank(a.sub) - rank(b.sub) || (a.name ?? '').localeCompare(b.name ?? ''),
  );
}
