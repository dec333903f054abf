import { randomBytes } from 'node:crypto';
import { pointsHeader, QUESTION_IMPORT_COLUMNS } from '@panel/shared/assessments/contracts';
import {
  type AssessmentDefinition,
  definitionProblems,
  LIKERT_FIVE_LABELS,
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  type Question,
  type QuestionKind,
} from '@panel/shared/assessments/scoring';
import { foldTurkish } from '@panel/shared/common/text';
import ExcelJS from 'exceljs';
import { AppError, badRequest } from '../../platform/errors';
import { readXlsxTable } from '../../platform/excel';

const SHEET = 'Sorular';
const MAX_QUESTIONS = 300;

type RowError = { row: number; column: string; message: string };

/** The template: the inventory's columns on an empty sheet, and a sheet with a worked example. */
export const buildQuestionTemplate = async (definition: AssessmentDefinition): Promise<Buffer> => {
  const headers = [...QUESTION_IMPORT_COLUMNS, ...definition.dimensions.map((d) => pointsHeader(d.name))];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((h, i) => ({ header: h, width: i === 1 ? 50 : Math.max(12, h.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  const example = workbook.addWorksheet('Örnek ve Açıklama');
  example.columns = headers.map((h, i) => ({ header: h, width: i === 1 ? 50 : Math.max(12, h.length + 4) }));
  example.getRow(1).font = { bold: true };
  const first = definition.dimensions.map((_, i) => (i === 0 ? 1 : null));
  LIKERT_FIVE_LABELS.forEach((label, i) => {
    example.addRow([
      1,
      i === 0 ? 'Ders çalışırken şema ve renkli notlar kullanırım.' : null,
      i === 0 ? QUESTION_KIND_LABELS.Likert : null,
      i === 0 ? 'Evet' : null,
      label,
      ...first.map((p) => (p === null ? null : i + 1)),
    ]);
  });
  example.addRow([2, 'Eklemek istediğiniz bir şey var mı?', QUESTION_KIND_LABELS.Text, 'Hayır', null]);
  example.addRow([]);
  for (const line of [
    'Her seçenek bir satırdır; aynı Soru No ile yazılan satırlar aynı sorunun seçenekleridir.',
    'Soru, Soru Tipi ve Zorunlu sorunun ilk satırına yazılır.',
    `Soru Tipi: ${QUESTION_KINDS.map((k) => QUESTION_KIND_LABELS[k]).join(', ')}. Zorunlu: Evet veya Hayır (boşsa Evet).`,
    'Her seçenek en az bir boyuta puan vermelidir (-100 ile 100 arasında tam sayı). Serbest metin sorusu seçenek ve puan almaz.',
    'Sorular "Sorular" sayfasından okunur; bu sayfa yalnızca örnektir.',
  ])
    example.addRow([line]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const KIND_BY_LABEL = new Map<string, QuestionKind>(
  QUESTION_KINDS.flatMap((k) => [
    [foldTurkish(QUESTION_KIND_LABELS[k]), k],
    [foldTurkish(k), k],
  ]),
);
const YES = new Set(['', 'evet', 'e', 'x', '1']);
const NO = new Set(['hayir', 'h', '0']);

const newKey = (prefix: string) => `${prefix}${randomBytes(6).toString('base64url')}`;

/**
 * The questions a sheet describes, or every row's problem: nothing is returned half. A row is
 * one option; the rows of one question number make one question, its text, kind and
 * "required" on its first row.
 */
export const questionsFromSheet = async (
  content: Buffer,
  definition: AssessmentDefinition,
): Promise<{ questions: Question[]; errors: RowError[] }> => {
  const { header, rows } = await readXlsxTable(content, SHEET);
  const fixed = QUESTION_IMPORT_COLUMNS.map((h) => header.get(foldTurkish(h)));
  const dims = definition.dimensions.map((d) => ({
    key: d.key,
    header: pointsHeader(d.name),
    col: header.get(foldTurkish(pointsHeader(d.name))),
  }));
  const missing = [
    ...QUESTION_IMPORT_COLUMNS.filter((_, i) => fixed[i] === undefined),
    ...dims.filter((d) => d.col === undefined).map((d) => d.header),
  ];
  if (missing.length > 0)
    throw badRequest('Dosyadaki başlıklar şablona uymuyor. Lütfen bu envanterin şablonunu indirin.', {
      errors: missing.map((h) => `Eksik sütun: ${h}`),
    });
  const [noCol, textCol, kindCol, requiredCol, optionCol] = fixed;
  const errors: RowError[] = [];
  const fail = (row: number, column: string, message: string) => errors.push({ row, column, message });
  const groups = new Map<number, { row: number; question: Question }>();
  let filled = 0;
  for (const r of rows) {
    const cells = [noCol, textCol, kindCol, requiredCol, optionCol, ...dims.map((d) => d.col)].map((c) =>
      r.cell(c),
    );
    if (cells.every((c) => c === '')) continue;
    filled++;
    const noText = r.cell(noCol);
    const no = Number(noText);
    if (!/^\d+$/.test(noText) || no < 1) {
      fail(r.row, 'Soru No', 'Soru numarası 1 veya daha büyük bir tam sayı olmalıdır.');
      continue;
    }
    let group = groups.get(no);
    const questionText = r.cell(textCol);
    const kindText = r.cell(kindCol);
    if (!group) {
      const kind = KIND_BY_LABEL.get(foldTurkish(kindText));
      if (questionText === '') fail(r.row, 'Soru', 'Soru metni boş olamaz.');
      else if (questionText.length > 500) fail(r.row, 'Soru', 'Soru en fazla 500 karakter olabilir.');
      if (!kind)
        fail(
          r.row,
          'Soru Tipi',
          `Soru tipi şunlardan biri olmalıdır: ${QUESTION_KINDS.map((k) => QUESTION_KIND_LABELS[k]).join(', ')}.`,
        );
      const required = foldTurkish(r.cell(requiredCol));
      if (!YES.has(required) && !NO.has(required))
        fail(r.row, 'Zorunlu', 'Zorunlu alanı Evet veya Hayır olmalıdır.');
      if (questionText === '' || questionText.length > 500 || !kind) continue;
      group = {
        row: r.row,
        question: { key: newKey('x'), text: questionText, kind, required: !NO.has(required), options: [] },
      };
      groups.set(no, group);
    } else {
      if (questionText !== '' && questionText !== group.question.text)
        fail(r.row, 'Soru', `${no} numaralı sorunun metni ilk satırındakinden farklı.`);
      if (kindText !== '' && KIND_BY_LABEL.get(foldTurkish(kindText)) !== group.question.kind)
        fail(r.row, 'Soru Tipi', `${no} numaralı sorunun tipi ilk satırındakinden farklı.`);
    }
    const label = r.cell(optionCol);
    const points: { dimensionKey: string; points: number }[] = [];
    let badPoints = false;
    for (const d of dims) {
      const value = r.cell(d.col);
      if (value === '') continue;
      const n = Number(value.replace(',', '.'));
      if (!Number.isInteger(n) || n < -100 || n > 100) {
        fail(r.row, d.header, 'Puan -100 ile 100 arasında bir tam sayı olmalıdır.');
        badPoints = true;
      } else if (n !== 0) points.push({ dimensionKey: d.key, points: n });
    }
    if (group.question.kind === 'Text') {
      if (label !== '' || points.length > 0)
        fail(r.row, 'Seçenek', 'Serbest metin sorusu seçenek ve puan almaz.');
      continue;
    }
    if (label === '') {
      fail(r.row, 'Seçenek', 'Seçenek metni boş olamaz.');
      continue;
    }
    if (label.length > 200) fail(r.row, 'Seçenek', 'Seçenek en fazla 200 karakter olabilir.');
    if (!badPoints && points.length === 0)
      fail(r.row, 'Puan', `“${label}” seçeneği hiçbir boyuta puan vermiyor.`);
    if (group.question.options.length >= 20)
      fail(r.row, 'Seçenek', 'Bir soruda en fazla 20 seçenek olabilir.');
    group.question.options.push({
      key: `${group.question.key}-${group.question.options.length + 1}`,
      label,
      points,
    });
  }
  if (filled === 0) throw badRequest('Dosyada soru satırı yok.');
  for (const [no, g] of groups)
    if (g.question.kind !== 'Text' && g.question.options.length < 2)
      fail(g.row, 'Seçenek', `${no} numaralı soru için en az iki seçenek girin.`);
  if (groups.size + definition.questions.length > MAX_QUESTIONS)
    throw badRequest(`Bir envanterde en fazla ${MAX_QUESTIONS} soru olabilir.`);
  errors.sort((a, b) => a.row - b.row);
  return { questions: [...groups.entries()].sort(([a], [b]) => a - b).map(([, g]) => g.question), errors };
};

/** The import's 400: how many rows are wrong, the first problems as text, and every problem as data. */
export const questionImportRefusal = (errors: RowError[]) =>
  new AppError(400, {
    title: 'Aktarım Yapılmadı',
    message: `${new Set(errors.map((e) => e.row)).size} satırda hata var. Hiçbir soru kaydedilmedi; hataları düzeltip dosyayı tekrar yükleyin.`,
    errors: errors.slice(0, 10).map((e) => `Satır ${e.row}, ${e.column}: ${e.message}`),
    details: errors,
  });

/** The inventory with the imported questions after its own: refused whole when the result is not a valid inventory. */
export const withImported = (
  definition: AssessmentDefinition,
  questions: Question[],
): AssessmentDefinition => {
  const merged = { ...definition, questions: [...definition.questions, ...questions] };
  const problems = definitionProblems(merged);
  if (problems.length > 0)
    throw badRequest('Sorular eklenince envanter geçersiz oluyor. Hiçbir soru kaydedilmedi.', {
      title: 'Aktarım Yapılmadı',
      errors: problems,
    });
  return merged;
};
