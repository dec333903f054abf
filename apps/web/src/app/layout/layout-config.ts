/** SPEC 3: the default theme, which a locally stored configuration may override. */
export type LayoutConfig = {
  header: { display: boolean; fixed: boolean };
  aside: { display: boolean };
  toolbar: { display: boolean };
  content: { width: 'fixed' | 'fluid' };
  footer: { width: 'fixed' | 'fluid' };
  primaryColor: string;
};

export const LAYOUT_STORAGE_KEY = 'layout-config';

export const DEFAULT_LAYOUT: LayoutConfig = {
  header: { display: true, fixed: true },
  aside: { display: false },
  toolbar: { display: false },
  content: { width: 'fixed' },
  footer: { width: 'fixed' },
  primaryColor: '#009EF7',
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const merge = <T>(base: T, override: unknown): T => {
  if (!isRecord(base) || !isRecord(override)) {
    return typeof override === typeof base ? (override as T) : base;
  }
  const out: Record<string, unknown> = { ...base };
  for (const key of Object.keys(base)) if (key in override) out[key] = merge(base[key], override[key]);
  return out as T;
};

export const loadLayoutConfig = (storage: Pick<Storage, 'getItem'> = localStorage): LayoutConfig => {
  try {
    const raw = storage.getItem(LAYOUT_STORAGE_KEY);
    return raw ? merge(DEFAULT_LAYOUT, JSON.parse(raw)) : DEFAULT_LAYOUT;
  } catch {
    return DEFAULT_LAYOUT;
  }
};

/** CSS classes grouped by position, as the layout reads them. */
export const layoutClasses = (c: LayoutConfig) => ({
  header: ['app-header', c.header.fixed ? 'app-header--fixed' : ''].filter(Boolean).join(' '),
  content: ['app-content', c.header.fixed && c.header.display ? 'app-content--below-fixed-header' : '']
    .filter(Boolean)
    .join(' '),
  contentContainer: c.content.width === 'fixed' ? 'container' : 'container-fluid',
  footerContainer: c.footer.width === 'fixed' ? 'container' : 'container-fluid',
});
