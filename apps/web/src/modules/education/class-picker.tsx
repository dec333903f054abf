import type { TSchoolClassOption } from '@panel/shared/education/contracts';
import { Select, Space } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { recordOptions } from '../../components/record-options';
import { useOptions } from '../../components/resource-api';
import { SearchSelect } from '../../components/search-select';
import { useSemesterOptions } from './education-options';

/**
 * The semester and class a program screen shows, kept in the URL (`?semesterId&schoolClassId`)
 * so a printed or shared link opens the same class. The newest semester is chosen first.
 */
export const useClassChoice = () => {
  const [search, setSearch] = useSearchParams();
  const semesters = useSemesterOptions();
  const semesterId = search.get('semesterId') ?? semesters[0]?.value;
  const schoolClassId = search.get('schoolClassId') ?? undefined;
  const classes =
    useOptions<TSchoolClassOption>('education/school-class/list', { semesterId }, !!semesterId).data ?? [];
  const set = (next: { semesterId?: string; schoolClassId?: string }) => {
    const params = new URLSearchParams(search);
    for (const [k, v] of Object.entries(next)) v ? params.set(k, v) : params.delete(k);
    setSearch(params, { replace: true });
  };
  useEffect(() => {
    // A class from another semester's link does not belong in this one's select.
    if (schoolClassId && classes.length > 0 && !classes.some((c) => c.id === schoolClassId))
      set({ schoolClassId: undefined });
  });
  return { semesters, semesterId, classes, schoolClassId, set };
};

export const ClassPicker = ({ choice }: { choice: ReturnType<typeof useClassChoice> }) => (
  <Space wrap className="no-print">
    <Select
      aria-label="Dönem"
      placeholder="Dönem"
      style={{ width: 220 }}
      options={choice.semesters}
      value={choice.semesterId}
      onChange={(semesterId: string) => choice.set({ semesterId, schoolClassId: undefined })}
    />
    <SearchSelect
      aria-label="Sınıf"
      placeholder="Sınıf seçiniz"
      style={{ width: 180 }}
      options={recordOptions(choice.classes)}
      value={choice.schoolClassId}
      onChange={(schoolClassId: string) => choice.set({ schoolClassId })}
      notFoundContent="Bu dönemde sınıf yok"
    />
  </Space>
);
