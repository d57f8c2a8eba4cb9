/** Bartenders with reviews, news. */
export const peopleNewsMessages = {} as const;
