import type { FastifyInstance } from 'fastify';
import { call } from './education';

/** A valid Turkish citizen id made from nine digits (the checksum rules of SPEC 5). */
export const citizenIdFrom = (seed: number): string => {
  const d = String(100_000_000 + (seed % 900_000_000))
    .split('')
    .map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return [...d, tenth, eleventh].join('');
};

export const registration = (branchId: string, seed: number, extra: Record<string, unknown> = {}) => ({
  student: {
    branchId,
    firstName: 'Deniz',
    lastName: `Aksoy${seed}`,
    citizenId: citizenIdFrom(seed),
    gender: 'Female',
    birthDate: '2011-04-12',
    educationLevel: 'HighSchool',
    origin: 'Domestic',
  },
  parents: [
    {
      firstName: 'Selin',
      lastName: 'Aksoy',
      citizenId: citizenIdFrom(seed + 500_000),
      mobilePhone: '0(532) 000 00 01',
      relation: 'Mother',
      isAdult: true,
      isPaymentPerson: true,
    },
    {
      firstName: 'Murat',
      lastName: 'Aksoy',
      mobilePhone: '0(532) 000 00 02',
      occupation: 'Mühendis',
      relation: 'Father',
      isAdult: true,
      isPaymentPerson: false,
    },
  ],
  contacts: [
    {
      contactType: 'Phone',
      contactOption: 'Mobile',
      value: `0(555) 765 43 ${String(seed % 100).padStart(2, '0')}`,
      isPrimary: true,
    },
    { contactType: 'Email', contactOption: 'PersonalEmail', value: 'deniz@example.com', isPrimary: true },
    { contactType: 'Address', contactOption: null, value: 'Moda Cad. No:3 Kadıköy', isPrimary: true },
  ],
  ...extra,
});

export const registerStudent = async (
  app: FastifyInstance,
  token: string,
  branchId: string,
  seed: number,
  extra: Record<string, unknown> = {},
) =>
  (await call(app, token, 'POST', 'education/student/register', registration(branchId, seed, extra))) as {
    id: string;
    studentNo: number;
  };
