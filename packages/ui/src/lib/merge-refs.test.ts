import { describe, expect, it, vi } from 'vitest';
import { mergeRefs } from './merge-refs';

describe('mergeRefs', () => {
  it('sets object and callback refs and clears them on cleanup', () => {
    const objectRef = { current: null as string | null };
    const callbackRef = vi.fn();
    const cleanup = mergeRefs<string>(objectRef, callbackRef, undefined)('node');
    expect(objectRef.current).toBe('node');
    expect(callbackRef).toHaveBeenLastCalledWith('node');
    if (typeof cleanup === 'function') cleanup();
    expect(objectRef.current).toBeNull();
    expect(callbackRef).toHaveBeenLastCalledWith(null);
  });

  it('runs a cleanup returned by a callback ref instead of calling it with null', () => {
    const inner = vi.fn();
    const callbackRef = vi.fn(() => inner);
    const cleanup = mergeRefs<string>(callbackRef)('node');
    if (typeof cleanup === 'function') cleanup();
    expect(inner).toHaveBeenCalledTimes(1);
    expect(callbackRef).toHaveBeenCalledTimes(1);
  });
});
