import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from '../page.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';

describe('Page', () => {
  it('renders a main landmark with the h1 title and the banner above it', () => {
    render(
      <Page title="My Course Roster" banner={<img src="/banner.png" alt="State University" />}>
        <p>content</p>
      </Page>,
    );
    const main = screen.getByRole('main');
    const heading = screen.getByRole('heading', { level: 1, name: 'My Course Roster' });
    const banner = screen.getByRole('img', { name: 'State University' });
    expect(main).toContainElement(heading);
    expect(banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main).toHaveTextContent('content');
  });

  it('has no axe violations, landmarks included', async () => {
    const { container } = render(
      <Page title="Course Web Links">
        <p>content</p>
      </Page>,
    );
    await expectNoAxeViolations(container, { checkRegions: true });
  });
});
