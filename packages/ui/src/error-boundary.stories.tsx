import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorBoundary } from './error-boundary.tsx';
import { Button } from './fields/button.tsx';
import { Page } from './page.tsx';
import { StatusView } from './status-view.tsx';

export default { title: 'UI/ErrorBoundary' } satisfies Meta;

/** A section that fails to render until `broken` says otherwise. */
function Section({ broken }: { broken: () => boolean }) {
  if (broken()) throw new TypeError("Cannot read properties of undefined (reading 'columns')");
  return <p>Lab Report 1: 12 submissions.</p>;
}

/** The shell's fallback: a titled alert with the error's message, and a way to try again. */
function Demo({ failures }: { failures: number }) {
  const [left] = useState(() => ({ count: failures }));
  const broken = () => left.count > 0;
  return (
    <Page title="Course Crawler">
      <ErrorBoundary
        fallback={(error, reset) => (
          <StatusView
            status="error"
            errorTitle="Something went wrong"
            error={error.message}
            errorAction={
              <Button
                onClick={() => {
                  left.count -= 1;
                  reset();
                }}
              >
                Try again
              </Button>
            }
          />
        )}
      >
        <Section broken={broken} />
      </ErrorBoundary>
    </Page>
  );
}

/** A render error below the boundary: the fallback instead of a blank iframe. */
export const Caught: StoryObj = { render: () => <Demo failures={Number.POSITIVE_INFINITY} /> };
/** 'Try again' resets the boundary and the section renders. */
export const Recovered: StoryObj = {
  render: () => <Demo failures={1} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Lab Report 1: 12 submissions.')).toBeVisible();
  },
};
