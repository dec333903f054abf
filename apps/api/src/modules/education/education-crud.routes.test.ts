import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { apiCalls } from '../../test/api-calls';
import { bearer } from '../../test/auth-helpers';
import { type School, setUpSchool } from '../../test/factories/education';
import { setUpTestApp } from '../../test/test-app';

const t = setUpTestApp({ otherManager: DEMO.otherManager });
let s: School;
const { ok } = apiCalls<Record<string, unknown>>(
  () => t.app,
  () => t.token.otherManager,
);

beforeAll(async () => {
  s = await setUpSchool(t.app, t.token.otherManager);
});

/** The teacher assignments of a class (the Sınıf Öğretmenleri list). */
const teachersOf = async (schoolClassId: string) =>
  (await ok('GET', `education/schoolclass-teacher?schoolClassId=${schoolClassId}`)) as {
    _data: { id: string; weeklyHours: number }[];
    _totalData: number;
  };

type Screen = {
  path: string;
  /** Three records whose names contain `key`, made fresh so delete has something to take. */
  make: (i: number) => object;
  /** A field changed by the update, and the text the search finds. */
  update: (body: object) => object;
  updated: Record<string, unknown>;
  search: string;
};

const screens = (): Screen[] => [
  {
    path: 'education/semester',
    make: (i) => ({ name: `Yaz Okulu ${i}`, startsOn: `202${i}-07-01`, endsOn: `202${i}-08-15` }),
    update: (b) => ({ ...b, name: 'Yaz Okulu Güncel' }),
    updated: { name: 'Yaz Okulu Güncel' },
    search: 'yaz okulu',
  },
  {
    path: 'education/time-period',
    make: (i) => ({ name: `Akşam Grubu ${i}` }),
    update: (b) => ({ ...b, isActive: false }),
    updated: { isActive: false },
    search: 'akşam',
  },
  {
    path: 'education/class-room',
    make: (i) => ({ branchId: s.branchId, name: `Etüt Odası ${i}`, capacity: 10 + i }),
    update: (b) => ({ ...b, capacity: 40 }),
    updated: { capacity: 40 },
    search: 'etüt',
  },
  {
    path: 'education/lesson-time',
    make: (i) => ({ branchId: s.branchId, slotNo: 10 + i, startsAt: `1${i}:00`, endsAt: `1${i}:40` }),
    update: (b) => ({ ...b, endsAt: '11:50' }),
    updated: { endsAt: '11:50' },
    search: 'merkez',
  },
  {
    path: 'education/school-class',
    make: (i) => ({
      branchId: s.branchId,
      semesterId: s.semesterId,
      gradeLevel: '11',
      section: 'CDE'[i - 1],
      educationLevel: 'HighSchool',
      capacity: 20,
    }),
    update: (b) => ({ ...b, capacity: 18 }),
    updated: { capacity: 18 },
    search: '11-',
  },
  {
    path: 'education/service',
    make: (i) => ({ name: `Kırtasiye Paketi ${i}`, itemKind: 'PublicationStationery', vatRate: 20 }),
    update: (b) => ({ ...b, vatRate: 10 }),
    updated: { vatRate: 10 },
    search: 'kırtasiye',
  },
  {
    path: 'personnel',
    make: (i) => ({ branchId: s.branchId, firstName: `Hizmetli${i}`, lastName: 'Öz', gender: 'Undefined' }),
    update: (b) => ({ ...b, title: 'Hizmetli' }),
    updated: { title: 'Hizmetli' },
    search: 'hizmetli',
  },
];

describe('every education and personnel screen', () => {
  it('creates, reads, updates, finds with search and paging, and deletes', async () => {
    for (const screen of screens()) {
      const bodies = [1, 2, 3].map(screen.make);
      const ids: string[] = [];
      for (const body of bodies) ids.push((await ok('POST', screen.path, body)).id as string);

      const changed = screen.update(bodies[0]!);
      await ok('POST', `${screen.path}/update`, { ...changed, id: ids[0] });
      expect(await ok('GET', `${screen.path}/${ids[0]}`), screen.path).toMatchObject(screen.updated);

      const term = encodeURIComponent(screen.search);
      const first = (await ok('GET', `${screen.path}?_searchTerm=${term}&_pageSize=2`)) as {
        _data: { id: string }[];
        _totalData: number;
        _pageCount: number;
      };
      expect(first._totalData, screen.path).toBeGreaterThanOrEqual(3);
      expect(first._data, screen.path).toHaveLength(2);
      const second = (await ok('GET', `${screen.path}?_searchTerm=${term}&_pageSize=2&_pageNumber=2`)) as {
        _data: { id: string }[];
      };
      expect(
        second._data.some((r) => first._data.some((f) => f.id === r.id)),
        screen.path,
      ).toBe(false);

      await ok('GET', `${screen.path}/delete/${ids[2]}`);
      const gone = await t.app.inject({
        method: 'GET',
        url: `/api/${screen.path}/${ids[2]}`,
        headers: bearer(t.token.otherManager),
      });
      expect(gone.statusCode, screen.path).toBe(404);
    }
  });

  it('updates and deletes a service price and a teacher assignment', async () => {
    await ok('POST', 'education/service-price/update', {
      id: s.priceId,
      serviceId: s.serviceId,
      semesterId: s.semesterId,
      branchId: s.branchId,
      price: '90000',
    });
    expect(await ok('GET', `education/service-price/${s.priceId}`)).toMatchObject({
      price: 9_000_000,
    });
    const prices = (await ok('GET', 'education/service-price?_searchTerm=eğitim')) as {
      _totalData: number;
    };
    expect(prices._totalData).toBe(1);
    await ok('GET', `education/service-price/delete/${s.priceId}`);

    const assignment = (await teachersOf(s.classB))._data[0]!;
    await ok('POST', 'education/schoolclass-teacher/update', {
      id: assignment.id,
      weeklyHours: 3,
    });
    expect(await ok('GET', `education/schoolclass-teacher/${assignment.id}`)).toMatchObject({
      weeklyHours: 3,
    });
    await ok('GET', `education/schoolclass-teacher/delete/${assignment.id}`);
    expect((await teachersOf(s.classB))._totalData).toBe(0);
  });

  it('keeps a teacher assignment that has lessons in the program', async () => {
    const list = await teachersOf(s.classA);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/education/schoolclass-teacher/delete/${list._data[0]!.id}`,
      headers: bearer(t.token.otherManager),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Ayşe Yılmaz 9-A sınıfının ders programında yer alıyor. Önce programdan çıkarın.',
    );
  });
});
