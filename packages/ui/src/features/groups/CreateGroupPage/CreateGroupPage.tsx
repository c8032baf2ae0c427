import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { BackLink } from '../../../primitives/BackLink';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { PageHeader } from '../../../primitives/PageHeader';
import { GroupFields } from '../GroupFields';
import {
  editedGroupFields,
  emptyGroupDraft,
  groupNameError,
  groupRequestFields,
  type GroupDraft,
} from '../group-form';
import { useCreateGroup } from '../useCreateGroup';
import { useServerFieldErrors } from '../../../api/useServerFieldErrors';
import { useFocusFirstInvalidOnCheck } from '../../../primitives/Field';
import { useKeptDraft } from '../../../api/kept-draft';
import { useSentPress } from '../../../api/sent-press';

export const CREATE_GROUP_TITLE = 'Create Group';
/** Where what she typed into Create Group waits while she is elsewhere in the app. */
const CREATE_GROUP_DRAFT = 'create-group';

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
 * (private by default). Errors clear when their field is edited; a failed request keeps
 * everything typed and shows in the red banner, or, when the server named some of the fields,
 * under those fields with focus on the first; the button takes one press per request. What she
 * typed is kept while she is elsewhere in the app, until the group is created.
 */
export function CreateGroupForm({
  onCreate,
  onCreated,
  initialDraft = emptyGroupDraft,
}: CreateGroupFormProps) {
  // what she typed waits here while she is elsewhere in the app, until the group is created
  const [draft, setDraft] = useKeptDraft(CREATE_GROUP_DRAFT, initialDraft);
  // the press outlives the form: the draft goes with the group it makes, which opens if she is
  // still here (else she stays where she went); a press she made before leaving and coming back
  // is followed here as if she had never left
  const press = useSentPress<number>([CREATE_GROUP_DRAFT], onCreated);
  const [nameError, setNameError] = useState<string | null>(null);
  // the reason the last request failed, kept as thrown: a new failure is a new object
  const [failure, setFailure] = useState<{ reason: unknown } | null>(null);
  const [pressed, setPressed] = useState(false);
  const creating = pressed || press.pending;
  const formRef = useRef<HTMLFormElement>(null);
  const reason = failure?.reason ?? press.failure;
  const server = useServerFieldErrors(reason, groupRequestFields, formRef);
  const checkStopped = useFocusFirstInvalidOnCheck(formRef);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // busy, or created and on the way to the group's page
    if (creating) return;
    const error = groupNameError(draft.name);
    setNameError(error);
    if (error) {
      checkStopped();
      return;
    }
    // one request per press: a second submit before the busy form was drawn makes none
    const sent = press.send(() => onCreate({ ...draft, name: draft.name.trim() }));
    if (!sent) return;
    setPressed(true);
    setFailure(null);
    try {
      await sent;
    } catch (reason) {
      setFailure({ reason });
      setPressed(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={CREATE_GROUP_TITLE}
    >
      <Stack gap="md">
        {reason && !server.onFields ? (
          <Banner
            tone="error"
            onDismiss={() => {
              setFailure(null);
              press.clear();
            }}
          >
            {reason instanceof Error ? reason.message : 'Failed to create group'}
          </Banner>
        ) : null}
        <GroupFields
          draft={draft}
          held={creating}
          errors={{
            name: nameError ?? server.errorOf('name'),
            description: server.errorOf('description'),
            isPrivate: server.errorOf('isPrivate'),
          }}
          onChange={(next) => {
            if (next.name !== draft.name) setNameError(null);
            server.clear(...editedGroupFields(draft, next));
            setDraft(next);
          }}
        />
        {/* at the form's start, under its fields, as 'Save Changes' in the group's settings */}
        <Inline>
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
      <BackLink to="/groups">Back to My Groups</BackLink>
      <PageHeader title={CREATE_GROUP_TITLE} />
      <Card>
        <CreateGroupForm
          onCreate={(group) => createGroup.mutateAsync(group)}
          // the new group takes the form's place in history: Back goes to where she started,
          // not to an empty form inviting a second group
          onCreated={(groupId) => void navigate(`/groups/${groupId}`, { replace: true })}
        />
      </Card>
    </Stack>
  );
}
