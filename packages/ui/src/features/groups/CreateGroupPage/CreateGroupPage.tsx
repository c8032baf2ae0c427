import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { Link } from '../../../primitives/Link';
import { PageHeader } from '../../../primitives/PageHeader';
import { GroupFields } from '../GroupFields';
import { emptyGroupDraft, groupNameError, type GroupDraft } from '../group-form';
import { useCreateGroup } from '../useCreateGroup';

export const CREATE_GROUP_TITLE = 'Create Group';

export type CreateGroupFormProps = {
  /** Sends the group; resolves with its id. Rejects with the reason it failed. */
  onCreate: (group: GroupDraft) => Promise<number>;
  /** Called with the new group's id. */
  onCreated: (groupId: number) => void;
  /** The draft the form starts from (stories). */
  initialDraft?: GroupDraft;
};

/**
 * The create-group form: name (required, at least 3 characters), description and privacy
 * (private by default). Errors clear when the name is edited; a failed request shows in the
 * red banner and keeps everything typed; the button takes one press per request.
 */
export function CreateGroupForm({
  onCreate,
  onCreated,
  initialDraft = emptyGroupDraft,
}: CreateGroupFormProps) {
  const [draft, setDraft] = useState(initialDraft);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  // one request per press: a second submit before the first re-render is ignored too
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const error = groupNameError(draft.name);
    setNameError(error);
    if (error) return;
    inFlight.current = true;
    setCreating(true);
    setFailure(null);
    try {
      const id = await onCreate({ ...draft, name: draft.name.trim() });
      onCreated(id);
    } catch (reason) {
      setFailure(reason instanceof Error ? reason.message : 'Failed to create group');
      setCreating(false);
      inFlight.current = false;
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={CREATE_GROUP_TITLE}>
      <Stack gap="md">
        {failure ? (
          <Banner tone="error" onDismiss={() => setFailure(null)}>
            {failure}
          </Banner>
        ) : null}
        <GroupFields
          draft={draft}
          nameError={nameError}
          onChange={(next) => {
            if (next.name !== draft.name) setNameError(null);
            setDraft(next);
          }}
        />
        <Inline gap="md" justify="space-between">
          <Link to="/groups" variant="standalone">
            Back to My Groups
          </Link>
          <Button type="submit" loading={creating} loadingLabel="Creating...">
            Create Group
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** The /groups/create screen: creates the group, then opens its page. */
export function CreateGroupPage() {
  useDocumentTitle(CREATE_GROUP_TITLE);
  const navigate = useNavigate();
  const createGroup = useCreateGroup();
  return (
    <Stack gap="lg" minWidth={0} width="full" maxWidth="readable" marginX="auto">
      <PageHeader title={CREATE_GROUP_TITLE} />
      <Card>
        <CreateGroupForm
          onCreate={(group) => createGroup.mutateAsync(group)}
          onCreated={(groupId) => void navigate(`/groups/${groupId}`)}
        />
      </Card>
    </Stack>
  );
}
