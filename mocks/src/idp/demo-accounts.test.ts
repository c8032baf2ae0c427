import { describe, expect, it } from 'vitest';
import { personas } from '../personas';
import { demoAccounts } from './demo-accounts';

describe('demo accounts of the local identity provider', () => {
  it('are the seeded members, personas first, the admin carrying the Admin role', () => {
    const accounts = demoAccounts();
    expect(accounts.length).toBeGreaterThanOrEqual(35);
    expect(accounts.slice(0, 3).map((account) => account.sub)).toEqual([
      personas.member.sub,
      personas.admin.sub,
      personas.newcomer.sub,
    ]);
    expect(accounts.filter((account) => account.roles.includes('Admin')).map((a) => a.sub)).toEqual(
      [personas.admin.sub],
    );
    expect(accounts[0]).toMatchObject({ name: 'Ana Moreno', email: 'ana.moreno@example.com' });
  });
});
