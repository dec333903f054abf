import { fillPath } from '../../api/api-paths';
import type { paths } from '../../api/openapi';
import { http } from '../../app/http';
import { saveBlob } from '../../components/download';

/**
 * The exam API (/examapi) typed from the same OpenAPI document as /api: a path is one of the
 * document's /examapi keys less the prefix, and the answer is the one its route declares.
 */
type ExamPaths = {
  [K in keyof paths as K extends `/examapi/${infer Rest}` ? Rest : never]: paths[K];
};
type Method = 'get' | 'post';
type PathsWith<M extends Method> = {
  [P in keyof ExamPaths]: ExamPaths[P][M] extends { responses: unknown } ? P : never;
}[keyof ExamPaths];
type Json<R> = R extends { content: { 'application/json': infer Body } } ? Body : unknown;
export type ExamAnswer<P extends keyof ExamPaths, M extends Method = 'get'> = ExamPaths[P][M] extends {
  responses: { 200: infer Ok };
}
  ? Json<Ok>
  : unknown;
type Init = { path?: Record<string, string>; query?: object };

const url = (path: string, init?: Init) => `/examapi/${fillPath(path, init?.path)}`;

export const examApi = {
  get: <P extends PathsWith<'get'>>(path: P, init?: Init) =>
    http.raw.get<ExamAnswer<P>>(url(path, init), { params: init?.query }),
  post: <P extends PathsWith<'post'>>(path: P, init?: Init & { body?: unknown }) =>
    http.raw.post<ExamAnswer<P, 'post'>>(url(path, init), { params: init?.query, data: init?.body }),
  /** A file the exam API renders (Excel, PDF). */
  blob: <P extends PathsWith<'get'>>(path: P, init?: Init) =>
    http.raw.get<Blob>(url(path, init), { params: init?.query, responseType: 'blob' }),
};

/** Saves a file the exam API renders under `fileName`. */
export const saveExamFile = async (path: PathsWith<'get'>, init: Init, fileName: string) =>
  saveBlob(await examApi.blob(path, init), fileName);
