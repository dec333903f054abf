import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { apiCalls } from '../../test/api-calls';
import { bearer, signInAs } from '../../test/auth-helpers';
import { type School, setUpSchool } from '../../test/factories/education';
import { setUpTestApp } from '../../test/test-app';

const t = setUpTestApp({ otherManager: DEMO.otherManager });
let s: School;

const { inject, ok } = apiCalls<Record<string, unknown>>(
  () => t.app,
  () => t.token.otherManager,
);

beforeAll(async () => {
  s = await setUpSchool(t.app, t.token.otherManager);
});

/** Places a math lesson in class B on Monday's first slot: the fixture's teacher unless told otherwise. */
const placeLesson = (place: Record<string, unknown>) =>
  inject('POST', 'education/lesson-program', {
    schoolClassId: s.classB,
    weekday: 1,
    lessonTimeId: s.slot1,
    majorId: s.mathId,
    personnelId: s.teacherId,
    ...place,
  });

/** A staff member in the fixture's branch. */
const addPersonnel = async (person: Record<string, unknown>) =>
  (await ok('POST', 'personnel', { branchId: s.branchId, ...person })) as {
    id: string;
  };

/** Sends a file to a class's documents as the upload form does: one multipart part, named as given. */
const uploadDocument = (schoolClassId: string, fileName: string, contentType: string, content: string) => {
  const boundary = 'dOc';
  return t.app.inject({
    method: 'POST',
    url: `/api/school-class-document/${schoolClassId}`,
    headers: { ...bearer(t.token.otherManager), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: [
      `--${boundary}`,
      `Content-Disposition: form-data; name="file"; filename="${fileName}"`,
      `Content-Type: ${contentType}`,
      '',
      content,
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  });
};

describe('the lesson program', () => {
  it('shows the placement in the class program with its slots and assignments', async () => {
    const program = (await ok('GET', `lesson-program/${s.classA}`)) as {
      lessonTimes: { slotNo: number }[];
      entries: {
        weekday: number;
        slotNo: number;
        majorName: string;
        teacherName: string;
        classroomName: string;
      }[];
      assignments: unknown[];
    };
    expect(program.lessonTimes.map((l) => l.slotNo)).toEqual([1, 2]);
    expect(program.entries).toEqual([
      expect.objectContaining({
        weekday: 1,
        slotNo: 1,
        majorName: 'Matematik',
        teacherName: 'Ayşe Yılmaz',
        classroomName: 'Derslik 101',
      }),
    ]);
    expect(program.assignments).toHaveLength(1);
  });

  it('refuses the same teacher in another class in the same slot, naming the clash', async () => {
    const res = await placeLesson({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      title: 'Öğretmen Çakışması',
      message: 'Ayşe Yılmaz Pazartesi 1. ders saatinde 9-A sınıfında derste.',
    });
  });

  it('refuses a classroom booked by another class in the same slot', async () => {
    const other = await addPersonnel({
      firstName: 'Mehmet',
      lastName: 'Kaya',
      gender: 'Male',
      isTeacher: true,
    });
    await ok('POST', `teacher/${other.id}/majors`, { majorIds: [s.mathId] });
    await ok('POST', 'education/schoolclass-teacher', {
      schoolClassId: s.classB,
      personnelId: other.id,
      majorId: s.mathId,
      weeklyHours: 2,
    });
    const res = await placeLesson({ personnelId: other.id, classroomId: s.classroomId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Derslik 101 dersliği Pazartesi 1. ders saatinde 9-A sınıfına ayrılmış.');
    // Without the classroom the same lesson fits.
    const fits = await placeLesson({ personnelId: other.id });
    expect(fits.statusCode).toBe(200);
  });

  it('refuses a teacher not assigned to the class and more hours than assigned', async () => {
    const unassigned = await placeLesson({
      weekday: 2,
      lessonTimeId: s.slot2,
      personnelId: (await addPersonnel({ firstName: 'Zeynep', lastName: 'Demir', gender: 'Female' })).id,
    });
    expect(unassigned.statusCode).toBe(400);
    expect(unassigned.json().message).toMatch(/atanmamış/);
    const placeAt = (weekday: number, lessonTimeId: string) =>
      placeLesson({ schoolClassId: s.classA, weekday, lessonTimeId });
    for (const [day, slot] of [
      [2, s.slot1],
      [3, s.slot1],
      [4, s.slot1],
    ] as const)
      expect((await placeAt(day, slot)).statusCode).toBe(200);
    const fifth = await placeAt(5, s.slot1);
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toBe(
      'Ayşe Yılmaz 9-A sınıfında Matematik için haftada 4 saat atanmış; hepsi programda.',
    );
  });

  it('moves a lesson to an empty cell and removes it', async () => {
    const moved = await inject('POST', 'education/lesson-program/move', {
      id: s.placementId,
      weekday: 5,
      lessonTimeId: s.slot2,
    });
    expect(moved.statusCode).toBe(200);
    const program = (await ok('GET', `lesson-program/${s.classA}`)) as {
      entries: { id: string; weekday: number; slotNo: number }[];
    };
    expect(program.entries.find((e) => e.id === s.placementId)).toMatchObject({ weekday: 5, slotNo: 2 });
    await ok('GET', `education/lesson-program/delete/${s.placementId}`);
    const after = (await ok('GET', `lesson-program/${s.classA}`)) as {
      entries: { id: string }[];
    };
    expect(after.entries.map((e) => e.id)).not.toContain(s.placementId);
  });

  it('shows placements in the teacher-program report and its Excel export', async () => {
    const report = (await ok('GET', `education/report/teacher-program?semesterId=${s.semesterId}`)) as {
      _data: { teacherName: string; schoolClassName: string }[];
      _totalData: number;
    };
    expect(report._totalData).toBeGreaterThan(0);
    expect(report._data[0]).toMatchObject({ teacherName: 'Ayşe Yılmaz', schoolClassName: '9-A' });
    const excel = await inject('GET', `education/report/teacher-program/excel?semesterId=${s.semesterId}`);
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-type']).toContain('spreadsheetml');
    expect(excel.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('education structure screens', () => {
  it('lists with search and paging', async () => {
    for (const name of ['Laboratuvar', 'Çizim Odası', 'Müzik Sınıfı'])
      await ok('POST', 'education/class-room', {
        branchId: s.branchId,
        name,
        capacity: 20,
      });
    const page = (await ok('GET', 'education/class-room?_pageSize=2&_pageNumber=2')) as {
      _data: unknown[];
      _totalData: number;
      _pageCount: number;
    };
    expect(page._totalData).toBe(4);
    expect(page._pageCount).toBe(2);
    expect(page._data).toHaveLength(2);
    const found = (await ok('GET', 'education/class-room?_searchTerm=çizim')) as {
      _data: { name: string }[];
    };
    expect(found._data.map((r) => r.name)).toEqual(['Çizim Odası']);
  });

  it('updates and deletes a time period, and refuses to delete a semester in use', async () => {
    const { id } = (await ok('POST', 'education/time-period', {
      name: 'Hafta İçi',
    })) as {
      id: string;
    };
    await ok('POST', 'education/time-period/update', {
      id,
      name: 'Hafta Sonu',
      isActive: true,
    });
    expect(await ok('GET', `education/time-period/${id}`)).toMatchObject({
      name: 'Hafta Sonu',
    });
    await ok('GET', `education/time-period/delete/${id}`);
    expect((await inject('GET', `education/time-period/${id}`)).statusCode).toBe(404);
    const inUse = await inject('GET', `education/semester/delete/${s.semesterId}`);
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json().message).toMatch(/kullanıldığı için silinemez/);
  });

  it('answers the spec’s messages for bad input', async () => {
    const res = await inject('POST', 'education/lesson-time', {
      branchId: s.branchId,
      slotNo: 3,
      startsAt: '9:00',
      endsAt: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain('Lütfen 2 Haneli Zaman Giriniz!');
    const overlap = await inject('POST', 'education/lesson-time', {
      branchId: s.branchId,
      slotNo: 3,
      startsAt: '09:00',
      endsAt: '09:30',
    });
    expect(overlap.json().message).toBe('Bu saatler 1. ders saatiyle (08:30-09:10) çakışıyor.');
    const duplicate = await inject('POST', 'education/school-class', {
      branchId: s.branchId,
      semesterId: s.semesterId,
      gradeLevel: '9',
      section: 'A',
      educationLevel: 'HighSchool',
      capacity: 20,
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('Bu şubede bu dönem için aynı sınıf ve şube harfi zaten var.');
    const tooBig = await inject('POST', 'education/school-class', {
      branchId: s.branchId,
      semesterId: s.semesterId,
      classroomId: s.classroomId,
      gradeLevel: '10',
      section: 'A',
      educationLevel: 'HighSchool',
      capacity: 40,
    });
    expect(tooBig.json().message).toBe(
      'Sınıf kontenjanı (40) Derslik 101 dersliğinin kapasitesinden (30) büyük olamaz.',
    );
  });

  it('keeps prices in kuruş and refuses a second price for the same service, semester and branch', async () => {
    expect(await ok('GET', `education/service-price/${s.priceId}`)).toMatchObject({
      price: 8_500_000,
      serviceName: 'Eğitim Ücreti',
      vatRate: 10,
    });
    // Another price for the fixture's service, semester and branch.
    const priceAgain = (price: string) =>
      inject('POST', 'education/service-price', {
        serviceId: s.serviceId,
        semesterId: s.semesterId,
        branchId: s.branchId,
        price,
      });
    const again = await priceAgain('1,5');
    expect(again.json().message).toBe('Bu hizmetin bu dönem ve şube için bir fiyatı zaten var.');
    const negative = await priceAgain('on lira');
    expect(negative.json().errors).toContain('Lütfen Fiyat Alanına Sayı Giriniz!');
  });

  it('uploads, lists, downloads and deletes a class document', async () => {
    const up = await uploadDocument(s.classA, 'müfredat.txt', 'text/plain', 'Haftalık plan');
    expect(up.statusCode).toBe(200);
    const list = (await ok('GET', `school-class-document/${s.classA}`)) as unknown as {
      id: string;
      fileName: string;
    }[];
    expect(list.map((d) => d.fileName)).toEqual(['müfredat.txt']);
    const download = await inject('GET', `school-class-document/download/${list[0]!.id}`);
    expect(download.body).toBe('Haftalık plan');
    await ok('GET', `school-class-document/delete/${list[0]!.id}`);
    expect(await ok('GET', `school-class-document/${s.classA}`)).toEqual([]);
  });

  it('stores a document with the type its content shows and a name without bidi controls or a path', async () => {
    const upload = async (fileName: string, claimed: string, content: string) => {
      const res = await uploadDocument(s.classB, fileName, claimed, content);
      expect(res.statusCode).toBe(200);
      return res.json().id as string;
    };
    // HTML claiming to be a PDF, under a name whose right-to-left override shows "…exe" as "…pdf".
    const html = await upload(
      '../../etc/odev\u202Efdp.exe',
      'application/pdf',
      '<html><script>alert(1)</script>',
    );
    const pdf = await upload(
      'C:\\Belgeler\\karne\u2066.pdf',
      'text/html',
      '%PDF-1.4\n%\n1 0 obj\n<<>>\nendobj',
    );
    const list = (await ok('GET', `school-class-document/${s.classB}`)) as unknown as {
      id: string;
      fileName: string;
      mimeType: string;
    }[];
    expect(list.find((d) => d.id === html)).toMatchObject({
      fileName: 'odevfdp.exe',
      mimeType: 'application/octet-stream',
    });
    expect(list.find((d) => d.id === pdf)).toMatchObject({
      fileName: 'karne.pdf',
      mimeType: 'application/pdf',
    });
    const download = await inject('GET', `school-class-document/download/${html}`);
    expect(download.headers['content-type']).toBe('application/octet-stream');
  });

  it('shows planned, assigned and placed hours in the major distribution', async () => {
    await ok('POST', 'education/major-distribution', {
      schoolClassId: s.classB,
      majorId: s.mathId,
      plannedHours: 6,
    });
    const d = (await ok('GET', `education/major-distribution?semesterId=${s.semesterId}`)) as {
      classes: { name: string }[];
      cells: { schoolClassId: string; planned: number; assigned: number; placed: number; gap: number }[];
    };
    expect(d.classes.map((c) => c.name)).toEqual(['9-A', '9-B']);
    expect(d.cells.find((c) => c.schoolClassId === s.classB)).toMatchObject({
      planned: 6,
      assigned: 6,
      placed: 1,
      gap: 0,
    });
  });
});

describe('personnel', () => {
  it('refuses a dismissal without a date with the date rule’s message', async () => {
    const res = await inject('POST', `personnel/${s.teacherId}/employment`, { employmentState: 'Dismissed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain('Lütfen İşten Ayrılış Tarihi Seçiniz!');
  });

  it('moves through the employment states and answers the summary', async () => {
    const person = await addPersonnel({
      firstName: 'Ali',
      lastName: 'Şahin',
      gender: 'Male',
      mobilePhone: '0(532) 111 22 33',
    });
    const wrong = await inject('POST', `personnel/${person.id}/employment`, {
      employmentState: 'Dismissed',
      date: '2026-10-01',
    });
    expect(wrong.json().message).toBe('Personel "Belirsiz" durumundayken "Ayrıldı" durumuna geçirilemez.');
    await ok('POST', `personnel/${person.id}/employment`, {
      employmentState: 'Working',
      date: '2026-09-01',
    });
    await ok('POST', `personnel/${person.id}/employment`, {
      employmentState: 'Dismissed',
      date: '2026-11-15',
    });
    expect(await ok('GET', `personnel/${person.id}/summary`)).toEqual({
      profilePictureUrl: null,
      businessId: expect.any(String),
      branchId: s.branchId,
      personnelId: person.id,
      employmentStartDate: '2026-09-01',
      employmentState: 'Dismissed',
      employmentDismissalDate: '2026-11-15',
    });
    const history = (await ok('GET', `personnel/${person.id}/employment`)) as unknown as {
      toState: string;
    }[];
    expect(history.map((h) => h.toState)).toEqual(['Dismissed', 'Working']);
  });

  it('finds staff by name, citizen id and phone, and pages', async () => {
    await ok('POST', `personnel/${s.teacherId}/contact`, {
      mobilePhone: '0(555) 123 45 67',
    });
    const byPhone = (await ok('GET', 'personnel?_searchTerm=555 123')) as {
      _data: { id: string }[];
    };
    expect(byPhone._data.map((p) => p.id)).toEqual([s.teacherId]);
    const byName = (await ok('GET', 'personnel?_searchTerm=ayse')) as {
      _data: { id: string }[];
    };
    expect(byName._data.map((p) => p.id)).toContain(s.teacherId);
    const teacher = await ok('GET', `teacher/${s.teacherId}`);
    expect(teacher).toMatchObject({ majors: [{ name: 'Matematik' }] });
    const majorsOf = (await ok('GET', `schoolclass-teacher/teacher-majors/${s.teacherId}`)) as unknown;
    expect(majorsOf).toEqual([{ id: s.mathId, name: 'Matematik' }]);
  });

  it('gives a member of staff a sign-in account that can sign in', async () => {
    const res = await inject('POST', `personnel/${s.teacherId}/accounts`, {
      email: 'ayse.yilmaz@ornekdil.test',
      password: 'Ogretmen123!',
      role: 'Teacher',
    });
    expect(res.statusCode).toBe(200);
    const accounts = (await ok('GET', `personnel/${s.teacherId}/accounts`)) as unknown as {
      email: string;
      roleLabel: string;
      firstName: string;
    }[];
    expect(accounts).toEqual([
      expect.objectContaining({
        email: 'ayse.yilmaz@ornekdil.test',
        firstName: 'Ayşe',
        roleLabel: 'Öğretmen',
      }),
    ]);
    const teacher = await signInAs(t.app, 'ayse.yilmaz@ornekdil.test', 'Ogretmen123!');
    const program = await t.app.inject({
      method: 'GET',
      url: `/api/lesson-program/${s.classA}`,
      headers: bearer(teacher.token),
    });
    expect(program.statusCode).toBe(200);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/education/semester',
      headers: bearer(teacher.token),
      payload: { name: 'X', startsOn: '2027-01-01', endsOn: '2027-06-01' },
    });
    expect(write.statusCode).toBe(403);
    const deletion = await inject('GET', `personnel/delete/${s.teacherId}`);
    expect(deletion.statusCode).toBe(400);
    expect(deletion.json().message).toBe(
      'Sınıf ataması, ders programı, kullanıcı hesabı veya başka kayıtları olan personel silinemez. İşten çıkış yapabilirsiniz.',
    );
    expect(await ok('GET', `personnel/${s.teacherId}`)).toMatchObject({
      firstName: 'Ayşe',
    });
    // Nothing points at a person entered by mistake: the record goes.
    const mistake = await addPersonnel({
      firstName: 'Yanlış',
      lastName: 'Kayıt',
      gender: 'Female',
      mobilePhone: '0(532) 999 88 77',
    });
    expect((await inject('GET', `personnel/delete/${mistake.id}`)).statusCode).toBe(200);
    expect((await inject('GET', `personnel/${mistake.id}`)).statusCode).toBe(404);
  });
});
