import { type ComponentProps, Suspense } from 'react';
import { lazyNamed } from './lazy-named';

const DocumentsTab = lazyNamed(() => import('./documents-tab'), 'DocumentsTab');

/**
 * A record's files (documents-tab.tsx), loaded when first shown: the form or card above it
 * does not carry the upload control and the table.
 */
export const LazyDocumentsTab = (props: ComponentProps<typeof DocumentsTab>) => (
  <Suspense fallback={null}>
    <DocumentsTab {...props} />
  </Suspense>
);
