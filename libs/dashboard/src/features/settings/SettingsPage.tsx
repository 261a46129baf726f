import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cod/ui';
import { Bell, Lock, Megaphone, User, type LucideIcon } from 'lucide-react';
import { AppShell } from '../../components/AppShell.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PlaceholderCard } from '../../components/PlaceholderCard.js';
import { T } from '../../texts.js';
import { useSessionStore } from '../auth/session-store.js';
import { ProfileTab } from './ProfileTab.js';
import { SecurityTab } from './SecurityTab.js';

const TABS: { value: string; icon: LucideIcon; label: string }[] = [
  { value: 'profile', icon: User, label: T.settings.tabProfile },
  { value: 'security', icon: Lock, label: T.settings.tabSecurity },
  { value: 'marketing', icon: Megaphone, label: T.settings.tabMarketing },
  { value: 'notifications', icon: Bell, label: T.settings.tabNotifications },
];

/** /settings (spec 000 §2 "Account settings"): four tabs. */
export function SettingsPage() {
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  return (
    <AppShell>
      <PageHeader title={T.settings.title} description={T.settings.description} />
      <Tabs defaultValue="profile">
        <div>
          <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
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
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
        <TabsContent value="marketing">
          <PlaceholderCard title={T.settings.tabMarketing} text={T.settings.marketingText} />
        </TabsContent>
        <TabsContent value="notifications">
          <PlaceholderCard title={T.settings.tabNotifications} text={T.settings.notificationsText} />
        </TabsContent>
      </Tabs>
    </AppShell>
  );
}
