import { useEffect, useRef, useState } from 'react';
import type { CreateTypes } from 'canvas-confetti';
import { mediaQueries } from '../../../theme/tokens';
import * as styles from './ConfettiBurst.css';

/** Confetti for 3 s with 200 pieces. */
export const CONFETTI_PIECES = 200;
export const CONFETTI_MS = 3000;
// canvas-confetti counts a piece's life in animation frames, about 60 a second
const FRAMES_PER_SECOND = 60;

export type ConfettiBurstProps = {
  pieces?: number;
  durationMs?: number;
};

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(mediaQueries.reducedMotion).matches;

/**
 * One burst of confetti over the page, then gone. Loaded lazily, drawn on our own canvas without a
 * worker so a strict Content-Security-Policy holds, and nothing at all under
 * prefers-reduced-motion. Remount it (a new `key`) for another burst.
 */
export function ConfettiBurst({
  pieces = CONFETTI_PIECES,
  durationMs = CONFETTI_MS,
}: ConfettiBurstProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [reduced] = useState(prefersReducedMotion);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || reduced) return;
    let cancelled = false;
    let instance: CreateTypes | null = null;
    const timer = window.setTimeout(() => {
      instance?.reset();
      setDone(true);
    }, durationMs);
    // a burst whose code cannot load (the connection dropped) is skipped, never late or an error
    void import('canvas-confetti').then(
      ({ default: confetti }) => {
        if (cancelled) return;
        instance = confetti.create(canvas, {
          useWorker: false,
          disableForReducedMotion: true,
          resize: true,
        });
        void instance({
          particleCount: pieces,
          spread: 100,
          startVelocity: 45,
          ticks: Math.round((durationMs / 1000) * FRAMES_PER_SECOND),
          origin: { y: 0.6 },
        });
      },
      () => {
        if (!cancelled) setDone(true);
      },
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      instance?.reset();
    };
  }, [pieces, durationMs, reduced]);

  if (reduced || done) return null;
  return (
    <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" data-testid="confetti" />
  );
}
