import { useMessages } from '@tools/launch';
import { messages } from '../messages.ts';

/** The sample CSV for new users, served as a static asset of the tool. */
export function SampleLink({ href, fileName }: { href: string; fileName: string }) {
  const t = useMessages(messages);
  return (
    <p className="ct-sample">
      {t.sampleHint}{' '}
      <a href={href} download={fileName}>
        {t.downloadSample}
      </a>
    </p>
  );
}
