import {
  profilePhotoFormSchema,
  profileUpdateRequestSchema,
  type ProfileWire,
} from '@reprally/api-client';
import type { MemberRow } from '../db/tables';
import { json, problem, readForm, readJson, routeGroup, type RouteContext } from './route';
import { releaseUpload, storeUpload } from './uploads';

export function profileOf(member: MemberRow): ProfileWire {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    bio: member.bio,
    profilePhotoUrl: member.profilePhotoUrl,
    points: member.points,
  };
}

async function updateProfile(context: RouteContext): Promise<Response> {
  const { name, bio } = await readJson(context, profileUpdateRequestSchema);
  Object.assign(context.caller.member, { name, bio });
  return json(profileOf(context.caller.member));
}

async function uploadPhoto(context: RouteContext): Promise<Response> {
  const { file } = await readForm(context, profilePhotoFormSchema);
  if (!file.type.startsWith('image/')) throw problem(400, 'Only image files can be uploaded');
  const { member } = context.caller;
  const previous = member.profilePhotoUrl;
  member.profilePhotoUrl = await storeUpload(context.db, file);
  // the replaced photo is deleted once nothing shows it
  releaseUpload(context.db, previous);
  return json({ profilePhotoUrl: member.profilePhotoUrl });
}

export const profileRoutes = routeGroup([
  {
    call: 'profile.get',
    access: 'member',
    resolve: ({ caller }) => json(profileOf(caller.member)),
    empty: ({ caller }) =>
      ({
        ...profileOf(caller.member),
        name: '',
        bio: '',
        profilePhotoUrl: null,
        points: 0,
      }) satisfies ProfileWire,
  },
  { call: 'profile.update', access: 'member', resolve: updateProfile },
  { call: 'profile.uploadPhoto', access: 'member', resolve: uploadPhoto },
]);
