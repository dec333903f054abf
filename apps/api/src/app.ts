import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TSmsBatchParams } from '@panel/shared/reports/report-centre';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Config } from './config';
import type { Db } from './db/client';
import { warnOnLongHolds } from './db/holds';
import {
  type EInvoiceIntegrator,
  localEInvoiceIntegrator,
} from './integrations/einvoice/einvoice-integrator';
import { localMailSender, type MailSender } from './integrations/mail/mail';
import { smtpMailSender } from './integrations/mail/smtp-mail';
import { netgsmProvider } from './integrations/sms/netgsm';
import { localSmsProvider, type SmsProvider } from './integrations/sms/sms';
import { accountRoutes } from './modules/accounts/account.routes';
import { accountAdminRoutes } from './modules/accounts/account-admin.routes';
import { adminAccountRoutes } from './modules/accounts/admin-account.routes';
import { adminUserRoutes } from './modules/accounts/admin-user.routes';
import { invitationRoutes } from './modules/accounts/invitations/invitation.routes';
import { personnelAccountRoutes } from './modules/accounts/personnel-account.routes';
import { userProfileRoutes } from './modules/accounts/user-profile.routes';
import { branchGroupRoutes } from './modules/administration/branch-groups/branch-group.routes';
import { branchRoutes } from './modules/administration/branches/branch.routes';
import { businessRoutes } from './modules/administration/businesses/business.routes';
import { corporateRoutes } from './modules/administration/corporates/corporate.routes';
import { licenseRoutes } from './modules/administration/licenses/license.routes';
import { majorRoutes } from './modules/administration/majors/major.routes';
import { assessmentRoutes } from './modules/assessments/assessment.routes';
import { assessmentFormRoutes } from './modules/assessments/assessment-form.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { endSessionsOnWithdrawal } from './modules/auth/session.service';
import { sessionEntryRoutes } from './modules/auth/session-entry.routes';
import { announcementRoutes } from './modules/communications/announcements/announcement.routes';
import { mailOutboxRoutes } from './modules/communications/mail-outbox/mail-outbox.routes';
import { smsConsentRoutes } from './modules/communications/sms-consents/sms-consent.routes';
import { smsLogRoutes } from './modules/communications/sms-log.routes';
import { smsTestRoutes } from './modules/communications/sms-test.routes';
import { callListRoutes } from './modules/crm/call-lists/call-list.routes';
import { campaignRoutes } from './modules/crm/campaigns/campaign.routes';
import { campaignPublicRoutes } from './modules/crm/campaigns/campaign-public.routes';
import { customerRoutes } from './modules/crm/customers/customer.routes';
import { crmImportRoutes } from './modules/crm/import/crm-import.routes';
import { interviewStateRoutes } from './modules/crm/interview-states/interview-state.routes';
import { interviewRoutes } from './modules/crm/interviews/interview.routes';
import { referenceRoutes } from './modules/crm/references/reference.routes';
import { crmReportRoutes } from './modules/crm/reports/crm-report.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { classTeacherRoutes } from './modules/education/class-teachers/class-teacher.routes';
import { classroomRoutes } from './modules/education/classrooms/classroom.routes';
import { lessonProgramRoutes } from './modules/education/lesson-programs/lesson-program.routes';
import { lessonTimeRoutes } from './modules/education/lesson-times/lesson-time.routes';
import { educationReportRoutes } from './modules/education/reports/education-report.routes';
import { schoolClassRoutes } from './modules/education/school-classes/school-class.routes';
import { semesterRoutes } from './modules/education/semesters/semester.routes';
import { serviceRoutes } from './modules/education/services/service.routes';
import { timePeriodRoutes } from './modules/education/time-periods/time-period.routes';
import { examRoutes } from './modules/exams/exam.routes';
import { examAnalysisRoutes } from './modules/exams/exam-analysis.routes';
import { examReportRoutes } from './modules/exams/exam-report.routes';
import { learningOutcomeRoutes } from './modules/exams/learning-outcome.routes';
import { financeRoutes } from './modules/finance/finance.routes';
import { installMobileGuard, mobileRoutes } from './modules/mobile/mobile.routes';
import { permissionRoutes } from './modules/permissions/permission.routes';
import { permissionGrantRoutes } from './modules/permissions/permission-grant.routes';
import { personnelRoutes } from './modules/personnel/personnel.routes';
import { reportRoutes } from './modules/reports/report.routes';
import {
  defineReportJobs,
  recoverReports,
  startListExport,
  startSmsBatch,
} from './modules/reports/report.service';
import { rollCallRoutes } from './modules/roll-calls/roll-call.routes';
import { startWaitingSales } from './modules/sales/orders/order.service';
import { salesRoutes } from './modules/sales/sales.routes';
import { quickSearchRoutes } from './modules/search/quick-search.routes';
import { studentImportRoutes } from './modules/students/import/student-import.routes';
import { privateLessonRoutes } from './modules/students/private-lesson.routes';
import { privateSmsRoutes } from './modules/students/private-sms.routes';
import { studentReportRoutes } from './modules/students/reports/student-report.routes';
import { studentRoutes } from './modules/students/student.routes';
import { studentOperationRoutes } from './modules/students/student-operation.routes';
import { studentRecordRoutes } from './modules/students/student-record.routes';
import { studentUserRoutes } from './modules/students/student-user.routes';
import { apiDocsAccess, isApiPath } from './platform/api-docs';
import { subscribe } from './platform/area-events';
import { authPlugin, requireAuth } from './platform/auth';
import { DOCUMENT_MAX_BYTES } from './platform/documents';
import { NOT_FOUND_BODY, registerErrorHandling } from './platform/errors';
import { healthRoutes } from './platform/health.routes';
import { registerInputGuard } from './platform/input-guard';
import { createJobQueue, type JobQueue } from './platform/jobs';
import { type LogStream, loggerOptions } from './platform/logging';
import { installRouteGuard, type RouteAccess } from './platform/permissions';
import type { QueueListExport } from './platform/report-routes';
import { getOrCreateSecret } from './platform/secrets';
import { webStatic } from './platform/web-static';
import './platform/zod-locale';
import { listenForSessionEnds } from './modules/auth/session-cache';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mail: MailSender;
    sms: SmsProvider;
    einvoice: EInvoiceIntegrator;
    /** Background jobs (platform/jobs): pg-boss on PostgreSQL, in-process on the embedded database. */
    jobs: JobQueue;
    /** Every guarded route with its declared access: the permission tests walk it. */
    routeTable: RouteAccess[];
    /** A long report screen's Excel handed to the report centre (platform/report-routes). */
    queueListExport: QueueListExport;
    /** A bulk send to more than SMS_INLINE_MAX numbers, made by the report centre (its result id). */
    queueSmsBatch: (request: FastifyRequest, params: TSmsBatchParams) => Promise<string>;
  }
}

export type AppDeps = {
  config: Config;
  db: Db;
  mail?: MailSender;
  sms?: SmsProvider;
  einvoice?: EInvoiceIntegrator;
  logStream?: LogStream;
  /** Off only where no database is behind `db` (the OpenAPI generator): nothing is cached then. */
  hearSessionEnds?: boolean;
};

export const buildApp = async ({
  config,
  db,
  // The recording sender unless an SMTP server is configured (SMTP_URL or SMTP_HOST).
  mail = config.smtp ? smtpMailSender(config.smtp) : localMailSender,
  // The local provider unless another is configured (SMS_PROVIDER).
  sms = config.sms.provider.kind === 'netgsm' ? netgsmProvider(config.sms.provider) : localSmsProvider,
  einvoice = localEInvoiceIntegrator,
  logStream,
  hearSessionEnds = true,
}: AppDeps): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // X-Forwarded-For is believed only from the configured proxies: from anyone else it
    // would let a client pick the address the sign-in throttle counts.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // Room for a token in a path (GET auth/{token}/verify); the default is 100 characters.
    routerOptions: { maxParamLength: 4096 },
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // What an area does when a lower one announces a change (platform/area-events.ts).
  subscribe('studentsStartedStudying', startWaitingSales);
  subscribe('userAccessWithdrawn', endSessionsOnWithdrawal);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('mail', mail);
  app.decorate('sms', { ...sms, perMinute: sms.perMinute ?? config.sms.perMinute });
  app.decorate('einvoice', einvoice);
  const jobs = createJobQueue(config.database, app.log);
  app.decorate('jobs', jobs);
  defineReportJobs(jobs, { db, config, log: app.log, sms: app.sms });
  app.decorate('queueSmsBatch', (request: FastifyRequest, params: TSmsBatchParams) =>
    startSmsBatch(db, jobs, config.reports, requireAuth(request), params),
  );
  app.decorate('queueListExport', ((request, params) =>
    startListExport(db, jobs, config.reports, requireAuth(request), params)) satisfies QueueListExport);
  // Without a database behind `db` (the OpenAPI generator) no job may run.
  if (hearSessionEnds) {
    app.addHook('onReady', async () => {
      await jobs.start();
      await recoverReports(db, jobs, config.reports, true);
    });
    app.addHook('onClose', () => jobs.stop());
  }
  if (hearSessionEnds) {
    const sessionEnds = await listenForSessionEnds(db);
    app.addHook('onClose', () => sessionEnds.stop());
  }
  registerErrorHandling(app);
  registerInputGuard(app);
  if (config.database.kind === 'pglite' && config.dbHoldWarnMs > 0) warnOnLongHolds(app, config.dbHoldWarnMs);

  // Built once: @fastify/helmet builds helmet (and parses the policy) again on every request.
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'script-src': ["'self'"] },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    secureHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1 } });
  const secret = config.jwtSecret ?? (await getOrCreateSecret(db, 'jwt_secret'));
  await app.register(authPlugin, { secret, accessTokenTtlSeconds: config.accessTokenTtlSeconds });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Okul Paneli API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Schemas with an id (the recursive menu item) become components the paths refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: { onRequest: apiDocsAccess(config) },
  });
  // API answers are per user and per moment: no browser or proxy keeps a copy.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });

  const routeTable: RouteAccess[] = [];
  app.decorate('routeTable', routeTable);
  await app.register(
    async (api) => {
      installRouteGuard(api, routeTable);
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(sessionEntryRoutes);
      await api.register(accountRoutes);
      await api.register(userProfileRoutes);
      await api.register(adminAccountRoutes);
      await api.register(accountAdminRoutes);
      await api.register(adminUserRoutes);
      await api.register(invitationRoutes);
      await api.register(permissionRoutes);
      await api.register(permissionGrantRoutes);
      await api.register(announcementRoutes);
      await api.register(smsTestRoutes);
      await api.register(smsLogRoutes);
      await api.register(smsConsentRoutes);
      await api.register(mailOutboxRoutes);
      await api.register(campaignPublicRoutes);
      await api.register(campaignRoutes);
      await api.register(crmImportRoutes);
      await api.register(dashboardRoutes);
      await api.register(quickSearchRoutes);
      await api.register(businessRoutes);
      await api.register(corporateRoutes);
      await api.register(branchRoutes);
      await api.register(branchGroupRoutes);
      await api.register(licenseRoutes);
      await api.register(majorRoutes);
      await api.register(semesterRoutes);
      await api.register(timePeriodRoutes);
      await api.register(classroomRoutes);
      await api.register(lessonTimeRoutes);
      await api.register(schoolClassRoutes);
      await api.register(classTeacherRoutes);
      await api.register(lessonProgramRoutes);
      await api.register(rollCallRoutes);
      await api.register(serviceRoutes);
      await api.register(educationReportRoutes);
      await api.register(assessmentRoutes);
      await api.register(assessmentFormRoutes);
      await api.register(personnelRoutes);
      await api.register(personnelAccountRoutes);
      await api.register(customerRoutes);
      await api.register(interviewRoutes);
      await api.register(interviewStateRoutes);
      await api.register(referenceRoutes);
      await api.register(studentRoutes);
      await api.register(studentRecordRoutes);
      await api.register(studentOperationRoutes);
      await api.register(studentImportRoutes);
      await api.register(studentReportRoutes);
      await api.register(privateLessonRoutes);
      await api.register(privateSmsRoutes);
      await api.register(studentUserRoutes);
      await api.register(salesRoutes);
      await api.register(financeRoutes);
      await api.register(callListRoutes);
      await api.register(crmReportRoutes);
      await api.register(reportRoutes);
    },
    { prefix: '/api' },
  );
  // The exam API (SPEC 7): the same token, guard, tenancy and error shape as /api, in the same route table.
  await app.register(
    async (examApi) => {
      installRouteGuard(examApi, routeTable);
      await examApi.register(examRoutes);
      await examApi.register(learningOutcomeRoutes);
      await examApi.register(examAnalysisRoutes);
      await examApi.register(examReportRoutes);
    },
    { prefix: '/examapi' },
  );

  // The mobile API (SPEC 7): its own token in a cookie, parents and students only.
  await app.register(
    async (mobileApi) => {
      installMobileGuard(mobileApi, routeTable);
      await mobileApi.register(mobileRoutes);
    },
    { prefix: '/mobileapi' },
  );

  const webDist = config.webDist ?? path.resolve(import.meta.dirname, '../../web/dist');
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) await app.register(webStatic, { root: webDist });
  app.setNotFoundHandler((request, reply) => {
    if (!hasWeb || isApiPath(request.url) || request.method !== 'GET')
      return reply.status(404).send(NOT_FOUND_BODY);
    // The SPA owns every other path; its router sends unknown ones to /404.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return app;
};
