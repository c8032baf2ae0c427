import { useParams, useSearchParams } from 'react-router-dom';
import { namedScreenTitle, useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Box } from '../../../layout/Box';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { BackLink } from '../../../primitives/BackLink';
import { Alert } from '../../../primitives/Alert';
import { Card } from '../../../primitives/Card';
import { heading } from '../../../primitives/Heading/Heading.css';
import { PageHeader } from '../../../primitives/PageHeader';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import {
  TabsContent,
  TabsList,
  TabsRoot,
  TabsTrigger,
  useNewTabCheck,
} from '../../../primitives/Tabs';
import { Tag } from '../../../primitives/Tag';
import { Text } from '../../../primitives/Text';
import { vars } from '../../../theme/vars.css';
import { GroupFeed } from '../../group-feed/GroupFeed';
import { FeedColumn } from '../../group-feed/GroupFeed/FeedColumn';
import { FeedPostsPlaceholder } from '../../group-feed/GroupFeed/FeedLoading';
import { isGroupMember, parseGroupId } from '../../groups/group-standing';
import { isRefusal } from '../../../api/read-retry';
import { NotMemberNotice } from '../../groups/GroupPage/NotMemberNotice';
import { PageHeadPlaceholder } from '../../groups/GroupPage/PageHeadPlaceholder';
import { useGroup } from '../../groups/useGroup';
import { useSignedInUserId } from '../../../session/SessionContext';
import { formatChallengeDays } from '../challenge-dates';
import { formatBuyIn } from '../challenge-form';
import { useGroupChallenge } from '../useGroupChallenge';
import { ChallengeLeaderboard } from './ChallengeLeaderboard';
import { challengeTabFromSearch, isChallengeTab, type ChallengeTab } from './challenge-tabs';
import { ForgetsMeasurementsOnceEnded, MyProgress } from './MyProgress';
import { useChallengeEnded, useChallengeStarted } from './useChallengeEnded';
import { ChallengeCompletedTag, ChallengeUpcomingTag } from '../ChallengePhaseTag';
import * as styles from './ChallengePage.css';
import { countOf } from '../../../format/count';
import { LoadFailure, useRefusableRead, type LoadFailureProps } from '../../errors/LoadFailure';

export const CHALLENGE_TITLE = 'Group Challenge';
export const INVALID_IDS = 'Invalid group or challenge ID';
export const CHALLENGE_NOT_FOUND = "Challenge not found or you don't have access.";

const tabLabels: Record<ChallengeTab, string> = {
  progress: 'My Progress',
  leaderboard: 'Leaderboard',
  feed: 'Group Feed',
};

/**
 * /groups/{groupId}/challenges/{challengeId}: a group challenge with the member's own
 * progress (and the form to enter measurements), the leaderboard per measurement type and the
 * challenge's photo feed, as tabs kept in the address (`?tab=leaderboard`, `?tab=feed`).
 * Someone reading a public group she is not in is told so; she gets no measurement form, and
 * the feed is hers to read only.
 */
export function ChallengePage() {
  const params = useParams();
  const groupId = parseGroupId(params.groupId);
  const challengeId = parseGroupId(params.challengeId);
  if (groupId === null || challengeId === null) {
    return <ChallengeMessage message={INVALID_IDS} groupId={groupId} />;
  }
  return (
    <ChallengeScreen
      key={`${groupId}/${challengeId}`}
      groupId={groupId}
      challengeId={challengeId}
    />
  );
}

function BackToGroup({ groupId }: { groupId: number | null }) {
  return (
    <BackLink to={groupId === null ? '/groups' : `/groups/${groupId}`}>
      {groupId === null ? 'Back to My Groups' : 'Back to Group'}
    </BackLink>
  );
}

function ChallengeMessage({
  message,
  groupId,
  retry,
}: {
  message: string;
  groupId: number | null;
  /** A failure another try may answer differently: 'Try Again' under the message. */
  retry?: Omit<LoadFailureProps, 'message'>;
}) {
  useDocumentTitle(CHALLENGE_TITLE);
  return (
    <Stack gap="lg" width="full" maxWidth="content" marginX="auto">
      <BackToGroup groupId={groupId} />
      <PageHeader title={CHALLENGE_TITLE} />
      {retry ? <LoadFailure message={message} dismissible {...retry} /> : <Alert>{message}</Alert>}
    </Stack>
  );
}

/**
 * Beside the dates, where the challenge stands in time: 'Upcoming' until its first day comes,
 * 'Completed' once its last day is over (as its card on the group page says), nothing while it
 * runs; it changes when a day comes while the page is open.
 */
function PhaseTag({ start, end }: { start: Date; end: Date }) {
  const started = useChallengeStarted(start);
  const { ended } = useChallengeEnded(end);
  if (ended) return <ChallengeCompletedTag />;
  return started ? null : <ChallengeUpcomingTag />;
}

function ChallengeScreen({ groupId, challengeId }: { groupId: number; challengeId: number }) {
  // a refusal is the answer; any other failure can be asked again, and a challenge on screen
  // stays
  const {
    data: challenge,
    refused,
    failure,
    retry,
  } = useRefusableRead(useGroupChallenge(groupId, challengeId), CHALLENGE_NOT_FOUND);
  const { data: group, error: groupError } = useGroup(groupId);
  const userId = useSignedInUserId();
  // only a member takes part. Until the group is known (or if it cannot be read for want of an
  // answer) whether she is one is unknown (undefined): the page is shown as to a member, and the
  // server still decides. A group the server now refuses her (she was removed from a private
  // group) makes her no member, though the group as she last read it is still at hand.
  const member = isRefusal(groupError)
    ? false
    : group === undefined
      ? undefined
      : isGroupMember(group, userId);
  const canTakePart = member !== false;
  // the browser's tab and history name the challenge once it is known; until the read answers,
  // the name is still to come
  useDocumentTitle(challenge ? namedScreenTitle(challenge.name) : CHALLENGE_TITLE, {
    pending: challenge === undefined && !refused && !failure,
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = challengeTabFromSearch(searchParams);
  const isNewTab = useNewTabCheck(tab);

  if (refused) return <ChallengeMessage message={CHALLENGE_NOT_FOUND} groupId={groupId} />;
  if (failure) {
    return <ChallengeMessage message={failure} groupId={groupId} retry={retry} />;
  }
  if (challenge === undefined) {
    return (
      <Stack gap="lg" width="full" maxWidth="content" marginX="auto">
        <BackToGroup groupId={groupId} />
        <ChallengePagePlaceholder tab={tab} />
      </Stack>
    );
  }

  const showTab = (value: string) => {
    if (!isChallengeTab(value) || !isNewTab(value)) return;
    // a new history entry per tab, so the back button returns to the previous one
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (value === 'progress') next.delete('tab');
      else next.set('tab', value);
      return next;
    });
  };

  return (
    <Stack gap="lg" width="full" minWidth={0} maxWidth="content" marginX="auto">
      <BackToGroup groupId={groupId} />
      <PageHeader
        // a name in Arabic or Hebrew reads from the right, as on its card and as its description
        title={
          <span className={styles.userText} dir="auto">
            {challenge.name}
          </span>
        }
        subtitle={
          challenge.description ? (
            <span className={styles.userText} dir="auto">
              {challenge.description}
            </span>
          ) : undefined
        }
        details={
          <Inline gap="sm">
            <Text tone="muted">{formatChallengeDays(challenge)}</Text>
            <PhaseTag start={challenge.startDate} end={challenge.endDate} />
            <Tag size="sm">
              {countOf(challenge.participantCount, 'participant', 'participants')}
            </Tag>
            <Tag size="sm" tone={challenge.buyInAmount === null ? 'neutral' : 'gold'}>
              {challenge.buyInAmount === null
                ? 'No buy-in'
                : `Buy-in: ${formatBuyIn(challenge.buyInAmount)}`}
            </Tag>
          </Inline>
        }
      />
      <NotMemberNotice member={member} groupId={groupId} />
      <ForgetsMeasurementsOnceEnded groupId={groupId} challenge={challenge} />
      <TabsRoot value={tab} onValueChange={showTab}>
        <TabsList aria-label="Challenge sections">
          {(Object.keys(tabLabels) as ChallengeTab[]).map((value) => (
            <TabsTrigger key={value} value={value}>
              {tabLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="progress">
          <MyProgress groupId={groupId} challenge={challenge} canTakePart={canTakePart} />
        </TabsContent>
        <TabsContent value="leaderboard">
          <ChallengeLeaderboard groupId={groupId} challenge={challenge} />
        </TabsContent>
        <TabsContent value="feed">
          <GroupFeed groupId={groupId} challengeId={challengeId} canTakePart={canTakePart} />
        </TabsContent>
      </TabsRoot>
    </Stack>
  );
}

/**
 * The page while its challenge loads, laid out as the page will be: its title, description and
 * dates, the row of tabs, and the open tab's first part (two measurement cards, the type's field
 * over the board, or the feed's posts), so what comes takes the places held for it.
 */
function ChallengePagePlaceholder({ tab }: { tab: ChallengeTab }) {
  return (
    <Skeleton label="Loading challenge">
      <Stack gap="md">
        <PageHeadPlaceholder details tabs={Object.keys(tabLabels).length} />
        {tab === 'feed' ? (
          <FeedColumn>
            <FeedPostsPlaceholder />
          </FeedColumn>
        ) : tab === 'leaderboard' ? (
          <Stack gap="md">
            <SkeletonShape shape="rect" height={vars.size.controlMd} />
            <SkeletonShape shape="rect" height="24rem" />
          </Stack>
        ) : (
          <Box display="grid" gridTemplateColumns={{ mobile: 1, tablet: 2 }} gap="md">
            {Array.from({ length: 2 }, (_, index) => (
              <Card key={index}>
                <div className={heading({ size: 'md' })}>
                  <SkeletonShape width="30%" />
                </div>
                <Text as="div" size="sm">
                  <SkeletonShape lines={6} />
                </Text>
                <div className={styles.chartPlace}>
                  <SkeletonShape shape="rect" height="100%" />
                </div>
              </Card>
            ))}
          </Box>
        )}
      </Stack>
    </Skeleton>
  );
}
