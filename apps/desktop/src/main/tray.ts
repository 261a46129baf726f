import { plural } from '@cod/contracts';
import type { AlertsState } from './order-alerts.js';

/**
 * The tray icon (the app keeps running there when the window is closed): the unread count in the tooltip
 * (and as the title beside the icon on macOS), the badge count where the system has one
 * (app.setBadgeCount: macOS dock, Unity launchers), an overlay icon on the Windows taskbar button, and
 * the menu 'Otvori' / 'Utišaj obaveštenja 1 h' ('Uključi obaveštenja' while muted) / 'Izađi'.
 * Plain module: Tray, Menu, the badge and the overlay are injected.
 */
export interface TrayLike {
  setToolTip(text: string): void;
  setContextMenu(menu: never): void;
  setTitle?(title: string): void;
  on(event: 'click' | 'double-click', listener: () => void): unknown;
  destroy(): void;
}

export interface TrayMenuItem {
  id?: string;
  label?: string;
  type?: 'normal' | 'separator';
  click?: () => void;
}

export interface TrayDeps {
  createTray(): TrayLike;
  /** Menu.buildFromTemplate */
  buildMenu(template: TrayMenuItem[]): unknown;
  platform: NodeJS.Platform;
  /** app.setBadgeCount (false where the system has no badge). */
  setBadgeCount?(count: number): boolean;
  /** Windows: the main window's taskbar overlay for this count (0: none). */
  setOverlay?(count: number): void;
  onOpen(): void;
  onToggleMute(): void;
  onQuit(): void;
}

export const APP_NAME = 'Prodajni Sajt AI';

export const TRAY_TEXTS = {
  open: 'Otvori',
  mute: 'Utišaj obaveštenja 1 h',
  unmute: 'Uključi obaveštenja',
  quit: 'Izađi',
  unread: (n: number) => `${n} ${plural(n, 'nepročitana porudžbina', 'nepročitane porudžbine', 'nepročitanih porudžbina')}`,
  muted: 'obaveštenja utišana',
} as const;

export function trayTooltip(state: Pick<AlertsState, 'unread' | 'muted'>): string {
  const parts = [APP_NAME];
  if (state.unread > 0) parts.push(TRAY_TEXTS.unread(state.unread));
  if (state.muted) parts.push(TRAY_TEXTS.muted);
  return parts.join(' — ');
}

export function trayMenuTemplate(state: Pick<AlertsState, 'muted'>, actions: Pick<TrayDeps, 'onOpen' | 'onToggleMute' | 'onQuit'>): TrayMenuItem[] {
  return [
    { id: 'open', label: TRAY_TEXTS.open, click: () => actions.onOpen() },
    { id: 'mute', label: state.muted ? TRAY_TEXTS.unmute : TRAY_TEXTS.mute, click: () => actions.onToggleMute() },
    { type: 'separator' },
    { id: 'quit', label: TRAY_TEXTS.quit, click: () => actions.onQuit() },
  ];
}

export interface TrayController {
  update(state: Pick<AlertsState, 'unread' | 'muted'>): void;
  destroy(): void;
}

export function createTrayController(deps: TrayDeps): TrayController {
  const tray = deps.createTray();
  tray.on('click', () => deps.onOpen());
  let last: string | null = null;

  function update(state: Pick<AlertsState, 'unread' | 'muted'>) {
    const key = `${state.unread}|${state.muted}`;
    if (key === last) return;
    last = key;
    tray.setToolTip(trayTooltip(state));
    // Linux reads the menu once: it is set again whenever a label changes.
    tray.setContextMenu(deps.buildMenu(trayMenuTemplate(state, deps)) as never);
    if (deps.platform === 'darwin') tray.setTitle?.(state.unread > 0 ? String(state.unread) : '');
    if (deps.platform === 'win32') deps.setOverlay?.(state.unread);
    else deps.setBadgeCount?.(state.unread);
  }

  update({ unread: 0, muted: false });
  return {
    update,
    destroy: () => tray.destroy(),
  };
}
