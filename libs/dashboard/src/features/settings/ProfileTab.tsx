import { ROLE_PROFILE_LABEL, UI, type UserResponse } from '@cod/contracts';
import { Badge, Card, CardContent } from '@cod/ui';
import type { ReactNode } from 'react';
import { CardHeading } from '../../components/CardHeading.js';
import { formatDateTime } from '../../lib/format.js';
import { T } from '../../texts.js';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 rounded-lg border bg-muted/30 px-3 py-2.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-sm font-medium">{children}</dd>
    </div>
  );
}

/** Profile tab (spec 000 §2 "Account settings" 1). */
export function ProfileTab({ user }: { user: UserResponse }) {
  const none = T.common.none;
  return (
    <Card>
      <CardHeading title={T.settings.tabProfile} description={T.settings.profileDescription} />
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Item label={T.fields.firstName}>{user.firstName || none}</Item>
          <Item label={T.fields.lastName}>{user.lastName || none}</Item>
          <Item label={T.fields.email}>{user.email}</Item>
          <Item label={T.settings.role}>{ROLE_PROFILE_LABEL[user.role] ?? user.role}</Item>
          <Item label={T.common.status}>
            <Badge variant={user.isActive ? 'green' : 'red'}>{user.isActive ? UI.profileActive : UI.profileInactive}</Badge>
          </Item>
          <Item label={T.settings.company}>{user.companyName || none}</Item>
          <Item label={T.settings.phone}>{user.phone || none}</Item>
          <Item label={T.settings.createdAt}>{formatDateTime(user.createdAt)}</Item>
          <Item label={T.settings.updatedAt}>{formatDateTime(user.updatedAt)}</Item>
        </dl>
      </CardContent>
    </Card>
  );
}
