/** SPEC 3/4: employment state. */
export const EMPLOYMENT_STATES = ['Undefined', 'Working', 'Dismissed'] as const;
export type EmploymentState = (typeof EMPLOYMENT_STATES)[number];
export const employmentStateLabels: Record<EmploymentState, string> = {
  Undefined: 'Belirsiz',
  Working: 'Çalışıyor',
  Dismissed: 'Ayrıldı',
};

/** DOMAIN "Education": Undefined -> Working -> Dismissed (with a date) -> Working (rehired). */
export const EMPLOYMENT_TRANSITIONS: Record<EmploymentState, readonly EmploymentState[]> = {
  Undefined: ['Working'],
  Working: ['Dismissed'],
  Dismissed: ['Working'],
};

export const employmentTransitionMessage = (from: EmploymentState, to: EmploymentState): string =>
  `Personel "${employmentStateLabels[from]}" durumundayken "${employmentStateLabels[to]}" durumuna geçirilemez.`;
