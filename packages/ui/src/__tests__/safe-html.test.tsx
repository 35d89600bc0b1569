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

  it('applies the link rule to every element that takes target (area, svg a), not only <a>', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(
      '<img src="map.png" alt="map" usemap="#m"><map name="m">' +
        '<area shape="rect" coords="0,0,10,10" href="https://a.edu" alt="A" target="_blank">' +
        '<area shape="rect" coords="10,0,20,10" href="https://b.edu" alt="B" target="_parent" rel="opener">' +
        '</map><svg><a href="https://c.edu" target="_blank"><text>c</text></a></svg>',
    );
    const [a, b] = Array.from(host.querySelectorAll('area'));
    expect(a).toHaveAttribute('target', '_blank');
    expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    expect(b).not.toHaveAttribute('target');
    const svgLink = host.querySelector('svg a');
    expect(svgLink).toHaveAttribute('rel', 'noopener noreferrer');
    for (const el of Array.from(host.querySelectorAll('[target]'))) {
      expect(el.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it.each([
    ['a full-window fixed overlay', '<div style="position:fixed;inset:0;z-index:2147483647;background-color:white">'],
    ['absolute with offsets', '<div style="position: absolute; top: 0; left: 0; right: 0; bottom: 0">'],
    ['a box-shadow spread over the window', '<div style="box-shadow: 0 0 0 100vmax white">'],
    ['an outline over the window', '<div style="outline: 100vmax solid white">'],
    ['a transform out of its place', '<div style="transform: translate(0, -100vh); translate: 0 -100vh">'],
    ['a negative margin pulling it over the tool', '<div style="margin-top: -2000px; margin: -50vh 0 0 0">'],
    ['our own fixed class', '<div class="ct-toasts">'],
    ['a background image', '<div style="background-image: url(https://evil.test/track.png)">'],
    ['a huge padding on a white background', '<div style="padding:2000px;background:white">'],
    ['a viewport-sized box', '<div style="width: 100vw; height: 100vh; min-height: 100vh; background-color: white">'],
    ['a huge border', '<div style="border: 2000px solid white">'],
    ['a huge line height or font', '<div style="line-height: 2000px; font-size: 900px">'],
    ['a percentage padding', '<div style="padding-bottom: 300%">'],
    ['a computed size', '<div style="padding: calc(100vh)">'],
  ])('an item cannot draw over the tool: %s', (_name, open) => {
    const html = sanitizeHtml(`${open}Your session expired. <a href="https://evil.test/login">Sign in</a></div>`);
    const host = document.createElement('div');
    host.innerHTML = html;
    const div = host.querySelector('div');
    expect(div).toHaveTextContent('Your session expired. Sign in');
    expect(html).not.toMatch(
      /position|inset|z-index|top:|left:|shadow|outline|transform|translate|url\(|-\d|class=|2000|900|100v|300%|calc|height|width/,
    );
  });

  it('drops a dialog (the browser positions it over the page) but keeps its text', () => {
    const html = sanitizeHtml(
      '<dialog open style="width:100vw;height:100vh;max-width:none;max-height:none">Your session expired.</dialog><p>ok</p>',
    );
    expect(html).not.toMatch(/dialog|100v/i);
    expect(html).toContain('Your session expired.');
    expect(sanitizeHtml('<div popover="manual">x</div>')).toBe('<div>x</div>');
  });

  it('keeps the formatting Learn content uses', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(
      '<p style="text-align: center; color: red; font-weight: bold; position: fixed">Title</p>' +
        '<table style="border-collapse: collapse; width: 100%"><tr><td style="border: 1px solid black; padding: 4px; margin-left: 8px">x</td></tr></table>' +
        '<span style="font-size: 14pt; background-color: rgb(255, 255, 0); border-bottom: thin dotted rgb(0, 0, 0)">y</span>',
    );
    const p = host.querySelector('p')!;
    expect(p.style.textAlign).toBe('center');
    expect(p.style.color).toBe('red');
    expect(p.style.fontWeight).toBe('bold');
    expect(p.style.position).toBe('');
    expect(host.querySelector('table')!.style.borderCollapse).toBe('collapse');
    const td = host.querySelector('td')!;
    expect(td.style.padding).toBe('4px');
    expect(td.style.marginLeft).toBe('8px');
    expect(td.getAttribute('style')).toMatch(/border/);
    const span = host.querySelector('span')!;
    expect(span.style.fontSize).toBe('14pt');
    expect(span.style.backgroundColor).toBe('rgb(255, 255, 0)');
    expect(span.getAttribute('style')).toMatch(/border-bottom/);
  });

  it('removes a style attribute with nothing left in it', () => {
    expect(sanitizeHtml('<span style="position:fixed;z-index:9">x</span>')).toBe('<span>x</span>');
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
