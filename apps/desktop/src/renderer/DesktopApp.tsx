import { DashboardApp, resetSessionState, unreadOrders, useSessionStore, type TokenStore } from '@cod/dashboard';
import { toast } from '@cod/ui';
import { useCallback, useMemo, useState } from 'react';
import type { CodDesktopApi } from '../shared/desktop-api.js';
import { desktopEventSource, desktopFileSaver, desktopTokenStore } from './desktop-bridge.js';
import { ConnectionBanner, OrderNotifications, ServerFooter } from './DesktopBridge.js';
import { FirstRunScreen } from './FirstRunScreen.js';
import { DESKTOP_TEXTS as D } from './texts.js';

export interface DesktopAppProps {
  desktop: CodDesktopApi;
  /** codDesktop.server.get() at start: null on the first run. */
  initialServer: string | null;
  /** codDesktop.session.getToken() at start, read before the first render. */
  initialToken: string | null;
}

interface Connection {
  server: string;
  tokens: TokenStore;
}

/**
 * The desktop console: the first-run screen until a server answers, then the same dashboard as the
 * web against that server (hash routes), with the token kept by the main process, live events and
 * notifications from the main process, and CSV files saved through the native dialog. A new (or
 * forgotten) server switches the console in place; the main process then reloads the window so its
 * Content-Security-Policy names the new server, and the reloaded page starts from what it saved.
 */
export function DesktopApp({ desktop, initialServer, initialToken }: DesktopAppProps) {
  const [connection, setConnection] = useState<Connection | null>(() =>
    initialServer ? { server: initialServer, tokens: desktopTokenStore(desktop.session, initialToken) } : null,
  );
  const eventSource = useMemo(() => desktopEventSource(desktop.events), [desktop]);
  const saveFile = useMemo(
    () => desktopFileSaver(desktop.saveFile, (saved) => toast({ title: D.csvSavedTitle, description: saved.path })),
    [desktop],
  );

  const connected = useCallback(
    (origin: string) => {
      resetSessionState();
      setConnection({ server: origin, tokens: desktopTokenStore(desktop.session, null) });
    },
    [desktop],
  );

  const changeServer = useCallback(() => {
    void desktop.server
      .forget()
      .catch((error: unknown) => console.error('Zaboravljanje servera nije uspelo:', error))
      .finally(() => {
        // The main process forgot the session with the server: nothing of it stays on screen.
        useSessionStore.getState().clear();
        resetSessionState();
        unreadOrders.reset();
        setConnection(null);
      });
  }, [desktop]);

  if (!connection) return <FirstRunScreen connect={(url) => desktop.server.set(url)} onConnected={connected} />;

  return (
    <DashboardApp
      key={connection.server}
      router="hash"
      apiBaseUrl={connection.server}
      tokenStore={connection.tokens}
      eventSource={eventSource}
      saveFile={saveFile}
    >
      <ConnectionBanner events={desktop.events} />
      <OrderNotifications events={desktop.events} />
      <ServerFooter server={connection.server} onChangeServer={changeServer} />
    </DashboardApp>
  );
}
