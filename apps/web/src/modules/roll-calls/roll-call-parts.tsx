import {
  type DaySlot,
  type RollCallOpenState,
  type RollCallState,
  rollCallOpenStateLabels,
} from '@panel/shared/roll-calls/roll-call';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useNavigate } from 'react-router';
import { api } from '../../app/http';
import { invalidatePaths } from '../../components/resource-api';
import { ROLL_CALL_KEY } from './roll-call.api';

export const stateColor: Record<RollCallOpenState, string> = {
  Idle: 'default',
  Open: 'processing',
  Close: 'success',
};
export const markColor: Record<RollCallState, string> = {
  Present: 'green',
  Absent: 'red',
  Late: 'orange',
  Excused: 'blue',
};

export const OpenStateTag = ({ state }: { state: RollCallOpenState }) => (
  <Tag color={stateColor[state]}>{rollCallOpenStateLabels[state]}</Tag>
);

/** Opens (or finds) a slot's roll call and goes to its marking screen. */
export const useOpenSlot = () => {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slot, date }: { slot: DaySlot; date: string }) =>
      api.post('education/rollcall/open', {
        body: { schoolClassId: slot.schoolClassId, lessonTimeId: slot.lessonTimeId, date },
      }),
    onSuccess: async (rc) => {
      await invalidatePaths(client, [ROLL_CALL_KEY]);
      navigate(`/education/student/rollcall/add?id=${rc.id}`);
    },
  });
};
