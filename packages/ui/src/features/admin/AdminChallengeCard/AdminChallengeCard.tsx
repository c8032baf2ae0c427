import type { AdminChallenge } from '@reprally/api-client';
import { formatCount } from '../../../format/count';
import { Text } from '../../../primitives/Text';
import { AdminItemCard, type AdminItemCardActions } from '../AdminItemCard';

export type AdminChallengeCardProps = AdminItemCardActions<AdminChallenge> & {
  challenge: AdminChallenge;
};

/** One site-wide challenge in the admin grid: name, 'Inactive' when off, criteria, badge, description, edit and delete. */
export function AdminChallengeCard({ challenge, ...actions }: AdminChallengeCardProps) {
  return (
    <AdminItemCard item={challenge} {...actions}>
      {/* its facts in the text's colour and its description muted, as a monthly badge's card */}
      {/* the spec's words, 'Workouts' even for one; the count written as counts are everywhere */}
      <Text>Criteria: {formatCount(challenge.criteria)} Workouts</Text>
      {/* the badge's name in its own direction inside the line, which keeps the page's */}
      <Text>
        Badge: <bdi>{challenge.badge}</bdi>
      </Text>
      {challenge.description ? (
        <Text tone="muted" dir="auto">
          {challenge.description}
        </Text>
      ) : null}
    </AdminItemCard>
  );
}
