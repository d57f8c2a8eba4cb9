/** The switches that choose who gets a mailing. */
export type AudienceSwitches = {
  sendAll: boolean;
  hasAverageFilter: boolean;
  hasDateFilter: boolean;
};

/**
 * A mailing goes to everyone or to the customers of at least one filter; with 'Отправить
 * всем' off and no filter on it has no audience, and the form neither asks nor sends.
 */
export const hasNoAudience = ({ sendAll, hasAverageFilter, hasDateFilter }: AudienceSwitches) =>
  !sendAll && !hasAverageFilter && !hasDateFilter;
