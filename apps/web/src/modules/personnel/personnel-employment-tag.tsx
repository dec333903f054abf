import { type EmploymentState, employmentStateLabels } from '@panel/shared/personnel/enums';
import { Tag } from 'antd';

const TAG_COLORS: Record<EmploymentState, string> = {
  Undefined: 'default',
  Working: 'green',
  Dismissed: 'red',
};

/** The employment state as the list and the card show it (apart from the actions' dialogs). */
export const EmploymentTag = ({ state }: { state: EmploymentState }) => (
  <Tag color={TAG_COLORS[state]}>{employmentStateLabels[state]}</Tag>
);
