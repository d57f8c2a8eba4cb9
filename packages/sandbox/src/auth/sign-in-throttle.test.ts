import { describe, expect, it } from 'vitest';
import { SignInThrottle } from './sign-in-throttle';

describe('SignInThrottle', () => {
  it('lets a name try again once its oldest failure is a minute old', () => {
    let now = 0;
    const throttle = new SignInThrottle(() => now);
    for (let i = 0; i < 10; i += 1) {
      expect(throttle.retryAfterSeconds('admin')).toBe(0);
      throttle.failed('admin');
      now += 1000;
    }
    expect(throttle.retryAfterSeconds('admin')).toBe(50);
    expect(throttle.retryAfterSeconds('other')).toBe(0);
    now = 60_001;
    expect(throttle.retryAfterSeconds('admin')).toBe(0);
  });
});
