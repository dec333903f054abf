import { STUDENTS_AREA } from '@panel/shared/navigation/students';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../modules/students/students.routes';
import { AREA_INDEX, areasFor } from './areas';

const argsFor = (params: Record<string, string>) =>
  ({ params, request: new Request('http://panel.test/'), context: {} }) as unknown as LoaderFunctionArgs;

const studentCard = routes.checked.find((r) => r.id === 'student-profile');

describe('area routes', () => {
  it('sends a word where a student id belongs to the 404 flow instead of the student card', async () => {
    const loader = studentCard?.loader;
    if (typeof loader !== 'function') throw new Error('the student card has no guard');
    for (const word of ['rollcall', 'announcement', 'assessment-assignment']) {
      const outcome = await Promise.resolve(loader(argsFor({ student_id: word }), undefined)).catch(
        (e: unknown) => e,
      );
      expect(outcome).toBeInstanceOf(Response);
      expect((outcome as Response).headers.get('Location')).toBe('/404');
    }
  });

  it('mounts each route of the registry once, with its title and breadcrumb trail', () => {
    const mounted = [...routes.checked, ...routes.exempt, ...routes.anonymous];
    expect(mounted.map((r) => r.id).sort()).toEqual(STUDENTS_AREA.routes.map((r) => r.name).sort());
    expect(studentCard?.handle).toMatchObject({
      title: 'Öğrenci Kartı',
      trail: [
        { title: 'Özet', path: '/dashboard/summary' },
        { title: 'Öğrenci Ara', path: '/education/student' },
        { title: 'Öğrenci Kartı', path: '/education/student/:student_id' },
      ],
    });
  });

  it('finds the areas a path may belong to from the always-loaded index', () => {
    expect(areasFor('/education/student/new').map((a) => a.id)).toEqual([
      'education',
      'roll-calls',
      'students',
      'communications',
      'assessments',
    ]);
    expect(areasFor('/finance/cheque?state=portfolio').map((a) => a.id)).toEqual(['finance']);
    expect(areasFor('/no-such-area')).toEqual([]);
    expect(areasFor('/assessment/thank-you').map((a) => a.id)).toEqual(['assessment-form']);
    // The public campaign form loads its bare area alone, never the signed-in campaign screens.
    expect(areasFor('/campaign/public/2fcdc056-8090-476a-90f1-da7058b7a14e').map((a) => a.id)).toEqual([
      'campaign-form',
    ]);
    expect(areasFor('/campaign/add').map((a) => a.id)).toEqual(['campaigns', 'campaign-form']);
  });

  it("indexes every registry route under its own area's first segment", async () => {
    for (const area of AREA_INDEX) {
      const { routes: loaded } = await area.load();
      const paths = [...loaded.checked, ...loaded.exempt, ...loaded.anonymous].map((r) => r.path ?? '');
      expect(paths.length, area.id).toBeGreaterThan(0);
      for (const path of paths) expect(area.segments, path).toContain(path.split('/')[1]);
    }
  });
});
