import * as v from 'valibot';

/** Every error answer of the server: `{ message }` with a fitting HTTP status. */
export const ErrorBody = v.object({ message: v.string() });
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

export const HealthResponse = v.object({
  status: v.picklist(['ok', 'error']),
  database: v.picklist(['ok', 'error']),
});
export type HealthResponse = v.InferOutput<typeof HealthResponse>;

/** An absolute http(s) URL. */
export const HttpUrl = v.pipe(
  v.string('must be a string'),
  v.url('must be an absolute URL'),
  v.check((s) => /^https?:\/\//i.test(s), 'must be an http(s) URL'),
);
