import { MAX_SKU_LENGTH } from '@cod/contracts';
import { TextField } from '../../../components/TextField.js';
import { T } from '../../../texts.js';
import type { DraftUpdate, EditorDraft } from '../editor-draft.js';
import { EditorSection } from '../EditorSection.js';

/** The product's SKU, passed to the shipment (Trackify). */
export function TrackifyTab({ draft, update }: { draft: EditorDraft; update: DraftUpdate }) {
  return (
    <EditorSection title={T.editor.trackifyTitle} description={T.editor.trackifyText}>
      <TextField id="editor-sku" label={T.editor.sku} value={draft.sku} maxLength={MAX_SKU_LENGTH} onChange={(e) => update({ sku: e.target.value })} />
    </EditorSection>
  );
}
