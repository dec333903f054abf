import type { TClassroomOption, TSemesterOption } from '@panel/shared/education/contracts';
import { useMemo } from 'react';
import { recordOptions } from '../../components/record-options';
import { useOptions } from '../../components/resource-api';
import { useUrlFilter } from '../../components/use-list-params';

/** A select's choice, as antd's `options` take it. */
export type Option = { value: string; label: string };

type Named = { id: string; name: string };
export type ClassroomOption = TClassroomOption;

/** The user's branches (`general/branch/list`), for forms and list filters. */
export const useBranchOptions = (enabled = true): Option[] => {
  const { data } = useOptions<Named>('general/branch/list', undefined, enabled);
  return useMemo(() => recordOptions(data ?? []), [data]);
};

/** The business's semesters, newest first; passive ones say so. */
export const useSemesterOptions = (enabled = true): Option[] => {
  const { data } = useOptions<TSemesterOption>('education/semester/list', undefined, enabled);
  return useMemo(
    () =>
      (data ?? []).map((s) => ({ value: s.id, label: s.isActive === false ? `${s.name} (Pasif)` : s.name })),
    [data],
  );
};

/** The active time periods (Sabahçı, Öğlenci ...). */
export const useTimePeriodOptions = (enabled = true): Option[] => {
  const { data } = useOptions<Named>('education/time-period/list', undefined, enabled);
  return useMemo(() => recordOptions(data ?? []), [data]);
};

/** The active classrooms of a branch; none until a branch is chosen. */
export const useClassrooms = (branchId: string | undefined): ClassroomOption[] =>
  useOptions<ClassroomOption>('education/class-room/list', { branchId }, !!branchId).data ?? [];

/**
 * A list filter chosen above the table, kept in the URL under `key` (Back, reload and a link
 * keep it). Changing it goes back to the first page, since the page the user was on may not
 * exist in the narrower list.
 */
export const useListFilter = <T extends string>(key: string, allowed?: readonly T[]) =>
  useUrlFilter<T>(key, allowed);

/**
 * The options with the record's current choice kept in them: selects list only active
 * records, and an edited record may point at one made passive since.
 */
export const withCurrent = (
  options: readonly Option[],
  value: string | null | undefined,
  label: string | null | undefined,
): Option[] =>
  !value || options.some((o) => o.value === value)
    ? [...options]
    : [{ value, label: label ?? value }, ...options];
