import { createContext, use, type ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import * as styles from './Tooltip.css';

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;
export type TooltipSide = (typeof tooltipSides)[number];

export type TooltipProps = {
  /** The tip: a short supplementary text, never the only way to learn something essential. */
  content: ReactNode;
  /** One focusable element (a Button or IconButton); the tip opens on hover and on focus. */
  children: ReactNode;
  side?: TooltipSide;
  /** Hover delay in ms (default: the provider's 400); keyboard focus opens at once. */
  delayDuration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

// tells a Tooltip an app-wide provider is above it, so it does not add its own
const InsideTooltipProvider = createContext(false);

/** App-wide provider so moving between tooltips skips the delay; Tooltip works without it too. */
export function TooltipProvider({
  children,
  delayDuration = 400,
}: {
  children: ReactNode;
  delayDuration?: number;
}) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <InsideTooltipProvider value={true}>{children}</InsideTooltipProvider>
    </TooltipPrimitive.Provider>
  );
}

/** A short hint on hover and keyboard focus (Radix Tooltip), linked to its trigger. */
export function Tooltip({
  content,
  children,
  side = 'top',
  delayDuration,
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  const hasProvider = use(InsideTooltipProvider);
  const tooltip = (
    <TooltipPrimitive.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      delayDuration={delayDuration}
    >
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          className={styles.content}
          side={side}
          sideOffset={6}
          collisionPadding={8}
        >
          {content}
          <TooltipPrimitive.Arrow className={styles.arrow} />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  if (hasProvider) return tooltip;
  return <TooltipProvider>{tooltip}</TooltipProvider>;
}
