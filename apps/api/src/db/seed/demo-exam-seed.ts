import { todayInIstanbul } from '@panel/shared/common/dates';
import { foldTurkish } from '@panel/shared/common/text';
import { ANSWER_OPTIONS } from '@panel/shared/exams/constants';
import { EXAM_TYPES } from '@panel/shared/exams/exam-types';
import { OPTICAL_FORM_TEMPLATES } from '@panel/shared/exams/form-templates';
import { formWidth, toMilli } from '@panel/shared/exams/scoring';
import { examOpticalForms, exams } from '../../modules/exams/exam.table';
import type { Db } from '../client';

/**
 * The demo's exam setup: the TYT reader layout (the ready template) and one business-wide TYT
 * trial exam read with it, booklet A, no lines read yet. The exam screens open with a record.
 */
export const seedDemoExams = async (tx: Db, businessId: string): Promise<void> => {
  const template = OPTICAL_FORM_TEMPLATES.find((t) => t.kind === 'TYT')!;
  const [form] = await tx
    .insert(examOpticalForms)
    .values({
      businessId,
      name: template.name,
      searchKey: foldTurkish(template.name),
      fields: template.fields,
      // A made-up sheet: no citizen id, no demo student's number or name (the form is business-wide).
      sampleLine: `${' '.repeat(11)}${'0000000001'}${'Örnek Öğrenci'.padEnd(30)}9A  A `.padEnd(
        formWidth(template.fields),
        'A',
      ),
    })
    .returning({ id: examOpticalForms.id });
  const tyt = EXAM_TYPES.find((t) => t.kind === 'TYT')!;
  const name = 'TYT Deneme 1';
  await tx.insert(exams).values({
    businessId,
    name,
    searchKey: foldTurkish(name),
    kind: 'TYT',
    examDate: todayInIstanbul(),
    opticalFormId: form!.id,
    penalty: tyt.penalty,
    matching: 'StudentNumber',
    baseMilli: toMilli(tyt.baseScore),
    sections: tyt.sections.map((s, i) => ({
      name: s.name,
      questionCount: s.questionCount,
      coefficientMilli: toMilli(s.coefficient),
      keys: { A: Array.from({ length: s.questionCount }, (_, q) => ANSWER_OPTIONS[(q + i) % 5]).join('') },
      outcomes: [],
    })),
  });
};
