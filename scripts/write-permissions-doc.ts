import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderPermissionDoc } from '../packages/shared/src/permissions/matrix';

writeFileSync(path.resolve(import.meta.dirname, '../docs/permissions.md'), renderPermissionDoc());
console.log('docs/permissions.md written');
