import type { MonthlyBadge } from '@reprally/api-client';
import { monthlyBadgeTypeLabels } from '@reprally/machines';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Avatar } from '../../../primitives/Avatar';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { Tag } from '../../../primitives/Tag';
import { Text } from '../../../primitives/Text';
import { monthNameOf } from '../../monthly-warriors/monthly-warriors';
import { displayablePhotoUrl } from '../../profile/photo-url';

export type AdminMonthlyBadgeCardProps = {
  badge: MonthlyBadge;
  /** Off while a request runs. */
  actionsDisabled?: boolean;
  onEdit: (badge: MonthlyBadge) => void;
  onDelete: (badge: MonthlyBadge) => void;
};

/** 'All' for a badge of every month, else the full month name ('March'). */
export function badgeMonthLabel(badge: Pick<MonthlyBadge, 'isMonthSpecific' | 'specificMonth'>) {
  return badge.isMonthSpecific && badge.specificMonth !== null
    ? monthNameOf(2000, badge.specificMonth)
    : 'All';
}

/**
 * One monthly badge in the admin grid: image (only an http(s) or relative address is shown),
 * name, 'Inactive' when off, type, required value, month, description, edit and delete.
 */
export function AdminMonthlyBadgeCard({
  badge,
  actionsDisabled = false,
  onEdit,
  onDelete,
}: AdminMonthlyBadgeCardProps) {
  return (
    <Card
      as="article"
      title={badge.name}
      titleLevel={2}
      titleSize="md"
      headerAction={badge.isActive ? undefined : <Tag tone="neutral">Inactive</Tag>}
    >
      <Stack gap="sm">
        <Avatar name={badge.name} src={displayablePhotoUrl(badge.imageUrl)} decorative />
        <Text>Type: {monthlyBadgeTypeLabels[badge.badgeType]}</Text>
        <Text>Required Value: {badge.requiredValue}</Text>
        <Text>Month: {badgeMonthLabel(badge)}</Text>
        {badge.description ? <Text tone="muted">{badge.description}</Text> : null}
        <Inline gap="sm">
          <Button
            variant="secondary"
            size="sm"
            disabled={actionsDisabled}
            aria-label={`Edit ${badge.name}`}
            onClick={() => onEdit(badge)}
          >
            Edit
          </Button>
          <Button
            variant="danger"
            size="sm"
            disabled={actionsDisabled}
            aria-label={`Delete ${badge.name}`}
            onClick={() => onDelete(badge)}
          >
            Delete
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
