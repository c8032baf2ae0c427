import { describe, expect, it } from 'vitest';
import { adminScreenTitle, pageTitle } from './AppConfigContext';

describe('pageTitle', () => {
  it("reads '{Screen} | {product}' (every page title)", () => {
    expect(pageTitle('Dashboard', 'RepRally')).toBe('Dashboard | RepRally');
    expect(pageTitle('Monthly Workout Warriors', 'GymCrew')).toBe(
      'Monthly Workout Warriors | GymCrew',
    );
  });

  it('is the bare product name where no screen is named', () => {
    expect(pageTitle(undefined, 'RepRally')).toBe('RepRally');
  });
});

describe('adminScreenTitle', () => {
  it("reads '{Screen} | Admin | {product}' on an admin screen", () => {
    expect(pageTitle(adminScreenTitle('Manage Challenges'), 'RepRally')).toBe(
      'Manage Challenges | Admin | RepRally',
    );
  });
});
