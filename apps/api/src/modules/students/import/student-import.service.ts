import { randomUUID } from 'node:crypto';
import { foldTurkish, turkishSortKey } from '@panel/shared/common/text';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { auditedWrite } from '../../../platform/crud';
import { lockClassesWithRoom } from '../class-seat.service';
import { nextStudentNumbers } from '../student.service';
import { contacts, parents, studentParents, students } from '../student.table';
import type { PreparedRow } from './student-import-check.service';
import { memoFold } from './student-import-sheet';

const splitName = (full: string) => {
  const parts = full.trim().split(/\s+/);
  const lastName = parts.length > 1 ? parts.pop()! : '';
  return { firstName: parts.join(' '), lastName };
};

/** Rows per INSERT: each column goes as one array parameter, so a statement's size is not its parameter count. */
const BATCH = 5000;

type Column = { name: string; type: 'uuid' | 'text' | 'int' | 'date' | 'boolean'; values: unknown[] };

/**
 * Multi-row INSERTs of column arrays (`insert ... select * from unnest($1::uuid[], ...)`):
 * a handful of parameters per statement instead of one per cell, on PGlite and PostgreSQL alike.
 */
const insertColumns = async (tx: Db, table: PgTable, columns: Column[]) => {
  const size = columns[0]!.values.length;
  const names = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  for (let start = 0; start < size; start += BATCH) {
    const arrays = columns.map(
      (c) => sql`${sql.param(c.values.slice(start, start + BATCH))}::${sql.raw(c.type)}[]`,
    );
    await tx.execute(sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
};

/**
 * All rows in one transaction: ids made here, search and sort keys computed here, and every
 * table written by a few multi-row INSERTs (students, contacts, parents, their links).
 */
export const saveRows = async (db: Db, request: FastifyRequest, businessId: string, rows: PreparedRow[]) =>
  auditedWrite(db, request, { action: 'create', entity: 'student-import' }, async (tx) => {
    // checkRows counted the seats before; counted again under the classes' locks, so a
    // registration that took a seat since cannot overfill a class.
    const joining = new Map<string, number>();
    for (const r of rows)
      if (r.schoolClassId) joining.set(r.schoolClassId, (joining.get(r.schoolClassId) ?? 0) + 1);
    await lockClassesWithRoom(tx, joining);
    const numbers = await nextStudentNumbers(tx, businessId, rows.length);
    const fold = memoFold();
    const sortKeys = new Map<string, string>();
    const student = {
      id: [] as string[],
      branchId: [] as string[],
      studentNo: [] as number[],
      firstName: [] as string[],
      lastName: [] as string[],
      citizenId: [] as string[],
      gender: [] as string[],
      birthDate: [] as string[],
      school: [] as (string | null)[],
      schoolClassId: [] as (string | null)[],
      studyState: [] as string[],
      searchKey: [] as string[],
      sortKey: [] as string[],
    };
    const contact = {
      personId: [] as string[],
      contactType: [] as string[],
      contactOption: [] as (string | null)[],
      value: [] as string[],
    };
    const parent = {
      id: [] as string[],
      firstName: [] as string[],
      lastName: [] as string[],
      occupation: [] as (string | null)[],
      searchKey: [] as string[],
    };
    const link = { studentId: [] as string[], parentId: [] as string[], relation: [] as string[] };
    const addContact = (
      personId: string,
      contactType: string,
      contactOption: string | null,
      value: string,
    ) => {
      contact.personId.push(personId);
      contact.contactType.push(contactType);
      contact.contactOption.push(contactOption);
      contact.value.push(value);
    };

    rows.forEach((r, i) => {
      const id = randomUUID();
      const studentNo = numbers[i]!;
      const v = r.values;
      const family = (
        [
          ['Mother', v.motherName, v.motherOccupation],
          ['Father', v.fatherName, v.fatherOccupation],
        ] as const
      )
        .filter(([, name]) => name)
        .map(([relation, name, occupation]) => ({
          relation,
          occupation: occupation || null,
          ...splitName(name),
        }));
      const sortSource = `${v.lastName} ${v.firstName}`;
      let sortKey = sortKeys.get(sortSource);
      if (sortKey === undefined) {
        sortKey = turkishSortKey(sortSource);
        sortKeys.set(sortSource, sortKey);
      }
      student.id.push(id);
      student.branchId.push(r.branchId);
      student.studentNo.push(studentNo);
      student.firstName.push(v.firstName);
      student.lastName.push(v.lastName);
      student.citizenId.push(v.citizenId);
      student.gender.push(r.gender);
      student.birthDate.push(r.birthDate);
      student.school.push(v.school || null);
      student.schoolClassId.push(r.schoolClassId);
      student.studyState.push(r.schoolClassId ? 'OnStudy' : 'Draft');
      student.searchKey.push(
        foldTurkish(
          [
            v.firstName,
            v.lastName,
            v.citizenId,
            String(studentNo),
            (r.mobilePhone ?? '').replace(/\D/g, ''),
            ...family.flatMap((p) => [p.firstName, p.lastName]),
          ].join(' '),
        ),
      );
      student.sortKey.push(sortKey);
      if (r.mobilePhone) addContact(id, 'Phone', 'Mobile', r.mobilePhone);
      if (v.email) addContact(id, 'Email', 'PersonalEmail', v.email.toLowerCase());
      if (v.address || v.district)
        addContact(id, 'Address', null, [v.address, v.district].filter(Boolean).join(' / '));
      for (const p of family) {
        const parentId = randomUUID();
        parent.id.push(parentId);
        parent.firstName.push(p.firstName);
        parent.lastName.push(p.lastName);
        parent.occupation.push(p.occupation);
        parent.searchKey.push(fold(`${p.firstName} ${p.lastName}`));
        link.studentId.push(id);
        link.parentId.push(parentId);
        link.relation.push(p.relation);
      }
    });

    const same = <T>(size: number, value: T) => Array.from({ length: size }, () => value);
    const n = rows.length;
    await insertColumns(tx, students, [
      { name: 'id', type: 'uuid', values: student.id },
      { name: 'business_id', type: 'uuid', values: same(n, businessId) },
      { name: 'branch_id', type: 'uuid', values: student.branchId },
      { name: 'student_no', type: 'int', values: student.studentNo },
      { name: 'first_name', type: 'text', values: student.firstName },
      { name: 'last_name', type: 'text', values: student.lastName },
      { name: 'citizen_id', type: 'text', values: student.citizenId },
      { name: 'gender', type: 'text', values: student.gender },
      { name: 'birth_date', type: 'date', values: student.birthDate },
      { name: 'education_level', type: 'text', values: same(n, 'HighSchool') },
      { name: 'origin', type: 'text', values: same(n, 'Domestic') },
      { name: 'school', type: 'text', values: student.school },
      { name: 'school_class_id', type: 'uuid', values: student.schoolClassId },
      { name: 'study_state', type: 'text', values: student.studyState },
      { name: 'search_key', type: 'text', values: student.searchKey },
      { name: 'sort_key', type: 'text', values: student.sortKey },
    ]);
    if (contact.personId.length > 0)
      await insertColumns(tx, contacts, [
        { name: 'business_id', type: 'uuid', values: same(contact.personId.length, businessId) },
        { name: 'person_id', type: 'uuid', values: contact.personId },
        { name: 'contact_type', type: 'text', values: contact.contactType },
        { name: 'contact_option', type: 'text', values: contact.contactOption },
        { name: 'value', type: 'text', values: contact.value },
        { name: 'is_primary', type: 'boolean', values: same(contact.personId.length, true) },
      ]);
    if (parent.id.length > 0) {
      await insertColumns(tx, parents, [
        { name: 'id', type: 'uuid', values: parent.id },
        { name: 'business_id', type: 'uuid', values: same(parent.id.length, businessId) },
        { name: 'first_name', type: 'text', values: parent.firstName },
        { name: 'last_name', type: 'text', values: parent.lastName },
        { name: 'occupation', type: 'text', values: parent.occupation },
        { name: 'search_key', type: 'text', values: parent.searchKey },
      ]);
      await insertColumns(tx, studentParents, [
        { name: 'business_id', type: 'uuid', values: same(link.studentId.length, businessId) },
        { name: 'student_id', type: 'uuid', values: link.studentId },
        { name: 'parent_id', type: 'uuid', values: link.parentId },
        { name: 'relation', type: 'text', values: link.relation },
        { name: 'is_adult', type: 'boolean', values: same(link.studentId.length, true) },
        { name: 'is_payment_person', type: 'boolean', values: same(link.studentId.length, false) },
      ]);
    }
    return { id: businessId, after: { rows: rows.length }, result: { saved: rows.length } };
  });
