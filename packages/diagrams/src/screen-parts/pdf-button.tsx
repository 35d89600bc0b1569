import { format, useMessages } from '@tools/launch';
import { Button, InlineAlert } from '@tools/ui';
import { useState } from 'react';
import type { Scene } from '../domain/scene.ts';
import { messages } from '../messages.ts';

export interface PdfButtonProps {
  scene: Scene | null;
  fileName: string;
}

/** 'Download PDF': disabled until there is a diagram; the PDF code (jspdf) loads on first click. */
export function PdfButton({ scene, fileName }: PdfButtonProps) {
  const t = useMessages(messages);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    if (!scene) return;
    setBusy(true);
    setError(null);
    try {
      const { downloadScenePdf } = await import('../render/download-pdf.ts');
      await downloadScenePdf(scene, fileName);
    } catch (e) {
      setError(format(t.pdfFailed, { reason: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="ct-pdf-button">
      <Button variant="primary" disabled={!scene} busy={busy} busyText={t.creatingPdf} onClick={() => void download()}>
        {t.downloadPdf}
      </Button>
      {error ? <InlineAlert>{error}</InlineAlert> : null}
    </div>
  );
}
