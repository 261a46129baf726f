import { Inject, Injectable } from '@nestjs/common';
import {
  INTEGRATION_MESSAGES,
  isSerbianKeyTest,
  normalizePixelId,
  normalizeSetting,
  normalizeSheetId,
  USER_SETTINGS_MESSAGES,
  type FacebookPixelRequest,
  type GoogleSheetsInfo,
  type GoogleSheetsTestResponse,
  type TelegramSettingsRequest,
  type TelegramTestResponse,
  type TrackifyKeysRequest,
  type TrackifyTestResponse,
  type SavedSettingsResponse,
  type IntegrationName,
} from '@cod/contracts';
import { GoogleSheetsClient, IntegrationsStatus, PermanentFailure, SHIPMENT_PROVIDER, TelegramClient, TelegramConsole, TemporaryFailure, type ShipmentProvider } from '../deliveries/index.js';
import { toUserResponse, UsersService, type IntegrationSetting, type User } from '../users/index.js';
import { WebsitesService } from '../websites/index.js';

type SettingsPatch = Partial<Pick<User, IntegrationSetting>>;

/** The fields present in `body`, each trimmed (empty → null): a field left out keeps its value. */
function present<K extends IntegrationSetting>(body: Partial<Record<K, string | null>>, keys: K[], normalize = normalizeSetting): SettingsPatch {
  const patch: SettingsPatch = {};
  for (const key of keys) if (body[key] !== undefined) patch[key] = normalize(body[key]);
  return patch;
}


/** The signed-in seller's own integration settings (spec 000 §2 Marketing and Notifications, §7). */
@Injectable()
export class UserSettingsService {
  constructor(
    private readonly users: UsersService,
    private readonly websites: WebsitesService,
    private readonly sheets: GoogleSheetsClient,
    @Inject(SHIPMENT_PROVIDER) private readonly shipments: ShipmentProvider,
    private readonly telegram: TelegramClient,
    private readonly telegramConsole: TelegramConsole,
    private readonly status: IntegrationsStatus,
  ) {}

  integrations(user: User) {
    return this.status.of(user);
  }

  /** Saves the fields; an integration whose values changed loses its last result (it says nothing of the new ones). */
  private async save(userId: number, patch: SettingsPatch, message: string): Promise<SavedSettingsResponse> {
    const before = await this.users.getById(userId);
    const user = await this.users.updateSettings(userId, patch);
    const changed = (keys: IntegrationSetting[]) => keys.some((k) => k in patch && before[k] !== user[k]);
    const touched: IntegrationName[] = [];
    if (changed(['telegramBotId', 'telegramChatId'])) touched.push('telegram');
    if (changed(['googleSheetsId'])) touched.push('sheets');
    if (changed(['facebookPixelId', 'facebookCapiToken'])) touched.push('capi');
    if (changed(['trackifyApiKey', 'trackifyApiKeySrb'])) touched.push('trackify');
    await Promise.all(touched.map((name) => this.status.forget(userId, name)));
    return { message, user: toUserResponse(user, 'self') };
  }

  /** Pixel ID (empty → null) and the write-only Conversions API token; the seller's cached pages are dropped so the pixel shows at once. */
  async setPixel(userId: number, body: FacebookPixelRequest): Promise<SavedSettingsResponse> {
    const patch: SettingsPatch = { ...present(body, ['facebookPixelId'], normalizePixelId), ...present(body, ['facebookCapiToken']) };
    const saved = await this.save(userId, patch, USER_SETTINGS_MESSAGES.pixelSaved);
    if ('facebookPixelId' in patch) await this.websites.ownerPagesChanged(userId);
    return saved;
  }

  /**
   * Saves the bot and chat; a saved bot then gets our webhook (its button presses come back to us), in the
   * background: the save never waits for Telegram, and a failed registration is logged (the test button tells).
   */
  async setTelegram(userId: number, body: TelegramSettingsRequest): Promise<SavedSettingsResponse> {
    const patch = present(body, ['telegramBotId', 'telegramChatId']);
    const saved = await this.save(userId, patch, INTEGRATION_MESSAGES.telegramSaved);
    if (patch.telegramBotId) void this.users.getById(userId).then((user) => this.telegramConsole.register(user), () => undefined);
    return saved;
  }

  /** Sends the contract's test message to the saved chat with the saved bot: proves both, or says what to fix (kept as the last result). */
  async testTelegram(user: User): Promise<TelegramTestResponse> {
    if (!user.telegramBotId || !user.telegramChatId) return { success: false, error: INTEGRATION_MESSAGES.telegramTestNotSaved };
    const answer = await this.sendTelegramTest(user.telegramBotId, user.telegramChatId);
    await this.status.record(user.id, 'telegram', answer.success, answer.error ?? null);
    return answer;
  }

  private async sendTelegramTest(botToken: string, chatId: string): Promise<TelegramTestResponse> {
    try {
      await this.telegram.sendHtml(botToken, chatId, INTEGRATION_MESSAGES.telegramTestText);
      return { success: true };
    } catch (err) {
      const failure = await TelegramClient.failure(err);
      if (failure instanceof PermanentFailure) return { success: false, error: failure.reason };
      if (failure instanceof TemporaryFailure) return { success: false, error: INTEGRATION_MESSAGES.telegramTestUnreachable(failure.detail) };
      throw failure;
    }
  }

  setSheet(userId: number, googleSheetsId: string): Promise<SavedSettingsResponse> {
    return this.save(userId, { googleSheetsId: normalizeSheetId(googleSheetsId) }, INTEGRATION_MESSAGES.sheetsSaved);
  }

  sheetInfo(user: User): GoogleSheetsInfo {
    return { serviceAccountEmail: this.sheets.serviceAccountEmail, googleSheetsId: user.googleSheetsId };
  }

  /** Reads the sheet's title with the service account: proves the id is right and the sheet is shared (the saved sheet's result is kept). */
  async testSheet(user: User, googleSheetsId: string): Promise<GoogleSheetsTestResponse> {
    const answer = await this.readSheetTitle(googleSheetsId);
    if (user.googleSheetsId && normalizeSheetId(googleSheetsId) === user.googleSheetsId) await this.status.record(user.id, 'sheets', answer.success, answer.error ?? null);
    return answer;
  }

  private async readSheetTitle(googleSheetsId: string): Promise<GoogleSheetsTestResponse> {
    try {
      const title = await this.sheets.title(normalizeSheetId(googleSheetsId));
      return { success: true, message: INTEGRATION_MESSAGES.sheetsTestOk, title };
    } catch (err) {
      if (err instanceof PermanentFailure) return { success: false, error: err.reason };
      if (err instanceof TemporaryFailure) return { success: false, error: `${INTEGRATION_MESSAGES.sheetsTestFailed} (${err.detail})` };
      throw err;
    }
  }

  setTrackifyKeys(userId: number, body: TrackifyKeysRequest): Promise<SavedSettingsResponse> {
    return this.save(userId, present(body, ['trackifyApiKey', 'trackifyApiKeySrb']), INTEGRATION_MESSAGES.trackifySaved);
  }

  /** The Serbian key against the Serbian endpoint, any other against the other markets' one. */
  /** The key against its market's Trackify; when the platform has no Trackify address for that market, says so instead of blaming the key. */
  async testTrackify(user: User, apiKey: string, country: string | undefined): Promise<TrackifyTestResponse> {
    const market = isSerbianKeyTest(country) ? 'Serbia' : 'Montenegro';
    const unavailable = this.shipments.unavailable(market);
    const answer: TrackifyTestResponse = unavailable ? { valid: false, error: unavailable } : { valid: await this.shipments.test(market, apiKey.trim()) };
    const saved = market === 'Serbia' ? user.trackifyApiKeySrb : user.trackifyApiKey;
    if (saved && saved === apiKey.trim()) await this.status.record(user.id, 'trackify', answer.valid, answer.valid ? null : (answer.error ?? INTEGRATION_MESSAGES.trackifyInvalid));
    return answer;
  }
}
