import { turning } from './LoadingRing.css';

/** The spinner a busy button shows (decorative: the button says it is busy with `aria-busy`). */
export function LoadingRing({ className }: { className: string }) {
  return (
    <svg className={`${className} ${turning}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
