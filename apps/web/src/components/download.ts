import type { PathsWith } from '../api/api-paths';
import { api } from '../app/http';
import { navigateTo } from '../app/navigation-bridge';

/** A file the API renders: the GET path and what it takes (path parameters, query). */
export type DownloadRequest = {
  endpoint: PathsWith<'get'>;
  init?: { path?: Record<string, string>; query?: Record<string, unknown> };
};

// `as never`: one helper serves every file route; each route's parameters are checked at the
// call sites' path keys, the values by the API.
const fetchBlob = (endpoint: DownloadRequest['endpoint'], init: DownloadRequest['init']) =>
  api.blob(endpoint, init as never);

/** Fetches a file through the API client (token, loading bar, errors) and saves it as `fileName`. */
export const downloadFile = async (
  endpoint: DownloadRequest['endpoint'],
  init: DownloadRequest['init'],
  fileName: string,
): Promise<void> => {
  const blob = await fetchBlob(endpoint, init);
  // A list too long for its request answers 202 with the report centre's result to follow.
  if (blob.type.startsWith('application/json')) {
    // Read by hand, not through the shared schema: zod would join every page's first download.
    followReport(JSON.parse(await blob.text()) as unknown);
    return;
  }
  saveBlob(blob, fileName);
};

/** Saves a file already fetched as `fileName` in the browser's downloads. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

/**
 * Opens a PDF the API renders in a new tab. The tab is opened before the request so
 * the browser does not treat it as an unasked popup.
 */
export const openPdf = async (
  endpoint: DownloadRequest['endpoint'],
  init?: DownloadRequest['init'],
): Promise<void> => {
  const tab = window.open('', '_blank');
  const blob = await fetchBlob(endpoint, init);
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  if (tab) tab.location.href = url;
  else window.location.assign(url);
};

/** A report centre result (a long list's Excel, a bulk send) in a new tab; this tab if the browser blocks it. */
export const openReportResult = (reportId: string): void => {
  const path = `/report/${reportId}`;
  if (!window.open(path, '_blank')) navigateTo(path);
};

/** An answer that names a report centre result (a bulk send gone to the job queue): open it. */
export const followReport = (answer: unknown): void => {
  const reportId =
    answer && typeof answer === 'object' && 'reportId' in answer && typeof answer.reportId === 'string'
      ? answer.reportId
      : null;
  if (reportId) openReportResult(reportId);
};
