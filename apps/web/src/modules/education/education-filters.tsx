import { Select } from 'antd';
import { useState } from 'react';
import { FilterSelect } from '../../components/filter-select';
import { useBranchOptions, useListFilter, useSemesterOptions } from './education-options';

/** A list filter's value as the page keeps it (in the URL, see `useListFilter`, or in its state). */
export type FilterProps<V extends string> = {
  value: V | undefined;
  onChange: (value: V | undefined) => void;
};

type Width = { width?: number };

/** The user's branches, above a list; empty shows every branch. */
export const BranchFilter = (props: FilterProps<string> & Width) => {
  const branches = useBranchOptions();
  return <FilterSelect label="Şube" placeholder="Tüm şubeler" options={branches} {...props} />;
};

/**
 * A screen that always shows one semester: the newest until the user picks another, and its
 * select (no empty choice).
 */
export const useSemesterChoice = ({ placeholder }: { placeholder?: string } = {}) => {
  const semesters = useSemesterOptions();
  const [chosen, setChosen] = useState<string | undefined>();
  const semesterId = chosen ?? semesters[0]?.value;
  const select = (
    <Select
      aria-label="Dönem"
      style={{ width: 220 }}
      options={semesters}
      value={semesterId}
      onChange={setChosen}
      placeholder={placeholder}
    />
  );
  return { semesterId, select };
};

/** The business's semesters, above a list; empty shows every semester. */
export const SemesterFilter = (props: FilterProps<string> & Width) => {
  const semesters = useSemesterOptions();
  return <FilterSelect label="Dönem" placeholder="Tüm dönemler" options={semesters} {...props} />;
};

/** A list's Şube filter kept in the URL: the chosen branch for the query, and its select for the toolbar. */
export const useBranchListFilter = () => {
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  return { branchId, select: <BranchFilter value={branchId} onChange={setBranchId} /> };
};

/** A list's Dönem filter kept in the URL: the chosen semester for the query, and its select for the toolbar. */
export const useSemesterListFilter = () => {
  const [semesterId, setSemesterId] = useListFilter<string>('semesterId');
  return { semesterId, select: <SemesterFilter value={semesterId} onChange={setSemesterId} /> };
};
