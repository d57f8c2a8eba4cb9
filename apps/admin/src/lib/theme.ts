import { useSyncExternalStore } from 'react';

/** The two themes; vite/theme.js sets the first one before the app loads, with the same key. */
export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'admin.theme';
const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)');

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

/** The theme in force: the user's choice, else the system setting. */
function currentTheme(): Theme {
  return storedTheme() ?? (systemDark().matches ? 'dark' : 'light');
}

const listeners = new Set<() => void>();

function apply() {
  document.documentElement.classList.toggle('dark', currentTheme() === 'dark');
  listeners.forEach((listener) => listener());
}

/** Remembers the choice; from then on it wins over the system setting. */
export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Not remembered, but this page still switches.
  }
  apply();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Without a stored choice the theme follows the system live; another tab's choice applies too.
  const media = systemDark();
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) apply();
  };
  media.addEventListener('change', apply);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', apply);
    window.removeEventListener('storage', onStorage);
  };
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme);
}
