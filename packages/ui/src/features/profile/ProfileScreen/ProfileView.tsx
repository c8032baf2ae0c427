import type { Ref } from 'react';
import type { MemberProfile } from '@reprally/machines';
import { Stack } from '../../../layout/Stack';
import { Avatar } from '../../../primitives/Avatar';
import { Button } from '../../../primitives/Button';
import { Heading } from '../../../primitives/Heading';
import { hasMemberName, NO_NAME_TEXT } from '../../../primitives/MemberName';
import { Text } from '../../../primitives/Text';
import { formatCount } from '../../../format/count';
import { displayablePhotoUrl } from '../photo-url';
import * as styles from './ProfileScreen.css';

export const NO_BIO_TEXT = 'No bio added yet.';

export type ProfileViewProps = {
  profile: MemberProfile;
  /** 'Edit Profile' pressed. */
  onEdit: () => void;
  /** 'Edit Profile', which takes focus back when the form closes. */
  editRef?: Ref<HTMLButtonElement>;
  /**
   * A save she pressed before leaving the page is on its way: 'Edit Profile' rests
   * ('Saving...') until its answer, so that no editor opens on the values it is replacing.
   */
  saving?: boolean;
};

/** The profile as others see it: photo (or placeholder), name, points, bio and 'Edit Profile'. */
export function ProfileView({ profile, onEdit, editRef, saving = false }: ProfileViewProps) {
  const name = hasMemberName(profile.name) ? profile.name : null;
  const bio = profile.bio?.trim() ? profile.bio : null;
  return (
    <Stack gap="md" align="flex-start">
      {/* the name is written next to it; broken or unsafe photos show the placeholder */}
      <Avatar
        name={name ?? ''}
        src={displayablePhotoUrl(profile.profilePhotoUrl)}
        size="xl"
        decorative
      />
      <Stack gap="2xs">
        <Heading
          level={2}
          size="2xl"
          tone={name ? 'default' : 'muted'}
          className={styles.userText}
          dir="auto"
        >
          {name ?? NO_NAME_TEXT}
        </Heading>
        <Text tone="muted" numeric>
          {formatCount(profile.points)} {profile.points === 1 ? 'point' : 'points'}
        </Text>
      </Stack>
      <Text tone={bio ? 'default' : 'muted'} className={styles.userText} dir="auto">
        {bio ?? NO_BIO_TEXT}
      </Text>
      <Button ref={editRef} onClick={onEdit} loading={saving} loadingLabel="Saving...">
        Edit Profile
      </Button>
    </Stack>
  );
}
