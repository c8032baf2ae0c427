import { waitFor } from '@testing-library/dom';
import { expect } from 'vitest';
import { db } from '@reprally/mocks';
import { drawnPhoto } from '../drawn-photo';
import { MonthlyBadgesPage } from '../../features/monthly-badges/MonthlyBadgesPage';
import { MonthlyGoalCard } from '../../features/monthly-warriors/MonthlyGoalCard';
import { ProfileScreen } from '../../features/profile/ProfileScreen';
import { LogWorkoutButton } from '../../features/workouts/LogWorkoutButton';
import type { MutationCase } from './cases';
import type { Screen } from './harness';

const NEW_NAME = 'Ana M. Moreno';
const NEW_BIO = 'Deadlift 100 kg: done.';

async function editProfile({ ui, user }: Screen, { withPhoto }: { withPhoto: boolean }) {
  await user.click(await ui.findByRole('button', { name: 'Edit Profile' }));
  if (withPhoto) await user.upload(ui.getByLabelText(/Profile Photo/), await drawnPhoto(64, 48));
  for (const [label, text] of [
    ['Name', NEW_NAME],
    ['Bio', NEW_BIO],
  ] as const) {
    const field = ui.getByRole('textbox', { name: label });
    await user.clear(field);
    await user.click(field);
    await user.paste(text);
  }
  await user.click(ui.getByRole('button', { name: 'Save Profile' }));
}

function profileCase(call: 'profile.update' | 'profile.uploadPhoto'): MutationCase {
  const withPhoto = call === 'profile.uploadPhoto';
  return {
    call,
    persona: 'member',
    path: '/profile',
    screen: () => <ProfileScreen />,
    perform: (screen) => editProfile(screen, { withPhoto }),
    control: ({ ui }) => ui.getByRole('button', { name: /^(Save Profile|Saving\.\.\.)$/ }),
    failureText: () => 'Could not save your profile. Your changes are kept.',
    refusedField: withPhoto
      ? { path: 'file', control: ({ ui }) => ui.getByLabelText(/Profile Photo/) }
      : { path: 'name', control: ({ ui }) => ui.getByRole('textbox', { name: 'Name' }) },
    kept: ({ ui }) => {
      expect(ui.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', NEW_NAME);
      expect(ui.getByRole('textbox', { name: 'Bio' })).toHaveProperty('value', NEW_BIO);
      if (withPhoto) {
        expect(ui.getByRole('img', { name: 'Preview of your new profile photo' })).toBeTruthy();
      }
    },
    typed: withPhoto ? [] : [NEW_NAME, NEW_BIO],
    expectSuccess: async ({ ui }) => {
      await ui.findByText('Profile updated successfully!', {}, { timeout: 5000 });
      await ui.findByRole('heading', { level: 2, name: NEW_NAME });
    },
  };
}

/** Badge ids the seeded server still flags as new for Ana. */
const unseenBadgeIds = () =>
  db.tables.badgeAwards
    .filter((award) => award.memberId === 'member-ana' && !award.notified)
    .map((award) => award.id);

/** The member area's mutations: workouts, profile, monthly goal and badges. */
export const memberCases: MutationCase[] = [
  {
    call: 'workouts.log',
    persona: 'member',
    path: '/',
    screen: () => <LogWorkoutButton />,
    perform: async ({ ui, user }) => {
      await user.click(ui.getByRole('button', { name: 'Log Workout' }));
    },
    control: ({ ui }) => ui.getByRole('button', { name: /^(Log Workout|Logging\.\.\.)$/ }),
    failureText: () => 'Failed to log workout',
    expectSuccess: async ({ ui }) => {
      await ui.findByText('Workout logged', { exact: false }, { timeout: 5000 });
    },
  },
  profileCase('profile.update'),
  profileCase('profile.uploadPhoto'),
  {
    // Kai has no goal yet: he types one and sets it
    call: 'monthlyGoals.set',
    persona: 'admin',
    path: '/monthly-warriors',
    screen: () => <MonthlyGoalCard />,
    perform: async ({ ui, user }) => {
      await user.type(
        await ui.findByRole('spinbutton', { name: 'Target workouts this month' }),
        '12',
      );
      await user.click(ui.getByRole('button', { name: 'Set Goal' }));
    },
    control: ({ ui }) => ui.getByRole('button', { name: /^(Set Goal|Saving\.\.\.)$/ }),
    failureText: () => 'Failed to save goal',
    refusedField: {
      path: 'targetWorkouts',
      control: ({ ui }) => ui.getByRole('spinbutton', { name: 'Target workouts this month' }),
    },
    kept: ({ ui }) => {
      expect(ui.getByRole('spinbutton', { name: 'Target workouts this month' })).toHaveProperty(
        'value',
        '12',
      );
    },
    typed: ['12'],
    expectSuccess: async ({ ui }) => {
      await ui.findByText('10 of 12 workouts', {}, { timeout: 5000 });
    },
  },
  {
    // Nobody presses anything: opening the page tells the server Ana has seen her new badges.
    // A failure is reported, never shown (the server still says new, so the next visit tries
    // again), and the badges keep their 'New!' for this visit whatever happens.
    call: 'monthlyBadges.markNotified',
    persona: 'member',
    path: '/badges/monthly',
    screen: () => <MonthlyBadgesPage />,
    perform: async ({ ui }) => {
      await ui.findAllByText('New!', {}, { timeout: 5000 });
    },
    findError: async ({ ui }, message) => {
      await waitFor(() =>
        expect(db.tables.errorReports.map((row) => row.report.message)).toContain(message),
      );
      expect(ui.queryByRole('alert')).toBeNull();
      return ui.getAllByText('New!')[0]!;
    },
    expectPending: async ({ ui }) => {
      expect(ui.getAllByText('New!').length).toBeGreaterThan(0);
    },
    expectSuccess: async () => {
      await waitFor(() => expect(unseenBadgeIds()).toEqual([]));
    },
  },
];
