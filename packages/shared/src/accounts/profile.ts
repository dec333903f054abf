import { z } from 'zod';

export const ZProfileUpdateSchema = z.object({
  firstName: z.string().trim().min(1, 'Lütfen Ad Giriniz!').max(50, 'Lütfen Daha Kısa Ad Giriniz!'),
  lastName: z.string().trim().min(1, 'Lütfen Soyad Giriniz!').max(50, 'Lütfen Daha Kısa Soyad Giriniz!'),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdateSchema>;
