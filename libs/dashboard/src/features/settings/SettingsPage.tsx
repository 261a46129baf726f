import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cod/ui';
import { Bell, KeyRound, Lock, Megaphone, Store, User, type LucideIcon } from 'lucide-react';
import { AppShell } from '../../components/AppShell.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useTabParam } from '../../lib/use-tab-param.js';
import { T } from '../../texts.js';
import { useSessionStore } from '../auth/session-store.js';
import { ApiTokensTab } from './ApiTokensTab.js';
import { MarketingTab } from './MarketingTab.js';
import { NotificationsTab } from './NotificationsTab.js';
import { ProfileTab } from './ProfileTab.js';
import { SecurityTab } from './SecurityTab.js';
import { ShopProfileTab } from './ShopProfileTab.js';

const TABS: { value: string; icon: LucideIcon; label: string }[] = [
  { value: 'profile', icon: User, label: T.settings.tabProfile },
  { value: 'shop', icon: Store, label: T.shopProfile.tab },
  { value: 'security', icon: Lock, label: T.settings.tabSecurity },
  { value: 'marketing', icon: Megaphone, label: T.settings.tabMarketing },
  { value: 'notifications', icon: Bell, label: T.settings.tabNotifications },
  { value: 'api-tokens', icon: KeyRound, label: T.settings.tabApiTokens },
];
const TAB_VALUES = TABS.map((t) => t.value);

/**
 * /settings (spec 000 §2 "Account settings"): the spec's four tabs, the shop profile and the personal
 * API tokens; the open one is in the address (?tab=marketing, ?tab=shop, ?tab=api-tokens).
 */
export function SettingsPage() {
  const user = useSessionStore((s) => s.user);
  const [tab, setTab] = useTabParam(TAB_VALUES);
  if (!user) return null;
  return (
    <AppShell>
      <PageHeader title={T.settings.title} description={T.settings.description} />
      <Tabs value={tab} onValueChange={setTab}>
        <div>
          {/* Two columns on a phone; an odd last tab takes the whole row. */}
          <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto [&>:last-child:nth-child(odd)]:col-span-2">
            {TABS.map(({ value, icon: Icon, label }) => (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="profile">
          <ProfileTab user={user} />
        </TabsContent>
        <TabsContent value="shop">
          <ShopProfileTab />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
        <TabsContent value="marketing">
          <MarketingTab user={user} />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsTab user={user} />
        </TabsContent>
        <TabsContent value="api-tokens">
          <ApiTokensTab />
        </TabsContent>
      </Tabs>
    </AppShell>
  );
}
