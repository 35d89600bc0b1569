import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../error-boundary.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('Could not resolve courseUuid from Learn.');
  return <p>recovered</p>;
}

describe('ErrorBoundary', () => {
  it('renders the fallback with the error and can reset', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const onError = vi.fn();
    shouldThrow = true;
    const { container } = render(
      <ErrorBoundary
        onError={onError}
        fallback={(error, reset) => (
          <div role="alert">
            {error.message}
            <button type="button" onClick={reset}>
              Try again
            </button>
          </div>
        )}
      >
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not resolve courseUuid from Learn.');
    expect(onError).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('recovered')).toBeInTheDocument();
  });

  it('wraps thrown non-errors in an Error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Thrower(): never {
      throw 'plain string';
    }
    render(
      <ErrorBoundary fallback={(error) => <p>{`${error instanceof Error}: ${error.message}`}</p>}>
        <Thrower />
      </ErrorBoundary>,
    );
    expect(screen.getByText('true: plain string')).toBeInTheDocument();
  });
});
