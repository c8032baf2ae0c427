import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { delay } from 'msw';
import {
  brokenImageUrl,
  db,
  handlerForCall,
  handlers,
  heldAnswers,
  hostile,
  hostileMemberSeeds,
  outage,
  personas,
  scenarios,
  type MemberRow,
} from '@reprally/mocks';
import {
  noSaveUnderWay,
  PROFILE_SAVED_MESSAGE_MS,
  profileSaveMachine,
  profileSaveMessages,
  type MemberProfile,
} from '@reprally/machines';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { ProfileScreen } from './ProfileScreen';
import { ProfileView } from './ProfileView';
import { screenModes } from '../../../foundations/modes';
import { drawnPhoto } from '../../../testing/drawn-photo';
import { AwayAndBack, goAwayAndBack } from '../../../testing/away-and-back';
import { heldCalls } from '../../../testing/held-calls';
import { countRequestsFromNow, requestsTo } from '../../../testing/requests-made';
import { passTimer, storyTime } from '../../../testing/story-time';
import { inMainRegion } from '../../../testing/main-region';
import { tryAgainStillFails } from '../../../testing/try-again';

const meta = {
  title: 'Profile/ProfileScreen',
  component: ProfileScreen,
  tags: ['autodocs'],
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    router: { path: '/profile' },
  },
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Ana's row in the mock database: what the server holds for the signed-in member. */
function anaRow(): MemberRow {
  const row = db.tables.members.find((member) => member.id === personas.member.sub);
  if (!row) throw new globalThis.Error('the seed has no Ana');
  return row;
}

/** Ana's name as the mock backend holds it (the seed always gives her one). */
function anaName(): string {
  const { name } = anaRow();
  if (name === null) throw new globalThis.Error('the seed gave Ana no name');
  return name;
}

/** The size of a picture the browser can show (a data URL from the mock database). */
function pictureSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new globalThis.Error('not a picture'));
    image.src = url;
  });
}

/** A chosen photo for stories that start mid-flow: an SVG needs no encoding. */
const keptPhoto = new File(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="teal"/><circle cx="20" cy="20" r="12" fill="orange"/></svg>',
  ],
  'kept.svg',
  { type: 'image/svg+xml' },
);

const photoInput = (canvas: Canvas) => canvas.getByLabelText(/Profile Photo/);
const preview = (canvas: Canvas) =>
  canvas.queryByRole('img', { name: 'Preview of your new profile photo' });

const photoUploads = () => requestsTo('/users/me/profile/photo');
const profileUpdates = () => requestsTo('/users/me/profile');

/** How many failures with `message` have been reported since it was called. */
function reportsFrom(message: string) {
  const count = () =>
    db.tables.errorReports.filter(({ report }) => report.message === message).length;
  const before = count();
  return () => count() - before;
}

async function openEditor(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
  return canvas.findByRole('form', { name: 'Edit Profile' });
}

async function typeInto(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.paste(text);
}

/** Ana on the mock backend: her photo, name, points and bio, and 'Edit Profile'. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    const ana = anaRow();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: anaName() })).toBeVisible();
    await expect(canvas.getByText(`${ana.points.toLocaleString('en-US')} points`)).toBeVisible();
    await expect(canvas.getByText(ana.bio)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeVisible());
    await waitFor(() => expect(document.title).toBe('Profile | RepRally'));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { profile: scenarios.profile.pending() } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading your profile')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    // laid out as her profile down to 'Edit Profile': its last shape is a button's height, so the
    // card is as tall loading as loaded
    const shapes = canvasElement.querySelectorAll('[aria-busy="true"] span[aria-hidden="true"]');
    const last = shapes[shapes.length - 1];
    const button = parseFloat(getComputedStyle(document.documentElement).fontSize) * 2.5;
    await expect(last?.getBoundingClientRect().height).toBeCloseTo(button, 0);
  },
};

/**
 * The profile fails to load: the red alert, which she can dismiss, and 'Try Again'. Dismissed,
 * the failure stays as quiet text and 'Try Again' takes the focus.
 */
export const Error: Story = {
  parameters: { msw: { handlers: { profile: scenarios.profile.error(500) } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch profile: 500');
    await expect(canvas.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    await expect(tryAgain).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Failed to fetch profile: 500')).toBeVisible();
    await expect(tryAgain).toHaveFocus();
  },
};

/** An outage of the profile's read (stories that bring it back). */
const profileOutage = outage();

/**
 * The profile fails to load, then the server comes back: 'Try Again' (from the keyboard) asks
 * again, her profile comes, and focus, which was on the pressed button, goes to the page rather
 * than the document's start.
 */
export const TryAgainAfterAFailedLoad: Story = {
  parameters: {
    // it ends as Loaded's picture does
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        profile: [profileOutage.failing('profile.get'), ...handlers.profile],
      },
    },
  },
  decorators: [inMainRegion],
  beforeEach: () => {
    profileOutage.start();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch profile: 503',
    );
    profileOutage.end();
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    tryAgain.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: anaName() }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};

/**
 * Still failing: the failure is said again as a new alert, and focus stays on 'Try Again', there
 * to press again.
 */
export const TryAgainStillFailing: Story = {
  parameters: { msw: { handlers: { profile: scenarios.profile.error(503) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch profile: 503',
    );
    await tryAgainStillFails(canvas, 'Failed to fetch profile: 503');
    await expect(canvas.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
  },
};

/** Nothing filled in yet: 'No name set', 'No bio added yet.', 0 points and the placeholder. */
export const NoNameBioOrPhoto: Story = {
  parameters: { msw: { handlers: { profile: scenarios.profile.empty() } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'No name set' })).toBeVisible();
    await expect(canvas.getByText('No bio added yet.')).toBeVisible();
    await expect(canvas.getByText('0 points')).toBeVisible();
    await expect(await canvas.findByTestId('avatar-fallback')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A photo that fails to load shows the placeholder instead. */
export const BrokenPhoto: Story = {
  loaders: [
    () => {
      anaRow().profilePhotoUrl = brokenImageUrl;
    },
  ],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 2, name: anaName() });
    await waitFor(() => expect(canvas.getByTestId('avatar-fallback')).toBeVisible());
    await expect(canvasElement.querySelector('img')).toBeNull();
    // the picker too shows its empty box, not a broken picture
    await openEditor(canvas);
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
  },
};

/** An address that is neither http(s) nor relative is never rendered: the placeholder shows. */
export const UnsafePhotoAddress: Story = {
  render: () => (
    <Card>
      <ProfileView
        profile={{
          name: 'Ana Moreno',
          bio: 'Early lifter.',
          profilePhotoUrl: 'javascript:alert(1)',
          points: 1170,
        }}
        onEdit={fn()}
      />
    </Card>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Ana Moreno' })).toBeVisible();
    await expect(await canvas.findByTestId('avatar-fallback')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Markup, a 200-character word and emoji in the name and bio show as text and wrap. */
export const HostileNameAndBio: Story = {
  loaders: [
    () => {
      Object.assign(anaRow(), {
        name: hostileMemberSeeds[0].name,
        bio: `${hostile.scriptTag} ${hostile.longWord} ${hostile.emoji}`,
      });
    },
  ],
  play: async ({ canvas, canvasElement }) => {
    const name = hostileMemberSeeds[0].name;
    await expect(await canvas.findByRole('heading', { level: 2, name })).toBeVisible();
    await expect(canvas.getByText(new RegExp(hostile.longWord))).toHaveTextContent(
      hostile.scriptTag,
    );
    await expect(canvasElement.querySelector('script, b')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await openEditor(canvas);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await expect(canvas.getByRole('textbox', { name: 'Bio' })).toHaveValue(
      `${hostile.scriptTag} ${hostile.longWord} ${hostile.emoji}`,
    );
  },
};

/** 'Edit Profile' opens the form filled in; Cancel returns to the profile, edits dropped. */
/** A name and bio in Arabic read right to left, on the page and in the form. */
export const RightToLeftNameAndBio: Story = {
  loaders: [
    () => {
      Object.assign(anaRow(), { name: 'ليلى حداد', bio: 'أتمرن كل صباح قبل العمل.' });
    },
  ],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 2, name: 'ليلى حداد' });
    await expect(heading.matches(':dir(rtl)')).toBe(true);
    await expect(canvas.getByText('أتمرن كل صباح قبل العمل.').matches(':dir(rtl)')).toBe(true);
    await openEditor(canvas);
    await expect(canvas.getByRole('textbox', { name: 'Name' }).matches(':dir(rtl)')).toBe(true);
    await expect(canvas.getByRole('textbox', { name: 'Bio' }).matches(':dir(rtl)')).toBe(true);
  },
};

export const Editing: Story = {
  play: async ({ canvas }) => {
    const ana = anaRow();
    await openEditor(canvas);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(ana.name);
    await expect(canvas.getByRole('textbox', { name: 'Bio' })).toHaveValue(ana.bio);
    await expect(photoInput(canvas)).toHaveAttribute('accept', 'image/*');
    await expect(canvas.getByRole('button', { name: 'Save Profile' })).toBeVisible();
    await typeInto(name, 'Someone else');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: anaName() })).toBeVisible();
  },
};

/** A chosen photo shows as a preview before saving. */
export const PhotoPreview: Story = {
  play: async ({ canvas }) => {
    await openEditor(canvas);
    await userEvent.upload(photoInput(canvas), await drawnPhoto(64, 48));
    // shown once it is known to be a picture (decoded first)
    await waitFor(() => expect(preview(canvas)).toBeVisible());
    await expect(canvas.getByText('photo.png')).toBeVisible();
  },
};

/** A file that is not an image is refused: no preview, and the picker says why. */
export const NotAnImageRefused: Story = {
  play: async ({ canvas }) => {
    await openEditor(canvas);
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(
      photoInput(canvas),
      new File(['not a picture'], 'notes.txt', { type: 'text/plain' }),
    );
    await expect(await canvas.findByText('Please choose an image file.')).toBeVisible();
    await expect(preview(canvas)).toBeNull();
  },
};

/** While the photo goes up, the upload progress bar shows and Save is busy. */
export const UploadInProgress: Story = {
  parameters: {
    msw: {
      handlers: { profile: scenarios.profile.pending({ calls: ['profile.uploadPhoto'] }) },
    },
  },
  play: async ({ canvas }) => {
    await openEditor(canvas);
    await userEvent.upload(photoInput(canvas), await drawnPhoto(64, 48));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading photo' })).toBeVisible();
    // busy, and saying so in its name
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
  },
};

/** Name and bio saved: 'Profile updated successfully!' and the profile shows them. */
export const SaveSucceeds: Story = {
  play: async ({ canvas }) => {
    await openEditor(canvas);
    await typeInto(canvas.getByRole('textbox', { name: 'Name' }), 'Ana M. Moreno');
    await typeInto(canvas.getByRole('textbox', { name: 'Bio' }), 'Deadlift 100 kg: done.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Profile updated successfully!',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ana M. Moreno' })).toBeVisible();
    await expect(canvas.getByText('Deadlift 100 kg: done.')).toBeVisible();
    await expect(anaRow()).toMatchObject({ name: 'Ana M. Moreno', bio: 'Deadlift 100 kg: done.' });
    // the message goes by itself after 3 s (the story that starts saved pictures it): the story
    // passes that time, so this picture is the profile after it, whatever the capture's pace
    await passTimer(PROFILE_SAVED_MESSAGE_MS);
    await waitFor(() => expect(canvas.queryByText('Profile updated successfully!')).toBeNull());
  },
};

/**
 * 'Profile updated successfully!' shows under the profile for 3 s, then goes by itself: 'Edit
 * Profile', which has her focus after the save, stays where it was before she opened the form,
 * while the message shows and after it goes.
 */
export const SavedMessageMovesNothing: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const top = () =>
      canvas.getByRole('button', { name: 'Edit Profile' }).getBoundingClientRect().top;
    const time = storyTime();
    time.hold();
    await canvas.findByRole('button', { name: 'Edit Profile' });
    const before = top();
    await openEditor(canvas);
    // a name as long as hers, so the card keeps its height on every screen
    await typeInto(canvas.getByRole('textbox', { name: 'Name' }), 'Ana M. Moreno');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Profile updated successfully!',
    );
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    await expect(top()).toBe(before);
    // it stays its 3 s, then goes by itself
    await waitFor(() => expect(time.untilNext()).toBe(PROFILE_SAVED_MESSAGE_MS));
    time.pass(PROFILE_SAVED_MESSAGE_MS - 1);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(canvas.getByRole('status')).toHaveTextContent('Profile updated successfully!');
    time.pass(1);
    await waitFor(() => expect(canvas.queryByText('Profile updated successfully!')).toBeNull());
    await expect(top()).toBe(before);
  },
};

/**
 * A 4000x3000 PNG is resized in the browser before it goes up: the server receives a JPEG of
 * 300x225, and the profile shows it.
 */
export const PhotoResizedBeforeUpload: Story = {
  play: async ({ canvas, canvasElement }) => {
    // a camera's photo: twelve megapixels, as a JPEG
    const large = await drawnPhoto(4000, 3000, 'large.jpg', 'image/jpeg');
    await openEditor(canvas);
    await userEvent.upload(photoInput(canvas), large);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    // decoding twelve megapixels takes a moment on a slow machine
    await expect(await canvas.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      'Profile updated successfully!',
    );
    const stored = anaRow().profilePhotoUrl ?? '';
    // the server keeps the upload and answers a relative address on its media path
    await expect(stored).toMatch(/^\/api\/v1\/media\/upload-\d+-[a-z0-9]+\.jpg$/);
    await expect(await pictureSize(stored)).toEqual({ width: 300, height: 225 });
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', stored));
    // the success message goes by itself after 3 s: the story passes that time, so the picture
    // is the profile after it, whatever the pace of the run
    await passTimer(PROFILE_SAVED_MESSAGE_MS);
    await waitFor(() => expect(canvas.queryByText('Profile updated successfully!')).toBeNull());
  },
};

/**
 * Editing again after a photo was saved: the picker shows her current photo (not an empty box,
 * which would read as if saving removed it), without 'Remove', as choosing nothing keeps it. A
 * new choice takes its place, with 'Remove' to go back to it.
 */
export const EditingShowsTheCurrentPhoto: Story = {
  play: async ({ canvas }) => {
    await openEditor(canvas);
    await userEvent.upload(photoInput(canvas), await drawnPhoto(64, 48));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Profile updated successfully!',
    );
    const stored = anaRow().profilePhotoUrl ?? '';
    await openEditor(canvas);
    const current = canvas.getByRole('img', { name: 'Your current profile photo' });
    await expect(current).toHaveAttribute('src', stored);
    await expect(canvas.queryByRole('button', { name: 'Remove' })).toBeNull();

    await userEvent.upload(photoInput(canvas), await drawnPhoto(32, 32, 'new.png'));
    await waitFor(() => expect(preview(canvas)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(canvas.getByRole('img', { name: 'Your current profile photo' })).toBeVisible();
  },
};

/**
 * The upload fails: the member is told, the failure is reported, and the name, bio and chosen
 * photo are all still there with Save ready again.
 */
export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: { profile: scenarios.profile.error(500, { calls: ['profile.uploadPhoto'] }) },
    },
  },
  play: async ({ canvas }) => {
    await openEditor(canvas);
    await userEvent.upload(photoInput(canvas), await drawnPhoto(64, 48));
    await typeInto(canvas.getByRole('textbox', { name: 'Name' }), 'Ana M. Moreno');
    await typeInto(canvas.getByRole('textbox', { name: 'Bio' }), 'Deadlift 100 kg: done.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));

    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not save your profile. Your changes are kept.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana M. Moreno');
    await expect(canvas.getByRole('textbox', { name: 'Bio' })).toHaveValue(
      'Deadlift 100 kg: done.',
    );
    await expect(preview(canvas)).toBeVisible();
    const save = canvas.getByRole('button', { name: 'Save Profile' });
    await expect(save).not.toHaveAttribute('aria-disabled');
    await waitFor(() =>
      expect(db.tables.errorReports.map((row) => row.report.message)).toContain(
        'Failed to upload photo: 500',
      ),
    );
    await expect(anaRow().name).not.toBe('Ana M. Moreno');
  },
};

/** The canvas's own 2D drawing, put back after the story that takes it away. */
const getContext = HTMLCanvasElement.prototype.getContext;

/**
 * The browser cannot draw the chosen photo smaller (no canvas to draw on): the save fails with
 * its message, the resize's own words stand under the photo, and every input is kept.
 */
export const PhotoCannotBeResized: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: () => () => {
    HTMLCanvasElement.prototype.getContext = getContext;
  },
  play: async ({ canvas }) => {
    await openEditor(canvas);
    await userEvent.upload(photoInput(canvas), await drawnPhoto(64, 48));
    await waitFor(() => expect(preview(canvas)).toBeVisible());
    await typeInto(canvas.getByRole('textbox', { name: 'Name' }), 'Ana M. Moreno');
    // from here on, no canvas gives a 2D context
    HTMLCanvasElement.prototype.getContext = () => null;
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));

    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not save your profile. Your changes are kept.',
    );
    await expect(photoInput(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('Could not get canvas context'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana M. Moreno');
    await expect(preview(canvas)).toBeVisible();
    await waitFor(() =>
      expect(db.tables.errorReports.map((row) => row.report.message)).toContain(
        'Could not get canvas context',
      ),
    );
  },
};

/**
 * She saves with Enter in Name and the save fails: the failure is said, and her focus is still in
 * Name, where she pressed it (a field that is disabled while it saves would have dropped it to the
 * page's start).
 */
export const SaveFailsFromTheKeyboard: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { profile: scenarios.profile.error(500, { calls: ['profile.update'] }) } },
  },
  play: async ({ canvas }) => {
    await openEditor(canvas);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await typeInto(name, 'Ana M. Moreno');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not save your profile. Your changes are kept.',
    );
    await expect(name).toHaveValue('Ana M. Moreno');
    await expect(name).toHaveFocus();
    await expect(name).not.toHaveAttribute('readonly');
  },
};

/**
 * The server refuses the name: its message shows under Name, which is invalid and focused; no
 * failure message; the typed name and bio stay, Save is ready again and the failure is reported.
 */
export const NameRefusedByServer: Story = {
  parameters: {
    msw: {
      handlers: {
        profile: scenarios.profile.error(400, {
          calls: ['profile.update'],
          message: 'name: Names can be at most 50 characters',
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const longName = 'Ana Lucía Moreno de la Fuente y Villanueva-Castillo';
    await openEditor(canvas);
    await typeInto(canvas.getByRole('textbox', { name: 'Name' }), longName);
    await typeInto(canvas.getByRole('textbox', { name: 'Bio' }), 'Deadlift 100 kg: done.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));

    const name = canvas.getByRole('textbox', { name: 'Name' });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('Names can be at most 50 characters'),
    );
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText(profileSaveMessages.saveFailed)).toBeNull();
    await expect(name).toHaveValue(longName);
    await expect(canvas.getByRole('textbox', { name: 'Bio' })).toHaveValue(
      'Deadlift 100 kg: done.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Bio' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('button', { name: 'Save Profile' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await waitFor(() =>
      expect(db.tables.errorReports.map((row) => row.report.message)).toContain(
        'Failed to update profile: 400',
      ),
    );
  },
};

/**
 * How long a story waits for a file that is no picture to be refused: its first bytes refuse it
 * at once, without a decoder (which, on a busy machine deep into the run, has taken longer than
 * its own time limit to answer); this leaves room for a slow render.
 */
const decodeWait = { timeout: 5_000 };

/**
 * A file named .jpg that is no picture: 'Failed to load image' shows under the photo as soon as it
 * is chosen, with focus on the picker; the file is not kept (no preview, no name).
 */
export const UnreadablePhotoRefused: Story = {
  play: async ({ canvas, canvasElement }) => {
    await openEditor(canvas);
    await userEvent.upload(
      photoInput(canvas),
      new File(['these bytes are no JPEG'], 'holiday.jpg', { type: 'image/jpeg' }),
    );
    const picker = photoInput(canvas);
    await waitFor(
      () => expect(picker).toHaveAccessibleDescription('Failed to load image'),
      decodeWait,
    );
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(photoInput(canvas)).toHaveFocus());
    await expect(preview(canvas)).toBeNull();
    // the picture left is her current photo, which the refused file does not replace
    const pictures = [...canvasElement.querySelectorAll('form img')];
    await expect(pictures.map((img) => img.getAttribute('alt'))).toEqual(
      anaRow().profilePhotoUrl ? ['Your current profile photo'] : [],
    );
    await expect(canvas.queryByText('holiday.jpg')).toBeNull();
  },
};

/** The refused file is not sent: saving after it stores name and bio, and no photo. */
export const SavedWithoutTheUnreadablePhoto: Story = {
  // it ends on the success message, which leaves after 3 s: a picture would race it
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    countRequestsFromNow();
    await openEditor(canvas);
    await userEvent.upload(
      photoInput(canvas),
      new File(['these bytes are no JPEG'], 'holiday.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(
      () => expect(photoInput(canvas)).toHaveAccessibleDescription('Failed to load image'),
      decodeWait,
    );
    await typeInto(canvas.getByRole('textbox', { name: 'Name' }), 'Ana M. Moreno');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Profile updated successfully!',
    );
    await expect(photoUploads()).toBe(0);
  },
};

/**
 * The photo went up but name and bio failed: the same message, every input kept, and the
 * profile shown is read again (the new photo is hers already). Saving again does not send the
 * photo again: three tries, one upload. Cancel shows the profile with the new photo.
 */
export const SaveFailsAfterThePhotoRetriedSendsItOnce: Story = {
  parameters: {
    msw: { handlers: { profile: scenarios.profile.error(500, { calls: ['profile.update'] }) } },
  },
  play: async ({ canvas, canvasElement }) => {
    countRequestsFromNow();
    const before = anaRow().profilePhotoUrl;
    await openEditor(canvas);
    await userEvent.upload(photoInput(canvas), await drawnPhoto(64, 48));
    await waitFor(() => expect(preview(canvas)).toBeVisible());
    await typeInto(canvas.getByRole('textbox', { name: 'Name' }), 'Ana M. Moreno');
    const save = canvas.getByRole('button', { name: 'Save Profile' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await userEvent.click(save);
      await waitFor(() => expect(profileUpdates()).toBe(attempt));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Could not save your profile. Your changes are kept.',
      );
      await waitFor(() => expect(save).not.toHaveAttribute('aria-busy', 'true'));
    }
    await expect(photoUploads()).toBe(1);
    const stored = anaRow().profilePhotoUrl;
    await expect(stored).not.toBe(before);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana M. Moreno');
    await expect(preview(canvas)).toBeVisible();

    // the profile was read again: closing the form shows the photo she has now
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', stored));
    await expect(anaRow().name).not.toBe('Ana M. Moreno');
  },
};

/** A name of only spaces is refused under Name, focused, and nothing is sent. */
export const BlankNameRefused: Story = {
  // it ends on the success message, which leaves after 3 s: a picture would race it
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    countRequestsFromNow();
    const ana = anaRow();
    await openEditor(canvas);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await typeInto(name, '    ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(profileUpdates()).toBe(0);
    await expect(anaRow().name).toBe(ana.name);

    // a name with spaces around it is saved without them
    await typeInto(name, '  Ana M. Moreno  ');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Profile updated successfully!',
    );
    await expect(anaRow().name).toBe('Ana M. Moreno');
  },
};

/**
 * Keyboard only: Enter on 'Edit Profile' puts focus on Name; Cancel, and a successful save,
 * bring it back to 'Edit Profile'.
 */
export const FocusFollowsTheForm: Story = {
  // it ends on the success message, which leaves after 3 s: a picture would race it
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const edit = await canvas.findByRole('button', { name: 'Edit Profile' });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus());

    canvas.getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Profile' })).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await typeInto(name, 'Ana M. Moreno');
    canvas.getByRole('button', { name: 'Save Profile' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Profile updated successfully!',
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Profile' })).toHaveFocus());
  },
};

/**
 * A chosen photo whose preview cannot be shown (started there directly): its alternative text
 * stays inside the 80 px box.
 */
export const BrokenPreviewStaysInItsBox: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: {
    startFrom: (profile: MemberProfile) =>
      profileSaveMachine.resolveState({
        value: 'edit',
        context: {
          profile,
          draft: {
            name: profile.name ?? '',
            bio: profile.bio ?? '',
            photo: new File(['no picture'], 'broken.jpg', { type: 'image/jpeg' }),
          },
          ...noSaveUnderWay,
        },
      }),
  },
  play: async ({ canvas }) => {
    const image = await waitFor(() => {
      const shown = preview(canvas);
      if (!shown) throw new globalThis.Error('no preview yet');
      return shown;
    });
    await waitFor(() => expect(image).toHaveProperty('complete', true));
    await expect(image).toHaveProperty('naturalWidth', 0);
    await expect(getComputedStyle(image).overflow).toBe('hidden');
    const box = image.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(80);
    await expect(box.height).toBeLessThanOrEqual(80);
  },
};

/** Name and bio fail to save after the photo went up: the same message, every input kept. */
export const SaveFailsAfterThePhoto: Story = {
  parameters: {
    msw: { handlers: { profile: scenarios.profile.error(500, { calls: ['profile.update'] }) } },
  },
  play: async ({ canvas }) => {
    await openEditor(canvas);
    await userEvent.upload(photoInput(canvas), await drawnPhoto(64, 48));
    await typeInto(canvas.getByRole('textbox', { name: 'Name' }), 'Ana M. Moreno');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not save your profile. Your changes are kept.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana M. Moreno');
    await expect(preview(canvas)).toBeVisible();
    await waitFor(() =>
      expect(db.tables.errorReports.map((row) => row.report.message)).toContain(
        'Failed to update profile: 500',
      ),
    );
  },
};

/**
 * The form as it stands after a failed save, started there directly: the message, the typed
 * name and bio, and the chosen photo's preview; 'Remove' drops the photo.
 */
export const StartedAfterAFailedSave: Story = {
  args: {
    startFrom: (profile: MemberProfile) =>
      profileSaveMachine.resolveState({
        value: 'edit',
        context: {
          profile,
          draft: { name: 'Ana M. Moreno', bio: 'Deadlift 100 kg: done.', photo: keptPhoto },
          ...noSaveUnderWay,
          saveError: profileSaveMessages.saveFailed,
        },
      }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not save your profile. Your changes are kept.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana M. Moreno');
    await expect(canvas.getByRole('textbox', { name: 'Bio' })).toHaveValue(
      'Deadlift 100 kg: done.',
    );
    await waitFor(() => expect(preview(canvas)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(preview(canvas)).toBeNull();
  },
};

/** Just saved, started there directly: the success message under the updated profile. */
export const StartedJustSaved: Story = {
  args: {
    startFrom: (profile: MemberProfile) =>
      profileSaveMachine.resolveState({
        value: 'saved',
        context: {
          profile,
          draft: { name: profile.name ?? '', bio: profile.bio ?? '', photo: null },
          ...noSaveUnderWay,
        },
      }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Profile updated successfully!',
    );
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  },
};

/**
 * She edits her bio and picks a photo, leaves for another part of the app and comes back: the
 * form is open again with both. 'Cancel' drops the edit: coming back then shows her profile.
 */
export const KeptWhileAway: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <AwayAndBack>
      <ProfileScreen />
    </AwayAndBack>
  ),
  play: async ({ canvas }) => {
    await openEditor(canvas);
    await typeInto(canvas.getByRole('textbox', { name: 'Bio' }), 'Squats on Sundays.');
    await userEvent.upload(photoInput(canvas), await drawnPhoto(64, 48));
    // the preview shows once the picture is decoded: beyond waitFor's 1 s on a busy machine
    await waitFor(() => expect(preview(canvas)).not.toBeNull(), { timeout: 5000 });

    await goAwayAndBack(canvas);
    // the editor is open again, with her bio and her photo
    await expect(await canvas.findByRole('form', { name: 'Edit Profile' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Bio' })).toHaveValue('Squats on Sundays.');
    await waitFor(() => expect(preview(canvas)).not.toBeNull(), { timeout: 5000 });

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await goAwayAndBack(canvas);
    await expect(await canvas.findByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Edit Profile' })).toBeNull();
  },
};

/** The profile between 'Go elsewhere' and 'Come back', its update answered as `profile` says. */
const awayAndBackWith = (profile: ReturnType<typeof scenarios.profile.slow>) => ({
  parameters: { chromatic: { disableSnapshot: true }, msw: { handlers: { profile } } },
  render: () => (
    <AwayAndBack>
      <ProfileScreen />
    </AwayAndBack>
  ),
});

/** Opens the editor, types a new name and presses Save Profile. */
async function saveNewName(canvas: Canvas, name: string) {
  await openEditor(canvas);
  await typeInto(canvas.getByRole('textbox', { name: 'Name' }), name);
  await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
}

/**
 * She saves a new name and leaves before the server has answered. The name is saved all the
 * same, and her edit goes with it: back on her profile, it shows the new name, with no editor
 * open offering the same change again.
 */
export const SavedAfterSheLeft: Story = {
  ...awayAndBackWith(scenarios.profile.slow(600, { calls: ['profile.update'] })),
  play: async ({ canvas }) => {
    await saveNewName(canvas, 'Ana M. Moreno');
    await goAwayAndBack(canvas, { until: () => expect(anaRow().name).toBe('Ana M. Moreno') });
    await expect(await canvas.findByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Edit Profile' })).toBeNull();
    await expect(await canvas.findByText('Ana M. Moreno')).toBeVisible();
    // saved before she came back: nothing waited for it here to say
    await expect(canvas.queryByText('Profile updated successfully!')).toBeNull();
  },
};

/**
 * She saves a new name, leaves and comes back before the answer: her profile waits for it, with
 * 'Edit Profile' resting under 'Saving...' (no editor opens on the name being replaced), and
 * then shows the new name with 'Profile updated successfully!' for its 3 seconds.
 */
export const CameBackBeforeTheAnswer: Story = {
  ...awayAndBackWith(scenarios.profile.slow(600, { calls: ['profile.update'] })),
  play: async ({ canvas }) => {
    await saveNewName(canvas, 'Ana M. Moreno');
    await goAwayAndBack(canvas);
    const saving = await canvas.findByRole('button', { name: 'Saving...' });
    await expect(saving).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(saving);
    await expect(canvas.queryByRole('form', { name: 'Edit Profile' })).toBeNull();

    // the update answers after 600 ms; the profile, read again, shows it, and says so as a save
    // she had stayed for does: the words come with the new name, never beside the old one
    await expect(
      await canvas.findByText('Profile updated successfully!', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Ana M. Moreno')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(canvas.queryByRole('form', { name: 'Edit Profile' })).toBeNull();
    await expect(anaRow().name).toBe('Ana M. Moreno');
    await passTimer(PROFILE_SAVED_MESSAGE_MS);
    await waitFor(() => expect(canvas.queryByText('Profile updated successfully!')).toBeNull());
  },
};

/**
 * Her save is said ('Profile updated successfully!'), and she leaves while it shows: coming
 * back, her profile shows the new name, not the editor again.
 */
export const LeftWhileSaidSaved: Story = {
  ...awayAndBackWith(handlers.profile),
  play: async ({ canvas }) => {
    await saveNewName(canvas, 'Ana M. Moreno');
    await expect(await canvas.findByText('Profile updated successfully!')).toBeVisible();
    await goAwayAndBack(canvas);
    await expect(await canvas.findByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Edit Profile' })).toBeNull();
    await expect(canvas.getByText('Ana M. Moreno')).toBeVisible();
  },
};

/** Her editor, open again after she came back, with `name` and saying the save failed. */
async function editorBackSayingItFailed(canvas: Canvas, name: string) {
  await expect(await canvas.findByRole('form', { name: 'Edit Profile' })).toBeVisible();
  await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expect(await canvas.findByRole('alert')).toHaveTextContent(
    'Could not save your profile. Your changes are kept.',
  );
}

/**
 * She saves a new name and leaves; the save fails while she is away, and the failure is
 * reported. Coming back, her editor is open with the name she typed and says why, as if she had
 * stayed; Save Profile takes it again.
 */
export const FailedWhileSheWasAway: Story = {
  ...awayAndBackWith(scenarios.profile.error(500, { calls: ['profile.update'], after: 300 })),
  play: async ({ canvas }) => {
    const reported = reportsFrom('Failed to update profile: 500');
    await saveNewName(canvas, 'Ana M. Moreno');
    await goAwayAndBack(canvas, { until: () => expect(reported()).toBe(1) });

    await editorBackSayingItFailed(canvas, 'Ana M. Moreno');
    await expect(canvas.getByRole('button', { name: 'Save Profile' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(reported()).toBe(1);
  },
};

/** Her profile's updates held back in the story below, until it lets them go. */
const heldUpdate = heldAnswers('profile.update');

/**
 * She saves a new name, leaves and comes back before the answer, and presses the resting
 * 'Saving...'. The save fails: her editor takes the button's place with the name she typed and
 * says why, and her focus goes to its Name, not to the page with the button that went.
 */
export const CameBackBeforeTheFailure: Story = {
  ...awayAndBackWith([
    heldUpdate.handler,
    ...scenarios.profile.error(500, { calls: ['profile.update'] }),
  ]),
  beforeEach: () => {
    heldUpdate.on = true;
    return () => heldUpdate.letGo();
  },
  play: async ({ canvas }) => {
    await saveNewName(canvas, 'Ana M. Moreno');
    await waitFor(() => expect(heldUpdate.waiting).toBe(1));
    await goAwayAndBack(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Saving...' }));
    heldUpdate.letGo();

    await editorBackSayingItFailed(canvas, 'Ana M. Moreno');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  },
};

/**
 * How long her photo's upload takes in the stories that leave during it: room for a loaded
 * machine to press 'Go elsewhere' once the upload shows, before it is answered.
 */
const UPLOAD_MS = 1500;

/** Her photo's upload takes `UPLOAD_MS`; then it, and every other call, answers for real. */
const slowUpload = handlerForCall('profile.uploadPhoto', async () => {
  await delay(UPLOAD_MS);
  return undefined;
});

/**
 * Opens the editor, picks a photo, types a new name and presses Save Profile, and waits for the
 * photo to be going up.
 */
async function savePhotoAndName(canvas: Canvas, name: string) {
  await openEditor(canvas);
  await userEvent.upload(photoInput(canvas), await drawnPhoto(64, 48));
  await waitFor(() => expect(preview(canvas)).not.toBeNull(), decodeWait);
  await typeInto(canvas.getByRole('textbox', { name: 'Name' }), name);
  await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
  await expect(await canvas.findByRole('progressbar', { name: 'Uploading photo' })).toBeVisible();
}

/**
 * She saves a new photo and name and leaves while the photo goes up. The upload goes on, and
 * her name follows it: back on her profile, it shows both, with no editor open offering them
 * again. One upload, one update.
 */
export const PhotoSavedAfterSheLeft: Story = {
  ...awayAndBackWith([slowUpload, ...handlers.profile]),
  play: async ({ canvas, canvasElement }) => {
    countRequestsFromNow();
    const before = anaRow().profilePhotoUrl;
    await savePhotoAndName(canvas, 'Ana M. Moreno');
    await goAwayAndBack(canvas, { until: () => expect(anaRow().name).toBe('Ana M. Moreno') });

    await expect(await canvas.findByText('Ana M. Moreno')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Edit Profile' })).toBeNull();
    const stored = anaRow().profilePhotoUrl;
    await expect(stored).not.toBe(before);
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', stored));
    await expect(photoUploads()).toBe(1);
    await expect(profileUpdates()).toBe(1);
  },
};

/**
 * She saves a new photo and name, leaves while the photo goes up and comes back at once: her
 * profile waits for the save, 'Edit Profile' resting under 'Saving...', and then shows both.
 */
export const PhotoCameBackBeforeTheAnswer: Story = {
  ...awayAndBackWith([slowUpload, ...handlers.profile]),
  play: async ({ canvas, canvasElement }) => {
    const before = anaRow().profilePhotoUrl;
    await savePhotoAndName(canvas, 'Ana M. Moreno');
    await goAwayAndBack(canvas);
    const saving = await canvas.findByRole('button', { name: 'Saving...' });
    await expect(saving).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('form', { name: 'Edit Profile' })).toBeNull();

    await expect(
      await canvas.findByText('Profile updated successfully!', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Ana M. Moreno')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).not.toHaveAttribute(
      'aria-disabled',
    );
    const stored = anaRow().profilePhotoUrl;
    await expect(stored).not.toBe(before);
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', stored));
  },
};

/**
 * She saves a new photo and name and leaves; the upload fails while she is away, and is
 * reported once. Coming back, her editor is open with her name and her photo, and says why.
 * Nothing of the save was stored.
 */
export const PhotoFailedWhileSheWasAway: Story = {
  ...awayAndBackWith(
    scenarios.profile.error(500, { calls: ['profile.uploadPhoto'], after: UPLOAD_MS }),
  ),
  play: async ({ canvas }) => {
    countRequestsFromNow();
    const reported = reportsFrom('Failed to upload photo: 500');
    const before = { ...anaRow() };
    await savePhotoAndName(canvas, 'Ana M. Moreno');
    await goAwayAndBack(canvas, { until: () => expect(reported()).toBe(1) });

    await editorBackSayingItFailed(canvas, 'Ana M. Moreno');
    await waitFor(() => expect(preview(canvas)).not.toBeNull(), decodeWait);
    await expect(reported()).toBe(1);
    await expect(profileUpdates()).toBe(0);
    await expect(anaRow().name).toBe(before.name);
    await expect(anaRow().profilePhotoUrl).toBe(before.profilePhotoUrl);
  },
};

/**
 * She saves a new photo and name and leaves; the photo is stored, but her name fails while she
 * is away. Coming back, her editor is open with her name and says why; the photo is hers
 * already, shown as her current one and not offered again, so Save Profile sends her name alone.
 */
export const NameFailedAfterThePhotoWhileAway: Story = {
  ...awayAndBackWith([slowUpload, ...scenarios.profile.error(500, { calls: ['profile.update'] })]),
  play: async ({ canvas }) => {
    countRequestsFromNow();
    const reported = reportsFrom('Failed to update profile: 500');
    const before = anaRow().profilePhotoUrl;
    await savePhotoAndName(canvas, 'Ana M. Moreno');
    await goAwayAndBack(canvas, { until: () => expect(reported()).toBe(1) });

    await editorBackSayingItFailed(canvas, 'Ana M. Moreno');
    const stored = anaRow().profilePhotoUrl ?? '';
    await expect(stored).not.toBe(before);
    await expect(preview(canvas)).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Your current profile photo' })).toHaveAttribute(
        'src',
        stored,
      ),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(profileUpdates()).toBe(2));
    await expect(photoUploads()).toBe(1);
  },
};

/** Her profile, and what logging out does to her data in this tab: the query cache is emptied. */
function ProfileBesideLogOut() {
  const queryClient = useQueryClient();
  return (
    <>
      <Button variant="secondary" onClick={() => queryClient.clear()}>
        Log out (her data cleared)
      </Button>
      <AwayAndBack>
        <ProfileScreen />
      </AwayAndBack>
    </>
  );
}

/**
 * She saves a new photo and name, leaves while the photo goes up, and logs out. The upload ends
 * as it may, but her name, gone with her data, is not sent after her.
 */
export const LoggedOutWhileThePhotoWentUp: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { profile: [slowUpload, ...handlers.profile] } },
  },
  render: () => <ProfileBesideLogOut />,
  play: async ({ canvas }) => {
    countRequestsFromNow();
    const before = anaRow().name;
    await savePhotoAndName(canvas, 'Ana M. Moreno');
    await userEvent.click(canvas.getByRole('button', { name: 'Go elsewhere' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Log out (her data cleared)' }));
    await waitFor(() => expect(photoUploads()).toBe(1), { timeout: 5000 });
    // what follows an upload follows it at once: a moment is room enough for it
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(profileUpdates()).toBe(0);
    await expect(anaRow().name).toBe(before);
  },
};

/** The canvas's JPEG encoding, the last step of making a chosen photo ready to send. */
const photoEncoding = heldCalls(
  HTMLCanvasElement.prototype,
  'toBlob',
  (_callback, type) => type === 'image/jpeg',
);

/**
 * She saves a new photo and name and leaves while the photo is still being made ready to send
 * (resized and encoded, a moment on a phone). Online, her save goes on all the same: back on her
 * profile, it shows the new name and photo.
 */
export const PhotoMadeReadyAfterSheLeft: Story = {
  ...awayAndBackWith(handlers.profile),
  beforeEach: () => photoEncoding.hold(),
  play: async ({ canvas, canvasElement }) => {
    const before = anaRow().profilePhotoUrl;
    await openEditor(canvas);
    await userEvent.upload(photoInput(canvas), await drawnPhoto(64, 48));
    await waitFor(() => expect(preview(canvas)).not.toBeNull(), decodeWait);
    await typeInto(canvas.getByRole('textbox', { name: 'Name' }), 'Ana M. Moreno');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(photoEncoding.started()).toBe(true), decodeWait);
    await expect(canvas.queryByRole('progressbar', { name: 'Uploading photo' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Go elsewhere' }));
    photoEncoding.release();
    await waitFor(() => expect(anaRow().name).toBe('Ana M. Moreno'), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Come back' }));

    await expect(await canvas.findByText('Ana M. Moreno')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Edit Profile' })).toBeNull();
    const stored = anaRow().profilePhotoUrl;
    await expect(stored).not.toBe(before);
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', stored));
  },
};

/**
 * The browser's reading of a chosen picture, the check a chosen photo goes through before it is
 * kept.
 */
const pictureReading = heldCalls(window, 'createImageBitmap');

/**
 * She chooses a photo and leaves while the browser is still reading it. Coming back, her editor
 * is open with that photo, read again.
 */
export const PhotoStillBeingReadKeptWhileAway: Story = {
  ...awayAndBackWith(handlers.profile),
  beforeEach: () => pictureReading.hold(),
  play: async ({ canvas }) => {
    await openEditor(canvas);
    await userEvent.upload(photoInput(canvas), await drawnPhoto(64, 48));
    await waitFor(() => expect(pictureReading.started()).toBe(true), decodeWait);

    await userEvent.click(canvas.getByRole('button', { name: 'Go elsewhere' }));
    pictureReading.release();
    await userEvent.click(canvas.getByRole('button', { name: 'Come back' }));
    await expect(await canvas.findByRole('form', { name: 'Edit Profile' })).toBeVisible();
    await waitFor(() => expect(preview(canvas)).not.toBeNull(), decodeWait);
  },
};
