import type { TSchoolClassTeacher } from '@panel/shared/education/contracts';
import { Tag } from 'antd';

/** A teacher's assignment to a class, as the assignment list answers it. */
export type AssignmentRow = TSchoolClassTeacher;

/** Hours placed in the program against the hours assigned: green when they match. */
export const HoursTag = ({ placed, planned }: { placed: number; planned: number }) => (
  <Tag color={placed === planned ? 'green' : placed > planned ? 'red' : 'orange'}>
    {placed}/{planned} saat
  </Tag>
);
