import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../primitives/Alert';
import { Button, type ButtonSize } from '../../../primitives/Button';
import { PageHeaderMessage } from '../../../primitives/PageHeader';
import { useDesktopWidth } from '../../../theme/desktop-width';
import { useEarlierPress } from '../../../api/earlier-press';
import { useTimers } from '../../../clock/timers';
import { logWorkoutKey, useLogWorkout } from '../use-log-workout';
import * as styles from './LogWorkoutButton.css';

/** How long the calm 'Workout logged' line stays after a success. */
export const CONFIRMATION_MS = 4000;

export type LogWorkoutButtonViewProps = {
  /** The request is on its way: the button shows progress and refuses clicks. */
  pending: boolean;
  /** The last attempt failed: 'Failed to log workout' in a dismissible alert. */
  failed: boolean;
  /** The last attempt succeeded just now: a short, polite confirmation. */
  succeeded?: boolean;
  onLog: () => void;
  onDismissError: () => void;
  size?: ButtonSize;
};

/** 'Log Workout', from props. */
export function LogWorkoutButtonView({
  pending,
  failed,
  succeeded = false,
  onLog,
  onDismissError,
  size = 'md',
}: LogWorkoutButtonViewProps) {
  // the message stands where it is read: before the button where it sits to its left (a page
  // header's row, on a desktop), after it where it sits under it (narrower windows); there, in a
  // page header, it takes the header's width under the title and the button, rather than the
  // button's narrow column. Below a desktop's width the title, the message and the button do not
  // fit one row: beside the button the message wrapped the title and dropped the button
  const besideButton = useDesktopWidth();
  const alert = failed ? (
    <Alert className={styles.alert} open onDismiss={onDismissError}>
      Failed to log workout
    </Alert>
  ) : null;
  return (
    <div className={styles.root}>
      {besideButton ? alert : null}
      <div className={styles.anchor}>
        <Button size={size} loading={pending} loadingLabel="Logging..." onClick={onLog}>
          Log Workout
        </Button>
        {/* always in the page, so screen readers hear the confirmation when it appears; it takes
            no room of its own, so the page does not move as it comes and goes */}
        <p role="status" className={styles.confirmation}>
          {succeeded && !pending ? 'Workout logged' : ''}
        </p>
      </div>
      {besideButton ? null : <PageHeaderMessage>{alert}</PageHeaderMessage>}
    </div>
  );
}

export type LogWorkoutButtonProps = { size?: ButtonSize };

/**
 * POST /users/me/points: one request per press even when clicked
 * twice, then stats, workouts, leaderboard, challenges, calendar and monthly data refresh. A log
 * she pressed before leaving the page (for another page with the button, or coming back) is
 * followed here as if she had never left: 'Logging...' until its answer, so it is not pressed a
 * second time unknowingly; then 'Workout logged', or its failure, said once.
 */
export function LogWorkoutButton({ size }: LogWorkoutButtonProps) {
  const mutation = useLogWorkout();
  // a second click can land before React re-renders the busy button: refuse it here too
  const inFlight = useRef(false);
  const [justLogged, setJustLogged] = useState(false);
  const timers = useTimers();
  const earlier = useEarlierPress(logWorkoutKey, () => setJustLogged(true));

  useEffect(() => {
    if (!justLogged) return;
    const timer = timers.setTimeout(() => setJustLogged(false), CONFIRMATION_MS);
    return () => timers.clearTimeout(timer);
  }, [justLogged, timers]);

  const log = () => {
    if (inFlight.current || earlier.pending) return;
    inFlight.current = true;
    setJustLogged(false);
    // a new press: what an earlier one's failure said is past
    earlier.dismiss();
    mutation.mutate(undefined, {
      onSuccess: () => setJustLogged(true),
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  return (
    <LogWorkoutButtonView
      size={size}
      pending={mutation.isPending || earlier.pending}
      failed={mutation.isError || earlier.failure !== null}
      succeeded={justLogged}
      onLog={log}
      onDismissError={() => {
        mutation.reset();
        earlier.dismiss();
      }}
    />
  );
}
