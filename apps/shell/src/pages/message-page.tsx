import { InlineAlert, Page } from '@tools/ui';

/** A full-page explanation: used for every launch problem so the frame is never blank. */
export function MessagePage({ title, body }: { title: string; body: string }) {
  return (
    <Page title={title}>
      {/* The page exists to say this, after the user opened the tool: announced at once. */}
      <InlineAlert>{body}</InlineAlert>
    </Page>
  );
}
