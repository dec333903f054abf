/** A moment as the CRM's lists show it: short date and time in Istanbul (`29.11.2026 14:05`). */
export const formatShortDateTime = (iso: string) =>
  new Date(iso).toLocaleString('tr-TR', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'short',
    timeStyle: 'short',
  });
