import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/ApiClientProvider';
import type { MemberProfile, ProfileDraft } from '@reprally/machines';
import { forgetDraft, keepDraft, keptDraft } from '../../../api/kept-draft';
import { draftSent, failureTold, keptFailure, useStillShown } from '../../../api/sent-press';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Stack } from '../../../layout/Stack';
import { Banner } from '../../../primitives/Banner';
import { Card } from '../../../primitives/Card';
import { PageHeader } from '../../../primitives/PageHeader';
import { useSwapFocus } from '../../../primitives/RemovalFocus';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { Text } from '../../../primitives/Text';
import { vars } from '../../../theme/vars.css';
import { LoadFailure, useReadRetry } from '../../errors/LoadFailure';
import { profileQuery, useProfile } from '../useProfile';
import {
  PROFILE_DRAFT,
  toMemberProfile,
  useProfileSave,
  type ProfileSaveOptions,
} from '../useProfileSave';
import { displayablePhotoUrl } from '../photo-url';
import { ProfileEditForm } from './ProfileEditForm';
import { ProfileView } from './ProfileView';
import * as styles from './ProfileScreen.css';

export const PROFILE_SCREEN_TITLE = 'Profile';

export type ProfileScreenProps = ProfileSaveOptions;

/**
 * The /profile screen: the member's photo, name, points and bio, and the form that edits them
 * (photo resized to fit 300x300 and uploaded first, then name and bio). A failed save keeps
 * every input, the chosen photo included, and says so; a save the server refused on fields
 * shows the server's messages under those fields instead, with focus on the first. A profile
 * that failed to load can be asked for again ('Try Again').
 */
export function ProfileScreen({ startFrom }: ProfileScreenProps) {
  useDocumentTitle(PROFILE_SCREEN_TITLE);
  const read = useProfile();
  const { data } = read;
  const profile = useMemo(() => (data ? toMemberProfile(data) : undefined), [data]);
  const { failure, retry } = useReadRetry(read);

  return (
    <Stack gap="lg" maxWidth="readable">
      <PageHeader title={PROFILE_SCREEN_TITLE} />
      {profile ? (
        <ProfileEditor profile={profile} startFrom={startFrom} />
      ) : failure !== null ? (
        <LoadFailure message={failure} dismissible {...retry} />
      ) : (
        <Card>
          {/* laid out as her profile: photo, name over points, bio and 'Edit Profile' */}
          <Skeleton label="Loading your profile">
            <Stack gap="md">
              <SkeletonShape shape="circle" size="xl" />
              <Stack gap="2xs">
                <div className={styles.nameLine}>
                  <SkeletonShape width="40%" />
                </div>
                <Text as="div" tone="muted">
                  <SkeletonShape width="6em" />
                </Text>
              </Stack>
              <Text as="div">
                <SkeletonShape width="80%" />
              </Text>
              <SkeletonShape shape="rect" width="7.5em" height={vars.size.controlMd} />
            </Stack>
          </Skeleton>
        </Card>
      )}
    </Stack>
  );
}

/** Whether the draft holds a change of hers: a new name, bio or photo. */
const changesProfile = (draft: ProfileDraft, profile: MemberProfile) =>
  draft.name !== (profile.name ?? '') || draft.bio !== (profile.bio ?? '') || draft.photo !== null;

function ProfileEditor({ profile, startFrom }: { profile: MemberProfile } & ProfileSaveOptions) {
  const { snapshot, send, view, uploading, uploadProgress } = useProfileSave(profile, {
    startFrom,
  });
  const { nameRef, editRef, willOpen } = useFocusAcrossModes(view.mode);
  const reopening = useCallback(() => {
    // the form that opens takes the place of the button she was on ('Saving...'): her focus goes
    // to its Name, as when she opens it, not to the page
    if (editRef.current !== null && editRef.current === document.activeElement) willOpen();
  }, [editRef, willOpen]);
  const savingWhileAway = useKeptProfileEdit(
    profile,
    snapshot,
    send,
    startFrom === undefined,
    reopening,
  );
  return (
    <Stack gap="md">
      <Card>
        {view.mode === 'view' ? (
          <ProfileView
            profile={snapshot.context.profile}
            editRef={editRef}
            saving={savingWhileAway}
            onEdit={() => {
              willOpen();
              send({ type: 'EDIT' });
            }}
          />
        ) : (
          <ProfileEditForm
            draft={snapshot.context.draft}
            saving={view.saving}
            uploading={uploading}
            uploadProgress={uploadProgress}
            errorMessage={view.errorMessage}
            fieldErrors={snapshot.context.fieldErrors}
            refusal={snapshot.context.refusedSave}
            nameRef={nameRef}
            onNameChange={(value) => send({ type: 'NAME_CHANGED', value })}
            onBioChange={(value) => send({ type: 'BIO_CHANGED', value })}
            onPhotoChange={(photo) =>
              send(photo ? { type: 'PHOTO_SELECTED', photo } : { type: 'PHOTO_CLEARED' })
            }
            currentPhotoUrl={
              displayablePhotoUrl(snapshot.context.profile.profilePhotoUrl) ?? undefined
            }
            onCancel={() => send({ type: 'CANCEL' })}
            onSave={() => send({ type: 'SAVE' })}
          />
        )}
      </Card>
      {/*
        under the card, not over it: there it would push the card, and 'Edit Profile' under her
        pointer and focus, down for its 3 seconds and then back up
      */}
      {view.successMessage ? <Banner tone="success">{view.successMessage}</Banner> : null}
    </Stack>
  );
}

/** 'Edit Profile' and the form replace each other: pressing it focuses Name (`useSwapFocus`). */
function useFocusAcrossModes(mode: 'view' | 'edit') {
  const nameRef = useRef<HTMLInputElement>(null);
  const { editRef, willOpen } = useSwapFocus(mode === 'edit', () => nameRef.current?.focus());
  return { nameRef, editRef, willOpen };
}

type ProfileSave = ReturnType<typeof useProfileSave>;

/**
 * An edit she left for another page waits for her: coming back, the form is open again with
 * her name, bio and chosen photo (kept as the other forms' drafts are, in the query cache). Sent
 * or cancelled, it is forgotten. Coming back while the save she pressed before leaving is on its
 * way, the page waits for its answer: saved, the profile shows it with 'Profile updated
 * successfully!' and nothing reopens; failed, her form opens again and says why. Returns
 * whether it is waiting ('Edit Profile' rests).
 */
function useKeptProfileEdit(
  profile: MemberProfile,
  snapshot: ProfileSave['snapshot'],
  send: ProfileSave['send'],
  restore: boolean,
  /** Called before her form opens again with what she kept. */
  reopening: () => void,
) {
  const client = useQueryClient();
  const api = useApiClient();
  const restored = useRef(!restore);
  // once the page has gone, nothing is said to its stopped flow
  const stillShown = useStillShown();
  const sent = useSyncExternalStore(
    useCallback((changed: () => void) => client.getQueryCache().subscribe(changed), [client]),
    () => draftSent(client, PROFILE_DRAFT),
  );
  // she came back while her save was on its way, and the page waited for its answer
  const waited = useRef(false);
  // her save was answered, and the profile is being read after it before it is said
  const [reading, setReading] = useState(false);
  const editing = snapshot.matches('edit');
  useEffect(() => {
    if (restored.current) return;
    // her save is on its way: its answer decides ('Edit Profile' rests until then)
    if (sent) {
      waited.current = true;
      return;
    }
    restored.current = true;
    const kept = keptDraft<ProfileDraft>(client, PROFILE_DRAFT);
    // saved (her edit went with it): said as a save she had stayed for is, once the profile has
    // been read after it, as that save's is, so the words never stand beside the old name
    if (!kept) {
      if (waited.current) {
        // 'Edit Profile' rests meanwhile: a form opened now would not hear the save said
        setReading(true);
        const said = (fresh?: MemberProfile) => {
          if (!stillShown()) return;
          setReading(false);
          send({ type: 'SAVED_WHILE_AWAY', profile: fresh });
        };
        client.fetchQuery({ ...profileQuery(api), staleTime: 0 }).then(
          (fresh) => said(toMemberProfile(fresh)),
          () => said(),
        );
      }
      return;
    }
    const failure = keptFailure(client, PROFILE_DRAFT);
    reopening();
    send({ type: 'EDIT' });
    send({ type: 'NAME_CHANGED', value: kept.value.name });
    send({ type: 'BIO_CHANGED', value: kept.value.bio });
    if (kept.value.photo) send({ type: 'PHOTO_SELECTED', photo: kept.value.photo });
    if (failure) {
      send({ type: 'SAVE_FAILED', error: failure.reason });
      failureTold(client, [PROFILE_DRAFT]);
    }
  }, [api, client, send, sent, reopening, stillShown]);
  const viewing = snapshot.matches('view');
  const { draft: typed, photoToCheck } = snapshot.context;
  // a photo she chose is kept while it is still being read: coming back, it is read again
  const draft = useMemo(
    () => (photoToCheck ? { ...typed, photo: photoToCheck } : typed),
    [typed, photoToCheck],
  );
  useEffect(() => {
    if (!restored.current) return;
    if (editing && changesProfile(draft, profile)) keepDraft(client, PROFILE_DRAFT, draft);
    else if (editing || viewing) forgetDraft(client, PROFILE_DRAFT);
    // `sent`: once the wait for a save's answer is over, the draft follows the form again
  }, [client, draft, editing, viewing, profile, sent]);
  // with the profile shown (not the editor, which rests under its own Save), a save on its way
  // is one she pressed before she left
  return sent || reading;
}
