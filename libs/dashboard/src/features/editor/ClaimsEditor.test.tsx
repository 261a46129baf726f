import { websiteFixture } from '@cod/contracts/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ClaimsEditor } from './ClaimsEditor.js';
import { draftFromSite, localDateTime, saveBodyOf, type EditorDraft } from './editor-draft.js';

const site = websiteFixture({ templateName: 'Sales Template' });

function Harness({ start, onDraft }: { start: EditorDraft; onDraft: (d: EditorDraft) => void }) {
  const [draft, setDraft] = useState(start);
  return (
    <ClaimsEditor
      draft={draft}
      salesBanner
      update={(patch) =>
        setDraft((d) => {
          const next = { ...d, ...(typeof patch === 'function' ? patch(d) : patch) };
          onDraft(next);
          return next;
        })
      }
    />
  );
}

describe('what the page may claim is what the seller sets (the editor)', () => {
  it('reads the saved offer end, stock line, counters and badge; a site without them claims nothing', () => {
    const endsAt = '2026-12-31T22:59:00.000Z';
    const u = site.urgencyElements;
    const draft = draftFromSite({ ...site, urgencyElements: { ...u, limitedTime: { ...u.limitedTime, endsAt }, socialProof: { ...u.socialProof, minimum: 12 } }, editableContent: { showQualityBadge: true } });
    expect(draft.urgency).toEqual({ endsAt: localDateTime(endsAt), stockText: u.limitedStock.text, proofOn: true, proofMinimum: 12 });
    expect(draft.qualityBadge).toBe(true);
    const bare = draftFromSite({ ...site, urgencyElements: { ...u, limitedStock: { enabled: false, text: 'x' }, limitedTime: { enabled: true, text: '' } }, editableContent: {} });
    expect(bare.urgency).toMatchObject({ endsAt: '', stockText: '', proofMinimum: 5 });
    expect(bare.qualityBadge).toBe(false);
  });

  it('the form sets the end, the stock line, the threshold and the badge, and the save body carries them', () => {
    let latest = draftFromSite({ ...site, urgencyElements: { ...site.urgencyElements, limitedStock: { enabled: false, text: '' } } });
    render(<Harness start={latest} onDraft={(d) => (latest = d)} />);
    fireEvent.change(screen.getByLabelText('Kraj akcije (datum i vreme)'), { target: { value: '2030-05-01T18:30' } });
    fireEvent.change(screen.getByLabelText('Stanje zaliha (tekst)'), { target: { value: 'Na stanju još 12 komada' } });
    fireEvent.change(screen.getByLabelText('Prikaži tek od'), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('editor-quality-badge'));
    const body = saveBodyOf(latest, site);
    expect(body.urgencyElements!.limitedTime).toMatchObject({ enabled: true, endsAt: new Date('2030-05-01T18:30').toISOString() });
    expect(body.urgencyElements!.limitedStock).toEqual({ enabled: true, text: 'Na stanju još 12 komada' });
    expect(body.urgencyElements!.socialProof).toMatchObject({ enabled: true, minimum: 20 });
    expect(body.editableContent!.showQualityBadge).toBe(true);
    // No end: no countdown; counters off: none.
    fireEvent.click(screen.getByRole('button', { name: 'Bez kraja akcije' }));
    fireEvent.click(screen.getByTestId('editor-proof-on'));
    const off = saveBodyOf(latest, site);
    expect(off.urgencyElements!.limitedTime).toMatchObject({ enabled: false, endsAt: null });
    expect(off.urgencyElements!.socialProof.enabled).toBe(false);
    expect((screen.getByLabelText('Prikaži tek od') as HTMLInputElement).disabled).toBe(true);
  });
});
