import { axeViolations, backendRequest, screen, userEvent, waitFor, within } from '@tools/testing';
import type * as gradeHurdle from '../../contracts.ts';
import { describe, expect, it } from 'vitest';
import {
  BIO,
  DEMO_RULES,
  enableBio,
  ESSAY,
  finalGrade,
  HURDLE,
  LAB1,
  launch,
  NOTATIONS,
  renderScreen,
  saveRules,
} from './helpers.ts';

const association = async () =>
  (
    await backendRequest<gradeHurdle.AssociationsPage>(
      'instructor',
      'GET',
      `/grade-hurdle-associations?courseId=${BIO.id}`,
    )
  ).items[0]!;

async function openInstructor() {
  const user = userEvent.setup();
  const view = await renderScreen(launch('instructor'));
  await screen.findByRole('button', { name: 'Save sub-rules' }, { timeout: 10_000 });
  return { user, view };
}

describe('1) Build Sub-Rules and 2) Mapping', () => {
  it('builds two sub-rules with OR and saves them to the server', async () => {
    await enableBio();
    const { user } = await openInstructor();
    expect(screen.getByText('No sub-rules yet: without sub-rules the hurdle never applies.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ Add sub-rule' }));
    expect(screen.getByRole('button', { name: 'Save sub-rules' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Evaluate' })).toBeDisabled();
    expect(screen.getAllByText('Choose a gradable item for every sub-rule.')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Gradable item of sub-rule 1'), LAB1);
    await user.click(screen.getByRole('button', { name: '+ Add sub-rule' }));
    await user.selectOptions(screen.getByLabelText('Gradable item of sub-rule 2'), ESSAY);
    await user.selectOptions(screen.getByLabelText('Type of sub-rule 2'), 'SCORE_BELOW_PERCENT');
    const threshold = screen.getByLabelText('Threshold % of sub-rule 2');
    expect(threshold).toHaveValue(50);
    await user.clear(threshold);
    await user.type(threshold, '150');
    await user.tab();
    expect(threshold).toHaveValue(100);
    await user.clear(threshold);
    await user.type(threshold, '60');
    await user.tab();
    await user.selectOptions(screen.getByLabelText('Combine sub-rules with'), 'OR');
    // One line per sub-rule: the column headers name the fields; each field's own label is for assistive technology.
    for (const label of ['Gradable item of sub-rule 1', 'Type of sub-rule 2', 'Threshold % of sub-rule 2'])
      expect(screen.getByText(label)).toHaveClass('visually-hidden');
    expect(screen.getByRole('region', { name: 'Sub-rules' })).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByText('Unsaved changes.')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save sub-rules' }));
    expect(await screen.findByText('Sub-rules saved.')).toBeInTheDocument();
    const saved = await association();
    expect(saved.logic).toBe('OR');
    expect(
      saved.subRules.map(({ type, contentId, thresholdPercent }) => ({ type, contentId, thresholdPercent })),
    ).toEqual([
      { type: 'NOT_SUBMITTED', contentId: LAB1, thresholdPercent: undefined },
      { type: 'SCORE_BELOW_PERCENT', contentId: ESSAY, thresholdPercent: 60 },
    ]);
  });

  it('flags a mapping that leaves a gap or raises a grade, and saves a valid one', async () => {
    await enableBio();
    const { user } = await openInstructor();
    const to = screen.getByLabelText('Adjusted schema of row 2');
    await user.clear(to);
    await user.type(to, '5');
    await user.tab();
    expect(await screen.findByText('Row 2 would raise 3 to 5; a hurdle may only lower grades.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save mapping' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(screen.getByText('Every schema code from 1 to 7 needs a row. Not covered: 3.')).toBeInTheDocument();
    const max = screen.getByLabelText('To schema of row 2');
    await user.clear(max);
    await user.type(max, '3');
    await user.tab();
    expect(screen.queryByText(/needs a row|would raise/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save mapping' }));
    expect(await screen.findByText('Mapping saved.')).toBeInTheDocument();
    expect((await association()).mapping).toEqual([
      { fromMin: 4, fromMax: 7, to: 3 },
      { fromMin: 2, fromMax: 3, to: 1 },
      { fromMin: 1, fromMax: 1, to: 1 },
    ]);
  });

  it('a save based on an old version is refused (409) and the saved rules can be reloaded', async () => {
    await enableBio();
    const { user } = await openInstructor();
    await saveRules(); // another instructor saves meanwhile
    await user.click(screen.getByRole('button', { name: '+ Add sub-rule' }));
    await user.selectOptions(screen.getByLabelText('Gradable item of sub-rule 1'), ESSAY);
    await user.click(screen.getByRole('button', { name: 'Save sub-rules' }));
    expect(
      await screen.findByText(
        `The Grade Hurdle association of course ${BIO.id} was changed by someone else since you loaded it. Reload to see their version.`,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload the saved rules' }));
    await waitFor(() => expect(screen.getByLabelText('Gradable item of sub-rule 2')).toHaveValue(ESSAY));
    expect(screen.getByLabelText('Gradable item of sub-rule 1')).toHaveValue(LAB1);
    expect(screen.queryByText(/changed by someone else/)).not.toBeInTheDocument();
  });

  it('the server copy wins over a different copy kept in this browser, and says so', async () => {
    await enableBio();
    await saveRules();
    localStorage.setItem(
      `grade-hurdle:${BIO.id}:draft`,
      JSON.stringify({ subRules: [], logic: 'AND', mapping: [{ fromMin: 1, fromMax: 7, to: 1 }] }),
    );
    await openInstructor();
    expect(
      screen.getByText(
        'The rules saved on the server differ from the copy kept in this browser; the server’s copy is shown.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Gradable item of sub-rule 1')).toHaveValue(LAB1);
  });

  it('remembers which sections are closed', async () => {
    await enableBio();
    const { user, view } = await openInstructor();
    await user.click(screen.getByRole('button', { name: '2) Mapping (Current Schema to Adjusted Schema)' }));
    expect(screen.queryByRole('button', { name: 'Save mapping' })).not.toBeInTheDocument();
    view.unmount();
    await openInstructor();
    expect(screen.getByRole('button', { name: '2) Mapping (Current Schema to Adjusted Schema)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the student preview of the saved rules when asked', async () => {
    await enableBio();
    await saveRules(DEMO_RULES, 'AND');
    const { user } = await openInstructor();
    expect(screen.queryByRole('heading', { name: 'Grade Hurdle Policy' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Student preview' }));
    expect(screen.getByRole('heading', { name: 'Grade Hurdle Policy' })).toBeInTheDocument();
    expect(screen.getByText('Your final grade is lowered if all of the following are true:')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    await enableBio();
    await saveRules();
    const { view } = await openInstructor();
    expect(await axeViolations(view.container)).toEqual([]);
  });
});

describe('3) Evaluate & Review, write-back and undo', () => {
  it('evaluates, filters, writes back, writes nothing the second time, and undoes', async () => {
    await enableBio();
    await saveRules();
    const { user } = await openInstructor();
    await user.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(await screen.findByText('Evaluation complete. Reviewed 12 student(s).')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Evaluation by student' });
    const oliver = within(table).getByRole('rowheader', { name: 'Oliver Chen' }).closest('tr')!;
    expect(oliver).toHaveTextContent('Set 3xx (5 → 3)');
    expect(oliver).toHaveTextContent("'Lab Report 1' not submitted (rule passes)");
    expect(screen.getByText('Showing 12 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Changes only' }));
    expect(screen.getByText('Showing 2 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Changes only' }));
    await user.type(screen.getByLabelText('Filter students'), 'overridden');
    expect(screen.getByText('Showing 1 of 12')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Filter students'));

    await user.click(screen.getByRole('button', { name: 'Write back…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write back to the gradebook?' });
    expect(dialog).toHaveTextContent(
      '2 final grade(s) will change: 2 get a Grade Hurdle notation, 0 lose one that no longer applies. 3 student(s) are skipped.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Write 2 grade(s)' }));
    expect(
      await screen.findByText(
        'Write-back complete. Posted 2. Skipped: 1 overridden, 1 no adjusted schema, 0 no matching notation, 1 no finalGrade column.',
      ),
    ).toBeInTheDocument();
    expect((await finalGrade(HURDLE.noLabReport)).gradeNotationId).toBe(NOTATIONS['3xx']);
    expect((await finalGrade(HURDLE.lowEssay)).gradeNotationId).toBe(NOTATIONS['3xx']);
    expect(within(table).getByRole('rowheader', { name: 'Oliver Chen' }).closest('tr')).toHaveTextContent('Written');

    // The run is in the server's log, listed for undo.
    const runs = await screen.findByRole('table', { name: 'Recent write-backs of this course' });
    await waitFor(() => expect(within(runs).getAllByRole('row')).toHaveLength(2));
    expect(await within(runs).findByText('Margaret Ellis')).toBeInTheDocument();

    // Second run: nothing changed, nothing written.
    await user.click(screen.getByRole('button', { name: 'Write back…' }));
    expect(
      await screen.findByText(
        'Write-back complete. Posted 0. Skipped: 1 overridden, 1 no adjusted schema, 0 no matching notation, 1 no finalGrade column. Every final grade already matches the evaluation: nothing to write.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(runs).getByRole('button', { name: /^Undo the write-back of/ }));
    const undo = await screen.findByRole('dialog', { name: 'Undo this write-back?' });
    await user.click(within(undo).getByRole('button', { name: 'Undo 2 grade(s)' }));
    expect(await screen.findByText('Undo complete. Restored 2.')).toBeInTheDocument();
    expect((await finalGrade(HURDLE.noLabReport)).gradeNotationId).toBeUndefined();
    expect((await finalGrade(HURDLE.lowEssay)).gradeNotationId).toBeUndefined();
  }, 30_000);

  it('clears an override (enabled only when overridden) and re-reads', async () => {
    await enableBio();
    await saveRules();
    const { user } = await openInstructor();
    await user.click(screen.getByRole('button', { name: 'Evaluate' }));
    await screen.findByText('Evaluation complete. Reviewed 12 student(s).');
    expect(screen.getByRole('button', { name: 'Clear override for Oliver Chen' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Clear override for Mateo Fernández' }));
    expect(await screen.findByText('Override cleared for Mateo Fernández.')).toBeInTheDocument();
    expect((await finalGrade(HURDLE.overridden)).overridden).toBeUndefined();
    await waitFor(() =>
      expect(screen.getByRole('rowheader', { name: 'Mateo Fernández' }).closest('tr')).toHaveTextContent(
        'Set 3xx (6 → 3)',
      ),
    );
  });

  it('asks to save before writing back edited rules', async () => {
    await enableBio();
    await saveRules();
    const { user } = await openInstructor();
    await user.selectOptions(screen.getByLabelText('Combine sub-rules with'), 'AND');
    await user.click(screen.getByRole('button', { name: 'Evaluate' }));
    await screen.findByText('Evaluation complete. Reviewed 12 student(s).');
    expect(
      screen.getByText('Save the sub-rules and mapping before writing back: write-back uses the saved rules.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write back…' })).toBeDisabled();
  });
});
