import type { ExamKind, Penalty } from './constants';

export type ExamTypeSection = { name: string; questionCount: number; coefficient: number };
export type ExamType = {
  kind: Exclude<ExamKind, 'Other'>;
  label: string;
  penalty: Penalty;
  baseScore: number;
  sections: ExamTypeSection[];
};

/**
 * Ready-made exam types (the /exam/exam-type screen's defaults): ÖSYM's and MEB's current
 * section layouts and question counts. Coefficients and base scores are the usual
 * approximations used by course chains for trial exams; an institution changes them per exam.
 */
export const EXAM_TYPES: readonly ExamType[] = [
  {
    kind: 'TYT',
    label: 'Temel Yeterlilik Testi',
    penalty: 4,
    baseScore: 100,
    sections: [
      { name: 'Türkçe', questionCount: 40, coefficient: 3.3 },
      { name: 'Sosyal Bilimler', questionCount: 20, coefficient: 3.4 },
      { name: 'Temel Matematik', questionCount: 40, coefficient: 3.3 },
      { name: 'Fen Bilimleri', questionCount: 20, coefficient: 3.4 },
    ],
  },
  {
    kind: 'AYT',
    label: 'Alan Yeterlilik Testi',
    penalty: 4,
    baseScore: 100,
    sections: [
      { name: 'Türk Dili ve Edebiyatı', questionCount: 24, coefficient: 3 },
      { name: 'Tarih-1', questionCount: 10, coefficient: 2.8 },
      { name: 'Coğrafya-1', questionCount: 6, coefficient: 3.33 },
      { name: 'Tarih-2', questionCount: 11, coefficient: 2.91 },
      { name: 'Coğrafya-2', questionCount: 11, coefficient: 2.91 },
      { name: 'Felsefe Grubu', questionCount: 12, coefficient: 3 },
      { name: 'Din Kültürü', questionCount: 6, coefficient: 3.33 },
      { name: 'Matematik', questionCount: 40, coefficient: 3 },
      { name: 'Fizik', questionCount: 14, coefficient: 2.85 },
      { name: 'Kimya', questionCount: 13, coefficient: 3.07 },
      { name: 'Biyoloji', questionCount: 13, coefficient: 3.07 },
    ],
  },
  {
    kind: 'YDT',
    label: 'Yabancı Dil Testi',
    penalty: 4,
    baseScore: 100,
    sections: [{ name: 'Yabancı Dil', questionCount: 80, coefficient: 3 }],
  },
  {
    kind: 'LGS',
    label: 'Liselere Geçiş Sistemi',
    penalty: 3,
    baseScore: 194.752,
    sections: [
      { name: 'Türkçe', questionCount: 20, coefficient: 4 },
      { name: 'Matematik', questionCount: 20, coefficient: 4 },
      { name: 'Fen Bilimleri', questionCount: 20, coefficient: 4 },
      { name: 'T.C. İnkılap Tarihi ve Atatürkçülük', questionCount: 10, coefficient: 1 },
      { name: 'Din Kültürü ve Ahlak Bilgisi', questionCount: 10, coefficient: 1 },
      { name: 'Yabancı Dil', questionCount: 10, coefficient: 1 },
    ],
  },
];
