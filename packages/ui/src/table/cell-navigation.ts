import type { KeyboardEvent } from 'react';

/**
 * Spreadsheet-style keyboard movement between body cells (opt-in, `cellNavigation`): arrow keys
 * move focus to the neighbouring cell, Home/End to the row's first/last cell, Enter "activates"
 * the cell (the tool decides: e.g. open the row's edit form). Cells are focusable with
 * tabIndex -1; the scroll region stays the single tab stop, and its first arrow press enters
 * the grid. Controls inside a cell (buttons, links) keep their own keys.
 */
export function moveFocus(event: KeyboardEvent<HTMLElement>, onActivate?: (cell: HTMLElement) => void): void {
  const target = event.target as HTMLElement;
  const region = event.currentTarget;
  const cell = target.closest<HTMLElement>('tbody td[data-cell], tbody th[data-cell]');
  const keys = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter'];
  if (!keys.includes(event.key)) return;
  if (!cell) {
    // From the region itself: the first arrow press goes to the first body cell.
    if (target === region && event.key.startsWith('Arrow')) {
      const first = region.querySelector<HTMLElement>('tbody [data-cell]');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
    return;
  }
  if (target !== cell) return; // a control inside the cell has focus
  if (event.key === 'Enter') {
    if (onActivate) {
      event.preventDefault();
      onActivate(cell);
    }
    return;
  }
  const row = cell.parentElement as HTMLTableRowElement;
  const cells = Array.from(row.querySelectorAll<HTMLElement>('[data-cell]'));
  const index = cells.indexOf(cell);
  let next: HTMLElement | null | undefined = null;
  if (event.key === 'ArrowLeft') next = cells[index - 1];
  else if (event.key === 'ArrowRight') next = cells[index + 1];
  else if (event.key === 'Home') next = cells[0];
  else if (event.key === 'End') next = cells[cells.length - 1];
  else {
    let sibling: Element | null = event.key === 'ArrowUp' ? row.previousElementSibling : row.nextElementSibling;
    while (sibling && !sibling.querySelector('[data-cell]')) {
      sibling = event.key === 'ArrowUp' ? sibling.previousElementSibling : sibling.nextElementSibling;
    }
    const siblingCells = sibling ? Array.from(sibling.querySelectorAll<HTMLElement>('[data-cell]')) : [];
    next = siblingCells[Math.min(index, siblingCells.length - 1)];
  }
  event.preventDefault();
  if (next) {
    next.focus();
    next.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }
}
