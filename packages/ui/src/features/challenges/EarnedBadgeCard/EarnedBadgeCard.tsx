import { useId, useRef, useState } from 'react';
import type { PersonalChallenge } from '@reprally/api-client';
import { useAppConfig } from '../../../app-config/AppConfigContext';
import { Stack } from '../../../layout/Stack';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { Heading } from '../../../primitives/Heading';
import { InlineError } from '../../../primitives/InlineError';
import { Text } from '../../../primitives/Text';
import { BadgeMedallion } from '../../monthly-badges/BadgeMedallion';
import { shareBadge, type ShareTarget } from '../share-badge';
import * as styles from './EarnedBadgeCard.css';

export const SHARE_BADGE = 'Share Badge';
export const SHARE_FAILED = 'Could not share your badge. Please try again.';

/** Presses this soon after a share went out are one press repeated (a double-click, a held key). */
const REPEAT_MS = 1000;

export type EarnedBadgeCardProps = {
  /** A completed personal challenge: its badge is the one earned. */
  challenge: Pick<PersonalChallenge, 'name' | 'badge'>;
  /** Where sharing goes; the browser's share sheet or window by default. */
  shareTarget?: ShareTarget;
};

/**
 * One earned badge on 'Your Badges': its medallion, 'Earned for: {challenge}' and 'Share Badge'.
 * Sharing uses the device's share sheet, or a tweet intent in a new window where there is none;
 * closing the share sheet is not an error, any other failure says so under the button.
 */
export function EarnedBadgeCard({ challenge, shareTarget }: EarnedBadgeCardProps) {
  const { appName, siteUrl } = useAppConfig();
  const headingId = useId();
  const errorId = useId();
  const [status, setStatus] = useState<'idle' | 'sharing' | 'failed'>('idle');
  // when the last share went out: without a share sheet a press opens its window and is done at
  // once, so a double-click's second click, or Enter held down, would open more windows
  const sharedAt = useRef(-Infinity);

  const share = async () => {
    setStatus('sharing');
    try {
      await shareBadge(
        { badge: challenge.badge, challenge: challenge.name, appName, siteUrl },
        shareTarget,
      );
      sharedAt.current = performance.now();
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack gap="sm" align="center" textAlign="center" minWidth={0}>
        <BadgeMedallion badgeName={challenge.badge} size="lg" />
        {/* the badge's name is an admin's words, in their own direction */}
        <Heading id={headingId} level={2} size="md" align="center" dir="auto">
          {challenge.badge}
        </Heading>
        <Text size="sm" tone="muted" align="center">
          {/* the challenge's name in its own direction inside our sentence */}
          Earned for: <bdi className={styles.challengeName}>{challenge.name}</bdi>
        </Text>
        <Button
          variant="secondary"
          size="sm"
          // a list of badges has one of these per card: each names its badge after the words shown
          aria-label={`${SHARE_BADGE} ${challenge.badge}`}
          loading={status === 'sharing'}
          aria-describedby={status === 'failed' ? errorId : undefined}
          onClick={() => {
            // a failed share can be tried again at once
            if (performance.now() - sharedAt.current < REPEAT_MS) return;
            void share();
          }}
        >
          {SHARE_BADGE}
        </Button>
        {status === 'failed' ? (
          <InlineError id={errorId} announce>
            {SHARE_FAILED}
          </InlineError>
        ) : null}
      </Stack>
    </Card>
  );
}
