// negotiator 1.x ships no types, and @types/negotiator (0.6) lacks the `preferred` option this app needs.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The client's most preferred of `available`; ties go to the first of `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
