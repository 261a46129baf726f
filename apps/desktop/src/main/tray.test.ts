import { describe, expect, it, vi } from 'vitest';
import { createTrayController, TRAY_TEXTS, trayTooltip, type TrayDeps, type TrayMenuItem } from './tray.js';

function setup(platform: NodeJS.Platform) {
  const tray = { setToolTip: vi.fn(), setContextMenu: vi.fn(), setTitle: vi.fn(), on: vi.fn(), destroy: vi.fn() };
  const menus: TrayMenuItem[][] = [];
  const deps: TrayDeps = {
    createTray: () => tray,
    buildMenu: (template) => (menus.push(template), template),
    platform,
    setBadgeCount: vi.fn(() => true),
    setOverlay: vi.fn(),
    onOpen: vi.fn(),
    onToggleMute: vi.fn(),
    onQuit: vi.fn(),
  };
  const controller = createTrayController(deps);
  const labels = () => menus.at(-1)!.map((i) => i.label ?? i.type);
  const click = (id: string) => menus.at(-1)!.find((i) => i.id === id)!.click!();
  return { tray, deps, controller, menus, labels, click };
}

describe('tray', () => {
  it("has the menu 'Otvori' / 'Utišaj obaveštenja 1 h' / 'Izađi', wired to its actions", () => {
    const t = setup('linux');
    expect(t.labels()).toEqual(['Otvori', 'Utišaj obaveštenja 1 h', 'separator', 'Izađi']);
    t.click('open');
    t.click('mute');
    t.click('quit');
    expect(t.deps.onOpen).toHaveBeenCalledTimes(1);
    expect(t.deps.onToggleMute).toHaveBeenCalledTimes(1);
    expect(t.deps.onQuit).toHaveBeenCalledTimes(1);
    // A click on the icon opens the window too.
    expect(t.tray.on).toHaveBeenCalledWith('click', expect.any(Function));
  });

  it("offers 'Uključi obaveštenja' while muted, and says so in the tooltip", () => {
    const t = setup('linux');
    t.controller.update({ unread: 0, muted: true });
    expect(t.labels()).toContain('Uključi obaveštenja');
    expect(t.tray.setToolTip).toHaveBeenLastCalledWith('Prodajni Sajt AI — obaveštenja utišana');
  });

  it('shows the unread count in the tooltip and as the badge (Linux, macOS), the overlay on Windows', () => {
    const linux = setup('linux');
    linux.controller.update({ unread: 3, muted: false });
    expect(linux.tray.setToolTip).toHaveBeenLastCalledWith('Prodajni Sajt AI — 3 nepročitane porudžbine');
    expect(linux.deps.setBadgeCount).toHaveBeenLastCalledWith(3);
    expect(linux.deps.setOverlay).not.toHaveBeenCalled();

    const mac = setup('darwin');
    mac.controller.update({ unread: 5, muted: false });
    expect(mac.tray.setTitle).toHaveBeenLastCalledWith('5');
    expect(mac.deps.setBadgeCount).toHaveBeenLastCalledWith(5);
    mac.controller.update({ unread: 0, muted: false });
    expect(mac.tray.setTitle).toHaveBeenLastCalledWith('');

    const win = setup('win32');
    win.controller.update({ unread: 1, muted: false });
    expect(win.deps.setOverlay).toHaveBeenLastCalledWith(1);
    expect(win.deps.setBadgeCount).not.toHaveBeenCalled();
    win.controller.update({ unread: 0, muted: false });
    expect(win.deps.setOverlay).toHaveBeenLastCalledWith(0);
  });

  it('texts agree with the number', () => {
    expect(TRAY_TEXTS.unread(1)).toBe('1 nepročitana porudžbina');
    expect(TRAY_TEXTS.unread(11)).toBe('11 nepročitanih porudžbina');
    expect(trayTooltip({ unread: 0, muted: false })).toBe('Prodajni Sajt AI');
  });
});
