import { useRef } from 'react';
import { ToggleGroup } from 'radix-ui';
import { useTheme } from '../../theme/ThemeProvider';
import { isThemeChoice, themeChoices, type ThemeChoice } from '../../theme/theme-preference';
import * as styles from './ThemeSwitch.css';

const choiceLabels: Record<ThemeChoice, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

/** The keys that move between the choices. */
const movingKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

export type ThemeSwitchProps = {
  /** Show the words next to the icons; off in the tight header on a phone. */
  showLabels?: boolean;
  className?: string;
};

/**
 * The member's colour theme in the header: light, dark or system (follow the device). The choice is saved by ThemeProvider under
 * `reprally-theme` and applied as a class on <html>; the active choice is shown pressed. It reads
 * as radio buttons and works as they do: Tab reaches the chosen one, and an arrow key (or Home,
 * End) moves to another and chooses it.
 */
export function ThemeSwitch({ showLabels = true, className }: ThemeSwitchProps) {
  const { choice, setChoice } = useTheme();
  // the group moves focus on an arrow key after the key's own event: the choice it lands on is
  // chosen then (focus from Tab or a press chooses nothing by itself)
  const moving = useRef(false);
  return (
    <ToggleGroup.Root
      onKeyDown={(event) => {
        moving.current = movingKeys.has(event.key);
      }}
      type="single"
      value={choice}
      // pressing the active choice again would clear it; a theme is always chosen
      onValueChange={(value) => {
        if (isThemeChoice(value)) setChoice(value);
      }}
      aria-label="Theme"
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      {themeChoices.map((value) => (
        <ToggleGroup.Item
          key={value}
          value={value}
          className={styles.item}
          aria-label={showLabels ? undefined : choiceLabels[value]}
          onFocus={() => {
            if (!moving.current) return;
            moving.current = false;
            setChoice(value);
          }}
        >
          <ChoiceIcon choice={value} />
          {showLabels ? <span>{choiceLabels[value]}</span> : null}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

function ChoiceIcon({ choice }: { choice: ThemeChoice }) {
  const common = {
    className: styles.icon,
    viewBox: '0 0 20 20',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.6,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
  } as const;
  if (choice === 'light') {
    return (
      <svg {...common}>
        <circle cx="10" cy="10" r="3.5" />
        <path d="M10 2v2M10 16v2M2 10h2M16 10h2M4.3 4.3l1.4 1.4M14.3 14.3l1.4 1.4M4.3 15.7l1.4-1.4M14.3 5.7l1.4-1.4" />
      </svg>
    );
  }
  if (choice === 'dark') {
    return (
      <svg {...common}>
        <path d="M16.5 12.5A7 7 0 0 1 7.5 3.5a7 7 0 1 0 9 9Z" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <rect x="2.5" y="3.5" width="15" height="10" rx="1.5" />
      <path d="M7 17h6M10 13.5V17" />
    </svg>
  );
}
