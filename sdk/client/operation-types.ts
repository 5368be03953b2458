/**
 * Types of the generated operation methods, derived from openapi-typescript's `operations` interface:
 * one argument object of query parameters and body fields, resolving to the 200 response's JSON.
 */

type Json<T> = T extends { content: { 'application/json': infer Data } } ? Data : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

type QueryOf<Operation> = Operation extends { parameters: { query?: infer Query } } ? Exclude<Query, undefined> : never;
type BodyOf<Operation> = Operation extends { requestBody?: infer Body } ? Json<Exclude<Body, undefined>> : never;

// A body that is not an object (SendGrid posts an array) cannot be spread, so it travels as `body`.
type BodyFields<Body> = [Body] extends [never] ? unknown : Body extends readonly unknown[] ? { body: Body } : Body;
type QueryFields<Query> = [Query] extends [never] ? unknown : Query;

/**
 * A value as a caller may hold it: every array in it, at any depth, may be readonly (`as const` data, frozen state),
 * since a method only reads what it is given. A mutable array is still accepted. An optional field may also be
 * `undefined`, read as left out, so a caller compiling with `exactOptionalPropertyTypes` can pass
 * `{ isOem: flag ? true : undefined }` as one without it can.
 */
type ReadableArrays<T> = T extends readonly (infer Item)[]
  ? readonly ReadableArrays<Item>[]
  : T extends object
    ? // biome-ignore lint/complexity/noBannedTypes: `{} extends Pick<T, K>` is the test for "K is optional in T".
      { [K in keyof T]: ReadableArrays<T[K]> | ({} extends Pick<T, K> ? undefined : never) }
    : T;

/** The argument object of an operation method: its query parameters and body fields; `undefined` when it has none. */
export type OperationArgs<Operation> = [QueryOf<Operation>, BodyOf<Operation>] extends [never, never]
  ? undefined
  : Simplify<QueryFields<QueryOf<Operation>> & BodyFields<BodyOf<Operation>>>;

/**
 * What a method takes: its `OperationArgs`, whose arrays may also be readonly. A parameter only, so the exported
 * `OperationArgs` (and what the SDK returns of that type) keeps the arrays a caller may change.
 */
export type OperationInput<Operation> = ReadableArrays<OperationArgs<Operation>>;

/** The data an operation method resolves to: the JSON of its 200 response. */
export type OperationData<Operation> = Operation extends { responses: { 200: infer Success } } ? Json<Success> : never;

/** Per-call options of every operation method. */
export interface CallOptions {
  /** Aborts the call at any stage, even while it waits for a token: it rejects at once with the signal's reason. Default none. */
  signal?: AbortSignal;
  /** Rejects with a NetworkError naming the operation when no response arrives within this many ms; default none. */
  timeoutMs?: number;
  /** Extra headers for this call only, e.g. `{ 'x-mock-scenario': 'slow' }`; default none. One that cannot be sent is refused. */
  headers?: Record<string, string>;
}

/** One method: the argument is optional when every field of it is. */
export type OperationMethod<Operation> =
  undefined extends OperationArgs<Operation>
    ? (args?: undefined, options?: CallOptions) => Promise<OperationData<Operation>>
    : // biome-ignore lint/complexity/noBannedTypes: `{} extends T` is the test for "every field of T is optional".
      {} extends OperationArgs<Operation>
      ? (args?: OperationInput<Operation>, options?: CallOptions) => Promise<OperationData<Operation>>
      : (args: OperationInput<Operation>, options?: CallOptions) => Promise<OperationData<Operation>>;

/** One typed method per operationId. */
export type OperationMethods<Operations> = { readonly [Id in keyof Operations]: OperationMethod<Operations[Id]> };
