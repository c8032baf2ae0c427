import type { AdminChallenge } from '@reprally/api-client';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { Tag } from '../../../primitives/Tag';
import { Text } from '../../../primitives/Text';

export type AdminChallengeCardProps = {
  challenge: AdminChallenge;
  /** Hidden while a form is open or a request runs. */
  actionsDisabled?: boolean;
  onEdit: (challenge: AdminChallenge) => void;
  onDelete: (challenge: AdminChallenge) => void;
};

/** One site-wide challenge in the admin grid: name, 'Inactive' when off, criteria, badge, description, edit and delete. */
export function AdminChallengeCard({
  challenge,
  actionsDisabled = false,
  onEdit,
  onDelete,
}: AdminChallengeCardProps) {
  return (
    <Card
      as="article"
      title={challenge.name}
      titleLevel={2}
      titleSize="md"
      headerAction={challenge.isActive ? undefined : <Tag tone="neutral">Inactive</Tag>}
    >
      <Stack gap="sm">
        <Text weight="medium">Criteria: {challenge.criteria} Workouts</Text>
        <Text tone="muted">Badge: {challenge.badge}</Text>
        {challenge.description ? <Text>{challenge.description}</Text> : null}
        <Inline gap="sm">
          <Button
            variant="secondary"
            size="sm"
            disabled={actionsDisabled}
            aria-label={`Edit ${challenge.name}`}
            onClick={() => onEdit(challenge)}
          >
            Edit
          </Button>
          <Button
            variant="danger"
            size="sm"
            disabled={actionsDisabled}
            aria-label={`Delete ${challenge.name}`}
            onClick={() => onDelete(challenge)}
          >
            Delete
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
