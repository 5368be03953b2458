/**
 * Types of the general query layer, derived from a group's generated operations table (`kind`) and
 * openapi-typescript's `operations`: one query options factory per query, one mutation options factory per mutation.
 */
import type { DataTag, SkipToken } from '@tanstack/query-core';
import type { CallOptions, OperationArgs, OperationData, OperationInput } from '../client/operation-types.ts';
import type { SdkQueryOptions } from './query-options.ts';
import type { SdkSuspenseQueryOptions } from './suspense-query-options.ts';

/** The operationIds of a generated table whose `kind` is `Kind`. */
export type OperationIdsOfKind<Table, Kind extends 'query' | 'mutation'> = {
  [Id in keyof Table]: Table[Id] extends { readonly kind: Kind } ? Id : never;
}[keyof Table] &
  string;

/** The params slot of a query key: the call's arguments, `{}` for an operation without any, `null` while skipped. */
export type QueryKeyParams<Operation> = Exclude<OperationInput<Operation>, undefined> | Record<string, never> | null;

/**
 * A query key: `[group, operationId, params, identity]`, where identity is the client's (`client.identity`).
 * Tagged with the operation's data type, so `queryClient.getQueryData(key)` is typed.
 */
export type OperationQueryKey<Group extends string, Id extends string, Operation> = DataTag<
  readonly [Group, Id, QueryKeyParams<Operation>, string],
  OperationData<Operation>,
  Error
>;

/** Query options for one operation, for `useQuery`, `fetchQuery` or a `QueryObserver`. */
export type OperationQueryOptions<Group extends string, Id extends string, Operation> = SdkQueryOptions<
  OperationData<Operation>,
  OperationQueryKey<Group, Id, Operation>
>;

/** Suspense-ready options for one operation: the same key, a `queryFn` that always fetches, no `enabled`. */
export type OperationSuspenseQueryOptions<Group extends string, Id extends string, Operation> = SdkSuspenseQueryOptions<
  OperationData<Operation>,
  OperationQueryKey<Group, Id, Operation>
>;

/** The arguments of one call, as a rest tuple: none for an operation without any, optional when every field is. */
export type CallArgs<Operation> =
  undefined extends OperationArgs<Operation>
    ? [args?: undefined]
    : // biome-ignore lint/complexity/noBannedTypes: `{} extends T` is the test for "every field of T is optional".
      {} extends OperationArgs<Operation>
      ? [args?: OperationInput<Operation>]
      : [args: OperationInput<Operation>];

/** A query factory's call: the operation's arguments (optional when every field is), or `skipToken` to disable. */
type QueryCall<Group extends string, Id extends string, Operation> =
  undefined extends OperationArgs<Operation>
    ? (args?: undefined | SkipToken) => OperationQueryOptions<Group, Id, Operation>
    : // biome-ignore lint/complexity/noBannedTypes: `{} extends T` is the test for "every field of T is optional".
      {} extends OperationArgs<Operation>
      ? (args?: OperationInput<Operation> | SkipToken) => OperationQueryOptions<Group, Id, Operation>
      : (args: OperationInput<Operation> | SkipToken) => OperationQueryOptions<Group, Id, Operation>;

/**
 * One query factory: takes the operation's arguments (optional when every field is), or `skipToken` to disable.
 * `.suspense(args)` gives the suspense-ready options of the same call: the arguments only, never `skipToken`.
 */
export type OperationQueryFactory<Group extends string, Id extends string, Operation> = QueryCall<
  Group,
  Id,
  Operation
> & {
  /** Options for `useSuspenseQuery` / `useSuspenseQueries`: this call's key, data never `undefined`, no `enabled`. */
  readonly suspense: (...args: CallArgs<Operation>) => OperationSuspenseQueryOptions<Group, Id, Operation>;
};

/**
 * What `mutate(...)` takes: the operation's arguments; nothing when it has none or every field is optional.
 * `void` (not only `undefined`) is what lets query-core's `MutationObserver.mutate()` be called with no argument.
 */
export type MutationVariables<Operation> =
  undefined extends OperationArgs<Operation>
    ? // biome-ignore lint/suspicious/noConfusingVoidType: see above.
      undefined | void
    : // biome-ignore lint/complexity/noBannedTypes: `{} extends T` is the test for "every field of T is optional".
      {} extends OperationArgs<Operation>
      ? // biome-ignore lint/suspicious/noConfusingVoidType: see above.
        OperationInput<Operation> | undefined | void
      : OperationInput<Operation>;

/** Mutation options for `useMutation` or a `MutationObserver`; `mutationKey` is `[group, operationId, identity]`. */
export interface SdkMutationOptions<Data, Variables, Key extends readonly unknown[]> {
  /** `[group, operationId, identity]`: match it by prefix in `useIsMutating({ mutationKey })`. */
  mutationKey: Key;
  /** Calls the operation with the mutation's variables; resolves to its 200 response's JSON. */
  mutationFn: (variables: Variables) => Promise<Data>;
}

/**
 * A mutation's call options, for every `mutate` of the options made with them: a time limit and extra headers. No
 * signal: a mutation has no query to cancel it with, and one signal for every `mutate` would cancel them all.
 */
export type MutationCallOptions = Omit<CallOptions, 'signal'>;

/** One mutation factory: optional call options (the call's arguments are `mutate`'s variables). */
export type OperationMutationFactory<Group extends string, Id extends string, Operation> = (
  call?: MutationCallOptions,
) => SdkMutationOptions<OperationData<Operation>, MutationVariables<Operation>, readonly [Group, Id, string]>;

/** A group's query factories: one per operation whose table kind is `query`. */
export type GroupQueries<Group extends string, Table, Operations> = {
  readonly [Id in OperationIdsOfKind<Table, 'query'> & keyof Operations]: OperationQueryFactory<
    Group,
    Id,
    Operations[Id]
  >;
};

/** A group's mutation factories: one per operation whose table kind is `mutation`. */
export type GroupMutations<Group extends string, Table, Operations> = {
  readonly [Id in OperationIdsOfKind<Table, 'mutation'> & keyof Operations]: OperationMutationFactory<
    Group,
    Id,
    Operations[Id]
  >;
};
