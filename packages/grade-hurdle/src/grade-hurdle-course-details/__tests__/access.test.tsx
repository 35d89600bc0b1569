import { screen, userEvent } from '@tools/testing';
import { describe, expect, it } from 'vitest';
import { enableBio, launch, renderScreen, saveRules } from './helpers.ts';

describe('GradeHurdleCourseDetails: who sees what (spec 002 §2, §5, §6, §8)', () => {
  it.each([
    ['no token', { token: null }, 'Missing access token or course ID.'],
    ['no course', { courseId: null, courseUuid: null }, 'Missing access token or course ID.'],
    ['no user uuid', { uuid: null }, 'Missing user UUID.'],
  ])('%s -> the spec message, before any request', async (_label, overrides, text) => {
    await renderScreen(launch('instructor', overrides));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('a teaching assistant is restricted', async () => {
    await enableBio();
    await renderScreen(launch('instructor3'));
    expect(
      await screen.findByText('Access Restricted: The Grade Hurdle tool is not available to your role.'),
    ).toBeInTheDocument();
  });

  it('a course without an association is not available', async () => {
    await renderScreen(launch('instructor'));
    expect(await screen.findByText('Grade Hurdle Not Available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '1) Build Sub-Rules' })).not.toBeInTheDocument();
  });

  it('a student reads the policy written from the saved rules', async () => {
    await enableBio();
    await saveRules();
    await renderScreen(launch('student'));
    expect(await screen.findByRole('heading', { name: 'Grade Hurdle Policy' })).toBeInTheDocument();
    expect(screen.getByText('Your final grade is lowered if any of the following is true:')).toBeInTheDocument();
    expect(screen.getByText("You do not submit 'Lab Report 1'.")).toBeInTheDocument();
    expect(screen.getByText("Your score on 'Research Essay' is below 60%.")).toBeInTheDocument();
    expect(screen.getByText('A final grade of 4 to 7 becomes 3.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Evaluate' })).not.toBeInTheDocument();
  });

  it("without a back end URL the tool works on its defaults and Save says 'Missing backEndUrl prop.'", async () => {
    const user = userEvent.setup();
    await renderScreen(launch('instructor', { backendUrl: null }));
    expect(await screen.findByText('Missing backEndUrl prop.', undefined, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Save mapping' }, { timeout: 10_000 }));
    expect(await screen.findAllByText('Missing backEndUrl prop.')).toHaveLength(2);
    expect(screen.queryByRole('table', { name: 'Recent write-backs of this course' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write back…' })).toBeDisabled();
    expect(
      screen.getByText('Write-back needs the rules saved on the server, which could not be read.'),
    ).toBeInTheDocument();
  });

  it('an instructor gets the three sections, open by default', async () => {
    await enableBio();
    await renderScreen(launch('instructor'));
    for (const name of ['1) Build Sub-Rules', '2) Mapping (Current Schema to Adjusted Schema)', '3) Evaluate & Review'])
      expect(await screen.findByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: 'Student preview' })).not.toBeChecked();
  });
});
