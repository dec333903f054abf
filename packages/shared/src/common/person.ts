/** SPEC 3: gender. */
export const GENDERS = ['Undefined', 'Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];
export const genderLabels: Record<Gender, string> = {
  Undefined: 'Belirtilmemiş',
  Male: 'Erkek',
  Female: 'Kadın',
};

/** "Ayşe Yılmaz": how every screen writes a person's name. */
export const fullName = (p: { firstName: string; lastName: string }): string =>
  `${p.firstName} ${p.lastName}`;
