/** SPEC 3: grade level, in teaching order. */
export const GRADE_LEVELS = [
  'Kindergarten',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  'Graduate',
  'Other',
] as const;
export type GradeLevel = (typeof GRADE_LEVELS)[number];
export const gradeLevelLabels: Record<GradeLevel, string> = {
  Kindergarten: 'Anaokulu',
  '1': '1. Sınıf',
  '2': '2. Sınıf',
  '3': '3. Sınıf',
  '4': '4. Sınıf',
  '5': '5. Sınıf',
  '6': '6. Sınıf',
  '7': '7. Sınıf',
  '8': '8. Sınıf',
  '9': '9. Sınıf',
  '10': '10. Sınıf',
  '11': '11. Sınıf',
  '12': '12. Sınıf',
  Graduate: 'Mezun',
  Other: 'Diğer',
};
/** How a grade reads in a class name: "9-A", "Anaokulu-B", "Mezun-C". */
const gradeShort: Record<GradeLevel, string> = {
  ...gradeLevelLabels,
  ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), String(i + 1)])),
} as Record<GradeLevel, string>;
export const schoolClassName = (gradeLevel: GradeLevel, section: string): string =>
  `${gradeShort[gradeLevel]}-${section}`;

/** Orders classes the way a school reads them: by grade, then section. */
export const schoolClassSortKey = (gradeLevel: GradeLevel, section: string): string =>
  `${String(GRADE_LEVELS.indexOf(gradeLevel)).padStart(2, '0')}-${section}`;

/** SPEC 3: section, letters A to Z. */
export const SECTIONS = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i)) as [
  string,
  ...string[],
];

/** SPEC 3: education level. */
export const EDUCATION_LEVELS = ['Kindergarten', 'Primary', 'Middle', 'HighSchool', 'University'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export const educationLevelLabels: Record<EducationLevel, string> = {
  Kindergarten: 'Anaokulu',
  Primary: 'İlkokul',
  Middle: 'Ortaokul',
  HighSchool: 'Lise',
  University: 'Üniversite',
};

/** SPEC 3: weekdays, Monday first (1) to Sunday seventh (7). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const weekdayLabels: Record<Weekday, string> = {
  1: 'Pazartesi',
  2: 'Salı',
  3: 'Çarşamba',
  4: 'Perşembe',
  5: 'Cuma',
  6: 'Cumartesi',
  7: 'Pazar',
};

/** SPEC 3: order item kind: what a service sells. */
export const ORDER_ITEM_KINDS = [
  'Education',
  'PublicationStationery',
  'Food',
  'Clothes',
  'Shuttle',
  'Other',
  'PrivateLesson',
] as const;
export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];
export const orderItemKindLabels: Record<OrderItemKind, string> = {
  Education: 'Eğitim',
  PublicationStationery: 'Yayın ve Kırtasiye',
  Food: 'Yemek',
  Clothes: 'Kıyafet',
  Shuttle: 'Servis',
  Other: 'Diğer',
  PrivateLesson: 'Özel Ders',
};

/** VAT rates in force in Turkey, in percent. */
export const VAT_RATES = [0, 1, 10, 20] as const;
