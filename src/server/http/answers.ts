/**
 * Types only: the JSON a browser gets from an endpoint, derived from the endpoint's handler, so
 * the browser's calls (src/features) import what the server really answers instead of restating
 * it. Import with `import type`: no server code reaches a page's bundle.
 */

/** What JSON.stringify makes of a value: dates become strings, readonly goes, functions vanish. */
export type Json<T> = T extends Date
  ? string
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends (...args: never[]) => unknown
      ? never
      : T extends ReadonlyArray<infer U>
        ? Json<U>[]
        : T extends object
          ? { -readonly [K in keyof T]: Json<T[K]> }
          : T

/** A body as answered: the pipeline turns `messageKey` into the translated `message`. */
export type Answer<B> = B extends unknown ? Json<Omit<B, 'messageKey'> & { message: string }> : never

/** A user-service style row (user, distribution, pay tables): its handler's result, as JSON. */
export type AnswerOf<E> = E extends { run: (...args: never[]) => Promise<infer R> } ? (R extends { body: infer B } ? Answer<B> : never) : never

/** A report row (src/server/report/endpoints.ts): what `run` gives, under its answer field (`data` by default). */
export type ReportAnswerOf<E> = E extends { run(...args: never[]): Promise<infer D> }
  ? Json<{ code: 200; message: string } & { [K in E extends { answerField?: infer F extends string } ? F : 'data']: D }>
  : never

/**
 * One object type for a union of answers, for code that reads whichever fields came (e.g. the
 * /oauth page): each field any variant has, optional. Still bound to the server: a field no
 * variant answers any more is gone from it.
 */
export type Fields<U> = { [K in U extends unknown ? keyof U : never]?: U extends unknown ? (K extends keyof U ? U[K] : never) : never }
