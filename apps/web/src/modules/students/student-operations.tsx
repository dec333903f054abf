import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import type { PathsWith } from '../../api/api-paths';
import { api } from '../../app/http';
import { followReport } from '../../components/download';
import { STUDENTS, type StudentRow } from './student.api';

/** After a bulk change every student list (search, class lists, profiles) reads again. */
export const useBulk = (url: PathsWith<'post'>, onDone: () => void, path?: { id: string }) => {
  const client = useQueryClient();
  return useMutation({
    // `as never`: one hook for five operations; each body is the screen's, checked by the API.
    mutationFn: (body: object) => api.post(url, { path, body } as never),
    onSuccess: async (answer: unknown) => {
      followReport(answer);
      // Every list about students: search, transfers, class lists, profiles.
      await client.invalidateQueries({
        predicate: (q) => /^(education\/student|student)/.test(String(q.queryKey[0])),
      });
      onDone();
    },
  });
};
export const TRANSFERS = 'education/student/transfer';

/** A student picked by typing: the search list answers from two characters. */
export const StudentPicker = (props: {
  /** Form.Item's field id, so its label names the box. */
  id?: string;
  value?: string;
  onChange?: (id: string) => void;
  onPick?: (student: StudentRow) => void;
}) => {
  const [term, setTerm] = useState('');
  const found =
    useQuery({
      queryKey: [STUDENTS, 'pick', term],
      queryFn: () => api.get(STUDENTS, { query: { _searchTerm: term, _pageSize: 20 } }),
      enabled: term.length >= 2,
    }).data?._data ?? [];
  return (
    <Select
      id={props.id}
      showSearch
      filterOption={false}
      onSearch={setTerm}
      value={props.value}
      onChange={(id: string) => {
        props.onChange?.(id);
        const student = found.find((s) => s.id === id);
        if (student) props.onPick?.(student);
      }}
      placeholder="Ad, numara veya T.C. kimlik no yazınız"
      notFoundContent={term.length < 2 ? 'En az 2 karakter yazınız' : 'Öğrenci bulunamadı'}
      options={found.map((s) => ({
        value: s.id,
        label: `${s.studentNo} - ${s.firstName} ${s.lastName} (${s.branchName})`,
      }))}
    />
  );
};
