import type { SVGProps } from 'react';

export const statusIconKinds = ['error', 'success', 'info'] as const;
export type StatusIconKind = (typeof statusIconKinds)[number];

/** The small icon that goes with a message's tone (decorative: the text carries the meaning). */
export function StatusIcon({ kind, ...props }: { kind: StatusIconKind } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <circle cx="12" cy="12" r="9.25" />
      {kind === 'error' ? <path d="M12 7.5v5.5M12 16.5v.01" /> : null}
      {kind === 'success' ? <path d="M8 12.5l2.7 2.7L16.2 9.5" /> : null}
      {kind === 'info' ? <path d="M12 11v5.5M12 7.5v.01" /> : null}
    </svg>
  );
}
