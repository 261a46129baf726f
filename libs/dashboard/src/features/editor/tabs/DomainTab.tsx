import { Button } from '@cod/ui';
import { Globe } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { T } from '../../../texts.js';
import { EditorSection } from '../EditorSection.js';

/** The domain tab is empty in the editor (spec 001 §2.5); it points to the domain screen. */
export function DomainTab() {
  const navigate = useNavigate();
  return (
    <EditorSection title={T.editor.domainTitle} description={T.editor.domainText}>
      <div>
        <Button variant="outline" onClick={() => navigate('/domain')}>
          <Globe aria-hidden="true" />
          {T.editor.domainLink}
        </Button>
      </div>
    </EditorSection>
  );
}
