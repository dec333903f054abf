import { once } from 'node:events';
import { createDeflateRaw } from 'node:zlib';
import type { PackedEntry } from './zip';

const MIB = 1024 * 1024;

/**
 * `mebibytes` of zeros deflated (about a thousand to one), fed a mebibyte at a time so the
 * test never holds the unpacked size; the directory declares `declaredSize` (default: the
 * truth).
 */
export const zeroBomb = async (mebibytes: number, declaredSize = mebibytes * MIB): Promise<PackedEntry> => {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(deflate, 'end');
  const block = Buffer.alloc(MIB);
  for (let i = 0; i < mebibytes; i++) if (!deflate.write(block)) await once(deflate, 'drain');
  deflate.end();
  await ended;
  return { packed: Buffer.concat(chunks), declaredSize };
};
