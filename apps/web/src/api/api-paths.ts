import type { paths } from './openapi';

/**
 * The API's paths under `/api`, as its OpenAPI document names them (`student/detail/{id}`),
 * with the operations, parameters and answers the document gives each. The client adds the
 * `/api` prefix, so a page names a path exactly as the document does, less that prefix.
 * The exam and mobile APIs' paths (SPEC 7) keep their `/examapi/`, `/mobileapi/` prefix and are sent as they are.
 */
export type ApiPaths = {
  [K in keyof paths as K extends `/api/${infer Rest}` ? Rest : never]: paths[K];
} & {
  // The exam API keeps its prefix: a page names `/examapi/exams/{id}` as the document does.
  [K in keyof paths as K extends `/examapi/${string}` ? K : never]: paths[K];
} & {
  // The mobile API too (`/mobileapi/me`): its calls carry the mobile cookie, never the bearer.
  [K in keyof paths as K extends `/mobileapi/${string}` ? K : never]: paths[K];
};
export type ApiPath = keyof ApiPaths;
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type OperationOf<P extends ApiPath, M extends Method> = NonNullable<ApiPaths[P][M]>;

/** The paths that answer `method`. */
export type PathsWith<M extends Method> = {
  [P in ApiPath]: ApiPaths[P][M] extends { responses: unknown } ? P : never;
}[ApiPath];

type ParametersOf<O> = O extends { parameters: infer Params } ? Params : never;
type PathParamsOf<O> = ParametersOf<O> extends { path: infer Path } ? Path : undefined;
type QueryOf<O> = ParametersOf<O> extends { query?: infer Query } ? Query : undefined;
type RequestBodyOf<O> = O extends { requestBody?: infer Body } ? NonNullable<Body> : never;
type JsonBodyOf<O> = [RequestBodyOf<O>] extends [never]
  ? undefined
  : RequestBodyOf<O> extends { content: { 'application/json': infer Body } }
    ? Body
    : undefined;

type JsonAnswer<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
/** What the operation answers with 200 or 201, as the document declares it. */
type DeclaredAnswer<O> = O extends { responses: infer R }
  ? JsonAnswer<R extends { 200: infer Ok } ? Ok : R extends { 201: infer Created } ? Created : never>
  : never;

/** What the operation answers, as its route declares it; `unknown` when it declares nothing. */
export type Answer<P extends ApiPath, M extends Method> = [DeclaredAnswer<OperationOf<P, M>>] extends [never]
  ? unknown
  : DeclaredAnswer<OperationOf<P, M>>;

/**
 * A field whose schema the document cannot express (a zod transform or preprocess) reads
 * `unknown` there, and zod still lists it as required: the API validates it, the type
 * cannot, so such a field is optional here. Every other field keeps the document's type.
 */
type Lenient<T> = T extends readonly (infer Item)[]
  ? Lenient<Item>[]
  : T extends object
    ? { [K in keyof T as unknown extends T[K] ? never : K]: Lenient<T[K]> } & {
        [K in keyof T as unknown extends T[K] ? K : never]?: unknown;
      }
    : T;

type Unset = undefined | never;
type PathPart<O> = [PathParamsOf<O>] extends [Unset] ? { path?: undefined } : { path: PathParamsOf<O> };
type QueryPart<O> = [QueryOf<O>] extends [Unset]
  ? { query?: undefined }
  : Record<string, never> extends Lenient<NonNullable<QueryOf<O>>>
    ? { query?: Lenient<NonNullable<QueryOf<O>>> }
    : { query: Lenient<NonNullable<QueryOf<O>>> };
// A route that takes a file (multipart) declares no JSON body: it is sent as FormData.
type BodyPart<O> = [JsonBodyOf<O>] extends [Unset] ? { body?: FormData } : { body: Lenient<JsonBodyOf<O>> };

/** What a call to `path` with `method` sends: its path parameters, query and body. */
export type RequestOf<P extends ApiPath, M extends Method> = PathPart<OperationOf<P, M>> &
  QueryPart<OperationOf<P, M>> &
  BodyPart<OperationOf<P, M>>;

/** The query an operation takes (the filters of a list ...). */
export type QueryParams<P extends ApiPath, M extends Method = 'get'> = NonNullable<
  QueryOf<OperationOf<P, M>>
>;
/** The JSON body an operation takes. */
export type BodyOf<P extends ApiPath, M extends Method = 'post'> = Lenient<JsonBodyOf<OperationOf<P, M>>>;

type ParamNames<P> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** GET paths whose only path parameter is `{id}`: one record. */
export type RecordPath = {
  [P in PathsWith<'get'>]: [ParamNames<P>] extends ['id'] ? P : never;
}[PathsWith<'get'>];
/** GET paths without path parameters: lists, option lists, single objects. */
export type PlainGetPath = {
  [P in PathsWith<'get'>]: [ParamNames<P>] extends [never] ? P : never;
}[PathsWith<'get'>];
/**
 * A resource written in the API's one style: POST x creates, POST x/update updates. Some
 * have only one of the two (purchase invoices are never edited, the own branch is never
 * created here); the form that writes one of those only makes the call that exists.
 */
export type SavePath =
  | PathsWith<'post'>
  | (PathsWith<'post'> extends infer K ? (K extends `${infer Base}/update` ? Base : never) : never);
/** A resource deleted with GET x/delete/{id}. */
export type DeletePath =
  PathsWith<'get'> extends infer K ? (K extends `${infer Base}/delete/{id}` ? Base : never) : never;

/** `student/{id}/parent` with `{ id: 'a1' }` -> `student/a1/parent`. */
export const fillPath = (path: string, params: Record<string, unknown> | undefined): string =>
  path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`API path ${path} needs its {${name}} parameter.`);
    return encodeURIComponent(String(value));
  });

/** A list with an Excel twin: GET x and GET x/excel take the same filters. */
export type ExcelListPath = {
  [P in PlainGetPath]: `${P}/excel` extends PathsWith<'get'> ? P : never;
}[PlainGetPath];
/** A record's files: GET/POST x/{id}, GET x/download/{id}, GET x/delete/{id}. */
export type DocumentsPath =
  PathsWith<'get'> extends infer K
    ? K extends `${infer Base}/download/{id}`
      ? `${Base}/{id}` extends PathsWith<'post'>
        ? Base
        : never
      : never
    : never;
/** A resource with a small list for selects: GET x/list. */
export type OptionListPath = PlainGetPath extends infer K
  ? K extends `${infer Base}/list`
    ? Base
    : never
  : never;
/** A record's cancellation: POST x/{id}/cancel with the reason. */
export type CancelPath = Extract<PathsWith<'post'>, `${string}/{id}/cancel`>;

type DeclaredGet<P extends PathsWith<'get'>> = unknown extends Answer<P, 'get'> ? never : Answer<P, 'get'>;
/**
 * The paths a screen may read as `T`: those whose declared answer gives at least what `T`
 * names. A screen's row type naming a field the API does not send rules its path out, and
 * `npm run check` fails. (Every route declares its answer: scripts/generate-api-types.ts.)
 */
type ReadableAs<Paths extends PathsWith<'get'>, Shape> = {
  [P in Paths]: [DeclaredGet<P>] extends [never] ? never : DeclaredGet<P> extends Shape ? P : never;
}[Paths];
/** A list path whose page rows give what `T` names. */
export type PagedPathOf<T> = ReadableAs<PlainGetPath, { _data: T[] }>;
/** A select's option list whose items give what `T` names. */
export type OptionsPathOf<T> = ReadableAs<PlainGetPath, T[]>;
/** A plain GET that answers one object giving what `T` names. */
export type SinglePathOf<T> = ReadableAs<PlainGetPath, T>;
/** A record path whose answer gives what `T` names. */
export type RecordPathOf<T> = ReadableAs<RecordPath, T>;
