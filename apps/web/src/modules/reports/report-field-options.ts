import { formatDay } from '@panel/shared/common/dates';
import type { ReportFieldKind, TReportTypeInfo } from '@panel/shared/reports/report-centre';
import { STUDY_STATES, studyStateLabels } from '@panel/shared/students/enums';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../app/http';
import { optionsOf } from '../../components/enum-options';
import { useOptions } from '../../components/resource-api';
import { type Option, useBranchOptions, useSemesterOptions } from '../education/education-options';
import { useExamOptions } from '../exams/exam-upload-select';

type ClassOption = { id: string; name: string; branchId: string; semesterId: string };
type Named = { id: string; name: string };
type AssignmentOption = Named & { schoolClassName: string | null };

/**
 * The choices of a report form's selects, each list asked for only when one of the form's
 * fields needs it: the account's branches, terms, classes, teachers, exams and sendings.
 */
export const useFieldOptions = (type: TReportTypeInfo, branchId: string | undefined) => {
  const kinds = new Set(type.fields.map((f) => f.kind));
  const needs = (kind: ReportFieldKind) => kinds.has(kind);
  const branches = useBranchOptions(needs('branch') || needs('schoolClass'));
  const semesters = useSemesterOptions(needs('semester') || needs('schoolClass'));
  const classes = useOptions<ClassOption>('education/school-class/list', undefined, needs('schoolClass'));
  const teachers = useOptions<Named>('personnel/list', { teachersOnly: 'true' }, needs('teacher'));
  const exams = useExamOptions(needs('exam'));
  const assignments = useQuery({
    queryKey: ['education/student/assessment-assignment', 'report-options'],
    queryFn: async () =>
      (
        (await api.get('education/student/assessment-assignment', { query: { _pageSize: 100 } })) as {
          _data: AssignmentOption[];
        }
      )._data,
    enabled: needs('assessmentAssignment'),
  });

  // A class is named with its branch and term: "9-A" alone is in every branch and year.
  const classOptions = useMemo(() => {
    const branchName = new Map(branches.map((b) => [b.value, b.label]));
    const termName = new Map(semesters.map((s) => [s.value, s.label]));
    return (classes.data ?? [])
      .filter((c) => !branchId || c.branchId === branchId)
      .map((c) => ({
        value: c.id,
        label: [c.name, branchName.get(c.branchId), termName.get(c.semesterId)].filter(Boolean).join(' · '),
      }));
  }, [classes.data, branches, semesters, branchId]);

  return (kind: Exclude<ReportFieldKind, 'day' | 'choice'>): Option[] => {
    switch (kind) {
      case 'branch':
        return branches;
      case 'semester':
        return semesters;
      case 'schoolClass':
        return classOptions;
      case 'studyState':
        return optionsOf(STUDY_STATES, studyStateLabels);
      case 'teacher':
        return (teachers.data ?? []).map((t) => ({ value: t.id, label: t.name }));
      case 'exam':
        return (exams.data ?? []).map((e) => ({ value: e.id, label: `${e.name} (${formatDay(e.date)})` }));
      case 'assessmentAssignment':
        return (assignments.data ?? []).map((a) => ({
          value: a.id,
          label: a.schoolClassName ? `${a.name} – ${a.schoolClassName}` : a.name,
        }));
    }
  };
};
