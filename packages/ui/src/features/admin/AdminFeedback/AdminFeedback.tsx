import type { Ref } from 'react';
import type { AdminFeedback as Feedback } from '@reprally/machines';
import { Banner, type BannerTone } from '../../../primitives/Banner';
import { AdminRefusal } from '../AdminError';

const toneOf: Record<Feedback['tone'], BannerTone> = {
  success: 'success',
  error: 'error',
  info: 'neutral',
};

export type AdminFeedbackProps = {
  /** The admin form's banner: success, error, or the neutral 'Evaluating badges...'; null shows nothing. */
  feedback: Feedback | null;
  onDismiss?: () => void;
  /** The banner, for the screen to move focus to it (a failure while the form is open). */
  ref?: Ref<HTMLDivElement>;
  /**
   * The screen moves focus to the banner as it appears, which reads it: it is then not live too,
   * and focusable (never by Tab). Any other banner is live and not focusable, so that news arriving
   * with its words (a success, 'Evaluating badges...') lets them in after its region is known.
   */
  takesFocus?: boolean;
};

/**
 * The feedback banner above an admin list: the last save, delete or evaluation and how it went.
 * Focus can be taken to a failure, to show what went wrong, never by Tab. A request the server
 * refused for the Admin role (403) shows the refusal's explanation and ways on under its message.
 */
export function AdminFeedback({
  feedback,
  onDismiss,
  ref,
  takesFocus = false,
}: AdminFeedbackProps) {
  if (!feedback) return null;
  // only a banner focus is taken to is focusable: a live banner that could take focus would show
  // its words at once, and a status arriving with its words is not read by many screen readers
  const tabIndex = takesFocus ? -1 : undefined;
  if (feedback.refused) {
    // the server refused for the Admin role: why, and her ways on, as a refused page shows them
    return (
      <AdminRefusal
        ref={ref}
        tabIndex={tabIndex}
        live={!takesFocus}
        message={feedback.message}
        onDismiss={onDismiss}
      />
    );
  }
  return (
    <Banner
      ref={ref}
      tabIndex={tabIndex}
      tone={toneOf[feedback.tone]}
      live={!takesFocus}
      onDismiss={feedback.tone === 'info' ? undefined : onDismiss}
    >
      {feedback.message}
    </Banner>
  );
}
