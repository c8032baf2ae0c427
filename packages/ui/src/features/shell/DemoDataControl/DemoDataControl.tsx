import { useState } from 'react';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import * as styles from './DemoDataControl.css';

export type DemoDataControlProps = {
  /** Puts the mock backend's database back to its seed (and reloads the app). */
  onReset: () => void | Promise<unknown>;
};

/** What the dialog says when the demo data could not be put back. */
export const DEMO_RESET_FAILED = 'The demo data could not be reset. Try again.';

/**
 * On the mock backend the demo data lives in this browser and a 'Reset demo data' control puts it
 * back to the seed, after a confirmation. A reset that fails says so in the dialog, which stays
 * open for another try or Cancel.
 */
export function DemoDataControl({ onReset }: DemoDataControlProps) {
  const [failed, setFailed] = useState(false);
  return (
    <footer className={styles.footer} aria-label="Demo data">
      <span>Demo mode: your changes are kept in this browser only.</span>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" size="sm">
            Reset demo data
          </Button>
        }
        title="Reset demo data?"
        message="Everything logged, posted or changed in this browser goes back to the original demo data."
        confirmLabel="Reset demo data"
        confirmingLabel="Resetting..."
        tone="danger"
        error={failed ? DEMO_RESET_FAILED : null}
        onOpenChange={() => setFailed(false)}
        onConfirm={async () => {
          setFailed(false);
          try {
            await onReset();
          } catch (failure) {
            setFailed(true);
            throw failure;
          }
        }}
      />
    </footer>
  );
}
