/**
 * Pointing at a link, or tabbing to it, starts loading the screen it leads to: by the time of
 * the click the screen's code is usually there, so moving to it shows no loading state.
 * Returns the clean-up.
 */
export function preloadOnIntent(target: Document, preload: (pathname: string) => void): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    if (link.origin !== window.location.origin || link.pathname === window.location.pathname)
      return;
    preload(link.pathname);
  };
  target.addEventListener('pointerover', onIntent, { passive: true });
  target.addEventListener('focusin', onIntent);
  return () => {
    target.removeEventListener('pointerover', onIntent);
    target.removeEventListener('focusin', onIntent);
  };
}
