import { Page } from '@tools/ui';

/** A full-page explanation: used for every launch problem so the frame is never blank. */
export function MessagePage({ title, body }: { title: string; body: string }) {
  return (
    <Page title={title}>
      <p role="alert">{body}</p>
    </Page>
  );
}
