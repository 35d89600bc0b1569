import { describe, expect, it } from 'vitest';
import { htmlToBlocks, htmlToText, plainTextToBlocks } from '../html-blocks.ts';

describe('htmlToText', () => {
  it.each([
    ['paragraphs become blank-line breaks', '<p>One.</p><p>Two.</p>', 'One.\n\nTwo.'],
    ['<br> is a line break', '<p>Line one<br>line two<br/>line three</p>', 'Line one\nline two\nline three'],
    [
      'scripts, styles and templates are dropped',
      '<p>Keep</p><script>alert("x")</script><style>p{}</style><template><p>no</p></template><noscript>no</noscript>',
      'Keep',
    ],
    [
      'entities are decoded',
      '<p>Fish &amp; chips &lt;3 &quot;q&quot; &#8212; caf&eacute;&nbsp;time</p>',
      'Fish & chips <3 "q" — café time',
    ],
    ['whitespace collapses inside a paragraph', '<p>  a\n\t b   c </p>', 'a b c'],
    [
      'inline elements do not break words',
      '<p>Mito<strong>chondria</strong> make <em>ATP</em>.</p>',
      'Mitochondria make ATP.',
    ],
    ['list items are bulleted lines', '<ul><li>Goggles</li><li>Gloves</li></ul>', '• Goggles\n\n• Gloves'],
    [
      'a table row under a header row reads as a record naming each value',
      '<table><tr><th>Task</th><th>Weight</th><th>Due</th></tr><tr><td>Final Exam</td><td>20%</td><td>Week 13</td></tr><tr><td>Quiz</td><td>5%</td><td></td></tr></table>',
      'Final Exam — Weight: 20%; Due: Week 13\n\nQuiz — Weight: 5%',
    ],
    [
      'without a header row, cells stay on one line separated by bars',
      '<table><tr><td>Mon</td><td><p>SCI 204</p></td></tr></table>',
      'Mon | SCI 204',
    ],
    [
      'hidden elements are not text a reader sees (issue 25)',
      '<p>Seen.</p><p style="display: none">Exam on 9 June.</p><div hidden><p>Scaled by 5%.</p></div>' +
        '<span aria-hidden="true">Code X.</span><p style="color:red;visibility:hidden">Room 7.</p>' +
        '<!-- draft: hurdle 30% --><p>Also seen<br>here.</p>',
      'Seen.\n\nAlso seen\nhere.',
    ],
    [
      'text after a hidden element and an image inside it is kept',
      '<p>Before <span hidden>gone <img alt="no"> <b>gone</b></span>after.</p>',
      'Before after.',
    ],
    [
      'image alt text is kept',
      '<p>See <img src="x.png" alt="Diagram of a cell"> above</p>',
      'See Diagram of a cell above',
    ],
    [
      'link text is kept, the address is not',
      '<p>Read <a href="https://example.org/x">chapter 3</a>.</p>',
      'Read chapter 3.',
    ],
    ['malformed markup does not throw', '<p>Open <b>bold <i>both</p><div>next', 'Open bold both\n\nnext'],
    ['an empty body is empty', '', ''],
    ['pre keeps its lines', '<pre>line 1\n  line 2</pre>', 'line 1\nline 2'],
    ['an unclosed script hides the rest (as in a browser)', '<p>a</p><script>var x = "<p>hidden</p>"', 'a'],
  ])('%s', (_name, html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('marks headings (with their level) so passages can follow sections', () => {
    expect(htmlToBlocks('<h2>Late work</h2><p>10% per day.</p><h3>Extensions</h3><p>Ask first.</p>')).toEqual([
      { kind: 'heading', text: 'Late work', level: 2 },
      { kind: 'text', text: '10% per day.' },
      { kind: 'heading', text: 'Extensions', level: 3 },
      { kind: 'text', text: 'Ask first.' },
    ]);
  });
});

describe('plainTextToBlocks', () => {
  it.each([
    [
      'blank lines separate paragraphs',
      'One.\nstill one.\n\nTwo.',
      [
        { kind: 'text', text: 'One.\nstill one.' },
        { kind: 'text', text: 'Two.' },
      ],
    ],
    [
      'a short title-like first line is a heading',
      'LAB RULES\nNo food in the lab.\n\nBring goggles.',
      [
        { kind: 'heading', text: 'LAB RULES' },
        { kind: 'text', text: 'No food in the lab.' },
        { kind: 'text', text: 'Bring goggles.' },
      ],
    ],
    [
      'Markdown headings are headings, with their level',
      '# Week 1\n\nCells.',
      [
        { kind: 'heading', text: 'Week 1', level: 1 },
        { kind: 'text', text: 'Cells.' },
      ],
    ],
    ['a one-line paragraph stays text', 'Short line', [{ kind: 'text', text: 'Short line' }]],
    [
      'CRLF and blank-ish lines are handled',
      'a\r\n \r\nb',
      [
        { kind: 'text', text: 'a' },
        { kind: 'text', text: 'b' },
      ],
    ],
    ['nothing gives nothing', '  \n\n ', []],
  ])('%s', (_name, text, blocks) => {
    expect(plainTextToBlocks(text)).toEqual(blocks);
  });
});
