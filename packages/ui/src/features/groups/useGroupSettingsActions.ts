import { useMutation, useQueryClient, type MutationKey } from '@tanstack/react-query';
import type {
  GroupDetails,
  GroupRole,
  GroupSummary,
  UpdateGroupRequest,
} from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { readAgainIfUnanswered, readAllAgain } from '../../api/read-again';
import { readGroupAgainIfRefused } from './read-group-again';

/**
 * What the settings screen changes: the group (reloaded after a success) and My Groups, which
 * lists its name and member count. A refusal (403, 404) reads them again too: her standing in
 * the group, or the group itself, changed while the page was open.
 */
function useGroupMutation<Variables>(
  groupId: number,
  {
    call,
    alsoMyGroups,
    mutationKey,
    written,
  }: {
    call: (variables: Variables) => Promise<void>;
    /** My Groups shows what this changes (a name, a member count), so it is read again too. */
    alsoMyGroups: boolean;
    mutationKey?: MutationKey;
    /** The fields the server now has, known without reading the group again. */
    written?: (variables: Variables) => Partial<GroupSummary>;
  },
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  // what a change reads again once answered, or once failed without an answer
  const changed = [
    { queryKey: queryKeys.group(groupId), exact: true },
    ...(alsoMyGroups ? [{ queryKey: queryKeys.myGroups }] : []),
  ];
  return useMutation({
    mutationKey,
    mutationFn: call,
    onSuccess: async (_nothing, variables) => {
      // what the server took shows even when reading the group again fails: the form would show
      // the old values under its 'saved' line, and My Groups the old name
      if (written) {
        // a read on its way began before the save: dropped, so it cannot put the old name back
        await Promise.all([
          queryClient.cancelQueries({ queryKey: queryKeys.group(groupId), exact: true }),
          queryClient.cancelQueries({ queryKey: queryKeys.myGroups, exact: true }),
        ]);
        const fields = written(variables);
        queryClient.setQueryData<GroupDetails>(
          queryKeys.group(groupId),
          (group) => group && { ...group, ...fields },
        );
        queryClient.setQueryData<GroupSummary[]>(queryKeys.myGroups, (groups) =>
          groups?.map((group) => (group.id === groupId ? { ...group, ...fields } : group)),
        );
      }
      await readAllAgain(queryClient, changed);
    },
    onError: (error) => {
      void client.errors.report(error);
      readGroupAgainIfRefused(queryClient, groupId, error);
      // unanswered, it may have been made: the group (and My Groups) show whether it was
      readAgainIfUnanswered(queryClient, error, changed);
    },
  });
}

/** PUT /groups/{id} with only the changed fields; the group and My Groups reload after. */
export function useUpdateGroup(groupId: number) {
  const client = useApiClient();
  return useGroupMutation(groupId, {
    call: (changes: UpdateGroupRequest) => client.groups.update(groupId, changes),
    alsoMyGroups: true,
    written: ({ name, description, isPrivate }) => ({
      ...(name === undefined ? {} : { name }),
      ...(description === undefined ? {} : { description }),
      ...(isPrivate === undefined ? {} : { isPrivate }),
    }),
  });
}

/** A press on one member's row: changing her role, or removing her. */
type MemberPress = 'role' | 'remove';

/** The key's first part, shared by every press on a group's members. */
const MEMBER_PRESSES = 'group-member';

/**
 * What a request about one member of a group is known by, so a row shown again (she left the
 * Members tab before the answer, and came back) finds a press made on it before.
 */
export const memberPressKey = (groupId: number, userId: string, press: MemberPress) =>
  [MEMBER_PRESSES, groupId, userId, press] as const;

/** The member and the press a key made by `memberPressKey` names, read where it writes them. */
const memberPressOf = (key: MutationKey | undefined) => ({
  userId: String(key?.[2]),
  press: key?.[3],
});

type KeyedMutation = { options: { mutationKey?: MutationKey } };

/** What every removal of a member from a group is known by, for the list that outlives the rows. */
export const memberRemovals = (groupId: number) => ({
  mutationKey: [MEMBER_PRESSES, groupId],
  predicate: (mutation: KeyedMutation) =>
    memberPressOf(mutation.options.mutationKey).press === ('remove' satisfies MemberPress),
});

/** The member a removal (`memberRemovals`) was for. */
export const removedMember = (mutation: KeyedMutation) =>
  memberPressOf(mutation.options.mutationKey).userId;

/** DELETE /groups/{id}/members/{userId}; the group and its member count reload after. */
export function useRemoveGroupMember(groupId: number, userId: string) {
  const client = useApiClient();
  return useGroupMutation(groupId, {
    call: () => client.groups.members.remove(groupId, userId),
    alsoMyGroups: true,
    mutationKey: memberPressKey(groupId, userId, 'remove'),
  });
}

/** PUT /groups/{id}/members/{userId}/role: Make Admin or Remove Admin; the group reloads after. */
export function useSetGroupMemberRole(groupId: number, userId: string) {
  const client = useApiClient();
  return useGroupMutation(groupId, {
    call: (role: GroupRole) => client.groups.members.setRole(groupId, userId, role),
    alsoMyGroups: false,
    mutationKey: memberPressKey(groupId, userId, 'role'),
  });
}
