import { Link as RouterLink } from 'react-router-dom';
import type { GroupSummary } from '@reprally/api-client';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Box } from '../../../layout/Box';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { Link } from '../../../primitives/Link';
import { PageHeader } from '../../../primitives/PageHeader';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { Text } from '../../../primitives/Text';
import { vars } from '../../../theme/vars.css';
import { useSignedInUserId } from '../../../session/SessionContext';
import { GroupRoleTag } from '../GroupRoleTag';
import { groupTag } from '../group-standing';
import { plainList } from '../groups.css';
import { useMyGroups } from '../useMyGroups';
import { countOf } from '../../../format/count';
import { LoadFailure, useReadRetry } from '../../errors/LoadFailure';

export const MY_GROUPS_TITLE = 'My Groups';
export const CREATE_GROUP_PATH = '/groups/create';
export const NO_GROUPS = 'You are not in any groups yet';

export type MyGroupsPageViewProps = {
  /** The member's groups in the order returned; undefined while loading. */
  groups?: readonly GroupSummary[];
  /** The signed-in member's id, to tell the groups they created. */
  userId: string;
  /** Why the groups could not be loaded (e.g. 'Failed to fetch groups: 500'). */
  error?: string | null;
  /** Asks for them again after a failed load ('Try Again' under the failure). */
  onTryAgain?: () => void;
  /** They are being asked for again: 'Try Again' is busy. */
  asking?: boolean;
  /** Which failure this is: a new one is said again. */
  attempt?: number;
};

/** One group: its name linking to its page, the Owner or Admin tag and its three counts. */
function GroupCard({ group, userId }: { group: GroupSummary; userId: string }) {
  const tag = groupTag(group, userId);
  return (
    <Card
      as="article"
      interactive
      titleLevel={2}
      titleSize="md"
      titleDir="auto"
      title={<Link to={`/groups/${group.id}`}>{group.name}</Link>}
      headerAction={tag ? <GroupRoleTag standing={tag} size="md" /> : null}
    >
      <Stack gap="sm">
        {group.description ? (
          <Text tone="muted" size="sm" maxLines={2} dir="auto">
            {group.description}
          </Text>
        ) : null}
        {/* wrapped on a narrow card, the counts stay close: one line of facts, not two paragraphs */}
        <Inline gap="md" rowGap="2xs">
          <Text as="span" size="sm" numeric>
            {countOf(group.memberCount, 'member', 'members')}
          </Text>
          <Text as="span" size="sm" numeric>
            {countOf(group.activeChallengeCount, 'active challenge', 'active challenges')}
          </Text>
          <Text as="span" size="sm" numeric>
            {countOf(group.upcomingChallengeCount, 'upcoming challenge', 'upcoming challenges')}
          </Text>
        </Inline>
      </Stack>
    </Card>
  );
}

const cardColumns = { mobile: 1, tablet: 2 } as const;

/**
 * The 'My Groups' screen: each group the member belongs to with its Owner or Admin tag and its
 * member, active-challenge and upcoming-challenge counts, a Create Group button, and an empty
 * state that leads to creating the first group. A failed load says why, dismissibly, with
 * 'Try Again' under it.
 */
export function MyGroupsPageView({
  groups,
  userId,
  error = null,
  onTryAgain,
  asking = false,
  attempt = 0,
}: MyGroupsPageViewProps) {
  useDocumentTitle(MY_GROUPS_TITLE);
  return (
    <Stack gap="lg" minWidth={0} width="full" maxWidth="content" marginX="auto">
      <PageHeader
        title={MY_GROUPS_TITLE}
        actions={
          <Button asChild>
            <RouterLink to={CREATE_GROUP_PATH}>Create Group</RouterLink>
          </Button>
        }
      />
      {error ? (
        <LoadFailure
          message={error}
          attempt={attempt}
          asking={asking}
          dismissible
          onTryAgain={onTryAgain}
        />
      ) : null}
      {groups === undefined ? (
        error ? null : (
          <Skeleton label="Loading groups">
            <Box display="grid" gridTemplateColumns={cardColumns} gap="md">
              {Array.from({ length: 4 }, (_, index) => (
                <SkeletonShape key={index} shape="rect" height={vars.size.avatarXl} />
              ))}
            </Box>
          </Skeleton>
        )
      ) : groups.length === 0 ? (
        // a page with nothing to list says so in a card, where its groups would stand
        <Card>
          <EmptyState
            title={NO_GROUPS}
            titleLevel={2}
            description="Create a group to train with friends, run challenges and share progress."
            action={
              <Button asChild variant="secondary">
                <RouterLink to={CREATE_GROUP_PATH}>Create your first group</RouterLink>
              </Button>
            }
          />
        </Card>
      ) : (
        <Box
          as="ul"
          className={plainList}
          aria-label={MY_GROUPS_TITLE}
          display="grid"
          gridTemplateColumns={cardColumns}
          gap="md"
        >
          {groups.map((group) => (
            <li key={group.id}>
              <GroupCard group={group} userId={userId} />
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}

/**
 * The /groups screen for the signed-in member (GET /users/me/groups). A failed load can be asked
 * for again.
 */
export function MyGroupsPage() {
  const groups = useMyGroups();
  const userId = useSignedInUserId() ?? '';
  const { failure, retry } = useReadRetry(groups);
  return <MyGroupsPageView groups={groups.data} userId={userId} error={failure} {...retry} />;
}
