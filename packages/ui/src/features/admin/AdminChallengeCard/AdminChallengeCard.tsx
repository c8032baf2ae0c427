import type { AdminChallenge } from '@reprally/api-client';
import { Text } from '../../../primitives/Text';
import { AdminItemCard, type AdminItemCardActions } from '../AdminItemCard';

export type AdminChallengeCardProps = AdminItemCardActions<AdminChallenge> & {
  challenge: AdminChallenge;
};

/** One site-wide challenge in the admin grid: name, 'Inactive' when off, criteria, badge, description, edit and delete. */
export function AdminChallengeCard({ challenge, ...actions }: AdminChallengeCardProps) {
  return (
    <AdminItemCard item={challenge} {...actions}>
      <Text weight="medium">Criteria: {challenge.criteria} Workouts</Text>
      <Text tone="muted">Badge: {challenge.badge}</Text>
      {challenge.description ? <Text dir="auto">{challenge.description}</Text> : null}
    </AdminItemCard>
  );
}
