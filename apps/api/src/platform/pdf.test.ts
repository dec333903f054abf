import pdfmake from 'pdfmake';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../test/pdf-text';
import { type Content, houseDocument, printedCopies, renderDocumentsPdf, renderPdf } from './pdf';
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

describe('copies of one body on a page', () => {
  /** Where each piece of text sits on a page (PDF units, from the bottom), and the links' rectangles. */
  const placed = async (pdf: Buffer, pageNo: number) => {
    const page = await (await getDocumentProxy(new Uint8Array(pdf))).getPage(pageNo);
    const { items } = await page.getTextContent();
    const texts = (items as { str: string; transform: number[] }[])
      .filter((i) => i.str.trim())
      .map((i) => ({ text: i.str, x: i.transform[4]!, y: i.transform[5]! }));
    const links = ((await page.getAnnotations()) as { subtype: string; url?: string; rect: number[] }[])
      .filter((a) => a.subtype === 'Link')
      .map((a) => ({ url: a.url, rect: a.rect }));
    return { texts, links };
  };
  const body = (rows: number): Content => ({
    stack: [
      { text: 'Tahsilat Makbuzu', style: 'title' },
      { text: 'Doğrulama', link: 'https://panel.example/V/1' },
      ...Array.from({ length: rows }, (_, i) => `${i + 1}. Taksit`),
    ],
  });
  const marks = [
    { text: 'ASIL', alignment: 'right' as const },
    { text: 'SURET', alignment: 'right' as const },
  ];
  const A4_HALF = 841.89 / 2;

  it('prints the body in each half of the page under its own mark, its link in both', async () => {
    const pdf = await renderDocumentsPdf({ footer: () => null }, 3, async (i) => [
      printedCopies({ stack: [`Makbuz ${i + 1}`, body(3)] }, marks),
    ]);
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(3);
    expect(pages[2]!.split('Makbuz 3').length - 1).toBe(2);
    const { texts, links } = await placed(pdf, 3);
    const [top, bottom] = texts.filter((t) => t.text === 'Tahsilat Makbuzu');
    expect(bottom!.y).toBeCloseTo(top!.y - A4_HALF, 3);
    // Each mark on the line of its copy's first.
    const first = texts.find((t) => t.text === 'Makbuz 3')!;
    expect(texts.find((t) => t.text === 'ASIL')!.y).toBeCloseTo(first.y, 3);
    expect(texts.find((t) => t.text === 'SURET')!.y).toBeCloseTo(first.y - A4_HALF, 3);
    expect(links).toHaveLength(2);
    expect(links.every((l) => l.url === 'https://panel.example/V/1')).toBe(true);
    expect(links[1]!.rect[1]! - links[0]!.rect[1]!).toBeCloseTo(-A4_HALF, 3);
  });

  it('gives each copy pages of its own when the body does not fit half a page', async () => {
    // A copy that does not fit a half, nor a whole page.
    const pdf = await renderPdf({ content: [printedCopies(body(80), marks)] });
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(4);
    expect(pages[0]).toMatch(/^ASIL Tahsilat Makbuzu .* 1 \/ 4$/);
    expect(pages[2]).toMatch(/^SURET Tahsilat Makbuzu .* 3 \/ 4$/);
    expect(pages[3]).toMatch(/80\. Taksit 4 \/ 4$/);
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
