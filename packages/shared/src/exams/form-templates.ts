import type { ExamKind } from './constants';
import { EXAM_TYPES } from './exam-types';
import type { FormFieldRange } from './scoring';

export type OpticalFormTemplate = {
  kind: Exclude<ExamKind, 'Other'>;
  name: string;
  fields: FormFieldRange[];
};

/**
 * The identity columns of the usual Turkish reader layout: T.C. kimlik no (11), öğrenci no
 * (10), ad soyad (30), sınıf kodu (4), kitapçık (1), katılmadı (G, 1). The answer columns
 * follow, one range per section of the exam kind, in the kind's section order.
 */
const HEADER: readonly FormFieldRange[] = [
  { field: 'citizenId', start: 1, length: 11 },
  { field: 'studentNumber', start: 12, length: 10 },
  { field: 'fullName', start: 22, length: 30 },
  { field: 'classCode', start: 52, length: 4 },
  { field: 'booklet', start: 56, length: 1 },
  { field: 'absent', start: 57, length: 1 },
];

const templateOf = (kind: OpticalFormTemplate['kind']): OpticalFormTemplate => {
  const type = EXAM_TYPES.find((t) => t.kind === kind)!;
  let start = HEADER.reduce((end, f) => Math.max(end, f.start + f.length), 1);
  const answers = type.sections.map((s): FormFieldRange => {
    const range = { field: 'answers' as const, start, length: s.questionCount, section: s.name };
    start += s.questionCount;
    return range;
  });
  return { kind, name: `${kind} Optik Formu`, fields: [...HEADER.map((f) => ({ ...f })), ...answers] };
};

/** Ready layouts for the common TYT, AYT, YDT and LGS forms (the optical form screen's templates). */
export const OPTICAL_FORM_TEMPLATES: readonly OpticalFormTemplate[] = (
  ['TYT', 'AYT', 'YDT', 'LGS'] as const
).map(templateOf);
