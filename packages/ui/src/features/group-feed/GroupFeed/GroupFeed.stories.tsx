import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  createComment,
  db,
  FIXED_NOW,
  handlers,
  heldAnswers,
  lostAnswers,
  outage,
  personas,
  scenarios,
} from '@reprally/mocks';
import { RunningClock } from '../../../testing/running-clock';
import { storyTime } from '../../../testing/story-time';
import { useSignedInUserId } from '../../../session/SessionContext';
import { isGroupMember } from '../../groups/group-standing';
import { useGroup } from '../../groups/useGroup';
import { viewports } from '../../../foundations/modes';
import { drawnPhoto } from '../../../testing/drawn-photo';
import { sharePhotoInput } from '../testing/share-form';
import { pressTwiceAtOnce } from '../../../testing/press-twice';
import { AwayAndBack, goAwayAndBack } from '../../../testing/away-and-back';
import { GroupFeed } from './GroupFeed';
import {
  GroupReader,
  readGroupAgain,
  removeAnaFrom,
} from '../../../testing/group-changed-elsewhere';
import { tryAgainStillFails } from '../../../testing/try-again';
import { expectCompactEmptyState, expectEmptyStateInCard } from '../../../testing/empty-state';

// the seeded groups Ana belongs to: Dawn Patrol Lifters (her own, 45 posts), Iron Sisters (14)
// and Kettlebell Collective (public, someone else's, 22)
const DAWN_PATROL = 1;
const IRON_SISTERS = 2;
const KETTLEBELL = 3;

const meta = {
  title: 'Group Feed/GroupFeed',
  component: GroupFeed,
  tags: ['autodocs'],
  args: { groupId: DAWN_PATROL },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof GroupFeed>;
export default meta;
type Story = StoryObj<typeof meta>;

const posts = (root: HTMLElement) => within(root).queryAllByRole('article');
/** What each polite status in `root` says. */
const statuses = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('status')
    .map((status) => status.textContent);
const firstPost = async (root: HTMLElement) => {
  await waitFor(() => expect(posts(root).length).toBeGreaterThan(0));
  const [post] = posts(root);
  if (!post) throw new globalThis.Error('no post');
  return post;
};

/** Dawn Patrol Lifters has 45 posts: 20, then 40, then 45 with 'Load More', and no more after. */
export const WithMorePages: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(20));
    const images = canvasElement.querySelectorAll('article img[loading="lazy"]');
    await expect(images.length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(40));
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(45));
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
  },
};

/** Only the behaviour is under test: the feed's picture is another story's. */
const noPicture = { chromatic: { disableSnapshot: true } };

/**
 * From the keyboard: each page 'Load More' brings takes her focus to its first post, so she reads
 * on from there; the last page, which takes 'Load More' away, too.
 */
export const LoadMoreFromTheKeyboard: Story = {
  parameters: noPicture,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(20));
    canvas.getByRole('button', { name: 'Load More' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(40));
    await waitFor(() => expect(posts(canvasElement)[20]).toHaveFocus());
    canvas.getByRole('button', { name: 'Load More' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(45));
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
    await waitFor(() => expect(posts(canvasElement)[40]).toHaveFocus());
  },
};

/** An outage of the feed's next page in LoadMoreFails, begun once the first page is there. */
const nextPageOutage = outage(500);

/**
 * The next page cannot be read: the reason shows above 'Load More', which keeps her focus; when
 * it fails again the reason is said again; once the server answers, 'Load More' brings the page.
 */
export const LoadMoreFails: Story = {
  parameters: {
    ...noPicture,
    msw: {
      handlers: {
        groupPhotos: [nextPageOutage.failing('groups.photos.list'), ...handlers.groupPhotos],
      },
    },
  },
  beforeEach: () => {
    nextPageOutage.end();
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(20));
    nextPageOutage.start();
    const loadMore = canvas.getByRole('button', { name: 'Load More' });
    loadMore.focus();
    await userEvent.keyboard('{Enter}');
    const first = await canvas.findByRole('alert');
    await expect(first).toHaveTextContent('Failed to fetch group photos: 500');
    await waitFor(() => expect(loadMore).not.toHaveAttribute('aria-busy'));
    await expect(loadMore).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).not.toBe(first));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch group photos: 500');
    await waitFor(() => expect(loadMore).not.toHaveAttribute('aria-busy'));
    await expect(loadMore).toHaveFocus();

    // she dismisses it: it goes, and her focus goes on to 'Load More'
    await userEvent.click(
      within(canvas.getByRole('alert')).getByRole('button', { name: 'Dismiss' }),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(loadMore).toHaveFocus();

    nextPageOutage.end();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(40));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(posts(canvasElement)[20]).toHaveFocus());
  },
};

/** Iron Sisters' 14 posts fit on one page: no 'Load More'. */
export const AllOnOnePage: Story = {
  args: { groupId: IRON_SISTERS },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(14));
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
    const post = await firstPost(canvasElement);
    await expect(within(post).getByRole('button', { name: 'Heart' })).toBeVisible();
    await expect(within(post).getByText(/^\d+ hearts?$/)).toBeVisible();
    await expect(within(post).getByRole('button', { name: /^\d+ comments?$/ })).toBeVisible();
    // every post has its Heart and its comments: each is described by its post's name, so a
    // list of the page's buttons tells them apart
    const postName = post.ownerDocument.getElementById(
      post.getAttribute('aria-labelledby') ?? '',
    )?.textContent;
    await expect(postName).toMatch(/^\w+ photo by \S/);
    await expect(post).toHaveAccessibleName(postName);
    for (const button of [
      within(post).getByRole('button', { name: 'Heart' }),
      within(post).getByRole('button', { name: /^\d+ comments?$/ }),
    ]) {
      await expect(button).toHaveAccessibleDescription(postName);
    }
    // on a desktop the feed is a column: a post's photo and its Heart fit in the window together
    const photo = post.querySelector('img')?.parentElement;
    if (!photo) throw new globalThis.Error('no photo');
    const heart = within(post).getByRole('button', { name: 'Heart' });
    await expect(
      heart.getBoundingClientRect().bottom - photo.getBoundingClientRect().top,
    ).toBeLessThan(viewports.desktop.height);
  },
};

/**
 * Captions with markup, script tags and a 200-character word are text; images only via the guard.
 * A caption in Hebrew reads from the right, and one that opens a right-to-left override keeps it
 * to itself.
 */
export const HostileCaptions: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(20));
    const [hebrew] = within(canvasElement).getAllByText('ארוחת בוקר של אלופים 🥑');
    const [english] = within(canvasElement).getAllByText('Post-workout oats with blueberries');
    await expect(hebrew?.matches(':dir(rtl)')).toBe(true);
    await expect(english?.matches(':dir(ltr)')).toBe(true);
    // set apart from the text around it: an open override cannot run past the caption's end
    await expect(hebrew).toHaveStyle({ unicodeBidi: 'isolate' });
    // the seed's hostile captions arrive as their literal characters
    await expect(within(canvasElement).getAllByText(/<(script|a|img)\b/).length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('article script, article b, article a')).toBeNull();
    for (const image of canvasElement.querySelectorAll('article img[loading="lazy"]')) {
      await expect(image.getAttribute('alt')).not.toBe('');
    }
    // a caption is written under its photo, never also its name: no caption is read twice
    for (const post of posts(canvasElement)) {
      const image = post.querySelector('img[loading="lazy"]');
      if (!image) continue;
      await expect(image).toHaveAccessibleName(/^\S+ photo shared by /);
    }
  },
};

/** Nothing shared yet: the message in a card of its own, where the posts would stand. */
export const Empty: Story = {
  parameters: { msw: { handlers: { groupPhotos: scenarios.groupPhotos.empty() } } },
  play: async ({ canvas }) => {
    const message = await canvas.findByRole('heading', { name: 'No photos yet' });
    await expect(message).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share Photo' })).toBeVisible();
    const card = await expectEmptyStateInCard(message);
    // a card of its own, not the share form's
    await expect(card).not.toContainElement(canvas.getByRole('button', { name: 'Share Photo' }));
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: { groupPhotos: scenarios.groupPhotos.pending({ calls: ['groups.photos.list'] }) },
    },
  },
  play: async ({ canvas }) => {
    const label = canvas.getByText('Loading photos');
    await expect(label).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).toBeNull();
    // two posts' places, each a card at least as tall as its photo's 4:3 box, so the posts take
    // the room their places held rather than pushing what follows down
    const places = label.closest('[aria-busy]')?.getBoundingClientRect();
    if (!places) throw new globalThis.Error('no placeholder');
    await expect(places.height).toBeGreaterThan(2 * places.width * (3 / 4));
  },
};

/** The feed cannot be read: the error and a way to try again. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: {
        groupPhotos: scenarios.groupPhotos.error(500, { calls: ['groups.photos.list'] }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch group photos: 500',
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
    // a group screen's error can be dismissed
    await expect(
      within(canvas.getByRole('alert')).getByRole('button', { name: 'Dismiss' }),
    ).toBeVisible();
  },
};

/** An outage of the feed in ErrorThenTryAgain. */
const feedOutage = outage(500);

/**
 * The feed cannot be read, and 'Try Again' brings it: the first post takes her focus, which
 * 'Try Again' had as it went.
 */
export const ErrorThenTryAgain: Story = {
  parameters: {
    ...noPicture,
    msw: {
      handlers: {
        groupPhotos: [feedOutage.failing('groups.photos.list'), ...handlers.groupPhotos],
      },
    },
  },
  beforeEach: () => {
    feedOutage.start();
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch group photos: 500',
    );
    feedOutage.end();
    canvas.getByRole('button', { name: 'Try Again' }).focus();
    await userEvent.keyboard('{Enter}');
    const post = await firstPost(canvasElement);
    await waitFor(() => expect(post).toHaveFocus());
  },
};

/**
 * The feed still cannot be read when she tries again: while it asks, the reason and the busy
 * 'Try Again' stay, so her focus stays on the button; the new failure is said again with her
 * focus still there. Once the server answers, the first post takes her focus.
 */
export const TryAgainStillFailing: Story = {
  parameters: {
    ...noPicture,
    msw: {
      handlers: {
        groupPhotos: [feedOutage.failing('groups.photos.list'), ...handlers.groupPhotos],
      },
    },
  },
  beforeEach: () => {
    feedOutage.start();
  },
  play: async ({ canvas, canvasElement }) => {
    await tryAgainStillFails(canvas, 'Failed to fetch group photos: 500');

    feedOutage.end();
    await userEvent.keyboard('{Enter}');
    const post = await firstPost(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(post).toHaveFocus());
  },
};

/**
 * Comments are read on the first opening, then shown and hidden; a new one joins the list, and
 * a screen reader hears 'Comment posted.' (the field, which keeps her focus, only empties).
 * Opened again, they show at once, her comment with them.
 */
export const CommentsOpen: Story = {
  args: { groupId: IRON_SISTERS },
  play: async ({ canvasElement }) => {
    const post = await firstPost(canvasElement);
    const toggle = within(post).getByRole('button', { name: /^\d+ comments?$/ });
    const before = Number(toggle.textContent?.split(' ')[0]);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const field = await within(post).findByRole('textbox', { name: 'Add a comment' });
    await userEvent.click(within(post).getByRole('button', { name: 'Post' }));
    await expect(within(post).getByText('Comment cannot be empty')).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());
    // the form, its field and Post are described by the post's name (after the field's error),
    // so a list of the page's fields or buttons tells one post's apart from the next one's
    const postName =
      post.ownerDocument.getElementById(post.getAttribute('aria-labelledby') ?? '')?.textContent ??
      '';
    await expect(field).toHaveAccessibleDescription(`Comment cannot be empty ${postName}`);
    await expect(within(post).getByRole('button', { name: 'Post' })).toHaveAccessibleDescription(
      postName,
    );
    await expect(
      within(post).getByRole('form', { name: 'Add a comment' }),
    ).toHaveAccessibleDescription(postName);
    await expect(statuses(post)).not.toContain('Comment posted.');
    await userEvent.type(field, '  Strong finish!  {Enter}');
    await expect(await within(post).findByText('Strong finish!')).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    await expect(statuses(post)).toContain('Comment posted.');
    await expect(toggle).toHaveTextContent(`${before + 1} comment`);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(post).queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
    // closed is out of sight too, not only out of the accessibility tree: it has no box
    await expect(panel?.getClientRects()).toHaveLength(0);
    // opened again, the list is there at once with her comment (and the picture shows it open)
    await userEvent.click(toggle);
    await expect(within(post).getByText('Strong finish!')).toBeVisible();
  },
};

/** The newest photo of a group: the feed's first post. */
const newestPhotoOf = (groupId: number) => {
  const [newest] = db.tables.photos
    .filter((photo) => photo.groupId === groupId)
    .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || b.id - a.id);
  if (!newest) throw new globalThis.Error('seed: no photo in the group');
  return newest;
};

/**
 * A post nobody has commented on yet: 'No comments yet' is drawn as every 'nothing here yet' is,
 * a line centred in the post's card, above the field for the first comment.
 */
export const NoCommentsYet: Story = {
  args: { groupId: IRON_SISTERS },
  loaders: [
    () => {
      const { id } = newestPhotoOf(IRON_SISTERS);
      db.tables.comments = db.tables.comments.filter((row) => row.photoId !== id);
    },
  ],
  play: async ({ canvasElement }) => {
    const post = await firstPost(canvasElement);
    await userEvent.click(within(post).getByRole('button', { name: '0 comments' }));
    const message = await within(post).findByText('No comments yet');
    await expect(within(post).getByRole('textbox', { name: 'Add a comment' })).toBeVisible();
    await expectCompactEmptyState(message);
  },
};

/**
 * A photo whose address does not load (the file is gone) shows the feed's 'Photo unavailable'
 * box, not the browser's broken picture; so does one whose address may not be shown. Each is
 * named as the photo it stands for and as unavailable.
 */
export const PhotosThatCannotBeShown: Story = {
  args: { groupId: IRON_SISTERS },
  parameters: noPicture,
  loaders: [
    () => {
      const [gone, refused] = db.tables.photos
        .filter((photo) => photo.groupId === IRON_SISTERS)
        .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || b.id - a.id);
      if (!gone || !refused) throw new globalThis.Error('seed: too few photos in the group');
      gone.photoUrl = '/uploads/no-such-photo.jpg';
      refused.photoUrl = 'javascript:alert(1)';
    },
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(14));
    const [gone, refused] = posts(canvasElement);
    for (const post of [gone, refused]) {
      if (!post) throw new globalThis.Error('no post');
      const placeholder = await within(post).findByRole('img', {
        name: / photo shared by .+: Photo unavailable$/,
      });
      await expect(placeholder).toHaveTextContent('Photo unavailable');
      await expect(post.querySelector('img')?.getAttribute('src') ?? '').not.toMatch(
        /no-such-photo|javascript:/,
      );
    }
  },
};

/**
 * Her comment joins the list above the field she typed it in, pushing the field down: from the
 * window's bottom edge (on a phone, the tab bar's), the field keeping her focus would leave the
 * window. It stays in view, so she sees where her next words go.
 */
export const CommentFieldStaysInView: Story = {
  args: { groupId: IRON_SISTERS },
  parameters: noPicture,
  play: async ({ canvasElement }) => {
    const post = await firstPost(canvasElement);
    await userEvent.click(within(post).getByRole('button', { name: /^\d+ comments?$/ }));
    const field = await within(post).findByRole('textbox', { name: 'Add a comment' });
    await within(post).findByRole('list', { name: 'Comments' });
    // she has scrolled just far enough to see the field, at the window's bottom edge
    field.scrollIntoView({ block: 'end' });
    await userEvent.type(field, 'Keep it up{Enter}');
    await expect(await within(post).findByText('Keep it up')).toBeVisible();
    await expect(field).toHaveFocus();
    await waitFor(() =>
      expect(field.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
  },
};

/** An outage of the comments' read, ended during the story. */
const commentsOutage = outage(500);

/**
 * A post's comments cannot be read: the reason with 'Try Again', and the comment field still
 * there. Once the server answers, 'Try Again' (from the keyboard) brings them, and focus goes to
 * the comments rather than to the page's start, far above the post.
 */
export const CommentsTryAgain: Story = {
  args: { groupId: IRON_SISTERS },
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        groupPhotos: [
          commentsOutage.failing('groups.photos.comments.list'),
          ...handlers.groupPhotos,
        ],
      },
    },
  },
  beforeEach: () => {
    commentsOutage.start();
  },
  play: async ({ canvasElement }) => {
    const post = await firstPost(canvasElement);
    await userEvent.click(within(post).getByRole('button', { name: /^\d+ comments?$/ }));
    await expect(await within(post).findByRole('alert')).toHaveTextContent(
      'Failed to fetch photo comments: 500',
    );
    await expect(within(post).getByRole('textbox', { name: 'Add a comment' })).toBeVisible();
    const tryAgain = within(post).getByRole('button', { name: 'Try Again' });
    commentsOutage.end();
    tryAgain.focus();
    await userEvent.keyboard('{Enter}');
    const list = await within(post).findByRole('list', { name: 'Comments' }, { timeout: 5000 });
    await expect(within(post).queryByRole('alert')).toBeNull();
    await expect(list).toHaveFocus();
  },
};

/**
 * Her new comment, dated by the server, reads 'just now' 58 seconds later; with the page left
 * alone as her clock passes the minute, it reads '1 minute ago'.
 */
export const FreshCommentAges: Story = {
  args: { groupId: IRON_SISTERS },
  parameters: { chromatic: { disableSnapshot: true } },
  decorators: [
    (Story) => (
      // her clock: 58 seconds after the mock world's 'now'
      <RunningClock from={new Date(FIXED_NOW.getTime() + 58_000)}>
        <Story />
      </RunningClock>
    ),
  ],
  play: async ({ canvasElement }) => {
    // her clock stands at 58 s until the story passes time
    const time = storyTime();
    time.hold();
    const post = await firstPost(canvasElement);
    await userEvent.click(within(post).getByRole('button', { name: /^\d+ comments?$/ }));
    const field = await within(post).findByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(field, 'Fresh from the rack');
    // each time shown on the page keeps a timer for when its text changes: one more comes
    const timers = time.waiting();
    await userEvent.keyboard('{Enter}');
    const comment = (await within(post).findByText('Fresh from the rack')).closest('li');
    if (!comment) throw new globalThis.Error('no comment item');
    await expect(within(comment).getByText('just now')).toBeVisible();
    // once the comment's time has set its timer, two seconds go by
    await waitFor(() => expect(time.waiting()).toBe(timers + 1));
    time.pass(2000);
    await expect(await within(comment).findByText('1 minute ago')).toBeVisible();
  },
};

/** While her comment is on its way, Post says 'Posting...' and takes no second press. */
export const CommentPosting: Story = {
  args: { groupId: IRON_SISTERS },
  parameters: {
    msw: {
      handlers: {
        groupPhotos: scenarios.groupPhotos.pending({ calls: ['groups.photos.comments.add'] }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const post = await firstPost(canvasElement);
    await userEvent.click(within(post).getByRole('button', { name: /^\d+ comments?$/ }));
    const field = await within(post).findByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(field, 'On its way');
    await userEvent.click(within(post).getByRole('button', { name: 'Post' }));
    const posting = await within(post).findByRole('button', { name: 'Posting...' });
    await expect(posting).toHaveAttribute('aria-busy', 'true');
    await expect(posting).toHaveAttribute('aria-disabled', 'true');
    await expect(field).toHaveValue('On its way');
    // held as sent: what she types on is not taken, rather than lost when the field empties
    await expect(field).toHaveAttribute('readonly');
    await userEvent.type(field, ' and more');
    await expect(field).toHaveValue('On its way');
    await expect(statuses(post)).not.toContain('Comment posted.');
  },
};

/** Adding a comment fails: the reason shows and the text stays. */
export const CommentFailed: Story = {
  args: { groupId: IRON_SISTERS },
  parameters: {
    msw: {
      handlers: {
        groupPhotos: scenarios.groupPhotos.error(500, { calls: ['groups.photos.comments.add'] }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const post = await firstPost(canvasElement);
    await userEvent.click(within(post).getByRole('button', { name: /^\d+ comments?$/ }));
    const field = await within(post).findByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(field, 'Keep this text');
    await userEvent.click(within(post).getByRole('button', { name: 'Post' }));
    await expect(await within(post).findByRole('alert')).toHaveTextContent(
      'Failed to add comment: 500',
    );
    await expect(field).toHaveValue('Keep this text');
  },
};

/**
 * The server refuses the comment's text: its message under the field, which is invalid and
 * focused; no alert, the text kept; editing it clears the message until the next refusal.
 */
export const CommentRefused: Story = {
  args: { groupId: IRON_SISTERS },
  parameters: {
    msw: {
      handlers: {
        groupPhotos: scenarios.groupPhotos.error(400, {
          calls: ['groups.photos.comments.add'],
          message: 'content: Comments can be at most 500 characters',
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const post = await firstPost(canvasElement);
    await userEvent.click(within(post).getByRole('button', { name: /^\d+ comments?$/ }));
    const field = await within(post).findByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(field, 'Keep this text');
    await userEvent.click(within(post).getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      // the refusal, then the post's name
      expect(field).toHaveAccessibleDescription(/^Comments can be at most 500 characters \w/),
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(within(post).queryByRole('alert')).toBeNull();
    await expect(within(post).queryByText(/Failed to add comment/)).toBeNull();
    await expect(field).toHaveValue('Keep this text');
    await expect(within(post).getByRole('button', { name: 'Post' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.type(field, '!');
    await expect(field).not.toHaveAttribute('aria-invalid');
    // refused again: the message is back and focus returns to the field
    await userEvent.click(within(post).getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      // the refusal, then the post's name
      expect(field).toHaveAccessibleDescription(/^Comments can be at most 500 characters \w/),
    );
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('Keep this text!');
  },
};

/** The heart turns on at once and the count follows. */
export const Hearted: Story = {
  args: { groupId: IRON_SISTERS },
  play: async ({ canvasElement }) => {
    const post = await firstPost(canvasElement);
    const heart = within(post).getByRole('button', { name: 'Heart' });
    const pressed = heart.getAttribute('aria-pressed') === 'true';
    const count = Number(
      within(post)
        .getByText(/^\d+ hearts?$/)
        .textContent?.split(' ')[0],
    );
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', String(!pressed));
    await expect(within(post).getByText(/^\d+ hearts?$/)).toHaveTextContent(
      new RegExp(`^${pressed ? count - 1 : count + 1} hearts?$`),
    );
  },
};

/** The server refuses the heart: it goes back to how it was, and the reason shows. */
export const HeartRolledBack: Story = {
  args: { groupId: IRON_SISTERS },
  parameters: {
    msw: {
      handlers: {
        groupPhotos: scenarios.groupPhotos.error(500, { calls: ['groups.photos.react'] }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const post = await firstPost(canvasElement);
    const heart = within(post).getByRole('button', { name: 'Heart' });
    const pressed = heart.getAttribute('aria-pressed');
    const count = within(post).getByText(/^\d+ hearts?$/).textContent;
    await userEvent.click(heart);
    await expect(await within(post).findByRole('alert')).toHaveTextContent(
      'Failed to add reaction: 500',
    );
    await expect(heart).toHaveAttribute('aria-pressed', pressed);
    await expect(within(post).getByText(/^\d+ hearts?$/)).toHaveTextContent(count ?? '');
  },
};

/** Hearts the server toggles whose answers are lost on the way back. */
const lostHearts = lostAnswers('groups.photos.react');

/**
 * The server takes her heart but its answer never comes back (the connection dropped): the
 * failure is said, and the feed, read again, shows the heart as the server has it. Her next press
 * then turns what she sees: taken back on the server too, not given a second time.
 */
export const HeartAnswerLost: Story = {
  args: { groupId: IRON_SISTERS },
  parameters: {
    ...noPicture,
    msw: { handlers: { groupPhotos: [lostHearts.handler, ...handlers.groupPhotos] } },
  },
  beforeEach: () => {
    lostHearts.on = true;
  },
  play: async ({ canvasElement }) => {
    const post = await firstPost(canvasElement);
    const heart = within(post).getByRole('button', { name: 'Heart' });
    const pressed = heart.getAttribute('aria-pressed') === 'true';
    const count = () => within(post).getByText(/^\d+ hearts?$/).textContent;
    const before = count();
    await userEvent.click(heart);
    await expect(await within(post).findByRole('alert')).toHaveTextContent(
      'Failed to add reaction: the server could not be reached',
    );
    // the server has the toggle: the feed read again shows it
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', String(!pressed)));
    await expect(count()).not.toBe(before);
    lostHearts.on = false;
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', String(pressed)));
    await waitFor(() => expect(heart).toBeEnabled());
    await expect(count()).toBe(before);
  },
};

/** Photos the server stores whose answers are lost on the way back. */
const lostShares = lostAnswers('groups.photos.share');

/**
 * The server stores her photo but its answer never comes back: the failure is said and her photo
 * and caption stay in the form, and the feed, read again, shows her post at the top, so she sees
 * it was shared rather than sharing it again.
 */
export const ShareAnswerLost: Story = {
  args: { groupId: IRON_SISTERS },
  parameters: {
    ...noPicture,
    msw: { handlers: { groupPhotos: [lostShares.handler, ...handlers.groupPhotos] } },
  },
  beforeEach: () => {
    lostShares.on = true;
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(14));
    const form = await fillShareForm(canvasElement, 'Week six check-in');
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Failed to share photo: the server could not be reached',
    );
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(15));
    await expect(
      within(await firstPost(canvasElement)).getByText('Week six check-in'),
    ).toBeVisible();
    await expect(within(form).getByRole('textbox', { name: 'Caption' })).toHaveValue(
      'Week six check-in',
    );
  },
};

/** The feed's pages, held back while a story presses the Heart. */
const heldPages = heldAnswers('groups.photos.list');

/**
 * She hearts a post while the next page is on its way: the heart turns at once and stays, and
 * the page she asked for with 'Load More' still comes (the heart's toggle used to cancel it, and
 * 'Load More' came back with nothing said).
 */
export const HeartWhileTheNextPageLoads: Story = {
  parameters: {
    ...noPicture,
    msw: { handlers: { groupPhotos: [heldPages.handler, ...handlers.groupPhotos] } },
  },
  beforeEach: () => {
    heldPages.on = false;
    return () => heldPages.letGo();
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(20));
    const post = await firstPost(canvasElement);
    const heart = within(post).getByRole('button', { name: 'Heart' });
    const pressed = heart.getAttribute('aria-pressed') === 'true';
    const count = within(post).getByText(/^\d+ hearts?$/).textContent ?? '';
    const turned = `${Number(count.split(' ')[0]) + (pressed ? -1 : 1)} heart`;

    heldPages.on = true;
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(heldPages.waiting).toBe(1));
    await userEvent.click(heart);
    // the server has her heart: the button is free again
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-disabled'));
    await expect(heart).toHaveAttribute('aria-pressed', String(!pressed));
    heldPages.letGo();

    await waitFor(() => expect(posts(canvasElement)).toHaveLength(40));
    await expect(heart).toHaveAttribute('aria-pressed', String(!pressed));
    await expect(within(post).getByText(/^\d+ hearts?$/).textContent).toMatch(
      new RegExp(`^${turned}s?$`),
    );
  },
};

/** Share without a photo: the form says what is missing, and focus goes to the photo's picker. */
export const ShareWithoutPhoto: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share Photo' }));
    await expect(await canvas.findByText('Please select a photo to share')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByLabelText(/Photo/, { selector: 'input' })).toHaveFocus(),
    );
  },
};

/**
 * A file named .png that is no picture: 'Failed to load image' shows under Photo as soon as it is
 * chosen, with focus on the picker, and the file is not kept (no preview); Share Photo then asks
 * for a photo, and sends nothing.
 */
export const UnreadablePhotoRefused: Story = {
  parameters: noPicture,
  play: async ({ canvasElement }) => {
    await firstPost(canvasElement);
    const before = db.tables.photos.length;
    await userEvent.upload(
      sharePhotoInput(canvasElement),
      new File(['these bytes are no PNG'], 'fake.png', { type: 'image/png' }),
    );
    await waitFor(
      () =>
        expect(sharePhotoInput(canvasElement)).toHaveAccessibleDescription('Failed to load image'),
      { timeout: 5000 },
    );
    await expect(sharePhotoInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(sharePhotoInput(canvasElement)).toHaveFocus());
    const form = within(canvasElement).getByRole('form', { name: 'Share a photo' });
    await expect(
      within(form).queryByRole('img', { name: 'Preview of the photo to share' }),
    ).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Share Photo' }));
    await expect(await within(form).findByText('Please select a photo to share')).toBeVisible();
    await expect(db.tables.photos).toHaveLength(before);
  },
};

/**
 * The photo she chooses to share is previewed as the feed will show it: whole, in the feed's 4:3
 * frame on its sunken ground, so a tall photo is not cut to a square before she shares it.
 */
export const SharePreviewAsTheFeedShowsIt: Story = {
  parameters: noPicture,
  play: async ({ canvasElement }) => {
    const post = await firstPost(canvasElement);
    // the post's photo (its poster's own picture beside the name is another image)
    const shown = await within(post).findByRole('img', { name: / photo shared by / });
    if (!(shown instanceof HTMLImageElement)) throw new globalThis.Error('no photo in the post');
    const feedFrame = shown.parentElement!.getBoundingClientRect();
    await userEvent.upload(sharePhotoInput(canvasElement), await drawnPhoto(30, 90));
    const form = within(canvasElement).getByRole('form', { name: 'Share a photo' });
    const preview = await within(form).findByRole('img', { name: 'Preview of the photo to share' });
    const frame = preview.getBoundingClientRect();
    await expect(frame.width / frame.height).toBeCloseTo(feedFrame.width / feedFrame.height, 1);
    await expect(getComputedStyle(preview).objectFit).toBe(getComputedStyle(shown).objectFit);
    await expect(getComputedStyle(preview).backgroundColor).toBe(
      getComputedStyle(shown.parentElement!).backgroundColor,
    );
  },
};

/** Fills the share form with a progress photo and `caption`, and presses Share Photo (`press`). */
async function fillShareForm(
  canvasElement: HTMLElement,
  caption: string,
  press: 'once' | 'twiceAtOnce' = 'once',
) {
  const form = within(canvasElement).getByRole('form', { name: 'Share a photo' });
  await userEvent.upload(sharePhotoInput(canvasElement), await drawnPhoto(64, 48));
  await userEvent.type(within(form).getByRole('textbox', { name: 'Caption' }), caption);
  await userEvent.click(within(form).getByRole('combobox', { name: 'Type' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Progress' }));
  const share = within(form).getByRole('button', { name: 'Share Photo' });
  if (press === 'once') await userEvent.click(share);
  else pressTwiceAtOnce(share);
  return form;
}

/**
 * A shared photo goes to the top of the feed and the form is cleared, saying 'Photo shared.'
 * until she begins the next one. The photo is named as the member's photo of its type; its
 * caption is read once, below it. A hurried double press shares it once.
 */
export const Shared: Story = {
  args: { groupId: IRON_SISTERS },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(14));
    const before = db.tables.photos.length;
    const form = await fillShareForm(canvasElement, 'Week six check-in', 'twiceAtOnce');
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(15));
    await expect(db.tables.photos).toHaveLength(before + 1);
    const top = await firstPost(canvasElement);
    await expect(within(top).getByText('Week six check-in')).toBeVisible();
    await expect(within(top).getByText('Progress')).toBeVisible();
    // the photo is named as hers; its caption is read once, as the text under it
    await expect(
      within(top).getByRole('img', { name: `Progress photo shared by ${personas.member.name}` }),
    ).toBeVisible();
    await expect(within(top).queryByRole('img', { name: /Week six check-in/ })).toBeNull();
    await expect(within(form).getByRole('textbox', { name: 'Caption' })).toHaveValue('');
    await expect(within(form).getByRole('button', { name: 'Share Photo' })).toHaveFocus();
    await expect(within(form).getByRole('status')).toHaveTextContent('Photo shared.');
    await expect(within(form).getByText('Photo shared.')).toBeVisible();
  },
};

/** 'Photo shared.' stays only until she begins the next photo. */
export const SharedThenNext: Story = {
  args: { groupId: IRON_SISTERS },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(14));
    const form = await fillShareForm(canvasElement, 'Week six check-in');
    await expect(await within(form).findByRole('status')).toHaveTextContent('Photo shared.');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Caption' }), 'Week seven');
    await expect(within(form).queryByText('Photo shared.')).toBeNull();
  },
};

/** The upload is on its way: the progress bar shows and the form rests. */
export const ShareInProgress: Story = {
  parameters: {
    msw: {
      handlers: { groupPhotos: scenarios.groupPhotos.pending({ calls: ['groups.photos.share'] }) },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await fillShareForm(canvasElement, 'Going up');
    await expect(
      await within(form).findByRole('progressbar', { name: 'Uploading photo' }),
    ).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Sharing...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Sharing fails: the reason shows; the photo, caption and type stay for another try. */
export const ShareFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        groupPhotos: scenarios.groupPhotos.error(500, { calls: ['groups.photos.share'] }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await fillShareForm(canvasElement, 'Do not lose me');
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Failed to share photo: 500',
    );
    await expect(within(form).getByRole('textbox', { name: 'Caption' })).toHaveValue(
      'Do not lose me',
    );
    await expect(within(form).getByRole('combobox', { name: 'Type' })).toHaveTextContent(
      'Progress',
    );
    await expect(
      within(form).getByRole('img', { name: 'Preview of the photo to share' }),
    ).toBeVisible();
    await expect(within(form).getByText('photo.png')).toBeVisible();
  },
};

/**
 * The server refuses the caption: its message under the caption, which is invalid and focused;
 * no alert, and the photo, caption and type stay for another try; editing the caption clears
 * the message until the next refusal.
 */
export const ShareRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        groupPhotos: scenarios.groupPhotos.error(400, {
          calls: ['groups.photos.share'],
          message: 'caption: Captions cannot contain links',
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await fillShareForm(canvasElement, 'Macros at https://example.com');
    const caption = within(form).getByRole('textbox', { name: 'Caption' });
    await waitFor(() =>
      expect(caption).toHaveAccessibleDescription('Captions cannot contain links'),
    );
    await expect(caption).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(caption).toHaveFocus());
    await expect(within(form).queryByRole('alert')).toBeNull();
    await expect(within(form).queryByText(/Failed to share photo/)).toBeNull();
    await expect(caption).toHaveValue('Macros at https://example.com');
    await expect(within(form).getByRole('combobox', { name: 'Type' })).toHaveTextContent(
      'Progress',
    );
    await expect(
      within(form).getByRole('img', { name: 'Preview of the photo to share' }),
    ).toBeVisible();
    await expect(within(form).getByText('photo.png')).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Share Photo' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.type(caption, '/macros');
    await expect(caption).not.toHaveAttribute('aria-invalid');
    // refused again: the message is back and focus returns to the caption
    await userEvent.click(within(form).getByRole('button', { name: 'Share Photo' }));
    await waitFor(() => expect(caption).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(caption).toHaveFocus());
    await expect(caption).toHaveValue('Macros at https://example.com/macros');
  },
};

/**
 * She chooses a photo, begins a caption and a comment, leaves for another part of the app and
 * comes back: the photo's preview, the caption, the type she chose and the comment are there
 * (the post's comments open on it, without a press), and the photo shares without being chosen
 * again. Once shared, the form starts empty again.
 */
export const KeptWhileAway: Story = {
  args: { groupId: IRON_SISTERS },
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args) => (
    <AwayAndBack>
      <GroupFeed {...args} />
    </AwayAndBack>
  ),
  play: async ({ canvas, canvasElement }) => {
    const shareForm = () => within(canvasElement).getByRole('form', { name: 'Share a photo' });
    const caption = () => within(shareForm()).getByRole('textbox', { name: 'Caption' });
    const type = () => within(shareForm()).getByRole('combobox', { name: 'Type' });
    const openComments = async () => {
      const post = await firstPost(canvasElement);
      await userEvent.click(within(post).getByRole('button', { name: /^\d+ comments?$/ }));
      return within(post).findByRole('textbox', { name: 'Add a comment' });
    };
    await userEvent.upload(sharePhotoInput(canvasElement), await drawnPhoto(64, 48));
    await userEvent.type(caption(), 'Week six');
    await userEvent.click(type());
    await userEvent.click(await screen.findByRole('option', { name: 'Progress' }));
    await userEvent.type(await openComments(), 'Strong fin');

    await goAwayAndBack(canvas);
    await expect(caption()).toHaveValue('Week six');
    await expect(type()).toHaveTextContent('Progress');
    await expect(await commentFieldOfFirstPost(canvasElement)).toHaveValue('Strong fin');
    const preview = () =>
      within(shareForm()).queryByRole('img', { name: 'Preview of the photo to share' });
    await waitFor(() => expect(preview()).not.toBeNull());

    await userEvent.type(caption(), ' check-in');
    await userEvent.click(within(shareForm()).getByRole('button', { name: 'Share Photo' }));
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(15));
    await goAwayAndBack(canvas);
    await waitFor(() => expect(posts(canvasElement).length).toBeGreaterThan(0));
    await expect(caption()).toHaveValue('');
    await expect(type()).toHaveTextContent('Meal');
    await expect(preview()).toBeNull();
  },
};

/** Iron Sisters' feed between 'Go elsewhere' and 'Come back', with `groupPhotos` as given. */
const awayAndBackWith = (groupPhotos: ReturnType<typeof scenarios.groupPhotos.slow>) => ({
  args: { groupId: IRON_SISTERS },
  parameters: { chromatic: { disableSnapshot: true }, msw: { handlers: { groupPhotos } } },
  render: (args: { groupId: number }) => (
    <AwayAndBack>
      <GroupFeed {...args} />
    </AwayAndBack>
  ),
});

/**
 * The first post's comment field, back where she began a comment: its comments are open on it,
 * with no press (one would close them).
 */
const commentFieldOfFirstPost = async (root: HTMLElement) => {
  const post = await firstPost(root);
  await expect(within(post).getByRole('button', { name: /^\d+ comments?$/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  return within(post).findByRole('textbox', { name: 'Add a comment' });
};

/** The first post's comment field, its comments opened. */
const openFirstComments = async (root: HTMLElement) => {
  const post = await firstPost(root);
  await userEvent.click(within(post).getByRole('button', { name: /^\d+ comments?$/ }));
  await within(post).findByRole('textbox', { name: 'Add a comment' });
  return post;
};

/**
 * The answers to her share and to her comment in the stories below, held until the story lets
 * them go once she is back (an answer timed in milliseconds could come before she is, on a busy
 * machine).
 */
const heldShare = heldAnswers('groups.photos.share');
const heldComment = heldAnswers('groups.photos.comments.add');
/** A story's `beforeEach`: `held` holds its answers until let go, and at the story's end. */
const holding = (held: ReturnType<typeof heldAnswers>) => () => {
  held.on = true;
  return () => held.letGo();
};

/**
 * She presses Share Photo, leaves and comes back before the server has answered: the form shows
 * her caption, resting under 'Sharing...', and takes no second press; when the photo is shared
 * it says 'Photo shared.' and starts empty, as if she had never left. The photo is posted once.
 */
export const ShareCameBackBeforeTheAnswer: Story = {
  ...awayAndBackWith([heldShare.handler, ...handlers.groupPhotos]),
  beforeEach: holding(heldShare),
  play: async ({ canvas, canvasElement }) => {
    const before = db.tables.photos.length;
    await firstPost(canvasElement);
    await fillShareForm(canvasElement, 'Week six');
    await goAwayAndBack(canvas);
    const form = within(await canvas.findByRole('form', { name: 'Share a photo' }));
    await expect(form.getByRole('textbox', { name: 'Caption' })).toHaveValue('Week six');
    await expect(form.getByRole('textbox', { name: 'Caption' })).toBeDisabled();
    const sharing = form.getByRole('button', { name: 'Sharing...' });
    await expect(sharing).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sharing);

    // the server answers now that she is back
    heldShare.letGo();
    await expect(await form.findByText('Photo shared.', {}, { timeout: 5000 })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Caption' })).toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Meal');
    await expect(form.queryByRole('img', { name: 'Preview of the photo to share' })).toBeNull();
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(15));
    await expect(db.tables.photos).toHaveLength(before + 1);
  },
};

/**
 * She presses Share Photo, leaves and comes back before the share fails: the form rests under
 * 'Sharing...' until the failure, then says why and offers her photo, caption and type again.
 */
export const ShareCameBackBeforeTheFailure: Story = {
  ...awayAndBackWith([
    heldShare.handler,
    ...scenarios.groupPhotos.error(500, { calls: ['groups.photos.share'] }),
  ]),
  beforeEach: holding(heldShare),
  play: async ({ canvas, canvasElement }) => {
    await firstPost(canvasElement);
    await fillShareForm(canvasElement, 'Do not lose me');
    await goAwayAndBack(canvas);
    const form = within(await canvas.findByRole('form', { name: 'Share a photo' }));
    await expect(form.getByRole('button', { name: 'Sharing...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    // the server answers now that she is back: it failed
    heldShare.letGo();
    await expect(await form.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to share photo: 500',
    );
    await expect(form.getByRole('textbox', { name: 'Caption' })).toHaveValue('Do not lose me');
    await expect(form.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Progress');
    await expect(form.getByRole('button', { name: 'Share Photo' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await waitFor(() =>
      expect(form.getByRole('img', { name: 'Preview of the photo to share' })).toBeVisible(),
    );
  },
};

/**
 * She posts a comment, leaves and comes back before the server has answered: the post's comments
 * are open on her words, resting under 'Posting...'; when the comment is in, the field empties,
 * it is said ('Comment posted.') and the comment shows once.
 */
export const CommentCameBackBeforeTheAnswer: Story = {
  ...awayAndBackWith([heldComment.handler, ...handlers.groupPhotos]),
  beforeEach: holding(heldComment),
  play: async ({ canvas, canvasElement }) => {
    let post = await openFirstComments(canvasElement);
    await userEvent.type(
      within(post).getByRole('textbox', { name: 'Add a comment' }),
      'Strong finish',
    );
    await userEvent.click(within(post).getByRole('button', { name: 'Post' }));
    await goAwayAndBack(canvas);
    const field = await commentFieldOfFirstPost(canvasElement);
    post = await firstPost(canvasElement);
    await expect(field).toHaveValue('Strong finish');
    const posting = within(post).getByRole('button', { name: 'Posting...' });
    await expect(posting).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(posting);

    // the server answers now that she is back
    heldComment.letGo();
    await waitFor(() => expect(statuses(post)).toContain('Comment posted.'), { timeout: 5000 });
    await expect(field).toHaveValue('');
    await waitFor(() => expect(within(post).getAllByText('Strong finish')).toHaveLength(1));
    await expect(db.tables.comments.filter((row) => row.content === 'Strong finish')).toHaveLength(
      1,
    );
  },
};

/**
 * She posts a comment, leaves and comes back before it fails: the field holds her words under
 * 'Posting...' until the failure, then the reason shows and Post takes them again.
 */
export const CommentCameBackBeforeTheFailure: Story = {
  ...awayAndBackWith([
    heldComment.handler,
    ...scenarios.groupPhotos.error(500, { calls: ['groups.photos.comments.add'] }),
  ]),
  beforeEach: holding(heldComment),
  play: async ({ canvas, canvasElement }) => {
    let post = await openFirstComments(canvasElement);
    await userEvent.type(
      within(post).getByRole('textbox', { name: 'Add a comment' }),
      'Keep this text',
    );
    await userEvent.click(within(post).getByRole('button', { name: 'Post' }));
    await goAwayAndBack(canvas);
    await commentFieldOfFirstPost(canvasElement);
    post = await firstPost(canvasElement);
    await expect(within(post).getByRole('button', { name: 'Posting...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    // the server answers now that she is back: it failed
    heldComment.letGo();
    await expect(await within(post).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to add comment: 500',
    );
    await expect(within(post).getByRole('textbox', { name: 'Add a comment' })).toHaveValue(
      'Keep this text',
    );
    await expect(within(post).getByRole('button', { name: 'Post' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/**
 * The feed as the group page shows it: she shares, comments and hearts while the group, as read,
 * counts her among its members.
 */
function FeedAsOnItsPage({ groupId }: { groupId: number }) {
  const { data: group } = useGroup(groupId);
  const userId = useSignedInUserId();
  if (!group) return null;
  return (
    <>
      <GroupFeed groupId={groupId} canTakePart={isGroupMember(group, userId)} />
      <GroupReader />
    </>
  );
}

/** The reports sent for a failure whose message starts with `message`. */
const reportsOf = (message: string) =>
  db.tables.errorReports.filter((row) => String(row.report.message).startsWith(message));

/**
 * Ana is taken out of Kettlebell Collective while its feed is open and then shares a photo: the
 * server refuses it (403), the failure is reported, and the group is read again, so the page
 * stops offering the share form and the Heart buttons. What she chose and typed is kept: invited
 * back, she finds the photo, the caption and the type in the form.
 */
export const ShareRefusedAfterRemoval: Story = {
  args: { groupId: KETTLEBELL },
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args) => <FeedAsOnItsPage groupId={args.groupId} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(posts(canvasElement)).toHaveLength(20));
    removeAnaFrom(KETTLEBELL);
    await fillShareForm(canvasElement, 'Keep my caption');
    await waitFor(() => expect(reportsOf('Failed to share photo: 403')).toHaveLength(1));
    await waitFor(() => expect(canvas.queryByRole('form', { name: 'Share a photo' })).toBeNull());
    await expect(canvas.queryAllByRole('button', { name: 'Heart' })).toHaveLength(0);

    db.tables.groupMemberships.push({
      groupId: KETTLEBELL,
      memberId: personas.member.sub,
      role: 'Member',
      joinedAt: new Date().toISOString(),
    });
    await readGroupAgain(KETTLEBELL);
    const form = await canvas.findByRole('form', { name: 'Share a photo' });
    await expect(within(form).getByRole('textbox', { name: 'Caption' })).toHaveValue(
      'Keep my caption',
    );
    await expect(within(form).getByRole('combobox', { name: 'Type' })).toHaveTextContent(
      'Progress',
    );
    // the kept photo is read back into its preview
    await waitFor(() =>
      expect(
        within(form).getByRole('img', { name: 'Preview of the photo to share' }),
      ).toBeVisible(),
    );
  },
};

/**
 * Ana is taken out of the group while a post's comments are open and then posts a comment: the
 * server refuses it (403), the failure is reported, and the group is read again, so the comment
 * form goes; the comments stay to read.
 */
export const CommentRefusedAfterRemoval: Story = {
  args: { groupId: KETTLEBELL },
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args) => <FeedAsOnItsPage groupId={args.groupId} />,
  play: async ({ canvasElement }) => {
    const post = await firstPost(canvasElement);
    await userEvent.click(within(post).getByRole('button', { name: /^\d+ comments?$/ }));
    const field = await within(post).findByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(field, 'Keep this text');
    removeAnaFrom(KETTLEBELL);
    await userEvent.click(within(post).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(reportsOf('Failed to add comment: 403')).toHaveLength(1));
    await waitFor(() =>
      expect(within(post).queryByRole('form', { name: 'Add a comment' })).toBeNull(),
    );
    await expect(within(post).queryByRole('button', { name: 'Heart' })).toBeNull();
  },
};

/**
 * Ana is taken out of the group and then presses Heart: the server refuses it (403), the heart
 * and its count go back, the failure shows on the post, and the group is read again, so no post
 * offers Heart any more.
 */
export const HeartRefusedAfterRemoval: Story = {
  args: { groupId: KETTLEBELL },
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args) => <FeedAsOnItsPage groupId={args.groupId} />,
  play: async ({ canvasElement }) => {
    const post = await firstPost(canvasElement);
    const count = within(post).getByText(/^\d+ hearts?$/).textContent;
    removeAnaFrom(KETTLEBELL);
    await userEvent.click(within(post).getByRole('button', { name: 'Heart' }));
    await expect(await within(post).findByRole('alert')).toHaveTextContent(
      'Failed to add reaction: 403',
    );
    await waitFor(() =>
      expect(within(canvasElement).queryAllByRole('button', { name: 'Heart' })).toHaveLength(0),
    );
    await expect(within(post).getByText(/^\d+ hearts?$/)).toHaveTextContent(count ?? '');
  },
};

/**
 * Someone else comments on the post while Ana writes hers: once hers is in, the post's count
 * says as many comments as the list read again shows (hers and the other), not one more than
 * before.
 */
export const CommentCountFollowsTheList: Story = {
  args: { groupId: KETTLEBELL },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const post = await firstPost(canvasElement);
    const toggle = within(post).getByRole('button', { name: /^\d+ comments?$/ });
    const before = Number(toggle.textContent?.split(' ')[0]);
    await userEvent.click(toggle);
    const field = await within(post).findByRole('textbox', { name: 'Add a comment' });
    // the feed's first post: the group's newest photo
    const photoId = newestPhotoOf(KETTLEBELL).id;
    db.insert(
      'comments',
      createComment({ photoId, memberId: 'member-003', content: 'Meanwhile, from elsewhere' }),
    );
    await userEvent.type(field, 'Mine');
    await userEvent.click(within(post).getByRole('button', { name: 'Post' }));
    await expect(await within(post).findByText('Meanwhile, from elsewhere')).toBeVisible();
    // the other comment can come in a read of its own, before hers
    await expect(await within(post).findByText('Mine')).toBeVisible();
    const list = within(post).getByRole('list', { name: 'Comments' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(before + 2);
    await waitFor(() => expect(toggle).toHaveTextContent(`${before + 2} comments`));
  },
};
