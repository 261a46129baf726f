import { EDITOR_TEXTS, templateTraits, type WebsiteResponse } from '@cod/contracts';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger, toast } from '@cod/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BarChart3, ExternalLink, FileQuestion, Loader2, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useApi } from '../../api/api-context.js';
import { messageOr } from '../../api/errors.js';
import { AppShell } from '../../components/AppShell.js';
import { LoadingScreen } from '../../components/LoadingScreen.js';
import { NoticeScreen } from '../../components/NoticeScreen.js';
import { useTabParam } from '../../lib/use-tab-param.js';
import { T } from '../../texts.js';
import { dashboardKeys } from '../client/api/dashboard.js';
import { ShopProfilePrompt } from '../shop-profile/ShopProfilePrompt.js';
import { useSiteUrls } from '../websites/site-url.js';
import { websiteKeys } from '../websites/api/websites.js';
import { editorKeys, editorSiteQuery, saveWebsite } from './api/editor.js';
import { draftFromSite, saveBodyOf, type DraftUpdate, type EditorDraft } from './editor-draft.js';
import { LivePreview } from './LivePreview.js';
import { PreviewModeToggle } from './PreviewModeToggle.js';
import { AB_TEST_ANCHOR, AbTestTab } from './tabs/AbTestTab.js';
import { AdvertorialTab } from './tabs/AdvertorialTab.js';
import { ColorsTab } from './tabs/ColorsTab.js';
import { ContentTab } from './tabs/ContentTab.js';
import { DomainTab } from './tabs/DomainTab.js';
import { ImagesTab } from './tabs/ImagesTab.js';
import { PricingTab } from './tabs/PricingTab.js';
import { TrackifyTab } from './tabs/TrackifyTab.js';
import { VersionsCard } from './VersionsCard.js';

/** /edit/{id} (spec 001 §2.5): loads the site, then the editor; a missing site is 'Template nije pronađen'. */
export function EditorPage() {
  const { id = '' } = useParams();
  const api = useApi();
  const navigate = useNavigate();
  const site = useQuery(editorSiteQuery(api, id));
  if (site.isPending) return <LoadingScreen text={EDITOR_TEXTS.loading} />;
  if (site.isError || !site.data) {
    return (
      <NoticeScreen icon={FileQuestion} title={EDITOR_TEXTS.notFound} text="">
        <Button onClick={() => navigate('/dashboard')}>
          <ArrowLeft aria-hidden="true" />
          {T.editor.back}
        </Button>
      </NoticeScreen>
    );
  }
  // A new saved state (save, restore) starts a fresh form.
  return <Editor key={site.data.updatedAt} site={site.data} />;
}

function Editor({ site }: { site: WebsiteResponse }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const urls = useSiteUrls();
  const [draft, setDraft] = useState<EditorDraft>(() => draftFromSite(site));
  const [saved] = useState(() => JSON.stringify(draftFromSite(site)));
  const dirty = JSON.stringify(draft) !== saved;
  const update: DraftUpdate = (patch) => setDraft((d) => ({ ...d, ...(typeof patch === 'function' ? patch(d) : patch) }));
  const traits = templateTraits(site.templateName);
  // The template's tabs (contracts' traits; spec 001 §2.5: six, seven with the Advertorial's).
  const tabs = traits.editorTabs;
  const [tab, setTab] = useTabParam(tabs);
  const { hash } = useLocation();
  // The A/B test is a card below the tabs (not one of them); /edit/{id}#ab-test opens the editor at it.
  useEffect(() => {
    if (hash === `#${AB_TEST_ANCHOR}`) document.getElementById(AB_TEST_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const save = useMutation({
    mutationFn: () => saveWebsite(api, site.id, saveBodyOf(draft, site)),
    onSuccess: (fresh) => {
      toast({ title: EDITOR_TEXTS.savedTitle, description: EDITOR_TEXTS.saved });
      queryClient.setQueryData(editorKeys.site(String(site.id)), fresh);
      for (const queryKey of [websiteKeys.my(), websiteKeys.list(), dashboardKeys.sync(), editorKeys.versions(String(site.id))]) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => toast({ variant: 'destructive', title: EDITOR_TEXTS.errorTitle, description: messageOr(error, EDITOR_TEXTS.saveFailed) }),
  });

  return (
    <AppShell className="max-w-[1600px]">
      <div className="mb-5 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex min-w-0 flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-3">
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => navigate('/dashboard')}>
              <ArrowLeft aria-hidden="true" />
              {T.editor.back}
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to={`/analytics/${site.id}`} data-testid="editor-analytics-link">
                <BarChart3 aria-hidden="true" />
                {T.analytics.open}
              </Link>
            </Button>
          </div>
          <div className="min-w-0">
            <h1 className="text-xl font-bold tracking-tight sm:text-2xl">{T.editor.title}</h1>
            <a href={urls.href(site.customUrl)} target="_blank" rel="noopener" className="inline-flex max-w-full items-center gap-1 text-sm text-muted-foreground hover:text-foreground" data-testid="editor-site-url">
              <span className="truncate">{urls.address(site.customUrl)}</span>
              <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
            </a>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PreviewModeToggle value={draft.previewMode} onChange={(previewMode) => update({ previewMode })} />
          {dirty && !save.isPending && <span className="text-xs font-medium text-amber-700" data-testid="editor-dirty">{T.editor.unsaved}</span>}
          <Button onClick={() => save.mutate()} disabled={save.isPending} data-testid="editor-save">
            {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            {save.isPending ? EDITOR_TEXTS.saving : T.editor.save}
          </Button>
        </div>
      </div>

      <ShopProfilePrompt className="mb-5" />

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label={T.editor.tabsLabel} className="flex h-auto w-full flex-wrap justify-start">
              {tabs.map((t) => (
                <TabsTrigger key={t} value={t} data-testid={`editor-tab-${t}`}>
                  {T.editor.tabs[t]}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="content">
              <ContentTab site={site} draft={draft} update={update} />
            </TabsContent>
            <TabsContent value="images">
              <ImagesTab draft={draft} update={update} />
            </TabsContent>
            <TabsContent value="colors">
              <ColorsTab draft={draft} update={update} />
            </TabsContent>
            <TabsContent value="pricing">
              <PricingTab site={site} draft={draft} update={update} />
            </TabsContent>
            {tabs.includes('advertorial') && (
              <TabsContent value="advertorial">
                <AdvertorialTab draft={draft} update={update} />
              </TabsContent>
            )}
            <TabsContent value="trackify">
              <TrackifyTab draft={draft} update={update} />
            </TabsContent>
            <TabsContent value="domain">
              <DomainTab customUrl={site.customUrl} />
            </TabsContent>
          </Tabs>
          <section id={AB_TEST_ANCHOR} className="scroll-mt-20" data-testid="editor-ab-test">
            <AbTestTab site={site} />
          </section>
          <VersionsCard siteId={site.id} />
        </div>
        <LivePreview site={site} draft={draft} />
      </div>
    </AppShell>
  );
}
