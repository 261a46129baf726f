import { AppShell } from '../../components/AppShell.js';
import { PlaceholderCard } from '../../components/PlaceholderCard.js';

/** A signed-in screen of a later issue: top bar and one card. */
export function PlaceholderPage({ title, text }: { title: string; text: string }) {
  return (
    <AppShell>
      <PlaceholderCard title={title} text={text} />
    </AppShell>
  );
}
