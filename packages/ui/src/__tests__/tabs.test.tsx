import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from '../tabs.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';

const tabs: TabItem[] = [
  { id: 'set', label: 'Set', content: <p>Set panel</p> },
  { id: 'apply', label: 'Apply', content: <p>Apply panel</p> },
  { id: 'log', label: 'Log', content: <p>Log panel</p> },
];

describe('Tabs', () => {
  it('shows the first tab, with only the active tab in the tab order', () => {
    render(<Tabs label="Late penalties" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Late penalties' })).toBeInTheDocument();
    const set = screen.getByRole('tab', { name: 'Set' });
    expect(set).toHaveAttribute('aria-selected', 'true');
    expect(set).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Apply' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Set' })).toHaveTextContent('Set panel');
    expect(screen.queryByText('Apply panel')).not.toBeInTheDocument();
  });

  it('moves with arrows (wrapping), Home and End, activating and focusing the tab', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs label="Tabs" tabs={tabs} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Set' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Apply' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Apply' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Apply panel');
    expect(onChange).toHaveBeenLastCalledWith('apply');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Log' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Set' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Log' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Set' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel rather than visiting every tab.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('remembers the active tab in localStorage and restores it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Tabs label="Tabs" tabs={tabs} storageKey="lp.tab" />);
    await user.click(screen.getByRole('tab', { name: 'Apply' }));
    expect(window.localStorage.getItem('lp.tab')).toBe('apply');
    unmount();
    render(<Tabs label="Tabs" tabs={tabs} storageKey="lp.tab" />);
    expect(screen.getByRole('tab', { name: 'Apply' })).toHaveAttribute('aria-selected', 'true');
  });

  it('ignores a stored id that is no longer a tab, and storage that throws', () => {
    window.localStorage.setItem('lp.tab', 'gone');
    render(<Tabs label="Tabs" tabs={tabs} storageKey="lp.tab" />);
    expect(screen.getByRole('tab', { name: 'Set' })).toHaveAttribute('aria-selected', 'true');
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    render(<Tabs label="Other" tabs={tabs} storageKey="x" />);
    expect(screen.getByRole('tablist', { name: 'Other' })).toBeInTheDocument();
    spy.mockRestore();
  });

  it('remembers the tab for the life of the page where the frame blocks storage (reading it throws)', async () => {
    const user = userEvent.setup();
    const saved = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const { unmount } = render(<Tabs label="Tabs" tabs={tabs} storageKey="lp.tab" />);
      await user.click(screen.getByRole('tab', { name: 'Apply' }));
      unmount();
      render(<Tabs label="Tabs" tabs={tabs} storageKey="lp.tab" />);
      expect(screen.getByRole('tab', { name: 'Apply' })).toHaveAttribute('aria-selected', 'true');
    } finally {
      Object.defineProperty(window, 'localStorage', saved);
    }
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs label="Tabs" tabs={tabs} value="log" onChange={onChange} />);
    expect(screen.getByRole('tab', { name: 'Log' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Set' }));
    expect(onChange).toHaveBeenCalledWith('set');
    expect(screen.getByRole('tab', { name: 'Log' })).toHaveAttribute('aria-selected', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Tabs label="Tabs" tabs={tabs} />);
    await expectNoAxeViolations(container);
  });
});
