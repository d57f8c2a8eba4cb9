/** The dashboard. */
export const dashboardMessages = {
  dashboard: {
    sync: 'Синхронизация с iiko',
    syncRunning: 'Синхронизация…',
    syncDone: 'Синхронизация завершена',
  },
} as const;
