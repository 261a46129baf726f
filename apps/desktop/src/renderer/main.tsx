import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DesktopApp } from './DesktopApp.js';
import { DESKTOP_TEXTS as D } from './texts.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const view = createRoot(root);

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background p-4">
      <div className="w-full max-w-md rounded-xl border bg-card p-6 text-center shadow-sm" role="alert">
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{text}</p>
      </div>
    </main>
  );
}

/** Reads the saved server and the session token from the main process, then shows the console. */
async function start() {
  const desktop = window.codDesktop;
  if (!desktop) {
    view.render(<Notice title={D.noBridgeTitle} text={D.noBridgeText} />);
    return;
  }
  const [server, token] = await Promise.all([desktop.server.get(), desktop.session.getToken()]);
  view.render(
    <StrictMode>
      <DesktopApp desktop={desktop} initialServer={server} initialToken={server ? token : null} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error(error);
  view.render(<Notice title={D.startFailed} text={error instanceof Error ? error.message : String(error)} />);
});
