import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { heapLimitMb } from '../../scripts/supervisor.mjs';
import { ROOT } from './db';

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A process's resident memory now and at its peak (VmHWM), in MB; 0 once it has gone. */
export const memoryOf = (pid: number): { rss: number; peak: number } => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { rss: 0, peak: 0 };
  }
};

const CLOCK_TICKS = (() => {
  const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim());
  return ticks > 0 ? ticks : 100;
})();

/**
 * The CPU time a process has used so far (user + system), in ms: read before and after a
 * scenario, it tells what each request cost the server whatever else the machine was doing.
 */
export const cpuMsOf = (pid: number): number => {
  try {
    // The command name in parentheses may hold spaces: the fields count from after it.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
};

/** Samples a process's RSS every 100 ms; `take()` gives the highest since the last take. */
export class RssSampler {
  private max = 0;
  private overall = 0;
  private timer: NodeJS.Timeout;

  constructor(private pid: number) {
    this.timer = setInterval(() => this.sample(), 100);
    this.timer.unref();
  }

  sample(): number {
    const { rss } = memoryOf(this.pid);
    this.max = Math.max(this.max, rss);
    this.overall = Math.max(this.overall, rss);
    return rss;
  }

  take(): number {
    this.sample();
    const max = this.max;
    this.max = 0;
    return max;
  }

  /** The highest of the whole run: our samples and the kernel's own high-water mark. */
  peak(): number {
    return Math.max(this.overall, memoryOf(this.pid).peak);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** The longest the embedded database was held by one request, from the API's warnings (db/holds.ts). */
export type Holds = { requests: number; longestMs: number; route: string | null };
const noHolds = (): Holds => ({ requests: 0, longestMs: 0, route: null });

export type Server = {
  name: string;
  pid: number;
  url: string;
  rss: RssSampler;
  /** The holds logged since the last take (DB_HOLD_WARN_MS sets which are logged). */
  holds: { take: () => Holds };
  /** Its output so far (the last lines are shown when it fails). */
  output: () => string;
  stop: () => Promise<{ peakRss: number }>;
};

/**
 * Starts a TypeScript entry point as its own Node process (tsx as a loader, so the pid is
 * the server's own) and waits until `readyPath` answers.
 */
export const startServer = async (
  name: string,
  entry: string,
  env: Record<string, string>,
  readyPath: string,
): Promise<Server> => {
  const port = await freePort();
  // The heap cap `npm start` gives the server: memory is measured as production runs it.
  const heap = `--max-old-space-size=${heapLimitMb({ ...process.env, ...env })}`;
  const child: ChildProcess = spawn(process.execPath, [heap, '--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let holds = noHolds();
  let partial = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-20_000);
    const lines = (partial + text).split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      if (!line.includes('"holdMs"')) continue;
      const { holdMs, route } = JSON.parse(line) as { holdMs: number; route: string };
      holds.requests++;
      if (holdMs > holds.longestMs) holds = { ...holds, longestMs: holdMs, route };
    }
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited: number | null = null;
  child.on('exit', (code) => {
    exited = code ?? -1;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited !== null) throw new Error(`${name} stopped (${exited}):\n${output.slice(-3000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not start in 180 s:\n${output.slice(-3000)}`);
    }
    try {
      const res = await fetch(`${url}${readyPath}`);
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const rss = new RssSampler(child.pid!);
  return {
    name,
    pid: child.pid!,
    url,
    rss,
    holds: {
      take: () => {
        const taken = holds;
        holds = noHolds();
        return taken;
      },
    },
    output: () => output,
    stop: async () => {
      const peakRss = rss.peak();
      rss.stop();
      if (exited === null) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await gone;
        clearTimeout(timer);
      }
      return { peakRss };
    },
  };
};
