import { useEffect, useState } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise, type Snapshot } from 'xstate';
import type { Profile } from '@reprally/api-client';
import {
  profileSaveMachine,
  selectProfileSaveView,
  sentProfileDetails,
  type MemberProfile,
  type ProfileDraft,
  type ResizePhotoRequest,
} from '@reprally/machines';
import { useTimers } from '../../clock/timers';
import { useApiClient } from '../../api/ApiClientProvider';
import { whenOnline } from '../../api/online';
import { keepDraft, keptDraft } from '../../api/kept-draft';
import { sendFromMachine, sendKeptDrafts } from '../../api/sent-press';
import { changedBySavingTheProfile } from '../../api/query-keys';
import { readAgain } from '../../api/read-again';
import { checkPhotoReadable, resizePhoto } from './resize-photo';
import { profileQuery } from './useProfile';

export function toMemberProfile(profile: Profile): MemberProfile {
  return {
    name: profile.name,
    bio: profile.bio,
    profilePhotoUrl: profile.profilePhotoUrl,
    points: profile.points,
  };
}

/** Where an edit of the profile she left for another page waits for her. */
export const PROFILE_DRAFT = 'profile';

export type ProfileSaveOptions = {
  /** Start the flow from a given state instead of 'view' (stories): gets the loaded profile. */
  startFrom?: (profile: MemberProfile) => Snapshot<unknown>;
};

/**
 * The profile flow (view, edit, save) bound to the api client: the photo is resized to fit
 * 300x300 as JPEG 0.85 and uploaded first with its progress, then name and bio are saved, then
 * the profile is read again and the leaderboard and monthly warriors refreshed. A failure is
 * reported to the error-reporting call; the machine keeps every input. A chosen file is decoded
 * at once (as the resize reads it): one that is no readable picture is not kept.
 *
 * A save she leaves the page during goes on once its first request has left: the photo's
 * upload, then her name and bio, each finish without the page, and what she comes back to
 * follows their answer; so does one she leaves while her photo is being made ready (resized),
 * if she was online. Left before anything was sent while offline, nothing is sent, and her edit
 * comes back as she left it.
 */
export function useProfileSave(profile: MemberProfile, { startFrom }: ProfileSaveOptions = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  // 0..1 while the photo goes up (axios upload progress)
  const [uploadProgress, setUploadProgress] = useState(0);
  // what shows her name and photo (`changedBySavingTheProfile`)
  const readProfileAgain = () => {
    for (const queryKey of changedBySavingTheProfile) {
      void readAgain(queryClient, { queryKey });
    }
  };
  const report = (error: unknown) => {
    void client.errors.report(error);
  };
  /**
   * She left the page (the machine stopped, `signal`) while her photo was made ready or went up:
   * the upload `rest()` starts or hands back goes on (none: nothing to go on with), and then her
   * name and bio are saved as her kept edit holds them, without the page. Her edit is marked as
   * sent meanwhile (coming back, the page waits for the answer). Answered, it goes with the
   * save; failed, it stays with the failure, reported here and said when she comes back. A photo
   * stored before the update failed is the profile's photo: her edit keeps her words without it.
   */
  const goOnIfSheLeaves = (signal: AbortSignal, rest: () => Promise<unknown> | undefined) => {
    const finish = () => {
      const upload = rest();
      if (!upload) return;
      const kept = keptDraft<ProfileDraft>(queryClient, PROFILE_DRAFT);
      // nothing of hers to save (she logged out): the upload ends as it may
      if (!kept) {
        upload.catch(() => undefined);
        return;
      }
      const save = upload.then(async () => {
        const now = keptDraft<ProfileDraft>(queryClient, PROFILE_DRAFT);
        // her edit went with her session (she logged out meanwhile): nothing more is sent for it
        if (!now) return;
        keepDraft(queryClient, PROFILE_DRAFT, { ...now.value, photo: null });
        await whenOnline();
        await client.profile.update(sentProfileDetails(now.value));
      });
      sendKeptDrafts(queryClient, [PROFILE_DRAFT], save, () => false).then(
        readProfileAgain,
        (error) => {
          report(error);
          readProfileAgain();
        },
      );
    };
    signal.addEventListener('abort', finish, { once: true });
  };
  const [machine] = useState(() =>
    profileSaveMachine.provide({
      actors: {
        checkPhoto: fromPromise<unknown, { photo: Blob }>(({ input }) =>
          checkPhotoReadable(input.photo),
        ),
        // a photo she leaves the page while it is made ready goes up all the same, if she was
        // online (offline, nothing had been sent yet, and her form comes back as she left it)
        resizePhoto: fromPromise<Blob, ResizePhotoRequest>(
          ({ input: { photo, ...options }, signal }) => {
            const resized = resizePhoto(photo, options);
            goOnIfSheLeaves(signal, () =>
              onlineManager.isOnline()
                ? resized.then(async (small) => {
                    await whenOnline();
                    return client.profile.uploadPhoto(small);
                  })
                : undefined,
            );
            return resized;
          },
        ),
        // offline, the upload and the save wait for the connection instead of failing; an
        // upload she leaves the page during goes on, and the rest of her save follows it
        uploadPhoto: fromPromise<unknown, { photo: Blob }>(async ({ input, signal }) => {
          setUploadProgress(0);
          // left before it could go: nothing is sent, and her form comes back as she left it
          await whenOnline(signal);
          const upload = client.profile.uploadPhoto(input.photo, {
            onProgress: setUploadProgress,
          });
          goOnIfSheLeaves(signal, () => upload);
          return upload;
        }),
        // the name and bio outlive the page: left before the answer, they are saved all the
        // same, her kept edit goes with them, and what shows her name and photo is read again;
        // a failure then is reported here, and said when she comes back to the form
        updateProfile: fromPromise<unknown, { name: string; bio: string }>(({ input, signal }) => {
          const readAgainIfLeft = () => {
            if (signal.aborted) readProfileAgain();
          };
          const update = sendFromMachine(
            queryClient,
            [PROFILE_DRAFT],
            signal,
            () => client.profile.update(input),
            report,
          );
          // a photo stored before a failed update changed the profile too
          void update.then(readAgainIfLeft, readAgainIfLeft);
          return update;
        }),
        refetchProfile: fromPromise<MemberProfile, void>(async () => {
          // the name and photo also show on the leaderboard and the monthly warriors
          readProfileAgain();
          // joins the refetch the invalidation started, and fails when it fails
          const fresh = await queryClient.fetchQuery({ ...profileQuery(client), staleTime: 0 });
          return toMemberProfile(fresh);
        }),
      },
      actions: {
        // a photo stored by a save that failed afterwards: the profile and the lists showing it
        refreshProfile: readProfileAgain,
        reportError: (_, { error }) => {
          report(error);
        },
      },
    }),
  );
  const timers = useTimers();
  const [snapshot, send] = useMachine(machine, {
    clock: timers,
    input: { profile },
    ...(startFrom ? { snapshot: startFrom(profile) } : {}),
  });

  // newer data from the profile query shows while viewing (the machine ignores it elsewhere)
  useEffect(() => {
    send({ type: 'PROFILE_LOADED', profile });
  }, [profile, send]);

  return {
    snapshot,
    send,
    view: selectProfileSaveView(snapshot),
    uploading: snapshot.matches({ saving: 'uploadingPhoto' }),
    uploadProgress,
  };
}
