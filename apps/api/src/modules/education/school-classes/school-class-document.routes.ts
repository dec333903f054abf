import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsync } from 'fastify';
import { registerDocumentRoutes } from '../../../platform/documents';
import { getSchoolClassOrThrow } from './school-class.service';
import { schoolClassDocuments } from './school-class.table';

/** SPEC 7 GET school-class-document/{id}, and the class's uploads, downloads and deletes. */
export const schoolClassDocumentRoutes: FastifyPluginAsync = async (app) => {
  registerDocumentRoutes(app, {
    path: '/school-class-document',
    entity: 'school-class-document',
    table: schoolClassDocuments,
    ownerKey: 'schoolClassId',
    view: ACTIONS.education.structureView,
    manage: ACTIONS.education.classDocuments,
    getOwner: getSchoolClassOrThrow,
  });
};
