import {
  CONVERSION_NEEDS_PARENT,
  CUSTOMER_ALREADY_CONVERTED,
  type TCustomerConversionInput,
} from '@panel/shared/crm/customers';
import { ZStudentRegistrationSchema } from '@panel/shared/students/contracts';
import { normalisePhone } from '@panel/shared/validation/phone';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/scope';
import { registerStudent } from '../../students/student.service';
import { crmCustomers } from '../crm.table';
import { customersVisibleTo } from '../customer-filter.queries';

/**
 * "Kayıt Yap": registers the customer as a student through the students area's own
 * registration (student, parent with the customer's phone as the paying parent, the branch of
 * interest), links the student to the customer and marks it won, in one transaction: a
 * second conversion of the same customer waits on the row lock and is then refused.
 */
export const convertCustomer = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  id: string,
  input: TCustomerConversionInput,
): Promise<{ studentId: string; studentNo: number; campaignId: string | null }> =>
  db.transaction(async (tx) => {
    const [customer] = await tx
      .select()
      .from(crmCustomers)
      .where(and(eq(crmCustomers.id, id), customersVisibleTo(scope)))
      .for('update');
    if (!customer) throw notFound('Müşteri bulunamadı.');
    if (customer.studentId) throw badRequest(CUSTOMER_ALREADY_CONVERTED);
    if (!customer.parentFirstName || !customer.parentLastName) throw badRequest(CONVERSION_NEEDS_PARENT);
    // The registration's own schema checks what the customer carries (a parent's phone must be a mobile).
    const parsed = ZStudentRegistrationSchema.safeParse({
      student: {
        branchId: customer.branchId,
        firstName: customer.studentFirstName,
        lastName: customer.studentLastName,
        citizenId: input.citizenId,
        gender: input.gender,
        birthDate: input.birthDate,
        educationLevel: input.educationLevel,
        origin: input.origin,
        school: customer.currentSchool,
      },
      parents: [
        {
          firstName: customer.parentFirstName,
          lastName: customer.parentLastName,
          mobilePhone: input.parentPhone ?? normalisePhone(customer.phoneDigits),
          email: customer.email,
          relation: input.parentRelation,
          isAdult: true,
          isPaymentPerson: true,
        },
      ],
      contacts: [],
    });
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => i.message);
      throw badRequest(errors[0]!, { errors });
    }
    const student = await registerStudent(tx, request, scope, parsed.data);
    await tx
      .update(crmCustomers)
      .set({ studentId: student.id, convertedAt: sql`now()`, outcome: 'Won', updatedAt: sql`now()` })
      .where(eq(crmCustomers.id, id));
    return { studentId: student.id, studentNo: student.studentNo, campaignId: customer.campaignId };
  });
