/** Spec 002 §8: show the server's message, else the error's message, else the given default. */
export function reasonOf(error: unknown, fallback = ''): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
