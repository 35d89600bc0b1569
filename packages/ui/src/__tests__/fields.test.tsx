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

describe('SelectField with onCommit (a choice that saves)', () => {
  const options = [
    { value: '', label: '— No rule —' },
    { value: 'a', label: 'Rule A' },
    { value: 'b', label: 'Rule B' },
    { value: 'c', label: 'Rule C' },
  ];
  function Saving({ onCommit }: { onCommit: (v: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <SelectField
        label="Rule for Essay"
        hideLabel
        value={value}
        options={options}
        onCommit={(v) => {
          onCommit(v);
          setValue(v);
        }}
      />
    );
  }
  /** What Chromium does on ArrowDown in a closed select: keydown, the value moves, change, keyup. */
  const arrowTo = (select: HTMLElement, value: string) => {
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value } });
    fireEvent.keyUp(select, { key: 'ArrowDown' });
  };

  it('arrowing through the options saves nothing; Enter saves the one shown', () => {
    const onCommit = vi.fn();
    render(<Saving onCommit={onCommit} />);
    const select = screen.getByRole('combobox', { name: 'Rule for Essay' });
    arrowTo(select, 'a');
    arrowTo(select, 'b');
    arrowTo(select, 'c');
    expect(onCommit).not.toHaveBeenCalled();
    expect(select).toHaveValue('c');
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('c');
  });

  it('leaving the select saves the choice once; Escape puts the saved value back', () => {
    const onCommit = vi.fn();
    render(<Saving onCommit={onCommit} />);
    const select = screen.getByRole('combobox', { name: 'Rule for Essay' });
    arrowTo(select, 'a');
    fireEvent.keyDown(select, { key: 'Escape' });
    expect(select).toHaveValue('');
    arrowTo(select, 'b');
    fireEvent.blur(select);
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('b');
    fireEvent.blur(select);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('a pick from the open list (pointer) saves at once', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Saving onCommit={onCommit} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rule for Essay' }), 'Rule B');
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('b');
  });

  it('hideLabel keeps the accessible name but shows no label', () => {
    render(<Saving onCommit={vi.fn()} />);
    expect(screen.getByText('Rule for Essay')).toHaveClass('visually-hidden');
  });
});
