import type { MonthlyBadge } from '@reprally/api-client';
import { monthlyBadgeTypeLabels } from '@reprally/machines';
import { formatCount } from '../../../format/count';
import { Avatar } from '../../../primitives/Avatar';
import { Text } from '../../../primitives/Text';
import { monthNameOf } from '../../monthly-warriors/monthly-warriors';
import { displayablePhotoUrl } from '../../profile/photo-url';
import { AdminItemCard, type AdminItemCardActions } from '../AdminItemCard';

export type AdminMonthlyBadgeCardProps = AdminItemCardActions<MonthlyBadge> & {
  badge: MonthlyBadge;
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
export function AdminMonthlyBadgeCard({ badge, ...actions }: AdminMonthlyBadgeCardProps) {
  return (
    <AdminItemCard item={badge} {...actions}>
      <Avatar name={badge.name} src={displayablePhotoUrl(badge.imageUrl)} decorative />
      <Text>Type: {monthlyBadgeTypeLabels[badge.badgeType]}</Text>
      <Text>Required Value: {formatCount(badge.requiredValue)}</Text>
      <Text>Month: {badgeMonthLabel(badge)}</Text>
      {badge.description ? (
        <Text tone="muted" dir="auto">
          {badge.description}
        </Text>
      ) : null}
    </AdminItemCard>
  );
}
