import { ImagesField } from '../../builder/ImagesField.js';
import type { DraftUpdate, EditorDraft } from '../editor-draft.js';
import { EditorSection } from '../EditorSection.js';
import { T } from '../../../texts.js';

/** The image list: upload or add by URL (empty or duplicate ignored), remove; the first is the main picture. */
export function ImagesTab({ draft, update }: { draft: EditorDraft; update: DraftUpdate }) {
  return (
    <EditorSection title={T.editor.imagesTitle}>
      <ImagesField
        idPrefix="editor"
        images={draft.images}
        onAdd={(url) => update((d) => ({ images: d.images.includes(url) ? d.images : [...d.images, url] }))}
        onRemove={(i) => update((d) => ({ images: d.images.filter((_, j) => j !== i) }))}
      />
    </EditorSection>
  );
}
