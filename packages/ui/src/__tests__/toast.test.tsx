import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastOptions } from '../toast.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';

function Trigger({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(options)}>
      Go
    </button>
  );
}

// fireEvent rather than user-event: its internal delays deadlock with fake timers.
function showToast(options: ToastOptions) {
  render(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
}

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces info politely and dismisses itself after durationMs', async () => {
    showToast({ text: 'All changes saved', tone: 'success', durationMs: 3000 });
    expect(screen.getByRole('status')).toHaveTextContent('All changes saved');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('All changes saved')).not.toBeInTheDocument();
  });

  it('uses role=alert for errors', async () => {
    showToast({ text: 'Save failed: 500', tone: 'error', durationMs: 4000 });
    expect(screen.getByRole('alert')).toHaveTextContent('Save failed: 500');
    expect(screen.getByRole('status')).not.toHaveTextContent('Save failed: 500');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText('Save failed: 500')).not.toBeInTheDocument();
  });

  it('defaults to 4 seconds and can be dismissed with its button', async () => {
    showToast({ text: 'Rule deleted' });
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Rule deleted')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Rule deleted')).not.toBeInTheDocument();
  });

  it('pauses while hovered so it can be read, then finishes the remaining time', async () => {
    showToast({ text: 'Reverted unsaved changes', durationMs: 3000 });
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.mouseEnter(screen.getByText('Reverted unsaved changes'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Reverted unsaved changes')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByText('Reverted unsaved changes'));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Reverted unsaved changes')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Reverted unsaved changes')).not.toBeInTheDocument();
  });

  it('rejects a duration that is not a positive number', () => {
    let api: ReturnType<typeof useToast> | undefined;
    function Grab() {
      api = useToast();
      return null;
    }
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    expect(() => api!.show({ text: 'x', durationMs: 0 })).toThrow(
      'Toast durationMs must be a positive number of milliseconds (got 0)',
    );
  });

  it('explains useToast outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useToast();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useToast must be used inside <ToastProvider>');
  });

  it('has no axe violations with toasts shown', async () => {
    showToast({ text: 'Saved', tone: 'success' });
    vi.useRealTimers();
    await expectNoAxeViolations(document.body);
  });
});
