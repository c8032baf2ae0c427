import type { Http, RequestOptions } from '../http';
import type { CreatedId } from '../schemas/common';
import type {
  CreateGroupRequest,
  GroupDetails,
  GroupRole,
  GroupSummary,
  UpdateGroupRequest,
} from '../schemas/groups';
import type { InviteByEmailRequest, InviteUserRequest } from '../schemas/invites';
import { groupChallengeCalls } from './group-challenges';
import { groupPhotoCalls } from './group-photos';

export const groupCalls = (http: Http) => ({
  /** GET /users/me/groups: the groups the member belongs to. */
  list: (options: RequestOptions = {}): Promise<GroupSummary[]> =>
    http.call('groups.list', options),
  /** POST /groups; answers the new group's id. */
  create: (group: CreateGroupRequest): Promise<CreatedId> =>
    http.call('groups.create', { body: group }),
  /** GET /groups/{id} */
  get: (groupId: number, options: RequestOptions = {}): Promise<GroupDetails> =>
    http.call('groups.get', { ...options, params: { groupId } }),
  /** PUT /groups/{id} with only the changed fields. */
  update: async (groupId: number, changes: UpdateGroupRequest): Promise<void> => {
    await http.call('groups.update', { params: { groupId }, body: changes });
  },
  members: {
    /** DELETE /groups/{id}/members/{userId} */
    remove: async (groupId: number, userId: string): Promise<void> => {
      await http.call('groups.members.remove', { params: { groupId, userId } });
    },
    /** PUT /groups/{id}/members/{userId}/role with `{ role }`. */
    setRole: async (groupId: number, userId: string, role: GroupRole): Promise<void> => {
      await http.call('groups.members.setRole', { params: { groupId, userId }, body: { role } });
    },
  },
  /** POST /groups/{id}/invites with `{ userId }`. */
  inviteUser: async (groupId: number, userId: string): Promise<void> => {
    const body: InviteUserRequest = { userId };
    await http.call('groups.inviteUser', { params: { groupId }, body });
  },
  /** POST /groups/{id}/invite-by-email with `{ email }`. */
  inviteByEmail: async (groupId: number, email: string): Promise<void> => {
    const body: InviteByEmailRequest = { email };
    await http.call('groups.inviteByEmail', { params: { groupId }, body });
  },
  challenges: groupChallengeCalls(http),
  photos: groupPhotoCalls(http),
});
