import { describe, expect, it } from 'vitest';
import { GRANTABLE_MENU, MENU, type MenuEntry, type MenuItem, visibleMenu } from '../permissions/menu';
import { ID_PATTERN, type RouteSpec, routeAccess } from './area';
import { ALL_ROUTES, AREAS } from './areas';

const leaves = (entries: readonly MenuEntry[]): MenuEntry[] =>
  entries.flatMap((e) => (e.children ? leaves(e.children) : [e]));

const ids = (items: MenuItem[]): string[] => items.flatMap((i) => [i.id, ...ids(i.childMenuList)]);

describe('the navigation registry', () => {
  it('names every route once and gives every signed-in route the permission it needs', () => {
    const names = ALL_ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const unguarded = ALL_ROUTES.filter((r) => routeAccess(r) !== 'anonymous' && !r.permission);
    expect(unguarded.map((r) => r.name)).toEqual([]);
  });

  it('keeps each breadcrumb inside its area or under the dashboard', () => {
    for (const area of AREAS) {
      const routes: readonly RouteSpec[] = area.routes;
      for (const route of routes) {
        if (!route.parent || route.parent === 'dashboard-summary') continue;
        expect(
          area.routes.map((r) => r.name),
          `${route.name} -> ${route.parent}`,
        ).toContain(route.parent);
      }
    }
  });

  it('builds the menu from the routes: a leaf is a route, with its title and its permission', () => {
    const byName = new Map(ALL_ROUTES.map((r) => [r.name, r]));
    const menuLeaves = leaves(MENU);
    expect(menuLeaves.length).toBeGreaterThan(50);
    for (const leaf of menuLeaves) {
      const route = byName.get(leaf.id);
      expect(route, leaf.id).toBeDefined();
      expect(leaf).toMatchObject({ title: route?.title, route: route?.path, action: route?.permission });
    }
    expect(GRANTABLE_MENU.some((e) => e.adminOnly || e.always)).toBe(false);
  });

  it('never shows a menu entry whose screen the account may not open', () => {
    const menuIds = new Set(GRANTABLE_MENU.map((e) => e.id));
    const visible = ids(visibleMenu({ isAdmin: false, menuIds, actions: new Set(['finance.view']) }));
    expect(visible).toContain('finance-expense');
    expect(visible).toContain('dashboard-summary');
    expect(visible).not.toContain('finance-collection');
    expect(visible).not.toContain('admin-business');
  });

  it('matches only record ids where a signed-in route takes a parameter', () => {
    expect(ID_PATTERN.test('2fcdc056-8090-476a-90f1-da7058b7a14e')).toBe(true);
    expect(ID_PATTERN.test('rollcall')).toBe(false);
  });
});
