import { readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { type MessagePort, Worker } from 'node:worker_threads';
import type {
  Content,
  ContextPageSize,
  DynamicContent,
  Margins,
  PageSize,
  Style,
  StyleDictionary,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { type StyleStackClass, withFastStyleLookups } from './pdf-style-stack';

// Not `require`: the PDF worker loads this file as CommonJS, where that name is taken.
const localRequire = createRequire(import.meta.url);

// Roboto ships with pdfmake and has every Turkish letter (ğ ş ı İ ç ö ü); the PDF
// standard fonts do not.
const fontDir = path.join(path.dirname(localRequire.resolve('pdfmake/package.json')), 'fonts/Roboto');
export const FONTS = {
  Roboto: {
    normal: path.join(fontDir, 'Roboto-Regular.ttf'),
    bold: path.join(fontDir, 'Roboto-Medium.ttf'),
    italics: path.join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
};
// A document is built from our own data only: no URL is fetched, no file but the fonts read.
export const onlyFonts = (file: string) => path.resolve(file).startsWith(fontDir);

/*
 * pdfmake lays a whole document out in memory before it writes a byte, in one synchronous
 * stretch: 500 receipts held ~400 MB of layout, a day of 5,000 ran the server out of memory,
 * and no other request was answered while it ran. A document made of sheets (top-level
 * content whose parts after the first each start on a new page: receipts, report cards,
 * contracts) is laid out and written here one sheet at a time into one PDF, with pdfmake's
 * own layout and renderer (not part of its public API: pinned by pdf.test.ts, which
 * compares with pdfmake's whole-document layout). Every sheet starts on a fresh page, so its
 * layout is the one the whole document would give it; page numbers are offset, and a page
 * count is counted first. A long document is made in a worker thread (renderInWorker).
 */

type PdfKitRef = { id: number; data: Record<string, unknown>; end: () => void };
type PdfKitPage = {
  width: number;
  height: number;
  content: PdfKitRef;
  resources: PdfKitRef;
  readonly annotations: PdfKitRef[];
  readonly xobjects: Record<string, PdfKitRef>;
};
type PdfKitDocument = Readable & {
  page: PdfKitPage;
  ref: (data: Record<string, unknown>) => PdfKitRef;
  addContent: (operators: string) => void;
  /** The fonts in use, each with the layout of every word it has set (pdfkit's fontLayoutCache). */
  _fontFamilies: Record<string, { layoutCache?: Record<string, unknown> }>;
  /** The pages not yet ended and written; flushPages ends them. */
  _pageBuffer: { dictionary: { data: object } }[];
  flushPages: () => void;
  end: () => void;
  lineWidth: (width: number) => void;
  undash: () => void;
  lineJoin: (join: string) => void;
  lineCap: (cap: string) => void;
  rect: (x: number, y: number, w: number, h: number) => void;
  save: () => void;
  restore: () => void;
  translate: (x: number, y: number) => void;
  resolveColor: (color: string, fallback: string) => string;
  fillColor: (color: string, opacity: number) => void;
  fill: () => void;
};
type RendererInstance = {
  pdfDocument: PdfKitDocument;
  renderPages(pages: LaidOutPage[]): void;
  renderVector(vector: object): void;
};
type LaidOutPage = { pageSize: { width: number; height: number }; items: { type: string; item: object }[] };
type NormalizedSize = ContextPageSize;
type Internals = {
  PDFDocument: new (
    fonts: typeof FONTS,
    images: object,
    patterns: object,
    attachments: object,
    options: object,
    virtualfs: null,
    localAccessPolicy: (file: string) => boolean,
  ) => PdfKitDocument;
  LayoutBuilder: new (
    pageSize: NormalizedSize,
    margins: object,
    svgMeasure: object,
  ) => {
    registerTableLayouts: (layouts: object) => void;
    layoutDocument: (
      content: Content[],
      doc: PdfKitDocument,
      styles: StyleDictionary,
      defaultStyle: Style,
      background: undefined,
      header: DynamicContent | undefined,
      footer: DynamicContent | undefined,
      watermark: undefined,
      pageBreakBefore: undefined,
    ) => LaidOutPage[];
  };
  Renderer: new (doc: PdfKitDocument, progress: undefined) => RendererInstance;
  SVGMeasure: new () => object;
  tableLayouts: object;
  normalizePageSize: (size: PageSize, orientation: undefined) => NormalizedSize;
  normalizePageMargin: (margins: Margins) => object;
  qrEncoder: { measure: (node: QrOptions) => QrNode };
};
const internal = <T>(file: string): T => localRequire(`pdfmake/js/${file}`) as T;
const pdfmakeJs: Internals = {
  PDFDocument: internal<{ default: Internals['PDFDocument'] }>('PDFDocument.js').default,
  LayoutBuilder: internal<{ default: Internals['LayoutBuilder'] }>('LayoutBuilder.js').default,
  Renderer: internal<{ default: Internals['Renderer'] }>('Renderer.js').default,
  SVGMeasure: internal<{ default: Internals['SVGMeasure'] }>('SVGMeasure.js').default,
  tableLayouts: internal<{ tableLayouts: object }>('tableLayouts.js').tableLayouts,
  ...internal<Pick<Internals, 'normalizePageSize' | 'normalizePageMargin'>>('PageSize.js'),
  qrEncoder: internal<{ default: Internals['qrEncoder'] }>('qrEnc.js').default,
};
withFastStyleLookups(internal<{ default: StyleStackClass }>('StyleContextStack.js').default);

type QrRect = { type: 'rect'; x: number; y: number; w: number; h: number; lineWidth: number; color: string };
type QrOptions = {
  qr: string;
  fit?: number;
  version?: number;
  eccLevel?: string;
  mode?: string;
  mask?: number;
  foreground?: string;
  background?: string;
  padding?: number;
};
/** pdfmake's QR node once its encoder has measured it. */
type QrNode = QrOptions & { _canvas: QrRect[]; _width: number };

/**
 * The same squares as pdfmake's QR code, fewer rectangles: its encoder draws every dark
 * module as a rectangle of its own. Runs of modules in a row become one rectangle, and a
 * run repeated in the rows below grows it downwards: what is filled is exactly what was.
 */
export const mergeQrModules = (modules: QrRect[]): QrRect[] => {
  const runs: QrRect[] = [];
  for (const m of modules) {
    const last = runs.at(-1);
    if (last && last.y === m.y && last.h === m.h && last.color === m.color && last.x + last.w === m.x)
      last.w += m.w;
    else runs.push({ ...m });
  }
  const merged: QrRect[] = [];
  /** The rectangle a run at this x and width would grow, when it ends on the row above. */
  let open = new Map<string, QrRect>();
  let next = new Map<string, QrRect>();
  let rowY: number | null = null;
  for (const run of runs) {
    if (run.y !== rowY) {
      if (rowY !== null) open = next;
      next = new Map();
      rowY = run.y;
    }
    const key = `${run.x}:${run.w}:${run.color}`;
    const above = open.get(key);
    if (above && above.y + above.h === run.y) {
      above.h += run.h;
      next.set(key, above);
    } else {
      merged.push(run);
      next.set(key, run);
    }
  }
  return merged;
};

/**
 * A QR code's dark squares as one shape (a rectangle the size of the code, so that the
 * layout measures and moves it as one), which SheetRenderer draws: laid out and written
 * square by square, with the line and colour settings pdfmake writes before each shape,
 * the two codes of a receipt cost as much as the rest of it.
 */
type QrSquares = QrRect & { squares: readonly QrRect[] };
const isSquares = (v: object): v is QrSquares => 'squares' in v;

/** Where a band of printed copies starts (its offset down the page), or where it ends (null). */
type Shift = { shift: number | null };
const isShift = (v: object): v is Shift => 'shift' in v;
const shiftItem = (shift: number | null) => ({ type: 'vector', item: { shift } satisfies Shift });

/**
 * The body of printed copies, written once as a form (a PDF XObject) that each band draws:
 * 'begin' and 'end' around its items in the first band, 'again' in each band after it.
 */
type Form = { form: 'begin' | 'end' | 'again' };
const isForm = (v: object): v is Form => 'form' in v;
const formItem = (form: Form['form']) => ({ type: 'vector', item: { form } satisfies Form });

class SheetRenderer extends pdfmakeJs.Renderer {
  private shift = 0;
  private form: {
    ref: PdfKitRef;
    name: string;
    /** The band it was written in, the page's content stream, and the links it placed there. */
    at: number;
    page: PdfKitRef;
    linksBefore: number;
    links: PdfKitRef[];
  } | null = null;

  /** The body's content goes to the form, its links to the page as the first band places them. */
  private renderForm({ form }: Form) {
    const doc = this.pdfDocument;
    const { page } = doc;
    if (form === 'begin') {
      const ref = doc.ref({
        Type: 'XObject',
        Subtype: 'Form',
        BBox: [0, 0, page.width, page.height],
        Resources: page.resources,
      });
      this.form = {
        ref,
        name: `Fx${ref.id}`,
        at: this.shift,
        page: page.content,
        linksBefore: page.annotations.length,
        links: [],
      };
      page.content = ref;
      return;
    }
    const drawn = this.form!;
    if (form === 'end') {
      page.content = drawn.page;
      drawn.ref.end();
      drawn.links = page.annotations.slice(drawn.linksBefore);
      page.xobjects[drawn.name] = drawn.ref;
    }
    // Its links again, as far down the page as this band is (PDF's y runs upwards).
    else
      for (const link of drawn.links) {
        const [x1, y1, x2, y2] = link.data.Rect as number[];
        const down = this.shift - drawn.at;
        const again = doc.ref({ ...link.data, Rect: [x1, y1! - down, x2, y2! - down] });
        page.annotations.push(again);
        again.end();
      }
    doc.addContent(`/${drawn.name} Do`);
  }

  override renderVector(vector: object): void {
    if (isShift(vector)) {
      // Links are placed through the same transformation (pdfkit's annotations read it).
      if (vector.shift === null) this.pdfDocument.restore();
      else {
        this.shift = vector.shift;
        this.pdfDocument.save();
        this.pdfDocument.translate(0, vector.shift);
      }
      return;
    }
    if (isForm(vector)) {
      this.renderForm(vector);
      return;
    }
    if (!isSquares(vector)) {
      super.renderVector(vector);
      return;
    }
    // As pdfmake renders each filled rectangle, its line and colour settings written once:
    // each square still filled on its own, which viewers snap to whole pixels (one path of
    // all the squares came out with grey, anti-aliased edges).
    const doc = this.pdfDocument;
    doc.lineWidth(vector.lineWidth || 1);
    doc.undash();
    doc.lineJoin('miter');
    doc.lineCap('butt');
    doc.fillColor(doc.resolveColor(vector.color, 'black'), 1);
    for (const q of vector.squares) {
      doc.rect(vector.x + q.x, vector.y + q.y, q.w, q.h);
      doc.fill();
    }
  }
}

/**
 * The last codes drawn: a receipt prints its link twice (both copies), and encoding is the
 * dearer part of a code. Each use gets its own copy, which the layout moves into place.
 */
const drawnQr = new Map<string, { background: QrRect | undefined; squares: QrRect[]; size: number }>();
const DRAWN_QR_KEPT = 8;
const drawQr = (options: QrOptions, oneShape: boolean): (QrRect | QrSquares)[] => {
  const key = JSON.stringify(options);
  let drawn = drawnQr.get(key);
  if (!drawn) {
    const { _canvas, _width } = pdfmakeJs.qrEncoder.measure({ ...options });
    const [background, ...modules] = _canvas;
    drawn = { background, squares: mergeQrModules(modules), size: _width };
    if (drawnQr.size >= DRAWN_QR_KEPT) drawnQr.delete(drawnQr.keys().next().value!);
    drawnQr.set(key, drawn);
  }
  const { background, squares, size } = drawn;
  const [first] = squares;
  // Fresh rectangles each time: the layout moves them into place.
  return [
    ...(background ? [{ ...background }] : []),
    ...(!first
      ? []
      : oneShape
        ? [{ ...first, x: 0, y: 0, w: size, h: size, squares }]
        : squares.map((q) => ({ ...q }))),
  ];
};

/**
 * A QR node as the canvas pdfmake would draw for it: same size, place and squares. Its
 * squares are one shape when SheetRenderer writes the document, rectangles otherwise.
 */
const qrAsCanvas = (node: QrOptions & Record<string, unknown>, oneShape: boolean) => {
  const { qr, fit, version, eccLevel, mode, mask, foreground, background, padding, ...rest } = node;
  // The encoder tells an option left out from one set to undefined ('mask' in options).
  const options = Object.fromEntries(
    Object.entries({ fit, version, eccLevel, mode, mask, foreground, background, padding }).filter(
      ([, v]) => v !== undefined,
    ),
  );
  return { ...rest, canvas: drawQr({ qr, ...options }, oneShape) };
};

export type Doc = Omit<TDocumentDefinitions, 'pageSize' | 'defaultStyle'>;

const isObject = (c: Content): c is Exclude<Content, string | number | Content[]> =>
  typeof c === 'object' && c !== null && !Array.isArray(c);
const breaksBefore = (c: Content) => isObject(c) && 'pageBreak' in c && c.pageBreak === 'before';
const breaksAfter = (c: Content) =>
  isObject(c) && 'pageBreak' in c && c.pageBreak !== undefined && c.pageBreak !== 'before';

/**
 * Copies of one body on one page, each under its own mark: a receipt's payer's and
 * institution's copies, the mark the copy's name (and a cut line). The body is laid out
 * once and drawn in bands of equal height, one per mark, its mark laid out in the band
 * (laying a copy out is most of a receipt's cost). A body too tall for a band gets pages
 * of its own, the mark over its first.
 */
export type PrintedCopies = { copies: { body: Content; marks: Content[] } };

const isCopies = (c: Content | undefined): c is Content & PrintedCopies =>
  c !== undefined && isObject(c) && 'copies' in c;

/** A sheet that is printed copies: the node alone. */
const copiesIn = (sheet: Content[]): PrintedCopies['copies'] | null =>
  sheet.length === 1 && isCopies(sheet[0]) ? sheet[0].copies : null;

/**
 * The document's sheets: its top-level parts cut before each that starts on a new page, or
 * null when it cannot be laid out a sheet at a time (a part that breaks after itself or on
 * odd/even pages, or anything laid out across the whole document).
 */
export const sheetsOf = (doc: Doc): Content[][] | null => {
  if (!Array.isArray(doc.content)) return null;
  if (doc.background || doc.watermark || doc.pageBreakBefore || doc.images || doc.files || doc.attachments)
    return null;
  const sheets: Content[][] = [];
  for (const [i, part] of doc.content.entries()) {
    if (breaksAfter(part)) return null;
    if (i === 0 || breaksBefore(part)) {
      // A sheet lays out from the top of its own first page: the break is where the cut is.
      const { pageBreak: _, ...rest } = part as Exclude<Content, string | number | Content[]> & {
        pageBreak?: string;
      };
      sheets.push([i === 0 ? part : (rest as Content)]);
    } else sheets.at(-1)!.push(part);
  }
  return sheets;
};

/**
 * A copy of content to lay out: pdfmake writes its measurements into the nodes it lays out
 * (~60 KB a receipt), which the caller's content would otherwise keep until the document
 * is done. Plain objects and arrays are copied, anything else (a function, a buffer) is
 * shared, and a QR node becomes the canvas of its squares (qrAsCanvas).
 */
export const fresh = <T>(value: T, oneShapeQr: boolean): T => {
  if (Array.isArray(value)) return value.map((v) => fresh(v, oneShapeQr)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const copy = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fresh(v, oneShapeQr)]));
    return (typeof copy.qr === 'string' ? qrAsCanvas(copy as QrOptions, oneShapeQr) : copy) as T;
  }
  return value;
};

export const asDynamic = (c: TDocumentDefinitions['footer']): DynamicContent | undefined =>
  typeof c === 'function' ? c : c ? () => c : undefined;

/** The house footer: the page and the page count. */
export const pageNumbers: DynamicContent = (page, pages) => ({
  text: `${page} / ${pages}`,
  alignment: 'right',
  margin: [0, 16, 36, 0],
  style: 'muted',
});

/** A document made a sheet at a time: its page, look and running header and footer. */
export type SheetsDoc = Omit<Doc, 'content' | 'header' | 'footer'> & {
  pageSize: PageSize;
  defaultStyle: Style;
  header?: DynamicContent;
  footer?: DynamicContent;
};

const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

/** A header or footer that takes the page count (two parameters or more) prints it. */
const readsPageCount = (...repeated: (DynamicContent | undefined)[]) =>
  repeated.some((f) => f !== undefined && f.length >= 2);

/** What the PDF is collected in: blocks of its own, a MB each. */
const OUTPUT_BLOCK = 1 << 20;

/**
 * The PDF's bytes as pdfkit writes them, copied into blocks of their own: it writes a few
 * dozen bytes at a time, each a slice of a shared 8 KB slab, and keeping the slices kept the
 * slabs (a 15 MB file held 76 MB).
 */
const outputBuffer = () => {
  const blocks: Buffer[] = [];
  let block = Buffer.allocUnsafeSlow(OUTPUT_BLOCK);
  let used = 0;
  return {
    add: (chunk: Buffer) => {
      for (let at = 0; at < chunk.length; ) {
        if (used === block.length) {
          blocks.push(block);
          block = Buffer.allocUnsafeSlow(OUTPUT_BLOCK);
          used = 0;
        }
        const n = chunk.copy(block, used, at);
        used += n;
        at += n;
      }
    },
    done: () => Buffer.concat([...blocks, block.subarray(0, used)]),
  };
};

/**
 * pdfkit keeps the glyph layout of every word a font has set, for the document's life: the
 * amounts, numbers and links of 5,000 receipts filled a worker's heap. Emptied every so
 * many sheets, it still saves the words a sheet repeats (labels, names, the house header).
 */
const LAYOUT_CACHE_SHEETS = 50;
const forgetWordLayouts = (pdf: PdfKitDocument) => {
  for (const font of Object.values(pdf._fontFamilies))
    if (font.layoutCache) font.layoutCache = Object.create(null) as Record<string, unknown>;
};

/**
 * One PDF written a sheet at a time. `count` lays a sheet out only to count its pages (a
 * header or footer that prints the page count needs the document's before the first page
 * is written); `write` lays it out and writes it.
 */
const sheetWriter = (doc: SheetsDoc) => {
  const pageSize = pdfmakeJs.normalizePageSize(doc.pageSize, undefined);
  const margins = pdfmakeJs.normalizePageMargin(doc.pageMargins ?? 40);
  const styles = doc.styles ?? {};
  const { header, footer } = doc;
  const pdf = new pdfmakeJs.PDFDocument(
    FONTS,
    {},
    {},
    {},
    {
      size: [pageSize.width, pageSize.height],
      pdfVersion: doc.version ?? '1.3',
      tagged: false,
      displayTitle: false,
      compress: doc.compress ?? true,
      fontLayoutCache: true,
      bufferPages: false,
      autoFirstPage: false,
      // As pdfmake names the document's information (title → Title).
      info: {
        Producer: 'pdfmake',
        Creator: 'pdfmake',
        ...Object.fromEntries(
          Object.entries(doc.info ?? {}).map(([k, v]) => [k.charAt(0).toUpperCase() + k.slice(1), v]),
        ),
      },
      font: null,
    },
    null,
    onlyFonts,
  );
  // A page's dictionary outlives its writing (the document's page list keeps it to number
  // it): emptied once written, it no longer keeps its links and resources, ~7 MB a
  // thousand receipts that the worker's small heap carried to the end.
  const flushPages = pdf.flushPages.bind(pdf);
  pdf.flushPages = () => {
    const written = pdf._pageBuffer;
    flushPages();
    for (const page of written) page.dictionary.data = {};
  };
  const output = outputBuffer();
  pdf.on('data', output.add);
  const ended = new Promise((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  let first = 0;
  let written = 0;
  const layOutOn = (
    size: NormalizedSize,
    sheet: Content[],
    total: number,
    /** The sheet's pages before these, for the running header and footer; null: none printed. */
    before: number | null,
  ): LaidOutPage[] => {
    const builder = new pdfmakeJs.LayoutBuilder(size, margins, new pdfmakeJs.SVGMeasure());
    builder.registerTableLayouts(pdfmakeJs.tableLayouts);
    const numbered = (f: DynamicContent | undefined): DynamicContent | undefined =>
      before !== null && f ? (page, _count, size) => f(first + before + page, total, size) : undefined;
    return builder.layoutDocument(
      fresh(sheet, true),
      pdf,
      styles,
      doc.defaultStyle,
      undefined,
      numbered(header),
      numbered(footer),
      undefined,
      undefined,
    );
  };
  /** Printed copies: one page of bands when the body fits a band, else pages of each copy. */
  const layOutCopies = ({ body, marks }: PrintedCopies['copies'], total: number): LaidOutPage[] => {
    const band = { ...pageSize, height: pageSize.height / marks.length };
    const [once, ...over] = layOutOn(band, [body], total, null);
    if (once && over.length === 0) {
      // The page's own header and footer, under the bands.
      const [page] = layOutOn(pageSize, [''], total, 0);
      const bands = marks.flatMap((mark, i) => [
        shiftItem(i * band.height),
        ...layOutOn(band, [mark], total, null)[0]!.items,
        ...(i === 0 ? [formItem('begin'), ...once.items, formItem('end')] : [formItem('again')]),
        shiftItem(null),
      ]);
      return [{ ...page!, items: [...page!.items, ...bands] }];
    }
    const pages: LaidOutPage[] = [];
    for (const mark of marks) {
      const [head, ...rest] = layOutOn(pageSize, [body], total, pages.length);
      const [markPage] = layOutOn(pageSize, [mark], total, null);
      pages.push({ ...head!, items: [...markPage!.items, ...head!.items] }, ...rest);
    }
    return pages;
  };
  const layOut = (sheet: Content[], total: number): LaidOutPage[] => {
    const copies = copiesIn(sheet);
    return copies ? layOutCopies(copies, total) : layOutOn(pageSize, sheet, total, 0);
  };
  return {
    countsPages: readsPageCount(header, footer),
    count: (sheet: Content[]) => layOut(sheet, 0).length,
    write: (sheet: Content[], total: number) => {
      const pages = layOut(sheet, total);
      new SheetRenderer(pdf, undefined).renderPages(pages);
      first += pages.length;
      if (++written % LAYOUT_CACHE_SHEETS === 0) forgetWordLayouts(pdf);
    },
    end: async () => {
      pdf.end();
      await ended;
      return output.done();
    },
  };
};

/** Work between two yields to other requests: short enough not to hold them for long. */
const SLICE_MS = 20;

/** A document of a few sheets, here: laid out and written between other requests. */
/**
 * A document's sheets, made as the PDF is written: a day of 5,000 receipts held as content
 * took ~80 MB of the server's heap until its last page was written.
 */
export type SheetSource = { count: number; at: (i: number) => Promise<Content[]> };
const sourceOf = (sheets: Content[][]): SheetSource => ({
  count: sheets.length,
  at: (i) => Promise.resolve(sheets[i]!),
});

const renderHere = async (doc: SheetsDoc, sheets: SheetSource) => {
  const writer = sheetWriter(doc);
  let slice = performance.now();
  const pause = async () => {
    if (performance.now() - slice < SLICE_MS) return;
    await yieldToRequests();
    slice = performance.now();
  };
  let total = 0;
  if (writer.countsPages)
    for (let i = 0; i < sheets.count; i++) {
      total += writer.count(await sheets.at(i));
      await pause();
    }
  for (let i = 0; i < sheets.count; i++) {
    writer.write(await sheets.at(i), total);
    await pause();
  }
  return writer.end();
};

/*
 * A long document (a day's receipts, a class's report cards) is made in a worker thread:
 * the layout is CPU work of ~10 ms a page that would otherwise take turns with every other
 * request on the server's one thread, and its garbage (hundreds of MB for a few thousand
 * pages) stays in the worker's own small heap instead of growing the server's to its limit.
 * The sheets go over as plain data, a batch at a time; the PDF comes back without a copy.
 */

/** Sheets from which a document goes to a worker: starting one costs ~0.3 s. */
const WORKER_SHEETS = 50;
const WORKER_BATCH = 50;
/** The worker's heap: a batch of sheets and one sheet's layout at a time. */
const WORKER_HEAP_MB = 96;

/** A running header or footer as plain data: the page numbers, or the same content on every page. */
type Repeat = 'pageNumbers' | { content: Content | null };
export type WorkerDoc = Omit<SheetsDoc, 'header' | 'footer'> & { header?: Repeat; footer?: Repeat };
/** Sheets to count the pages of (the first pass of a document that prints its page count) or to write. */
export type WorkerMessage = { sheets: Content[][]; pass: 'count' | 'write' } | { end: true };
export type WorkerAnswer = { taken: true } | { pdf: ArrayBuffer } | { error: string };

/** A header or footer as plain data, or null when it can only run here (it reads the page). */
const asRepeat = (f: DynamicContent | undefined): Repeat | undefined | null => {
  if (f === undefined) return undefined;
  if (f === pageNumbers) return 'pageNumbers';
  if (f.length === 0) return { content: (f as () => Content | null)() ?? null };
  return null;
};

const fromRepeat = (r: Repeat | undefined): DynamicContent | undefined =>
  r === undefined ? undefined : r === 'pageNumbers' ? pageNumbers : () => fresh(r.content, false);

/** A function anywhere in the content (a table layout's, say) keeps the document here. */
const isPlainData = (value: unknown): boolean =>
  typeof value === 'function'
    ? false
    : Array.isArray(value)
      ? value.every(isPlainData)
      : value !== null && typeof value === 'object'
        ? Object.values(value).every(isPlainData)
        : true;

const WORKER_BOOT = `require(${JSON.stringify(localRequire.resolve('tsx/cjs/api'))}).register();
require(${JSON.stringify(fileURLToPath(new URL('./pdf-worker.ts', import.meta.url)))});`;

const renderInWorker = (doc: WorkerDoc, sheets: SheetSource, countsPages: boolean) =>
  new Promise<Buffer>((resolve, reject) => {
    // The server runs TypeScript through tsx, which a worker does not inherit: it registers it itself.
    const worker = new Worker(WORKER_BOOT, {
      eval: true,
      workerData: doc,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let settled = false;
    const settle = (error: Error | null, pdf?: Buffer) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      if (error) reject(error);
      else resolve(pdf!);
    };
    // The next batch goes when the worker has taken the one before: the sheets wait here, in
    // the caller's content, not as a second copy in the worker (a document that prints its
    // page count is sent twice, once to count, once to write).
    const passes: ('count' | 'write')[] = countsPages ? ['count', 'write'] : ['write'];
    let next = 0;
    const send = async () => {
      if (next >= sheets.count && passes.length > 1) {
        passes.shift();
        next = 0;
      }
      const batch: Content[][] = [];
      for (const end = Math.min(next + WORKER_BATCH, sheets.count); next < end; next++)
        batch.push(await sheets.at(next));
      worker.postMessage(
        (batch.length ? { sheets: batch, pass: passes[0]! } : { end: true }) satisfies WorkerMessage,
      );
    };
    const sendNext = () => send().catch((error: unknown) => settle(error as Error));
    worker.on('message', (answer: WorkerAnswer) => {
      if ('taken' in answer) void sendNext();
      else if ('pdf' in answer) settle(null, Buffer.from(answer.pdf));
      else settle(new Error(answer.error));
    });
    worker.on('error', (error) => settle(error));
    worker.on('exit', (code) => settle(new Error(`PDF worker stopped (exit code ${code})`)));
    void sendNext();
  });

/** The worker's side: the sheets as they come, the PDF when the last has. */
/**
 * How far below the server's requests a worker's thread runs (a nice value): a day of
 * receipts takes a core for half a minute, and the requests of every user on the server
 * come first; the document takes what they leave, all of the machine when they are idle.
 */
const WORKER_NICE = 5;

const yieldCpuToRequests = () => {
  try {
    // Linux gives each thread its own nice value; this is the worker's own thread id.
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(thread)) setPriority(thread, WORKER_NICE);
  } catch {
    // Not Linux: the worker runs at the server's priority.
  }
};

export const serveWorker = (port: MessagePort, doc: WorkerDoc) => {
  yieldCpuToRequests();
  const writer = sheetWriter({ ...doc, header: fromRepeat(doc.header), footer: fromRepeat(doc.footer) });
  let total = 0;
  port.on('message', async (message: WorkerMessage) => {
    try {
      if ('sheets' in message) {
        for (const sheet of message.sheets)
          if (message.pass === 'count') total += writer.count(sheet);
          else writer.write(sheet, total);
        port.postMessage({ taken: true } satisfies WorkerAnswer);
        return;
      }
      const pdf = await writer.end();
      // A buffer of its own (never a slice of Node's pool), handed over rather than copied.
      const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : Buffer.from(pdf);
      port.postMessage({ pdf: own.buffer } satisfies WorkerAnswer, [own.buffer as ArrayBuffer]);
    } catch (error) {
      port.postMessage({ error: (error as Error).stack ?? String(error) } satisfies WorkerAnswer);
    }
  });
};

/** A long document goes to a worker when its running header and footer go over as plain data. */
const inWorker = (doc: SheetsDoc): WorkerDoc | null => {
  const header = asRepeat(doc.header);
  const footer = asRepeat(doc.footer);
  const { header: _h, footer: _f, ...plain } = doc;
  return header !== null && footer !== null && isPlainData(plain) ? { ...plain, header, footer } : null;
};

/** A document's sheets as one PDF: in a worker when it is long and goes over as plain data, else here. */
export const renderSheets = (doc: SheetsDoc, sheets: Content[][]): Promise<Buffer> => {
  const workerDoc = sheets.length >= WORKER_SHEETS && isPlainData(sheets) ? inWorker(doc) : null;
  return workerDoc
    ? renderInWorker(workerDoc, sourceOf(sheets), readsPageCount(doc.header, doc.footer))
    : renderHere(doc, sourceOf(sheets));
};

/**
 * Sheets made as they are written, each once: a document that prints its page count lays
 * every sheet out twice, so its sheets are made first and held. Sheets that are not plain
 * data cannot go to a worker; a long document's must be.
 */
export const renderSheetSource = async (doc: SheetsDoc, sheets: SheetSource): Promise<Buffer> => {
  if (readsPageCount(doc.header, doc.footer)) {
    const held: Content[][] = [];
    for (let i = 0; i < sheets.count; i++) held.push(await sheets.at(i));
    return renderSheets(doc, held);
  }
  const workerDoc = sheets.count >= WORKER_SHEETS ? inWorker(doc) : null;
  return workerDoc ? renderInWorker(workerDoc, sheets, false) : renderHere(doc, sheets);
};
