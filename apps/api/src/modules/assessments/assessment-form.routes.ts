import {
  ZAnswersSchema,
  ZDraftSavedSchema,
  ZExternalStartedSchema,
  ZExternalStartSchema,
  ZExternalViewSchema,
  ZLinkViewSchema,
} from '@panel/shared/assessments/contracts';
import { ZMessageAnswerSchema } from '@panel/shared/common/answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { startExternal, viewExternal } from './assessment-external.service';
import { saveDraft, submitLink, viewLink } from './assessment-form.service';

const ZTokenSchema = z.object({
  token: z.string().min(20, 'Bu bağlantı geçerli değil.').max(100, 'Bu bağlantı geçerli değil.'),
});

/**
 * The personal link's form, anonymous: the token is the only key. A closed, used or
 * unknown link answers 200 with its state, so the page can say so in plain Turkish.
 */
export const assessmentFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { public: true } as const;

  // An external link's own page: the inventory's state, then a name and phone give a personal token.
  app.get(
    '/assessment/external-profile/:token',
    { config, schema: { params: ZTokenSchema, response: { 200: ZExternalViewSchema } } },
    (request) => viewExternal(db, request.params.token, request.ip),
  );
  app.post(
    '/assessment/external-profile/:token/start',
    {
      config,
      schema: { params: ZTokenSchema, body: ZExternalStartSchema, response: { 200: ZExternalStartedSchema } },
    },
    (request) => startExternal(db, request.params.token, request.ip, request.body),
  );
  app.get(
    '/assessment/:token',
    { config, schema: { params: ZTokenSchema, response: { 200: ZLinkViewSchema } } },
    (request) => viewLink(db, request.params.token, request.ip),
  );
  app.post(
    '/assessment/:token/answers',
    { config, schema: { params: ZTokenSchema, body: ZAnswersSchema, response: { 200: ZDraftSavedSchema } } },
    (request) => saveDraft(db, request.params.token, request.ip, request.body.answers),
  );
  app.post(
    '/assessment/:token/submit',
    {
      config,
      schema: { params: ZTokenSchema, body: ZAnswersSchema, response: { 200: ZMessageAnswerSchema } },
    },
    (request) => submitLink(db, request.params.token, request.ip, request.body.answers),
  );
};
