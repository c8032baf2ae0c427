import { useMemo } from 'react';
import type { MemberProfile } from '@reprally/machines';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Stack } from '../../../layout/Stack';
import { Alert } from '../../../primitives/Alert';
import { Banner } from '../../../primitives/Banner';
import { Card } from '../../../primitives/Card';
import { PageHeader } from '../../../primitives/PageHeader';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { useProfile } from '../useProfile';
import { toMemberProfile, useProfileSave, type ProfileSaveOptions } from '../useProfileSave';
import { ProfileEditForm } from './ProfileEditForm';
import { ProfileView } from './ProfileView';

export const PROFILE_SCREEN_TITLE = 'Profile';

export type ProfileScreenProps = ProfileSaveOptions;

/**
 * The /profile screen: the member's photo, name, points and bio, and the form that edits them
 * (photo resized to fit 300x300 and uploaded first, then name and bio). A failed save keeps
 * every input, the chosen photo included, and says so; a save the server refused on fields
 * shows the server's messages under those fields instead, with focus on the first.
 */
export function ProfileScreen({ startFrom }: ProfileScreenProps) {
  useDocumentTitle(PROFILE_SCREEN_TITLE);
  const { data, error } = useProfile();
  const profile = useMemo(() => (data ? toMemberProfile(data) : undefined), [data]);

  return (
    <Stack gap="lg" maxWidth="readable">
      <PageHeader title={PROFILE_SCREEN_TITLE} />
      {profile ? (
        <ProfileEditor profile={profile} startFrom={startFrom} />
      ) : error ? (
        <Alert>{error.message}</Alert>
      ) : (
        <Card>
          <Skeleton label="Loading your profile">
            <Stack gap="md">
              <SkeletonShape shape="circle" size="xl" />
              <SkeletonShape width="50%" />
              <SkeletonShape lines={2} />
            </Stack>
          </Skeleton>
        </Card>
      )}
    </Stack>
  );
}

function ProfileEditor({ profile, startFrom }: { profile: MemberProfile } & ProfileSaveOptions) {
  const { snapshot, send, view, uploading, uploadProgress } = useProfileSave(profile, {
    startFrom,
  });
  return (
    <Stack gap="md">
      {view.successMessage ? <Banner tone="success">{view.successMessage}</Banner> : null}
      <Card>
        {view.mode === 'view' ? (
          <ProfileView profile={snapshot.context.profile} onEdit={() => send({ type: 'EDIT' })} />
        ) : (
          <ProfileEditForm
            draft={snapshot.context.draft}
            saving={view.saving}
            uploading={uploading}
            uploadProgress={uploadProgress}
            errorMessage={view.errorMessage}
            fieldErrors={snapshot.context.fieldErrors}
            refusal={snapshot.context.refusedSave}
            onNameChange={(value) => send({ type: 'NAME_CHANGED', value })}
            onBioChange={(value) => send({ type: 'BIO_CHANGED', value })}
            onPhotoChange={(photo) =>
              send(photo ? { type: 'PHOTO_SELECTED', photo } : { type: 'PHOTO_CLEARED' })
            }
            onCancel={() => send({ type: 'CANCEL' })}
            onSave={() => send({ type: 'SAVE' })}
          />
        )}
      </Card>
    </Stack>
  );
}
