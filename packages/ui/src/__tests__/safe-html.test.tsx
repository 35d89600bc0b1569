import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from '../safe-html.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';

describe('sanitizeHtml / SafeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs but keeps content', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p>Read <b>this</b></p><script>alert(1)</script><img src="x.png" alt="chart" onerror="alert(2)">' +
          '<a href="javascript:alert(3)">bad</a><a href="https://example.edu/a">good</a>'
        }
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(container.querySelector('img')).toHaveAttribute('alt', 'chart');
    const links = container.querySelectorAll('a');
    expect(links[0]).not.toHaveAttribute('href');
    expect(links[1]).toHaveAttribute('href', 'https://example.edu/a');
    expect(container).toHaveTextContent('Read this');
    expect(container.innerHTML).not.toMatch(/alert/);
  });

  it('allows target=_blank with rel="noopener noreferrer" and drops other targets', () => {
    const html = sanitizeHtml(
      '<a href="https://a.edu" target="_blank">a</a><a href="https://b.edu" target="_top">b</a>',
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    const [a, b] = Array.from(host.querySelectorAll('a'));
    expect(a).toHaveAttribute('target', '_blank');
    expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    expect(b).not.toHaveAttribute('target');
  });

  it('drops forms, style tags and iframes', () => {
    const html = sanitizeHtml(
      '<form action="https://evil"><input name="pw"></form><style>body{display:none}</style><iframe src="https://x"></iframe><em>ok</em>',
    );
    expect(html).toBe('<em>ok</em>');
  });

  it('renders as the requested element with a class', () => {
    const { container } = render(<SafeHtml html="<b>x</b>" as="span" className="instructions" />);
    expect(container.firstElementChild?.tagName).toBe('SPAN');
    expect(container.firstElementChild).toHaveClass('ct-safe-html', 'instructions');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <SafeHtml html={'<p>See <a href="https://a.edu" target="_blank">the article</a></p>'} />,
    );
    await expectNoAxeViolations(container);
  });
});
