import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../test/sql';

/** How many movements' postings do not sum to zero: a balanced ledger has none. */
export const unbalancedMovementCount = async (db: Db): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select transaction_id from ledger_postings group by transaction_id having sum(amount) <> 0) x`,
  );
  return row!.n;
};

/** One file in the `file` field of a multipart body, as a browser's upload sends it. */
export const multipartFile = (boundary: string, file: { name: string; type: string; content: string }) => ({
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  payload: [
    `--${boundary}`,
    `Content-Disposition: form-data; name="file"; filename="${file.name}"`,
    `Content-Type: ${file.type}`,
    '',
    file.content,
    `--${boundary}--`,
    '',
  ].join('\r\n'),
});
