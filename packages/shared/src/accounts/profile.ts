import { z } from 'zod';
import { zText } from '../validation/zod';

export const ZProfileUpdateSchema = z.object({
  firstName: zText('Ad', 50),
  lastName: zText('Soyad', 50),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdateSchema>;
