import type { Scene } from '../domain/scene.ts';
import { createScenePdf } from './pdf-document.ts';
import { saveBlob } from './save-file.ts';

export async function downloadScenePdf(scene: Scene, fileName: string): Promise<void> {
  const doc = await createScenePdf(scene);
  saveBlob(doc.output('blob'), fileName);
}
