// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadOnIntent } from './preload-on-intent';

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>Новости</span>';
  document.body.append(anchor);
  return anchor;
}

describe('preloadOnIntent', () => {
  afterEach(() => document.body.replaceChildren());

  it('preloads the path of a link pointed at (from a child too) or focused', () => {
    const preload = vi.fn();
    const stop = preloadOnIntent(document, preload);
    link('/news').firstElementChild?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/cities').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preload.mock.calls).toEqual([['/news'], ['/cities']]);
    stop();
  });

  it('ignores other sites, the current page and anything after the clean-up', () => {
    const preload = vi.fn();
    const stop = preloadOnIntent(document, preload);
    link('https://example.com/news').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link(window.location.pathname).dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    stop();
    link('/news').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).not.toHaveBeenCalled();
  });
});
