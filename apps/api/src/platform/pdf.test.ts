import pdfmake from 'pdfmake';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../test/pdf-text';
import { type Content, houseDocument, renderPdf } from './pdf';
import { mergeQrModules } from './pdf-sheets';

/** A sheet the way the bulk documents build one: a heading, a code, a table, on a page of its own. */
const sheet = (i: number): Content => ({
  stack: [
    { text: `Öğrenci ${i}: Işıl Güneş Şahin`, style: 'title' },
    {
      columns: [
        { text: `Makbuz No: 2026-${String(i).padStart(6, '0')}` },
        { qr: `http://localhost:3000/V/0000abcd/CODE${i}`, fit: 72, width: 80, alignment: 'right' },
      ],
    },
    {
      table: {
        headerRows: 1,
        body: [
          [
            { text: 'Taksit', style: 'tableHeader' },
            { text: 'Tutar', style: 'tableHeader' },
          ],
          // Every seventh sheet runs over onto a second page.
          ...Array.from({ length: i % 7 === 3 ? 70 : 3 }, (_, row) => [`${row + 1}. Taksit`, `${i},00 ₺`]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ],
  ...(i > 0 ? { pageBreak: 'before' as const } : {}),
});

const sheets = (n: number) => Array.from({ length: n }, (_, i) => sheet(i));

describe('a document of sheets', () => {
  // A long one is made in a worker thread, a short one here; both a sheet at a time.
  it.each([
    ['long', 60],
    ['short', 8],
  ])('(%s) reads page for page as pdfmake lays the whole of it out', async (_, n) => {
    const doc = { info: { title: 'Makbuzlar' }, content: sheets(n) };
    const ours = await pdfPages(await renderPdf(doc));
    const whole = await pdfPages(await pdfmake.createPdf(houseDocument(doc)).getBuffer());
    expect(ours).toEqual(whole);
    const long = Math.floor((n - 4) / 7) + 1;
    expect(ours).toHaveLength(n + long);
    expect(ours.at(-1)).toContain(`${n + long} / ${n + long}`);
    // The fourth sheet runs over two pages: the fifth starts on the sixth.
    expect(ours[5]).toMatch(/^Öğrenci 4: Işıl Güneş Şahin .* 6 \/ \d+$/);
  });

  it('prints no footer where the document asks for none, and keeps its title', async () => {
    const pdf = await renderPdf({ info: { title: 'Makbuzlar' }, footer: () => null, content: sheets(55) });
    const pages = await pdfPages(pdf);
    expect(pages.every((page) => !/\d+ \/ \d+$/.test(page))).toBe(true);
    expect(pdf.toString('latin1')).toContain('(Makbuzlar)');
  });
});

describe("a QR code's squares", () => {
  /** The module cells a set of rectangles fills, on a grid of `size`. */
  const cells = (rects: { x: number; y: number; w: number; h: number }[], size: number) => {
    const filled = new Set<string>();
    for (const r of rects)
      for (let y = r.y; y < r.y + r.h; y += size)
        for (let x = r.x; x < r.x + r.w; x += size) filled.add(`${x}:${y}`);
    return filled;
  };

  it('are drawn with fewer rectangles that fill exactly the same modules', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 20; round++) {
      const n = 21 + 4 * (round % 5);
      // As the encoder draws them: one square per dark module, row by row.
      const modules = [];
      for (let row = 0; row < n; row++)
        for (let col = 0; col < n; col++)
          if (random() < 0.5)
            modules.push({
              type: 'rect' as const,
              x: 2 * col,
              y: 2 * row,
              w: 2,
              h: 2,
              lineWidth: 0,
              color: '#000',
            });
      const merged = mergeQrModules(modules.map((m) => ({ ...m })));
      expect(cells(merged, 2)).toEqual(cells(modules, 2));
      expect(merged.length).toBeLessThan(modules.length * 0.75);
    }
  });
});
