import { IconButton } from '@shop/ui/icon-button';
import { Moon } from 'lucide-react';
import { messages } from '../../config/messages';
import { setTheme, useTheme } from '../../lib/theme';

/** The dark theme on or off: pressed while dark; the choice is remembered for the next visit. */
export function ThemeToggle() {
  const isDark = useTheme() === 'dark';
  return (
    <IconButton
      label={messages.app.darkTheme}
      aria-pressed={isDark}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
    >
      <Moon />
    </IconButton>
  );
}
