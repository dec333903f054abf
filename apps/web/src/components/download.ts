import { api } from '../app/http';

/** Fetches a file through the API client (token, loading bar, errors) and saves it as `fileName`. */
export const downloadFile = async (
  endpoint: string,
  params: object | undefined,
  fileName: string,
): Promise<void> => {
  const blob = await api.get<Blob>(endpoint, params, { responseType: 'blob' });
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
export const openPdf = async (endpoint: string, params?: object): Promise<void> => {
  const tab = window.open('', '_blank');
  const blob = await api.get<Blob>(endpoint, params, { responseType: 'blob' });
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  if (tab) tab.location.href = url;
  else window.location.assign(url);
};
