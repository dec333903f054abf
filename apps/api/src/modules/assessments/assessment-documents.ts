import { RESPONDENT_RELATION_LABELS } from '@panel/shared/assessments/contracts';
import { formatScore, SCORE_METHOD_LABELS } from '@panel/shared/assessments/scoring';
import { formatDay } from '@panel/shared/common/dates';
import { type Content, renderPdf } from '../../platform/pdf';
import type { getProfile } from './assessment-result.queries';

type Profile = Awaited<ReturnType<typeof getProfile>>;

const BAR_LABEL = 140;
const BAR_TRACK = 250;
const BAR_HEIGHT = 14;
const BAR_ROW = 24;

/** The chart: one bar per dimension over its bands' range, drawn as vector shapes (prints sharp). */
const barChart = (dimensions: Profile['dimensions']): Content => ({
  table: {
    widths: [BAR_LABEL, BAR_TRACK, '*'],
    body: dimensions.map((d) => {
      const span = Math.max(1, d.maxCenti - d.minCenti);
      const share = d.scoreCenti === null ? 0 : Math.min(1, Math.max(0, (d.scoreCenti - d.minCenti) / span));
      return [
        { text: d.name, margin: [0, 2, 0, 0] },
        {
          canvas: [
            { type: 'rect', x: 0, y: 0, w: BAR_TRACK, h: BAR_HEIGHT, r: 3, color: '#f1f1f4' },
            {
              type: 'rect',
              x: 0,
              y: 0,
              w: Math.max(2, BAR_TRACK * share),
              h: BAR_HEIGHT,
              r: 3,
              color: '#009EF7',
            },
          ],
        },
        {
          text: `${d.scoreCenti === null ? '—' : formatScore(d.scoreCenti)}${d.bandLabel ? ` · ${d.bandLabel}` : ''}`,
          margin: [4, 2, 0, 0],
        },
      ];
    }),
    heights: BAR_ROW,
  },
  layout: 'noBorders',
  margin: [0, 4, 0, 12],
});

/** The profile the counselor hands to the family: who, the scores and bands, the chart and what each band means. */
export const profilePdf = (p: Profile): Promise<Buffer> => {
  const who: [string, string][] = [
    [p.relation ? 'Ad Soyad' : 'Öğrenci', p.studentName],
    ...(p.schoolClassName ? [['Sınıf', p.schoolClassName] as [string, string]] : []),
    ...(p.relation ? [['Katılımcı', RESPONDENT_RELATION_LABELS[p.relation]] as [string, string]] : []),
    ...(p.submittedAt
      ? [['Yanıtlama Tarihi', formatDay(p.submittedAt.slice(0, 10))] as [string, string]]
      : []),
  ];
  return renderPdf({
    info: { title: `${p.studentName} – ${p.name}` },
    content: [
      { text: p.institution, style: 'muted' },
      { text: `${p.name} – Sonuç Profili`, style: 'title' },
      {
        table: { widths: [110, '*'], body: who.map(([k, v]) => [{ text: k, bold: true }, v]) },
        layout: 'noBorders',
        margin: [0, 0, 0, 8],
      },
      { text: 'Boyut Puanları', style: 'subtitle' },
      {
        table: {
          headerRows: 1,
          widths: ['*', 70, 70, 90],
          body: [
            [
              { text: 'Boyut', style: 'tableHeader' },
              { text: 'Hesaplama', style: 'tableHeader' },
              { text: 'Puan', style: 'tableHeader', alignment: 'right' },
              { text: 'Düzey', style: 'tableHeader' },
            ],
            ...p.dimensions.map((d) => [
              d.name,
              SCORE_METHOD_LABELS[d.method],
              { text: d.scoreCenti === null ? '—' : formatScore(d.scoreCenti), alignment: 'right' as const },
              d.bandLabel ?? '—',
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: 'Grafik', style: 'subtitle' },
      barChart(p.dimensions),
      { text: 'Yorumlar', style: 'subtitle' },
      ...p.dimensions.flatMap((d): Content[] => [
        { text: `${d.name}${d.bandLabel ? ` (${d.bandLabel})` : ''}`, bold: true, margin: [0, 4, 0, 2] },
        { text: d.interpretation || 'Bu puan için yorum tanımlanmamış.', margin: [0, 0, 0, 4] },
      ]),
      {
        text: 'Bu profil bir değerlendirme aracıdır; sonuçları rehber öğretmeninizle birlikte yorumlayınız.',
        style: 'muted',
        margin: [0, 16, 0, 0],
      },
    ],
  });
};

export type PrintedLink = { title: string; subtitle: string | null; url: string };

const CARDS_PER_ROW = 3;

/** The links of a sending for a computer lab: a card per person with a QR code to scan and the address to type. */
export const linkListPdf = (head: {
  institution: string;
  name: string;
  opensOn: string;
  closesOn: string;
  links: PrintedLink[];
}): Promise<Buffer> => {
  const cards = head.links.map(
    (l): Content => ({
      stack: [
        { text: l.title, bold: true, fontSize: 10 },
        { text: l.subtitle ?? ' ', style: 'muted' },
        { qr: l.url, fit: 110, margin: [0, 6, 0, 6] },
        { text: l.url, fontSize: 6, color: '#3f4254' },
      ],
      margin: [4, 4, 4, 10],
      unbreakable: true,
    }),
  );
  const rows: Content[][] = [];
  for (let i = 0; i < cards.length; i += CARDS_PER_ROW) {
    const row = cards.slice(i, i + CARDS_PER_ROW);
    while (row.length < CARDS_PER_ROW) row.push({ text: '' });
    rows.push(row);
  }
  return renderPdf({
    info: { title: head.name },
    content: [
      { text: head.institution, style: 'muted' },
      { text: head.name, style: 'title' },
      {
        text: `${formatDay(head.opensOn)} – ${formatDay(head.closesOn)} arasında yanıtlanabilir. Karekodu telefonunuzla okutun veya adresi tarayıcıya yazın.`,
        margin: [0, 0, 0, 8],
      },
      rows.length > 0
        ? {
            table: { widths: Array(CARDS_PER_ROW).fill('*'), body: rows, dontBreakRows: true },
            layout: {
              hLineColor: () => '#e4e6ef',
              vLineColor: () => '#e4e6ef',
              hLineStyle: () => ({ dash: { length: 3 } }),
              vLineStyle: () => ({ dash: { length: 3 } }),
            },
          }
        : { text: 'Bu gönderimde yazdırılacak bağlantı yok.' },
    ],
  });
};
