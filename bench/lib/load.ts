import autocannon, { type Request, type Result } from 'autocannon';

/** One request of a round, as autocannon takes it. */
export type LoadRequest = {
  method?: 'GET' | 'POST';
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: LoadRequest, context: Record<string, unknown>) => LoadRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
};

export type LoadResult = {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  /** Answers that carried the decoy business's marker. */
  leaks: number;
  statuses: Record<string, number>;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

/**
 * Drives `url` with autocannon for `duration` seconds or `maxRequests` answers, whichever
 * comes first (or until `until` settles, when given), and reads every answer's body for `marker`.
 */
export const runLoad = async (opts: {
  url: string;
  connections: number;
  duration: number;
  maxRequests: number;
  requests: LoadRequest[];
  headers?: Record<string, string>;
  marker?: string;
  /** Stops the load early: a load that runs alongside something else for as long as it lasts. */
  until?: Promise<unknown>;
}): Promise<LoadResult> => {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let leaks = 0;
  const requests = opts.requests.map((r) => ({
    ...r,
    onResponse: (status: number, body: string, context: Record<string, unknown>) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (opts.marker && body?.includes(opts.marker)) leaks++;
      r.onResponse?.(status, body, context);
    },
  }));
  const started = performance.now();
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.url,
        connections: opts.connections,
        duration: opts.duration,
        maxOverallRequests: Math.max(opts.maxRequests, opts.connections),
        headers: opts.headers,
        // Our rounds keep their context as a plain record; autocannon's types say `object`.
        requests: requests as Request[],
        timeout: 30,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) =>
      latencies.push(time),
    );
    const stop = () => instance.stop();
    opts.until?.then(stop, stop);
  });
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx,
    leaks,
    statuses,
  };
};
