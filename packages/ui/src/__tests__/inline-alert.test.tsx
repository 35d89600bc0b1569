import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineAlert, type AlertTone } from '../inline-alert.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';

describe('InlineAlert', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
  ] as const)('tone %s: its class and, by default, role=%s', (tone: AlertTone, role) => {
    render(<InlineAlert tone={tone}>Failed to save.</InlineAlert>);
    const alert = screen.getByRole(role);
    expect(alert).toHaveTextContent(/^Failed to save\.$/);
    expect(alert).toHaveClass('ct-alert', `ct-alert--${tone}`);
  });

  it('defaults to an error announced with role=alert', () => {
    render(<InlineAlert>Request failed.</InlineAlert>);
    expect(screen.getByRole('alert')).toHaveClass('ct-alert--error');
  });

  it('live overrides the role; off is a plain note with no live role', () => {
    const { rerender } = render(
      <InlineAlert tone="error" live="status">
        Saved with errors.
      </InlineAlert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved with errors.');
    rerender(
      <InlineAlert tone="warning" live="off">
        Missing back-end URL.
      </InlineAlert>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Missing back-end URL.')).toHaveClass('ct-alert', 'ct-alert--warning');
  });

  it('a title names the alert; headingLevel makes it a heading', () => {
    const { rerender } = render(
      <InlineAlert title="Error">
        <p>Publishing failed.</p>
      </InlineAlert>,
    );
    const alert = screen.getByRole('alert', { name: 'Error' });
    expect(alert).toHaveTextContent('ErrorPublishing failed.');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    rerender(
      <InlineAlert title="Error" headingLevel={2}>
        <p>Publishing failed.</p>
      </InlineAlert>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent('Publishing failed.');
  });

  it('without a title it has no accessible name of its own', () => {
    render(<InlineAlert>Download failed.</InlineAlert>);
    expect(screen.getByRole('alert')).not.toHaveAttribute('aria-labelledby');
  });

  it('id lets a control point at the message with aria-describedby', () => {
    render(
      <>
        <button type="button" aria-describedby="deploy-error">
          Deploy
        </button>
        <InlineAlert id="deploy-error">Select at least one item.</InlineAlert>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Deploy' })).toHaveAccessibleDescription('Select at least one item.');
  });

  it('renders an empty live region (no box) until there is a message, then announces it', () => {
    const { rerender } = render(
      <InlineAlert tone="success" live="status">
        {null}
      </InlineAlert>,
    );
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    expect(region).toHaveClass('ct-alert--empty');
    rerender(
      <InlineAlert tone="success" live="status">
        Enrolled.
      </InlineAlert>,
    );
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Enrolled.');
    expect(region).not.toHaveClass('ct-alert--empty');
  });

  it('as="span" fits phrasing content, title included', () => {
    render(
      <p>
        <button type="button">Download</button>
        <InlineAlert as="span" title="Download failed">
          Not found.
        </InlineAlert>
      </p>,
    );
    const alert = screen.getByRole('alert', { name: 'Download failed' });
    expect(alert.tagName).toBe('SPAN');
    expect(alert.querySelector('.ct-alert__title')?.tagName).toBe('SPAN');
  });

  it('keeps a list of messages as a list', () => {
    render(
      <InlineAlert tone="warning">
        <ul>
          <li>Row 1: From is greater than To.</li>
          <li>Row 2 overlaps row 1.</li>
        </ul>
      </InlineAlert>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Row 1: From is greater than To.',
      'Row 2 overlaps row 1.',
    ]);
  });

  it('adds the caller class after its own', () => {
    render(<InlineAlert className="lp-extra">x</InlineAlert>);
    expect(screen.getByRole('alert').className).toBe('ct-alert ct-alert--error lp-extra');
  });

  it('has no axe violations in any tone, with and without a title', async () => {
    const { container } = render(
      <>
        <h1>Tool</h1>
        <InlineAlert tone="error" title="Error" headingLevel={2}>
          Request failed with status 500.
        </InlineAlert>
        <InlineAlert tone="warning" live="off">
          <ul>
            <li>Row 1 overlaps row 2.</li>
          </ul>
        </InlineAlert>
        <InlineAlert tone="success" live="status">
          All saved.
        </InlineAlert>
        <InlineAlert tone="info" live="status">
          {null}
        </InlineAlert>
        <label htmlFor="f">Course ID</label>
        <input id="f" aria-describedby="f-error" aria-invalid="true" />
        <InlineAlert id="f-error">Course not found.</InlineAlert>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
