/** Orders, users with customer promotions, push mailing. */
export const operationsMessages = {} as const;
