/** The name of the daily snapshot job (stored in the job rows: never rename it without a migration). */
export const NET_WORTH_DAILY = 'net-worth.daily-snapshot'
