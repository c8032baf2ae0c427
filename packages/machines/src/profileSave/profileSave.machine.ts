import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { serverFieldErrors } from '../field-errors';
import { notProvidedAction, notProvidedActor } from '../not-provided';
import { profileSaveMessages } from './messages';
import { PROFILE_PHOTO_MAX_SIDE, PROFILE_PHOTO_QUALITY, PROFILE_PHOTO_TYPE } from './photo-size';

/** Success message 3 s */
export const PROFILE_SAVED_MESSAGE_MS = 3000;

/** The profile as shown on the profile page. */
export interface MemberProfile {
  name: string | null;
  bio: string | null;
  profilePhotoUrl: string | null;
  points: number;
}

export interface ProfileDraft {
  name: string;
  bio: string;
  /** The chosen file, kept as chosen until the save succeeds. */
  photo: Blob | null;
}

/** The form's fields a refused save can name. */
export type ProfileField = 'name' | 'bio' | 'photo';
export type ProfileFieldErrors = Partial<Record<ProfileField, string>>;

/** The profile update's body fields, as the request spells them, to the form's fields. */
const updateProfileFields: Readonly<Record<string, ProfileField>> = { name: 'name', bio: 'bio' };
/** The photo upload's multipart field to the photo picker. */
const uploadPhotoFields: Readonly<Record<string, ProfileField>> = { file: 'photo' };

export interface ResizePhotoRequest {
  photo: Blob;
  maxWidth: number;
  maxHeight: number;
  type: typeof PROFILE_PHOTO_TYPE;
  quality: number;
}

export interface ProfileSaveContext {
  profile: MemberProfile;
  draft: ProfileDraft;
  resizedPhoto: Blob | null;
  saveError: string | null;
  /** The server's messages for the fields it refused on the last save, under each field. */
  fieldErrors: ProfileFieldErrors;
  /**
   * The failed save whose messages show under the fields: a new value for each refused save,
   * null otherwise. It stays while the member edits, so focus moves once per refusal.
   */
  refusedSave: unknown;
}

export type ProfileSaveEvent =
  | { type: 'EDIT' }
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'BIO_CHANGED'; value: string }
  | { type: 'PHOTO_SELECTED'; photo: Blob }
  | { type: 'PHOTO_CLEARED' }
  | { type: 'CANCEL' }
  | { type: 'SAVE' }
  /** The profile query has newer data (shown while viewing). */
  | { type: 'PROFILE_LOADED'; profile: MemberProfile };

function draftOf(profile: MemberProfile): ProfileDraft {
  return { name: profile.name ?? '', bio: profile.bio ?? '', photo: null };
}

/**
 * Profile page: view → edit → saving (resize and upload
 * the photo if one was chosen, update name and bio, refetch) → 'Profile updated
 * successfully!' for 3 s → view. A failure is reported and returns to edit, inputs kept.
 */
export const profileSaveMachine = setup({
  types: {
    input: {} as { profile: MemberProfile },
    context: {} as ProfileSaveContext,
    events: {} as ProfileSaveEvent,
  },
  actors: {
    /** Canvas resize; rejects with 'Could not get canvas context', 'Failed to create blob from canvas' or 'Failed to load image'. */
    resizePhoto: notProvidedActor<Blob, ResizePhotoRequest>('profileSave', 'resizePhoto'),
    /** POST /users/me/profile/photo, multipart field file */
    uploadPhoto: notProvidedActor<unknown, { photo: Blob }>('profileSave', 'uploadPhoto'),
    /** PUT /users/me/profile with name and bio */
    updateProfile: notProvidedActor<unknown, { name: string; bio: string }>(
      'profileSave',
      'updateProfile',
    ),
    /** GET /users/me */
    refetchProfile: notProvidedActor<MemberProfile, void>('profileSave', 'refetchProfile'),
  },
  actions: {
    /** To the error-reporting call (POST /errors). */
    reportError: notProvidedAction('profileSave', 'reportError') as (
      _: unknown,
      params: { error: unknown },
    ) => void,
    startDraft: assign({
      draft: ({ context }) => draftOf(context.profile),
      resizedPhoto: null,
      saveError: null,
      fieldErrors: {},
      refusedSave: null,
    }),
    /**
     * Every input stays. A save the server refused on fields shows its messages under those
     * fields; any other failure shows the form's failure message.
     */
    keepInputsAndSayWhy: assign(
      (_, params: { error: unknown; fields?: Readonly<Record<string, ProfileField>> }) => {
        const named = params.fields ? serverFieldErrors(params.error, params.fields) : null;
        return named
          ? { resizedPhoto: null, saveError: null, fieldErrors: named, refusedSave: params.error }
          : {
              resizedPhoto: null,
              saveError: profileSaveMessages.saveFailed,
              fieldErrors: {},
              refusedSave: null,
            };
      },
    ),
    /** An edited field loses the server's message about it. */
    clearFieldError: assign(({ context }, params: { field: ProfileField }) => {
      if (context.fieldErrors[params.field] === undefined) return {};
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[params.field];
      return { fieldErrors };
    }),
  },
  guards: {
    hasPhoto: ({ context }) => context.draft.photo !== null,
    isImage: ({ event }) =>
      event.type === 'PHOTO_SELECTED' && event.photo.type.startsWith('image/'),
  },
  delays: {
    savedMessage: PROFILE_SAVED_MESSAGE_MS,
  },
}).createMachine({
  id: 'profileSave',
  context: ({ input }) => ({
    profile: input.profile,
    draft: draftOf(input.profile),
    resizedPhoto: null,
    saveError: null,
    fieldErrors: {},
    refusedSave: null,
  }),
  initial: 'view',
  states: {
    view: {
      on: {
        EDIT: { target: 'edit', actions: 'startDraft' },
        PROFILE_LOADED: { actions: assign({ profile: ({ event }) => event.profile }) },
      },
    },
    edit: {
      on: {
        NAME_CHANGED: {
          actions: [
            assign({
              draft: ({ context, event }) => ({ ...context.draft, name: event.value }),
            }),
            { type: 'clearFieldError', params: { field: 'name' } },
          ],
        },
        BIO_CHANGED: {
          actions: [
            assign({
              draft: ({ context, event }) => ({ ...context.draft, bio: event.value }),
            }),
            { type: 'clearFieldError', params: { field: 'bio' } },
          ],
        },
        // Image files only
        PHOTO_SELECTED: {
          guard: 'isImage',
          actions: [
            assign({
              draft: ({ context, event }) => ({ ...context.draft, photo: event.photo }),
            }),
            { type: 'clearFieldError', params: { field: 'photo' } },
          ],
        },
        PHOTO_CLEARED: {
          actions: [
            assign({ draft: ({ context }) => ({ ...context.draft, photo: null }) }),
            { type: 'clearFieldError', params: { field: 'photo' } },
          ],
        },
        CANCEL: {
          target: 'view',
          actions: assign({
            draft: ({ context }) => draftOf(context.profile),
            saveError: null,
            fieldErrors: {},
            refusedSave: null,
          }),
        },
        SAVE: [
          {
            guard: 'hasPhoto',
            target: 'saving.resizingPhoto',
            actions: assign({ saveError: null, fieldErrors: {} }),
          },
          {
            target: 'saving.updatingProfile',
            actions: assign({ saveError: null, fieldErrors: {} }),
          },
        ],
      },
    },
    saving: {
      // entered through edit's SAVE, which picks the first step
      initial: 'updatingProfile',
      states: {
        resizingPhoto: {
          invoke: {
            id: 'resizePhoto',
            src: 'resizePhoto',
            input: ({ context }) => ({
              // guarded by hasPhoto on the way in
              photo: context.draft.photo as Blob,
              maxWidth: PROFILE_PHOTO_MAX_SIDE,
              maxHeight: PROFILE_PHOTO_MAX_SIDE,
              type: PROFILE_PHOTO_TYPE,
              quality: PROFILE_PHOTO_QUALITY,
            }),
            onDone: {
              target: 'uploadingPhoto',
              actions: assign({ resizedPhoto: ({ event }) => event.output }),
            },
            onError: {
              target: '#profileSave.edit',
              actions: [
                { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
                { type: 'keepInputsAndSayWhy', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        // The photo first
        uploadingPhoto: {
          invoke: {
            id: 'uploadPhoto',
            src: 'uploadPhoto',
            input: ({ context }) => ({ photo: context.resizedPhoto as Blob }),
            onDone: { target: 'updatingProfile' },
            onError: {
              target: '#profileSave.edit',
              actions: [
                { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
                {
                  type: 'keepInputsAndSayWhy',
                  params: ({ event }) => ({ error: event.error, fields: uploadPhotoFields }),
                },
              ],
            },
          },
        },
        updatingProfile: {
          invoke: {
            id: 'updateProfile',
            src: 'updateProfile',
            input: ({ context }) => ({ name: context.draft.name, bio: context.draft.bio }),
            onDone: { target: 'refetchingProfile' },
            onError: {
              target: '#profileSave.edit',
              actions: [
                { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
                {
                  type: 'keepInputsAndSayWhy',
                  params: ({ event }) => ({ error: event.error, fields: updateProfileFields }),
                },
              ],
            },
          },
        },
        refetchingProfile: {
          invoke: {
            id: 'refetchProfile',
            src: 'refetchProfile',
            onDone: {
              target: '#profileSave.saved',
              actions: assign({ profile: ({ event }) => event.output }),
            },
            // the save itself went through: show what was sent, report the stale read
            onError: {
              target: '#profileSave.saved',
              actions: [
                { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
                assign({
                  profile: ({ context }) => ({
                    ...context.profile,
                    name: context.draft.name,
                    bio: context.draft.bio,
                  }),
                }),
              ],
            },
          },
        },
      },
    },
    saved: {
      entry: assign({
        draft: ({ context }) => draftOf(context.profile),
        resizedPhoto: null,
        saveError: null,
        fieldErrors: {},
        refusedSave: null,
      }),
      after: { savedMessage: { target: 'view' } },
      on: {
        EDIT: { target: 'edit', actions: 'startDraft' },
        PROFILE_LOADED: { actions: assign({ profile: ({ event }) => event.profile }) },
      },
    },
  },
});

export type ProfileSaveSnapshot = SnapshotFrom<typeof profileSaveMachine>;

/** What the profile page shows: which mode, the banner texts, and whether Save is busy. */
export function selectProfileSaveView(snapshot: ProfileSaveSnapshot) {
  return {
    mode:
      snapshot.matches('view') || snapshot.matches('saved') ? ('view' as const) : ('edit' as const),
    saving: snapshot.matches('saving'),
    successMessage: snapshot.matches('saved') ? profileSaveMessages.saved : null,
    errorMessage: snapshot.context.saveError,
  };
}
