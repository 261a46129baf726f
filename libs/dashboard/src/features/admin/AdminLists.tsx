import { ADMIN_LIST_MAX_HEIGHT_PX, UI, type UserResponse } from '@cod/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cod/ui';
import { Globe, Inbox, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState.js';
import { T } from '../../texts.js';
import type { WebsiteSummary } from '../websites/api/websites.js';
import { websiteLabel } from '../websites/website-label.js';
import { UserRow, type UserRowProps } from './UserRow.js';

const listStyle = { maxHeight: ADMIN_LIST_MAX_HEIGHT_PX };

function ListCard({ title, description, count, children }: { title: string; description: string; count: number; children: ReactNode }) {
  return (
    <Card className="flex min-w-0 flex-col">
      <CardHeader className="flex-row items-start justify-between gap-2 pb-3">
        <div className="min-w-0">
          <CardTitle asChild>
            <h2>{title}</h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Badge variant="secondary">{count}</Badge>
      </CardHeader>
      <CardContent className="min-w-0 flex-1">{children}</CardContent>
    </Card>
  );
}

type RowHandlers = Omit<UserRowProps, 'user' | 'testIdPrefix' | 'busy'> & { busyId?: number | null };

interface UserListCardProps extends RowHandlers {
  kind: 'clients' | 'users';
  users: UserResponse[];
  onAddClient?: () => void;
}

/** The clients list or the users list; scrolls past ADMIN_LIST_MAX_HEIGHT_PX. */
export function UserListCard({ kind, users, onAddClient, busyId, ...handlers }: UserListCardProps) {
  const isClients = kind === 'clients';
  return (
    <ListCard
      title={isClients ? T.admin.clientsTitle : T.admin.usersTitle}
      description={isClients ? T.admin.clientsDescription : T.admin.usersDescription}
      count={users.length}
    >
      <div data-testid={isClients ? 'clients-list' : 'users-list'} style={listStyle} className="-mr-2 overflow-y-auto pr-2">
        {users.length === 0 ? (
          <EmptyState icon={Inbox} title={isClients ? UI.noClients : UI.noUsers}>
            {isClients && onAddClient && (
              <Button size="sm" onClick={onAddClient}>
                <UserPlus aria-hidden="true" />
                {T.admin.addFirstClient}
              </Button>
            )}
          </EmptyState>
        ) : (
          <ul className="grid gap-2">
            {users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                testIdPrefix={isClients ? 'client-row' : 'user-row'}
                busy={busyId === user.id}
                {...handlers}
              />
            ))}
          </ul>
        )}
      </div>
    </ListCard>
  );
}

/** All websites (admin). */
export function WebsitesListCard({ websites }: { websites: WebsiteSummary[] }) {
  return (
    <ListCard title={T.admin.websitesTitle} description={T.admin.websitesDescription} count={websites.length}>
      <div data-testid="websites-list" style={listStyle} className="-mr-2 overflow-y-auto pr-2">
        {websites.length === 0 ? (
          <EmptyState icon={Globe} title={UI.noWebsites} />
        ) : (
          <ul className="grid gap-2 md:grid-cols-2">
            {websites.map((site) => (
              <li
                key={site.id}
                data-testid={`website-row-${site.id}`}
                className="flex items-center justify-between gap-3 rounded-lg border bg-white p-3"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{websiteLabel(site)}</p>
                  {site.customUrl && <p className="truncate text-sm text-muted-foreground">/{site.customUrl}</p>}
                </div>
                <Badge variant={site.isActive ? 'green' : 'grey'}>{site.isActive ? UI.websiteActive : UI.websiteInactive}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ListCard>
  );
}
