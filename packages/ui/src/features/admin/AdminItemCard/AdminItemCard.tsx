import type { ReactNode } from 'react';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { Tag } from '../../../primitives/Tag';
import { headerTag } from '../admin.css';

/** What an admin item's card (a challenge, a monthly badge) takes from its screen. */
export type AdminItemCardActions<Item> = {
  /** Edit and Delete refuse presses while a request runs. */
  actionsDisabled?: boolean;
  /** Edit pressed: the item, and the button, where focus goes back when the form closes. */
  onEdit: (item: Item, button: HTMLButtonElement) => void;
  onDelete: (item: Item) => void;
};

export type AdminItemCardProps<Item extends { name: string; isActive: boolean }> =
  AdminItemCardActions<Item> & {
    item: Item;
    /** What the card says of the item, between its heading and its actions. */
    children: ReactNode;
  };

/**
 * One item in an admin grid: an article headed by the item's name, 'Inactive' beside it when the
 * item is off, its details, then Edit and Delete, each named for the item ('Edit Spring Sprint').
 * The tag is the small one, in a box of its own, so the header is no taller than the name's line
 * and an inactive item's details and buttons stand level with its neighbours' in a row.
 */
export function AdminItemCard<Item extends { name: string; isActive: boolean }>({
  item,
  actionsDisabled = false,
  onEdit,
  onDelete,
  children,
}: AdminItemCardProps<Item>) {
  return (
    <Card
      as="article"
      title={item.name}
      titleLevel={2}
      titleSize="md"
      titleDir="auto"
      headerAction={
        item.isActive ? undefined : (
          <Tag tone="neutral" size="sm" className={headerTag}>
            Inactive
          </Tag>
        )
      }
    >
      <Stack gap="sm">
        {children}
        <Inline gap="sm">
          <Button
            variant="secondary"
            size="sm"
            disabled={actionsDisabled}
            aria-label={`Edit ${item.name}`}
            onClick={(event) => onEdit(item, event.currentTarget)}
          >
            Edit
          </Button>
          <Button
            variant="danger"
            size="sm"
            disabled={actionsDisabled}
            aria-label={`Delete ${item.name}`}
            onClick={() => onDelete(item)}
          >
            Delete
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
