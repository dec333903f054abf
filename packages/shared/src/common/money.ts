/**
 * Money is integer kuruş everywhere (ARCHITECTURE "Money"); lira text exists only at the
 * edge: `1.234,56 ₺` on screen, `1234,56` or `1234.56` typed into a form.
 */
/**
 * The largest amount one money field takes: 100 million lira. Far inside bigint and a
 * double's exact integers, so sums over many rows stay exact, and far above what a school
 * moves at once; anything larger is a slip of the keyboard or a probe.
 */
export const MONEY_MAX_KURUS = 10_000_000_000;

const liraFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatMoney = (kurus: number): string => `${liraFormat.format(kurus / 100)} ₺`;

/**
 * Lira text to kuruş, or null when it is not an amount. Accepts Turkish grouping
 * (`1.234,56`), a bare decimal comma or point (`1234,5`, `1234.50`) and whole lira.
 */
export const parseMoney = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s|₺|TL/gi, '');
  if (text === '') return null;
  const turkish = /^-?\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text) || /^-?\d+(,\d{1,2})?$/.test(text);
  const plain = /^-?\d+(\.\d{1,2})?$/.test(text);
  if (!turkish && !plain) return null;
  const normal = turkish ? text.replace(/\./g, '').replace(',', '.') : text;
  const [whole = '0', fraction = ''] = normal.replace('-', '').split('.');
  const kurus = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return normal.startsWith('-') ? -kurus : kurus;
};

/** Kuruş as the text a money input shows for editing (`1234,56`). */
export const moneyInputText = (kurus: number): string => (kurus / 100).toFixed(2).replace('.', ',');
