import type { TSchoolClassTeacher } from '@panel/shared/education/contracts';
import { type TableColumnsType, Tag } from 'antd';

/** A teacher's assignment to a class, as the assignment list answers it. */
export type AssignmentRow = TSchoolClassTeacher;

/** Hours placed in the program against the hours assigned: green when they match. */
export const HoursTag = ({ placed, planned }: { placed: number; planned: number }) => (
  <Tag color={placed === planned ? 'green' : placed > planned ? 'red' : 'orange'}>
    {placed}/{planned} saat
  </Tag>
);

/**
 * The columns of a list of assignments. `hoursKey` names the hours column in the list's
 * remembered column choice.
 */
export const assignmentColumns = (hoursKey: string): TableColumnsType<AssignmentRow> => [
  { title: 'Sınıf', dataIndex: 'schoolClassName' },
  { title: 'Dönem', dataIndex: 'semesterName' },
  { title: 'Branş', dataIndex: 'majorName' },
  { title: 'Öğretmen', dataIndex: 'teacherName' },
  {
    title: 'Programda / Haftalık',
    key: hoursKey,
    render: (_, r) => <HoursTag placed={r.placedHours} planned={r.weeklyHours} />,
  },
];
