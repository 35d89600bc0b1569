import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProgressBar } from '../progress-bar.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';

describe('ProgressBar', () => {
  it('exposes value and max, and shows them as text', () => {
    render(<ProgressBar label="Applying penalties" value={3} max={12} />);
    const bar = screen.getByRole('progressbar', { name: 'Applying penalties' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '12');
    expect(bar).toHaveAttribute('aria-valuetext', '3 / 12 (25%)');
    expect(screen.getByText('3 / 12')).toBeVisible();
  });

  it('clamps overshoot and treats max 0 as complete', () => {
    const { rerender, container } = render(<ProgressBar label="p" value={15} max={12} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12');
    rerender(<ProgressBar label="p" value={0} max={0} />);
    expect(container.querySelector('.ct-progress__fill')).toHaveStyle({ width: '100%' });
  });

  it('rejects numbers that are not finite', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ProgressBar label="p" value={Number.NaN} max={3} />)).toThrow(
      'ProgressBar: value and max must be finite and max >= 0 (got value=NaN, max=3)',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<ProgressBar label="Uploading rubrics" value={1} max={4} />);
    await expectNoAxeViolations(container);
  });
});
