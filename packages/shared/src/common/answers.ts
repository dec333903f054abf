import { z } from 'zod';

/**
 * The answers routes declare (`schema.response`), so the OpenAPI document, and through it the
 * web app's types, say what each call gives back: a web page that reads a field the API does
 * not send fails `npm run check`. The API also checks every answer against its schema.
 */

/** A list page (SPEC 3, 7): `{ _data, _totalData, _pageCount }`. */
export const zPage = <T extends z.ZodType>(row: T) =>
  z.object({ _data: z.array(row), _totalData: z.number().int(), _pageCount: z.number().int() });

/** A write that answers only the notice the web app shows. */
export const ZMessageAnswerSchema = z.object({ message: z.string() });
export type TMessageAnswer = z.infer<typeof ZMessageAnswerSchema>;

/** A create or update: the record's id and the notice. */
export const ZIdMessageAnswerSchema = z.object({ id: z.uuid(), message: z.string() });
export type TIdMessageAnswer = z.infer<typeof ZIdMessageAnswerSchema>;

/**
 * A point in time as the answer carries it: ISO text. A service may hand over a Date (a Drizzle
 * timestamp column), which JSON turns into that text, or the text itself. The serializer encodes
 * answers (zod's encode), so no transform may stand here: the document reads both as text.
 */
export const zTimestamp = () => z.union([z.date(), z.string()]);

/** A calendar day (`2026-11-28`): `date` columns arrive as text from both drivers. */
export const zDay = () => z.string();

/** The MIME types of the files the API renders. */
export const FILE_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;

/**
 * A route that answers a file declares it by its type (`response: { 200: fileAnswer('pdf') }`),
 * so the document says the call is a download and the web app fetches it as a Blob.
 */
export const fileAnswer = (type: keyof typeof FILE_TYPES) => ({
  description: 'Dosya',
  content: { [FILE_TYPES[type]]: { schema: z.string() } },
});
