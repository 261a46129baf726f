import { AppShell } from '../../components/AppShell.js';
import { PageHeader } from '../../components/PageHeader.js';
import { T } from '../../texts.js';
import { MyWebsitesSection } from '../websites/MyWebsitesSection.js';
import { BuilderWizard } from './BuilderWizard.js';
import { DomainBanner } from './DomainBanner.js';

function scrollToWizard() {
  const wizard = document.getElementById('builder-wizard');
  wizard?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  document.getElementById('builder-step-1-title')?.focus({ preventScroll: true });
}

/** /builder (spec 000 §2 "Website builder"): the wizard and, below it, the user's websites. */
export function BuilderPage() {
  return (
    <AppShell>
      <PageHeader title={T.builder.title} description={T.builder.description} />
      <div className="grid grid-cols-1 gap-6 sm:gap-8">
        <DomainBanner />
        <BuilderWizard />
        <MyWebsitesSection onStart={scrollToWizard} />
      </div>
    </AppShell>
  );
}
