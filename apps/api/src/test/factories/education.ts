import type { FastifyInstance } from 'fastify';
import { bearer, decodeClaims } from '../auth-helpers';

type Answer = Record<string, unknown>;

/** A call that must succeed; the failure shows the answer, not just the code. */
export const call = async (
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
): Promise<Answer> => {
  const res = await app.inject({ method, url: `/api/${url}`, headers: bearer(token), payload });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} -> ${res.statusCode} ${res.body}`);
  return res.json() as Answer;
};

export type School = {
  branchId: string;
  semesterId: string;
  slot1: string;
  slot2: string;
  classroomId: string;
  classA: string;
  classB: string;
  teacherId: string;
  mathId: string;
  serviceId: string;
  priceId: string;
  placementId: string;
};

/**
 * Through the API, as a manager would: a semester, two lesson times, a classroom, classes
 * 9-A and 9-B, a mathematics teacher assigned to both and placed on Monday slot 1 of 9-A,
 * a service with a price. Returns every id.
 */
export const setUpSchool = async (app: FastifyInstance, token: string, tag = ''): Promise<School> => {
  const branchId = decodeClaims(token).br as string;
  const id = async (url: string, body: object) => (await call(app, token, 'POST', url, body)).id as string;
  const semesterId = await id('education/semester', {
    name: `2026-2027 Güz${tag}`,
    startsOn: '2026-09-07',
    endsOn: '2027-01-22',
  });
  const slot1 = await id('education/lesson-time', {
    branchId,
    slotNo: 1,
    startsAt: '08:30',
    endsAt: '09:10',
  });
  const slot2 = await id('education/lesson-time', {
    branchId,
    slotNo: 2,
    startsAt: '09:20',
    endsAt: '10:00',
  });
  const classroomId = await id('education/class-room', { branchId, name: `Derslik 101${tag}`, capacity: 30 });
  const klass = (section: string) =>
    id('education/school-class', {
      branchId,
      semesterId,
      classroomId: section === 'A' ? classroomId : null,
      gradeLevel: '9',
      section,
      educationLevel: 'HighSchool',
      capacity: 24,
    });
  const classA = await klass('A');
  const classB = await klass('B');
  const majors = (await call(app, token, 'GET', 'major/list')) as unknown as { id: string; name: string }[];
  const mathId = majors.find((m) => m.name === 'Matematik')!.id;
  const teacherId = await id('personnel', {
    branchId,
    firstName: 'Ayşe',
    lastName: `Yılmaz${tag}`,
    gender: 'Female',
    isTeacher: true,
    employmentStartDate: '2026-09-01',
  });
  await call(app, token, 'POST', `teacher/${teacherId}/majors`, { majorIds: [mathId] });
  for (const schoolClassId of [classA, classB])
    await id('education/schoolclass-teacher', {
      schoolClassId,
      personnelId: teacherId,
      majorId: mathId,
      weeklyHours: 4,
    });
  const placementId = await id('education/lesson-program', {
    schoolClassId: classA,
    weekday: 1,
    lessonTimeId: slot1,
    majorId: mathId,
    personnelId: teacherId,
  });
  const serviceId = await id('education/service', {
    name: `Eğitim Ücreti${tag}`,
    itemKind: 'Education',
    vatRate: 10,
  });
  const priceId = await id('education/service-price', {
    serviceId,
    semesterId,
    branchId,
    price: '85.000,00',
  });
  return {
    branchId,
    semesterId,
    slot1,
    slot2,
    classroomId,
    classA,
    classB,
    teacherId,
    mathId,
    serviceId,
    priceId,
    placementId,
  };
};

/** A class 9-C in the school's semester, with no classroom: one its teacher does not teach. Returns its id. */
export const addClassC = async (app: FastifyInstance, token: string, school: School): Promise<string> =>
  (
    await call(app, token, 'POST', 'education/school-class', {
      branchId: school.branchId,
      semesterId: school.semesterId,
      classroomId: null,
      gradeLevel: '9',
      section: 'C',
      educationLevel: 'HighSchool',
      capacity: 24,
    })
  ).id as string;
