import { describe, expect, it } from 'vitest';
import { htmlToText } from '../html-text.ts';

describe('htmlToText', () => {
  it.each([
    ['paragraphs', '<p>One.</p><p>Two.</p>', 'One.\nTwo.'],
    [
      'entities and non-breaking spaces',
      '<p>Fish &amp; chips&nbsp;&mdash; &lt;b&gt; &#233;</p>',
      'Fish & chips — <b> é',
    ],
    ['line breaks', 'a<br/>b<br>c', 'a\nb\nc'],
    ['bulleted lists', '<ul><li>one</li><li>two</li></ul>', '• one\n• two'],
    ['numbered lists, nested', '<ol><li>a<ul><li>x</li></ul></li><li>b</li></ol>', '1. a\n• x\n2. b'],
    ['tables', '<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>', 'A | B\n1 | 2'],
    ['links with their address', '<a href="https://x.example/a">guide</a>', 'guide (https://x.example/a)'],
    ['links whose text is the address', '<a href="https://x.example/a">https://x.example/a</a>', 'https://x.example/a'],
    ['scriptable links', '<a href="javascript:alert(1)">click</a>', 'click'],
    ['scripts, styles and iframes', '<style>p{}</style><script>alert(1)</script><iframe src="x">y</iframe>ok', 'ok'],
    ['images by their alt text', '<img src="g.png" alt="a graph"><img src="n.png">', '[a graph]'],
    ['blank markup', '<p> </p><p>&nbsp;</p>', ''],
    ['unclosed tags', '<p>open <b>bold', 'open bold'],
    ['source newlines (just spaces in HTML)', '<p>  lots   of\n\n  space </p>', 'lots of space'],
    ['preformatted text', '<pre>line 1\nline 2</pre>', 'line 1\nline 2'],
  ])('%s', (_, html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});
