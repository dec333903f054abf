// Building a formatter costs far more than formatting with one: these are made once.
const istanbulDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' });
const istanbulTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Today as a calendar day in Istanbul, `yyyy-mm-dd`: the day licenses, due dates and lessons use. */
export const todayInIstanbul = (now: Date = new Date()): string => istanbulDay.format(now);

/** The time of day in Istanbul, `HH:mm`: what an invoice prints beside its day. */
export const timeInIstanbul = (now: Date = new Date()): string => istanbulTime.format(now);

/** A calendar day `days` after `day` (negative for before). */
export const addDays = (day: string, days: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A calendar day (YYYY-MM-DD, or a timestamp's day) as Turkish screens write it: DD.MM.YYYY. */
export const formatDay = (day: string | null | undefined): string =>
  day ? day.slice(0, 10).split('-').reverse().join('.') : '-';

/**
 * The days a money movement may be dated on (every posting of the ledger): up to a few
 * days ahead of today, for a cheque or a transfer dated on the next working day, and back
 * to the branch's opening. A branch carries no opening day of its own, so it opens when it
 * was set up in the panel less POSTING_YEARS_BEFORE_SETUP years: a school's older records
 * and opening balances are typed in after it starts using the panel.
 */
export const POSTING_DAYS_AHEAD = 3;
export const POSTING_YEARS_BEFORE_SETUP = 5;

export const postingWindow = (branchSetUpOn: string, today: string = todayInIstanbul()) => ({
  earliest: `${Number(branchSetUpOn.slice(0, 4)) - POSTING_YEARS_BEFORE_SETUP}${branchSetUpOn.slice(4, 10)}`,
  latest: addDays(today, POSTING_DAYS_AHEAD),
});

export const postingTooLateMessage = (latest: string) =>
  `İşlem tarihi en geç ${formatDay(latest)} olabilir: ileri tarihli kayıt en fazla ${POSTING_DAYS_AHEAD} gün sonrasına girilir.`;
export const postingTooEarlyMessage = (earliest: string) =>
  `İşlem tarihi şubenin açılışından (${formatDay(earliest)}) önce olamaz.`;

/** A term's first and last day (`yyyy-mm-dd`, both included): what a semester spans. */
export type TermDays = { startsOn: string; endsOn: string };
