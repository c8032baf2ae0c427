import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { themeClasses } from './themes.css';
import {
  DARK_QUERY,
  readStoredChoice,
  resolveTheme,
  THEME_STORAGE_KEY,
  type ResolvedTheme,
  type ThemeChoice,
} from './theme-preference';

type ThemeContextValue = {
  choice: ThemeChoice;
  resolved: ResolvedTheme;
  setChoice: (choice: ThemeChoice) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

function subscribeToSystemTheme(onChange: () => void) {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;

/** The resolved theme is a class on <html>, so portals (dialogs, toasts) are themed too. */
function applyThemeClass(resolved: ResolvedTheme) {
  const root = document.documentElement;
  const other: ResolvedTheme = resolved === 'dark' ? 'light' : 'dark';
  root.classList.remove(themeClasses[other]);
  root.classList.add(themeClasses[resolved]);
  root.dataset.theme = resolved;
}

export type ThemeProviderProps = {
  children: ReactNode;
  /**
   * Force a choice (stories); when set, nothing is read from or written to storage, but a
   * theme switch can still change the choice in memory until the forced choice changes.
   */
  forcedChoice?: ThemeChoice;
};

export function ThemeProvider({ children, forcedChoice }: ThemeProviderProps) {
  const [storedChoice, setStoredChoice] = useState<ThemeChoice>(() =>
    typeof window === 'undefined' ? 'system' : readStoredChoice(window.localStorage),
  );
  // a pick made while forced holds only for that forced choice (the toolbar resets it)
  const [pickWhileForced, setPickWhileForced] = useState<{
    forced: ThemeChoice;
    choice: ThemeChoice;
  } | null>(null);
  const choice = forcedChoice
    ? pickWhileForced?.forced === forcedChoice
      ? pickWhileForced.choice
      : forcedChoice
    : storedChoice;
  // 'system' follows prefers-color-scheme live
  const prefersDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
  const resolved = resolveTheme(choice, prefersDark);

  useEffect(() => applyThemeClass(resolved), [resolved]);

  const setChoice = useCallback(
    (next: ThemeChoice) => {
      if (forcedChoice) {
        setPickWhileForced({ forced: forcedChoice, choice: next });
        return;
      }
      setStoredChoice(next);
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // storage full or disabled: the choice still holds for this visit
      }
    },
    [forcedChoice],
  );

  const value = useMemo(() => ({ choice, resolved, setChoice }), [choice, resolved, setChoice]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
