import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import * as styles from './Toast.css';

export const toastTones = ['success', 'error', 'neutral'] as const;
export type ToastTone = (typeof toastTones)[number];

export type ToastOptions = {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** How long it stays, in ms (default 5000; errors stay until dismissed unless given). */
  duration?: number;
};

type ToastEntry = ToastOptions & { id: number; open: boolean };

type ToastContextValue = {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<ToastContextValue | null>(null);

const DEFAULT_DURATION = 5000;

export type ToastProviderProps = {
  children: ReactNode;
  /** Name of the notifications region ({hotkey} becomes the shortcut to reach it). */
  label?: string;
  /** Label of each toast's close button. */
  dismissLabel?: string;
};

/**
 * Short, non-blocking messages (Radix Toast): announced to screen readers, swipe or
 * 'Dismiss' to close, F8 jumps to them. Put it once near the root; call `useToast()` below it.
 */
export function ToastProvider({
  children,
  label = 'Notifications ({hotkey})',
  dismissLabel = 'Dismiss',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { ...options, id, open: true }]);
    return id;
  }, []);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
  }, []);

  // closed toasts leave the list once their exit animation is over
  const forget = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext value={value}>
      <ToastPrimitive.Provider label={label} swipeDirection="right">
        {children}
        {toasts.map((entry) => (
          <ToastItem
            key={entry.id}
            entry={entry}
            dismissLabel={dismissLabel}
            onOpenChange={(open) => {
              if (!open) dismiss(entry.id);
            }}
            onClosed={() => forget(entry.id)}
          />
        ))}
        <ToastPrimitive.Viewport className={styles.viewport} />
      </ToastPrimitive.Provider>
    </ToastContext>
  );
}

function ToastItem({
  entry,
  dismissLabel,
  onOpenChange,
  onClosed,
}: {
  entry: ToastEntry;
  dismissLabel: string;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
}) {
  const tone = entry.tone ?? 'neutral';
  // an error must be read before it goes, so it waits for Dismiss unless told otherwise
  const duration = entry.duration ?? (tone === 'error' ? Infinity : DEFAULT_DURATION);
  return (
    <ToastPrimitive.Root
      className={styles.toast({ tone })}
      open={entry.open}
      onOpenChange={onOpenChange}
      duration={duration}
      type={tone === 'error' ? 'foreground' : 'background'}
      onAnimationEnd={(event) => {
        if (event.currentTarget.dataset.state === 'closed') onClosed();
      }}
    >
      <ToneIcon tone={tone} />
      <div className={styles.text}>
        <ToastPrimitive.Title className={styles.title}>{entry.title}</ToastPrimitive.Title>
        {entry.description ? (
          <ToastPrimitive.Description className={styles.description}>
            {entry.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close className={styles.dismiss}>{dismissLabel}</ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

function ToneIcon({ tone }: { tone: ToastTone }) {
  return (
    <svg className={styles.icon({ tone })} viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <circle cx="10" cy="10" r="8.25" stroke="currentColor" strokeWidth="1.5" />
      {tone === 'success' ? (
        <path
          d="m6.5 10.5 2.5 2.5 4.5-5.5"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : tone === 'error' ? (
        <path d="M10 6v5m0 3h.01" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      ) : (
        <path d="M10 9v5m0-8h.01" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** `const { toast } = useToast(); toast({ title: 'Saved', tone: 'success' })`. */
export function useToast(): ToastContextValue {
  const value = use(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>');
  return value;
}
