import { Stack } from '../../../layout/Stack';
import { Select } from '../../../primitives/Select';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import { Text } from '../../../primitives/Text';
import type { GroupDraft, GroupFieldErrors } from '../group-form';

const privacyOptions = [
  { value: 'private', label: 'Private' },
  { value: 'public', label: 'Public' },
] as const;

/**
 * Each privacy choice in one sentence, as the product behaves: anyone signed in may open a
 * public group's page and read it, and everyone joins by invite (there is no request to join).
 */
export const privacyExplanations = {
  private:
    'Private: only invited members can join and see the group’s challenges, photos and activities.',
  public:
    'Public: anyone signed in can see the group’s challenges and photos; only invited members can join and take part.',
} as const;

export type GroupFieldsProps = {
  draft: GroupDraft;
  /** A message under each field that has one (the name's validation, or the server's refusal). */
  errors?: GroupFieldErrors;
  disabled?: boolean;
  /**
   * Held as sent while the request is on its way: the name and description read-only (focus and
   * selection stay where they are), privacy disabled (it cannot hold focus then). What she typed
   * meanwhile would go with nothing: the request carries what was there when she pressed.
   */
  held?: boolean;
  onChange: (draft: GroupDraft) => void;
};

/**
 * The group's name (required), description and privacy, shared by the create form and the
 * settings' Group Details tab. Controlled: the caller keeps the draft, so nothing typed is lost.
 */
export function GroupFields({ draft, errors = {}, disabled, held, onChange }: GroupFieldsProps) {
  return (
    <Stack gap="md">
      <TextField
        label="Group name"
        name="name"
        required
        autoComplete="off"
        value={draft.name}
        error={errors.name ?? undefined}
        disabled={disabled}
        readOnly={held}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
      />
      <TextArea
        label="Description"
        name="description"
        rows={3}
        value={draft.description}
        error={errors.description ?? undefined}
        disabled={disabled}
        readOnly={held}
        onChange={(event) => onChange({ ...draft, description: event.target.value })}
      />
      <Select
        label="Privacy"
        name="privacy"
        options={privacyOptions}
        value={draft.isPrivate ? 'private' : 'public'}
        error={errors.isPrivate ?? undefined}
        disabled={disabled || held}
        onValueChange={(value) => onChange({ ...draft, isPrivate: value !== 'public' })}
        description={
          <Stack gap="xs" as="span">
            <Text as="span" size="sm" tone="muted">
              {privacyExplanations.private}
            </Text>
            <Text as="span" size="sm" tone="muted">
              {privacyExplanations.public}
            </Text>
          </Stack>
        }
      />
    </Stack>
  );
}
