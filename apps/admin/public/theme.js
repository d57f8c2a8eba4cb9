// Sets the theme before the first paint, so a dark screen never flashes white: a classic script
// in <head> (the CSP allows scripts from the site itself, not inline ones). The stored choice of
// the top bar's toggle wins; without one the system setting decides. src/lib/theme.ts keeps the
// same key and class.
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('admin.theme');
  } catch {
    // No storage (a locked-down browser): follow the system.
  }
  var isDark =
    stored === 'dark' ||
    (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', isDark);
})();
