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

/**
 * The stored choice as an external store: a page rendered to HTML at build time cannot know it,
 * so the server snapshot is 'system'. Hydrating such a page renders 'system' first, exactly as
 * the HTML does, and React then switches to the stored choice before anything paints; the
 * <html> class is already right (the boot script set it), so no colour changes meanwhile.
 */
const subscribeToStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};
const storedChoiceNow = () => readStoredChoice(window.localStorage);
const noStoredChoice = (): ThemeChoice => 'system';
/** False while hydrating (and on the server), true from the first client render on. */
const subscribeNever = () => () => undefined;
const inBrowser = () => true;
const notInBrowser = () => false;

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
  const storedChoice = useSyncExternalStore(subscribeToStorage, storedChoiceNow, noStoredChoice);
  // a pick in this tab holds until another tab picks (the 'storage' event reads theirs)
  const [picked, setPicked] = useState<{ choice: ThemeChoice; over: ThemeChoice } | null>(null);
  const hydrated = useSyncExternalStore(subscribeNever, inBrowser, notInBrowser);
  // a pick made while forced holds only for that forced choice (the toolbar resets it)
  const [pickWhileForced, setPickWhileForced] = useState<{
    forced: ThemeChoice;
    choice: ThemeChoice;
  } | null>(null);
  const choice = forcedChoice
    ? pickWhileForced?.forced === forcedChoice
      ? pickWhileForced.choice
      : forcedChoice
    : picked && picked.over === storedChoice
      ? picked.choice
      : storedChoice;
  // 'system' follows prefers-color-scheme live
  const prefersDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
  const resolved = resolveTheme(choice, prefersDark);

  // while hydrating, `resolved` is the server's guess; the boot script's class stays until the
  // real choice is known
  useEffect(() => {
    if (hydrated) applyThemeClass(resolved);
  }, [hydrated, resolved]);

  const setChoice = useCallback(
    (next: ThemeChoice) => {
      if (forcedChoice) {
        setPickWhileForced({ forced: forcedChoice, choice: next });
        return;
      }
      setPicked({ choice: next, over: storedChoice });
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // storage full or disabled: the choice still holds for this visit
      }
    },
    [forcedChoice, storedChoice],
  );

  const value = useMemo(() => ({ choice, resolved, setChoice }), [choice, resolved, setChoice]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
