import { RadioGroup } from 'radix-ui';
import { useTheme } from '../../theme/ThemeProvider';
import { isThemeChoice, themeChoices, type ThemeChoice } from '../../theme/theme-preference';
import * as styles from './ThemeSwitch.css';

const choiceLabels: Record<ThemeChoice, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

export type ThemeSwitchProps = {
  /** Show the words next to the icons; off in the tight header on a phone. */
  showLabels?: boolean;
  className?: string;
};

/**
 * The member's colour theme in the header: light, dark or system (follow the device). The choice is saved by ThemeProvider under
 * `reprally-theme` and applied as a class on <html>; the active choice is shown pressed. A radio
 * group: Tab reaches the chosen one, and the arrow keys move to another and choose it.
 */
export function ThemeSwitch({ showLabels = true, className }: ThemeSwitchProps) {
  const { choice, setChoice } = useTheme();
  return (
    <RadioGroup.Root
      value={choice}
      onValueChange={(value) => {
        if (isThemeChoice(value)) setChoice(value);
      }}
      orientation="horizontal"
      aria-label="Theme"
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      {themeChoices.map((value) => (
        <RadioGroup.Item
          key={value}
          value={value}
          className={styles.item}
          aria-label={showLabels ? undefined : choiceLabels[value]}
        >
          <ChoiceIcon choice={value} />
          {showLabels ? <span>{choiceLabels[value]}</span> : null}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
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
