import { hasUnstorableCharacters } from '@panel/shared/validation/rules';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export const UNSTORABLE_TEXT_MESSAGE = 'Gönderilen bilgiler izin verilmeyen karakterler içeriyor (ör. NUL).';

/** The first text anywhere in a parsed request that no column can store, walked without recursion. */
const findUnstorable = (value: unknown): boolean => {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (hasUnstorableCharacters(v)) return true;
    } else if (ArrayBuffer.isView(v)) {
      // A raw body (a reader's file read as bytes) is its route's to decode and check, and
      // walking it byte by byte as an object would take seconds for a large file.
    } else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (hasUnstorableCharacters(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
};

/**
 * One check for every route, before its schema runs: a NUL byte or a lone surrogate in any
 * path segment, query value or body text answers 400. The shared text rules refuse them
 * with their field's label; this covers every other string field, which PostgreSQL would
 * otherwise refuse with an error the client could only see as a 500.
 */
export const registerInputGuard = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    if (findUnstorable(request.params) || findUnstorable(request.query) || findUnstorable(request.body))
      throw badRequest(UNSTORABLE_TEXT_MESSAGE);
  });
};
