import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { GroupDetails, GroupMember, UpdateGroupRequest } from '@reprally/api-client';
import { serverFieldErrors } from '@reprally/machines';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Box } from '../../../layout/Box';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { BackLink } from '../../../primitives/BackLink';
import { Alert } from '../../../primitives/Alert';
import { Avatar } from '../../../primitives/Avatar';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import {
  removalFocusItem,
  useRemovalFocus,
  useTakeLostFocus,
} from '../../../primitives/RemovalFocus';
import { PageHeader } from '../../../primitives/PageHeader';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { Tabs, useNewTabCheck } from '../../../primitives/Tabs';
import { Text } from '../../../primitives/Text';
import { useSignedInUserId } from '../../../session/SessionContext';
import { visuallyHidden } from '../../../theme/visually-hidden.css';
import { InviteMembers } from '../../invites/InviteMembers';
import { displayablePhotoUrl } from '../../profile/photo-url';
import { GroupFields } from '../GroupFields';
import { GroupRoleTag } from '../GroupRoleTag';
import {
  changedGroupFields,
  editedGroupFields,
  editsNotSaved,
  groupNameError,
  groupRequestFields,
  nextGroupEdits,
  withGroupEdits,
  type GroupDraft,
  type GroupEdits,
} from '../group-form';
import { canManageGroup, INVALID_GROUP_ID, memberTag, parseGroupId } from '../group-standing';
import { plainList } from '../groups.css';
import { useRefusableGroup } from '../useRefusableGroup';
import {
  memberPressKey,
  memberRemovals,
  removedMember,
  useRemoveGroupMember,
  useSetGroupMemberRole,
  useUpdateGroup,
} from '../useGroupSettingsActions';
import { useKeptDraft } from '../../../api/kept-draft';
import { isRefusal } from '../../../api/read-retry';
import { useSentPress } from '../../../api/sent-press';
import { useEarlierAnswers, useEarlierPress } from '../../../api/earlier-press';
import { useServerFieldErrors } from '../../../api/useServerFieldErrors';
import { useFocusFirstInvalidOnCheck } from '../../../primitives/Field';
import { LoadFailure } from '../../errors/LoadFailure';
import { MemberName, memberNameText } from '../../../primitives/MemberName';

export const GROUP_SETTINGS_TITLE = 'Group Settings';
export const NO_ACCESS_TO_MANAGE = "Group not found or you don't have access to manage this group.";
export const REMOVE_MEMBER_CONFIRMATION = 'Are you sure you want to remove this member?';
/** Said under the form once a save has landed, until she changes a field again. */
export const GROUP_DETAILS_SAVED = 'Group details saved.';
/** Said to screen readers once a role change or a removal on the Members tab has landed. */
export const nowAdmin = (name: string) => `${name} is now an Admin`;
export const noLongerAdmin = (name: string) => `${name} is no longer an Admin`;
export const removedFromGroup = (name: string) => `${name} was removed from the group`;

const settingsTabs = ['details', 'members', 'invites'] as const;
type SettingsTab = (typeof settingsTabs)[number];
const isSettingsTab = (value: string | null): value is SettingsTab =>
  (settingsTabs as readonly (string | null)[]).includes(value);

const toDraft = (group: GroupDetails): GroupDraft => ({
  name: group.name,
  description: group.description,
  isPrivate: group.isPrivate,
});

const ROLE_FAILED = 'Failed to update member role';
const REMOVE_FAILED = 'Failed to remove member';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

type Report = (message: string | null) => void;

/**
 * Group Details: name (required), description, privacy; only the changed fields are sent. The
 * fields she has not edited show the group as it is read again, so a change someone else saved
 * meanwhile shows here and is not sent back. A
 * refusal naming some of the fields shows under them, with focus on the first; any other failure
 * goes to the page's banner. What she changed and has not saved waits while she looks at another
 * tab or page, until it is saved; what she changes while a save is on its way stays, to be saved
 * next. A landed save says so under the button until she edits again. A save she leaves goes on:
 * coming back before its answer, the form rests under 'Saving...' and then follows the answer;
 * one that failed while she was away says why when she comes back, her changes kept.
 */
function DetailsTab({ group, onFailure }: { group: GroupDetails; onFailure: Report }) {
  const update = useUpdateGroup(group.id);
  const onServer = toDraft(group);
  const draftName = `group-settings:${group.id}`;
  // only the fields she edited are kept; the others follow the group as it is read again
  const [edits, setEdits, forgetEdits] = useKeptDraft<GroupEdits>(draftName, {});
  const draft = withGroupEdits(onServer, edits);
  // her edits as of the last render: a save that lands reads what she typed while it was away
  const latestEdits = useRef(edits);
  useEffect(() => {
    latestEdits.current = edits;
  }, [edits]);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // the last failed save when the server named some of the fields, as thrown
  const [refusal, setRefusal] = useState<unknown>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const server = useServerFieldErrors(refusal, groupRequestFields, formRef);
  const checkStopped = useFocusFirstInvalidOnCheck(formRef);
  // a save outlives the form: answered, the fields she saved show the group as it now is (read
  // again), and a field she changed while it was on its way keeps her change, still to be saved
  const press = useSentPress<UpdateGroupRequest>([draftName], (changes) => {
    const remaining = editsNotSaved(latestEdits.current, changes);
    setEdits(remaining);
    if (Object.keys(remaining).length === 0) {
      forgetEdits();
      setSaved(true);
    }
  });
  const showFailure = (reason: unknown) => {
    if (serverFieldErrors(reason, groupRequestFields)) setRefusal(reason);
    else onFailure(messageOf(reason, 'Failed to update group'));
  };
  // a save made before she left and came back failed: said once, as if she had stayed
  const failedAway = press.failure;
  const toldFailure = useRef<Error | null>(null);
  useEffect(() => {
    if (failedAway === null || toldFailure.current === failedAway) return;
    toldFailure.current = failedAway;
    showFailure(failedAway);
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (press.pending) return;
    const error = groupNameError(draft.name);
    setNameError(error);
    if (error) {
      checkStopped();
      return;
    }
    const changes = changedGroupFields(onServer, draft);
    // nothing changed: nothing to send
    if (Object.keys(changes).length === 0) return;
    // one request per press: a second submit before the busy form was drawn makes none
    const sent = press.send(() => update.mutateAsync(changes).then(() => changes));
    if (!sent) return;
    onFailure(null);
    setRefusal(null);
    setSaved(false);
    try {
      await sent;
    } catch (reason) {
      showFailure(reason);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Group Details"
      onSubmit={(event) => void save(event)}
    >
      <Stack gap="md">
        <GroupFields
          draft={draft}
          errors={{
            name: nameError ?? server.errorOf('name'),
            description: server.errorOf('description'),
            isPrivate: server.errorOf('isPrivate'),
          }}
          onChange={(next) => {
            if (next.name !== draft.name) setNameError(null);
            server.clear(...editedGroupFields(draft, next));
            setSaved(false);
            setEdits(nextGroupEdits(onServer, edits, draft, next));
          }}
        />
        <Inline>
          <Button
            type="submit"
            loading={update.isPending || press.pending}
            loadingLabel="Saving..."
          >
            Save Changes
          </Button>
        </Inline>
        {saved ? <Banner tone="success">{GROUP_DETAILS_SAVED}</Banner> : null}
      </Stack>
    </form>
  );
}

/**
 * One member: name, its one tag (Creator, or Admin, as on the group's page) and, on others'
 * rows, role change and removal. The creator's row has neither: the creator is always an Admin
 * of her group and cannot be removed, so a group Admin who manages it is not offered a press the
 * server always refuses. A role change or removal that fails says so in red under the row,
 * beside the button she pressed, which keeps focus, and gets it back when she dismisses the
 * message; one that lands is said through `onDone`.
 */
function MemberRow({
  group,
  member,
  isSelf,
  onDone,
  onRoleFailed,
}: {
  group: GroupDetails;
  member: GroupMember;
  isSelf: boolean;
  onDone: Report;
  /**
   * A role change of hers the server refused (the member may have left meanwhile), with what it
   * said: the list says it if the row leaves with it. Null once she has dismissed it.
   */
  onRoleFailed: (failure: RoleFailure | null) => void;
}) {
  const setRole = useSetGroupMemberRole(group.id, member.userId);
  const remove = useRemoveGroupMember(group.id, member.userId);
  const isAdmin = member.role === 'Admin';
  // as said in its buttons' names and in what they did
  const name = memberNameText(member.user.name);
  // a press made before she left the tab or the page and came back: followed here, its answer
  // said here (the row's role is the group's, read again after it)
  const earlierRole = useEarlierPress(memberPressKey(group.id, member.userId, 'role'), () =>
    onDone(isAdmin ? nowAdmin(name) : noLongerAdmin(name)),
  );
  // a removal's answer comes as the row leaves with the member: the list says it
  const earlierRemove = useEarlierPress(memberPressKey(group.id, member.userId, 'remove'));
  const roleButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  // the failure and the button she pressed for it
  const [failure, setFailure] = useState<{ message: string; from: 'role' | 'remove' } | null>(null);
  const rolePending = setRole.isPending || earlierRole.pending;
  const busy = rolePending || remove.isPending || earlierRemove.pending;
  const tag = memberTag(group, member);
  // a failure of a press from before she came back, said once, by the button it was for
  const earlierFailure = earlierRole.failure
    ? {
        message: messageOf(earlierRole.failure, ROLE_FAILED),
        from: 'role',
        dismiss: earlierRole.dismiss,
      }
    : earlierRemove.failure
      ? {
          message: messageOf(earlierRemove.failure, REMOVE_FAILED),
          from: 'remove',
          dismiss: earlierRemove.dismiss,
        }
      : null;
  const shownFailure = failure ?? earlierFailure;

  const changeRole = async () => {
    if (busy) return;
    setFailure(null);
    onDone(null);
    earlierRole.dismiss();
    earlierRemove.dismiss();
    try {
      await setRole.mutateAsync(isAdmin ? 'Member' : 'Admin');
      onDone(isAdmin ? noLongerAdmin(name) : nowAdmin(name));
    } catch (reason) {
      const message = messageOf(reason, ROLE_FAILED);
      setFailure({ message, from: 'role' });
      if (isRefusal(reason)) onRoleFailed({ userId: member.userId, name, message });
    }
  };
  const removeMember = async () => {
    setFailure(null);
    onDone(null);
    earlierRole.dismiss();
    earlierRemove.dismiss();
    try {
      await remove.mutateAsync();
      onDone(removedFromGroup(name));
    } catch (reason) {
      setFailure({ message: messageOf(reason, REMOVE_FAILED), from: 'remove' });
    }
  };

  return (
    <Stack gap="xs">
      {/* on a phone the actions always stand under the name, so every row has the same shape
          whatever the name's length; on a wider screen they stand at the row's end, a long name
          giving way to them rather than pushing them onto a line of their own */}
      <Box
        display="flex"
        flexDirection={{ mobile: 'column', tablet: 'row' }}
        flexWrap="nowrap"
        alignItems={{ mobile: 'flex-start', tablet: 'center' }}
        justifyContent="space-between"
        gap="sm"
      >
        {/* the name stays beside the avatar, wrapping there when long; the tags follow it */}
        <Inline gap="sm" wrap={false} minWidth={0}>
          {/* the name is written beside it: the picture adds nothing to read */}
          <Avatar
            name={member.user.name}
            src={displayablePhotoUrl(member.user.profilePhotoUrl)}
            size="sm"
            decorative
          />
          <Inline gap="sm" minWidth={0}>
            <Text as="span" weight="semibold" maxLines={2}>
              <MemberName name={member.user.name} />
            </Text>
            {tag ? <GroupRoleTag standing={tag} /> : null}
          </Inline>
        </Inline>
        {isSelf || member.userId === group.creatorId ? null : (
          <Inline gap="xs" flexShrink={0}>
            <Button
              ref={roleButton}
              size="sm"
              variant="secondary"
              loading={rolePending}
              loadingLabel="Saving..."
              disabled={busy}
              aria-label={`${isAdmin ? 'Remove Admin' : 'Make Admin'}: ${name}`}
              onClick={() => void changeRole()}
            >
              {isAdmin ? 'Remove Admin' : 'Make Admin'}
            </Button>
            <ConfirmDialog
              // the spec's sentence says 'this member': the question above it names her, in
              // her name's own direction
              title={
                <>
                  Remove <bdi>{name}</bdi>?
                </>
              }
              message={REMOVE_MEMBER_CONFIRMATION}
              confirmLabel="Remove"
              confirmingLabel="Removing..."
              tone="danger"
              onConfirm={removeMember}
              trigger={
                <Button
                  ref={removeButton}
                  size="sm"
                  variant="danger"
                  disabled={busy}
                  aria-label={`Remove ${name}`}
                >
                  Remove
                </Button>
              }
            />
          </Inline>
        )}
      </Box>
      {shownFailure ? (
        <Alert
          onDismiss={() => {
            // back to her row's button, not on to the next member's
            (shownFailure.from === 'role' ? roleButton : removeButton).current?.focus();
            setFailure(null);
            onRoleFailed(null);
            earlierFailure?.dismiss();
          }}
        >
          {shownFailure.message}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** A failed role change: for whom, as named in her press, and what the failure said. */
type RoleFailure = { userId: string; name: string; message: string };

function MembersTab({ group, userId }: { group: GroupDetails; userId: string }) {
  // a removed member's row leaves with the Remove button that had focus: the row that takes its
  // place takes focus (the member's own row always stays, so there is always one)
  const { listRef } = useRemovalFocus(group.members.map((member) => member.userId));
  const [done, setDone] = useState<string | null>(null);
  // a removal she made before she left the tab or the page and came back: its row leaves with
  // the member as the answer comes, so the list says it, with the name it had when she pressed
  const names = useRef(new Map<string, string>());
  useEffect(() => {
    for (const member of group.members)
      names.current.set(member.userId, memberNameText(member.user.name));
  }, [group.members]);
  useEarlierAnswers(memberRemovals(group.id), (removal) => {
    const name = names.current.get(removedMember(removal));
    if (name !== undefined) setDone(removedFromGroup(name));
  });
  // A role change refused because the member had left meanwhile (someone else removed her): the
  // group is read again and her row leaves with the failure it showed. The list says it then,
  // above its rows, so the press is not met with silence. While her row is there, the row says it.
  const [roleFailure, setRoleFailure] = useState<RoleFailure | null>(null);
  const failureOfAGoneRow =
    roleFailure !== null && !group.members.some((member) => member.userId === roleFailure.userId)
      ? roleFailure
      : null;
  const report: Report = (text) => {
    // a new press: what an earlier one said goes
    if (text === null) setRoleFailure(null);
    setDone(text);
  };
  return (
    <Stack gap="md">
      {failureOfAGoneRow ? (
        <Alert onDismiss={() => setRoleFailure(null)}>
          <bdi>{failureOfAGoneRow.name}</bdi>: {failureOfAGoneRow.message}
        </Alert>
      ) : null}
      <Stack as="ul" ref={listRef} gap="md" className={plainList} aria-label="Members">
        {group.members.map((member) => (
          <li key={member.userId} {...removalFocusItem(member.userId)}>
            <MemberRow
              group={group}
              member={member}
              isSelf={member.userId === userId}
              onDone={report}
              onRoleFailed={setRoleFailure}
            />
          </li>
        ))}
      </Stack>
      {/*
        Only the button's label changes with a role change, and a removed row just leaves: this
        polite region, on the tab from the start, says what happened.
      */}
      <p role="status" className={visuallyHidden}>
        {done}
      </p>
    </Stack>
  );
}

export type GroupSettingsViewProps = { group: GroupDetails; userId: string };

/**
 * The settings of a group the member manages: tabs Group Details, Members and Invite Users
 * (the tab is kept in the address, `?tab=members`, each a step of the browser's history, as on
 * the group's page). A failed save of the details shows in the red banner with Dismiss, while
 * the details are the tab shown; a failed
 * role change or removal shows in red under its member's row, where she pressed. The group
 * reloads only after a success.
 */
export function GroupSettingsView({ group, userId }: GroupSettingsViewProps) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: SettingsTab = isSettingsTab(requested) ? requested : 'details';
  const isNewTab = useNewTabCheck(tab);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      {/* the name in its own direction: one in Arabic or Hebrew reads from the right, as on
          its card and its page, and cannot turn the words before it around */}
      <PageHeader
        title={
          <>
            Manage Group: <bdi>{group.name}</bdi>
          </>
        }
      />
      {/* the failed save is about the details: shown with them, kept while she is elsewhere */}
      {failure && tab === 'details' ? (
        <Banner tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Banner>
      ) : null}
      <Card>
        <Tabs
          label="Group settings"
          value={tab}
          onValueChange={(value) => {
            // a new history entry per tab, so the back button returns to the previous one
            if (isNewTab(value)) setParams(value === 'details' ? {} : { tab: value });
          }}
          items={[
            {
              value: 'details',
              label: 'Group Details',
              content: <DetailsTab group={group} onFailure={setFailure} />,
            },
            {
              value: 'members',
              label: 'Members',
              content: <MembersTab group={group} userId={userId} />,
            },
            {
              value: 'invites',
              label: 'Invite Users',
              content: <InviteMembers groupId={group.id} headingLevel={2} />,
            },
          ]}
        />
      </Card>
    </Stack>
  );
}

/**
 * The screen without a group to manage (none at the address, none she may manage, or one that
 * could not be read): still titled, with what stands in the group's place under the title.
 */
function WithoutGroup({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title={GROUP_SETTINGS_TITLE} />
      {children}
    </>
  );
}

/**
 * 'Group not found or you don't have access to manage this group.' When it takes the place of
 * settings that were on screen (she was made a plain member or taken out of the group meanwhile,
 * and her save or role change was refused), the button she pressed went with them: it takes the
 * focus that button had, so she is not left at the page's start.
 */
function NoAccessMessage({ takeFocus }: { takeFocus: boolean }) {
  const ref = useTakeLostFocus<HTMLDivElement>(takeFocus);
  return (
    <Banner ref={ref} tabIndex={-1} tone="error">
      {NO_ACCESS_TO_MANAGE}
    </Banner>
  );
}

function ManagedGroup({ groupId, userId }: { groupId: number; userId: string }) {
  // a refusal is the answer; any other failure can be asked again, and a group on screen stays
  const { group, refused, failure, retry } = useRefusableGroup(groupId, NO_ACCESS_TO_MANAGE);
  const manages = group !== undefined && canManageGroup(group, userId);
  // whether the settings were on screen: she may have pressed something in them meanwhile
  const [managed, setManaged] = useState(manages);
  if (manages && !managed) setManaged(true);
  if (refused || (group && !manages)) {
    return (
      <WithoutGroup>
        <NoAccessMessage takeFocus={managed} />
      </WithoutGroup>
    );
  }
  if (failure) {
    return (
      <WithoutGroup>
        <LoadFailure message={failure} dismissible {...retry} />
      </WithoutGroup>
    );
  }
  if (!group) {
    return (
      <Card>
        <Skeleton label="Loading group">
          <Stack gap="md">
            <SkeletonShape width="50%" />
            <SkeletonShape lines={3} />
          </Stack>
        </Skeleton>
      </Card>
    );
  }
  return <GroupSettingsView group={group} userId={userId} />;
}

/**
 * The /groups/{groupId}/settings screen. Only the creator or a group Admin may manage a group;
 * anyone else, and any group that cannot be read, gets 'Group not found or you don't have
 * access to manage this group.' (with 'Try Again' when another try may answer differently). An
 * address whose id cannot be a group's leads back to My Groups.
 */
export function GroupSettingsPage() {
  useDocumentTitle(GROUP_SETTINGS_TITLE);
  const { groupId: rawId } = useParams();
  const groupId = parseGroupId(rawId);
  const userId = useSignedInUserId() ?? '';
  return (
    <Stack gap="lg" minWidth={0} width="full" maxWidth="content" marginX="auto">
      {groupId === null ? (
        <>
          <BackLink to="/groups">Back to My Groups</BackLink>
          <WithoutGroup>
            <Banner tone="error">{INVALID_GROUP_ID}</Banner>
          </WithoutGroup>
        </>
      ) : (
        <>
          <BackLink to={`/groups/${groupId}`}>Back to Group</BackLink>
          <ManagedGroup groupId={groupId} userId={userId} />
        </>
      )}
    </Stack>
  );
}
