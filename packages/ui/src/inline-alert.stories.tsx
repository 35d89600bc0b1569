import { useState } from 'react';
import { Button } from './fields/button.tsx';
import { InlineAlert } from './inline-alert.tsx';
import { Page } from './page.tsx';

// Plain CSF (no Storybook type import): ui gets its Storybook devDependency with the other ui stories.
export default { title: 'UI/InlineAlert', component: InlineAlert };

/** The four tones as they look on a page, with texts like the tools' own. */
export const Tones = {
  render: () => (
    <Page title="Inline alerts">
      <div style={{ display: 'grid', gap: 'var(--ct-space-3)' }}>
        <InlineAlert tone="error">Failed to save penalty rules: Request failed with status 500.</InlineAlert>
        <InlineAlert tone="warning" live="off">
          Missing back-end URL: the tool cannot save or load the Grade Hurdle association.
        </InlineAlert>
        <InlineAlert tone="success" live="status">
          All changes saved.
        </InlineAlert>
        <InlineAlert tone="info" live="status">
          Some folders could not be read and were skipped: 2
        </InlineAlert>
      </div>
    </Page>
  ),
};

/** A heading and a list: several problems at once (mapping rows, a failed publish). */
export const TitleAndList = {
  render: () => (
    <Page title="Inline alerts">
      <InlineAlert tone="error" title="Error" headingLevel={2}>
        <ul>
          <li>Row 1: the lowest grade is higher than the highest.</li>
          <li>Row 3 overlaps row 2.</li>
        </ul>
      </InlineAlert>
    </Page>
  ),
};

/** A field error tied to its control with aria-describedby. */
export const FieldError = {
  render: () => (
    <Page title="Inline alerts">
      <form noValidate aria-describedby="story-field-error">
        <Button type="submit" variant="primary">
          Deploy
        </Button>
        <InlineAlert id="story-field-error">Select at least one item to deploy.</InlineAlert>
      </form>
    </Page>
  ),
};

function AfterAction() {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <Page title="Inline alerts">
      <div className="ct-toolbar">
        <Button onClick={() => setOutcome({ ok: true, text: 'Enrolled.' })}>Succeed</Button>
        <Button onClick={() => setOutcome({ ok: false, text: 'Enrollment failed: Permission denied.' })}>Fail</Button>
      </div>
      {/* Always rendered, empty until the first outcome, so each change is announced. */}
      <InlineAlert tone={outcome?.ok === false ? 'error' : 'success'} live="status">
        {outcome?.text}
      </InlineAlert>
    </Page>
  );
}

/** A polite live region that shows the outcome of each action. */
export const OutcomeOfAnAction = { render: () => <AfterAction /> };
