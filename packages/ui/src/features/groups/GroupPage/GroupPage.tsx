import { Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { GroupChallenge, GroupDetails } from '@reprally/api-client';
import { namedScreenTitle, useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Box } from '../../../layout/Box';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { BackLink } from '../../../primitives/BackLink';
import { Alert } from '../../../primitives/Alert';
import { Avatar } from '../../../primitives/Avatar';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { Heading } from '../../../primitives/Heading';
import { heading } from '../../../primitives/Heading/Heading.css';
import { Link } from '../../../primitives/Link';
import { PageHeader } from '../../../primitives/PageHeader';
import { useTakeLostFocus } from '../../../primitives/RemovalFocus';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import {
  TabsContent,
  TabsList,
  TabsRoot,
  TabsTrigger,
  useNewTabCheck,
} from '../../../primitives/Tabs';
import { Text } from '../../../primitives/Text';
import { useSignedInUserId } from '../../../session/SessionContext';
import { lazyPart, usePreloadWhenIdle, useWaitedLong } from '../../../api/lazy-part';
import { PartErrorBoundary } from '../../errors/PartErrorBoundary';
import type { GroupFeedProps } from '../../group-feed/GroupFeed';
import { FeedColumn } from '../../group-feed/GroupFeed/FeedColumn';
import { FeedLoading, FeedPostsPlaceholder } from '../../group-feed/GroupFeed/FeedLoading';
import { formatChallengeDays } from '../../group-challenges/challenge-dates';
import {
  ChallengeCompletedTag,
  ChallengeUpcomingTag,
} from '../../group-challenges/ChallengePhaseTag';
import { displayablePhotoUrl } from '../../profile/photo-url';
import { GroupRoleTag } from '../GroupRoleTag';
import {
  canManageGroup,
  GROUP_NOT_FOUND,
  INVALID_GROUP_ID,
  isGroupMember,
  memberTag,
  parseGroupId,
} from '../group-standing';
import { useRefusableGroup } from '../useRefusableGroup';
import { isGroupTab, tabFromSearch, type GroupTab } from './group-tabs';
import { NotMemberNotice } from './NotMemberNotice';
import { PageHeadPlaceholder } from './PageHeadPlaceholder';
import { PendingInviteNotice } from './PendingInviteNotice';
import * as styles from './GroupPage.css';
import { countOf } from '../../../format/count';
import { LoadFailure, type LoadFailureProps } from '../../errors/LoadFailure';
import { MemberName } from '../../../primitives/MemberName';

export const GROUP_TITLE = 'Group';
export { GROUP_NOT_FOUND };

/** What the page hands the invite dialog it opens. */
export type InviteDialogSlotProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Told while the dialog's code is on its way (and when it no longer is): a press that waits
   * for it longer than a moment shows 'Invite Member' busy.
   */
  onCodeOnItsWay: (onItsWay: boolean) => void;
};

export type GroupPageProps = {
  /**
   * The invite dialog behind 'Invite Member', rendered by the app (the page only opens and closes
   * it). Without it the button is not shown.
   */
  inviteDialog?: (props: InviteDialogSlotProps & { groupId: number }) => ReactNode;
};

const tabLabels: Record<GroupTab, string> = {
  challenges: 'Challenges',
  members: 'Members',
  feed: 'Group Feed',
};

// The photo feed (its posts, comments and share form) is code the page's first paint does not
// need unless the feed is the tab shown: a chunk of its own, loaded once the page has painted
const groupFeed = lazyPart<GroupFeedProps>(() =>
  import('../../group-feed/GroupFeed').then((module) => module.GroupFeed),
);
const FEED_FAILED = 'Failed to load the feed';

/**
 * /groups/{groupId}: under 'Back to My Groups', the group's name and description, its
 * challenges (active, upcoming, completed), its members and its photo feed as tabs kept in the
 * address (`?tab=members`, `?tab=feed`), so a link or the back button opens the same tab. The
 * creator and group admins also get 'Manage Group', 'Create Challenge' and 'Invite Member'.
 * Someone reading a public group she is not in is told so, and its feed is hers to read only.
 */
export function GroupPage({ inviteDialog }: GroupPageProps) {
  const groupId = parseGroupId(useParams().groupId);
  if (groupId === null) return <GroupPageMessage message={INVALID_GROUP_ID} />;
  return <GroupDetailsScreen key={groupId} groupId={groupId} inviteDialog={inviteDialog} />;
}

function GroupPageMessage({
  message,
  retry,
  takeFocus = false,
  children,
}: {
  message: string;
  /** A failure another try may answer differently: 'Try Again' under the message. */
  retry?: Omit<LoadFailureProps, 'message'>;
  /**
   * The group was on screen: the message takes focus lost with it (she pressed something in
   * the group, and the refusal that answered took the page away), so her next Tab is not at the
   * page's start.
   */
  takeFocus?: boolean;
  /** What follows the message, if anything (the way to a pending invite to the group). */
  children?: ReactNode;
}) {
  useDocumentTitle(GROUP_TITLE);
  const alert = useTakeLostFocus<HTMLDivElement>(takeFocus);
  return (
    <Stack gap="lg" width="full" maxWidth="content" marginX="auto">
      <BackLink to="/groups">Back to My Groups</BackLink>
      <PageHeader title={GROUP_TITLE} />
      {retry ? (
        <LoadFailure message={message} dismissible {...retry} />
      ) : (
        <Alert ref={alert} tabIndex={-1}>
          {message}
        </Alert>
      )}
      {children}
    </Stack>
  );
}

function GroupDetailsScreen({
  groupId,
  inviteDialog,
}: { groupId: number } & Pick<GroupPageProps, 'inviteDialog'>) {
  // a refusal is the answer; any other failure can be asked again, and a group on screen stays
  const { group, refused, failure, retry } = useRefusableGroup(groupId, GROUP_NOT_FOUND);
  // the browser's tab and history name the group once it is known; until the read answers, the
  // name is still to come
  useDocumentTitle(group ? namedScreenTitle(group.name) : GROUP_TITLE, {
    pending: group === undefined && !refused && !failure,
  });
  const userId = useSignedInUserId();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromSearch(searchParams);
  // once the group is on screen and the browser idle
  usePreloadWhenIdle(groupFeed, group !== undefined);
  const isNewTab = useNewTabCheck(tab);
  // whether the group was on screen: she may have pressed something in it meanwhile
  const [shown, setShown] = useState(group !== undefined);
  if (group !== undefined && !shown) setShown(true);

  if (refused) {
    // a private group she is invited to is refused until she accepts: she is led to the invite
    return (
      <GroupPageMessage message={GROUP_NOT_FOUND} takeFocus={shown}>
        <PendingInviteNotice groupId={groupId} />
      </GroupPageMessage>
    );
  }
  if (failure) {
    return <GroupPageMessage message={failure} retry={retry} />;
  }
  if (group === undefined) {
    // the same frame as the loaded page's, the way back first in both: a member who has tabbed
    // to it while the group loads keeps her place when it comes
    return (
      <Stack gap="lg" width="full" minWidth={0} maxWidth="content" marginX="auto">
        <BackLink to="/groups">Back to My Groups</BackLink>
        <GroupPagePlaceholder tab={tab} />
      </Stack>
    );
  }

  const manages = canManageGroup(group, userId);
  // anyone may read a public group; only its members share, comment and heart
  const member = isGroupMember(group, userId);
  const showTab = (value: string) => {
    if (!isGroupTab(value) || !isNewTab(value)) return;
    // a new history entry per tab, so the back button returns to the previous one
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (value === 'challenges') next.delete('tab');
      else next.set('tab', value);
      return next;
    });
  };

  return (
    <Stack gap="lg" width="full" minWidth={0} maxWidth="content" marginX="auto">
      <BackLink to="/groups">Back to My Groups</BackLink>
      <GroupHeader groupId={groupId} group={group} manages={manages} inviteDialog={inviteDialog} />
      <NotMemberNotice member={member} groupId={groupId} />
      <TabsRoot value={tab} onValueChange={showTab}>
        <TabsList aria-label="Group sections">
          {(Object.keys(tabLabels) as GroupTab[]).map((value) => (
            <TabsTrigger key={value} value={value}>
              {tabLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="challenges">
          <GroupChallenges group={group} />
        </TabsContent>
        <TabsContent value="members">
          <GroupMembers group={group} />
        </TabsContent>
        <TabsContent value="feed">
          {/* a feed whose code could not be loaded says so in its tab; the page stays */}
          <PartErrorBoundary message={FEED_FAILED}>
            <Suspense
              fallback={
                <FeedColumn>
                  <FeedLoading />
                </FeedColumn>
              }
            >
              <groupFeed.Part groupId={groupId} canTakePart={member} />
            </Suspense>
          </PartErrorBoundary>
        </TabsContent>
      </TabsRoot>
    </Stack>
  );
}

/**
 * The page while its group loads, laid out as the page will be: the title and a line of
 * description, the row of tabs, and the open tab's first part (a section of challenge cards, the
 * members' rows or the feed's posts), each bar in a line of the text it stands for, so what comes
 * takes the places held for it instead of pushing the page down.
 */
function GroupPagePlaceholder({ tab }: { tab: GroupTab }) {
  return (
    <Skeleton label="Loading group">
      <Stack gap="md">
        <PageHeadPlaceholder tabs={Object.keys(tabLabels).length} />
        {tab === 'feed' ? (
          <FeedColumn>
            <FeedPostsPlaceholder />
          </FeedColumn>
        ) : tab === 'members' ? (
          <Stack gap="sm">
            {Array.from({ length: 6 }, (_, index) => (
              <Inline key={index} gap="sm" wrap={false}>
                <SkeletonShape shape="circle" size="md" />
                <Text as="div" weight="medium">
                  <SkeletonShape width="10rem" />
                </Text>
              </Inline>
            ))}
          </Stack>
        ) : (
          <Stack gap="sm">
            <div className={heading({ size: 'lg' })}>
              <SkeletonShape width="12rem" />
            </div>
            <Box display="grid" gridTemplateColumns={{ mobile: 1, tablet: 2 }} gap="md">
              {Array.from({ length: 2 }, (_, index) => (
                <Card key={index}>
                  <div className={heading({ size: 'md' })}>
                    <SkeletonShape width="50%" />
                  </div>
                  <Text as="div" size="sm">
                    <SkeletonShape lines={3} />
                  </Text>
                </Card>
              ))}
            </Box>
          </Stack>
        )}
      </Stack>
    </Skeleton>
  );
}

/**
 * The group's name and description, and for those who manage it 'Manage Group', 'Create
 * Challenge' and 'Invite Member' with its dialog. Whether the dialog is open is kept here, so
 * opening it renders the header and the dialog, not the tabs and challenges below them.
 */
function GroupHeader({
  groupId,
  group,
  manages,
  inviteDialog,
}: {
  groupId: number;
  group: GroupDetails;
  manages: boolean;
} & Pick<GroupPageProps, 'inviteDialog'>) {
  const [inviteOpen, setInviteOpen] = useState(false);
  const [inviteCodeOnItsWay, setInviteCodeOnItsWay] = useState(false);
  const inviteWaiting = useWaitedLong(inviteOpen && inviteCodeOnItsWay);
  return (
    <>
      <PageHeader
        // a name in Arabic or Hebrew reads from the right, as its description and its card do
        title={
          <span className={styles.userText} dir="auto">
            {group.name}
          </span>
        }
        subtitle={
          group.description ? (
            <span className={styles.userText} dir="auto">
              {group.description}
            </span>
          ) : undefined
        }
        actions={
          manages ? (
            <Inline gap="sm">
              <Button variant="secondary" asChild>
                <RouterLink to={`/groups/${groupId}/settings`}>Manage Group</RouterLink>
              </Button>
              <Button variant="secondary" asChild>
                <RouterLink to={`/groups/${groupId}/challenges/create`}>
                  Create Challenge
                </RouterLink>
              </Button>
              {inviteDialog ? (
                <Button
                  loading={inviteWaiting}
                  loadingLabel="Opening..."
                  onClick={() => setInviteOpen(true)}
                >
                  Invite Member
                </Button>
              ) : null}
            </Inline>
          ) : undefined
        }
      />
      {/* an open dialog stays while she is made a plain member meanwhile: what she typed in it
          stays, and the server's refusal says why it cannot be sent */}
      {(manages || inviteOpen) && inviteDialog
        ? inviteDialog({
            groupId,
            open: inviteOpen,
            onOpenChange: setInviteOpen,
            onCodeOnItsWay: setInviteCodeOnItsWay,
          })
        : null}
    </>
  );
}

/** A section's challenge cards: one column on a phone, two side by side from a tablet up. */
const sectionColumns = { mobile: 1, tablet: 2 } as const;

function GroupChallenges({ group }: { group: GroupDetails }) {
  const sections = [
    {
      title: 'Active Challenges',
      challenges: group.activeChallenges,
      empty: 'No active challenges',
      phase: 'active',
    },
    {
      title: 'Upcoming Challenges',
      challenges: group.upcomingChallenges,
      empty: 'No upcoming challenges',
      phase: 'upcoming',
    },
    {
      title: 'Completed Challenges',
      challenges: group.pastChallenges,
      empty: 'No completed challenges',
      phase: 'completed',
    },
  ] as const;
  return (
    <Stack gap="xl">
      {sections.map(({ title, challenges, empty, phase }) => (
        <Stack as="section" key={title} gap="sm" aria-label={title}>
          <Heading level={2} size="lg">
            {title}
          </Heading>
          {challenges.length === 0 ? (
            // in a card where the section's challenges would stand, one column wide as each of
            // theirs is: a card across both columns would be a wide bar round one short line
            <Box display="grid" gridTemplateColumns={sectionColumns} gap="md">
              <Card>
                <EmptyState size="compact" title={empty} />
              </Card>
            </Box>
          ) : (
            <Box
              as="ul"
              display="grid"
              gridTemplateColumns={sectionColumns}
              gap="md"
              className={styles.plainList}
            >
              {challenges.map((challenge) => (
                <li key={challenge.id}>
                  <ChallengeSummary groupId={group.id} challenge={challenge} phase={phase} />
                </li>
              ))}
            </Box>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

function ChallengeSummary({
  groupId,
  challenge,
  phase,
}: {
  groupId: number;
  challenge: GroupChallenge;
  /** Which of the group's sections it is in: an upcoming or completed one says so on its card. */
  phase: 'active' | 'upcoming' | 'completed';
}) {
  return (
    <Card
      as="article"
      interactive
      titleLevel={3}
      titleSize="md"
      titleDir="auto"
      title={
        <Link to={`/groups/${groupId}/challenges/${challenge.id}`} variant="standalone">
          {challenge.name}
        </Link>
      }
      headerAction={
        phase === 'completed' ? (
          <ChallengeCompletedTag />
        ) : phase === 'upcoming' ? (
          <ChallengeUpcomingTag />
        ) : undefined
      }
    >
      <Stack gap="xs">
        {challenge.description ? (
          <Text size="sm" className={styles.userText} dir="auto">
            {challenge.description}
          </Text>
        ) : null}
        <Text size="sm" tone="muted">
          {formatChallengeDays(challenge)}
        </Text>
        <Text size="sm" tone="muted">
          {countOf(challenge.participantCount, 'participant', 'participants')}
        </Text>
      </Stack>
    </Card>
  );
}

function GroupMembers({ group }: { group: GroupDetails }) {
  if (group.members.length === 0) return <EmptyState size="compact" title="No members yet" />;
  return (
    <Stack as="ul" gap="sm" className={styles.plainList} aria-label="Members">
      {group.members.map((member) => {
        const tag = memberTag(group, member);
        return (
          <Inline as="li" key={member.userId} gap="sm" wrap={false}>
            <Avatar
              name={member.user.name}
              src={displayablePhotoUrl(member.user.profilePhotoUrl)}
              decorative
            />
            <Text as="span" weight="medium" className={styles.userText}>
              <MemberName name={member.user.name} />
            </Text>
            {tag ? <GroupRoleTag standing={tag} /> : null}
          </Inline>
        );
      })}
    </Stack>
  );
}
