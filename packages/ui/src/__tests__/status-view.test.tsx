import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusView } from '../status-view.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';

describe('StatusView', () => {
  it('loading: role=status with the caller text, children hidden', () => {
    render(
      <StatusView status="loading" loadingText="Loading course links…">
        table
      </StatusView>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading course links…');
    expect(screen.queryByText('table')).not.toBeInTheDocument();
  });

  it('error: role=alert with the default title, message and hint', () => {
    render(
      <StatusView
        status="error"
        error="Request failed with status 401"
        errorHint="Please check your access token or course UUID and try again."
      />,
    );
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 2, name: 'Error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Request failed with status 401');
    expect(alert).toHaveTextContent('Please check your access token or course UUID and try again.');
  });

  it('error: a custom title and action', () => {
    render(
      <StatusView status="error" errorTitle="Permission Denied" errorAction={<button type="button">Retry</button>} />,
    );
    expect(screen.getByRole('heading', { name: 'Permission Denied' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('empty shows emptyText; ready shows the children', () => {
    const { rerender } = render(
      <StatusView status="empty" emptyText="No grades available for this course.">
        t
      </StatusView>,
    );
    expect(screen.getByText('No grades available for this course.')).toBeInTheDocument();
    rerender(
      <StatusView status="ready" emptyText="No grades available for this course.">
        the table
      </StatusView>,
    );
    expect(screen.getByText('the table')).toBeInTheDocument();
    expect(screen.queryByText('No grades available for this course.')).not.toBeInTheDocument();
  });

  it('has no axe violations in any state', async () => {
    const { container, rerender } = render(<StatusView status="loading" loadingText="Loading..." />);
    await expectNoAxeViolations(container);
    rerender(<StatusView status="error" error="Boom" errorHint="Try again." />);
    await expectNoAxeViolations(container);
    rerender(<StatusView status="empty" emptyText="No items to display." />);
    await expectNoAxeViolations(container);
  });
});
