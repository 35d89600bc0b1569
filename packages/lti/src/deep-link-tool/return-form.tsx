import { useEffect, useRef } from 'react';

/**
 * How long the page waits for the frame to start leaving for the platform. A CSP `form-action`
 * block in Chromium reports a violation, but other failures may say nothing, and a page stuck on
 * 'Deploying...' forever tells the user nothing either.
 */
export const RETURN_TIMEOUT_MS = 15_000;

export interface ReturnFormProps {
  action: string;
  jwt: string;
  /** The response could not be sent (blocked by CSP, submit threw, or the frame never left). */
  onFailed: () => void;
}

/**
 * LTI Deep Linking 2.0 §4.2: the response goes back to the platform as a form POST of field
 * `JWT`, in this frame (no target), so the platform's own page replaces the tool. Submitted
 * once, on mount.
 */
export function ReturnForm({ action, jwt, onFailed }: ReturnFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  useEffect(() => {
    let done = false;
    const fail = () => {
      if (done) return;
      done = true;
      failed.current();
    };
    const onViolation = (event: Event) => {
      const directive = (event as SecurityPolicyViolationEvent).effectiveDirective;
      if (directive === 'form-action') fail();
    };
    // The navigation has begun: from here on the platform's answer replaces this page.
    const onLeaving = () => {
      done = true;
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    window.addEventListener('beforeunload', onLeaving);
    window.addEventListener('pagehide', onLeaving);
    const timer = window.setTimeout(fail, RETURN_TIMEOUT_MS);
    try {
      form.current?.submit();
    } catch {
      fail();
    }
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('securitypolicyviolation', onViolation);
      window.removeEventListener('beforeunload', onLeaving);
      window.removeEventListener('pagehide', onLeaving);
    };
  }, []);
  return (
    <form ref={form} method="post" action={action} hidden data-testid="deep-link-return">
      <input type="hidden" name="JWT" value={jwt} />
    </form>
  );
}
