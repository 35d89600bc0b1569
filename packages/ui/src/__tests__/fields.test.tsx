import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../fields/button.tsx';
import { Checkbox } from '../fields/checkbox.tsx';
import { FileField } from '../fields/file-field.tsx';
import { SelectField } from '../fields/select-field.tsx';
import { TextArea } from '../fields/text-area.tsx';
import { TextField } from '../fields/text-field.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';

function CategoryForm() {
  const [category, setCategory] = useState('');
  const [notes, setNotes] = useState('');
  const [type, setType] = useState('courseId');
  const [all, setAll] = useState(false);
  return (
    <form>
      <TextField
        label="Category ID"
        value={category}
        onChange={(_, value) => setCategory(value)}
        required
        hint="For example _12_1"
        error={category === '' ? 'Required' : undefined}
      />
      <TextArea label="Event content" value={notes} onChange={(event) => setNotes(event.target.value)} />
      <SelectField
        label="Search by"
        value={type}
        onChange={(_, value) => setType(value)}
        options={[
          { value: 'courseId', label: 'Course ID' },
          { value: 'term', label: 'Term' },
        ]}
      />
      <Checkbox label="Apply to all" checked={all} onChange={(_, checked) => setAll(checked)} />
      <output>{`${category}|${notes}|${type}|${all}`}</output>
    </form>
  );
}

describe('form fields', () => {
  it('ties labels, hints and errors to the inputs', () => {
    render(<CategoryForm />);
    const input = screen.getByLabelText(/Category ID/);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('For example _12_1 Required');
    expect(screen.getByLabelText('Event content')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Event content')).not.toHaveAttribute('aria-describedby');
  });

  it('reports typed values, selections and checks', async () => {
    const user = userEvent.setup();
    render(<CategoryForm />);
    await user.type(screen.getByLabelText(/Category ID/), '_5_1');
    expect(screen.getByLabelText(/Category ID/)).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Event content'), 'note');
    await user.selectOptions(screen.getByLabelText('Search by'), 'term');
    await user.click(screen.getByLabelText('Apply to all'));
    expect(screen.getByRole('status')).toHaveTextContent('_5_1|note|term|true');
  });

  it('hands the chosen file to onFile and ignores a cancelled picker', async () => {
    const user = userEvent.setup();
    const onFile = vi.fn();
    render(<FileField label="Upload CSV" accept=".csv" onFile={onFile} />);
    const input = screen.getByLabelText('Upload CSV');
    expect(input).toHaveAttribute('accept', '.csv');
    const file = new File(['a,b'], 'rows.csv', { type: 'text/csv' });
    await user.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    fireEvent.change(input, { target: { files: [] } });
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('Button: busy shows busyText, keeps focus and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <Button variant="primary" onClick={onClick}>
        Save all
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save all' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('ct-button--primary');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button variant="primary" onClick={onClick} busy busyText="Saving...">
        Save all
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeEnabled();
    await user.click(busy);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <CategoryForm />
        <FileField label="Upload CSV" accept=".csv" onFile={() => {}} error="Could not read the file." />
        <Button variant="danger">Delete all</Button>
        <Button busy busyText="Saving...">
          Save
        </Button>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
