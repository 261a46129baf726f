import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cod/ui';
import { Bell, Lock, Megaphone, User } from 'lucide-react';
import { useSessionStore } from '../auth/session-store.js';
import { AppShell } from '../../components/AppShell.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PlaceholderCard } from '../../components/PlaceholderCard.js';
import { T } from '../../texts.js';
import { ProfileTab } from './ProfileTab.js';
import { SecurityTab } from './SecurityTab.js';

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
            <TabsTrigger value="profile">
              <User aria-hidden="true" />
              {T.settings.tabProfile}
            </TabsTrigger>
            <TabsTrigger value="security">
              <Lock aria-hidden="true" />
              {T.settings.tabSecurity}
            </TabsTrigger>
            <TabsTrigger value="marketing">
              <Megaphone aria-hidden="true" />
              {T.settings.tabMarketing}
            </TabsTrigger>
            <TabsTrigger value="notifications">
              <Bell aria-hidden="true" />
              {T.settings.tabNotifications}
            </TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="profile">
          <ProfileTab user={user} />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
        <TabsContent value="marketing">
          <PlaceholderCard title={T.settings.marketingTitle} text={T.settings.marketingText} />
        </TabsContent>
        <TabsContent value="notifications">
          <PlaceholderCard title={T.settings.notificationsTitle} text={T.settings.notificationsText} />
        </TabsContent>
      </Tabs>
    </AppShell>
  );
}
