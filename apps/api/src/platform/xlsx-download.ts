import type { FastifyReply } from 'fastify';
import { contentDisposition, XLSX_CONTENT_TYPE } from './excel';

/**
 * A workbook made whole in memory (an import template) as an .xlsx download named
 * `fileName`. The reply is the plain one: the route declares the file, not JSON, as its answer.
 */
export const sendXlsxFile = (reply: FastifyReply, fileName: string, content: Buffer) =>
  reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(fileName))
    .send(content);
