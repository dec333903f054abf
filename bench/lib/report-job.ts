import { type LoadRequest, type LoadResult, runLoad } from './load';
import type { Server } from './proc';

export type ReportJobResult = {
  name: string;
  type: string;
  /** Receipts or report cards the document holds. */
  documents: number;
  /** The result's last state (Done, Failed), or what went wrong before it had one. */
  state: string;
  error: string | null;
  /** From sending POST report/set to the first GET report/{id} that answers Done (or Failed). */
  seconds: number;
  /** The highest progress a poll saw before the end: a job that reports none shows 0. */
  progressSeen: number;
  sizeMb: number;
  pages: number;
  /** The server's highest RSS while the job ran (sampled every 100 ms), MB. */
  peakRss: number;
  /** The read scenario alone on the same server just before, and under load alongside the job. */
  readAlone: LoadResult | null;
  readAlongside: LoadResult | null;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** pdfkit writes each page as an object of type Page (the page tree's root is Pages). */
const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

/**
 * A report centre document made the way a user makes it: POST report/set, then GET
 * report/{id} every 250 ms until it is done, while `read` runs under load against the same
 * server for as long as the job lasts; then the file is downloaded and its pages counted.
 */
export const runReportJob = async (opts: {
  server: Server;
  token: string;
  name: string;
  type: string;
  params: Record<string, unknown>;
  documents: number;
  timeoutMs: number;
  read: { requests: LoadRequest[]; connections: number; duration: number } | null;
}): Promise<ReportJobResult> => {
  const { server } = opts;
  const headers = { authorization: `Bearer ${opts.token}` };
  const result: ReportJobResult = {
    name: opts.name,
    type: opts.type,
    documents: opts.documents,
    state: 'not started',
    error: null,
    seconds: 0,
    progressSeen: 0,
    sizeMb: 0,
    pages: 0,
    peakRss: 0,
    readAlone: null,
    readAlongside: null,
  };
  const load = (duration: number, until?: Promise<unknown>) =>
    runLoad({
      url: server.url,
      connections: opts.read!.connections,
      duration,
      maxRequests: until ? 100_000_000 : Math.round(duration * 2500),
      requests: opts.read!.requests,
      headers,
      until,
    });
  if (opts.read) {
    await load(1);
    result.readAlone = await load(opts.read.duration);
  }

  server.rss.take();
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const started = performance.now();
  const post = await fetch(`${server.url}/api/report/set`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ type: opts.type, params: opts.params }),
  });
  const answer = (await post.json()) as { id?: string; message?: string };
  if (post.status !== 200 || !answer.id) {
    result.state = `POST answered ${post.status}`;
    result.error = answer.message ?? null;
    return result;
  }
  const alongside = opts.read ? load(Math.ceil(opts.timeoutMs / 1000), finished) : null;
  try {
    for (;;) {
      await sleep(250);
      if (performance.now() - started > opts.timeoutMs) {
        result.state = `not done in ${opts.timeoutMs / 1000} s`;
        break;
      }
      const res = await fetch(`${server.url}/api/report/${answer.id}`, { headers }).catch(
        (error: unknown) => error as Error,
      );
      if (res instanceof Error) {
        result.state = 'server unreachable';
        result.error = `${res.message}\n${server.output().slice(-2000)}`;
        break;
      }
      const body = (await res.json()) as { state?: string; progress?: number; error?: string | null };
      result.state = body.state ?? `GET answered ${res.status}`;
      if (body.state === 'Done' || body.state === 'Failed' || res.status !== 200) {
        result.error = body.error ?? null;
        break;
      }
      result.progressSeen = Math.max(result.progressSeen, body.progress ?? 0);
    }
  } finally {
    result.seconds = (performance.now() - started) / 1000;
    result.peakRss = server.rss.take();
    finish();
    result.readAlongside = alongside ? await alongside : null;
  }
  if (result.state === 'Done') {
    const file = await fetch(`${server.url}/api/report/${answer.id}/download`, { headers });
    const pdf = Buffer.from(await file.arrayBuffer());
    result.sizeMb = pdf.length / 2 ** 20;
    result.pages = pagesOf(pdf);
  }
  return result;
};
