/**
 * Learn's RestException body: `{ status, message, code?, developerMessage?, extraInfo? }`.
 * `status` is a number, as real Learn sends it (the swagger declares it as a string).
 */
export class LearnError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { code?: string; developerMessage?: string; extraInfo?: string } = {},
  ) {
    super(message);
  }

  body() {
    return { status: this.status, message: this.message, ...this.extra };
  }
}

export const badRequest = (message: string, developerMessage?: string) =>
  new LearnError(400, message, developerMessage ? { developerMessage } : {});
export const forbidden = (message = 'The user is not authorized to perform this action') =>
  new LearnError(403, message);
export const notFound = (message: string, developerMessage?: string) =>
  new LearnError(404, message, developerMessage ? { developerMessage } : {});
