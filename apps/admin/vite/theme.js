// Sets the theme before the first paint so a dark screen never flashes white: a classic script
// (the CSP refuses inline ones). The stored toggle choice wins, else the system setting;
// src/lib/theme.ts keeps the same key and class.
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
