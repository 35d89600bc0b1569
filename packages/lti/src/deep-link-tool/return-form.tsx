import { useEffect, useRef } from 'react';

export interface ReturnFormProps {
  action: string;
  jwt: string;
}

/**
 * LTI Deep Linking 2.0 §4.2: the response goes back to the platform as a form POST of field
 * `JWT`, in this frame (no target), so Learn's own page replaces the tool. Submitted once,
 * on mount.
 */
export function ReturnForm({ action, jwt }: ReturnFormProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, []);
  return (
    <form ref={form} method="post" action={action} hidden data-testid="deep-link-return">
      <input type="hidden" name="JWT" value={jwt} />
    </form>
  );
}
