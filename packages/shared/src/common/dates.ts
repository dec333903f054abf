/** Today as a calendar day in Istanbul, `yyyy-mm-dd`: the day licenses, due dates and lessons use. */
export const todayInIstanbul = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);

/** A calendar day `days` after `day` (negative for before). */
export const addDays = (day: string, days: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A calendar day (YYYY-MM-DD, or a timestamp's day) as Turkish screens write it: DD.MM.YYYY. */
export const formatDay = (day: string | null | undefined): string =>
  day ? day.slice(0, 10).split('-').reverse().join('.') : '-';
