import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, LAYOUT_STORAGE_KEY, layoutClasses, loadLayoutConfig } from './layout-config';

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === LAYOUT_STORAGE_KEY ? value : null),
});

describe('layout config', () => {
  it('defaults to a fixed header, no aside or toolbar, fixed widths and the blue primary', () => {
    expect(loadLayoutConfig(storageWith(null))).toEqual(DEFAULT_LAYOUT);
    expect(DEFAULT_LAYOUT.primaryColor).toBe('#009EF7');
    expect(layoutClasses(DEFAULT_LAYOUT)).toEqual({
      header: 'app-header app-header--fixed',
      content: 'app-content app-content--below-fixed-header',
      contentContainer: 'container',
      footerContainer: 'container',
    });
  });

  it('takes overrides from local storage, ignoring unknown keys and wrong types', () => {
    const config = loadLayoutConfig(
      storageWith(JSON.stringify({ content: { width: 'fluid' }, header: { fixed: 'yes' }, unknown: 1 })),
    );
    expect(config.content.width).toBe('fluid');
    expect(config.header.fixed).toBe(true);
    expect(config).not.toHaveProperty('unknown');
  });

  it('falls back to the defaults when the stored value is not JSON', () => {
    expect(loadLayoutConfig(storageWith('{nope'))).toEqual(DEFAULT_LAYOUT);
  });
});
