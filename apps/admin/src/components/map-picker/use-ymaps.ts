import { useEffect, useState } from 'react';
import { loadYmaps } from './load-ymaps';
import type { YmapsApi } from './ymaps-types';

export type YmapsState =
  { status: 'loading' } | { status: 'ready'; ymaps: YmapsApi } | { status: 'failed' };

/** The shared script load as component state. */
export function useYmaps(): YmapsState {
  const [state, setState] = useState<YmapsState>({ status: 'loading' });
  useEffect(() => {
    let isActive = true;
    loadYmaps().then(
      (ymaps) => {
        if (isActive) setState({ status: 'ready', ymaps });
      },
      () => {
        if (isActive) setState({ status: 'failed' });
      },
    );
    return () => {
      isActive = false;
    };
  }, []);
  return state;
}
