import { assign, raise, setup } from 'xstate';
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
  /**
   * The chosen file an earlier try of this save already stored as the profile's photo: saving
   * again with the same file goes straight to name and bio, without sending it again.
   */
  uploadedPhoto: Blob | null;
  /** A chosen file being decoded before it is kept (only readable pictures are kept). */
  photoToCheck: Blob | null;
  /** Save was pressed while the chosen file was being decoded: it saves once that is done. */
  saveWhenChecked: boolean;
  saveError: string | null;
  /** The server's messages for the fields it refused on the last save, under each field. */
  fieldErrors: ProfileFieldErrors;
  /**
   * The refusal whose messages show under the fields (a save the server refused, a missing
   * name, a chosen file that cannot be read): a new value for each refusal, null otherwise. It
   * stays while the member edits, so focus moves once per refusal.
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
  /**
   * Her save, pressed before she left the page, failed while she was away (the machine had
   * stopped with the page): the form reopened on her inputs says why, as a failure seen in place
   * would, under the photo or a field the server named, or in the form's message. It was
   * reported where it failed, and is not reported again.
   */
  | { type: 'SAVE_FAILED'; error: unknown }
  /**
   * Her save, pressed before she left the page, succeeded after she came back to the profile
   * (the page waited for its answer): it is said as a save seen in place is, for its 3 seconds,
   * with the profile read after it (none when that read failed: the profile follows the query).
   */
  | { type: 'SAVED_WHILE_AWAY'; profile?: MemberProfile }
  /** The profile query has newer data (shown once the form is closed). */
  | { type: 'PROFILE_LOADED'; profile: MemberProfile };

function draftOf(profile: MemberProfile): ProfileDraft {
  return { name: profile.name ?? '', bio: profile.bio ?? '', photo: null };
}

/** What is sent: the name and bio without leading or trailing spaces. */
export const sentProfileDetails = (draft: ProfileDraft) => ({
  name: draft.name.trim(),
  bio: draft.bio.trim(),
});

/**
 * Nothing of an edit in progress or a save under way: a fresh start (and, for stories that start
 * the flow in a given state, the rest of its context).
 */
export const noSaveUnderWay = {
  resizedPhoto: null,
  uploadedPhoto: null,
  photoToCheck: null,
  saveWhenChecked: false,
  saveError: null,
  fieldErrors: {},
  refusedSave: null,
} as const;

/** The resize's failures, each said under the photo as it is. */
const resizeFailures: ReadonlySet<string> = new Set([
  profileSaveMessages.noCanvasContext,
  profileSaveMessages.noBlob,
  profileSaveMessages.imageLoadFailed,
]);

/**
 * Profile page: view → edit → saving (resize and upload
 * the photo if one was chosen, update name and bio, refetch) → 'Profile updated
 * successfully!' for 3 s → view. A failure is reported and returns to edit, inputs kept.
 *
 * A chosen file is decoded at once and kept only when it is a readable picture; otherwise the
 * photo shows 'Failed to load image'. A name is required: Save with an empty one (spaces only
 * count as empty) shows 'Name is required' under Name and sends nothing; name and bio are sent
 * trimmed. A photo stored by a try whose name and bio then failed is the profile's photo
 * already: the profile is read again, and the next try does not send the same file again.
 */
export const profileSaveMachine = setup({
  types: {
    input: {} as { profile: MemberProfile },
    context: {} as ProfileSaveContext,
    events: {} as ProfileSaveEvent,
  },
  actors: {
    /** Decodes a chosen file; rejects when it is not a readable picture. */
    checkPhoto: notProvidedActor<unknown, { photo: Blob }>('profileSave', 'checkPhoto'),
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
    /**
     * The profile changed on the server though the save failed (the photo was stored): the
     * profile, and the lists that show the photo, are read again.
     */
    refreshProfile: notProvidedAction('profileSave', 'refreshProfile'),
    startDraft: assign({ draft: ({ context }) => draftOf(context.profile), ...noSaveUnderWay }),
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
    /**
     * A resize that failed says why under the photo, in the resize's own words ('Could not get
     * canvas context', 'Failed to create blob from canvas', 'Failed to load image'), beside the
     * save's failure message.
     */
    sayWhyThePhotoFailed: assign(({ context }, params: { error: unknown }) => {
      const message = params.error instanceof Error ? params.error.message : null;
      return message !== null && resizeFailures.has(message)
        ? { fieldErrors: { ...context.fieldErrors, photo: message } }
        : {};
    }),
    /** The decoded file becomes the chosen photo. */
    keepCheckedPhoto: assign({
      draft: ({ context }) => ({ ...context.draft, photo: context.photoToCheck }),
      photoToCheck: null,
      saveWhenChecked: false,
    }),
    /** An edited field loses the server's message about it. */
    clearFieldError: assign(({ context }, params: { field: ProfileField }) => {
      if (context.fieldErrors[params.field] === undefined) return {};
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[params.field];
      return { fieldErrors };
    }),
  },
  guards: {
    nameMissing: ({ context }) => context.draft.name.trim() === '',
    /** A chosen photo that no earlier try of this save has stored yet. */
    hasPhotoToUpload: ({ context }) =>
      context.draft.photo !== null && context.draft.photo !== context.uploadedPhoto,
    photoStored: ({ context }) => context.uploadedPhoto !== null,
    saveWhenChecked: ({ context }) => context.saveWhenChecked,
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
    ...noSaveUnderWay,
  }),
  initial: 'view',
  on: {
    // the profile follows the query's newer data in every state (a photo stored by a save that
    // failed afterwards shows once the form closes); the form's inputs are left alone
    PROFILE_LOADED: { actions: assign({ profile: ({ event }) => event.profile }) },
  },
  states: {
    view: {
      on: {
        EDIT: { target: 'edit', actions: 'startDraft' },
        SAVED_WHILE_AWAY: {
          target: 'saved',
          actions: assign({ profile: ({ context, event }) => event.profile ?? context.profile }),
        },
      },
    },
    edit: {
      initial: 'editing',
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
        // Image files only, and only pictures that can be read: decoded before they are kept
        PHOTO_SELECTED: {
          guard: 'isImage',
          target: '.checkingPhoto',
          actions: [
            assign({ photoToCheck: ({ event }) => event.photo }),
            { type: 'clearFieldError', params: { field: 'photo' } },
          ],
        },
        PHOTO_CLEARED: {
          target: '.editing',
          actions: [
            assign({
              draft: ({ context }) => ({ ...context.draft, photo: null }),
              photoToCheck: null,
              saveWhenChecked: false,
            }),
            { type: 'clearFieldError', params: { field: 'photo' } },
          ],
        },
        CANCEL: {
          target: 'view',
          actions: assign({ draft: ({ context }) => draftOf(context.profile), ...noSaveUnderWay }),
        },
        SAVE_FAILED: {
          actions: {
            type: 'keepInputsAndSayWhy',
            // the photo's upload or the name and bio's update: their fields' names differ
            params: ({ event }) => ({
              error: event.error,
              fields: { ...uploadPhotoFields, ...updateProfileFields },
            }),
          },
        },
        SAVE: [
          // a name is required; nothing is sent without one
          {
            guard: 'nameMissing',
            actions: assign({
              saveError: null,
              fieldErrors: ({ context }) => ({
                ...context.fieldErrors,
                name: profileSaveMessages.nameRequired,
              }),
              refusedSave: () => ({ field: 'name' }),
            }),
          },
          {
            guard: 'hasPhotoToUpload',
            target: 'saving.resizingPhoto',
            actions: assign({ saveError: null, fieldErrors: {} }),
          },
          {
            target: 'saving.updatingProfile',
            actions: assign({ saveError: null, fieldErrors: {} }),
          },
        ],
      },
      states: {
        editing: {},
        checkingPhoto: {
          on: {
            // saves once the chosen file is known to be readable (or not)
            SAVE: { actions: assign({ saveWhenChecked: true }) },
          },
          invoke: {
            id: 'checkPhoto',
            src: 'checkPhoto',
            // set by PHOTO_SELECTED on the way in
            input: ({ context }) => ({ photo: context.photoToCheck as Blob }),
            onDone: [
              {
                guard: 'saveWhenChecked',
                target: 'editing',
                actions: ['keepCheckedPhoto', raise({ type: 'SAVE' })],
              },
              { target: 'editing', actions: 'keepCheckedPhoto' },
            ],
            // the file is not kept, nor the one chosen before it: the picker says why
            onError: {
              target: 'editing',
              actions: assign({
                draft: ({ context }) => ({ ...context.draft, photo: null }),
                photoToCheck: null,
                saveWhenChecked: false,
                fieldErrors: ({ context }) => ({
                  ...context.fieldErrors,
                  photo: profileSaveMessages.imageLoadFailed,
                }),
                refusedSave: () => ({ field: 'photo' }),
              }),
            },
          },
        },
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
              // guarded by hasPhotoToUpload on the way in
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
                { type: 'sayWhyThePhotoFailed', params: ({ event }) => ({ error: event.error }) },
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
            // stored: it is the profile's photo now, whatever happens to name and bio
            onDone: {
              target: 'updatingProfile',
              actions: assign({ uploadedPhoto: ({ context }) => context.draft.photo }),
            },
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
            input: ({ context }) => sentProfileDetails(context.draft),
            onDone: { target: 'refetchingProfile' },
            onError: [
              // the photo went up all the same: what the page and the lists show is read again
              {
                guard: 'photoStored',
                target: '#profileSave.edit',
                actions: [
                  { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
                  {
                    type: 'keepInputsAndSayWhy',
                    params: ({ event }) => ({ error: event.error, fields: updateProfileFields }),
                  },
                  'refreshProfile',
                ],
              },
              {
                target: '#profileSave.edit',
                actions: [
                  { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
                  {
                    type: 'keepInputsAndSayWhy',
                    params: ({ event }) => ({ error: event.error, fields: updateProfileFields }),
                  },
                ],
              },
            ],
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
                    ...sentProfileDetails(context.draft),
                  }),
                }),
              ],
            },
          },
        },
      },
    },
    saved: {
      entry: assign({ draft: ({ context }) => draftOf(context.profile), ...noSaveUnderWay }),
      after: { savedMessage: { target: 'view' } },
      on: {
        EDIT: { target: 'edit', actions: 'startDraft' },
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
