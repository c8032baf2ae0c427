import type { AdminFeedback as Feedback } from '@reprally/machines';
import { Banner, type BannerTone } from '../../../primitives/Banner';

const toneOf: Record<Feedback['tone'], BannerTone> = {
  success: 'success',
  error: 'error',
  info: 'neutral',
};

export type AdminFeedbackProps = {
  /** The admin form's banner: success, error, or the neutral 'Evaluating badges...'; null shows nothing. */
  feedback: Feedback | null;
  onDismiss?: () => void;
};

/** The feedback banner above an admin list: the last save, delete or evaluation and how it went. */
export function AdminFeedback({ feedback, onDismiss }: AdminFeedbackProps) {
  if (!feedback) return null;
  return (
    <Banner
      tone={toneOf[feedback.tone]}
      onDismiss={feedback.tone === 'info' ? undefined : onDismiss}
    >
      {feedback.message}
    </Banner>
  );
}
