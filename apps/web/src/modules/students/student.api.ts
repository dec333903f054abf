import { ACTIONS } from '@panel/shared/permissions/keys';
import type {
  TParentMatch,
  TStudentContact,
  TStudentDetail,
  TStudentParent,
  TStudentRow,
} from '@panel/shared/students/contracts';
import { useMemo } from 'react';
import { useAccounts, useCan } from '../../app/auth/use-session-data';
import { useOptions } from '../../components/resource-api';
import { type Option, useBranchOptions } from '../education/education-options';

/** The student search list (`GET education/student`, paged) and the cache key of every student list. */
export const STUDENTS = 'education/student';
/** POST: the registration screen's one body (student, parents, contacts, class). */
export const STUDENT_REGISTER = `${STUDENTS}/register` as const;
/** GET `?citizenId=&mobilePhone=`: the business's existing parent, or null. */
export const PARENT_LOOKUP = `${STUDENTS}/parent-lookup` as const;
/** The active classes for selects: `[{id, name, branchId, semesterId}]`, filterable by branch and semester. */
export const SCHOOL_CLASS_LIST = 'education/school-class/list';
const SEMESTER_LIST = 'education/semester/list';

/** A row of the search list. */
export type StudentRow = TStudentRow;

/** `GET student/{id}/detail`. */
export type StudentDetail = TStudentDetail;

/** `GET student/{id}/contact` rows. */
export type StudentContact = TStudentContact;

/** A parent the business already knows (`GET education/student/parent-lookup`). */
export type ParentMatch = TParentMatch;

/** `GET student/{id}/parent` rows: `id` is the link's id, `parentId` the person's. */
export type StudentParent = TStudentParent;

/** Optional text as the API takes it: trimmed, blank as null. */
export const orNull = (v: string | null | undefined): string | null => {
  const t = v?.trim();
  return t ? t : null;
};

type ClassRow = { id: string; name: string; branchId: string; semesterId: string };
type SemesterRow = { id: string; name: string; isActive: boolean };

/**
 * The branch and class selects of the student screens. The lists answer 403 (which sends
 * the user home) to accounts without the view permission, so they are asked only when allowed.
 */
export const useCanReadStructure = () => ({
  classes: useCan(ACTIONS.education.structureView),
});

/**
 * The branches the user may register students in: a branch account's own branch only (the
 * server refuses the others), every branch of the business otherwise.
 */
export const useStudentBranchOptions = (): Option[] => {
  const listed = useBranchOptions();
  const account = useAccounts().data?.find((a) => a.isSelected);
  return useMemo(() => {
    const own = account?.branchId;
    if (!own) return listed;
    const mine = listed.filter((b) => b.value === own);
    return mine.length > 0 ? mine : [{ value: own, label: account.branchName ?? 'Şubem' }];
  }, [listed, account]);
};

/**
 * Active classes (of one branch when given) as select options. A name that appears more
 * than once ("9-A" of two semesters or branches) says whose it is.
 */
export const useClassOptions = (branchId: string | undefined, { needsBranch = false } = {}) => {
  const can = useCanReadStructure();
  const enabled = can.classes && (!needsBranch || !!branchId);
  const classes = useOptions<ClassRow>(SCHOOL_CLASS_LIST, { branchId }, enabled).data;
  const semesters = useOptions<SemesterRow>(SEMESTER_LIST, undefined, enabled).data;
  const branches = useStudentBranchOptions();
  const options = useMemo((): (Option & { branchId: string })[] => {
    const rows = enabled ? (classes ?? []) : [];
    const count = (name: string, key: (c: ClassRow) => string) =>
      new Set(rows.filter((c) => c.name === name).map(key)).size;
    return rows.map((c) => {
      const extra: string[] = [];
      if (count(c.name, (x) => x.branchId) > 1) {
        const branch = branches.find((b) => b.value === c.branchId)?.label;
        if (branch) extra.push(branch);
      }
      if (count(c.name, (x) => x.semesterId) > 1) {
        const semester = semesters?.find((s) => s.id === c.semesterId);
        if (semester) extra.push(semester.isActive ? semester.name : `${semester.name}, pasif dönem`);
      }
      return {
        value: c.id,
        label: extra.length > 0 ? `${c.name} (${extra.join(' · ')})` : c.name,
        branchId: c.branchId,
      };
    });
  }, [enabled, classes, semesters, branches]);
  return { options, allowed: can.classes };
};
