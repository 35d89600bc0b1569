import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Page } from '../page.tsx';
import { Button } from './button.tsx';
import { Checkbox } from './checkbox.tsx';
import { FileField } from './file-field.tsx';
import { SelectField } from './select-field.tsx';
import { TextArea } from './text-area.tsx';
import { TextField } from './text-field.tsx';

export default { title: 'UI/Fields' } satisfies Meta;

const CATEGORIES = [
  { value: '', label: 'Choose a category' },
  { value: 'science', label: 'Science' },
  { value: 'humanities', label: 'Humanities' },
  { value: 'archived', label: 'Archived', disabled: true },
];

interface Errors {
  name?: string;
  category?: string;
  file?: string;
}

/** Every field of the kit in one form: label above, hint and error below, tied to the control. */
function Form({ errors = {} }: { errors?: Errors }) {
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [notes, setNotes] = useState('');
  const [notify, setNotify] = useState(false);
  const [file, setFile] = useState<string | null>(null);
  return (
    <Page title="Quick Enroll">
      <form onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Course ID"
          hint="As in Learn, e.g. BIO101."
          required
          value={name}
          error={errors.name}
          onChange={(_, value) => setName(value)}
        />
        <SelectField
          label="Category"
          options={CATEGORIES}
          value={category}
          error={errors.category}
          onChange={(_, value) => setCategory(value)}
        />
        <TextArea label="Notes" value={notes} onChange={(_, value) => setNotes(value)} />
        <Checkbox label="Email the students" checked={notify} onChange={(_, checked) => setNotify(checked)} />
        <FileField
          label="Roster (CSV)"
          accept=".csv,text/csv"
          hint={file ? `Chosen: ${file}` : 'One student per line.'}
          error={errors.file}
          onFile={(chosen) => setFile(chosen.name)}
        />
        <div className="ct-toolbar">
          <Button variant="primary" type="submit">
            Enroll
          </Button>
          <Button busy busyText="Saving...">
            Save
          </Button>
          <Button variant="danger">Remove</Button>
          <Button disabled>Undo</Button>
        </div>
      </form>
    </Page>
  );
}

/** Empty form: required marked, hints read with their controls, a busy and a disabled button. */
export const Empty: StoryObj = { render: () => <Form /> };
/** Filled in by typing, choosing and ticking. */
export const Filled: StoryObj = {
  render: () => <Form />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Course ID/ }), 'BIO101');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'science');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Notes' }), 'Spring intake');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Email the students' }));
    await expect(canvas.getByRole('checkbox', { name: 'Email the students' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Course ID/ })).toHaveValue('BIO101');
  },
};
/** Validation messages under the fields: aria-invalid set and the message read with the control. */
export const WithErrors: StoryObj = {
  render: () => (
    <Form
      errors={{
        name: 'Enter a course ID.',
        category: 'Choose a category.',
        file: 'The file is not a CSV file.',
      }}
    />
  ),
  play: async ({ canvas }) => {
    const course = canvas.getByRole('textbox', { name: /Course ID/ });
    await expect(course).toHaveAttribute('aria-invalid', 'true');
    await expect(course).toHaveAccessibleDescription(/Enter a course ID\./);
  },
};
