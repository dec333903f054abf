import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderPermissionDoc } from './matrix';

describe('docs/permissions.md', () => {
  it('matches the default role actions (run npm run docs:permissions after changing them)', () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/permissions.md'), 'utf8');
    expect(doc).toBe(renderPermissionDoc());
  });
});
