import { Route, Routes } from 'react-router-dom';
import { waitFor, within } from '@testing-library/dom';
import { expect } from 'vitest';
import { ChallengePage } from '../../features/group-challenges/ChallengePage';
import { CreateChallengePage } from '../../features/group-challenges/CreateChallengePage';
import { GroupFeed } from '../../features/group-feed/GroupFeed';
import { sharePhotoInput } from '../../features/group-feed/testing/share-form';
import { drawnPhoto } from '../drawn-photo';
import type { MutationCase } from './cases';
import type { Screen } from './harness';

// the seeded data: Ana created Dawn Patrol Lifters, whose New Year Cut (Weight and Waist) she
// has not measured in yet, and is a member of Iron Sisters (14 posts, all on one page)
const DAWN_PATROL = 1;
const NEW_YEAR_CUT = 2;
const IRON_SISTERS = 2;

/**
 * The feed as the group page's 'Group Feed' tab shows it. The widget rather than the page: the
 * page reads the group before it shows the tab, so a page opened just before the connection
 * goes has no feed to press anything on; the widget reads its feed at once.
 */
const feedScreen = {
  persona: 'member',
  path: `/groups/${IRON_SISTERS}`,
  screen: () => <GroupFeed groupId={IRON_SISTERS} />,
} as const;

const CHALLENGE_NAME = 'Spring Cut';
const CHALLENGE_DESCRIPTION = 'Weigh-ins every Monday';
const WEIGHT = '82.4';
const WAIST = '90.25';
const CAPTION = 'Week six check-in';
const COMMENT = 'Strong finish!';

const inputValue = (element: HTMLElement) => (element as HTMLInputElement).value;
const isUsable = (control: HTMLElement) =>
  !(control as HTMLButtonElement).disabled && control.getAttribute('aria-disabled') !== 'true';

/** The newest post of the feed, once the feed is read. */
async function firstPost({ ui }: Screen): Promise<HTMLElement> {
  const [post] = await ui.findAllByRole('article', {}, { timeout: 5000 });
  if (!post) throw new Error('no post in the feed');
  return post;
}
const firstPostNow = ({ ui }: Screen): HTMLElement => {
  const [post] = ui.getAllByRole('article');
  if (!post) throw new Error('no post in the feed');
  return post;
};

const createForm = ({ ui }: Screen) => within(ui.getByRole('form', { name: 'Create Challenge' }));
const measurementsForm = ({ ui }: Screen) =>
  within(ui.getByRole('form', { name: 'Enter Measurements' }));
const shareForm = ({ ui }: Screen) => within(ui.getByRole('form', { name: 'Share a photo' }));
const commentField = (screen: Screen) =>
  within(firstPostNow(screen)).getByRole('textbox', { name: 'Add a comment' });
const heartButton = (screen: Screen) =>
  within(firstPostNow(screen)).getByRole('button', { name: 'Heart' });
const heartCountText = (screen: Screen) =>
  within(firstPostNow(screen)).getByText(/^\d+ hearts?$/).textContent ?? '';

/** The heart as it was before the member pressed it, for the case that presses it. */
let heartBefore = { pressed: false, count: 0 };

/** Group challenges and the photo feed: the mutations made there. */
export const feedAndChallengeCases: MutationCase[] = [
  {
    call: 'groups.challenges.create',
    persona: 'member',
    path: `/groups/${DAWN_PATROL}/challenges/create`,
    // the form and the challenge it opens once created, as the app routes them
    screen: () => (
      <Routes>
        <Route path="/groups/:groupId/challenges/create" element={<CreateChallengePage />} />
        <Route path="/groups/:groupId/challenges/:challengeId" element={<ChallengePage />} />
      </Routes>
    ),
    perform: async (screen) => {
      const { ui, user } = screen;
      await ui.findByRole('form', { name: 'Create Challenge' }, { timeout: 5000 });
      const form = createForm(screen);
      await user.type(form.getByRole('textbox', { name: /Challenge Name/ }), CHALLENGE_NAME);
      await user.type(form.getByRole('textbox', { name: 'Description' }), CHALLENGE_DESCRIPTION);
      await user.click(form.getByRole('button', { name: 'Create Challenge' }));
    },
    control: ({ ui }) => ui.getByRole('button', { name: /^(Create Challenge|Creating\.\.\.)$/ }),
    refusedField: {
      path: 'name',
      control: (screen) => createForm(screen).getByRole('textbox', { name: /Challenge Name/ }),
    },
    kept: (screen) => {
      const form = createForm(screen);
      expect(inputValue(form.getByRole('textbox', { name: /Challenge Name/ }))).toBe(
        CHALLENGE_NAME,
      );
      expect(inputValue(form.getByRole('textbox', { name: 'Description' }))).toBe(
        CHALLENGE_DESCRIPTION,
      );
    },
    typed: [CHALLENGE_NAME, CHALLENGE_DESCRIPTION],
    expectSuccess: async ({ ui }) => {
      await ui.findByRole('heading', { level: 1, name: CHALLENGE_NAME }, { timeout: 5000 });
    },
  },
  {
    call: 'groups.challenges.submitMeasurements',
    persona: 'member',
    path: `/groups/${DAWN_PATROL}/challenges/${NEW_YEAR_CUT}`,
    route: '/groups/:groupId/challenges/:challengeId',
    screen: () => <ChallengePage />,
    perform: async (screen) => {
      const { ui, user } = screen;
      await ui.findByRole('form', { name: 'Enter Measurements' }, { timeout: 5000 });
      const form = measurementsForm(screen);
      await user.type(form.getByRole('spinbutton', { name: /Weight/ }), WEIGHT);
      await user.type(form.getByRole('spinbutton', { name: /Waist/ }), WAIST);
      await user.click(form.getByRole('button', { name: 'Save Measurements' }));
    },
    control: (screen) =>
      measurementsForm(screen).getByRole('button', { name: /^(Save Measurements|Saving\.\.\.)$/ }),
    // the body is a list, one entry per value; the first entry is the first field's
    refusedField: {
      path: '0.value',
      control: (screen) => measurementsForm(screen).getAllByRole('spinbutton')[0]!,
    },
    kept: (screen) => {
      const form = measurementsForm(screen);
      expect(inputValue(form.getByRole('spinbutton', { name: /Weight/ }))).toBe(WEIGHT);
      expect(inputValue(form.getByRole('spinbutton', { name: /Waist/ }))).toBe(WAIST);
    },
    typed: [WEIGHT, WAIST],
    expectSuccess: async ({ ui }) => {
      await ui.findByText('Measurements saved.', {}, { timeout: 5000 });
      const weight = await ui.findByRole('article', { name: 'Weight' }, { timeout: 5000 });
      await within(weight).findAllByText(`${WEIGHT} kg`);
    },
  },
  {
    call: 'groups.photos.share',
    ...feedScreen,
    perform: async (screen) => {
      const { ui, user } = screen;
      await firstPost(screen);
      const form = shareForm(screen);
      await user.upload(sharePhotoInput(document.body), await drawnPhoto(64, 48));
      await user.type(form.getByRole('textbox', { name: 'Caption' }), CAPTION);
      await user.click(form.getByRole('combobox', { name: 'Type' }));
      await user.click(await ui.findByRole('option', { name: 'Progress' }));
      await user.click(form.getByRole('button', { name: 'Share Photo' }));
    },
    control: (screen) =>
      shareForm(screen).getByRole('button', { name: /^(Share Photo|Sharing\.\.\.)$/ }),
    refusedField: {
      path: 'caption',
      control: (screen) => shareForm(screen).getByRole('textbox', { name: 'Caption' }),
    },
    kept: (screen) => {
      const form = shareForm(screen);
      expect(inputValue(form.getByRole('textbox', { name: 'Caption' }))).toBe(CAPTION);
      expect(form.getByRole('combobox', { name: 'Type' }).textContent).toContain('Progress');
      form.getByRole('img', { name: 'Preview of the photo to share' });
      form.getByText('photo.png');
    },
    // the photo goes up as a multipart form, not JSON: the caption's arrival shows in the new
    // post, read back from the server's feed
    expectSuccess: async (screen) => {
      const top = await waitFor(
        () => {
          const first = firstPostNow(screen);
          within(first).getByText(CAPTION);
          return first;
        },
        { timeout: 5000 },
      );
      within(top).getByRole('img', { name: /^Progress photo shared by / });
      within(top).getByText('Progress');
      expect(inputValue(shareForm(screen).getByRole('textbox', { name: 'Caption' }))).toBe('');
    },
  },
  {
    call: 'groups.photos.comments.add',
    ...feedScreen,
    perform: async (screen) => {
      const { user } = screen;
      const post = await firstPost(screen);
      await user.click(within(post).getByRole('button', { name: /^\d+ comments?$/ }));
      const field = await within(post).findByRole('textbox', { name: 'Add a comment' });
      await user.type(field, COMMENT);
      await user.click(within(post).getByRole('button', { name: 'Post' }));
    },
    control: (screen) =>
      within(firstPostNow(screen)).getByRole('button', { name: /^(Post|Posting\.\.\.)$/ }),
    refusedField: { path: 'content', control: commentField },
    kept: (screen) => {
      expect(inputValue(commentField(screen))).toBe(COMMENT);
    },
    typed: [COMMENT],
    expectSuccess: async (screen) => {
      await within(firstPostNow(screen)).findByText(COMMENT, {}, { timeout: 5000 });
      await waitFor(() => expect(inputValue(commentField(screen))).toBe(''));
    },
  },
  {
    // The heart is optimistic by design: it turns at once and goes back if the server refuses.
    // While its request is on its way it rests (a second press would race the first toggle).
    call: 'groups.photos.react',
    ...feedScreen,
    perform: async (screen) => {
      const post = await firstPost(screen);
      const heart = within(post).getByRole('button', { name: 'Heart' });
      heartBefore = {
        pressed: heart.getAttribute('aria-pressed') === 'true',
        count: Number.parseInt(heartCountText(screen), 10),
      };
      await screen.user.click(heart);
    },
    control: heartButton,
    // nothing is typed: after a failure the heart is back as it was
    kept: async (screen) => {
      await waitFor(() => {
        expect(heartButton(screen).getAttribute('aria-pressed')).toBe(String(heartBefore.pressed));
        expect(Number.parseInt(heartCountText(screen), 10)).toBe(heartBefore.count);
      });
    },
    typed: ['Heart'],
    // the turned heart shows at once; it has worked once the heart is usable again and still
    // turned (a refusal turns it back)
    expectSuccess: async (screen) => {
      await waitFor(
        () => {
          const heart = heartButton(screen);
          expect(heart.getAttribute('aria-pressed')).toBe(String(!heartBefore.pressed));
          expect(Number.parseInt(heartCountText(screen), 10)).toBe(
            heartBefore.count + (heartBefore.pressed ? -1 : 1),
          );
          expect(isUsable(heart)).toBe(true);
        },
        { timeout: 5000 },
      );
      expect(screen.ui.queryByText('Failed to add reaction', { exact: false })).toBeNull();
    },
  },
];
