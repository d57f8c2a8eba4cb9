import { useEffect, useState } from 'react';
import { messages } from '../../config/messages';
import { session } from '../../lib/api';
import { queryClient } from '../query-client';

/**
 * Another tab signed out, or signed in as someone else: what this tab shows and caches belongs
 * to a session that is gone. Drops every cached answer at once and returns the notice the
 * sign-in page shows; a token refresh by another tab is not such a change.
 */
export function useOtherTabNotice(): string | null {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(
    () =>
      session.watchOtherTabs(window, ({ current }) => {
        queryClient.clear();
        setNotice(current ? messages.auth.otherUserElsewhere : messages.auth.signedOutElsewhere);
      }),
    [],
  );
  return notice;
}
