import { type StudyState, studyStateLabels } from '@panel/shared/students/enums';
import { Tag } from 'antd';

const STATE_COLORS: Record<StudyState, string | undefined> = {
  Draft: undefined,
  WillStudy: 'blue',
  OnStudy: 'green',
  StudyCompleted: 'purple',
  Cancelled: 'red',
  Freeze: 'orange',
};

/** The study state as every student screen shows it. */
export const StudyStateTag = ({ state }: { state: StudyState }) => (
  <Tag color={STATE_COLORS[state]}>{studyStateLabels[state]}</Tag>
);
